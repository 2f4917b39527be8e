// Messages formatted on the server, for text a loader or an action writes rather than a
// component: a page's title for search engines, a toast after a form post. The same catalogue
// and ids as useT (use-t.ts), in the locale of the request's URL.
import { type I18n, setupI18n } from "@lingui/core";

import { localeInfo, localeOfUrl, messagesOf } from "./catalogue.server";
import type { MessageValues, Translate } from "./use-t";

// One formatter per locale and namespaces for the life of the process.
const formatters = new Map<string, I18n>();

export function translator(request: Pick<Request, "url">, namespaces: readonly string[]): Translate {
  const code = localeOfUrl(request.url);
  const key = `${code} ${namespaces.join(" ")}`;
  let i18n = formatters.get(key);
  if (!i18n) {
    const { intl } = localeInfo(code);
    i18n = setupI18n({ locale: intl, messages: { [intl]: messagesOf(code, namespaces) } });
    formatters.set(key, i18n);
  }
  const formatter = i18n;
  return (id, values?: MessageValues) => formatter._(id, values);
}

// The messages of a form that posts to a path without the locale (/currency, /logout, /popups):
// in the locale of the page it returns to, a path of this site ("/ar/products" → Arabic).
export const translatorForPath = (
  request: Pick<Request, "url">,
  path: string,
  namespaces: readonly string[],
) => translator({ url: new URL(path, request.url).href }, namespaces);
