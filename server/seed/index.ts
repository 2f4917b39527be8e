// Loads the demo data into an empty database, once. Deterministic: the same rows every time.
// Optionally with a large generated catalogue (`products` beyond the demo's 250), for trials.
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { type Database, queryRows } from "../db/client";
import * as schema from "../db/schema";
import { refreshCatalogueSummaries } from "../queries/listing";
import { buildDemoData, buildExtraProducts } from "./demo-data";
import { demoTranslations, type StoredIds } from "./translations";

export const DEMO_PRODUCT_COUNT = 250;
// Generated products are built and inserted this many at a time, so memory stays flat.
const CHUNK = 2_000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// Inserts rows as one JSON document per slice (json_populate_recordset): a bulk load is parsed
// by the database in one go instead of binding tens of thousands of parameters, about three
// times faster on PGlite.
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][]) {
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const slice: Record<string, unknown>[] = rows.slice(i, i + CHUNK);
    // Only the fields the rows give: the others keep their defaults (serial ids, timestamps).
    const given = new Set(slice.flatMap((row) => Object.keys(row)));
    const columns = Object.entries(getTableColumns(table)).filter(([key]) => given.has(key));
    const json = slice.map((row) =>
      Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])),
    );
    const list = sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(json)}::json)`,
    );
  }
}

// The ids the database gave the demo's blog posts and content blocks, which their translations name.
async function storedIds(tx: Tx): Promise<StoredIds> {
  // One after the other: a transaction is one connection, and node-postgres deprecates a second
  // query sent on it before the first has answered.
  const posts = await tx
    .select({ id: schema.blogPosts.id, slug: schema.blogPosts.slug })
    .from(schema.blogPosts);
  const blocks = await tx
    .select({
      id: schema.contentBlocks.id,
      kind: schema.contentBlocks.kind,
      position: schema.contentBlocks.position,
    })
    .from(schema.contentBlocks);
  const postIds = new Map(posts.map((post) => [post.slug, post.id]));
  const blockIds = new Map(blocks.map((block) => [`${block.kind} ${block.position}`, block.id]));
  return {
    blogPost: (slug) => postIds.get(slug),
    block: (kind, position) => blockIds.get(`${kind} ${position}`),
  };
}

export async function seedIfEmpty(db: Database, options: { products?: number } = {}): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Two API processes starting at once on one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(20240601)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(schema.products);
    if (count > 0) return false;
    const data = buildDemoData();
    await insertAll(tx, schema.categories, data.categories);
    await insertAll(tx, schema.products, data.products);
    await insertAll(tx, schema.productImages, data.productImages);
    await insertAll(tx, schema.productVariants, data.productVariants);
    await insertAll(tx, schema.reviews, data.reviews);
    await insertAll(tx, schema.blogPosts, data.blogPosts);
    await insertAll(tx, schema.pages, data.pages);
    await insertAll(tx, schema.contentBlocks, data.contentBlocks);
    await insertAll(tx, schema.catalogs, data.catalogs);
    await insertAll(tx, schema.configEntries, data.configEntries);
    await insertAll(tx, schema.regions, data.regions);
    await insertAll(tx, schema.translations, demoTranslations(data, await storedIds(tx)));
    await insertGenerated(tx, DEMO_PRODUCT_COUNT + 1, options.products ?? DEMO_PRODUCT_COUNT);
    return true;
  });
  if (seeded) await catalogueLoaded(db);
  return seeded;
}

// Adds generated products after the highest id until the catalogue holds `total` products.
// Answers how many were added.
export async function growCatalogue(db: Database, total: number): Promise<number> {
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20240601)`);
    const [{ count, maxId }] = await tx
      .select({ count: sql<number>`count(*)::int`, maxId: sql<number>`coalesce(max(id), 0)::int` })
      .from(schema.products);
    if (count >= total) return 0;
    await insertGenerated(tx, maxId + 1, maxId + total - count);
    return total - count;
  });
  if (added > 0) await catalogueLoaded(db);
  return added;
}

async function insertGenerated(tx: Tx, fromId: number, toId: number) {
  const load = async () => {
    for (let start = fromId; start <= toId; start += CHUNK) {
      const chunk = buildExtraProducts(start, Math.min(toId, start + CHUNK - 1));
      await insertAll(tx, schema.products, chunk.products);
      await insertAll(tx, schema.productImages, chunk.productImages);
      await insertAll(tx, schema.productVariants, chunk.productVariants);
      await insertAll(tx, schema.reviews, chunk.reviews);
    }
  };
  if (toId - fromId + 1 >= BULK_LOAD) await asBulkLoad(tx, load);
  else await load();
}

// From this many generated products on, the tables' secondary indexes are built after the
// load, not row by row, and the triggers that keep products' colours and ratings are off
// during it (the generated rows carry both already).
const BULK_LOAD = 10_000;
const BULK_TABLES = ["products", "product_variants", "product_images", "reviews"];

// Runs `load` with the secondary indexes of BULK_TABLES dropped (recreated after it, from their
// own definitions) and their triggers off, all in the caller's transaction. Indexes behind a
// constraint (primary keys, unique and foreign keys' targets) stay.
async function asBulkLoad(tx: Tx, load: () => Promise<void>) {
  const tables = sql.join(
    BULK_TABLES.map((table) => sql`${table}`),
    sql`, `,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname in (${tables}) and t.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${name}`));
  for (const table of BULK_TABLES) await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
  await load();
  for (const table of BULK_TABLES) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
}

// After a bulk load: fresh planner statistics (PGlite has no autovacuum), then the
// precomputed facet counts.
async function catalogueLoaded(db: Database) {
  for (const table of ["products", "product_variants", "product_images", "reviews"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  await refreshCatalogueSummaries(db);
}
