// Price filters on the listing index without walking the catalogue. For a listing narrowed to
// one value at most of each filter (a scope: a category, a brand, a colour, a tag, a
// collection, or none), the prices of its products are held sorted, once per facet value too.
// Any price range on it is then a pair of binary searches per value: its total, each facet's
// counts and the price facet's ends, exactly. Built on a scope's first price filter (a walk
// over the catalogue's rows by price), kept with the index; at most MAX_HELD numbers in all.
import type { Facets, ProductListFilters } from "../contract";
import { dollars, toCents } from "../lib/money";
import { type Scope, scopeKey, scopeOf } from "./catalogue-summary";

const MAX_HELD = 4_000_000; // 16 MB

export type FacetColumn = "category" | "brand" | "colors" | "tags";
const FACET_COLUMNS: FacetColumn[] = ["category", "brand", "colors", "tags"];
// The filter each facet column leaves out when it counts.
const OWN_FILTER: Record<FacetColumn, Partial<ProductListFilters>> = {
  category: { c2: undefined },
  brand: { brand: [] },
  colors: { color: [] },
  tags: { tag: [] },
};

type PricedScope = {
  // The scope's prices, ascending.
  prices: Int32Array;
  // For each facet column, for each of its values: the prices of the scope's products with it.
  byValue: Record<FacetColumn, Int32Array[]>;
  size: number;
};

// What the listing index gives this module: its facet values, and the scope's rows by price
// ascending, each with its facet values.
export type PricedSource = {
  values: Record<FacetColumn, string[]>;
  rowsByPrice: (
    filters: ProductListFilters,
  ) => Iterable<{ price: number; values: Record<FacetColumn, Iterable<number>> }>;
  held: Map<string, PricedScope>;
};

// The total and facets of a listing with a price filter, or null when it is not a scope with
// a price range.
export function pricedCounts(
  source: PricedSource,
  filters: ProductListFilters,
): { total: number; facets: Facets } | null {
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return null;
  const unpriced = { ...filters, minPrice: undefined, maxPrice: undefined };
  const scope = scopeOf(unpriced);
  if (!scope) return null;
  const min = filters.minPrice === undefined ? -Infinity : toCents(filters.minPrice);
  const max = filters.maxPrice === undefined ? Infinity : toCents(filters.maxPrice);
  const own = pricedScope(source, unpriced, scope);
  const counts = (column: FacetColumn) => {
    const others = { ...unpriced, ...OWN_FILTER[column] };
    const { byValue } = pricedScope(source, others, scopeOf(others) as Scope);
    return source.values[column].flatMap((value, i) => {
      const count = inRange(byValue[column][i], min, max);
      return count ? [{ value, count }] : [];
    });
  };
  const { prices } = own;
  return {
    total: inRange(prices, min, max),
    facets: {
      categories: counts("category"),
      brands: counts("brand"),
      colors: counts("colors") as Facets["colors"],
      tags: counts("tags"),
      price: {
        min: dollars(prices.length ? prices[0] : 0),
        max: dollars(prices.length ? prices[prices.length - 1] : 0),
      },
    },
  };
}

function pricedScope(source: PricedSource, filters: ProductListFilters, scope: Scope): PricedScope {
  const key = scopeKey(scope);
  const found = source.held.get(key);
  if (found) {
    // Most recently used last.
    source.held.delete(key);
    source.held.set(key, found);
    return found;
  }
  const prices: number[] = [];
  const byValue = Object.fromEntries(
    FACET_COLUMNS.map((column) => [column, source.values[column].map((): number[] => [])]),
  ) as Record<FacetColumn, number[][]>;
  let size = 0;
  for (const row of source.rowsByPrice(filters)) {
    prices.push(row.price);
    for (const column of FACET_COLUMNS)
      for (const value of row.values[column]) {
        byValue[column][value].push(row.price);
        size++;
      }
  }
  const built: PricedScope = {
    prices: Int32Array.from(prices),
    byValue: Object.fromEntries(
      FACET_COLUMNS.map((column) => [column, byValue[column].map((list) => Int32Array.from(list))]),
    ) as PricedScope["byValue"],
    size: size + prices.length,
  };
  source.held.set(key, built);
  let total = [...source.held.values()].reduce((sum, held) => sum + held.size, 0);
  for (const [oldest, held] of source.held) {
    if (total <= MAX_HELD || held === built) break;
    source.held.delete(oldest);
    total -= held.size;
  }
  return built;
}

// How many of the ascending values lie within [min, max].
function inRange(sorted: Int32Array, min: number, max: number) {
  return firstAbove(sorted, max) - firstAbove(sorted, min - 1);
}

// The position of the first value above x (binary search).
function firstAbove(sorted: Int32Array, x: number) {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] <= x) low = middle + 1;
    else high = middle;
  }
  return low;
}
