// Every filter of the product listing, defined once. Each row says which parameter it reads
// (the URL's and the API's), its SQL, the values the listing index holds for it (one per
// product, or a set) and the facet that counts them. The database (database.ts), the listing
// index in memory (memory.ts, memory-prices.ts) and the stored summaries (summaries.ts) all
// read this table: adding a filter is adding a row (docs/architecture.md, "Adding a filter").
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { AGES, DEFAULT_LOCALE, type Facets, type Locale, type ProductListFilters } from "../../contract";
import { products, productVariants, translations } from "../../db/schema";
import { toCents } from "../../lib/money";
import { searchText } from "../../lib/search-text";

// locale: the request's (the `q` filter matches the titles shown in it); en when not given.
export type ListFilters = ProductListFilters & { locale?: Locale };
export type ValueFacet = Exclude<keyof Facets, "price">;

// A filter by value: the product has one of the chosen values.
export type ValueFilter = {
  // The query parameter, given once or (when `repeatable`) repeated: brand=a&brand=b.
  param: "c1" | "c2" | "collection" | "tag" | "brand" | "color" | "age";
  repeatable: boolean;
  // The product's values: one column, or a SQL text array of them.
  values: { one: PgColumn } | { many: SQL };
  // Every value it can take, in facet order, when fixed; otherwise the facet lists the
  // values found, in the database's text order.
  known?: readonly string[];
  where: (chosen: string[]) => SQL;
  // The facet counting its values, or null: the filter narrows every facet but none counts it.
  facet: ValueFacet | null;
  // Whether the stored summaries hold a listing for each of its values (summaries.ts).
  scoped: boolean;
};

// An array column holding any of the values (served by its GIN index).
const overlaps = (column: PgColumn, values: readonly string[]) =>
  sql`${column} && array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

// The variants of a product in one of these sizes with some in stock (served by the partial
// index product_variants_size_in_stock_idx).
const inStockIn = (sizes: readonly string[]) =>
  sql`v.product_id = ${products.id} and v.stock > 0 and v.size in (${sql.join(
    sizes.map((size) => sql`${size}`),
    sql`, `,
  )})`;

const sizesForAges = sql`array(select distinct v.size from ${productVariants} as v where ${inStockIn(AGES)})`;

// In the stored summaries' key order (summaries.ts): change it and they are recomputed.
export const VALUE_FILTERS: readonly ValueFilter[] = [
  {
    param: "c1",
    repeatable: false,
    values: { one: products.parentCategoryCode },
    where: (chosen) => inArray(products.parentCategoryCode, chosen),
    facet: null,
    scoped: true,
  },
  {
    param: "c2",
    repeatable: false,
    values: { one: products.categoryCode },
    where: (chosen) => inArray(products.categoryCode, chosen),
    facet: "categories",
    scoped: true,
  },
  {
    param: "collection",
    repeatable: false,
    values: { many: sql`${products.collections}` },
    where: (chosen) => overlaps(products.collections, chosen),
    facet: null,
    scoped: true,
  },
  {
    param: "tag",
    repeatable: true,
    values: { many: sql`${products.tags}` },
    where: (chosen) => overlaps(products.tags, chosen),
    facet: "tags",
    scoped: true,
  },
  {
    param: "brand",
    repeatable: true,
    values: { one: products.brand },
    where: (chosen) => inArray(products.brand, chosen),
    facet: "brands",
    scoped: true,
  },
  {
    param: "color",
    repeatable: true,
    values: { many: sql`${products.colors}` },
    where: (chosen) => overlaps(products.colors, chosen),
    facet: "colors",
    scoped: true,
  },
  {
    // A product's ages are the sizes of its variants that are age bands, while some of that
    // size is in stock: "fits now" listings (issue 26) show what can be bought in the size.
    param: "age",
    repeatable: true,
    values: { many: sizesForAges },
    known: AGES,
    where: (chosen) => sql`exists (select 1 from ${productVariants} as v where ${inStockIn(chosen)})`,
    facet: "ages",
    scoped: false,
  },
];

// The filters with a facet, and each one's bit in the listing index's "what a row fails".
export const FACET_FILTERS = VALUE_FILTERS.filter(
  (filter): filter is ValueFilter & { facet: ValueFacet } => filter.facet !== null,
);

// The price range: both bounds inclusive, in the base currency; its facet is the range of the
// products matching every other filter.
export const PRICE_FILTER = {
  params: ["minPrice", "maxPrice"] as const,
  // In cents; open ends are infinite.
  range: (filters: ListFilters): [min: number, max: number] => [
    filters.minPrice === undefined ? -Infinity : toCents(filters.minPrice),
    filters.maxPrice === undefined ? Infinity : toCents(filters.maxPrice),
  ],
  isSet: (filters: ListFilters) => filters.minPrice !== undefined || filters.maxPrice !== undefined,
  where(filters: ListFilters): SQL[] {
    const [min, max] = PRICE_FILTER.range(filters);
    return [
      ...(min === -Infinity ? [] : [sql`${products.priceCents} >= ${min}`]),
      ...(max === Infinity ? [] : [sql`${products.priceCents} <= ${max}`]),
    ];
  },
};

// Only published products are in the shop: every listing, search, facet and count reads them
// alone (staff unpublish a product in the back office). As the bare column, not "= true": the
// listing's partial indexes (migration 0009) hold exactly the rows it names.
export const PUBLISHED = sql`${products.published}`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

// "Title contains", case-insensitive, as LIKE on lower(title) so the trigram index serves it;
// % _ and \ in the text are escaped to match themselves. In another locale, the title shown
// there matches as search in that locale matches it (translated-search.ts): its stored search
// text where it is translated, else the English title, against the text normalised the same way
// (lib/search-text.ts). Written as "a translated title matches, or an untranslated English one
// does" so that each side can use its trigram index rather than a lookup per product.
export function titleContains(text: string, locale: Locale = DEFAULT_LOCALE) {
  if (locale === DEFAULT_LOCALE) return sql`lower(${products.title}) like ${likePattern(text.toLowerCase())}`;
  const pattern = likePattern(searchText(text));
  const titles = sql`${translations.kind} = 'product' and ${translations.locale} = ${locale}
    and ${translations.field} = 'title'`;
  return sql`(${products.id} in (select ${translations.key}::int from ${translations}
      where ${titles} and ${translations.searchText} like ${pattern})
    or (lower(${products.title}) like ${pattern} and not exists (select 1 from ${translations}
      where ${titles} and ${translations.key} = ${products.id}::text)))`;
}

// Filters only the database answers (the listing index leaves such listings to it).
export const DATABASE_FILTERS = [
  {
    param: "ids",
    isSet: (filters: ListFilters) => filters.ids.length > 0,
    where: (filters: ListFilters) => inArray(products.id, filters.ids),
  },
  {
    param: "q",
    isSet: (filters: ListFilters) => Boolean(filters.q?.trim()),
    where: (filters: ListFilters) => titleContains(filters.q?.trim() ?? "", filters.locale),
  },
] as const;

// The values chosen for a filter (none when it is not set).
export function chosen(filter: ValueFilter, filters: ListFilters): string[] {
  const value: string | readonly string[] | undefined = filters[filter.param];
  return value === undefined ? [] : typeof value === "string" ? [value] : [...value];
}

// Every filter as a SQL condition, the published products first.
export function conditions(filters: ListFilters): SQL[] {
  const where: SQL[] = [PUBLISHED];
  for (const filter of DATABASE_FILTERS) if (filter.isSet(filters)) where.push(filter.where(filters));
  for (const filter of VALUE_FILTERS) {
    const values = chosen(filter, filters);
    if (values.length) where.push(filter.where(values));
  }
  return [...where, ...PRICE_FILTER.where(filters)];
}

// The filters without one facet's own, so that facet counts what choosing another of its
// values would give.
export function without(filters: ListFilters, facet: keyof Facets): ListFilters {
  if (facet === "price") return { ...filters, minPrice: undefined, maxPrice: undefined };
  const filter = FACET_FILTERS.find((one) => one.facet === facet);
  if (!filter) return filters;
  return { ...filters, [filter.param]: filter.repeatable ? [] : undefined };
}

// Facet values in the filter's order: its known values' order, else as they came (the
// database's text order).
export function inFacetOrder<T extends { value: string }>(filter: ValueFilter, counts: T[]): T[] {
  const { known } = filter;
  if (!known) return counts;
  return [...counts].sort((a, b) => known.indexOf(a.value) - known.indexOf(b.value));
}
