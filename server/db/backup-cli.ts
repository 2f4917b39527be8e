// `npm run backup [-- --out file]`: a snapshot of the embedded database, taken by the running
// API when the shop runs (PGlite can be open in one process only), else from the directory.
// `npm run restore -- <file>`: puts a snapshot in place of the data directory's database; the
// shop must be stopped, and the old database is kept aside. docs/operating.md says more.
import { createWriteStream, existsSync, statSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";

import { readApiConfig } from "../config";
import { StartError } from "../lib/start-error";
import { BACKUP_PATH } from "../routes/backup";
import { restoreSnapshot, writeSnapshot } from "./backup";
import { openPglite } from "./client";
import {
  DataDirectoryInUse,
  type LockContent,
  lockDataDir,
  lockHolder,
  shopIsRunning,
} from "./data-dir-lock";
import { snapshotName } from "./snapshots";

if (existsSync(".env")) process.loadEnvFile(".env");

// Asks the running API for a snapshot and writes what it sends (whole, or not at all).
async function snapshotFromRunningApi(holder: LockContent, out: string) {
  if (!holder.url)
    throw new StartError(`The shop (pid ${holder.pid}) is still starting: try again in a moment.`);
  const response = await fetch(`${holder.url}${BACKUP_PATH}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${holder.backupKey}` },
  });
  if (!response.ok || !response.body) {
    throw new StartError(
      `The running API refused the snapshot (${response.status}): ${await response.text()}`,
    );
  }
  const partial = `${out}.partial`;
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(partial));
  await rename(partial, out);
}

// The shop is stopped: open the directory here, under its lock.
async function snapshotFromDirectory(dataDir: string, out: string) {
  const lock = lockDataDir(dataDir);
  try {
    const pglite = await openPglite({ dataDir });
    await writeSnapshot(pglite, dataDir, out);
    await pglite.close();
  } finally {
    lock.release();
  }
}

async function backup(options: { out?: string }) {
  const config = readApiConfig();
  if (config.databaseUrl) {
    throw new StartError(
      "The shop runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, for instance\n\n" +
        '  pg_dump --format=custom --file=shop.dump "$DATABASE_URL"\n\n(docs/operating.md)',
    );
  }
  const out = options.out ?? path.join(config.backup.dir ?? "backups", snapshotName());
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  const holder = existsSync(config.dataDir) ? lockHolder(config.dataDir) : null;
  if (!holder && !existsSync(path.join(config.dataDir, "PG_VERSION"))) {
    throw new StartError(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`);
  }
  if (holder) await snapshotFromRunningApi(holder, out);
  else await snapshotFromDirectory(config.dataDir, out);
  const megabytes = (statSync(out).size / 1024 / 1024).toFixed(1);
  console.info(`Snapshot written: ${out} (${megabytes} MB${holder ? ", taken by the running shop" : ""})`);
}

async function restore(file: string | undefined) {
  if (!file || !existsSync(file)) {
    throw new StartError(
      `Name a snapshot to restore: npm run restore -- <file>${file ? ` (${file} is not there)` : ""}`,
    );
  }
  const { dataDir } = readApiConfig();
  const { aside, orders } = await restoreSnapshot(file, dataDir).catch((error: Error) => {
    if (!(error instanceof DataDirectoryInUse)) throw error;
    throw shopIsRunning(dataDir, error.holder, "overwritten");
  });
  console.info(`Restored ${file} into ${dataDir}: ${orders} orders.`);
  if (aside)
    console.info(`The database that was there is kept in ${aside}: delete it once the shop runs well.`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string" } },
});
const [command, file] = positionals;
try {
  if (command === "backup") await backup(values);
  else if (command === "restore") await restore(file);
  else throw new StartError("Usage: backup-cli.ts backup [--out file] | restore <file>");
} catch (error) {
  if (!(error instanceof StartError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
