// The data directory's lock, snapshots taken by a running API while it serves writes, restore
// (refused while the shop runs, the old database kept aside), the schedule that keeps N, and
// the message of a directory that will not open.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../../tests/support/register";
// Each of the slow tests opens PGlite on a directory two or three times.
import { readApiConfig } from "../config";
import { startApi } from "../server";
import { seededSnapshot } from "../testing";
import { restoreSnapshot, scheduleSnapshots, snapshotIntoDir } from "./backup";
import { DataDirectoryDamaged, openDatabase, queryRows } from "./client";
import { DataDirectoryInUse, LOCK_FILE, lockDataDir, lockHolder } from "./data-dir-lock";
import { listSnapshots, pruneSnapshots, snapshotName } from "./snapshots";

let root: string;
let snapshot: Blob;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "backup-test-"));
  const saved = process.env.TEST_SEEDED_DATABASE;
  snapshot = saved ? new Blob([await readFile(saved)]) : await seededSnapshot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const emailsIn = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  const rows = await queryRows<{ email: string }>(database.db, sql`select email from members`);
  await database.close();
  return new Set(rows.map((row) => row.email));
};

describe("the lock", () => {
  it("refuses a second opener with a clear error, and takes over a stale lock", () => {
    const dir = path.join(root, "lock");
    mkdirSync(dir);
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirectoryInUse);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another process \(pid \d+\)/);
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    // A lock left by a process that is gone (pid 2^22 + 1 is above Linux's pid limit).
    const stale = { pid: 4_194_305, started: "1", backupKey: "x" };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(stale));
    expect(lockHolder(dir)).toBeNull();
    const second = lockDataDir(dir);
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    second.release();
  });
});

describe("a snapshot taken while the API serves writes", () => {
  const dataDir = () => path.join(root, "shop");
  const backupDir = () => path.join(root, "backups");
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    await (await openDatabase({ dataDir: dataDir(), loadDataDir: snapshot })).close();
    api = await startApi({ ...readApiConfig({ DEV_OUTBOX: "on" }), port: 0, dataDir: dataDir() });
  });
  afterAll(() => api?.stop());

  const register = async () => {
    const email = `backup-${randomUUID()}@example.com`;
    // The account is made when the mailed confirmation link is used.
    await registerThroughMail((url, init) => fetch(`${api.url}${url}`, init), {
      name: "Backup Test",
      email,
      password: "a long enough password 1",
    });
    return email;
  };

  it(
    "restores to a database with the rows written before it, and refuses a restore meanwhile",
    { timeout: 120_000 },
    async () => {
      const before = [await register(), await register()];
      const holder = lockHolder(dataDir())!;
      // Writes go on while the snapshot is taken.
      const during = Promise.all([register(), register(), register()]);
      const response = await fetch(`${holder.url}/api/operator/backup`, {
        method: "POST",
        headers: { Authorization: `Bearer ${holder.backupKey}` },
      });
      expect(response.status).toBe(200);
      mkdirSync(backupDir(), { recursive: true });
      const file = path.join(backupDir(), "during-writes.tar.gz");
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      await during;

      await expect(restoreSnapshot(file, dataDir())).rejects.toThrow(DataDirectoryInUse);
      const elsewhere = path.join(root, "restored");
      const { aside } = await restoreSnapshot(file, elsewhere);
      expect(aside).toBeNull();
      const emails = await emailsIn(elsewhere);
      for (const email of before) expect(emails.has(email)).toBe(true);
    },
  );

  it("answers 403 without the lock file's key", async () => {
    const response = await fetch(`${api.url}/api/operator/backup`, {
      method: "POST",
      headers: { Authorization: "Bearer not-the-key" },
    });
    expect(response.status).toBe(403);
  });
});

describe("the schedule", () => {
  it("keeps the newest N snapshots", async () => {
    const dir = path.join(root, "pruned");
    mkdirSync(dir, { recursive: true });
    const names = [0, 1, 2, 3].map((day) => snapshotName(new Date(Date.UTC(2026, 0, 1 + day))));
    for (const name of names) writeFileSync(path.join(dir, name), "");
    writeFileSync(path.join(dir, "notes.txt"), "");
    expect(pruneSnapshots(dir, 2).map((file) => path.basename(file))).toEqual(names.slice(0, 2));
    expect(listSnapshots(dir).map((file) => path.basename(file))).toEqual(names.slice(2));
    expect(existsSync(path.join(dir, "notes.txt"))).toBe(true);
  });

  it("takes snapshots on its own and prunes to BACKUP_KEEP", { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, "scheduled");
    const dir = path.join(root, "scheduled-backups");
    const database = await openDatabase({ dataDir, loadDataDir: snapshot });
    const stop = scheduleSnapshots(database.pglite!, dataDir, { dir, everyMs: 200, keep: 1 });
    // Two snapshots written (with a second between them: names carry whole seconds).
    await snapshotIntoDir(database.pglite!, dataDir, { dir, keep: 1 });
    const first = listSnapshots(dir);
    // The schedule's next one (names carry whole seconds, and a busy machine copies slowly).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && listSnapshots(dir).every((file) => first.includes(file))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    await database.close();
    const after = listSnapshots(dir);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(first);
  });
});

describe("a data directory that will not open", () => {
  it(
    "names the newest snapshot and the command that restores it; restore keeps the old files aside",
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(root, "damaged");
      const backupDir = path.join(root, "damaged-backups");
      const database = await openDatabase({ dataDir, loadDataDir: snapshot });
      await database.db.execute(
        sql`insert into members (id, name, email) values ('kept-1', 'Kept', 'kept@example.com')`,
      );
      const file = await snapshotIntoDir(database.pglite!, dataDir, { dir: backupDir, keep: 3 });
      await database.close();
      // The control file garbled: PostgreSQL cannot find its checkpoint.
      writeFileSync(path.join(dataDir, "global/pg_control"), Buffer.alloc(8192, 0x5a));

      const opening = openDatabase({ dataDir, backupDir });
      await expect(opening).rejects.toThrow(DataDirectoryDamaged);
      const message = await opening.catch((error: Error) => error.message);
      expect(message).toContain(`will not open`);
      expect(message).toContain(`npm run restore -- ${file}`);
      expect(message).not.toMatch(/^Aborted/);

      const { aside } = await restoreSnapshot(file, dataDir);
      expect(aside && existsSync(path.join(aside, "global/pg_control"))).toBe(true);
      expect((await emailsIn(dataDir)).has("kept@example.com")).toBe(true);
    },
  );
});
