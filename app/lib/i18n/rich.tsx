// A message with elements among its values: "Showing {from}–{to} of …" with each number in a
// <bdi>, "Bundle price: {price}" with the price in <strong>. The message is formatted with a
// marker for each element, then split around the markers (the catalogue holds plain ICU text;
// words stay in the order each language puts them).
import { Fragment, type ReactNode } from "react";

import type { MessageId, MessageValues, Translate } from "./use-t";

const MARK = /\uE000(\d+)\uE001/;

export function rich(t: Translate, id: MessageId, values: Record<string, ReactNode>): ReactNode {
  const plain: MessageValues = {};
  const elements: ReactNode[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "number") plain[name] = value;
    else {
      plain[name] = `\uE000${elements.length}\uE001`;
      elements.push(value);
    }
  }
  const parts = t(id, plain).split(MARK);
  if (parts.length === 1) return parts[0];
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{elements[Number(part)]}</Fragment>,
  );
}

// A list of data in the page's words, "0-3m, 3-6m, 6-12m" ("… et 6-12m" in French): Intl's
// list ("unit", "short"), each item and separator its own text. The shop's languages have their
// separators written out (rich.test.ts checks them against Intl): the first Intl.ListFormat of a
// page costs 20-75 ms of the bench host's CPU (its locale data loaded), one task in the middle of
// a product page's hydration.
type Separators = { two: string; between: string; last: string };
const SEPARATORS: Record<string, Separators | undefined> = {
  en: { two: ", ", between: ", ", last: ", " },
  fr: { two: " et ", between: ", ", last: " et " },
  ar: { two: " و", between: "، و", last: "، و" },
};

const lists = new Map<string, Intl.ListFormat>();
function listFormat(intl: string) {
  let list = lists.get(intl);
  if (!list) {
    list = new Intl.ListFormat(intl, { type: "unit", style: "short" });
    lists.set(intl, list);
  }
  return list;
}

// The items with the separators between them, in order.
export function listParts(intl: string, items: string[]): string[] {
  const separators = SEPARATORS[intl.split("-")[0]];
  if (!separators)
    return listFormat(intl)
      .formatToParts(items)
      .map((part) => part.value);
  return items.flatMap((item, index) => {
    if (index === 0) return [item];
    const between =
      items.length === 2 ? separators.two : index === items.length - 1 ? separators.last : separators.between;
    return [between, item];
  });
}

export function listOf(intl: string, items: string[]): ReactNode {
  return listParts(intl, items).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

// The same list as one text, for an attribute (an image's alt).
export const listText = (intl: string, items: string[]) => listParts(intl, items).join("");
