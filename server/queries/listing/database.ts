// Listings answered by the database: a page of products, its total (exact up to
// EXACT_COUNT_LIMIT, else the planner's estimate) and its facets, from the stored summaries
// where they hold them, else counted live (over a sample on a large catalogue). Every filter
// is filters.ts's SQL.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Facets, Paging, ProductCard, Sort } from "../../contract";
import { type Database, queryRows } from "../../db/client";
import { products } from "../../db/schema";
import { dollars } from "../../lib/money";
import {
  countMatching as countMatchingOf,
  estimateBeyondLimit as estimateOf,
  EXACT_COUNT_LIMIT,
  limitedCount as limitedCountOf,
} from "../capped-count";
import { cardFields, fromJson, toCard } from "../product-cards";
import {
  chosen,
  conditions,
  FACET_FILTERS,
  inFacetOrder,
  type ListFilters,
  PUBLISHED,
  titleContains,
  without,
} from "./filters";
import { findSummary, type Scope, scopeFilters, scopeOf } from "./summaries";

// Each sort's keys and directions (true: ascending); no sort is by id.
const ORDER: Record<Sort | "id", [PgColumn, boolean][]> = {
  id: [[products.id, true]],
  "a-z": [
    [products.title, true],
    [products.id, true],
  ],
  "z-a": [
    [products.title, false],
    [products.id, true],
  ],
  low: [
    [products.priceCents, true],
    [products.id, true],
  ],
  high: [
    [products.priceCents, false],
    [products.id, true],
  ],
};

// The order, or its exact reverse (the same index read backwards).
const orderBy = (sort: Sort | undefined, reversed: boolean) =>
  ORDER[sort ?? "id"].map(([column, ascending]) => (ascending !== reversed ? asc(column) : desc(column)));

export { EXACT_COUNT_LIMIT } from "../capped-count";

export async function listProductsFromDatabase(db: Database, filters: ListFilters) {
  const scope = scopeOf(filters);
  const where = and(...conditions(filters));
  const summary = scope && (await findSummary(db, scope));
  const [page, { total, facets }] = await Promise.all([
    pageOfProducts(db, where, filters.sort, filters, summary?.total),
    summary ?? countAndFacets(db, where, filters),
  ]);
  return { ...page, paging: paging(filters, total), facets };
}

// Rows a sampled facet reads, whatever the catalogue's size: enough for counts within a few
// per cent for values of a large listing (the only ones sampled), few enough that a listing
// of 100,000 products counts its facets about as fast as the demo's 250 are counted whole.
const SAMPLE_ROWS = 2_000;

// The total and the facets. A catalogue too small to sample counts both in one statement; a
// larger one counts first, as the total decides whether its facets are sampled.
async function countAndFacets(db: Database, where: SQL | undefined, filters: ListFilters) {
  const catalogueSize = (await findSummary(db, {}))?.total ?? 0;
  if (catalogueSize <= SAMPLE_ROWS) {
    const { facets, counted } = await facetsFor(db, filters, { useSummaries: true, count: where });
    return { total: await estimateBeyondLimit(db, where, counted), facets };
  }
  const total = (await totalFromSummaries(db, filters)) ?? (await countMatching(db, where));
  const percent = total > EXACT_COUNT_LIMIT ? (100 * SAMPLE_ROWS) / catalogueSize : 100;
  return { total, facets: (await facetsFor(db, filters, { useSummaries: true, percent })).facets };
}

// A stored scope narrowed by one value of a facet it leaves open (a brand and a colour, say)
// is counted already: that value's count in the scope's facet.
async function totalFromSummaries(db: Database, filters: ListFilters): Promise<number | null> {
  for (const filter of FACET_FILTERS) {
    const values = chosen(filter, filters);
    if (values.length !== 1) continue;
    const scope = scopeOf(without(filters, filter.facet));
    const summary = scope && (await findSummary(db, scope));
    if (summary) return summary.facets[filter.facet].find((entry) => entry.value === values[0])?.count ?? 0;
  }
  return null;
}

// A scope's exact total and facets, for the stored summaries: live, as they are what is
// being rebuilt.
export async function summarise(db: Database, scope: Scope) {
  const filters = scopeFilters(scope);
  const [[{ total }], { facets }] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...conditions(filters))),
    facetsFor(db, filters, { useSummaries: false }),
  ]);
  return { total, facets };
}

type SearchQuery = { q: string; page: number; pageSize: number };

export async function searchProductsFromDatabase(db: Database, query: SearchQuery) {
  const text = query.q.trim();
  if (!text) return { data: [], paging: paging(query, 0) };
  const where = and(PUBLISHED, titleContains(text));
  const [page, total] = await Promise.all([
    pageOfProducts(db, where, "a-z", query),
    countMatching(db, where),
  ]);
  return { ...page, paging: paging(query, total) };
}

export function paging({ page, pageSize }: { page: number; pageSize: number }, total: number): Paging {
  return { page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

// The catalogue's capped count (../capped-count.ts) over the products table.
const limitedCount = (where: SQL | undefined) => limitedCountOf(sql`${products}`, where);
const countMatching = (db: Database, where: SQL | undefined) => countMatchingOf(db, sql`${products}`, where);
const estimateBeyondLimit = (db: Database, where: SQL | undefined, count: number) =>
  estimateOf(db, sql`${products}`, where, count);

// One statement for the page: the ids of the page first (from an index, reading only the sort
// key and id), then those rows as cards: a deep page skips index entries, not whole rows.
// When the total is known exactly, a page in the second half is read from the end, in
// reverse: no page skips more than half the entries, and the last pages skip almost none.
async function pageOfProducts(
  db: Database,
  where: SQL | undefined,
  sort: Sort | undefined,
  { page, pageSize }: { page: number; pageSize: number },
  exactTotal?: number,
): Promise<{ data: ProductCard[] }> {
  const start = (page - 1) * pageSize;
  const fromEnd = exactTotal !== undefined && start >= exactTotal / 2;
  const end = fromEnd ? Math.min(start + pageSize, exactTotal) : start + pageSize;
  if (end <= start) return { data: [] };
  const entries = db.$with("entries").as(
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...orderBy(sort, fromEnd))
      .limit(end - start)
      .offset(fromEnd ? exactTotal - end : start),
  );
  const rows = await db
    .with(entries)
    .select(cardFields)
    .from(entries)
    .innerJoin(products, eq(products.id, entries.id))
    .orderBy(...orderBy(sort, false));
  return { data: rows.map(toCard) };
}

type Counts = { value: string; count: number }[];
type FacetOptions = { useSummaries: boolean; percent?: number; count?: SQL | undefined };

// Each facet counts the products matching every other filter. When those filters name a
// precomputed scope, its stored counts serve; the others are counted live, all in one
// statement (a scalar subquery each), over a sample of `percent` of the table scaled up when
// given. `count` adds the limited count of the matches under that condition to the statement.
async function facetsFor(
  db: Database,
  filters: ListFilters,
  { useSummaries, percent = 100, count }: FacetOptions,
): Promise<{ facets: Facets; counted: number }> {
  const from =
    percent < 100
      ? sql`${products} tablesample system (${sql.raw(percent.toFixed(3))}) repeatable (1)`
      : sql`${products}`;
  const rest = (facet: keyof Facets) => and(...conditions(without(filters, facet)));
  const live = (facet: keyof Facets): SQL => {
    // Exact, from the ends of the price indexes.
    if (facet === "price")
      return sql`(select json_build_object('min', coalesce(min(${products.priceCents}), 0), 'max', coalesce(max(${products.priceCents}), 0)) from ${products} where ${rest("price") ?? sql`true`})`;
    const { values } = FACET_FILTERS.find(
      (filter) => filter.facet === facet,
    ) as (typeof FACET_FILTERS)[number];
    return "one" in values
      ? facetCounts(sql`${values.one}`, from, rest(facet))
      : facetCounts(sql`v.value`, sql`${from} cross join unnest(${values.many}) as v(value)`, rest(facet));
  };
  const stored: Partial<Facets> = {};
  const columns: SQL[] = count === undefined ? [] : [sql`${limitedCount(count)} as counted`];
  for (const facet of [...FACET_FILTERS.map((filter) => filter.facet), "price" as const]) {
    const scope = useSummaries ? scopeOf(without(filters, facet)) : null;
    const summary = scope && (await findSummary(db, scope));
    if (summary) stored[facet] = summary.facets[facet] as never;
    else columns.push(sql`${live(facet)} as ${sql.identifier(facet)}`);
  }
  const [row] = columns.length
    ? await queryRows<Record<string, unknown>>(db, sql`select ${sql.join(columns, sql`, `)}`)
    : [{}];
  const scale = (rows: Counts) =>
    percent < 100 ? rows.map((r) => ({ ...r, count: Math.round((r.count * 100) / percent) })) : rows;
  const price = fromJson(row.price) as { min: number; max: number } | undefined;
  const facets = {
    ...Object.fromEntries(
      FACET_FILTERS.map((filter) => [
        filter.facet,
        stored[filter.facet] ?? inFacetOrder(filter, scale(fromJson(row[filter.facet]) as Counts)),
      ]),
    ),
    price: stored.price ?? { min: dollars(price?.min ?? 0), max: dollars(price?.max ?? 0) },
  } as Facets;
  return { facets, counted: Number(row.counted ?? 0) };
}

// Products per value (a column, or the elements of an array), by value, as json.
const facetCounts = (value: SQL, from: SQL, where: SQL | undefined) =>
  sql`(select coalesce(json_agg(json_build_object('value', f.value, 'count', f.count) order by f.value), '[]')
    from (select ${value} as value, count(distinct ${products.id})::int as count from ${from}
      where ${where ?? sql`true`} group by 1) as f)`;
