import { describe, expect, it } from "vitest";

import { createPageCache, type IncomingRequest, sharedSeconds } from "./page-cache";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

// A page as app/entry.server.tsx renders it: the nonce in the CSP header and on every script.
function page(nonce: string, init: { cacheControl?: string; headers?: Record<string, string> } = {}) {
  return new Response(
    `<html><script nonce="${nonce}">1</script><p>Dresses</p><script nonce="${nonce}"></script>`,
    {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": init.cacheControl ?? PUBLIC,
        Vary: "Cookie",
        ETag: 'W/"dresses"',
        "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
        ...init.headers,
      },
    },
  );
}

const request = (
  headers: Record<string, string> = {},
  method = "GET",
  url = "/products?c1=CL-001",
): IncomingRequest => ({
  method,
  url,
  headers: { host: "shop.test", ...headers },
});

// A renderer that counts its renders, each with a new nonce.
function renderer(make: (nonce: string) => Response = page) {
  const counter = {
    renders: 0,
    render: async () => {
      counter.renders += 1;
      return make(`n0nce${counter.renders}+/=`);
    },
  };
  return counter;
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")![1];
const text = (body: Buffer[] | null) => Buffer.concat(body ?? []).toString("utf8");

describe("the page cache", () => {
  it("renders a public page once and serves copies, each with a new nonce in header and body", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    const first = (await cache.serve(request(), pages.render))!;
    const second = (await cache.serve(request(), pages.render))!;
    expect(pages.renders).toBe(1);
    expect(first.headers.get("Age")).toBeNull();
    expect(second.headers.get("Age")).toBe("0");

    const nonces = [first, second].map((response) =>
      nonceOf(response.headers.get("Content-Security-Policy")),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    // Neither is the rendered one, which stays in the cache only.
    expect(nonces).not.toContain("n0nce1+/=");
    for (const [index, response] of [first, second].entries()) {
      expect(response.status).toBe(200);
      expect(text(response.body)).toBe(
        `<html><script nonce="${nonces[index]}">1</script><p>Dresses</p><script nonce="${nonces[index]}"></script>`,
      );
    }
  });

  it("keeps one copy per variant of Accept-Language when told how to reduce it, and shares Vary: Accept-Language", async () => {
    const variantOf = (language: string | undefined) => (language?.startsWith("ar") ? "ar" : "");
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20, variantOf });
    const pages = renderer((nonce) => page(nonce, { headers: { Vary: "Cookie, Accept-Language" } }));
    for (const language of ["ar-SA,ar;q=0.9", "ar", "en-GB", "de", "en-GB"]) {
      expect((await cache.serve(request({ "accept-language": language }), pages.render))!.status).toBe(200);
    }
    // One render for the Arabic-preferring requests, one for all the others.
    expect(pages.renders).toBe(2);

    // Without a way to reduce it, a page varying on Accept-Language is not shared.
    const plain = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const unshared = renderer((nonce) => page(nonce, { headers: { Vary: "Cookie, Accept-Language" } }));
    await plain.serve(request(), unshared.render);
    await plain.serve(request(), unshared.render);
    expect(unshared.renders).toBe(2);
  });

  it("gives its Age and expires after min(s-maxage, its cap)", async () => {
    let now = 1_000_000;
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20, now: () => now });
    const pages = renderer();
    await cache.serve(request(), pages.render);
    now += 4_900;
    expect((await cache.serve(request(), pages.render))!.headers.get("Age")).toBe("4");
    now += 200;
    await cache.serve(request(), pages.render);
    expect(pages.renders).toBe(2);

    const short = renderer((nonce) => page(nonce, { cacheControl: "public, s-maxage=2" }));
    await cache.serve(request({}, "GET", "/short"), short.render);
    now += 2_000;
    await cache.serve(request({}, "GET", "/short"), short.render);
    expect(short.renders).toBe(2);
  });

  it("shares one render between identical requests in flight", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => cache.serve(request(), pages.render)),
    );
    expect(pages.renders).toBe(1);
    const nonces = responses.map((response) => nonceOf(response!.headers.get("Content-Security-Policy")));
    expect(new Set(nonces).size).toBe(10);
  });

  it("never responses a request with a cookie or credentials, nor a post", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    await cache.serve(request(), pages.render);
    expect(await cache.serve(request({ cookie: "__session=abc" }), pages.render)).toBeNull();
    expect(await cache.serve(request({ cookie: "theme=dark" }), pages.render)).toBeNull();
    expect(await cache.serve(request({ authorization: "Bearer x" }), pages.render)).toBeNull();
    expect(await cache.serve(request({}, "POST"), pages.render)).toBeNull();
    expect(pages.renders).toBe(1);
  });

  it("responses a hit without rendering, and nothing else", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    expect(cache.hit(request())).toBeNull();
    await cache.serve(request(), pages.render);
    expect(text(cache.hit(request())!.body)).toContain("<p>Dresses</p>");
    expect(cache.hit(request({ cookie: "a=b" }))).toBeNull();
    expect(cache.hit(request({}, "GET", "/other"))).toBeNull();
    expect(pages.renders).toBe(1);
  });

  it("keeps nothing when turned off (0 seconds)", async () => {
    const cache = createPageCache({ maxAgeSeconds: 0, maxBytes: 1 << 20 });
    const pages = renderer();
    expect(await cache.serve(request(), pages.render)).toBeNull();
    expect(pages.renders).toBe(0);
  });

  it("keys by host and by the whole URL with its query, data requests included", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    await cache.serve(request(), pages.render);
    await cache.serve(request({ host: "other.test" }), pages.render);
    await cache.serve(request({}, "GET", "/products?c1=DR-001"), pages.render);
    await cache.serve(request({}, "GET", "/products.data?c1=CL-001"), pages.render);
    await cache.serve(
      request({}, "GET", "/products.data?c1=CL-001&_routes=routes%2Fproducts._index"),
      pages.render,
    );
    expect(pages.renders).toBe(5);
  });

  it("responses HEAD from the same page, without a body", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    const headFirst = (await cache.serve(request({}, "HEAD"), pages.render))!;
    expect(headFirst.body).toBeNull();
    const get = (await cache.serve(request(), pages.render))!;
    expect(text(get.body)).toContain("<p>Dresses</p>");
    expect(pages.renders).toBe(1);
  });

  it("responses 304 to the page's ETag, with the cache headers and its Age only", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    await cache.serve(request(), pages.render);
    const revalidated = (await cache.serve(
      request({ "if-none-match": '"other", "dresses"' }),
      pages.render,
    ))!;
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    expect(revalidated.headers.get("ETag")).toBe('W/"dresses"');
    expect(revalidated.headers.get("Age")).toBe("0");
    expect(revalidated.headers.get("Content-Security-Policy")).toBeNull();
    const changed = (await cache.serve(request({ "if-none-match": 'W/"old"' }), pages.render))!;
    expect(changed.status).toBe(200);
  });

  it("does not keep a visitor's response, an error or a private page; the renderer gets it, a waiter renders its own", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const refusals: Response[] = [
      page("a", { headers: { "Set-Cookie": "__session=x" } }),
      new Response("busy", { status: 503, headers: { "Cache-Control": PUBLIC } }),
      page("a", { cacheControl: "private, no-cache" }),
      page("a", { cacheControl: "public, max-age=60" }),
      page("a", { headers: { Vary: "Cookie, Accept-Language" } }),
    ];
    for (const refusal of refusals) {
      const renders = { count: 0 };
      const render = async () => {
        renders.count += 1;
        return refusal.clone();
      };
      const [first, waiter] = await Promise.all([
        cache.serve(request(), render),
        cache.serve(request(), render),
      ]);
      expect(first!.status).toBe(refusal.status);
      expect(first!.headers.get("Set-Cookie")).toBe(refusal.headers.get("Set-Cookie"));
      expect(waiter).toBeNull();
      expect(renders.count).toBe(1);
      expect(cache.bytes).toBe(0);
    }
  });

  it("writes each copy as views of the stored page and the new nonce, with its length", async () => {
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    const pages = renderer();
    const [first, second] = [(await cache.serve(request(), pages.render))!, cache.hit(request())!];
    // The same stored slices in both responses: nothing is copied per request.
    expect(second.body![0].buffer).toBe(first.body![0].buffer);
    expect(second.body![2].buffer).toBe(first.body![2].buffer);
    expect(second.body![1].toString()).toBe(nonceOf(second.headers.get("Content-Security-Policy")));
    for (const response of [first, second])
      expect(Number(response.headers.get("Content-Length"))).toBe(Buffer.byteLength(text(response.body)));
  });

  it("counts what an entry holds (body, headers, key), and lets expired pages go on the next store", async () => {
    let now = 1_000_000;
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20, now: () => now });
    const pages = renderer();
    await cache.serve(request(), pages.render);
    const size = (await page("n0nce1+/=").arrayBuffer()).byteLength;
    expect(cache.bytes).toBeGreaterThan(size + 200);
    now += 5_000;
    await cache.serve(request({}, "GET", "/b"), pages.render);
    const one = cache.bytes;
    await cache.serve(request({}, "GET", "/c"), pages.render);
    expect(cache.bytes).toBe(one * 2);
  });

  it("stays within its bytes, dropping the least recently used page first", async () => {
    const probe = createPageCache({ maxAgeSeconds: 5, maxBytes: 1 << 20 });
    await probe.serve(request({}, "GET", "/a"), renderer().render);
    const size = probe.bytes;
    const cache = createPageCache({ maxAgeSeconds: 5, maxBytes: size * 2 + 10 });
    const pages = renderer();
    const at = (url: string) => cache.serve(request({}, "GET", url), pages.render);
    await at("/a");
    await at("/b");
    await at("/a"); // now /b is the least recently used
    await at("/c");
    expect(cache.bytes).toBeLessThanOrEqual(size * 2 + 10);
    expect(pages.renders).toBe(3);
    await at("/a");
    expect(pages.renders).toBe(3);
    await at("/b");
    expect(pages.renders).toBe(4);
  });
});

describe("sharedSeconds", () => {
  it("is the smaller of s-maxage and the cap for a public 200, else 0", () => {
    const response = (cacheControl: string, vary = "Cookie") =>
      new Response("x", { headers: { "Cache-Control": cacheControl, Vary: vary } });
    expect(sharedSeconds(response(PUBLIC), 5)).toBe(5);
    expect(sharedSeconds(response("public, s-maxage=3"), 5)).toBe(3);
    expect(sharedSeconds(response("public, s-maxage=0"), 5)).toBe(0);
    expect(sharedSeconds(response("s-maxage=60"), 5)).toBe(0);
    expect(sharedSeconds(response("public, s-maxage=60, no-store"), 5)).toBe(0);
    expect(sharedSeconds(response(PUBLIC, "*"), 5)).toBe(0);
    expect(sharedSeconds(response(PUBLIC, "Accept-Encoding, Cookie"), 5)).toBe(5);
  });
});
