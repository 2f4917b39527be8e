// A data directory made by an earlier release opens on this one with every later migration
// applied. Drizzle's migrator runs only migrations whose `when` (meta/_journal.json) is above the
// newest one the database has applied: a migration numbered or stamped below one that already
// shipped is skipped for good on existing databases (0005 was, once, and a member's sign-in
// answered 500; docs/decisions/009). Each prefix of the journal stands for a release's database:
// the last release to land stopped at 0005_mail_delivery.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";

const FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
const journal = JSON.parse(readFileSync(path.join(FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: { when: number; tag: string }[];
};
const scratch = mkdtempSync(path.join(tmpdir(), "migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The migrations folder as a release with the first `count` migrations had it.
function releaseFolder(count: number) {
  const folder = path.join(scratch, String(count));
  cpSync(FOLDER, folder, { recursive: true });
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

// An empty cluster, made once: PGlite's initdb is most of the cost of opening a database.
let emptyCluster: Promise<Blob> | undefined;
async function emptyDatabase() {
  emptyCluster ??= PGlite.create({ extensions: { pg_trgm } }).then(async (client) => {
    const dump = await client.dumpDataDir("none");
    await client.close();
    return dump;
  });
  return PGlite.create({ extensions: { pg_trgm }, loadDataDir: await emptyCluster });
}

async function columnsAfter(folders: string[]) {
  const client = await emptyDatabase();
  try {
    for (const migrationsFolder of folders) await migrate(drizzle(client), { migrationsFolder });
    const { rows } = await client.query<{ column: string }>(
      `select table_name || '.' || column_name as column from information_schema.columns
       where table_schema = 'public' order by 1`,
    );
    return rows.map((row) => row.column);
  } finally {
    await client.close();
  }
}

it("stamps every migration later than the one before it", () => {
  const stamps = journal.entries.map((entry) => entry.when);
  expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  expect(new Set(stamps).size).toBe(stamps.length);
});

it(
  "brings a database of each earlier release to the schema of a fresh one",
  { timeout: 120_000 },
  async () => {
    const fresh = await columnsAfter([FOLDER]);
    expect(fresh).toContain("members.password_version");
    // The releases that stopped at the last few migrations (older ones share their path).
    for (let count = journal.entries.length - 4; count < journal.entries.length; count++) {
      expect(await columnsAfter([releaseFolder(count), FOLDER]), `after ${count} migrations`).toEqual(fresh);
    }
  },
);
