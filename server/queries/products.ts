// Catalogue reads: the filtered listing with its facets, one product, recommendations.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import {
  type Facets,
  type Paging,
  type ProductCard,
  type ProductDetail,
  type ProductListFilters,
  SITEMAP_PAGE_SIZE,
  type Sort,
} from "../contract";
import { type Database, queryRows } from "../db/client";
import { categories, productImages, products, productVariants } from "../db/schema";
import { dollars, toCents } from "../lib/money";
import { findSummary, refreshSummaries, type Scope, scopeOf } from "./catalogue-summary";

type ListFilters = ProductListFilters;
type FacetName = "category" | "brand" | "color" | "tag" | "price";

// Every filter as a SQL condition.
function conditions(filters: ListFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.ids.length) where.push(inArray(products.id, filters.ids));
  if (filters.c1) where.push(eq(products.parentCategoryCode, filters.c1));
  if (filters.c2) where.push(eq(products.categoryCode, filters.c2));
  if (filters.collection) where.push(sql`${products.collections} @> array[${filters.collection}]::text[]`);
  if (filters.brand.length) where.push(inArray(products.brand, filters.brand));
  if (filters.tag.length) where.push(overlaps(products.tags, filters.tag));
  if (filters.color.length) where.push(overlaps(products.colors, filters.color));
  if (filters.minPrice !== undefined) where.push(sql`${products.priceCents} >= ${toCents(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) where.push(sql`${products.priceCents} <= ${toCents(filters.maxPrice)}`);
  const text = filters.q?.trim();
  if (text) where.push(titleContains(text));
  return where;
}

// An array column holding any of the values (served by its GIN index).
const overlaps = (column: PgColumn, values: readonly string[]) =>
  sql`${column} && array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

// "Title contains", case-insensitive, as LIKE on lower(title) so the trigram index serves it;
// % _ and \ in the text are escaped to match themselves.
const titleContains = (text: string) =>
  sql`lower(${products.title}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`}`;

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

// Beyond this many matches a total is the planner's estimate: counting them all would read
// every matching row on every request. Smaller results are counted exactly.
export const EXACT_COUNT_LIMIT = 1_000;

export async function listProducts(db: Database, filters: ListFilters) {
  const scope = scopeOf(filters);
  const where = and(...conditions(filters));
  const summary = scope && (await findSummary(db, scope));
  const [page, { total, facets }] = await Promise.all([
    pageOfProducts(db, where, filters.sort, filters, summary?.total),
    summary ?? countAndFacets(db, where, filters),
  ]);
  return { ...page, paging: paging(filters, total), facets };
}

async function countAndFacets(db: Database, where: SQL | undefined, filters: ListFilters) {
  const total = await countMatching(db, where);
  return { total, facets: await facetsFor(db, filters, { total, useSummaries: true }) };
}

export async function summarise(db: Database, scope: Scope) {
  const filters = {
    ids: [],
    page: 1,
    pageSize: 1,
    ...scope,
    tag: scope.tag ? [scope.tag] : [],
    brand: scope.brand ? [scope.brand] : [],
    color: scope.color ? [scope.color] : [],
  };
  const [[{ total }], facets] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...conditions(filters))),
    // Exact and live: the stored summaries are what is being rebuilt.
    facetsFor(db, filters, { total: 0, useSummaries: false }),
  ]);
  return { total, facets };
}

// A database that gained the summaries table by migration has products but no summaries yet.
export async function ensureCatalogueSummaries(db: Database): Promise<boolean> {
  if (await findSummary(db, {})) return false;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count === 0) return false;
  await refreshCatalogueSummaries(db);
  return true;
}

export const refreshCatalogueSummaries = (db: Database) =>
  refreshSummaries(db, (scope) => summarise(db, scope));

// Search: title contains the text, case-insensitive; empty text finds nothing.
export async function searchProducts(db: Database, query: { q: string; page: number; pageSize: number }) {
  const text = query.q.trim();
  if (!text) return { data: [], paging: paging(query, 0) };
  const where = titleContains(text);
  const [page, total] = await Promise.all([
    pageOfProducts(db, where, "a-z", query),
    countMatching(db, where),
  ]);
  return { ...page, paging: paging(query, total) };
}

function paging({ page, pageSize }: { page: number; pageSize: number }, total: number): Paging {
  return { page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

// Exact up to EXACT_COUNT_LIMIT, then the planner's estimate (never less than what was seen).
async function countMatching(db: Database, where: SQL | undefined): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as("limited");
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(limited);
  if (count <= EXACT_COUNT_LIMIT) return count;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${products} where ${where ?? sql`true`}`,
  );
  // One column, json: parsed already by one driver, text from the other.
  const json = Object.values(row)[0];
  const [{ Plan }] = (typeof json === "string" ? JSON.parse(json) : json) as {
    Plan: { "Plan Rows": number };
  }[];
  return Math.max(count, Math.round(Plan["Plan Rows"]));
}

// The ids of the page first (from an index, reading only the sort key and id), then those
// rows: a deep page skips index entries, not whole rows. When the total is known exactly, a
// page in the second half is read from the end, in reverse: no page skips more than half the
// entries, and the last pages skip almost none.
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
  const entries = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy(sort, fromEnd))
    .limit(end - start)
    .offset(fromEnd ? exactTotal - end : start);
  const ids = (fromEnd ? entries.reverse() : entries).map((row) => row.id);
  if (ids.length === 0) return { data: [] };
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    data: await toCards(
      db,
      ids.flatMap((id) => byId.get(id) ?? []),
    ),
  };
}

// The filters without one facet's own, so that facet counts what choosing another of its
// values would give.
function without(filters: ListFilters, facet: FacetName): ListFilters {
  if (facet === "category") return { ...filters, c2: undefined };
  if (facet === "price") return { ...filters, minPrice: undefined, maxPrice: undefined };
  return { ...filters, [facet]: [] };
}

// Rows a sampled facet reads, whatever the catalogue's size: enough for counts within a few
// per cent for values of a large listing (the only ones sampled), few enough that a listing
// of 100,000 products counts its facets about as fast as the demo's 250 are counted whole.
const SAMPLE_ROWS = 2_000;

// Each facet counts the products matching every other filter. When those filters name a
// precomputed scope, its stored counts serve; otherwise they are counted live, over a fixed
// size sample of the table (scaled up) when the listing has more than EXACT_COUNT_LIMIT matches.
async function facetsFor(
  db: Database,
  filters: ListFilters,
  { total, useSummaries }: { total: number; useSummaries: boolean },
): Promise<Facets> {
  const stored = (scope: Scope | null) => (useSummaries && scope ? findSummary(db, scope) : null);
  const catalogueSize = (await stored({}))?.total ?? 0;
  const percent =
    total > EXACT_COUNT_LIMIT && catalogueSize > SAMPLE_ROWS ? (100 * SAMPLE_ROWS) / catalogueSize : 100;
  const from =
    percent < 100
      ? sql`${products} tablesample system (${sql.raw(percent.toFixed(3))}) repeatable (1)`
      : products;
  const scale = (rows: { value: string; count: number }[]) =>
    percent < 100 ? rows.map((row) => ({ ...row, count: Math.round((row.count * 100) / percent) })) : rows;
  const facet = async (
    name: Exclude<FacetName, "price">,
    live: (where: SQL | undefined) => Promise<{ value: string; count: number }[]>,
  ) => {
    const rest = without(filters, name);
    const summary = await stored(scopeOf(rest));
    if (summary) return summary.facets[FACET_KEYS[name]];
    return scale(await live(and(...conditions(rest))));
  };
  // Plain SQL fields: drizzle does not see the (sampled) table in a FROM written as SQL.
  const count = sql<number>`count(distinct ${products.id})::int`;
  // Products per value of an array column (colours, tags).
  const eachValue = (column: PgColumn, where: SQL | undefined) =>
    db
      .select({ value: sql<string>`v.value`, count })
      .from(from)
      .innerJoin(sql`unnest(${column}) as v(value)`, sql`true`)
      .where(where)
      .groupBy(sql`v.value`)
      .orderBy(sql`v.value`);
  const [categories, brands, colors, tags, price] = await Promise.all([
    facet("category", (where) =>
      db
        .select({ value: sql<string>`${products.categoryCode}`, count })
        .from(from)
        .where(where)
        .groupBy(products.categoryCode)
        .orderBy(products.categoryCode),
    ),
    facet("brand", (where) =>
      db
        .select({ value: sql<string>`${products.brand}`, count })
        .from(from)
        .where(where)
        .groupBy(products.brand)
        .orderBy(products.brand),
    ),
    facet("color", (where) => eachValue(products.colors, where)),
    facet("tag", (where) => eachValue(products.tags, where)),
    (async () => {
      const rest = without(filters, "price");
      return (await stored(scopeOf(rest)))?.facets.price ?? priceRange(db, and(...conditions(rest)));
    })(),
  ]);
  return { categories, brands, colors, tags, price };
}

const FACET_KEYS = { category: "categories", brand: "brands", color: "colors", tag: "tags" } as const;

// Exact, from the ends of the price indexes.
async function priceRange(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${products.priceCents}), 0)::int`,
      max: sql<number>`coalesce(max(${products.priceCents}), 0)::int`,
    })
    .from(products)
    .where(where);
  return { min: dollars(row.min), max: dollars(row.max) };
}

type ProductRow = typeof products.$inferSelect;

// Cards of the given products, by id (for lists that reference products, such as the wishlist).
export async function cardsByIds(db: Database, ids: number[]): Promise<Map<number, ProductCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map((await toCards(db, rows)).map((card) => [card.id, card]));
}

// Cards for a page of products: two queries for all of them, not two per product.
async function toCards(db: Database, rows: ProductRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, variants] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(productImages.position),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(productVariants.id),
  ]);
  return rows.map((row) =>
    toCard(
      row,
      images.filter((image) => image.productId === row.id),
      variants.filter((variant) => variant.productId === row.id),
    ),
  );
}

function toCard(
  row: ProductRow,
  images: (typeof productImages.$inferSelect)[],
  variants: (typeof productVariants.$inferSelect)[],
): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    brand: row.brand,
    categoryCode: row.categoryCode,
    parentCategoryCode: row.parentCategoryCode,
    ...prices(row),
    isNew: row.isNew,
    rating: row.rating,
    reviewCount: row.reviewCount,
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    colors: unique(variants.map((variant) => variant.color)),
    images: images.map(({ id, src, alt, color }) => ({ id, src, alt, color })),
  };
}

export function prices(row: Pick<ProductRow, "priceCents" | "listPriceCents" | "discountPercent">) {
  const sale = row.discountPercent > 0;
  return {
    price: dollars(row.priceCents),
    oldPrice: sale ? dollars(row.listPriceCents) : null,
    discountPercent: row.discountPercent,
    sale,
  };
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

export async function findProduct(db: Database, slug: string): Promise<ProductDetail | null> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row) return null;
  const [images, variants, cats] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(productImages.position),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(productVariants.id),
    db
      .select()
      .from(categories)
      .where(inArray(categories.code, [row.categoryCode, row.parentCategoryCode])),
  ]);
  const category = (code: string) => {
    const found = cats.find((c) => c.code === code);
    return { code, name: found?.name ?? code, parentCode: found?.parentCode ?? null };
  };
  return {
    ...toCard(row, images, variants),
    description: row.description,
    type: row.type,
    collections: row.collections,
    tags: row.tags,
    sizes: unique(variants.map((variant) => variant.size)),
    category: category(row.categoryCode),
    parentCategory: category(row.parentCategoryCode),
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    variants: variants.map(({ id, sku, size, color, imageId, stock }) => ({
      id,
      sku,
      size,
      color,
      imageId,
      stock,
    })),
  };
}

// Products like this one: the same sub-category first, then the same top category.
export async function recommendationsFor(
  db: Database,
  slug: string,
  limit = 8,
): Promise<ProductCard[] | null> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row) return null;
  // Two short index reads (best rated first) rather than sorting the whole top category.
  const bestRated = (where: SQL | undefined) =>
    db
      .select()
      .from(products)
      .where(and(where, sql`${products.id} <> ${row.id}`))
      .orderBy(desc(products.rating), asc(products.id))
      .limit(limit);
  const sameSub = await bestRated(eq(products.categoryCode, row.categoryCode));
  const rows =
    sameSub.length < limit
      ? [
          ...sameSub,
          ...(
            await bestRated(
              and(
                eq(products.parentCategoryCode, row.parentCategoryCode),
                sql`${products.categoryCode} <> ${row.categoryCode}`,
              ),
            )
          ).slice(0, limit - sameSub.length),
        ]
      : sameSub;
  return toCards(db, rows);
}

export async function findVariant(db: Database, slug: string, sku: string) {
  const [found] = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.slug, slug), eq(productVariants.sku, sku)));
  if (!found) return null;
  const { id, size, color, imageId, stock } = found.variant;
  return {
    id,
    sku: found.variant.sku,
    size,
    color,
    imageId,
    stock,
    productId: found.product.id,
    ...prices(found.product),
  };
}

export async function listCategories(db: Database) {
  return db
    .select({ code: categories.code, name: categories.name, parentCode: categories.parentCode })
    .from(categories)
    .orderBy(categories.position);
}

// One sitemap file's products: their slugs by id. The total comes from the precomputed
// summary of the whole catalogue when there is one.
export async function productSlugs(db: Database, page: number) {
  const [summary, rows] = await Promise.all([
    findSummary(db, {}),
    db
      .select({ slug: products.slug })
      .from(products)
      .orderBy(asc(products.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset((page - 1) * SITEMAP_PAGE_SIZE),
  ]);
  const total =
    summary?.total ?? (await db.select({ total: sql<number>`count(*)::int` }).from(products))[0].total;
  return { data: rows, paging: paging({ page, pageSize: SITEMAP_PAGE_SIZE }, total) };
}
