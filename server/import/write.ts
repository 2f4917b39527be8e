// The database side of an import: what is there already, what changes, and the writes, in
// batches, inside the import's one transaction.
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Database } from "../db/client";
import { productImages, products, productVariants } from "../db/schema";
import type { ImportProduct } from "./product";

// Large lists go in slices, to keep each statement's parameter count reasonable.
const BATCH = 1000;

export type ReadyProduct = {
  record: ImportProduct;
  id: number;
  slug: string;
  categoryCode: string;
  parentCategoryCode: string;
};

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type Existing = { product: ProductRow; images: ImageRow[]; variants: VariantRow[] };

type Plan = {
  created: number;
  updated: number;
  unchanged: number;
  products: (typeof products.$inferInsert)[];
  images: ImageRow[];
  variants: VariantRow[];
  staleImageIds: number[];
  staleVariantIds: number[];
  // Variants that were sold out before and are in stock now (back-in-stock alerts).
  restockedVariantIds: number[];
};

const slices = <T>(items: T[], size = BATCH) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function readInSlices<T, K>(keys: K[], read: (slice: K[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (const slice of slices(keys)) rows.push(...(await read(slice)));
  return rows;
}

export async function loadExisting(tx: Database, ids: number[]): Promise<Map<number, Existing>> {
  // One after another: a transaction is one connection.
  const rows = await readInSlices(ids, (slice) =>
    tx.select().from(products).where(inArray(products.id, slice)),
  );
  const images = await readInSlices(ids, (slice) =>
    tx.select().from(productImages).where(inArray(productImages.productId, slice)),
  );
  const variants = await readInSlices(ids, (slice) =>
    tx.select().from(productVariants).where(inArray(productVariants.productId, slice)),
  );
  const existing = new Map<number, Existing>(
    rows.map((product) => [product.id, { product, images: [], variants: [] }]),
  );
  for (const image of images) existing.get(image.productId)?.images.push(image);
  for (const variant of variants) existing.get(variant.productId)?.variants.push(variant);
  return existing;
}

export async function nextIds(tx: Database) {
  const next = async (table: typeof products | typeof productImages | typeof productVariants) => {
    const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${table.id}), 0)::int` }).from(table);
    let id = max;
    return () => ++id;
  };
  return {
    product: await next(products),
    image: await next(productImages),
    variant: await next(productVariants),
  };
}

// Rows to write for each product that is new or changed; ids of what it no longer has.
export function planWrites(
  ready: ReadyProduct[],
  existing: Map<number, Existing>,
  ids: { image: () => number; variant: () => number },
): Plan {
  const plan: Plan = {
    created: 0,
    updated: 0,
    unchanged: 0,
    products: [],
    images: [],
    variants: [],
    staleImageIds: [],
    staleVariantIds: [],
    restockedVariantIds: [],
  };
  for (const item of ready) {
    const before = existing.get(item.id);
    const product = productRow(item, before?.product);
    const images: ImageRow[] = item.record.images.map((image, position) => ({
      id: before?.images.find((old) => old.src === image.source)?.id ?? 0,
      productId: item.id,
      src: image.source,
      alt: image.alt,
      color: image.color,
      position,
    }));
    const srcOf = new Map(item.record.images.map((image) => [image.ref, image.source]));
    const variants = item.record.variants.map((variant) => ({
      id: before?.variants.find((old) => old.sku === variant.sku)?.id ?? 0,
      productId: item.id,
      sku: variant.sku,
      size: variant.size,
      color: variant.color,
      stock: variant.stock,
      src: variant.imageRef === null ? null : (srcOf.get(variant.imageRef) ?? null),
    }));
    if (
      before &&
      fingerprint(before.product, before.images, withSrc(before)) === fingerprint(product, images, variants)
    ) {
      plan.unchanged += 1;
      continue;
    }
    plan[before ? "updated" : "created"] += 1;
    plan.products.push(product);
    const imageRows = images.map((image) => ({ ...image, id: image.id || ids.image() }));
    plan.images.push(...imageRows);
    const imageIdOf = new Map(imageRows.map((image) => [image.src, image.id]));
    for (const { src, ...variant } of variants) {
      plan.variants.push({
        ...variant,
        id: variant.id || ids.variant(),
        imageId: src === null ? null : (imageIdOf.get(src) ?? null),
      });
    }
    plan.restockedVariantIds.push(
      ...variants
        .filter((v) => v.stock > 0 && before?.variants.some((old) => old.id === v.id && old.stock === 0))
        .map((v) => v.id),
    );
    const keptImages = new Set(images.map((image) => image.id));
    const keptVariants = new Set(variants.map((variant) => variant.id));
    plan.staleImageIds.push(
      ...(before?.images ?? []).filter((old) => !keptImages.has(old.id)).map((old) => old.id),
    );
    plan.staleVariantIds.push(
      ...(before?.variants ?? []).filter((old) => !keptVariants.has(old.id)).map((old) => old.id),
    );
  }
  return plan;
}

function productRow(
  item: ReadyProduct,
  before: ProductRow | undefined,
): typeof products.$inferInsert & { slug: string } {
  const r = item.record;
  return {
    id: item.id,
    // A product keeps its address: links to it stay good when its title changes.
    slug: before?.slug ?? item.slug,
    title: r.title,
    description: r.description,
    type: r.type,
    brand: r.brand,
    categoryCode: item.categoryCode,
    parentCategoryCode: item.parentCategoryCode,
    collections: r.collections,
    tags: r.tags,
    listPriceCents: r.listPriceCents,
    priceCents: r.priceCents,
    discountPercent: r.discountPercent,
    isNew: r.isNew,
  };
}

const COMPARED = [
  "slug",
  "title",
  "description",
  "type",
  "brand",
  "categoryCode",
  "parentCategoryCode",
  "collections",
  "tags",
  "listPriceCents",
  "priceCents",
  "discountPercent",
  "isNew",
] as const;

type ComparedVariant = {
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  src: string | null;
};

const withSrc = (before: Existing): ComparedVariant[] =>
  before.variants.map((variant) => ({
    ...variant,
    src: before.images.find((image) => image.id === variant.imageId)?.src ?? null,
  }));

// Everything an import sets, in one comparable string: equal means the import changes nothing.
function fingerprint(
  product: Pick<ProductRow, (typeof COMPARED)[number]> | typeof products.$inferInsert,
  images: Pick<ImageRow, "src" | "alt" | "color" | "position">[],
  variants: ComparedVariant[],
) {
  return JSON.stringify([
    COMPARED.map((key) => product[key]),
    [...images].sort((a, b) => a.position - b.position).map((i) => [i.src, i.alt, i.color, i.position]),
    [...variants]
      .sort((a, b) => a.sku.localeCompare(b.sku))
      .map((v) => [v.sku, v.size, v.color, v.stock, v.src]),
  ]);
}

export async function applyPlan(tx: Database, plan: Plan, onProgress: (done: number) => void) {
  for (const slice of slices(plan.products)) {
    await tx
      .insert(products)
      .values(slice)
      .onConflictDoUpdate({ target: products.id, set: excluded(products, [...COMPARED]) });
    onProgress(slice.length);
  }
  // Variants that went first: their SKUs may be taken by the new rows.
  for (const slice of slices(plan.staleVariantIds))
    await tx.delete(productVariants).where(inArray(productVariants.id, slice));
  for (const slice of slices(plan.images)) {
    await tx
      .insert(productImages)
      .values(slice)
      .onConflictDoUpdate({
        target: productImages.id,
        set: excluded(productImages, ["alt", "color", "position"]),
      });
  }
  for (const slice of slices(plan.variants)) {
    await tx
      .insert(productVariants)
      .values(slice)
      .onConflictDoUpdate({
        target: productVariants.id,
        set: excluded(productVariants, ["size", "color", "stock", "imageId"]),
      });
  }
  for (const slice of slices(plan.staleImageIds))
    await tx.delete(productImages).where(inArray(productImages.id, slice));
}

// `set` of an upsert: these columns take the proposed row's values.
function excluded<T extends PgTable>(table: T, keys: string[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}
