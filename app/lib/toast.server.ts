// Flash messages: an action stores one in the session and redirects; the next page shows it
// once. Works the same with JavaScript off.
import { redirect } from "@remix-run/node";

import { isLocale, localeOfUrl } from "./i18n/catalogue.server";
import { DEFAULT_LOCALE, localizedPath } from "./i18n/locale";
import type { FlashData, ShopSession } from "./session.server";

export type Toast = FlashData["toast"];

// The locale of the page each session was read for (getLoadContext tells it once per request):
// an action's redirect stays in the locale its form was posted in, wherever it is written.
const localeOfSession = new WeakMap<ShopSession, string>();
export const setSessionLocale = (session: ShopSession, url: string) =>
  localeOfSession.set(session, localeOfUrl(url));

// A path on this site in the request's locale: "/cart" posted under /ar/ is "/ar/cart". A path
// that names its locale already (a `redirectTo` written by the page, `next`) stays as it is.
export function pathInLocale(session: ShopSession, path: string) {
  const first = path.split(/[/?#]/)[1] ?? "";
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) return path;
  return localizedPath(localeOfSession.get(session) ?? DEFAULT_LOCALE, path);
}

// The session goes out with the answer (app/lib/load-context.server.ts), the message in it.
export function redirectWithToast(path: string, toast: Toast, session: ShopSession, init?: ResponseInit) {
  session.flash("toast", toast);
  return redirect(pathInLocale(session, path), init);
}
