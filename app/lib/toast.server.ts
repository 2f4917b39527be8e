// Flash messages: an action stores one in the session and redirects; the next page shows it
// once. Works the same with JavaScript off.
import { redirect } from "@remix-run/node";

import type { FlashData, ShopSession } from "./session.server";

export type Toast = FlashData["toast"];

// The session goes out with the answer (app/lib/load-context.server.ts), the message in it.
export function redirectWithToast(url: string, toast: Toast, session: ShopSession, init?: ResponseInit) {
  session.flash("toast", toast);
  return redirect(url, init);
}
