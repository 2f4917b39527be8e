// A request the browser makes ahead of time, for a page the shopper has not opened yet (the
// links in view, app/lib/prefetch.ts): Chromium marks its <link rel="prefetch"> requests with
// `Sec-Purpose: prefetch` (older browsers, and Firefox, with `Purpose: prefetch`). Such a request
// must leave the session as it is: it reads no flash message (the shopper would never see it)
// and sets no cookie (app/lib/load-context.server.ts).
export function isPrefetch(headers: Headers): boolean {
  const purpose = headers.get("Sec-Purpose") ?? headers.get("Purpose") ?? "";
  return purpose.trim().toLowerCase().startsWith("prefetch");
}
