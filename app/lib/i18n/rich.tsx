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
// list, each item and separator its own text.
const lists = new Map<string, Intl.ListFormat>();
function listFormat(intl: string) {
  let list = lists.get(intl);
  if (!list) {
    list = new Intl.ListFormat(intl, { type: "unit", style: "short" });
    lists.set(intl, list);
  }
  return list;
}
export function listOf(intl: string, items: string[]): ReactNode {
  return listFormat(intl)
    .formatToParts(items)
    .map((part, index) => <Fragment key={index}>{part.value}</Fragment>);
}

// The same list as one text, for an attribute (an image's alt).
export const listText = (intl: string, items: string[]) => listFormat(intl).format(items);
