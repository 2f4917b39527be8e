// For tests: one in-memory copy of the saved demo database per vitest worker, lent to its test
// files in turn and put back as it was saved between them. A copy of its own costs a test file
// about 2 CPU-seconds (PGlite unpacking the 45 MB snapshot and starting PostgreSQL); putting the
// shared one back, 0.01 to 0.2: the tables the file wrote emptied and filled again from copies
// made when it opened (about 4,600 rows in all), and every sequence set back. The database is
// the same a fresh copy would be, apart from PostgreSQL's statistics counters (a test of those
// opens its own copy).
//
// Only where the files of a worker share their modules (isolate: false, the projects that set
// TEST_SHARED_DATABASE in vitest.config.ts): elsewhere each file would keep a copy open for good.
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";

import { type DatabaseHandle, openPglite } from "./db/client";
import * as schema from "./db/schema";

// restore: the statements that put back the tables named, with every sequence and setting.
type Shared = { client: PGlite; restore: (tables: string[]) => string; referencing: Map<string, string[]> };

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
    const { client, restore, referencing } = await shared;
    if (used) await client.exec(restore(await writtenTables(client, referencing)));
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

// The tables a file wrote (a statement trigger on each marks them), and those whose foreign keys
// point at them, as TRUNCATE empties them too: most files write a few tables, and refilling the
// products (their trigram index) and the variants is most of what putting back every table costs.
async function writtenTables(client: PGlite, referencing: Map<string, string[]>) {
  const { rows } = await client.query<{ name: string }>("select name from _saved_for_tests.written");
  const emptied = new Set(rows.map(({ name }) => name));
  for (const name of emptied) for (const other of referencing.get(name) ?? []) emptied.add(other);
  return [...emptied];
}

// Each table, with the tables whose foreign keys point at it.
async function foreignKeysOf(client: PGlite) {
  const { rows } = await client.query<{ referenced: string; referencing: string }>(
    `select format('%I.%I', rn.nspname, r.relname) as referenced, format('%I.%I', n.nspname, c.relname) as referencing
     from pg_constraint f
     join pg_class c on c.oid = f.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class r on r.oid = f.confrelid
     join pg_namespace rn on rn.oid = r.relnamespace
     where f.contype = 'f'`,
  );
  const referencing = new Map<string, string[]>();
  for (const row of rows)
    referencing.set(row.referenced, [...(referencing.get(row.referenced) ?? []), row.referencing]);
  return referencing;
}

async function openShared(snapshot: Blob): Promise<Shared> {
  const client = await openPglite({ dataDir: "memory://", loadDataDir: snapshot });
  const tables = await tablesOf(client);
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
       last_value is not null as called
     from pg_sequences where schemaname = 'public'`,
  );
  const saved = new Map(
    tables.map(({ name, columns }, i) => [name, { columns, copy: `_saved_for_tests.t${i}` }]),
  );
  await client.exec(
    `create schema _saved_for_tests;
     create table _saved_for_tests.written (name text primary key);
     create function _saved_for_tests.mark() returns trigger language plpgsql as $$
     begin
       insert into _saved_for_tests.written values (format('%I.%I', tg_table_schema, tg_table_name))
         on conflict do nothing;
       return null;
     end $$;\n` +
      [...saved]
        .map(
          ([name, { columns, copy }]) =>
            `create table ${copy} as select ${columns} from ${name};
             create trigger _saved_for_tests_mark after insert or update or delete or truncate on ${name}
               for each statement execute function _saved_for_tests.mark();`,
        )
        .join("\n"),
  );
  // Replica: no triggers (foreign key checks, the marks), while the tables are refilled in any order.
  const restore = (written: string[]) =>
    [
      "set session_replication_role = replica;",
      ...(written.length ? [`truncate ${written.join(", ")};`] : []),
      ...written.map((name) => {
        const { columns, copy } = saved.get(name)!;
        return `insert into ${name} (${columns}) overriding system value select * from ${copy};`;
      }),
      "truncate _saved_for_tests.written;",
      ...sequences.map(({ name, value, called }) => `select setval('${name}', ${value}, ${called});`),
      // And every setting back to the server's (a test's own SET included).
      "reset all;",
    ].join("\n");
  return { client, restore, referencing: await foreignKeysOf(client) };
}

// The public schema's tables, each with its columns (those a copy can be filled from).
async function tablesOf(client: PGlite) {
  const { rows } = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
       string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by 1 order by 1`,
  );
  return rows;
}
