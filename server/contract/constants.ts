// Plain values of the contract, with no zod: safe to import into browser code.
export const COLORS = ["red", "yellow", "green", "blue", "pink", "white", "grey"] as const;
export type Color = (typeof COLORS)[number];

export const SORTS = ["a-z", "z-a", "low", "high"] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 48;
// URLs per file of the sitemap (the sitemaps protocol allows at most 50,000).
export const SITEMAP_PAGE_SIZE = 50_000;
export const DEFAULT_PAGE_SIZE = 12;

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
