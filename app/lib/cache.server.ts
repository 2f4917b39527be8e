// Catalogue pages are the same for every visitor without a session: a CDN may keep them a
// minute and serve a stale copy while it refreshes. With a session (a cart, a wishlist, a
// currency) the page is the shopper's own and is not shared; so is a page answering the size
// finder's form (personal: it is about the shopper's child). A first visit's page may offer the
// locale its Accept-Language prefers (app/lib/i18n/catalogue.server.ts): shared copies vary on it.
export function catalogueHeaders(request: Request, personal = false): HeadersInit {
  return personal || request.headers.get("Cookie")?.includes("__session=")
    ? { "Cache-Control": "private, no-cache", Vary: "Cookie" }
    : {
        "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
        Vary: "Cookie, Accept-Language",
      };
}
