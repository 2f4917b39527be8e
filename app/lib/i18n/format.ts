// Formats the messages a page was sent (catalogue.server.ts, sentMessages), for useT and
// pageTitle: a message without placeholders is its text, returned as it is; one with
// placeholders is Lingui's compiled form, `["Hi ", ["name"]]`, whose placeholders and plurals
// this fills in with Intl of the page's locale. It stands in for @lingui/core in the browser
// bundle (2.3 KB gzipped against about 0.4 KB: docs/decisions/011-locales.md); the server's
// own formatting keeps Lingui (translate.server.ts), and format.test.ts checks that both give
// the same text for every message of every catalogue.
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

import type { MessageValues } from "./use-t";

type Choice = [name: string, type?: string, cases?: Record<string, Tokens> & { offset?: number }];
type Tokens = string | (string | Choice)[];
export type SentMessage = Tokens;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

// The plural case of a whole count in the shop's languages, CLDR's rules written out (format.test.ts
// checks them against Intl for every count to 2,000 and the millions). The first
// Intl.PluralRules of Arabic costs 20-60 ms of the bench host's CPU (its rules loaded), one task
// in the middle of hydration for a "3 products"; English's and French's cost under 1 ms.
const WHOLE_COUNT_PLURALS: Record<string, ((n: number) => Intl.LDMLPluralRule) | undefined> = {
  en: (n) => (n === 1 ? "one" : "other"),
  fr: (n) => (n === 0 || n === 1 ? "one" : n % 1_000_000 === 0 ? "many" : "other"),
  ar: (n) => {
    const hundreds = n % 100;
    if (n <= 2) return (["zero", "one", "two"] as const)[n];
    return hundreds >= 3 && hundreds <= 10 ? "few" : hundreds >= 11 ? "many" : "other";
  },
};

export function pluralOf(intl: string, value: number) {
  const whole = WHOLE_COUNT_PLURALS[intl.split("-")[0]];
  if (whole && Number.isInteger(value) && value >= 0) return whole(value);
  let rules = plurals.get(intl);
  if (!rules) plurals.set(intl, (rules = new Intl.PluralRules(intl)));
  return rules.select(value);
}

// A count below 1,000 is its digits in every locale of the shop (Latin digits, no grouping:
// format.test.ts checks each locale's Intl gives the same). The first Intl.NumberFormat of a page
// costs 20-35 ms of the bench host's CPU (its locale data loaded), in the middle of hydration, for
// a "3 items".
function numberOf(intl: string, value: number) {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = numbers.get(intl);
  if (!format) numbers.set(intl, (format = new Intl.NumberFormat(intl)));
  return format.format(value);
}

// One {name, plural, …} or {name, select, …}, or a plain {name}; `#` inside a plural's case
// is its count, as in ICU. ({n, number} or {d, date} would need adding here.)
function formatChoice([name, type, cases]: Choice, intl: string, values: MessageValues): string {
  const value = values[name];
  if (!type || !cases) return value == null ? "" : String(value);
  if (type === "select") return formatTokens(cases[String(value)] ?? cases.other, intl, values);
  // Otherwise a plural: the catalogues use no other (format.test.ts compares every message).
  const count = Number(value) - (cases.offset ?? 0);
  const chosen = cases[String(value)] ?? cases[pluralOf(intl, count)] ?? cases.other;
  return formatTokens(chosen, intl, values, numberOf(intl, count));
}

function formatTokens(
  tokens: Tokens | undefined,
  intl: string,
  values: MessageValues,
  count?: string,
): string {
  if (tokens === undefined || typeof tokens === "string") return tokens ?? "";
  let text = "";
  for (const token of tokens) {
    if (typeof token !== "string") text += formatChoice(token, intl, values);
    else text += token === "#" && count !== undefined ? count : token;
  }
  return text;
}

// The text a page is sent its messages in, a line each, under a line "@namespace":
//   @shell
//   cart Cart                        (a message without placeholders: its text)
//   header.hi~Hi {name}              (one with plain placeholders only)
//   count=[["n","plural",{…}]]       (any other: Lingui's compiled form, JSON)
// Each JSON quote costs four characters once the text is inside the page's stream.
export function messagesText(messages: [id: string, tokens: CompiledMessage][]) {
  let namespace = "";
  const lines: string[] = [];
  for (const [id, tokens] of messages) {
    const dot = id.indexOf(".");
    if (id.slice(0, dot) !== namespace) lines.push(`@${(namespace = id.slice(0, dot))}`);
    lines.push(id.slice(dot + 1) + messageLine(tokens));
  }
  return lines.join("\n");
}

function messageLine(tokens: CompiledMessage) {
  const texts = tokens.filter((token) => typeof token === "string");
  const simple = tokens.every((token) => typeof token === "string" || token.length === 1);
  if (!simple || texts.some((text) => /[\n{}]/.test(text))) return `=${JSON.stringify(tokens)}`;
  const text = tokens.map((token) => (typeof token === "string" ? token : `{${token[0]}}`)).join("");
  return texts.length === tokens.length ? ` ${text}` : `~${text}`;
}

export function parseMessages(text: string) {
  const messages: Record<string, SentMessage> = {};
  let namespace = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("@")) {
      namespace = line.slice(1);
      continue;
    }
    const end = line.search(/[ =~]/);
    const [id, kind, value] = [`${namespace}.${line.slice(0, end)}`, line[end], line.slice(end + 1)];
    if (kind === " ") messages[id] = value;
    else if (kind === "=") messages[id] = JSON.parse(value) as SentMessage;
    // "Hi {name}" → ["Hi ", ["name"], ""]: every other part is a placeholder's name.
    else
      messages[id] = value
        .split(/\{(\w+)\}/)
        .flatMap((part, index): Tokens => (index % 2 ? [[part]] : part || []));
  }
  return messages;
}

// A formatter of one locale (its Intl tag) to which each page's messages are added (`load`).
export function createFormatter(intl: string) {
  const messages: Record<string, SentMessage> = {};
  return {
    load: (more: Record<string, unknown>) => void Object.assign(messages, more),
    // A missing message shows its id, as Lingui does.
    format: (id: string, values: MessageValues = {}) => {
      const message = messages[id];
      if (message === undefined) return id;
      return typeof message === "string" ? message : formatTokens(message, intl, values);
    },
  };
}
