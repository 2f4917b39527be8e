// Catalogue reads: the filtered listing with its facets, one product, recommendations.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";

import {
  type Facets,
  type Image,
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
import { cachedCards } from "./card-cache";
import { findSummary, refreshSummaries, type Scope, scopeOf } from "./catalogue-summary";
import { countOnIndex, listFromIndex, readIndex, searchFromIndex } from "./listing-index";

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

// Small listings from the listing index in memory, the others from the database.
export async function listProducts(db: Database, filters: ListFilters) {
  const fromMemory = await listFromIndex(db, filters);
  if (!fromMemory) return listProductsFromDatabase(db, filters);
  const { ids, total, facets } = fromMemory;
  return { data: await cardsInOrder(db, ids), paging: paging(filters, total), facets };
}

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
  const chosen: [Exclude<FacetName, "price">, string | undefined][] = [
    ["category", filters.c2],
    ["brand", filters.brand.length === 1 ? filters.brand[0] : undefined],
    ["color", filters.color.length === 1 ? filters.color[0] : undefined],
    ["tag", filters.tag.length === 1 ? filters.tag[0] : undefined],
  ];
  for (const [facet, value] of chosen) {
    const scope = value === undefined ? null : scopeOf(without(filters, facet));
    const summary = scope && (await findSummary(db, scope));
    if (summary) return summary.facets[FACET_KEYS[facet]].find((entry) => entry.value === value)?.count ?? 0;
  }
  return null;
}

// A scope as listing filters.
const scopeFilters = (scope: Scope): ListFilters => ({
  ids: [],
  page: 1,
  pageSize: 1,
  ...scope,
  tag: scope.tag ? [scope.tag] : [],
  brand: scope.brand ? [scope.brand] : [],
  color: scope.color ? [scope.color] : [],
});

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

// A database that gained the summaries table by migration has products but no summaries yet.
export async function ensureCatalogueSummaries(db: Database): Promise<boolean> {
  if (await findSummary(db, {})) return false;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count === 0) return false;
  await refreshCatalogueSummaries(db);
  return true;
}

// Counted on a fresh listing index of the catalogue when it can hold it (one read of the
// table, then each scope in memory: about a second at 100,000 products against a minute of
// live counts), else live.
export async function refreshCatalogueSummaries(db: Database) {
  const index = await readIndex(db);
  await refreshSummaries(db, async (scope) =>
    index ? countOnIndex(index, scopeFilters(scope)) : summarise(db, scope),
  );
}

type SearchQuery = { q: string; page: number; pageSize: number };

// Search: title contains the text, case-insensitive; empty text finds nothing. From the
// listing index when it holds the catalogue (an exact total), else from the database.
export async function searchProducts(db: Database, query: SearchQuery) {
  const text = query.q.trim();
  if (!text) return { data: [], paging: paging(query, 0) };
  const fromMemory = await searchFromIndex(db, { ...query, q: text });
  if (!fromMemory) return searchProductsFromDatabase(db, query);
  return { data: await cardsInOrder(db, fromMemory.ids), paging: paging(query, fromMemory.total) };
}

export async function searchProductsFromDatabase(db: Database, query: SearchQuery) {
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

// The matches counted up to one beyond EXACT_COUNT_LIMIT: a scalar subquery.
const limitedCount = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${products} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}) as limited)`;

// Exact up to EXACT_COUNT_LIMIT, then the planner's estimate (never less than what was seen).
async function countMatching(db: Database, where: SQL | undefined): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(db, sql`select ${limitedCount(where)} as count`);
  return estimateBeyondLimit(db, where, count);
}

async function estimateBeyondLimit(db: Database, where: SQL | undefined, count: number): Promise<number> {
  if (count <= EXACT_COUNT_LIMIT) return count;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${products} where ${where ?? sql`true`}`,
  );
  const [{ Plan }] = fromJson(Object.values(row)[0]) as { Plan: { "Plan Rows": number } }[];
  return Math.max(count, Math.round(Plan["Plan Rows"]));
}

// A json value: parsed already by one driver, text from the other.
const fromJson = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

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

// The filters without one facet's own, so that facet counts what choosing another of its
// values would give.
function without(filters: ListFilters, facet: FacetName): ListFilters {
  if (facet === "category") return { ...filters, c2: undefined };
  if (facet === "price") return { ...filters, minPrice: undefined, maxPrice: undefined };
  return { ...filters, [facet]: [] };
}

// Each facet counts the products matching every other filter. When those filters name a
// precomputed scope, its stored counts serve; the others are counted live, all in one
// statement (a scalar subquery each), over a sample of `percent` of the table scaled up when
// given. `count` adds the limited count of the matches under that condition to the statement.
async function facetsFor(
  db: Database,
  filters: ListFilters,
  {
    useSummaries,
    percent = 100,
    count,
  }: { useSummaries: boolean; percent?: number; count?: SQL | undefined },
): Promise<{ facets: Facets; counted: number }> {
  const from =
    percent < 100
      ? sql`${products} tablesample system (${sql.raw(percent.toFixed(3))}) repeatable (1)`
      : sql`${products}`;
  const rest = (name: FacetName) => and(...conditions(without(filters, name)));
  const live: Record<FacetName, SQL> = {
    category: facetCounts(sql`${products.categoryCode}`, from, rest("category")),
    brand: facetCounts(sql`${products.brand}`, from, rest("brand")),
    color: facetCounts(
      sql`v.value`,
      sql`${from} cross join unnest(${products.colors}) as v(value)`,
      rest("color"),
    ),
    tag: facetCounts(sql`v.value`, sql`${from} cross join unnest(${products.tags}) as v(value)`, rest("tag")),
    // Exact, from the ends of the price indexes.
    price: sql`(select json_build_object('min', coalesce(min(${products.priceCents}), 0), 'max', coalesce(max(${products.priceCents}), 0)) from ${products} where ${rest("price") ?? sql`true`})`,
  };
  const stored: Partial<Facets> = {};
  const columns: SQL[] = count === undefined ? [] : [sql`${limitedCount(count)} as counted`];
  for (const name of FACET_NAMES) {
    const scope = useSummaries ? scopeOf(without(filters, name)) : null;
    const summary = scope && (await findSummary(db, scope));
    if (summary) stored[FACET_KEYS[name]] = summary.facets[FACET_KEYS[name]] as never;
    else columns.push(sql`${live[name]} as ${sql.identifier(name)}`);
  }
  const [row] = columns.length
    ? await queryRows<Record<string, unknown>>(db, sql`select ${sql.join(columns, sql`, `)}`)
    : [{}];
  const scale = (rows: { value: string; count: number }[]) =>
    percent < 100 ? rows.map((r) => ({ ...r, count: Math.round((r.count * 100) / percent) })) : rows;
  const counts = (name: Exclude<FacetName, "price">) =>
    stored[FACET_KEYS[name]] ?? scale(fromJson(row[name]));
  const price = stored.price ?? (fromJson(row.price) as { min: number; max: number });
  return {
    facets: {
      categories: counts("category"),
      brands: counts("brand"),
      colors: counts("color"),
      tags: counts("tag"),
      price: stored.price ?? { min: dollars(price.min), max: dollars(price.max) },
    },
    counted: Number(row.counted ?? 0),
  };
}

const FACET_NAMES: FacetName[] = ["category", "brand", "color", "tag", "price"];
const FACET_KEYS = {
  category: "categories",
  brand: "brands",
  color: "colors",
  tag: "tags",
  price: "price",
} as const;

// Products per value (a column, or the elements of an array column), by value, as json.
const facetCounts = (value: SQL, from: SQL, where: SQL | undefined) =>
  sql`(select coalesce(json_agg(json_build_object('value', f.value, 'count', f.count) order by f.value), '[]')
    from (select ${value} as value, count(distinct ${products.id})::int as count from ${from}
      where ${where ?? sql`true`} group by 1) as f)`;

// A card's fields in one row: the product's own, its pictures by position (json), and the
// stock and colours (in variant order) of its variants.
const cardFields = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  brand: products.brand,
  categoryCode: products.categoryCode,
  parentCategoryCode: products.parentCategoryCode,
  priceCents: products.priceCents,
  listPriceCents: products.listPriceCents,
  discountPercent: products.discountPercent,
  isNew: products.isNew,
  rating: products.rating,
  reviewCount: products.reviewCount,
  images: sql<
    Image[]
  >`(select coalesce(json_agg(json_build_object('id', i.id, 'src', i.src, 'alt', i.alt, 'color', i.color) order by i.position, i.id), '[]')
    from ${productImages} as i where i.product_id = ${products}.id)`.mapWith(fromJson),
  stock: sql<number>`(select coalesce(sum(v.stock), 0)::int from ${productVariants} as v where v.product_id = ${products}.id)`,
  colors: sql<string[]>`array(select v.color from ${productVariants} as v
    where v.product_id = ${products}.id and v.color is not null group by v.color order by min(v.id))`,
};

type CardRow = SelectResultFields<typeof cardFields>;

// Cards of the given products, by id (for lists that reference products, such as the wishlist).
export async function cardsByIds(db: Database, ids: number[]): Promise<Map<number, ProductCard>> {
  if (ids.length === 0) return new Map();
  return cachedCards(db, ids, async (missing) =>
    (await db.select(cardFields).from(products).where(inArray(products.id, missing))).map(toCard),
  );
}

async function cardsInOrder(db: Database, ids: number[]): Promise<ProductCard[]> {
  const cards = await cardsByIds(db, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

function toCard({ priceCents, listPriceCents, discountPercent, ...card }: CardRow): ProductCard {
  return { ...card, ...prices({ priceCents, listPriceCents, discountPercent }) };
}

export function prices(row: Pick<CardRow, "priceCents" | "listPriceCents" | "discountPercent">) {
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
  const [row] = await db
    .select({
      ...cardFields,
      description: products.description,
      type: products.type,
      collections: products.collections,
      tags: products.tags,
      saleEndsAt: products.saleEndsAt,
    })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) return null;
  const { description, type, collections, tags, saleEndsAt, ...card } = row;
  const [variants, cats] = await Promise.all([
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
    ...toCard(card),
    description,
    type,
    collections,
    tags,
    sizes: unique(variants.map((variant) => variant.size)),
    category: category(row.categoryCode),
    parentCategory: category(row.parentCategoryCode),
    saleEndsAt: saleEndsAt?.toISOString() ?? null,
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
  const [row] = await db
    .select({
      id: products.id,
      categoryCode: products.categoryCode,
      parentCategoryCode: products.parentCategoryCode,
    })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) return null;
  // Two short index reads (best rated first) rather than sorting the whole top category.
  const bestRated = (where: SQL | undefined) =>
    db
      .select(cardFields)
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
  return rows.map(toCard);
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
