// One process at a time on a PGlite data directory. PGlite's own lock file (postmaster.pid)
// always holds the same made-up pid, so a second process opens a directory in use without a
// word, and the two overwrite each other's WAL and control file: the cause of "could not
// locate a valid checkpoint record" (docs/decisions/007-embedded-database-durability.md).
// This lock is a file in the directory with the holder's pid and the time it started (so a
// reused pid is not taken for the holder); a holder that is gone leaves a stale lock, which
// the next opener takes over.
import { randomBytes } from "node:crypto";
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { StartError } from "../lib/start-error";

export const LOCK_FILE = "shop.lock";

const LockContent = z.object({
  pid: z.number().int(),
  started: z.string().nullable(),
  // Where the holder's API listens and the key its loopback backup endpoint wants
  // (server/routes/backup.ts): who can read this file may take a snapshot.
  url: z.string().optional(),
  backupKey: z.string(),
});
export type LockContent = z.infer<typeof LockContent>;

export class DataDirectoryInUse extends StartError {
  constructor(
    dataDir: string,
    readonly holder: LockContent,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${holder.pid}). ` +
        "Two processes on one embedded database corrupt it, so this one stops. Stop the other " +
        "one first; to run several API processes, move to PostgreSQL (docs/operating.md).",
    );
  }
}

// The answer of a command that needs the shop stopped (restore, the move to PostgreSQL): its
// data is `what` (overwritten, moved) only once the shop is stopped.
export function shopIsRunning(dataDir: string, holder: LockContent, what: "overwritten" | "moved") {
  const command = what === "moved" ? "move it" : "restore";
  return new StartError(
    `The shop is running on ${dataDir} (pid ${holder.pid}): its data is not ${what}. ` +
      `Stop it, ${command}, and start it again.`,
  );
}

// The start time of a process (clock ticks since boot, /proc/<pid>/stat field 22): with the
// pid it names one process for good. Null where /proc is missing (not Linux).
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockContent): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return holder.started === null || startTimeOf(holder.pid) === holder.started;
}

// The holder of the directory's lock, if the lock is held by a live process.
export function lockHolder(dataDir: string): LockContent | null {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"));
  } catch {
    return null;
  }
  const parsed = LockContent.safeParse(content);
  return parsed.success && isAlive(parsed.data) ? parsed.data : null;
}

export type DataDirLock = {
  content: LockContent;
  // Adds the API's address, once it listens.
  update: (changes: Partial<LockContent>) => void;
  release: () => void;
};

// Takes the lock or throws DataDirectoryInUse. The directory must exist.
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const content: LockContent = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    backupKey: randomBytes(24).toString("base64url"),
  };
  // O_EXCL: of two openers that find no lock, one creates it and the other sees it.
  const create = () => {
    const fd = openSync(file, "wx", 0o600);
    writeSync(fd, JSON.stringify(content));
    closeSync(fd);
  };
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = lockHolder(dataDir);
    if (holder) throw new DataDirectoryInUse(dataDir, holder);
    rmSync(file, { force: true }); // stale: its process is gone
    try {
      create();
    } catch {
      // another opener took the stale lock over first
      throw new DataDirectoryInUse(dataDir, lockHolder(dataDir) ?? content);
    }
  }
  return {
    content,
    update(changes) {
      Object.assign(content, changes);
      writeFileSync(`${file}.new`, JSON.stringify(content), { mode: 0o600 });
      renameSync(`${file}.new`, file);
    },
    release: () => rmSync(file, { force: true }),
  };
}
