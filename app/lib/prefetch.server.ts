// A request the browser makes ahead of time, for a page the shopper has not opened yet (the
// links in view, app/lib/prefetch.ts): Chromium marks its <link rel="prefetch"> requests with
// `Sec-Purpose: prefetch` (older browsers, and Firefox, with `Purpose: prefetch`). Such a request
// must leave the session as it is: it reads no flash message (the shopper would never see it)
// and sets no cookie (app/lib/load-context.server.ts).
export function isPrefetch(headers: Headers): boolean {
  const purpose = headers.get("Sec-Purpose") ?? headers.get("Purpose") ?? "";
  return purpose.trim().toLowerCase().startsWith("prefetch");
}

// Chromium answers a tap from a prefetched answer only while it may use it without asking again:
// fresh, or within stale-while-revalidate (measured: an answer with neither is fetched again on
// the tap, so the prefetch was wasted). Catalogue pages for visitors have that already
// (cache.server.ts). A shopper's own answers (signed in, or her wishlist) get it for 30 s,
// private to her browser and varying on her cookie, which every form she posts renews
// (load-context.server.ts): a change she made is never shown from an older prefetch. Never for
// what must not be stored at all (no-store: the cart, checkout and member pages).
export const PREFETCH_REUSE_SECONDS = 30;

export function allowPrefetchReuse(request: Request, headers: Headers, status: number) {
  if (status !== 200 || !isPrefetch(request.headers)) return;
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (/no-store|stale-while-revalidate/.test(cacheControl)) return;
  headers.set("Cache-Control", `private, max-age=0, stale-while-revalidate=${PREFETCH_REUSE_SECONDS}`);
  const vary = headers.get("Vary");
  if (!vary?.toLowerCase().includes("cookie")) headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
}
