// The page's formatter (format.ts, in place of Lingui in the browser) gives the same text as
// Lingui on the server for every message of every catalogue, with each count that picks another
// plural case; and a message without placeholders is sent as its text.
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import en from "~/locales/en.json";

import { localeInfo, LOCALES, sentMessages, translatorOf } from "./catalogue.server";
import { createFormatter, messagesText, parseMessages, pluralOf } from "./format";
import type { MessageId } from "./use-t";

const NAMESPACES = [...new Set(Object.keys(en).map((id) => id.split(".")[0]))];
const COUNTS = [0, 1, 2, 3, 5, 11, 100, 1001, 2.5];

// The names a compiled message fills in, each with whether it picks a plural case.
function placeholders(tokens: unknown, found = new Map<string, string | undefined>()) {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    if (found.get(name) === undefined) found.set(name, type);
    for (const tokensOfCase of Object.values(cases ?? {})) placeholders(tokensOfCase, found);
  }
  return found;
}

describe("the page's formatter", () => {
  for (const code of Object.keys(LOCALES)) {
    it(`gives Lingui's text for every ${code} message, every plural case`, () => {
      const sent = parseMessages(sentMessages(code, NAMESPACES));
      const formatter = createFormatter(localeInfo(code).intl);
      formatter.load(sent);
      const lingui = translatorOf({ url: `http://shop.test/${code === "en" ? "" : code}` });
      let compared = 0;
      for (const [id, message] of Object.entries(sent)) {
        const names = placeholders(message);
        const counted = [...names].some(([, type]) => type !== undefined);
        for (const count of counted ? COUNTS : [1]) {
          const values = Object.fromEntries(
            [...names].map(([name, type]) => [name, type ? count : `‹${name}›`]),
          );
          expect(formatter.format(id, values), `${code} ${id} ${count}`).toBe(
            lingui(id as MessageId, values),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(sent).length);
    });
  }

  // format.ts writes a count below 1,000 as its digits, without Intl: true of every locale.
  it("writes a count below 1,000 as each locale's Intl does", () => {
    for (const code of Object.keys(LOCALES)) {
      const { intl } = localeInfo(code);
      const numbers = new Intl.NumberFormat(intl);
      const formatter = createFormatter(intl);
      formatter.load({ "t.n": [["n", "plural", { other: ["#"] }]] });
      for (let n = 0; n < 1000; n++)
        expect(formatter.format("t.n", { n }), `${code} ${n}`).toBe(numbers.format(n));
    }
  });

  // format.ts picks a whole count's plural case by CLDR's rules written out, without Intl.
  it("picks each locale's Intl plural case for every whole count", () => {
    const counts = [...Array.from({ length: 2_001 }, (_, n) => n), 1_000_000, 2_000_000, 1_000_001];
    for (const code of Object.keys(LOCALES)) {
      const { intl } = localeInfo(code);
      const rules = new Intl.PluralRules(intl);
      for (const n of counts) expect(pluralOf(intl, n), `${code} ${n}`).toBe(rules.select(n));
      for (const n of [0.5, 1.5, 2.25]) expect(pluralOf(intl, n), `${code} ${n}`).toBe(rules.select(n));
    }
  });

  it("reads back every message from the text a page is sent, line breaks and all", () => {
    const count: CompiledMessage = [
      ["n", "plural", { one: ["#", " item"], other: ["#", " items"] }],
      " in ",
      ["bag"],
    ];
    const messages: [string, CompiledMessage][] = [
      ["shell.cart", ["Cart"]],
      ["shell.header.hi", ["Hi ", ["name"], ", ", ["day"]]],
      ["shell.header.at", [["name"], " {at} ", ["place"]]],
      ["card.twoLines", ["one\ntwo"]],
      ["card.spaces", ["= a @b ~c"]],
      ["card.count", count],
    ];
    const text = messagesText(messages);
    expect(text.split("\n")).toHaveLength(messages.length + 2);
    expect(parseMessages(text)).toEqual({
      "shell.cart": "Cart",
      "shell.header.hi": ["Hi ", ["name"], ", ", ["day"]],
      "shell.header.at": [["name"], " {at} ", ["place"]],
      "card.twoLines": ["one\ntwo"],
      "card.spaces": "= a @b ~c",
      "card.count": count,
    });
  });

  it("is sent a message without placeholders as its text, and shows a missing one's id", () => {
    const sent = parseMessages(sentMessages("fr", ["lookbook"]));
    expect(sent["lookbook.title"]).toBe("Lookbook");
    expect(Array.isArray(sent["lookbook.count"])).toBe(true);
    const formatter = createFormatter("fr");
    formatter.load(sent);
    expect(formatter.format("lookbook.count", { count: 0 })).toBe("0 look");
    expect(formatter.format("lookbook.nothing")).toBe("lookbook.nothing");
  });
});
