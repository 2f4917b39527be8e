// Opens the database: a real PostgreSQL server when a URL is given, otherwise the
// embedded PGlite (a data directory, or "memory://" for tests). Migrations run here.
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import * as schema from "./schema";

// The common supertype of both drivers (a union would break `.returning()` typing).
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

// `dump` (PGlite only) saves the whole database as a tarball that `loadDataDir` opens again.
export type DatabaseHandle = { db: Database; close: () => Promise<void>; dump?: () => Promise<Blob> };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  // A PGlite data directory saved with dumpDataDir (tests: a seeded database, copied fast).
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  const client = new PGlite(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close(), dump: () => client.dumpDataDir("none") };
}
