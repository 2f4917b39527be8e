// Theme, direction and colour live in their own long-lived cookie, read by the root loader,
// so the very first byte of every page already has them: no flash, JavaScript or not.
import { createCookie } from "@remix-run/node";
import { z } from "zod";

import { config } from "./config.server";
import { CART_SIDES, DIRECTIONS, type Preferences, THEME_COLORS, THEMES } from "./preferences";

const cookie = createCookie("prefs", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

export const PreferencesForm = z.object({
  theme: z.enum(THEMES),
  dir: z.enum(DIRECTIONS),
  color: z.enum(THEME_COLORS),
  cartSide: z.enum(CART_SIDES).default("right"),
  redirectTo: z.string().max(2000).optional(),
});
const Stored = PreferencesForm.omit({ redirectTo: true }).partial();

// What the cookie says, over the shop's defaults (the API's layout configuration).
export async function readPreferences(request: Request, defaults: Preferences): Promise<Preferences> {
  const parsed = Stored.safeParse(await cookie.parse(request.headers.get("Cookie")));
  return { ...defaults, ...(parsed.success ? parsed.data : {}) };
}

export function savePreferences(preferences: Preferences) {
  return cookie.serialize(preferences);
}
