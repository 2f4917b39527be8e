// Listings answered from memory. The whole catalogue (up to INDEX_LIMIT products) is held as
// compact columns: what the filters, facets and sorts look at, each value as a number into
// the list of that column's values (in the database's order), with the row order of every
// sort computed once. A listing's page of ids, its total and its facets are then found here,
// exactly as the SQL of products.ts finds them, and only the page's cards are read from the
// database. The stored summaries serve the totals and facets they hold, as they do for the
// database's queries. About 70 bytes a product: 7 MB at 100,000.
//
// The index is rebuilt when this process changes what it holds (an import; not stock or
// ratings, which only cards show). Another process's import shows in the summaries' refresh
// time, which is checked every INDEX_CHECK_MS.
import { max, type SQL, sql } from "drizzle-orm";

import type { Facets, ProductListFilters, Sort } from "../contract";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { catalogueSummaries, products } from "../db/schema";
import { onCatalogueChange } from "../lib/catalogue-events";
import { dollars, toCents } from "../lib/money";
import { findSummary, scopeKey, scopeOf } from "./catalogue-summary";
import { type FacetColumn, pricedCounts, type PricedSource } from "./listing-prices";

// Larger catalogues are left to the database (its indexes and stored summaries).
const INDEX_LIMIT = 300_000;
const INDEX_CHECK_MS = 10_000;

// For each row, its values of a many-valued column: values[starts[row]] to values[starts[row + 1]].
type ValueLists = { starts: Uint32Array; values: Uint16Array };
type Dictionaries = Record<"parent" | "category" | "brand" | "colors" | "tags" | "collections", string[]>;
export type ListingIndex = {
  size: number;
  ids: Int32Array;
  priceCents: Int32Array;
  parent: Uint16Array;
  category: Uint16Array;
  brand: Uint16Array;
  colors: ValueLists;
  tags: ValueLists;
  collections: ValueLists;
  // Each column's values in the database's order, so facets come out sorted as SQL sorts them.
  values: Dictionaries;
  // Rows in the order of each sort (ties on id ascending).
  orders: Record<Sort | "id", Int32Array>;
  // The distinct titles in the database's order, lower-cased (ASCII letters only), and where
  // each one's rows start in the a-z order (one more at the end): search reads each title once.
  titles: string[];
  titleStarts: Uint32Array;
  // Scopes' prices, for price filters (listing-prices.ts), and rows in each order (pageSource).
  priced: PricedSource;
  scopedOrders: Map<string, Int32Array>;
};

type Held = { index: Promise<ListingIndex | null>; stamp: Promise<string | null>; checked: number };
const held = new WeakMap<Database, { current: Held | null }>();

function holderFor(db: Database) {
  let holder = held.get(db);
  if (!holder) {
    const created = { current: null as Held | null };
    onCatalogueChange(db, (what) => {
      if (what === "all") created.current = null;
    });
    held.set(db, (holder = created));
  }
  return holder;
}

// When the summaries were last refreshed: every writer of the catalogue refreshes them.
async function refreshedAt(db: Database): Promise<string | null> {
  const [row] = await db.select({ at: max(catalogueSummaries.refreshedAt) }).from(catalogueSummaries);
  return row?.at ? new Date(row.at).toISOString() : null;
}

// The index of this database's catalogue, or null when it is too large to hold. Requests
// during a check or a rebuild share it.
export async function listingIndex(db: Database): Promise<ListingIndex | null> {
  const holder = holderFor(db);
  const current = holder.current;
  const now = Date.now();
  if (current && now - current.checked >= INDEX_CHECK_MS) {
    current.checked = now;
    const [stamp, was] = await Promise.all([refreshedAt(db), current.stamp]);
    if (stamp !== was && holder.current === current) holder.current = null;
    return listingIndex(db);
  }
  if (current) return current.index;
  // The stamp first: an import between the two reads is seen at the next check.
  const stamp = refreshedAt(db);
  const entry: Held = { stamp, index: stamp.then(() => readIndex(db)), checked: now };
  holder.current = entry;
  // A failed read is not kept.
  entry.index.catch(() => {
    if (holder.current === entry) holder.current = null;
  });
  return entry.index;
}

// Rows read at a time: the catalogue is read in slices by id, so neither the database nor
// this process holds all of it as rows at once.
const READ_SLICE = 10_000;

export async function readIndex(db: Database): Promise<ListingIndex | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count > INDEX_LIMIT) return null;
  const values = await dictionaries(db);
  // The distinct titles in the database's own order (its collation): a title's place there is
  // its rank in the a-z and z-a sorts.
  const sortedTitles = (
    await queryRows<{ title: string }>(
      db,
      sql`select distinct ${products.title} as title from ${products} order by 1`,
    )
  ).map((row) => row.title);
  const { columns, singles, lists } = await readRows(db, values, sortedTitles);
  const size = columns.ids.length;
  if (size > INDEX_LIMIT) return null;
  const valueLists = ({ starts, values: listed }: { starts: number[]; values: number[] }): ValueLists => ({
    starts: Uint32Array.from([...starts, listed.length]),
    values: Uint16Array.from(listed),
  });
  const ids = Int32Array.from(columns.ids);
  const priceCents = Int32Array.from(columns.price);
  const titleRank = Int32Array.from(columns.rank);
  // Rows are read by id, so a tie on id ascending is a tie on the row's position.
  const positions = () => Int32Array.from({ length: size }, (_, i) => i);
  const sorted = (compare: (a: number, b: number) => number) =>
    positions().sort((a, b) => compare(a, b) || a - b);
  const titles = sortedTitles.map((title) => title.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()));
  const titleStarts = new Uint32Array(titles.length + 1);
  for (const rank of titleRank) titleStarts[rank + 1]++;
  for (let i = 1; i <= titles.length; i++) titleStarts[i] += titleStarts[i - 1];
  const index: Omit<ListingIndex, "priced" | "scopedOrders"> = {
    titles,
    titleStarts,
    size,
    ids,
    priceCents,
    parent: Uint16Array.from(singles.parent),
    category: Uint16Array.from(singles.category),
    brand: Uint16Array.from(singles.brand),
    colors: valueLists(lists.colors),
    tags: valueLists(lists.tags),
    collections: valueLists(lists.collections),
    values,
    orders: {
      id: positions(),
      "a-z": sorted((a, b) => titleRank[a] - titleRank[b]),
      "z-a": sorted((a, b) => titleRank[b] - titleRank[a]),
      low: sorted((a, b) => priceCents[a] - priceCents[b]),
      high: sorted((a, b) => priceCents[b] - priceCents[a]),
    },
  };
  return { ...index, priced: pricedSource(index), scopedOrders: new Map() };
}

// The catalogue's rows by id, each value as its number in the value lists (titles as their
// rank), in plain arrays.
async function readRows(db: Database, values: Dictionaries, titles: string[]) {
  const rankOf = new Map(titles.map((title, i) => [title, i]));
  const numbered = (list: string[]) => new Map(list.map((value, i) => [value, i]));
  const number = {
    parent: numbered(values.parent),
    category: numbered(values.category),
    brand: numbered(values.brand),
    colors: numbered(values.colors),
    tags: numbered(values.tags),
    collections: numbered(values.collections),
  };
  const columns = { ids: [] as number[], price: [] as number[], rank: [] as number[] };
  const singles = { parent: [] as number[], category: [] as number[], brand: [] as number[] };
  const lists = {
    colors: { starts: [] as number[], values: [] as number[] },
    tags: { starts: [] as number[], values: [] as number[] },
    collections: { starts: [] as number[], values: [] as number[] },
  };
  for (let last = 0; ;) {
    // Each row as one text, its fields apart by the record separator and the values of its
    // lists by the unit separator (control characters no catalogue text may hold): parsed here
    // with split, in about half the time rows of arrays take.
    const slice = await queryRows<{ row: string }>(
      db,
      sql`select concat_ws(chr(30), ${products.id}, ${products.priceCents}, ${products.parentCategoryCode},
          ${products.categoryCode}, ${products.brand}, array_to_string(${products.colors}, chr(31)),
          array_to_string(${products.tags}, chr(31)), array_to_string(${products.collections}, chr(31)),
          ${products.title}) as row
        from ${products} where ${products.id} > ${last} order by ${products.id} limit ${READ_SLICE}`,
    );
    for (const { row } of slice) {
      const [id, price, parent, category, brand, colors, tags, collections, title] = row.split("\x1e");
      columns.ids.push(Number(id));
      columns.price.push(Number(price));
      columns.rank.push(rankOf.get(title) ?? 0);
      singles.parent.push(number.parent.get(parent) ?? 0);
      singles.category.push(number.category.get(category) ?? 0);
      singles.brand.push(number.brand.get(brand) ?? 0);
      const listed = { colors, tags, collections };
      for (const key of ["colors", "tags", "collections"] as const) {
        lists[key].starts.push(lists[key].values.length);
        if (!listed[key]) continue;
        for (const value of new Set(listed[key].split("\x1f")))
          lists[key].values.push(number[key].get(value) ?? 0);
      }
    }
    if (slice.length < READ_SLICE) break;
    last = columns.ids[columns.ids.length - 1];
  }
  return { columns, singles, lists };
}

function pricedSource(index: Omit<ListingIndex, "priced" | "scopedOrders">): PricedSource {
  const listOf = ({ starts, values }: ValueLists, row: number) =>
    values.subarray(starts[row], starts[row + 1]);
  return {
    values: {
      category: index.values.category,
      brand: index.values.brand,
      colors: index.values.colors,
      tags: index.values.tags,
    },
    held: new Map(),
    *rowsByPrice(filters) {
      const test = matcher(index, filters);
      for (const row of index.orders.low) {
        if (test.failures(row) !== 0) continue;
        const values: Record<FacetColumn, Iterable<number>> = {
          category: [index.category[row]],
          brand: [index.brand[row]],
          colors: listOf(index.colors, row),
          tags: listOf(index.tags, row),
        };
        yield { price: index.priceCents[row], values };
      }
    },
  };
}

async function dictionaries(db: Database): Promise<Dictionaries> {
  // Grouped, then sorted: a hash of the few values, not a sort of every tag of every product.
  const values = (column: SQL) =>
    sql`array(select v from (select ${column} as v from ${products}) as all_values group by v order by v)`;
  const [order] = await queryRows<Dictionaries>(
    db,
    sql`select ${values(sql`${products.parentCategoryCode}`)} as "parent",
      ${values(sql`${products.categoryCode}`)} as "category",
      ${values(sql`${products.brand}`)} as "brand",
      ${values(sql`unnest(${products.colors})`)} as "colors",
      ${values(sql`unnest(${products.tags})`)} as "tags",
      ${values(sql`unnest(${products.collections})`)} as "collections"`,
  );
  return order;
}

// The listing's page of ids, total and facets, or null when the database must answer it (a
// search, particular ids, or a catalogue too large to hold).
export async function listFromIndex(
  db: Database,
  filters: ProductListFilters,
): Promise<{ ids: number[]; total: number; facets: Facets } | null> {
  if (filters.q?.trim() || filters.ids.length) return null;
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
  const sum = (key: "categories" | "colors" | "tags", order: string[]) => {
    const counts = new Map<string, number>();
    for (const { facets } of brands)
      for (const { value, count } of facets[key]) counts.set(value, (counts.get(value) ?? 0) + count);
    return order.flatMap((value) =>
      counts.has(value) ? [{ value, count: counts.get(value) as number }] : [],
    );
  };
  const prices = brands.filter(({ total }) => total > 0).map(({ facets }) => facets.price);
  const facets: Facets = {
    categories: sum("categories", index.values.category),
    brands: all.facets.brands,
    colors: sum("colors", index.values.colors) as Facets["colors"],
    tags: sum("tags", index.values.tags),
    price: prices.length
      ? {
          min: Math.min(...prices.map((price) => price.min)),
          max: Math.max(...prices.map((price) => price.max)),
        }
      : { min: 0, max: 0 },
  };
  return { total: brands.reduce((total, { total: one }) => total + one, 0), facets };
}

// Rows to page through, in the listing's order, and what a row of them must pass. A scope
// (one value at most of each filter) keeps its own rows in each order it is listed by, built
// on first use and held with the index (at most MAX_HELD_ROWS in all): a page of it is a
// slice, or a walk checking the price alone. Other listings walk the whole catalogue.
const MAX_HELD_ROWS = 2_000_000; // 8 MB

function pageSource(index: ListingIndex, filters: ProductListFilters): { order: Int32Array; test: Test } {
  const sort = filters.sort ?? "id";
  const unpriced = { ...filters, minPrice: undefined, maxPrice: undefined };
  const scope = scopeOf(unpriced);
  if (!scope) return { order: index.orders[sort], test: matcher(index, filters) };
  const priceOnly = {
    ...unpriced,
    c1: undefined,
    c2: undefined,
    collection: undefined,
    brand: [],
    color: [],
    tag: [],
  };
  const test = matcher(index, { ...priceOnly, minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  const scoped = matcher(index, unpriced);
  if (!scoped.any) return { order: index.orders[sort], test };
  const key = `${sort} ${scopeKey(scope)}`;
  const held = index.scopedOrders;
  let order = held.get(key);
  if (order)
    held.delete(key); // most recently used last
  else order = index.orders[sort].filter((row) => scoped.failures(row) === 0);
  held.set(key, order);
  let rows = [...held.values()].reduce((sum, kept) => sum + kept.length, 0);
  for (const [oldest, kept] of held) {
    if (rows <= MAX_HELD_ROWS || kept === order) break;
    held.delete(oldest);
    rows -= kept.length;
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

// Facets, as bits of what a row fails; BASE is the top category and collection, which every
// facet keeps.
const CATEGORY = 1;
const BRAND = 2;
const COLOR = 4;
const TAG = 8;
const PRICE = 16;
const BASE = 32;

type Test = { failures: (row: number) => number; any: boolean };

// What a row fails of the filters, as the bits above (0: it matches).
function matcher(index: Omit<ListingIndex, "priced" | "scopedOrders">, filters: ProductListFilters): Test {
  // A value's number; -1 without the filter, -2 for a value no row has.
  const numberOf = (list: string[], value: string | undefined) =>
    value === undefined ? -1 : list.includes(value) ? list.indexOf(value) : -2;
  const flags = (list: string[], wanted: readonly string[]) =>
    wanted.length ? Uint8Array.from(list, (value) => (wanted.includes(value) ? 1 : 0)) : null;
  const hasAny = ({ starts, values }: ValueLists, row: number, flagged: Uint8Array) => {
    for (let k = starts[row]; k < starts[row + 1]; k++) if (flagged[values[k]]) return true;
    return false;
  };
  const parent = numberOf(index.values.parent, filters.c1);
  const category = numberOf(index.values.category, filters.c2);
  const collection =
    filters.collection === undefined ? null : flags(index.values.collections, [filters.collection]);
  const brand = flags(index.values.brand, filters.brand);
  const color = flags(index.values.colors, filters.color);
  const tag = flags(index.values.tags, filters.tag);
  const min = filters.minPrice === undefined ? -Infinity : toCents(filters.minPrice);
  const max = filters.maxPrice === undefined ? Infinity : toCents(filters.maxPrice);
  const failures = (row: number) => {
    let failed = 0;
    if (parent !== -1 && index.parent[row] !== parent) failed |= BASE;
    if (collection && !hasAny(index.collections, row, collection)) failed |= BASE;
    if (category !== -1 && index.category[row] !== category) failed |= CATEGORY;
    if (brand && !brand[index.brand[row]]) failed |= BRAND;
    if (color && !hasAny(index.colors, row, color)) failed |= COLOR;
    if (tag && !hasAny(index.tags, row, tag)) failed |= TAG;
    const price = index.priceCents[row];
    if (price < min || price > max) failed |= PRICE;
    return failed;
  };
  const any =
    parent !== -1 ||
    category !== -1 ||
    Boolean(collection || brand || color || tag) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined;
  return { failures, any };
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

// One walk over the rows: the matches are counted, and a facet counts the rows that fail no filter but its own (what choosing another of its
// values would give), as products.ts's facets do.
function countAndFacets(index: ListingIndex, test: Test): { total: number; facets: Facets } {
  const { values } = index;
  const counts = {
    category: new Uint32Array(values.category.length),
    brand: new Uint32Array(values.brand.length),
    colors: new Uint32Array(values.colors.length),
    tags: new Uint32Array(values.tags.length),
  };
  const countValues = ({ starts, values: listed }: ValueLists, row: number, into: Uint32Array) => {
    for (let k = starts[row]; k < starts[row + 1]; k++) into[listed[k]]++;
  };
  let [total, min, max] = [0, Infinity, -Infinity];
  for (let row = 0; row < index.size; row++) {
    const failed = test.failures(row);
    if (failed & BASE || (failed & (failed - 1)) !== 0) continue; // fails two filters or more
    if (failed === 0) total++;
    if (!(failed & ~CATEGORY)) counts.category[index.category[row]]++;
    if (!(failed & ~BRAND)) counts.brand[index.brand[row]]++;
    if (!(failed & ~COLOR)) countValues(index.colors, row, counts.colors);
    if (!(failed & ~TAG)) countValues(index.tags, row, counts.tags);
    if (!(failed & ~PRICE)) {
      const price = index.priceCents[row];
      if (price < min) min = price;
      if (price > max) max = price;
    }
  }
  const listed = (list: string[], found: Uint32Array) =>
    list.flatMap((value, i) => (found[i] ? [{ value, count: found[i] }] : []));
  const facets: Facets = {
    categories: listed(values.category, counts.category),
    brands: listed(values.brand, counts.brand),
    colors: listed(values.colors, counts.colors),
    tags: listed(values.tags, counts.tags),
    price: { min: dollars(min === Infinity ? 0 : min), max: dollars(max === -Infinity ? 0 : max) },
  };
  return { total, facets };
}
