// The back office's catalogue reads: finding a product among many, and the low-stock view. Their
// totals are exact up to EXACT_COUNT_LIMIT, then estimated (../queries/capped-count.ts).
import { asc, eq, lte, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { products, productVariants } from "../db/schema";
import { dollars } from "../lib/money";
import { countMatching } from "../queries/capped-count";
import { paging } from "../queries/listing/database";

type Page = { page: number; pageSize: number };

// An id, a SKU (exactly, any case) or part of the title (the title's trigram index).
export async function findProducts(db: Database, { q, ...page }: Page & { q: string }) {
  const bySku = db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .where(sql`upper(${productVariants.sku}) = ${q.toUpperCase()}`);
  const asId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = sql`(${products.id} = ${asId} or ${products.id} in (${bySku}) or lower(${products.title}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
  const total = await countMatching(db, sql`${products}`, where);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      priceCents: products.priceCents,
      published: products.published,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.title), asc(products.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return {
    data: rows.map(({ priceCents, ...row }) => ({ ...row, price: dollars(priceCents) })),
    paging: paging(page, total),
  };
}

export async function lowStock(db: Database, { threshold, ...page }: Page & { threshold: number }) {
  const where = lte(productVariants.stock, threshold);
  const total = await countMatching(db, sql`${productVariants}`, where);
  const rows = await db
    .select({
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
      productId: products.id,
      title: products.title,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(productVariants.stock), asc(productVariants.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { data: rows, paging: paging(page, total) };
}
