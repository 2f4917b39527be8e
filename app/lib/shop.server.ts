// What every page needs: the menu, the shop's name, the display currency and who is signed in.
import type { AppLoadContext } from "@remix-run/node";

import { isSignedIn } from "./auth.server";
import { localeChoices, localeInfo, localeOffer, localeOfUrl, sentMessages } from "./i18n/catalogue.server";
import type { NavEntry } from "./menu";
import { BASE_CURRENCY } from "./money";
import { readSeenPopups } from "./popups.server";
import { readPreferences } from "./preferences.server";
import { isPrefetch } from "./prefetch.server";
import { listIds } from "./product-lists.server";
import { absoluteUrl } from "./seo.server";
import { hasStoreAccess } from "./store-lock.server";

export async function shopContext(request: Request, context: AppLoadContext) {
  const { session, api } = context;
  const locale = localeInfo(localeOfUrl(request.url));
  const member = isSignedIn(session);
  const [menu, currencies, shop, layout, popups, seenPopups, cart, wishlist] = await Promise.all([
    // Configuration and popups come from the upstream client's cache (a minute).
    api.config.fetch("menu"),
    api.config.fetch("currencies"),
    api.config.fetch("shop"),
    api.config.fetch("layout"),
    api.content.popups(),
    readSeenPopups(request),
    // A member's cart and wishlist live in the API; a visitor has no cart.
    member ? api.cart.get() : null,
    listIds(context, "wishlist"),
  ]);
  // Behind the store lock (on the password page) nothing of the shop shows but its name.
  const locked = !(await hasStoreAccess(request));
  const preferences = await readPreferences(request, {
    theme: layout.layoutVersion,
    // A right-to-left locale reads right to left unless the shopper chose otherwise.
    dir: locale.dir === "rtl" ? "rtl" : layout.layoutType,
    color: layout.color,
    cartSide: "right",
  });
  const chosen = session.get("currency") ?? currencies.default;
  // Reading a flash message removes it: the answer then carries the session without it. A
  // prefetch leaves it for the real visit (prefetch.server.ts).
  const toast = isPrefetch(request.headers) ? null : (session.get("toast") ?? null);
  return {
    shopName: shop.name,
    locked,
    // What the header draws of each entry (not its type or mega-menu flag).
    menu: locked ? [] : menu.map(navEntry),
    currencies: currencies.currencies,
    currency: currencies.currencies.find((c) => c.code === chosen) ?? BASE_CURRENCY,
    memberName: session.get("memberName") ?? null,
    wishlistCount: wishlist.length,
    // Product pages mark what is on the list from these (so they need not ask the API again).
    wishlistIds: wishlist,
    cart,
    compareCount: session.get("compare")?.length ?? 0,
    preferences,
    toast,
    // Those the visitor has not answered yet; the page picks what it shows (lib/popups.ts).
    popups: locked ? [] : popups.filter((popup) => !seenPopups.includes(popup.id)),
    locale,
    locales: localeChoices(),
    shopUrl: absoluteUrl("/"),
    offer: localeOffer(request, locale.code),
    // The messages of the shell (header, footer, menu, settings, side cart, search, errors) and
    // of the parts on many pages (a card's rating, a carousel); with a cart that has lines, the
    // colours' names its lines show (the header's preview, the slide-out cart, the cart and
    // checkout pages), which a page without a cart is not sent.
    messages: sentMessages(locale.code, cart?.items.length ? ["shell", "card", "colour"] : ["shell", "card"]),
  };
}

const navEntry = ({ title, path, children }: NavEntry): NavEntry => ({
  title,
  path,
  children: children.map(navEntry),
});
