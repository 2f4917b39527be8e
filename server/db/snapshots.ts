// The snapshots of the embedded database in a directory (BACKUP_DIR): their names, the newest,
// and pruning to the newest few. A name carries its time, so names sort oldest first.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const SNAPSHOT_NAME = /^shop-(\d{8}T\d{6}Z)\.tar\.gz$/;

export function snapshotName(at = new Date()): string {
  return `shop-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar.gz`;
}

// Paths of the snapshots in the directory, oldest first.
export function listSnapshots(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => SNAPSHOT_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

export function newestSnapshot(dir: string | undefined): string | null {
  return dir ? (listSnapshots(dir).at(-1) ?? null) : null;
}

// Deletes all but the newest `keep` (at least 1); answers the paths deleted.
export function pruneSnapshots(dir: string, keep: number): string[] {
  const old = listSnapshots(dir).slice(0, -Math.max(1, keep));
  for (const file of old) rmSync(file, { force: true });
  return old;
}
