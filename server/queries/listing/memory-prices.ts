// Price filters on the listing index without walking the catalogue. For a listing narrowed to
// one value at most of each filter (a scope: a category, a brand, a colour, a tag, a
// collection, or none), the prices of its products are held sorted, once per facet value too.
// Any price range on it is then a pair of binary searches per value: its total, each facet's
// counts and the price facet's ends, exactly. Built on a scope's first price filter (a walk
// over the catalogue's rows by price), kept with the index; at most MAX_HELD numbers in all,
// the least recently used scope dropped first.
import { LRUCache } from "lru-cache";

import type { Facets, ProductListFilters } from "../../contract";
import { dollars } from "../../lib/money";
import { FACET_FILTERS, PRICE_FILTER, without } from "./filters";
import type { IndexColumns, Test, ValueLists } from "./memory";
import { type Scope, scopeKey, scopeOf } from "./summaries";

const MAX_HELD = 4_000_000; // 16 MB

export type FacetColumn = (typeof FACET_FILTERS)[number]["param"];

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
  held: LRUCache<string, PricedScope>;
};

// The index's rows by price, for the scopes' prices.
export function pricedSource(
  index: IndexColumns,
  matcher: (index: IndexColumns, filters: ProductListFilters) => Test,
): PricedSource {
  const listOf = ({ starts, values }: ValueLists, row: number) =>
    values.subarray(starts[row], starts[row + 1]);
  const columns = FACET_FILTERS.map((filter) => [filter.param, index.columns[filter.param]] as const);
  return {
    values: Object.fromEntries(
      columns.map(([param, column]) => [param, column.values]),
    ) as PricedSource["values"],
    held: new LRUCache({ maxSize: MAX_HELD, sizeCalculation: (scope) => scope.size }),
    *rowsByPrice(filters) {
      const test = matcher(index, filters);
      for (const row of index.orders.low) {
        if (test.failures(row) !== 0) continue;
        const values = Object.fromEntries(
          columns.map(([param, column]) => [
            param,
            column.one ? [column.one[row]] : listOf(column.many as ValueLists, row),
          ]),
        ) as unknown as Record<FacetColumn, Iterable<number>>;
        yield { price: index.priceCents[row], values };
      }
    },
  };
}

// The total and facets of a listing with a price filter, or null when it is not a scope with
// a price range.
export function pricedCounts(
  source: PricedSource,
  filters: ProductListFilters,
): { total: number; facets: Facets } | null {
  if (!PRICE_FILTER.isSet(filters)) return null;
  const unpriced = without(filters, "price");
  const scope = scopeOf(unpriced);
  if (!scope) return null;
  const [min, max] = PRICE_FILTER.range(filters);
  const own = pricedScope(source, unpriced, scope);
  const counts = (filter: (typeof FACET_FILTERS)[number]) => {
    const others = without(unpriced, filter.facet);
    const { byValue } = pricedScope(source, others, scopeOf(others) as Scope);
    return source.values[filter.param].flatMap((value, i) => {
      const count = inRange(byValue[filter.param][i], min, max);
      return count ? [{ value, count }] : [];
    });
  };
  const { prices } = own;
  return {
    total: inRange(prices, min, max),
    facets: {
      ...Object.fromEntries(FACET_FILTERS.map((filter) => [filter.facet, counts(filter)])),
      price: {
        min: dollars(prices.length ? prices[0] : 0),
        max: dollars(prices.length ? prices[prices.length - 1] : 0),
      },
    } as Facets,
  };
}

function pricedScope(source: PricedSource, filters: ProductListFilters, scope: Scope): PricedScope {
  const key = scopeKey(scope);
  const found = source.held.get(key);
  if (found) return found;
  const prices: number[] = [];
  const columns = FACET_FILTERS.map((filter) => filter.param);
  const byValue = Object.fromEntries(
    columns.map((column) => [column, source.values[column].map((): number[] => [])]),
  ) as Record<FacetColumn, number[][]>;
  let size = 0;
  for (const row of source.rowsByPrice(filters)) {
    prices.push(row.price);
    for (const column of columns)
      for (const value of row.values[column]) {
        byValue[column][value].push(row.price);
        size++;
      }
  }
  const built: PricedScope = {
    prices: Int32Array.from(prices),
    byValue: Object.fromEntries(
      columns.map((column) => [column, byValue[column].map((list) => Int32Array.from(list))]),
    ) as PricedScope["byValue"],
    size: size + prices.length + 1,
  };
  source.held.set(key, built);
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
