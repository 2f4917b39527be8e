// A visitor's answered popups: ids in a long-lived cookie of their own, so a popup shows until
// it is answered or closed and never again after, signed in or not.
import { createCookie } from "@remix-run/node";
import { z } from "zod";

import { config } from "./config.server";
import { SEEN_POPUPS_COOKIE } from "./popups";

const cookie = createCookie(SEEN_POPUPS_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

// A handful of popups at a time; the newest ids are kept if a shop has run many over the years.
const MAX_REMEMBERED = 50;
const SeenIds = z.array(z.number().int().positive()).max(MAX_REMEMBERED);

export async function readSeenPopups(request: Request): Promise<number[]> {
  const parsed = SeenIds.safeParse(await cookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : [];
}

// The Set-Cookie header that adds one popup to those the visitor has seen.
export async function rememberPopup(request: Request, id: number) {
  const seen = (await readSeenPopups(request)).filter((seenId) => seenId !== id);
  return cookie.serialize([...seen, id].slice(-MAX_REMEMBERED));
}
