// Messages on a page: `const t = useT(); t("shell.cart")`. Each route's loader returns the
// compiled messages of its namespaces as `messages` (catalogue.server.ts, routeMessages); this
// hook reads those of every route on the page, so a page is sent only the messages it shows.
// Message ids are always written out in full at the call site: the catalogue check
// (app/locales/catalogue.test.ts) finds unused messages by searching the code for them.
import { isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";

import type en from "~/locales/en.json";

import { createFormatter, parseMessages } from "./format";
import { DEFAULT_LOCALE, type LocaleChoice, type LocaleInfo, localizedPath } from "./locale";

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number | Date | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

const ENGLISH: LocaleInfo = { code: DEFAULT_LOCALE, intl: "en", dir: "ltr" };
type RootI18n = { locale: LocaleInfo; locales: LocaleChoice[] };

// What the root's loader throws when it fails (lib/error-page.server.ts): the page's locale and
// messages for its error page. Read in the root's layout, where useRouteError is the root's.
type RootError = { locale?: LocaleInfo; messages?: unknown };
export function useRootError(): RootError | null {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.data && typeof error.data === "object"
    ? (error.data as RootError)
    : null;
}

// The page's locale, from the root loader, or from its error when it failed (English when that
// says none). The layout provides it to the page (LocaleContext) for the many links of a
// listing, which read it without a router hook (SiteLink).
export function useRootLocale(): LocaleInfo {
  const root = useRouteLoaderData<RootI18n>("root");
  const error = useRootError();
  return root?.locale ?? error?.locale ?? ENGLISH;
}
export const LocaleContext = createContext<LocaleInfo>(ENGLISH);
export const useLocale = () => useContext(LocaleContext);

export const useLocaleChoices = (): LocaleChoice[] => useRouteLoaderData<RootI18n>("root")?.locales ?? [];

// One formatter per locale for the life of the process (server) or page (browser); each text of
// messages a loader sends (a JSON text, catalogue.server.ts, sentMessages) is added to it once.
// The texts already added are kept per locale and looked up as they are: a key made by joining
// the locale and the text was a new string of several kilobytes, copied and hashed again at every
// render (5 % of the web's CPU on a listing, when each `useT` did it).
type Formatter = ReturnType<typeof createFormatter>;
const instances = new Map<string, Formatter>();
const loaded = new Map<string, Set<string>>();

// A route's messages from its data: the text a loader sends (format.ts, messagesText), or an
// object (tests). Each text is parsed once: every page's title (meta.ts) reads the shell's
// messages and the page's, which parsed again were 3 % of the web's CPU on a member's cart.
// The texts are few (a locale's namespaces as the loaders send them); the bound is for safety.
const parsedTexts = new Map<string, Record<string, unknown>>();
const MAX_PARSED_TEXTS = 200;
export function pageMessages(data: unknown): Record<string, unknown> {
  const messages = (data as { messages?: unknown } | null)?.messages;
  if (typeof messages === "string") {
    let parsed = parsedTexts.get(messages);
    if (!parsed) {
      if (parsedTexts.size >= MAX_PARSED_TEXTS) parsedTexts.clear();
      parsedTexts.set(messages, (parsed = parseMessages(messages)));
    }
    return parsed;
  }
  return messages && typeof messages === "object" ? (messages as Record<string, unknown>) : {};
}

function instanceOf(locale: LocaleInfo) {
  let i18n = instances.get(locale.code);
  if (!i18n) {
    i18n = createFormatter(locale.intl);
    instances.set(locale.code, i18n);
  }
  return i18n;
}

// Component tests render without the root loader: they load the English catalogue in the form
// a loader sends it, tests/setup/components.setup.ts.
export function loadCatalogue(locale: LocaleInfo, messages: Record<string, unknown>) {
  instanceOf(locale).load(messages);
}

// The messages of the page's routes, loaded once into the locale's formatter by the root layout
// (MessagesProvider), and a `t` that every translated component reads from a context: its
// identity changes only when new messages were loaded (a page with namespaces not seen yet) or
// in another locale. Were each component to read the router's matches itself, every one of them
// would render again at every router state change (a navigation's start and end, each fetcher's).
const TranslateContext = createContext<Translate | null>(null);

function loadPageMessages(locale: LocaleInfo, i18n: Formatter, matches: { data: unknown }[]) {
  let texts = loaded.get(locale.code);
  if (!texts) loaded.set(locale.code, (texts = new Set()));
  for (const { data } of matches) {
    const text = (data as { messages?: unknown } | null)?.messages;
    if (typeof text !== "string" || texts.has(text)) continue;
    i18n.load(pageMessages(data));
    texts.add(text);
  }
  // Grows with each text loaded: `t` is made again only then.
  return texts.size;
}

export function MessagesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const i18n = instanceOf(locale);
  const matches = useMatches();
  const rootError = useRootError();
  const version = loadPageMessages(locale, i18n, rootError ? [...matches, { data: rootError }] : matches);
  // `version` is in the dependencies because it is what changes when the formatter learnt
  // new messages: the components that read `t` then render again with them.
  const t = useMemo<Translate>(() => (id, values) => i18n.format(id, values), [i18n, version]);
  return createElement(TranslateContext.Provider, { value: t }, children);
}

// Outside the root layout (component tests with createRemixStub), the messages loaded so far
// (tests/setup/components.setup.ts loads the English catalogue).
export function useT(): Translate {
  const t = useContext(TranslateContext);
  const locale = useLocale();
  return t ?? instanceOf(locale).format;
}

// A path inside the shop in the page's locale: useHref("/products") is "/ar/products" in Arabic.
export function useLocalizedPath() {
  const { code } = useLocale();
  return (path: string) => localizedPath(code, path);
}
