// Snapshots of the embedded database: a gzipped tarball of the data directory's database files,
// taken while nothing runs in PGlite, so it is the database at one instant, between two
// transactions. A restore unpacks it beside the directory, opens it once (which checks it),
// keeps the old files aside and moves the new ones in (docs/operating.md).
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";

import { log } from "../lib/log";
import { openPglite } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { pruneSnapshots, snapshotName } from "./snapshots";

// The entries of a data directory that are the database (not the lock, PGlite's pid file, the
// session secret `npm start` keeps there, or old files set aside by a restore).
const DATABASE_ENTRY = /^(PG_VERSION|base|global|pg_.+|postgresql(\.auto)?\.conf)$/;
export const databaseEntries = (dir: string) => readdirSync(dir).filter((name) => DATABASE_ENTRY.test(name));

// Writes a snapshot of an open database to `out` (written beside it, then renamed: a file of
// that name is always whole). The shop waits only while the files are copied, not compressed.
export async function writeSnapshot(pglite: PGlite, dataDir: string, out: string) {
  // A checkpoint first: the copy then needs little WAL replayed when it is opened. It lists
  // these directories, which a database loaded from PGlite's own tarball can lack (empty).
  for (const dir of ["pg_logical/snapshots", "pg_logical/mappings"]) {
    mkdirSync(path.join(dataDir, dir), { recursive: true });
  }
  await pglite.exec("CHECKPOINT");
  const staging = await mkdtemp(path.join(tmpdir(), "shop-snapshot-"));
  try {
    // While both of PGlite's locks are held no statement runs, and PGlite has no background
    // process that could write: the files do not change under the copy.
    await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        for (const entry of databaseEntries(dataDir)) {
          await cp(path.join(dataDir, entry), path.join(staging, entry), { recursive: true });
        }
      }),
    );
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.${randomUUID()}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, databaseEntries(staging));
    await rename(partial, out);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return out;
}

// A snapshot into the backup directory, then all but the newest `keep` deleted.
export async function snapshotIntoDir(
  pglite: PGlite,
  dataDir: string,
  backup: { dir: string; keep: number },
) {
  const file = await writeSnapshot(pglite, dataDir, path.join(backup.dir, snapshotName()));
  pruneSnapshots(backup.dir, backup.keep);
  return file;
}

// Snapshots on a schedule, from a running API; answers a function that stops them.
export function scheduleSnapshots(
  pglite: PGlite,
  dataDir: string,
  backup: { dir: string; everyMs: number; keep: number },
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // the last one is still being written
    running = snapshotIntoDir(pglite, dataDir, backup)
      .then(
        (file) => log.info({ file }, "[api] snapshot written"),
        (error: Error) => log.error({ err: error }, "[api] the scheduled snapshot failed"),
      )
      .finally(() => (running = null));
  }, backup.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

// Moves the database's entries from one directory into another; PG_VERSION last, because
// PGlite takes a directory with PG_VERSION for a whole database.
function moveDatabase(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  const entries = databaseEntries(from).sort(
    (a, b) => Number(a === "PG_VERSION") - Number(b === "PG_VERSION"),
  );
  for (const entry of entries) renameSync(path.join(from, entry), path.join(to, entry));
}

// Restores a snapshot into a data directory no process holds (the lock is taken for the
// while). The old database is moved into `<dataDir>/before-restore-<time>`, never deleted.
// Answers that directory (null when there was no database) and the orders found.
export async function restoreSnapshot(file: string, dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  const incoming = path.join(dataDir, `.restoring-${Date.now()}`);
  try {
    mkdirSync(incoming);
    await tar.extract({ file, cwd: incoming, strict: true });
    if (!existsSync(path.join(incoming, "PG_VERSION"))) {
      throw new Error(`${file} is not a snapshot of the shop's database (no PG_VERSION in it)`);
    }
    // Opened once before it replaces anything: it must start, and hold the shop's tables.
    const check = await openPglite({ dataDir: incoming });
    const orders = (await check.query<{ count: number }>("select count(*)::int as count from orders"))
      .rows[0];
    await check.close();
    let aside: string | null = null;
    if (databaseEntries(dataDir).length > 0) {
      aside = path.join(dataDir, `before-restore-${snapshotName().slice(5, -7)}`);
      moveDatabase(dataDir, aside);
    }
    moveDatabase(incoming, dataDir);
    return { aside, orders: orders.count };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    lock.release();
  }
}
