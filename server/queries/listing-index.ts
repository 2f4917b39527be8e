// Small listings answered from memory. A listing's base (its top category and collection, or
// the whole catalogue) with at most INDEX_LIMIT products is read once as compact rows: what
// the filters, facets and sorts look at. Any brand, colour, tag, sub-category and price
// filter within it is then counted, faceted and paged here, exactly as the SQL of
// products.ts does it, and only the page's cards are read from the database. The rows are
// dropped when the catalogue changes in this process, and expire as the API's answers do.
import { and, eq, type SQL, sql } from "drizzle-orm";

import type { Facets, ProductListFilters, Sort } from "../contract";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { products } from "../db/schema";
import { catalogueReadsCache } from "../lib/catalogue-events";
import { dollars, toCents } from "../lib/money";
import { findSummary } from "./catalogue-summary";

// Bases larger than this are left to the database (its indexes and stored summaries).
const INDEX_LIMIT = 1_000;
const INDEX_TTL_MS = 10_000;
const INDEX_MAX_BASES = 200;

type Row = {
  id: number;
  categoryCode: string;
  brand: string;
  colors: string[];
  tags: string[];
  priceCents: number;
  // The title's place in the database's own order (its collation): equal titles, equal rank.
  titleRank: number;
};
type FacetValues = "categoryCode" | "brand" | "colors" | "tags";
// Each facet's values in the database's order, so the counts come out sorted as SQL sorts them.
type Base = { rows: Row[]; order: Record<FacetValues, string[]> };

const basesOf = catalogueReadsCache<Base | null>({ ttlMs: INDEX_TTL_MS, maxEntries: INDEX_MAX_BASES });

// The listing's page of ids, total and facets, or null when the database must answer it (a
// search, particular ids, or a base too large to hold).
export async function listFromIndex(
  db: Database,
  filters: ProductListFilters,
): Promise<{ ids: number[]; total: number; facets: Facets } | null> {
  if (filters.q?.trim() || filters.ids.length) return null;
  const { c1, collection } = filters;
  const key = JSON.stringify([c1 ?? null, collection ?? null]);
  const base = await basesOf(db).get(key, () => readBase(db, { c1, collection }));
  if (!base) return null;
  const matches = base.rows.filter((row) => matching(row, filters, null));
  const start = (filters.page - 1) * filters.pageSize;
  return {
    ids: matches
      .sort(ORDER[filters.sort ?? "id"])
      .slice(start, start + filters.pageSize)
      .map((row) => row.id),
    total: matches.length,
    facets: facetsOf(base, filters),
  };
}

async function readBase(db: Database, scope: { c1?: string; collection?: string }): Promise<Base | null> {
  const summary = await findSummary(db, scope);
  if (summary && summary.total > INDEX_LIMIT) return null;
  const where = and(
    scope.c1 ? eq(products.parentCategoryCode, scope.c1) : undefined,
    scope.collection ? sql`${products.collections} @> array[${scope.collection}]::text[]` : undefined,
  );
  const rows = await db
    .select({
      id: products.id,
      categoryCode: products.categoryCode,
      brand: products.brand,
      colors: products.colors,
      tags: products.tags,
      priceCents: products.priceCents,
      titleRank: sql<number>`(dense_rank() over (order by ${products.title}))::int`,
    })
    .from(products)
    .where(where)
    .limit(INDEX_LIMIT + 1);
  if (rows.length > INDEX_LIMIT) return null;
  return { rows, order: await valueOrder(db, where) };
}

async function valueOrder(db: Database, where: SQL | undefined): Promise<Base["order"]> {
  const scoped = sql`from ${products} where ${where ?? sql`true`}`;
  const [order] = await queryRows<Base["order"]>(
    db,
    sql`select
      array(select distinct ${products.categoryCode} ${scoped} order by 1) as "categoryCode",
      array(select distinct ${products.brand} ${scoped} order by 1) as "brand",
      array(select distinct unnest(${products.colors}) ${scoped} order by 1) as "colors",
      array(select distinct unnest(${products.tags}) ${scoped} order by 1) as "tags"`,
  );
  return order;
}

type Facet = "category" | "brand" | "color" | "tag" | "price";

// The filters of products.ts's conditions beyond the base, but one facet's own (that facet
// counts what choosing another of its values would give).
function matching(row: Row, filters: ProductListFilters, except: Facet | null) {
  const { c2, brand, color, tag, minPrice, maxPrice } = filters;
  if (except !== "category" && c2 && row.categoryCode !== c2) return false;
  if (except !== "brand" && brand.length && !brand.includes(row.brand)) return false;
  if (except !== "color" && color.length && !row.colors.some((value) => color.includes(value as never)))
    return false;
  if (except !== "tag" && tag.length && !row.tags.some((value) => tag.includes(value))) return false;
  if (except === "price") return true;
  if (minPrice !== undefined && row.priceCents < toCents(minPrice)) return false;
  return maxPrice === undefined || row.priceCents <= toCents(maxPrice);
}

function facetsOf(base: Base, filters: ProductListFilters): Facets {
  const counts = (facet: Exclude<Facet, "price">, values: FacetValues) => {
    const found = new Map<string, number>();
    for (const row of base.rows) {
      if (!matching(row, filters, facet)) continue;
      const value = row[values];
      for (const one of new Set(typeof value === "string" ? [value] : value))
        found.set(one, (found.get(one) ?? 0) + 1);
    }
    return base.order[values].flatMap((value) => {
      const count = found.get(value);
      return count ? [{ value, count }] : [];
    });
  };
  const prices = base.rows.filter((row) => matching(row, filters, "price")).map((row) => row.priceCents);
  return {
    categories: counts("category", "categoryCode"),
    brands: counts("brand", "brand"),
    colors: counts("color", "colors"),
    tags: counts("tag", "tags"),
    price: {
      min: dollars(prices.length ? Math.min(...prices) : 0),
      max: dollars(prices.length ? Math.max(...prices) : 0),
    },
  };
}

// The sorts of products.ts, with ties on id ascending.
const byId = (a: Row, b: Row) => a.id - b.id;
const ORDER: Record<Sort | "id", (a: Row, b: Row) => number> = {
  id: byId,
  "a-z": (a, b) => a.titleRank - b.titleRank || byId(a, b),
  "z-a": (a, b) => b.titleRank - a.titleRank || byId(a, b),
  low: (a, b) => a.priceCents - b.priceCents || byId(a, b),
  high: (a, b) => b.priceCents - a.priceCents || byId(a, b),
};
