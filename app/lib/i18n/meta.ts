// A page's <title> from the catalogue, in a route's `meta` (where hooks such as useT cannot run):
// `meta: ({ matches }) => [{ title: pageTitle(matches, "compare.title") }]`. It reads the
// messages and the locale the loaders of the page answered, as useT does.
import { createFormatter } from "./format";
import type { LocaleInfo } from "./locale";
import { type MessageId, type MessageValues, pageMessages } from "./use-t";

type Match = { id: string; data: unknown };

const SHOP_NAME = "Little Sprout";

export function pageTitle(matches: readonly Match[], id: MessageId, values?: MessageValues) {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: LocaleInfo } | undefined;
  const locale = root?.locale?.intl ?? "en";
  // The message of the last route that has it (as the page's formatter, which loads them in order).
  const messages = matches.map((match) => pageMessages(match.data)).reverse();
  const having = messages.find((sent) => id in sent);
  // A message missing from the page's data (an error page) leaves the shop's name alone.
  if (!having) return SHOP_NAME;
  const formatter = createFormatter(locale);
  formatter.load({ [id]: having[id] });
  return `${formatter.format(id, values)} · ${SHOP_NAME}`;
}
