// Listings answered from memory. The whole catalogue (up to INDEX_LIMIT products) is held as
// compact columns: the values of every filter of filters.ts, and the price and title, each
// value as a number into the list of that column's values (in the database's order), with the
// row order of every sort computed once. A listing's page of ids, its total and its facets are
// then found here, exactly as the SQL of database.ts finds them, and only the page's cards are
// read from the database. The stored summaries serve the totals and facets they hold, as they
// do for the database's queries. About 100 bytes a product: 10 MB at 100,000.
//
// The index is rebuilt when this process changes what it holds (an import; not stock or
// ratings, which only cards show), and when another process on the same PostgreSQL says it did
// (lib/catalogue-events.ts). A change that no process told of shows in the summaries' refresh
// time, which is checked every INDEX_CHECK_MS.
import { max, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";

import type { Facets, ProductListFilters, Sort } from "../../contract";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/client";
import { catalogueSummaries, products } from "../../db/schema";
import { onCatalogueChange } from "../../lib/catalogue-events";
import { countLookup } from "../../lib/metrics";
import { dollars } from "../../lib/money";
import {
  chosen,
  DATABASE_FILTERS,
  FACET_FILTERS,
  PRICE_FILTER,
  PUBLISHED,
  VALUE_FILTERS,
  type ValueFilter,
} from "./filters";
import { pricedCounts, type PricedSource, pricedSource } from "./memory-prices";
import { findSummary, scopeKey, scopeOf } from "./summaries";

// Larger catalogues are left to the database (its indexes and stored summaries).
const INDEX_LIMIT = 300_000;
const INDEX_CHECK_MS = 10_000;

// For each row, its values of a many-valued filter: values[starts[row]] to values[starts[row + 1]].
export type ValueLists = { starts: Uint32Array; values: Uint16Array };
// One filter's column: its values in the database's order (or the filter's known order), and
// each row's value (one) or values (many) as numbers into them.
export type Column = { values: string[]; one: Uint16Array | null; many: ValueLists | null };
export type Param = ValueFilter["param"];

export type ListingIndex = {
  size: number;
  ids: Int32Array;
  priceCents: Int32Array;
  columns: Record<Param, Column>;
  // Rows in the order of each sort (ties on id ascending).
  orders: Record<Sort | "id", Int32Array>;
  // The distinct titles in the database's order, lower-cased (ASCII letters only), and where
  // each one's rows start in the a-z order (one more at the end): search reads each title once.
  titles: string[];
  titleStarts: Uint32Array;
  // Scopes' prices, for price filters (memory-prices.ts), and rows in each order (pageSource).
  priced: PricedSource;
  scopedOrders: LRUCache<string, Int32Array>;
};
export type IndexColumns = Omit<ListingIndex, "priced" | "scopedOrders">;

// The index being read or held, and the summaries' refresh time it was read at.
type LoadedIndex = {
  index: Promise<ListingIndex | null>;
  refreshedAt: Promise<string | null>;
  checked: number;
};
const loaded = new WeakMap<Database, { current: LoadedIndex | null }>();

function loadedFor(db: Database) {
  let slot = loaded.get(db);
  if (!slot) {
    const created = { current: null as LoadedIndex | null };
    onCatalogueChange(db, (what) => {
      if (what === "all") created.current = null;
    });
    loaded.set(db, (slot = created));
  }
  return slot;
}

// When the summaries were last refreshed: every writer of the catalogue refreshes them.
async function summariesRefreshedAt(db: Database): Promise<string | null> {
  const [row] = await db.select({ at: max(catalogueSummaries.refreshedAt) }).from(catalogueSummaries);
  return row?.at ? new Date(row.at).toISOString() : null;
}

// The index of this database's catalogue, or null when it is too large to hold. Requests
// during a check or a rebuild share it.
export async function listingIndex(db: Database): Promise<ListingIndex | null> {
  const slot = loadedFor(db);
  const current = slot.current;
  const now = Date.now();
  if (current && now - current.checked >= INDEX_CHECK_MS) {
    current.checked = now;
    const [refreshedAt, readAt] = await Promise.all([summariesRefreshedAt(db), current.refreshedAt]);
    if (refreshedAt !== readAt && slot.current === current) slot.current = null;
    return listingIndex(db);
  }
  countLookup("listing_index", Boolean(current));
  if (current) return current.index;
  // The refresh time first: an import between the two reads is seen at the next check.
  const refreshedAt = summariesRefreshedAt(db);
  const entry: LoadedIndex = { refreshedAt, index: refreshedAt.then(() => readIndex(db)), checked: now };
  slot.current = entry;
  // A failed read is not kept.
  entry.index.catch(() => {
    if (slot.current === entry) slot.current = null;
  });
  return entry.index;
}

// Rows read at a time: the catalogue is read in slices by id, so neither the database nor
// this process holds all of it as rows at once.
const READ_SLICE = 10_000;

// The index holds the published products only, as the database's listings read them.
export async function readIndex(db: Database): Promise<ListingIndex | null> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(PUBLISHED);
  if (count > INDEX_LIMIT) return null;
  const values = await valuesInOrder(db);
  // The distinct titles in the database's own order (its collation): a title's place there is
  // its rank in the a-z and z-a sorts.
  const sortedTitles = (
    await queryRows<{ title: string }>(
      db,
      sql`select distinct ${products.title} as title from ${products} where ${PUBLISHED} order by 1`,
    )
  ).map((row) => row.title);
  const rows = await readRows(db, values, sortedTitles);
  const size = rows.ids.length;
  if (size > INDEX_LIMIT) return null;
  const priceCents = Int32Array.from(rows.price);
  const titleRank = Int32Array.from(rows.rank);
  // Rows are read by id, so a tie on id ascending is a tie on the row's position.
  const positions = () => Int32Array.from({ length: size }, (_, i) => i);
  const sorted = (compare: (a: number, b: number) => number) =>
    positions().sort((a, b) => compare(a, b) || a - b);
  const titles = sortedTitles.map((title) => title.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()));
  const titleStarts = new Uint32Array(titles.length + 1);
  for (const rank of titleRank) titleStarts[rank + 1]++;
  for (let i = 1; i <= titles.length; i++) titleStarts[i] += titleStarts[i - 1];
  const index: IndexColumns = {
    titles,
    titleStarts,
    size,
    ids: Int32Array.from(rows.ids),
    priceCents,
    columns: rows.columns,
    orders: {
      id: positions(),
      "a-z": sorted((a, b) => titleRank[a] - titleRank[b]),
      "z-a": sorted((a, b) => titleRank[b] - titleRank[a]),
      low: sorted((a, b) => priceCents[a] - priceCents[b]),
      high: sorted((a, b) => priceCents[b] - priceCents[a]),
    },
  };
  return { ...index, priced: pricedSource(index, matcher), scopedOrders: scopedOrdersCache() };
}

// A filter's values for one row of the catalogue: one value, or a text array joined by the
// unit separator (a control character no catalogue text may hold).
const rowValues = (filter: ValueFilter) =>
  "one" in filter.values ? sql`${filter.values.one}` : sql`array_to_string(${filter.values.many}, chr(31))`;

// The catalogue's rows by id, each value as its number in the filter's values (titles as
// their rank), in plain arrays.
async function readRows(db: Database, values: Record<Param, string[]>, titles: string[]) {
  const rankOf = new Map(titles.map((title, i) => [title, i]));
  const positionOf = Object.fromEntries(
    VALUE_FILTERS.map((filter) => [
      filter.param,
      new Map(values[filter.param].map((value, i) => [value, i])),
    ]),
  ) as Record<Param, Map<string, number>>;
  const rows = { ids: [] as number[], price: [] as number[], rank: [] as number[] };
  const read = Object.fromEntries(
    VALUE_FILTERS.map((filter) => [filter.param, { starts: [] as number[], values: [] as number[] }]),
  ) as Record<Param, { starts: number[]; values: number[] }>;
  const fields = sql.join(VALUE_FILTERS.map(rowValues), sql`, `);
  for (let last = 0; ;) {
    // Each row as one text, its fields apart by the record separator: parsed here with split,
    // in about half the time rows of arrays take.
    const slice = await queryRows<{ row: string }>(
      db,
      sql`select concat_ws(chr(30), ${products.id}, ${products.priceCents}, ${fields}, ${products.title}) as row
        from ${products} where ${PUBLISHED} and ${products.id} > ${last} order by ${products.id} limit ${READ_SLICE}`,
    );
    for (const { row } of slice) {
      const fieldsOfRow = row.split("\x1e");
      rows.ids.push(Number(fieldsOfRow[0]));
      rows.price.push(Number(fieldsOfRow[1]));
      rows.rank.push(rankOf.get(fieldsOfRow[fieldsOfRow.length - 1]) ?? 0);
      VALUE_FILTERS.forEach((filter, i) => {
        const text = fieldsOfRow[i + 2];
        const column = read[filter.param];
        column.starts.push(column.values.length);
        if ("one" in filter.values) column.values.push(positionOf[filter.param].get(text) ?? 0);
        else if (text)
          for (const value of new Set(text.split("\x1f")))
            column.values.push(positionOf[filter.param].get(value) ?? 0);
      });
    }
    if (slice.length < READ_SLICE) break;
    last = rows.ids[rows.ids.length - 1];
  }
  const columns = Object.fromEntries(
    VALUE_FILTERS.map(({ param, values: of }) => {
      const { starts, values: listed } = read[param];
      const column: Column =
        "one" in of
          ? { values: values[param], one: Uint16Array.from(listed), many: null }
          : {
              values: values[param],
              one: null,
              many: {
                starts: Uint32Array.from([...starts, listed.length]),
                values: Uint16Array.from(listed),
              },
            };
      return [param, column];
    }),
  ) as Record<Param, Column>;
  return { ...rows, columns };
}

// Each filter's values: its known ones, or those in the catalogue, in the database's order.
async function valuesInOrder(db: Database): Promise<Record<Param, string[]>> {
  // Grouped, then sorted: a hash of the few values, not a sort of every tag of every product.
  const found = (filter: ValueFilter) => {
    const value = "one" in filter.values ? sql`${filter.values.one}` : sql`unnest(${filter.values.many})`;
    return sql`array(select v from (select ${value} as v from ${products} where ${PUBLISHED}) as all_values group by v order by v) as ${sql.identifier(filter.param)}`;
  };
  const read = VALUE_FILTERS.filter((filter) => !filter.known);
  const [order] = await queryRows<Record<Param, string[]>>(
    db,
    sql`select ${sql.join(read.map(found), sql`, `)}`,
  );
  for (const filter of VALUE_FILTERS) if (filter.known) order[filter.param] = [...filter.known];
  return order;
}

// The listing's page of ids, total and facets, or null when the database must answer it (a
// search, particular ids, or a catalogue too large to hold).
export async function listFromIndex(
  db: Database,
  filters: ProductListFilters,
): Promise<{ ids: number[]; total: number; facets: Facets } | null> {
  if (DATABASE_FILTERS.some((filter) => filter.isSet(filters))) return null;
  const index = await listingIndex(db);
  if (!index) return null;
  const scope = scopeOf(filters);
  const summary = scope && (await findSummary(db, scope));
  const { total, facets } =
    summary ??
    pricedCounts(index.priced, filters) ??
    (await brandsSummed(db, index, filters)) ??
    countOnIndex(index, filters);
  const { order, test } = pageSource(index, filters);
  const start = (filters.page - 1) * filters.pageSize;
  const rows = pageOf(order, test, start, start + filters.pageSize, total);
  return { ids: rows.map((row) => index.ids[row]), total, facets };
}

// Several brands, the other filters naming a stored scope: a product has one brand, so the
// brands' stored totals and facets add up to the listing's, exactly. The brand facet is the
// scope's without a brand.
async function brandsSummed(db: Database, index: ListingIndex, filters: ProductListFilters) {
  if (filters.brand.length < 2) return null;
  const scopes = [
    { ...filters, brand: [] },
    ...[...new Set(filters.brand)].map((brand) => ({ ...filters, brand: [brand] })),
  ];
  const summaries = [];
  for (const scoped of scopes) {
    const scope = scopeOf(scoped);
    const summary = scope && (await findSummary(db, scope));
    if (!summary) return null;
    summaries.push(summary);
  }
  const [all, ...brands] = summaries;
  const sum = (filter: (typeof FACET_FILTERS)[number]) => {
    if (filter.param === "brand") return all.facets.brands;
    const counts = new Map<string, number>();
    for (const { facets } of brands)
      for (const { value, count } of facets[filter.facet])
        counts.set(value, (counts.get(value) ?? 0) + count);
    return index.columns[filter.param].values.flatMap((value) =>
      counts.has(value) ? [{ value, count: counts.get(value) as number }] : [],
    );
  };
  const prices = brands.filter(({ total }) => total > 0).map(({ facets }) => facets.price);
  const facets = {
    ...Object.fromEntries(FACET_FILTERS.map((filter) => [filter.facet, sum(filter)])),
    price: prices.length
      ? {
          min: Math.min(...prices.map((price) => price.min)),
          max: Math.max(...prices.map((price) => price.max)),
        }
      : { min: 0, max: 0 },
  } as Facets;
  return { total: brands.reduce((total, { total: one }) => total + one, 0), facets };
}

// A scope (one value at most of each filter) keeps its own rows in each order it is listed
// by, built on first use and held with the index, the least recently used dropped beyond
// MAX_HELD_ROWS in all.
const MAX_HELD_ROWS = 2_000_000; // 8 MB
const scopedOrdersCache = () =>
  new LRUCache<string, Int32Array>({
    maxSize: MAX_HELD_ROWS,
    sizeCalculation: (rows) => Math.max(1, rows.length),
  });

// Rows to page through, in the listing's order, and what a row of them must pass. A page of
// a scope is a slice of its held rows, or a walk checking the price alone. Other listings walk
// the whole catalogue.
function pageSource(index: ListingIndex, filters: ProductListFilters): { order: Int32Array; test: Test } {
  const sort = filters.sort ?? "id";
  const unpriced = { ...filters, minPrice: undefined, maxPrice: undefined };
  const scope = scopeOf(unpriced);
  if (!scope) return { order: index.orders[sort], test: matcher(index, filters) };
  const priceOnly = {
    ...filters,
    ...Object.fromEntries(VALUE_FILTERS.map((f) => [f.param, f.repeatable ? [] : undefined])),
  };
  const test = matcher(index, priceOnly);
  const scoped = matcher(index, unpriced);
  if (!scoped.any) return { order: index.orders[sort], test };
  const key = `${sort} ${scopeKey(scope)}`;
  let order = index.scopedOrders.get(key);
  if (!order) {
    order = index.orders[sort].filter((row) => scoped.failures(row) === 0);
    index.scopedOrders.set(key, order);
  }
  return { order, test };
}

// Search (title contains the text, case-insensitive; by title a-z): the page of ids and the
// exact total, or null for a text with other than printable ASCII (whose lower case the
// database's locale decides) or a catalogue too large to hold.
export async function searchFromIndex(
  db: Database,
  { q, page, pageSize }: { q: string; page: number; pageSize: number },
): Promise<{ ids: number[]; total: number } | null> {
  if (!/^[\x20-\x7e]+$/.test(q)) return null;
  const index = await listingIndex(db);
  if (!index) return null;
  const { titles, titleStarts, orders } = index;
  const text = q.toLowerCase();
  const [start, end] = [(page - 1) * pageSize, page * pageSize];
  const ids: number[] = [];
  let total = 0;
  for (let title = 0; title < titles.length; title++) {
    if (!titles[title].includes(text)) continue;
    const [from, to] = [titleStarts[title], titleStarts[title + 1]];
    // The part of this title's rows that falls on the page.
    for (let k = from + Math.max(0, start - total); k < to && total + k - from < end; k++)
      ids.push(index.ids[orders["a-z"][k]]);
    total += to - from;
  }
  return { ids, total };
}

// A listing's exact total and facets, counted on the index (the stored summaries are made so).
export function countOnIndex(index: ListingIndex, filters: ProductListFilters) {
  return countAndFacets(index, matcher(index, filters));
}

// What a row fails, as bits: one for each filter with a facet (FACET_FILTERS' order), one for
// the price, and BASE for the filters without a facet (every facet keeps them).
const facetBit = (position: number) => 1 << position;
const PRICE = 1 << FACET_FILTERS.length;
const BASE = PRICE << 1;
const bitOf = (filter: ValueFilter) =>
  filter.facet === null ? BASE : facetBit(FACET_FILTERS.findIndex((one) => one.facet === filter.facet));

export type Test = { failures: (row: number) => number; any: boolean };

// A check of one filter on a row: true when it passes.
function checkOf(column: Column, wanted: string[]): (row: number) => boolean {
  const flags = Uint8Array.from(column.values, (value) => (wanted.includes(value) ? 1 : 0));
  const { one, many } = column;
  if (one) return (row) => flags[one[row]] === 1;
  const { starts, values } = many as ValueLists;
  return (row) => {
    for (let k = starts[row]; k < starts[row + 1]; k++) if (flags[values[k]]) return true;
    return false;
  };
}

// What a row fails of the filters, as the bits above (0: it matches).
export function matcher(index: IndexColumns, filters: ProductListFilters): Test {
  const checks: { bit: number; passes: (row: number) => boolean }[] = [];
  for (const filter of VALUE_FILTERS) {
    const wanted = chosen(filter, filters);
    if (wanted.length)
      checks.push({ bit: bitOf(filter), passes: checkOf(index.columns[filter.param], wanted) });
  }
  const [min, max] = PRICE_FILTER.range(filters);
  const priced = PRICE_FILTER.isSet(filters);
  const { priceCents } = index;
  const failures = (row: number) => {
    let failed = 0;
    for (const check of checks) if (!check.passes(row)) failed |= check.bit;
    if (priced) {
      const price = priceCents[row];
      if (price < min || price > max) failed |= PRICE;
    }
    return failed;
  };
  return { failures, any: checks.length > 0 || priced };
}

// The rows of one page, in the order given. With the total known, a page in the second half
// is found from the end: no page walks more than half the rows.
function pageOf(order: Int32Array, test: Test, start: number, end: number, total: number): number[] {
  if (!test.any) return Array.from(order.subarray(start, Math.min(end, total)));
  const rows: number[] = [];
  if (start >= total / 2) {
    // Matches counted from the end: the page is those numbered total - end to total - start - 1.
    const [first, last] = [total - end, total - start - 1];
    let seen = 0;
    for (let k = order.length - 1; k >= 0 && seen <= last; k--) {
      if (test.failures(order[k]) !== 0) continue;
      if (seen >= first) rows.push(order[k]);
      seen++;
    }
    return rows.reverse();
  }
  let seen = 0;
  for (let k = 0; k < order.length && seen < end; k++) {
    if (test.failures(order[k]) !== 0) continue;
    if (seen >= start) rows.push(order[k]);
    seen++;
  }
  return rows;
}

// One walk over the rows: the matches are counted, and a facet counts the rows that fail no
// filter but its own (what choosing another of its values would give), as database.ts's
// facets do.
function countAndFacets(index: ListingIndex, test: Test): { total: number; facets: Facets } {
  const facetColumns = FACET_FILTERS.map((filter, position) => ({
    facet: filter.facet,
    column: index.columns[filter.param],
    counts: new Uint32Array(index.columns[filter.param].values.length),
    others: ~facetBit(position),
  }));
  let [total, min, max] = [0, Infinity, -Infinity];
  for (let row = 0; row < index.size; row++) {
    const failed = test.failures(row);
    if (failed & BASE || (failed & (failed - 1)) !== 0) continue; // fails two filters or more
    if (failed === 0) total++;
    for (const { column, counts, others } of facetColumns) {
      if (failed & others) continue;
      if (column.one) counts[column.one[row]]++;
      else {
        const { starts, values } = column.many as ValueLists;
        for (let k = starts[row]; k < starts[row + 1]; k++) counts[values[k]]++;
      }
    }
    if (!(failed & ~PRICE)) {
      const price = index.priceCents[row];
      if (price < min) min = price;
      if (price > max) max = price;
    }
  }
  const facets = {
    ...Object.fromEntries(
      facetColumns.map(({ facet, column, counts }) => [
        facet,
        column.values.flatMap((value, i) => (counts[i] ? [{ value, count: counts[i] }] : [])),
      ]),
    ),
    price: { min: dollars(min === Infinity ? 0 : min), max: dollars(max === -Infinity ? 0 : max) },
  } as Facets;
  return { total, facets };
}
