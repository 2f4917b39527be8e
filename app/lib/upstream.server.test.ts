// The upstream client against the real bundled API over HTTP, plus the faults it must
// survive: an API that is down, one that never answers (a local server that holds the
// request: the only way to cause a timeout), and one that answers outside the contract.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApi } from "../../server/testing";
import { registerThroughMail } from "../../tests/support/register";
import { getSession } from "./session.server";
import { thrown } from "./thrown";
import { createUpstream, SHOP_UNAVAILABLE, UpstreamError } from "./upstream.server";

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

async function client(path = "/member/profile", baseUrl = api.url) {
  const request = new Request(`http://shop.test${path}`);
  const session = await getSession(request);
  return { session, upstream: createUpstream(request, session, baseUrl) };
}

describe("createUpstream", () => {
  it("answers parsed data from the API", async () => {
    const { upstream } = await client();
    const listing = await upstream.products.list({ c1: "CL-001", c2: "DR-001", pageSize: 3 });
    expect(listing.data).toHaveLength(3);
    expect(listing.data.every((p) => p.categoryCode === "DR-001")).toBe(true);
    const menu = await upstream.config.fetch("menu");
    expect(menu[0].title).toBe("Clothing");
  });

  it("sends repeated params for lists", async () => {
    const { upstream } = await client();
    const listing = await upstream.products.list({ color: ["red", "blue"], pageSize: 48 });
    expect(listing.data.length).toBeGreaterThan(0);
    // Both values were sent: products of either colour come back.
    const colors = listing.data.flatMap((p) => p.colors);
    expect(colors).toContain("red");
    expect(colors).toContain("blue");
    expect(listing.data.every((p) => p.colors.includes("red") || p.colors.includes("blue"))).toBe(true);
  });

  it("turns a 4xx into an UpstreamError with the API's code and fields", async () => {
    const { upstream } = await client();
    const error = await thrown(() => upstream.auth.register({ name: "", email: "nope", password: "x" }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(400);
    expect(Object.keys((error as UpstreamError).fields)).toEqual(
      expect.arrayContaining(["email", "password"]),
    );
  });

  it("sends the token headers only when the session has both, and a 401 signs out and redirects", async () => {
    const { session, upstream } = await client("/member/profile?tab=orders");
    const grant = await registerThroughMail((path, init) => fetch(`${api.url}${path}`, init), {
      name: "Pat",
      email: "pat@example.com",
      password: "sunny-day-42",
    });
    session.set("accessToken", grant.accessToken);
    session.set("userId", grant.userId);
    expect((await upstream.auth.validateToken()).member.email).toBe("pat@example.com");

    session.set("accessToken", "revoked-or-made-up");
    const redirect = await thrown(() => upstream.auth.validateToken());
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(302);
    expect((redirect as Response).headers.get("Location")).toBe(
      "/login?next=%2Fmember%2Fprofile%3Ftab%3Dorders",
    );
    // Signed out in the session, which the answer then carries (load-context.server.test.ts).
    expect(session.get("accessToken")).toBeUndefined();
    expect(session.get("userId")).toBeUndefined();
    expect(session.get("pendingRoute")).toBe("/member/profile?tab=orders");
  });

  it("lets a failed sign-in through as an error instead of a redirect", async () => {
    const { upstream } = await client("/login");
    const error = await thrown(() =>
      upstream.auth.login({ email: "ghost@example.com", password: "whatever1" }),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).body.errorCode).toBe("INVALID_CREDENTIALS");
  });

  it("answers 503 when the API is unreachable", async () => {
    const { upstream } = await client("/", "http://127.0.0.1:9");
    const error = await thrown(() => upstream.products.list({}));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
    expect(await (error as Response).text()).toBe(SHOP_UNAVAILABLE);
  });

  describe("with a misbehaving upstream", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url?.startsWith("/api/health")) return; // never answers
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ data: [{ unexpected: true }] }));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      server.close();
    });

    it("answers 503 for an answer outside the contract", async () => {
      const { upstream } = await client("/", base);
      const error = await thrown(() => upstream.content.catalogs());
      expect((error as Response).status).toBe(503);
    });

    it("answers 503 after the timeout", async () => {
      const { upstream } = await client("/", base);
      const started = Date.now();
      const error = await thrown(() => upstream.health());
      expect((error as Response).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  });

  it("passes the shopper's address (the last X-Forwarded-For entry) to the API, and never when unknown", async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers["x-client-address"] as string | undefined);
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ data: { status: "ok" } }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const forwarded: Record<string, string>[] = [{ "X-Forwarded-For": "203.0.113.9, 10.0.0.2" }, {}];
      for (const headers of forwarded) {
        const request = new Request("http://shop.test/login", { headers });
        await createUpstream(request, await getSession(request), base).health();
      }
      expect(seen).toEqual(["10.0.0.2", undefined]);
    } finally {
      server.close();
    }
  });
});
