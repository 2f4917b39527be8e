// The locale of a page, shared by server and browser: it is the URL's first segment (`/ar/…`,
// `/fr/…`), and nothing for English. Which locales exist is configured in one place,
// catalogue.server.ts; the browser learns them from the root loader (see useLocale).
export const DEFAULT_LOCALE = "en";

// What a page knows of its locale: its code (the URL prefix), its tag for `Intl` (Arabic with
// Latin digits, see docs/decisions/011-locales.md), and its direction.
export type LocaleInfo = { code: string; intl: string; dir: "ltr" | "rtl" };
// A choice in the language switcher: the locale's own name for itself.
export type LocaleChoice = { code: string; name: string };

// The path with the locale's prefix: "/products?x" in `ar` is "/ar/products?x"; English has none.
// A path that has it already keeps it as it is: a listing's links are made from the page's own
// address (useLocation), which has it ("/ar/products?page=2" is not "/ar/ar/products?page=2").
export function localizedPath(locale: string, path: string) {
  if (locale === DEFAULT_LOCALE) return path;
  if (unlocalizedPath(locale, path) !== path) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

// The path without its locale prefix ("/ar/products" → "/products"), given the locale it is in.
export function unlocalizedPath(locale: string, path: string) {
  if (locale === DEFAULT_LOCALE) return path;
  const prefix = `/${locale}`;
  if (path === prefix) return "/";
  return path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
    ? path.slice(prefix.length) || "/"
    : path;
}
