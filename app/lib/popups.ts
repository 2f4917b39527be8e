// Which of the API's popups a page shows, and how. Shared by the server (the card it renders
// for shoppers without JavaScript) and the browser (the dialog, which follows client-side
// navigation without asking the server again).
import type { Popup } from "@contract";

// The cookie that remembers the popups a visitor has answered or closed.
export const SEEN_POPUPS_COOKIE = "popups-seen";

// Pages where a popup would get in the way of finishing something.
const QUIET =
  /^\/(checkout|cart|login|login-callback|register|forget-password|reset-password|password|member|newsletter)(\/|$)/;
const LISTING = /^\/(products|catalog\/[^/]+)$/;
// Adults only: creating an account and placing an order.
const ADULTS_ONLY = /^\/(register|checkout)(\/|$)/;

// With JavaScript, a popup opens as a dialog this long after the page (the age check at once).
export const OPEN_AFTER_MS: Record<Popup["type"], number> = {
  "age-check": 0,
  offer: 4000,
  newsletter: 4000,
  exit: 0,
};

export type DuePopups = {
  // Opens by itself after OPEN_AFTER_MS; the age check first, then the offer on listings, then the newsletter.
  timed: Popup | null;
  // Opens when the pointer leaves the window (JavaScript only).
  exit: Popup | null;
  // Without JavaScript: the one shown as a card above the page, which never blocks it. The exit
  // popup cannot know when a shopper leaves, so it waits on the cart page instead.
  card: Popup | null;
};

export function duePopups(popups: Popup[], pathname: string): DuePopups {
  const find = (type: Popup["type"]) => popups.find((popup) => popup.type === type) ?? null;
  const quiet = QUIET.test(pathname);
  const timed =
    (ADULTS_ONLY.test(pathname) ? find("age-check") : null) ??
    (LISTING.test(pathname) ? find("offer") : null) ??
    (quiet ? null : find("newsletter"));
  const exit = pathname.startsWith("/checkout") ? null : find("exit");
  return { timed, exit, card: timed ?? (pathname === "/cart" ? exit : null) };
}
