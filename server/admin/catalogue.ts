// The back office's catalogue reads: finding a product among many, and the low-stock view. Their
// totals are exact up to EXACT_COUNT_LIMIT, then estimated (../queries/capped-count.ts).
import { asc, eq, inArray, lte, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { products, productVariants } from "../db/schema";
import { dollars } from "../lib/money";
import { countMatching } from "../queries/capped-count";
import { paging } from "../queries/listing/database";

type Page = { page: number; pageSize: number };

// An id, a SKU (exactly, any case: its upper(sku) index) or part of the title (the title's
// trigram index). The SKU's products are looked up first, so that each arm of the OR has an index
// and the planner can combine them (an IN subquery there would scan every product).
export async function findProducts(db: Database, { q, ...page }: Page & { q: string }) {
  const bySku = await db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .where(sql`upper(${productVariants.sku}) = ${q.toUpperCase()}`);
  const ids = [...new Set(bySku.map(({ id }) => id))];
  if (/^\d{1,9}$/.test(q)) ids.push(Number(q));
  const title = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where =
    ids.length > 0
      ? sql`(${inArray(products.id, ids)} or lower(${products.title}) like ${title})`
      : sql`lower(${products.title}) like ${title}`;
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
