// The web's catalogue cache: alone with a clock the test moves, then inside the upstream
// client against the real bundled API (counting the calls that reach it).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApi } from "../../server/testing";
import { registerThroughMail } from "../../tests/support/register";
import { getSession } from "./session.server";
import { createUpstream } from "./upstream.server";
import { cacheTtlOf, createResponseCache } from "./upstream-cache.server";

// A clock that starts well after 0 (lru-cache reads a start of 0 as "no time to live").
const START = 1_000_000;

describe("createResponseCache", () => {
  it("answers from memory until the time to live runs out", async () => {
    let now = START;
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1_000, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", 1_000, load)).toBe(1);
    now = START + 1_000;
    expect(await cache.get("a", 1_000, load)).toBe(1);
    now = START + 1_001;
    expect(await cache.get("a", 1_000, load)).toBe(2);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 1_000 });
    const loads: string[] = [];
    const load = (key: string) => async () => (loads.push(key), key);
    await cache.get("a", 60_000, load("a"));
    await cache.get("b", 60_000, load("b"));
    await cache.get("a", 60_000, load("a")); // a is now the most recent
    await cache.get("c", 60_000, load("c")); // b goes
    expect(cache.size).toBe(2);
    await cache.get("a", 60_000, load("a"));
    await cache.get("b", 60_000, load("b"));
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps at most maxBytes as the caller weighs the answers, dropping the least recently used", async () => {
    const cache = createResponseCache({ maxEntries: 100, maxBytes: 1_000 });
    const weighed = { bytes: (value: string) => value.length };
    const load = (size: number) => async () => "x".repeat(size);
    await cache.get("a", 60_000, load(400), weighed);
    await cache.get("b", 60_000, load(400), weighed);
    expect(cache.bytes).toBe(800);
    await cache.get("c", 60_000, load(400), weighed); // a goes
    expect([cache.size, cache.bytes]).toEqual([2, 800]);
    // An answer heavier than the whole bound is not kept, and takes nothing out.
    await cache.get("d", 60_000, load(2_000), weighed);
    expect([cache.size, cache.bytes]).toEqual([2, 800]);
    let loads = 0;
    await cache.get("a", 60_000, async () => (loads++, "a"), weighed);
    await cache.get("c", 60_000, async () => (loads++, "c"), weighed);
    expect(loads).toBe(1);
  });

  it("lets expired answers go at the next store, so one-off reads do not stay", async () => {
    let now = START;
    const cache = createResponseCache({ maxEntries: 100, maxBytes: 10_000, now: () => now });
    const weighed = { bytes: () => 100 };
    for (let i = 0; i < 50; i++) await cache.get(`price ${i}`, 10_000, async () => i, weighed);
    await cache.get("config", 60_000, async () => "config", weighed);
    expect([cache.size, cache.bytes]).toEqual([51, 5_100]);
    now = START + 10_001;
    await cache.get("another price", 10_000, async () => "new", weighed);
    expect([cache.size, cache.bytes]).toEqual([2, 200]);
  });

  it("shares one load between identical requests in flight", async () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1_000 });
    let loads = 0;
    let finish!: (value: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = [cache.get("k", 1_000, load), cache.get("k", 1_000, load), cache.get("k", 1_000, load)];
    finish("answer");
    expect(await Promise.all(waiting)).toEqual(["answer", "answer", "answer"]);
    expect(loads).toBe(1);
  });

  it("keeps neither failures nor answers the caller refuses", async () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 1_000 });
    await expect(cache.get("k", 1_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", 1_000, async () => ({ ok: false }), { keep: (v) => v.ok })).toEqual({
      ok: false,
    });
    expect(cache.size).toBe(0);
    expect(await cache.get("k", 1_000, async () => ({ ok: true }), { keep: (v) => v.ok })).toEqual({
      ok: true,
    });
    expect(cache.size).toBe(1);
  });

  it("keeps catalogue reads, never reviews, comments or stock of a variant", () => {
    expect(cacheTtlOf("/api/products")).toBeGreaterThan(0);
    expect(cacheTtlOf("/api/products/tiny-dress/summary")).toBeGreaterThan(0);
    expect(cacheTtlOf("/api/config/fetch")).toBeGreaterThan(0);
    expect(cacheTtlOf("/api/content/banner/external")).toBeGreaterThan(0);
    expect(cacheTtlOf("/api/products/tiny-dress/reviews")).toBeNull();
    expect(cacheTtlOf("/api/products/tiny-dress/variants/SKU-1")).toBeNull();
    expect(cacheTtlOf("/api/content/blog/first-steps/comments")).toBeNull();
    expect(cacheTtlOf("/api/cart")).toBeNull();
    expect(cacheTtlOf("/api/wishlist")).toBeNull();
  });
});

// The bundled API behind a counting relay: each request that reaches the API is one call.
describe("the upstream client's cache", () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let relay: Server;
  let relayUrl: string;
  const calls: string[] = [];
  beforeAll(async () => {
    api = await startTestApi();
    relay = createServer(async (req, res) => {
      calls.push(`${req.method} ${req.url}`);
      const body = req.method === "GET" ? undefined : await new Response(req as never).text();
      const answer = await fetch(api.url + req.url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body,
      });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(await answer.text());
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    relay.close();
    await api.stop();
  });

  async function client(cookie?: string) {
    const request = new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} });
    const session = await getSession(request);
    const cache = createResponseCache({ maxEntries: 100, maxBytes: 1024 * 1024 });
    return { session, cache, upstream: () => createUpstream(request, session, relayUrl, cache) };
  }
  const count = (call: string) => calls.filter((c) => c === call).length;

  it("answers repeated and simultaneous listing reads with one API call", async () => {
    const { upstream } = await client();
    const call = "GET /api/products?c1=CL-001&pageSize=5";
    const answers = await Promise.all(
      [1, 2, 3].map(() => upstream().products.list({ c1: "CL-001", pageSize: 5 })),
    );
    await upstream().products.list({ c1: "CL-001", pageSize: 5 });
    expect(answers[0].data).toHaveLength(5);
    expect(answers[1]).toEqual(answers[0]);
    expect(count(call)).toBe(1);
  });

  it("keys the cache by display currency", async () => {
    const { session, upstream } = await client();
    const call = "GET /api/products?c2=DR-001&pageSize=2";
    await upstream().products.list({ c2: "DR-001", pageSize: 2 });
    session.set("currency", "eur");
    await upstream().products.list({ c2: "DR-001", pageSize: 2 });
    await upstream().products.list({ c2: "DR-001", pageSize: 2 });
    expect(count(call)).toBe(2);
  });

  it("never keeps a member's data", async () => {
    const { session, cache, upstream } = await client();
    const grant = await registerThroughMail((path, init) => fetch(`${api.url}${path}`, init), {
      name: "Kim",
      email: "kim-cache@example.com",
      password: "sunny-day-42",
    });
    session.set("accessToken", grant.accessToken);
    session.set("userId", grant.userId);
    await upstream().cart.get();
    await upstream().cart.get();
    await upstream().member.summary();
    await upstream().member.summary();
    expect(count("GET /api/cart")).toBe(2);
    expect(count("GET /api/member/profile/summary")).toBe(2);
    expect(cache.size).toBe(0);
  });

  // The layout's loader and the page's both read a member's cart: one exchange, one parse.
  it("reads a member's cart once per request, and again after a change in it", async () => {
    const { session, upstream } = await client();
    const grant = await registerThroughMail((path, init) => fetch(`${api.url}${path}`, init), {
      name: "Lee",
      email: "lee-once@example.com",
      password: "sunny-day-42",
    });
    session.set("accessToken", grant.accessToken);
    session.set("userId", grant.userId);
    const request = upstream();
    const before = count("GET /api/cart");
    const [layout, page] = await Promise.all([request.cart.get(), request.cart.get()]);
    expect(page).toBe(layout);
    expect(count("GET /api/cart") - before).toBe(1);

    const { data } = await request.products.list({ c1: "CL-001", pageSize: 1 });
    const [variant] = (await request.products.summary(data[0].slug)).variants.filter((v) => v.stock > 0);
    await request.cart.update({ sku: variant.sku, qty: 1 });
    const after = await request.cart.get();
    expect(count("GET /api/cart") - before).toBe(2);
    expect(after.items.map((line) => line.sku)).toEqual([variant.sku]);
    expect(layout.items).toEqual([]);
    // Another member's token (a sign-in within the request) is another read.
    session.set("accessToken", "someone-else");
    await expect(request.cart.get()).rejects.toBeInstanceOf(Response);
    expect(count("GET /api/cart") - before).toBe(3);
  });

  it("does not keep a refusal", async () => {
    const { upstream } = await client();
    for (let i = 0; i < 2; i++) {
      await expect(upstream().products.summary("no-such-product")).rejects.toMatchObject({ status: 404 });
    }
    expect(count("GET /api/products/no-such-product/summary")).toBe(2);
  });
});
