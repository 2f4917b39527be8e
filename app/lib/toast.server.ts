// Flash messages: an action stores one in the session and redirects; the next page shows it
// once. Works the same with JavaScript off.
import { redirect } from "@remix-run/node";

import { commitSession, type FlashData, type ShopSession } from "./session.server";

export type Toast = FlashData["toast"];

export async function redirectWithToast(
  url: string,
  toast: Toast,
  session: ShopSession,
  init?: ResponseInit,
) {
  session.flash("toast", toast);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(url, { ...init, headers });
}
