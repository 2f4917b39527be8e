// Opens the database: a real PostgreSQL server when a URL is given, otherwise the
// embedded PGlite (a data directory, or "memory://" for tests). Migrations run here.
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger, SQL } from "drizzle-orm";
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

// PGlite's memory is the process's own and never shrinks: PostgreSQL's default 128 MB of shared
// buffers (and 4 MB of WAL buffers) would be touched page by page and kept for good. The data
// files already sit in memory (or in the OS's cache), so a small pool costs a copy, not a read.
const PGLITE_MEMORY = ["-c", "shared_buffers=16MB", "-c", "wal_buffers=512kB"];

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  // Sees every statement (for the performance scripts' plans).
  logger?: Logger;
  // A PGlite data directory saved with dumpDataDir (tests: a seeded database, copied fast).
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool, { schema, logger: options.logger });
    await migratePostgres(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  // pg_trgm: the migrations create its extension for "title contains" search.
  const client = new PGlite(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
  });
  const db = drizzlePglite(client, { schema, logger: options.logger });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

// The rows of a raw statement: both drivers answer { rows }, which their common type hides.
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
