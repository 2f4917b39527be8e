// Precomputed totals and facet counts of the listings shoppers open most: all products, each
// category, each collection (catalog pages, home sliders), each tag, brand and colour. They are refreshed
// when the catalogue is loaded or changed, so opening those listings reads one row instead of
// counting the whole table. Other filter combinations are counted live.
import { type SQL, sql } from "drizzle-orm";

import { COLORS, type Facets, type ProductListFilters } from "../../contract";
import { type Database, queryRows } from "../../db/client";
import { catalogueSummaries, categories } from "../../db/schema";
import { catalogueChanged, catalogueReadsCache } from "../../lib/catalogue-events";
import { chosen, DATABASE_FILTERS, PRICE_FILTER, VALUE_FILTERS, type ValueFilter } from "./filters";

// A listing's one value at most of each filter the summaries keep (filters.ts, `scoped`).
export type Scope = Partial<Record<ScopedParam, string>>;
type ScopedParam = Extract<ValueFilter["param"], "c1" | "c2" | "collection" | "tag" | "brand" | "color">;
const SCOPED = VALUE_FILTERS.filter((filter) => filter.scoped);

// The scope a listing's filters name, when they name nothing else (no price, no search, no
// filter without scopes, at most one value of each). Only the scopes of scopesInUse are stored.
export function scopeOf(filters: ProductListFilters): Scope | null {
  if (PRICE_FILTER.isSet(filters) || DATABASE_FILTERS.some((filter) => filter.isSet(filters))) return null;
  const scope: Scope = {};
  for (const filter of VALUE_FILTERS) {
    const values = chosen(filter, filters);
    if (values.length > 1 || (values.length === 1 && !filter.scoped)) return null;
    if (values.length === 1) scope[filter.param as ScopedParam] = values[0];
  }
  return scope;
}

// One key per scope: the filters that are set, in the table's order.
export function scopeKey(scope: Scope): string {
  return JSON.stringify(SCOPED.map((filter) => scope[filter.param as ScopedParam] ?? null));
}

// A scope as listing filters.
export function scopeFilters(scope: Scope): ProductListFilters {
  const filters = { ids: [], page: 1, pageSize: 1 } as unknown as Record<string, unknown>;
  for (const filter of VALUE_FILTERS) {
    const value = scope[filter.param as ScopedParam];
    filters[filter.param] = filter.repeatable ? (value === undefined ? [] : [value]) : value;
  }
  return filters as ProductListFilters;
}

export async function findSummary(db: Database, scope: Scope) {
  return (await storedSummaries(db)).get(scopeKey(scope)) ?? null;
}

// Every stored summary, read in one statement and kept in memory: a listing looks up to six
// of them. Dropped when they are refreshed or the catalogue changes, here or in another process
// on the same PostgreSQL that says so (lib/catalogue-events.ts); a change no process told of is
// seen within SUMMARIES_TTL_MS, as the API's cache of answers does by default.
const SUMMARIES_TTL_MS = 10_000;
type Summaries = Map<string, { total: number; facets: Facets }>;
const summariesOf = catalogueReadsCache<Summaries>({ ttlMs: SUMMARIES_TTL_MS, maxEntries: 1 });

function storedSummaries(db: Database): Promise<Summaries> {
  return summariesOf(db).get("all", () =>
    db
      .select({
        scope: catalogueSummaries.scope,
        total: catalogueSummaries.total,
        facets: catalogueSummaries.facets,
      })
      .from(catalogueSummaries)
      .then((rows) => new Map(rows.map(({ scope, ...summary }) => [scope, summary]))),
  );
}

// Every scope worth keeping: all, each top category, each sub-category (alone and within
// its top category, as the menu links it), each collection, tag, brand and colour in use by a
// published product.
async function scopesInUse(db: Database): Promise<Scope[]> {
  // One after the other: refreshSummaries runs inside a transaction, one connection, where
  // node-postgres deprecates a query sent before the one before it has answered.
  const subs = await db.select({ code: categories.code, parentCode: categories.parentCode }).from(categories);
  const distinct = (expression: SQL) =>
    queryRows<{ value: string }>(
      db,
      sql`select distinct ${expression} as value from products where published`,
    );
  const collections = await distinct(sql`unnest(collections)`);
  const tags = await distinct(sql`unnest(tags)`);
  const brands = await distinct(sql`brand`);
  const colors = await distinct(sql`unnest(colors)`);
  const values = (rows: { value: string }[]) => rows.map((row) => row.value);
  return [
    {},
    ...subs.flatMap(({ code, parentCode }): Scope[] =>
      parentCode ? [{ c2: code }, { c1: parentCode, c2: code }] : [{ c1: code }],
    ),
    ...values(collections).map((collection) => ({ collection })),
    ...values(tags).map((tag) => ({ tag })),
    ...values(brands).map((brand) => ({ brand })),
    // Only colours a shopper can filter by.
    ...COLORS.filter((color) => values(colors).includes(color)).map((color) => ({ color })),
  ];
}

// Recomputes every summary in one transaction, so readers see the old set or the new one.
// `compute` is the live count of a listing (passed in: the listing query owns it).
export async function refreshSummaries(
  db: Database,
  compute: (scope: Scope) => Promise<{ total: number; facets: Facets }>,
) {
  const scopes = await scopesInUse(db);
  const rows: (typeof catalogueSummaries.$inferInsert)[] = [];
  for (const scope of scopes) rows.push({ scope: scopeKey(scope), ...(await compute(scope)) });
  await db.transaction(async (tx) => {
    await tx.delete(catalogueSummaries);
    if (rows.length) await tx.insert(catalogueSummaries).values(rows);
  });
  // What was read from the old ones goes. Inside an import's transaction db is that
  // transaction: the import tells once it commits.
  catalogueChanged(db);
}
