// The web's own HTTP server (server/web-server.ts) over real HTTP, in its own process, against
// a real API: odd requests answered with a 4xx (never a 500), canonical URLs that no request can
// move, the security headers on every answer, and Remix's refusals without a stack or route id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type startApi } from "./server";
import { startTestApi } from "./testing";
import { type nodeProcess, rawRequest, startBuiltWeb } from "./testing-processes";

let api: Awaited<ReturnType<typeof startApi>>;
let web: ReturnType<typeof nodeProcess>;
let port: number;

beforeAll(async () => {
  api = await startTestApi();
  // SHOP_URL unset: the canonical address is the one the web listens on.
  ({ web, port } = await startBuiltWeb(api.url, "web-server-test-secret-0123456789abcdef"));
  await web.waitFor(/\[web\] listening/);
}, 240_000);
afterAll(async () => {
  web?.child.kill("SIGTERM");
  await web?.exited;
  await api?.stop();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(
    port,
    `${method} ${path} HTTP/1.1\r\n` +
      Object.entries({ Host: `localhost:${port}`, Connection: "close", ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      "\r\n",
  );

const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
};

describe("odd requests get a 400, never a 500", () => {
  it.each(["bad host", "[::1", "x@y", "%", ""])("a Host of %j", async (host) => {
    const answer = await get("/", { Host: host });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("The Host header is not valid.");
  });

  it.each(["//%00", "/%00", "/products/%E0%A4%A"])("the path %s", async (path) => {
    expect((await get(path)).status).toBe(400);
  });

  it("HEAD of a .data URL with a cookie and a foreign Origin", async () => {
    const answer = await get("/cart.data", { Cookie: "__session=x", Origin: "http://evil.example" }, "HEAD");
    expect(answer.status).toBe(400);
  });
});

describe("canonical and Open Graph URLs come from configuration only", () => {
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

  it("a forged Host renders the home page on the shop's own address", async () => {
    const answer = await get("/", { Host: "evil.example" });
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe(`http://localhost:${port}/`);
    expect(ogUrlOf(answer.body)).toBe(`http://localhost:${port}/`);
  });

  it("//evil.example/ is a path on this shop, not another host", async () => {
    const answer = await get("//evil.example/");
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toMatch(/(href|content)="http:\/\/evil\.example/);
  });

  it("robots.txt names the sitemap on the shop's own address", async () => {
    const answer = await get("/robots.txt", { Host: "evil.example" });
    expect(answer.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  });
});

describe("the security headers are on every answer", () => {
  it.each([
    ["TRACE", "/", {}, 405],
    ["POST", "/contact", { Origin: "http://evil.example", "Content-Length": "0" }, 403],
    ["POST", "/contact", { "Content-Length": String(10 * 1024 * 1024) }, 413],
    ["POST", "/contact", { "Transfer-Encoding": "chunked" }, 411],
    ["GET", "/member?_data=routes/member", {}, 400],
    ["GET", "/", { Host: "x@y" }, 400],
  ] as const)("an early refusal: %s %s", async (method, path, headers, status) => {
    const answer = await get(path, headers, method);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers, `${method} ${path}`);
  });

  it("says why in the words of the URL's locale", async () => {
    const foreign = { Origin: "http://evil.example", "Content-Length": "0" };
    const words = [
      ["/contact", "Forms from other sites are refused."],
      ["/ar/contact", "لا نقبل النماذج المرسلة من مواقع أخرى."],
      ["/fr/contact", "Les formulaires d'autres sites sont refusés."],
    ];
    for (const [path, text] of words) expect((await get(path, foreign, "POST")).body, path).toContain(text);
    const tooLarge = await get("/ar/contact", { "Content-Length": String(10 * 1024 * 1024) }, "POST");
    expect(tooLarge.body).toContain("هذا النموذج أكبر من أن يُرسل.");
  });

  it("the sign-in guard's redirect", async () => {
    const answer = await get("/member");
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/login?next=%2Fmember");
    expectSecurityHeaders(answer.headers, "/member");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("a form posted to a page that takes none", () => {
  it("is a 405 logged in one line (and its access line), and neither the page nor its data names the route module", async () => {
    const before = web.output().length;
    const page = await get("/faq", { "Content-Length": "0" }, "POST");
    const data = await get("/faq.data", { "Content-Length": "0" }, "POST");
    expect([page.status, data.status]).toEqual([405, 405]);
    // (The page's own script names its routes; the error it shows must not.)
    for (const answer of [page, data]) expect(answer.body).not.toMatch(/for route|did not provide/);
    expect(data.body).not.toContain("routes/faq");
    for (const answer of [page, data]) expect(answer.body).toContain("This page does not take that request");
    // One warning each (JSON, no stack), beside each request's access line.
    const logged = web
      .output()
      .slice(before)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg: string; route?: string; status: number; path?: string });
    expect(logged.filter((line) => line.msg !== "request")).toEqual([
      expect.objectContaining({ msg: "[web] refused by Remix", status: 405, method: "POST", path: "/faq" }),
      expect.objectContaining({
        msg: "[web] refused by Remix",
        status: 405,
        method: "POST",
        path: "/faq.data",
      }),
    ]);
    expect(logged.filter((line) => line.msg === "request").map((line) => [line.route, line.status])).toEqual([
      ["routes/($locale).faq", 405],
      ["routes/($locale).faq", 405],
    ]);
  });

  it("says so in the URL's locale", async () => {
    const french = await get("/fr/faq", { "Content-Length": "0" }, "POST");
    expect(french.status).toBe(405);
    expect(french.body).toContain("Cette page n&#x27;accepte pas cette requête.");
  });
});
