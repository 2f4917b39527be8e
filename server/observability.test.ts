// Logs, request ids, health, metrics and the API's stop, over a real web and a real API in
// their own processes (one of each for the whole file), driven with the requests that carry
// secrets: a sign-in's password, a reset link's token in the URL, a card number, the operator
// token. Every line either process writes must be JSON and hold none of them.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import { databaseForProcesses } from "./testing";
import { ensureBuilt, freePort, nodeProcess, portIsFree } from "./testing-processes";

const OPERATOR_TOKEN = "operator-token-for-the-observability-test-0123456789";
const PASSWORD = "first-secret-password-42";
const NEW_PASSWORD = "second-secret-password-42";
const CARD = "4242424242424242";

let database: Awaited<ReturnType<typeof databaseForProcesses>>;
let api: ReturnType<typeof nodeProcess>;
let web: ReturnType<typeof nodeProcess>;
let apiUrl: string;
let webUrl: string;
let apiPort: number;

beforeAll(async () => {
  ensureBuilt();
  database = await databaseForProcesses();
  [apiPort] = [await freePort()];
  const webPort = await freePort();
  apiUrl = `http://127.0.0.1:${apiPort}`;
  webUrl = `http://127.0.0.1:${webPort}`;
  const shared = { LOG_LEVEL: "info", OPERATOR_TOKEN, SHUTDOWN_TIMEOUT_MS: "10000" };
  api = nodeProcess(["server/main.ts"], {
    ...database.env,
    ...shared,
    NODE_ENV: "test",
    API_PORT: String(apiPort),
    API_HOST: "127.0.0.1",
    DEV_OUTBOX: "on",
    SHOP_URL: webUrl,
  });
  web = nodeProcess(["server/web-server.ts"], {
    ...shared,
    PORT: String(webPort),
    API_BASE_URL: apiUrl,
    NODE_ENV: "production",
    SESSION_SECRET: "observability-test-secret-0123456789abcdef",
    TRUSTED_PROXIES: "127.0.0.1",
  });
  await Promise.all([api.waitFor(/\[api\] listening/), web.waitFor(/\[web\] listening/)]);
}, 240_000);

afterAll(async () => {
  web?.child.kill("SIGTERM");
  api?.child.kill("SIGTERM");
  await Promise.all([web?.exited, api?.exited]);
  await database?.close();
});

const form = (body: Record<string, string>, cookie = "") => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  body: new URLSearchParams(body).toString(),
});
const apiSend = (path: string, init?: RequestInit) => fetch(`${apiUrl}${path}`, init);
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__session="))
    ?.split(";")[0] ?? "";

type Line = { service: string; reqId?: string; route?: string; status?: number; ms?: number; msg: string };
const linesOf = (output: string) =>
  output
    .split("\n")
    .filter(Boolean)
    .map((text) => {
      try {
        return JSON.parse(text) as Line;
      } catch {
        throw new Error(`A log line that is not JSON: ${text}`);
      }
    });
const requestLines = (output: string, reqId: string) =>
  linesOf(output).filter((line) => line.msg === "request" && line.reqId === reqId);

// The reset link's token, from the outbox (DEV_OUTBOX).
async function resetToken(email: string) {
  const outbox = await apiSend(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await outbox.json()) as { data: { body: string }[] };
  const link = data
    .map((mail) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.body)?.[0])
    .find(Boolean);
  return new URL(link!).searchParams.get("token")!;
}

// A member signs in, resets the password through the mailed link, and posts a card number (to
// the web's checkout and straight to the API's); the web's metrics are read with the operator
// token. Answers the secrets that went by and the request id of the sign-in.
async function requestsWithSecrets() {
  const email = `logs-${Date.now()}@example.com`;
  const grant = await registerThroughMail(apiSend, { name: "Log Reader", email, password: PASSWORD });
  const signIn = await fetch(`${webUrl}/login`, form({ email, password: PASSWORD, next: "/" }));
  expect(signIn.status).toBe(302);
  const cookie = cookieOf(signIn);
  expect(cookie).not.toBe("");

  expect((await fetch(`${webUrl}/forget-password`, form({ email }))).status).toBeLessThan(400);
  const token = await resetToken(email);
  expect((await fetch(`${webUrl}/reset-password?token=${token}`)).status).toBe(200);
  const reset = await fetch(
    `${webUrl}/reset-password`,
    form({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  );
  expect(reset.status).toBe(302);

  const card = { "card.number": CARD, "card.expiry": "12/40", "card.cvc": "123" };
  const checkout = await fetch(`${webUrl}/checkout`, form({ paymentMethod: "test_card", ...card }, cookie));
  expect(checkout.status).toBeGreaterThanOrEqual(200);
  const placed = await apiSend("/api/checkout", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "x-access-token": grant.accessToken,
      "x-user-id": grant.userId,
    },
    body: JSON.stringify({ paymentMethod: "test_card", card: { number: CARD, expiry: "12/40", cvc: "123" } }),
  });
  expect(placed.status).toBeGreaterThanOrEqual(400);
  const scraped = await fetch(`${webUrl}/metrics`, {
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(scraped.status).toBe(200);
  return {
    secrets: [PASSWORD, NEW_PASSWORD, token, grant.accessToken, cookie.split("=")[1], CARD, OPERATOR_TOKEN],
    signInId: signIn.headers.get("x-request-id")!,
  };
}

describe("the logs", () => {
  it("hold no password, token, cookie or card number, and one request id runs from the web to the API", async () => {
    const { secrets, signInId } = await requestsWithSecrets();

    // A trusted proxy's id is kept and reaches the API; a malformed one, or one from elsewhere, is not.
    const home = await fetch(`${webUrl}/`, { headers: { "X-Request-Id": "proxy-given-id-1" } });
    expect(home.headers.get("x-request-id")).toBe("proxy-given-id-1");
    const odd = await fetch(`${webUrl}/`, { headers: { "X-Request-Id": "not a <safe> id" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await idFromUntrustedAddress("from-an-untrusted-address")).not.toBe("from-an-untrusted-address");

    for (const reqId of [signInId, "proxy-given-id-1"]) {
      // Each process writes its line once the response has gone out: wait for both.
      for (const output of [api.output, web.output])
        await expect.poll(() => requestLines(output(), reqId).length, { timeout: 5_000 }).toBeGreaterThan(0);
      const [webLine] = requestLines(web.output(), reqId);
      expect(webLine).toMatchObject({
        service: "web",
        reqId,
        status: expect.any(Number),
        ms: expect.any(Number),
      });
      expect(requestLines(api.output(), reqId)[0]).toMatchObject({
        service: "api",
        route: expect.stringMatching(/^\/api\//),
      });
    }
    // Routes are patterns, never the URL with its query.
    expect(requestLines(web.output(), signInId)[0].route).toBe("routes/($locale).login");
    expect(linesOf(web.output()).some((line) => line.route === "routes/($locale).reset-password")).toBe(true);

    const everything = web.output() + api.output();
    for (const secret of secrets)
      expect(everything.includes(secret), `a log holds ${secret.slice(0, 6)}…`).toBe(false);
    expect(everything).not.toMatch(/4242[ -]?4242/);
  }, 60_000);
});

// A request from 127.0.0.2, which TRUSTED_PROXIES does not name: the id the web answered with.
function idFromUntrustedAddress(id: string) {
  return new Promise<string>((resolve, reject) => {
    const { port } = new URL(webUrl);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/healthz",
        localAddress: "127.0.0.2",
        headers: { "X-Request-Id": id },
      },
      (res) => {
        res.resume();
        resolve(String(res.headers["x-request-id"]));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("health and metrics", () => {
  it("/healthz and /readyz answer on both", async () => {
    for (const base of [webUrl, apiUrl]) {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    }
  });

  it("/metrics asks for the operator token, and its request counts move", async () => {
    for (const base of [webUrl, apiUrl]) {
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(
        403,
      );
    }
    const metrics = async (base: string) =>
      (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } })).text();
    const count = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
    const apiCount =
      /shop_http_request_duration_seconds_count\{route="\/api\/categories",method="GET",status="200"\} (\d+)/;
    const webCount =
      /shop_http_request_duration_seconds_count\{route="routes\/\(\$locale\)\.search",method="GET",status="200"\} (\d+)/;
    const [apiBefore, webBefore] = [
      count(await metrics(apiUrl), apiCount),
      count(await metrics(webUrl), webCount),
    ];
    expect((await fetch(`${apiUrl}/api/categories`)).status).toBe(200);
    expect((await fetch(`${webUrl}/search?q=dress`)).status).toBe(200);
    const [apiText, webText] = [await metrics(apiUrl), await metrics(webUrl)];
    // At least one more: the web's own pages may read the categories too.
    expect(count(apiText, apiCount)).toBeGreaterThan(apiBefore);
    expect(count(webText, webCount)).toBe(webBefore + 1);
    for (const name of [
      "shop_db_queue_wait_seconds_count",
      "shop_outbox_queued",
      'shop_cache_lookups_total{cache="listing_index"',
    ])
      expect(apiText).toContain(name);
    for (const name of [
      "shop_upstream_request_duration_seconds_count",
      'shop_cache_lookups_total{cache="upstream"',
    ])
      expect(webText).toContain(name);
  });
});

describe("the API's stop on SIGTERM", () => {
  // Last in the file: it stops the shared API. An import whose upload is still arriving when
  // the signal comes is finished and answered; the API is not ready from then on, takes no new
  // connection, and ends within its bound.
  it("finishes an import under way, then ends", async () => {
    const catalogue = readFileSync("docs/import/sample-catalogue.json", "utf8");
    const boundary = "observability-boundary";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="catalogue"; filename="c.json"\r\n` +
      `Content-Type: application/json\r\n\r\n${catalogue}\r\n--${boundary}--\r\n`;
    const socket = connect(apiPort, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/operator/import HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${OPERATOR_TOKEN}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the head is read and the upload under way
    const stopped = Date.now();
    api.child.kill("SIGTERM");
    await expect.poll(() => portIsFree(apiPort), { timeout: 5_000 }).toBe(true);
    socket.write(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"dryRun":true');
    expect(await api.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(10_000);
  }, 30_000);
});
