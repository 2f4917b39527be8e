// Catalogue listing state lives in the URL. Any param that is malformed is dropped or
// clamped here, so a hand-edited or stale link still shows a page, never an error.
import type { Currency } from "@contract";
import {
  type Age,
  type Color,
  COLORS,
  DEFAULT_PAGE_SIZE,
  isAge,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  type Sort,
  SORTS,
  withoutControlCharacters,
} from "@contract/constants";

export const PAGE_SIZES = [12, 24, 48] as const;
export const VIEWS = ["grid", "list", "grid-5"] as const;
export type View = (typeof VIEWS)[number];

export type ListingParams = {
  c1?: string;
  c2?: string;
  brand: string[];
  color: Color[];
  tag: string[];
  age: Age[];
  minPrice?: number;
  maxPrice?: number;
  sort?: Sort;
  // The first page shown, and the last: "Load more" keeps every page it has shown in the URL
  // (?page=1-3), so coming back to the listing, or a browser without JavaScript, shows them all.
  page: number;
  lastPage: number;
  pageSize: number;
};

const MAX_PAGE = 10_000;
// Pages one listing shows at once, at most ("Load more" starts a new range after that).
export const MAX_PAGES_AT_ONCE = 10;

function pageRange(raw: string | null) {
  const range = /^\s*(\d{1,5})-(\d{1,5})\s*$/.exec(raw ?? "");
  if (!range) {
    const page = clampInt(raw, 1, 1, MAX_PAGE);
    return { page, lastPage: page };
  }
  const page = Math.min(MAX_PAGE, Math.max(1, Number(range[1])));
  const lastPage = Math.min(Math.max(page, Number(range[2])), page + MAX_PAGES_AT_ONCE - 1);
  return { page, lastPage };
}

// The address of "Load more": the same range, one page longer (a fresh one when it is full).
export function loadMoreRange(page: number, lastPage: number) {
  const next = lastPage + 1;
  return next - page >= MAX_PAGES_AT_ONCE ? String(next) : `${page}-${next}`;
}

// How the listing is shown: a display choice, not a filter, so it is not sent to the API.
export function parseView(params: URLSearchParams): View {
  return VIEWS.find((view) => view === params.get("view")) ?? "grid";
}

const CATEGORY_CODE = /^[A-Z]{2}-\d{3}$/;
const MAX_VALUES = 20;

function clampInt(raw: string | null, fallback: number, min: number, max: number) {
  const value = Number(raw);
  if (raw === null || raw.trim() === "" || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function price(raw: string | null) {
  const value = Number(raw);
  if (raw === null || raw.trim() === "" || !Number.isFinite(value) || value < 0) return undefined;
  return Math.min(value, MAX_PRICE);
}

function texts(params: URLSearchParams, name: string) {
  const values = params
    .getAll(name)
    .map((value) => withoutControlCharacters(value).trim())
    .filter((value) => value.length > 0 && value.length <= 50);
  return [...new Set(values)].slice(0, MAX_VALUES);
}

const isColor = (value: string): value is Color => (COLORS as readonly string[]).includes(value);

export function parseListingParams(params: URLSearchParams): ListingParams {
  const code = (name: string) => {
    const value = params.get(name);
    return value && CATEGORY_CODE.test(value) ? value : undefined;
  };
  let minPrice = price(params.get("minPrice"));
  let maxPrice = price(params.get("maxPrice"));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get("sort");
  const pageSize = clampInt(params.get("pageSize"), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  return {
    c1: code("c1"),
    c2: code("c2"),
    brand: texts(params, "brand"),
    color: texts(params, "color").filter(isColor),
    tag: texts(params, "tag"),
    age: texts(params, "age").filter(isAge),
    minPrice,
    maxPrice,
    sort: SORTS.find((s) => s === sort),
    ...pageRange(params.get("page")),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

// Price bounds. Every URL holds them in the base currency (usd), and says so with
// priceCurrency=usd; the filter's fields show and take the display currency, converted at this
// boundary. A filter form sent without JavaScript says which currency its numbers are in, and
// the listing's loader answers with a redirect to the canonical URL (with JavaScript the form
// converts before it navigates).
export const PRICE_CURRENCY = "priceCurrency";
const PRICE_BOUNDS = ["minPrice", "maxPrice"] as const;

// To whole cents of usd, and back to the display currency (whole cents of it) for a field.
export const toBasePrice = (amount: number, currency: Currency) =>
  Math.round((amount / currency.factor) * 100) / 100;
export const toDisplayPrice = (amountInBase: number, currency: Currency) =>
  Math.round(amountInBase * currency.factor * 100) / 100;

// The listing's params with the price bounds in usd, when they are in another currency (null
// when they are in usd already). A currency that is not one of `currencies` drops the bounds.
export function priceParamsInBase(params: URLSearchParams, currencies: Currency[]): URLSearchParams | null {
  const code = params.get(PRICE_CURRENCY);
  if (code === null || code === "usd") return null;
  const currency = currencies.find((one) => one.code === code);
  const next = new URLSearchParams(params);
  for (const name of PRICE_BOUNDS) {
    const value = price(params.get(name));
    if (value === undefined || !currency) next.delete(name);
    else next.set(name, String(toBasePrice(value, currency)));
  }
  if (PRICE_BOUNDS.some((name) => next.has(name))) next.set(PRICE_CURRENCY, "usd");
  else next.delete(PRICE_CURRENCY);
  return next;
}

// The URL of the same listing with some params changed (page goes back to 1 unless given).
export function listingHref(
  pathname: string,
  current: URLSearchParams,
  changes: Record<string, string | null>,
) {
  const next = new URLSearchParams(current);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

// Tags in the order String#localeCompare puts them (listing.test.ts checks it), without the
// collator for the plain tags the shop uses (lowercase letters, digits, spaces and hyphens, whose
// order is their code units' order): the first localeCompare of a page builds ICU's collator,
// 10-15 ms of the bench host's CPU in one task of a listing's hydration.
const PLAIN_TAG = /^[a-z0-9 -]*$/;
export function compareTags(a: string, b: string): number {
  if (!PLAIN_TAG.test(a) || !PLAIN_TAG.test(b)) return a.localeCompare(b);
  return a < b ? -1 : a > b ? 1 : 0;
}
