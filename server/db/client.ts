// Opens the database: a real PostgreSQL server when a URL is given, otherwise the
// embedded PGlite (a data directory, or "memory://" for tests). Migrations run here.
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { StartError } from "../lib/start-error";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { PgliteWithStatements } from "./pglite-statements";
import * as schema from "./schema";
import { newestSnapshot } from "./snapshots";

// The common supertype of both drivers (a union would break `.returning()` typing).
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

// `dump` (PGlite only) saves the whole database as a tarball that `loadDataDir` opens again;
// `pglite` and `lock` are there for snapshots (server/db/backup.ts).
export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
  dump?: () => Promise<Blob>;
  pglite?: PGlite;
  lock?: DataDirLock;
};

// PGlite's memory is the process's own and never shrinks: PostgreSQL's default 128 MB of shared
// buffers (and 4 MB of WAL buffers) would be touched page by page and kept for good. The data
// files already sit in memory (or in the OS's cache), so a small pool costs a copy, not a read.
const PGLITE_MEMORY = ["-c", "shared_buffers=16MB", "-c", "wal_buffers=512kB"];

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Whether every migration this code knows has run on the database (drizzle records them in
// drizzle.__drizzle_migrations): for the readiness check.
export async function migrationsApplied(db: Database) {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: unknown[];
  };
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return (row?.count ?? 0) >= journal.entries.length;
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  // Sees every statement (for the performance scripts' plans).
  logger?: Logger;
  // A PGlite data directory saved with dumpDataDir (tests: a seeded database, copied fast).
  loadDataDir?: Blob;
  // Where snapshots are kept: a directory that will not open names the newest.
  backupDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool, { schema, logger: options.logger });
    await migratePostgres(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  const lock = isDirectory(options.dataDir) ? lockNewDirectory(options.dataDir) : undefined;
  try {
    const client = await openPglite(options);
    const db = drizzlePglite(client, { schema, logger: options.logger });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      lock?.release();
    };
    return { db, close, dump: () => client.dumpDataDir("none"), pglite: client, lock };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

// A path on disk, not memory:// (or another of PGlite's schemes).
export const isDirectory = (dataDir: string) =>
  !/^[a-z0-9-]+:\/\//.test(dataDir) || dataDir.startsWith("file://");

function lockNewDirectory(dataDir: string) {
  mkdirSync(dataDir.replace(/^file:\/\//, ""), { recursive: true });
  return lockDataDir(dataDir.replace(/^file:\/\//, ""));
}

// PGlite, started and answering. Its messages are kept: when a directory will not open (its
// WAL or control file damaged), PostgreSQL says why on stderr and then the WebAssembly module
// aborts with a bare "Aborted()"; the error thrown here says why and how to restore instead.
export async function openPglite(options: { dataDir: string; loadDataDir?: Blob; backupDir?: string }) {
  const messages: string[] = [];
  // pg_trgm: the migrations create its extension for "title contains" search.
  const client = new PgliteWithStatements(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
    onStderr: (line) => {
      messages.push(line);
      if (messages.length > 40) messages.shift();
      return false;
    },
  });
  try {
    await client.waitReady;
    await client.query("select 1");
    return client;
  } catch (error) {
    if (!isDirectory(options.dataDir)) throw error;
    throw new DataDirectoryDamaged(options.dataDir, messages, error as Error, options.backupDir);
  }
}

export class DataDirectoryDamaged extends StartError {
  constructor(dataDir: string, messages: string[], error: Error, backupDir: string | undefined) {
    // PostgreSQL's own reason, without its time stamp: "PANIC:  could not locate a valid …".
    const reason =
      messages
        .filter((line) => /\b(PANIC|FATAL):/.test(line))
        .at(-1)
        ?.replace(/^.*?\b(PANIC|FATAL):\s+/, "$1: ") ?? error.message;
    const snapshot = newestSnapshot(backupDir);
    const restore = snapshot
      ? `The newest snapshot is ${snapshot}. Restore it (the damaged files are kept aside) with:\n\n` +
        `  npm run restore -- ${snapshot}\n`
      : `No snapshot was found${backupDir ? ` in ${backupDir}` : " (BACKUP_DIR is not set)"}: ` +
        "restore one you keep elsewhere with `npm run restore -- <file>`.\n";
    super(
      `The embedded database in ${dataDir} will not open: ${reason}\n` +
        'Its files are damaged (see docs/operating.md, "The embedded database and PostgreSQL").\n' +
        restore,
    );
  }
}

// The rows of a raw statement: both drivers answer { rows }, which their common type hides.
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
