// The shop's locales: the one list the API and the web read. Adding a locale is one line here
// (plus the web's message catalogue). `en` is the default and the fallback of every translated
// field: a text without a translation in the shopper's locale is shown in English.
// No zod here: every page's script imports this module (isLocale, for the link prefetch), and a
// schema in it brought all of zod (93 KB of gzip) into every page.

export const LOCALES = [
  { code: "en", dir: "ltr" },
  { code: "ar", dir: "rtl" },
  { code: "fr", dir: "ltr" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = "en";
// The locales a translation is stored for: all but the default, whose text is the entity's own.
export const TRANSLATED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

// The query parameter every request to the API carries (missing: en).
export const LOCALE_PARAM = "locale";

export const isLocale = (value: string): value is Locale => (LOCALE_CODES as string[]).includes(value);
export const directionOf = (locale: Locale) => LOCALES.find((one) => one.code === locale)!.dir;

// What can be translated (the `kind` of a stored translation). Delivery and payment method names
// are the code's own words, translated in the code (server/lib/shipping.ts, server/payments).
export const TRANSLATION_KINDS = [
  "product",
  "category",
  "catalog",
  "blog_post",
  "page",
  "block",
  "config",
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];
