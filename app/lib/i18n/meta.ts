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
  const messages = Object.assign({}, ...matches.map((match) => pageMessages(match.data)));
  // A message missing from the page's data (an error page) leaves the shop's name alone.
  if (!(id in messages)) return SHOP_NAME;
  const formatter = createFormatter(locale);
  formatter.load(messages);
  return `${formatter.format(id, values)} · ${SHOP_NAME}`;
}
