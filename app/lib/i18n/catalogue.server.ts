// The shop's locales and their message catalogues (app/locales/<code>.json, ICU MessageFormat).
// Adding a locale is its catalogue file and its line in LOCALES (docs/architecture.md,
// "Adding a locale"). Messages are compiled here, on the server, and each page is sent only the
// namespaces its routes ask for (the part of an id before its first dot: "shell.cart" is in
// "shell"), or parts of one ("member.orders": the ids that start with it); see
// docs/decisions/011-locales.md.
import { isLocale as isApiLocale } from "@contract";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

import ar from "~/locales/ar.json";
import en from "~/locales/en.json";
import fr from "~/locales/fr.json";
import { LOADER_ONLY, SERVER_NAMESPACES } from "~/locales/loader-only";

import { messagesText } from "./format";
import { DEFAULT_LOCALE, type LocaleChoice, type LocaleInfo } from "./locale";
import type { Translate } from "./use-t";

type Catalogue = Record<string, string>;
type LocaleConfig = { name: string; dir: "ltr" | "rtl"; intl: string; messages: Catalogue };

// One line per locale. `intl`: the tag for Intl's numbers, dates and plurals.
export const LOCALES: Record<string, LocaleConfig> = {
  en: { name: "English", dir: "ltr", intl: "en", messages: en },
  ar: { name: "العربية", dir: "rtl", intl: "ar-u-nu-latn", messages: ar },
  fr: { name: "Français", dir: "ltr", intl: "fr", messages: fr },
};

// A pseudo-locale for tests only: English with every message wrapped in ⟦…⟧, so that a test can
// find text on a page that did not come from the catalogue (app/routes/_pseudo-locale.test.ts).
export const PSEUDO_LOCALE = "en-XA";
const pseudoEnabled = () => process.env.NODE_ENV === "test";

export const isLocale = (code: string) =>
  Object.hasOwn(LOCALES, code) || (code === PSEUDO_LOCALE && pseudoEnabled());

// The locale of a URL: its first path segment when that is a locale, else English.
export function localeOfUrl(url: string): string {
  const first = new URL(url).pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

// The locale the API answers a page in: the page's own, or English for one the API does not
// offer (the test-only pseudo-locale: its data is the English data).
export function apiLocaleOfUrl(url: string): string {
  const code = localeOfUrl(url);
  return isApiLocale(code) ? code : DEFAULT_LOCALE;
}

export function localeInfo(code: string): LocaleInfo {
  const config = LOCALES[code] ?? LOCALES[DEFAULT_LOCALE];
  return { code, intl: config.intl, dir: config.dir };
}

export const localeChoices = (): LocaleChoice[] =>
  Object.entries(LOCALES).map(([code, { name }]) => ({ code, name }));

export type Messages = Record<string, ReturnType<typeof compileMessageOrThrow>>;
const compiled = new Map<string, Messages>();

// The compiled messages of these namespaces in this locale (kept once compiled). The same
// object for the same namespaces every time, frozen: a page's formatter loads each answer's
// messages once (use-t.ts), so a page of the same namespaces adds nothing to it again.
const merged = new Map<string, Readonly<Messages>>();
export function messagesOf(code: string, namespaces: readonly string[]): Readonly<Messages> {
  const key = `${code} ${namespaces.join(" ")}`;
  let messages = merged.get(key);
  if (!messages) {
    const all: Messages = {};
    for (const namespace of namespaces) Object.assign(all, namespaceOf(code, namespace));
    messages = Object.freeze(all);
    merged.set(key, messages);
  }
  return messages;
}

function namespaceOf(code: string, namespace: string): Messages {
  const key = `${code} ${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const pseudo = code === PSEUDO_LOCALE;
    const catalogue = (LOCALES[pseudo ? DEFAULT_LOCALE : code] ?? LOCALES[DEFAULT_LOCALE]).messages;
    messages = {} as Messages;
    for (const [id, text] of Object.entries(catalogue)) {
      if (!id.startsWith(`${namespace}.`)) continue;
      messages[id] = compileMessageOrThrow(pseudo ? `⟦${text}⟧` : text);
    }
    compiled.set(key, messages);
  }
  return messages;
}

// The messages a page is sent, as one text (useT reads it, pageMessages): in Remix's
// single-fetch encoding an object's every key and value is an entry of its own, referenced by
// number, which gzip compresses far less well. The Arabic product page's messages added 3,299 B
// gzipped to its document as an object, and 2,180 B as a JSON text (docs/decisions/011-locales.md).
// Lines rather than JSON (format.ts, messagesText): each JSON quote costs four characters once
// the text is inside the page's stream. Messages only loaders and actions read are not sent.
const sent = new Map<string, string>();
export function sentMessages(code: string, namespaces: readonly string[]) {
  const key = `${code} ${namespaces.join(" ")}`;
  let text = sent.get(key);
  if (text === undefined) {
    const browser = namespaces.filter((namespace) => !SERVER_NAMESPACES.includes(namespace));
    const messages = Object.entries(messagesOf(code, browser)).filter(([id]) => !loaderOnly.has(id));
    text = messagesText(messages);
    sent.set(key, text);
  }
  return text;
}
const loaderOnly = new Set<string>(LOADER_ONLY);

// What a route's loader returns for its page's messages: `messages: routeMessages(request, [...])`.
export const routeMessages = (request: Pick<Request, "url">, namespaces: readonly string[]) =>
  sentMessages(localeOfUrl(request.url), namespaces);

// The shop's locale a browser's Accept-Language puts first ("ar-SA,ar;q=0.9,en;q=0.8" → "ar"),
// or null when it names none of them.
export function preferredLocale(acceptLanguage: string | null | undefined): string | null {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .slice(0, 20)
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.split("-")[0].toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ code, q }) => q > 0 && Object.hasOwn(LOCALES, code))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.code ?? null;
}

// A first visit (no cookie yet) whose browser prefers another of the shop's locales than the
// page's is offered that locale: a link in the locale's own words, never a redirect. The page
// then varies on Accept-Language, which the page cache keys on (pageCacheVariant).
export function localeOffer(request: Request, current: string) {
  if (request.headers.get("Cookie")) return null;
  const preferred = preferredLocale(request.headers.get("Accept-Language"));
  if (!preferred || preferred === current) return null;
  const { messages, dir } = LOCALES[preferred];
  return { code: preferred, dir, text: messages["offer.viewIn"] ?? preferred };
}

// What the page cache adds to its key for a request without cookies: the offered locale the
// page may show (one of a few values, so the cache holds a handful of copies at most).
export const pageCacheVariant = (acceptLanguage: string | undefined) => preferredLocale(acceptLanguage) ?? "";

// Messages a loader writes into its data (a page's title for search engines, a section's
// heading), in the request's locale: `const t = translatorOf(request); t("home.title")`.
const translators = new Map<string, I18n>();
export function translatorOf(request: Pick<Request, "url">): Translate {
  const code = localeOfUrl(request.url);
  let i18n = translators.get(code);
  if (!i18n) {
    const { intl } = localeInfo(code);
    const namespaces = new Set(Object.keys(LOCALES[DEFAULT_LOCALE].messages).map((id) => id.split(".")[0]));
    i18n = setupI18n({ locale: intl, messages: { [intl]: messagesOf(code, [...namespaces]) } });
    translators.set(code, i18n);
  }
  const translator = i18n;
  return (id, values) => translator._(id, values);
}
