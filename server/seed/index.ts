// Loads the demo data into an empty database, once. Deterministic: the same rows every time.
import { sql } from "drizzle-orm";

import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { buildDemoData } from "./demo-data";

// Large tables go in slices, to keep each statement's parameter count reasonable.
const BATCH = 500;

export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two API processes starting at once on one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(20240601)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(schema.products);
    if (count > 0) return false;
    const data = buildDemoData();
    const insertAll = async <T extends Parameters<typeof tx.insert>[0]>(
      table: T,
      rows: T["$inferInsert"][],
    ) => {
      for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
    };
    await insertAll(schema.categories, data.categories);
    await insertAll(schema.products, data.products);
    await insertAll(schema.productImages, data.productImages);
    await insertAll(schema.productVariants, data.productVariants);
    await insertAll(schema.blogPosts, data.blogPosts);
    await insertAll(schema.pages, data.pages);
    await insertAll(schema.contentBlocks, data.contentBlocks);
    await insertAll(schema.catalogs, data.catalogs);
    await insertAll(schema.configEntries, data.configEntries);
    await insertAll(schema.regions, data.regions);
    return true;
  });
}
