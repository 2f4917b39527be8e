// Messages on a page: `const t = useT(); t("shell.cart")`. Each route's loader returns the
// compiled messages of its namespaces as `messages` (catalogue.server.ts, routeMessages); this
// hook reads those of every route on the page, so a page is sent only the messages it shows.
// Message ids are always written out in full at the call site: the catalogue check
// (app/locales/catalogue.test.ts) finds unused messages by searching the code for them.
import { type I18n, setupI18n } from "@lingui/core";
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext } from "react";

import type en from "~/locales/en.json";

import { DEFAULT_LOCALE, type LocaleChoice, type LocaleInfo, localizedPath } from "./locale";

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number | Date | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

const ENGLISH: LocaleInfo = { code: DEFAULT_LOCALE, intl: "en", dir: "ltr" };
type RootI18n = { locale: LocaleInfo; locales: LocaleChoice[] };

// The page's locale, from the root loader (English while the root has no data: an error page
// of the root itself). The layout provides it to the page (LocaleContext) for the many links of
// a listing, which read it without a router hook (SiteLink).
export const useRootLocale = (): LocaleInfo => useRouteLoaderData<RootI18n>("root")?.locale ?? ENGLISH;
export const LocaleContext = createContext<LocaleInfo>(ENGLISH);
export const useLocale = () => useContext(LocaleContext);

export const useLocaleChoices = (): LocaleChoice[] => useRouteLoaderData<RootI18n>("root")?.locales ?? [];

// One formatter per locale for the life of the process (server) or page (browser); each text of
// messages a loader sends (a JSON text, catalogue.server.ts, sentMessages) is added to it once.
// The texts already added are kept per locale and looked up as they are: a key made by joining
// the locale and the text was a new string of several kilobytes, copied and hashed again at every
// `useT` of every component (5 % of the web's CPU on a listing).
const instances = new Map<string, I18n>();
const loaded = new Map<string, Set<string>>();

// A route's messages from its data: the JSON text a loader sends, or an object (tests).
export function pageMessages(data: unknown): Record<string, unknown> {
  const messages = (data as { messages?: unknown } | null)?.messages;
  if (typeof messages === "string") return JSON.parse(messages) as Record<string, unknown>;
  return messages && typeof messages === "object" ? (messages as Record<string, unknown>) : {};
}

function instanceOf(locale: LocaleInfo) {
  let i18n = instances.get(locale.code);
  if (!i18n) {
    i18n = setupI18n({ locale: locale.intl, messages: { [locale.intl]: {} } });
    instances.set(locale.code, i18n);
  }
  return i18n;
}

// Component tests render without the root loader: they load the English catalogue as it is
// (Lingui compiles plain ICU outside production), tests/setup/components.setup.ts.
export function loadCatalogue(locale: LocaleInfo, messages: Record<string, string>) {
  instanceOf(locale).load(locale.intl, messages);
}

export function useT(): Translate {
  const locale = useLocale();
  const i18n = instanceOf(locale);
  let texts = loaded.get(locale.code);
  if (!texts) loaded.set(locale.code, (texts = new Set()));
  for (const { data } of useMatches()) {
    const text = (data as { messages?: unknown } | null)?.messages;
    if (typeof text !== "string" || texts.has(text)) continue;
    i18n.load(locale.intl, pageMessages(data) as Record<string, string>);
    texts.add(text);
  }
  return (id, values) => i18n._(id, values);
}

// A path inside the shop in the page's locale: useHref("/products") is "/ar/products" in Arabic.
export function useLocalizedPath() {
  const { code } = useLocale();
  return (path: string) => localizedPath(code, path);
}
