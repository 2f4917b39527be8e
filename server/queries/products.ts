// Catalogue reads: one product, its variants, recommendations, categories, the sitemap's
// products. The listing and search are in listing/, the cards in product-cards.ts.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import {
  BUNDLE_COMPANIONS,
  type BundleCompanion,
  type ProductCard,
  type ProductDetail,
  SITEMAP_PAGE_SIZE,
} from "../contract";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { categories, products, productVariants } from "../db/schema";
import { findSummary, paging } from "./listing";
import { PUBLISHED } from "./listing/filters";
import { cardFields, fromJson, prices, toCard } from "./product-cards";

const ownCategory = alias(categories, "own_category");
const parentCategory = alias(categories, "parent_category");

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

// The product's row with its categories' names and its variants (in variant order, as json):
// one statement, built once (server/db/prepared.ts).
const productRow = preparedStatement("find_product", (db, name) =>
  db
    .select({
      ...cardFields,
      description: products.description,
      type: products.type,
      collections: products.collections,
      tags: products.tags,
      saleEndsAt: products.saleEndsAt,
      categoryName: ownCategory.name,
      categoryParent: ownCategory.parentCode,
      parentName: parentCategory.name,
      parentParent: parentCategory.parentCode,
      variants: sql<Variant[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku,
          'size', v.size, 'color', v.color, 'imageId', v.image_id, 'stock', v.stock) order by v.id), '[]')
        from ${productVariants} as v where v.product_id = ${products}.id)`.mapWith((value): Variant[] =>
        fromJson(value),
      ),
    })
    .from(products)
    .leftJoin(ownCategory, eq(ownCategory.code, products.categoryCode))
    .leftJoin(parentCategory, eq(parentCategory.code, products.parentCategoryCode))
    .where(and(eq(products.slug, sql.placeholder("slug")), PUBLISHED))
    .prepare(name),
);

// An unpublished product is not in the shop: null, as for a slug that does not exist.
export async function findProduct(db: Database, slug: string): Promise<ProductDetail | null> {
  const [row] = await productRow(db).execute({ slug });
  if (!row) return null;
  const { description, type, collections, tags, saleEndsAt, variants, ...rest } = row;
  const { categoryName, categoryParent, parentName, parentParent, ...card } = rest;
  const category = (code: string, name: string | null, parentCode: string | null) => ({
    code,
    name: name ?? code,
    parentCode,
  });
  return {
    ...toCard(card),
    description,
    type,
    collections,
    tags,
    sizes: unique(variants.map((variant) => variant.size)),
    category: category(row.categoryCode, categoryName, categoryParent),
    parentCategory: category(row.parentCategoryCode, parentName, parentParent),
    saleEndsAt: saleEndsAt?.toISOString() ?? null,
    variants,
  };
}

type Variant = ReturnType<typeof toVariant>;

// A variant as the contract gives it (its product's id and timestamps left out).
const toVariant = ({ id, sku, size, color, imageId, stock }: typeof productVariants.$inferSelect) => ({
  id,
  sku,
  size,
  color,
  imageId,
  stock,
});

const RECOMMENDED = 8;

// Two short index reads (best rated first) rather than sorting the whole top category.
const bestRated = (db: Database, where: SQL | undefined, other: SQL | number) =>
  db
    .select(cardFields)
    .from(products)
    .where(and(where, PUBLISHED, sql`${products.id} <> ${other}`))
    .orderBy(desc(products.rating), asc(products.id))
    .limit(RECOMMENDED);

// The product's own sub-category read inside the first (the product is not read on its own
// unless that one is short: one statement for most products), built once.
const sameSubCategory = preparedStatement("recommended_same_sub_category", (db, name) => {
  const own = (column: SQL) =>
    sql`(select ${column} from ${products} where ${products.slug} = ${sql.placeholder("slug")} and ${PUBLISHED})`;
  return bestRated(
    db,
    sql`${products.categoryCode} = ${own(sql`${products.categoryCode}`)}`,
    own(sql`${products.id}`),
  ).prepare(name);
});

// Products like this one: the same sub-category first, then the same top category.
export async function recommendationsFor(db: Database, slug: string): Promise<ProductCard[] | null> {
  const sameSub = await sameSubCategory(db).execute({ slug });
  if (sameSub.length === RECOMMENDED) return sameSub.map(toCard);
  const [row] = await db
    .select({
      id: products.id,
      categoryCode: products.categoryCode,
      parentCategoryCode: products.parentCategoryCode,
    })
    .from(products)
    .where(and(eq(products.slug, slug), PUBLISHED));
  if (!row) return null;
  const others = await bestRated(
    db,
    and(
      eq(products.parentCategoryCode, row.parentCategoryCode),
      sql`${products.categoryCode} <> ${row.categoryCode}`,
    ),
    row.id,
  );
  return [...sameSub, ...others.slice(0, RECOMMENDED - sameSub.length)].map(toCard);
}

// The bundle's pieces' ids as placeholders (a missing piece is id 0, which no product has).
const pieces = Array.from({ length: BUNDLE_COMPANIONS }, (_, index) => sql.placeholder(`piece${index}`));
const bundleVariants = preparedStatement("bundle_variants", (db, name) =>
  db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, pieces))
    .orderBy(productVariants.id)
    .prepare(name),
);

// The variants of the bundle's pieces (the first recommended products), in variant order, as
// the product's own page lists them.
export async function bundleCompanions(db: Database, cards: { id: number }[]): Promise<BundleCompanion[]> {
  const ids = cards.slice(0, BUNDLE_COMPANIONS).map((card) => card.id);
  if (!ids.length) return [];
  const variants = await bundleVariants(db).execute(
    Object.fromEntries(pieces.map((piece, index) => [piece.name, ids[index] ?? 0])),
  );
  return ids.map((productId) => ({
    productId,
    variants: variants.filter((variant) => variant.productId === productId).map(toVariant),
  }));
}

export async function findVariant(db: Database, slug: string, sku: string) {
  const [found] = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.slug, slug), eq(productVariants.sku, sku), PUBLISHED));
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

// One sitemap file's published products: their slugs by id. The total comes from the
// precomputed summary of the whole catalogue when there is one.
export async function productSlugs(db: Database, page: number) {
  const [summary, rows] = await Promise.all([
    findSummary(db, {}),
    db
      .select({ slug: products.slug })
      .from(products)
      .where(PUBLISHED)
      .orderBy(asc(products.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset((page - 1) * SITEMAP_PAGE_SIZE),
  ]);
  const total =
    summary?.total ??
    (
      await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(PUBLISHED)
    )[0].total;
  return { data: rows, paging: paging({ page, pageSize: SITEMAP_PAGE_SIZE }, total) };
}
