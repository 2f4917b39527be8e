// The request's locale: the `locale` query parameter every request of the web carries, read
// once here into the context (`c.get("locale")`). Missing means en; a locale the shop does not
// offer is a 400 UNSUPPORTED_LOCALE, as a typo would otherwise show English without a word.
import type { MiddlewareHandler } from "hono";

import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_CODES, LOCALE_PARAM } from "../contract";
import { ApiError } from "./errors";

declare module "hono" {
  interface ContextVariableMap {
    locale: Locale;
  }
}

export const readLocale: MiddlewareHandler = async (c, next) => {
  const asked = c.req.query(LOCALE_PARAM);
  if (asked !== undefined && !isLocale(asked)) {
    throw new ApiError(
      400,
      "UNSUPPORTED_LOCALE",
      `The locale "${asked.slice(0, 20)}" is not offered (one of ${LOCALE_CODES.join(", ")})`,
      { [LOCALE_PARAM]: [`Use one of ${LOCALE_CODES.join(", ")}`] },
    );
  }
  c.set("locale", asked ?? DEFAULT_LOCALE);
  await next();
};

// A link to a shop page in a locale, as a mail gives it: "/reset-password?token=…" is
// "https://shop/ar/reset-password?token=…" in Arabic, unprefixed in English (the web's rule,
// `localizedPath` in app/lib/i18n/locale.ts: the locale is the URL's first segment).
export function shopLink(shopUrl: string, path: string, locale: Locale = DEFAULT_LOCALE) {
  const prefixed = locale === DEFAULT_LOCALE ? path : `/${locale}${path === "/" ? "" : path}`;
  return new URL(prefixed, shopUrl).toString();
}
