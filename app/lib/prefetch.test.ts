// When the shop fetches links ahead (the spec's rule): online, without data-saver, not on 2g.
// The browser test (tests/e2e/prefetch.spec.ts) covers offline and data-saver in Chromium; a
// 2g connection cannot be had there on demand, so its rule is checked here.
import { expect, test } from "vitest";

import { canPrefetch } from "./prefetch";
import { allowPrefetchReuse, PREFETCH_REUSE_SECONDS } from "./prefetch.server";
import { isPrivatePage } from "./private-pages";

test("prefetch only online, without data-saver, and not on 2g or slow-2g", () => {
  expect(canPrefetch({ onLine: true })).toBe(true);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "3g" } })).toBe(true);
  expect(canPrefetch({ onLine: false })).toBe(false);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
});

// What the browser may reuse for a tap (measured in tests/e2e/prefetch.spec.ts).
test("a prefetched answer of the shopper's own may be reused for a while; a stored-nowhere one may not", () => {
  const answer = (cacheControl?: string, prefetch = true) => {
    const headers = new Headers(cacheControl ? { "Cache-Control": cacheControl } : {});
    const request = new Request("http://shop.test/wishlist.data", {
      headers: prefetch ? { "Sec-Purpose": "prefetch" } : {},
    });
    allowPrefetchReuse(request, headers, 200);
    return [headers.get("Cache-Control"), headers.get("Vary")];
  };
  const reusable = `private, max-age=0, stale-while-revalidate=${PREFETCH_REUSE_SECONDS}`;
  expect(answer()).toEqual([reusable, "Cookie"]);
  expect(answer("private, no-cache")).toEqual([reusable, "Cookie"]);
  expect(answer("private, no-store")).toEqual(["private, no-store", null]);
  const shared = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
  expect(answer(shared)).toEqual([shared, null]);
  // Only a prefetch: a visit's answer keeps its own headers.
  expect(answer("private, no-cache", false)).toEqual(["private, no-cache", null]);
});

test("the cart, checkout and member pages are private in every locale, and nothing else is", () => {
  for (const path of [
    "/cart",
    "/cart.data",
    "/ar/cart",
    "/fr/checkout/INV-1",
    "/ar/member/orders",
    "/member.data",
  ])
    expect(isPrivatePage(path), path).toBe(true);
  for (const path of [
    "/",
    "/ar",
    "/products",
    "/ar/products",
    "/cartoons",
    "/ar/carts",
    "/xx/cart",
    "/blog/cart",
  ])
    expect(isPrivatePage(path), path).toBe(false);
});
