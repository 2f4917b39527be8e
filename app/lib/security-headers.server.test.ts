// The back office's pages are never stored (by browsers, shared caches or the web's page cache)
// and never indexed; the shop's public pages keep their own caching.
import { expect, test } from "vitest";

import { sharedSeconds } from "../../server/page-cache";
import { addSecurityHeaders } from "./security-headers.server";

const headersFor = (path: string, cacheControl?: string) => {
  const headers = new Headers(cacheControl ? { "Cache-Control": cacheControl } : {});
  addSecurityHeaders(path, headers, 200);
  return headers;
};

test("every back office page and data request: private, no-store and noindex", () => {
  for (const path of ["/admin", "/admin/login", "/admin/orders", "/admin/orders/INV-1/slip", "/admin.data"]) {
    const headers = headersFor(path, "public, max-age=0, s-maxage=60");
    expect(headers.get("Cache-Control"), path).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag"), path).toBe("noindex");
    // So the page cache (server/page-cache.ts) never keeps one.
    expect(sharedSeconds(new Response("", { headers }), 60), path).toBe(0);
  }
});

test("the shop's pages are left as they were", () => {
  for (const path of ["/products", "/administrators-guide", "/blog/admin"]) {
    const headers = headersFor(path, "public, max-age=0, s-maxage=60");
    expect(headers.get("X-Robots-Tag"), path).toBeNull();
    expect(headers.get("Cache-Control"), path).toBe("public, max-age=0, s-maxage=60");
  }
});

// The ($locale) routes: /ar/cart is as private as /cart.
test("the cart, checkout and member pages are never stored, in every locale", () => {
  for (const path of ["/cart", "/ar/cart", "/fr/checkout", "/ar/member/orders/INV-1", "/ar/cart.data"]) {
    expect(headersFor(path, "private, no-cache").get("Cache-Control"), path).toBe("private, no-store");
  }
});
