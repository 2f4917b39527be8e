// Plain values of the contract, with no zod: safe to import into browser code.
export const COLORS = ["red", "yellow", "green", "blue", "pink", "white", "grey"] as const;
export type Color = (typeof COLORS)[number];

// Children's sizes by age, youngest first: the age filter's values, and the months of age each
// one fits, from (inclusive) to (exclusive). A size is for one age band; "what fits a child of
// n months" and "sizes in age order" read the same table.
export const AGES = [
  "0-3m",
  "3-6m",
  "6-12m",
  "12-24m",
  "2-3y",
  "3-4y",
  "4-5y",
  "5-6y",
  "6-8y",
  "8-10y",
  "10-12y",
] as const;
export type Age = (typeof AGES)[number];
export const AGE_MONTHS: Record<Age, readonly [from: number, to: number]> = {
  "0-3m": [0, 3],
  "3-6m": [3, 6],
  "6-12m": [6, 12],
  "12-24m": [12, 24],
  "2-3y": [24, 36],
  "3-4y": [36, 48],
  "4-5y": [48, 60],
  "5-6y": [60, 72],
  "6-8y": [72, 96],
  "8-10y": [96, 120],
  "10-12y": [120, 144],
};
export const isAge = (size: string): size is Age => (AGES as readonly string[]).includes(size);
// The sizes that fit a child of this many months.
export const agesFitting = (months: number): Age[] =>
  AGES.filter((age) => AGE_MONTHS[age][0] <= months && months < AGE_MONTHS[age][1]);
// Sizes youngest first; sizes that are not ages (s, m, l) after them, in the order given.
export const byAge = (a: string, b: string) =>
  (isAge(a) ? AGES.indexOf(a) : AGES.length) - (isAge(b) ? AGES.indexOf(b) : AGES.length);

export const SORTS = ["a-z", "z-a", "low", "high"] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 48;
// The related products a product page offers with it as a bundle (the first ones recommended).
export const BUNDLE_COMPANIONS = 2;
// URLs per file of the sitemap (the sitemaps protocol allows at most 50,000).
export const SITEMAP_PAGE_SIZE = 50_000;
export const DEFAULT_PAGE_SIZE = 12;
// A list's paging.total is exact up to this many matches; beyond it, the database's estimate
// (server/queries/capped-count.ts): a page that shows such a total says "about".
export const EXACT_COUNT_LIMIT = 1_000;

// The lookbook's groups of looks, in the order of its filter buttons.
export const LOOK_GROUPS = ["everyday", "party", "baby", "accessories"] as const;
export type LookGroup = (typeof LOOK_GROUPS)[number];

// Standard delivery is free from this subtotal (usd) on: the API prices it, the shop says it.
export const FREE_DELIVERY_FROM = 50;

// The largest form body the web reads (its forms are a few KB); larger posts get 413.
export const MAX_FORM_BYTES = 64 * 1024;

// Control characters other than tab, line feed and carriage return: never part of what a
// shopper types, and NUL breaks the database's text. Refused in every request.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = "Remove the control characters (such as NUL) from this text";

// The highest price filter (base currency).
export const MAX_PRICE = 1_000_000;

// For lenient readers of URL parameters: the text without its control characters.
export const withoutControlCharacters = (text: string) =>
  text.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "");

// The longest gift message an order takes (checkout's "This is a gift").
export const GIFT_MESSAGE_MAX = 300;
