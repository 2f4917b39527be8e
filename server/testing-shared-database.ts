// For tests: one in-memory copy of the saved demo database per vitest worker, lent to its test
// files in turn and put back as it was saved between them. A copy of its own costs a test file
// about 2 CPU-seconds (PGlite unpacking the 45 MB snapshot and starting PostgreSQL); putting the
// shared one back, about 0.2: every table emptied and filled again from a copy made when it
// opened (about 4,600 rows), and every sequence set back. The database is the same a fresh copy
// would be, apart from PostgreSQL's statistics counters (a test of those opens its own copy).
//
// Only where the files of a worker share their modules (isolate: false, the projects that set
// TEST_SHARED_DATABASE in vitest.config.ts): elsewhere each file would keep a copy open for good.
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";

import { type DatabaseHandle, openPglite } from "./db/client";
import * as schema from "./db/schema";

type Shared = { client: PGlite; restore: string };

let shared: Promise<Shared> | undefined;
// Whether a test file holds the database now; a second API opened meanwhile (a file with two)
// gets a copy of its own.
let lent = false;
// Whether a file has had it since it was last put back.
let used = false;

export const sharingDatabase = () => process.env.TEST_SHARED_DATABASE === "1";

// The shared database for one test file, as it was saved; undefined while another API holds it.
export async function borrowSeededDatabase(
  snapshot: Blob,
  logger?: Logger,
): Promise<DatabaseHandle | undefined> {
  if (lent) return undefined;
  lent = true;
  try {
    shared ??= openShared(snapshot);
    const { client, restore } = await shared;
    if (used) await client.exec(restore);
    used = true;
  } catch (error) {
    lent = false;
    shared = undefined;
    throw error;
  }
  const { client } = await shared;
  return {
    db: drizzle(client, { schema, logger }),
    close: async () => {
      lent = false;
    },
    pglite: client,
  };
}

async function openShared(snapshot: Blob): Promise<Shared> {
  const client = await openPglite({ dataDir: "memory://", loadDataDir: snapshot });
  const { rows: tables } = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
       string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by 1 order by 1`,
  );
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
       last_value is not null as called
     from pg_sequences where schemaname = 'public'`,
  );
  const saved = (index: number) => `_saved_for_tests.t${index}`;
  await client.exec(
    `create schema _saved_for_tests;\n` +
      tables
        .map(({ name, columns }, i) => `create table ${saved(i)} as select ${columns} from ${name};`)
        .join("\n"),
  );
  // Replica: no triggers, so no foreign key checks while the tables are refilled in any order.
  const restore = [
    "set session_replication_role = replica;",
    `truncate ${tables.map(({ name }) => name).join(", ")};`,
    ...tables.map(
      ({ name, columns }, i) =>
        `insert into ${name} (${columns}) overriding system value select * from ${saved(i)};`,
    ),
    ...sequences.map(({ name, value, called }) => `select setval('${name}', ${value}, ${called});`),
    // And every setting back to the server's (a test's own SET included).
    "reset all;",
  ].join("\n");
  return { client, restore };
}
