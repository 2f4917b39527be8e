// The store lock: with STORE_PASSWORD set, every page and form sends visitors to /password
// until they enter it. Passing it leaves a cookie holding a keyed hash of the password, so
// changing the password locks everyone out again.
import { createHmac, timingSafeEqual } from "node:crypto";

import { createCookie } from "@remix-run/node";
import { z } from "zod";

import { config } from "./config.server";
import { localeOfUrl } from "./i18n/catalogue.server";
import { localizedPath, unlocalizedPath } from "./i18n/locale";

// What stays reachable while locked besides the password page (in every locale, lockedOutTo):
// the health checks, images. The back office stays open to staff while the shop is locked (before opening day).
const OPEN_PATHS = [/^\/admin(\/|\.data$|$)/, /^\/healthz$/, /^\/readyz$/, /^\/media\//, /^\/robots\.txt$/];

const accessCookie = createCookie("store_access", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: 60 * 60 * 24 * 30,
});

const passToken = (password: string) =>
  createHmac("sha256", config.sessionSecrets[0]).update(password).digest("base64url");

// The password page's form.
export const StorePassword = z.object({
  password: z.string({ error: "Enter the password" }).min(1, "Enter the password").max(200),
  next: z.string().max(2000).optional(),
});

export function isStoreLocked() {
  return config.storePassword !== null;
}

export async function hasStoreAccess(request: Pick<Request, "headers">) {
  if (!config.storePassword) return true;
  const held: unknown = await accessCookie.parse(request.headers.get("Cookie"));
  return typeof held === "string" && safeEqual(held, passToken(config.storePassword));
}

// Where a visitor without the password is sent instead (the password page), or null.
// The password page is in the locale of the page asked for: /ar/products sends to /ar/password.
export async function lockedOutTo(request: Pick<Request, "url" | "headers">): Promise<string | null> {
  const { pathname, search } = new URL(request.url);
  const locale = localeOfUrl(request.url);
  const open =
    unlocalizedPath(locale, pathname) === "/password" || OPEN_PATHS.some((path) => path.test(pathname));
  if (open || (await hasStoreAccess(request))) return null;
  return `${localizedPath(locale, "/password")}?next=${encodeURIComponent(pathname + search)}`;
}

// The cookie for a right password, or null.
export async function unlock(password: string): Promise<string | null> {
  if (!config.storePassword || !safeEqual(passToken(password), passToken(config.storePassword))) return null;
  return accessCookie.serialize(passToken(config.storePassword));
}

function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
