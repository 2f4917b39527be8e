// The move of the embedded database (PGlite in DATA_DIR) to PostgreSQL, for
// `npm run db:move-to-postgres -- --to postgres://…` (docs/operating.md). pg_dump cannot read
// PGlite's newer server, so the rows go over table by table: the target is migrated, every
// table of the source is copied in foreign-key order in batches (as JSON, which both servers
// read and write losslessly), the sequences are set past the highest ids, and the copy is
// checked (rows and an md5 of every table's rows) before it is committed. The data directory
// is held under its lock throughout: the shop must be stopped.
import { existsSync } from "node:fs";
import path from "node:path";

import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";

import { StartError } from "../lib/start-error";
import { openDatabase } from "./client";
import { DataDirectoryInUse, shopIsRunning } from "./data-dir-lock";

// A batch of rows is about this many bytes of JSON (media files make some rows large).
const BATCH_BYTES = 4 * 1024 * 1024;
const MAX_BATCH_ROWS = 5_000;

// What both drivers answer to a statement: rows.
type Queryable = { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> };
export type TableFigures = { table: string; rows: number; md5: string };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function moveToPostgres(options: {
  dataDir: string;
  to: string;
  // Empty the shop's tables in the target first, instead of refusing a target with rows.
  replace?: boolean;
  log?: (line: string) => void;
}): Promise<TableFigures[]> {
  const log = options.log ?? (() => {});
  const source = await openSource(options.dataDir);
  const pglite = source.pglite!;
  const target = new pg.Client({ connectionString: options.to });
  try {
    await target.connect();
    await refuseTargetWithRows(target, options.replace ?? false);
    // The target's tables, made by the shop's own migrations (the source was migrated on open).
    await (await openDatabase({ databaseUrl: options.to, dataDir: "" })).close();
    // Times in one zone on both sides: the rows' JSON (and so their checksums) then match.
    await pglite.exec("set time zone 'UTC'");
    await target.query("set time zone 'UTC'");
    const tables = await tablesInForeignKeyOrder(pglite);
    return await copyInOneTransaction(pglite, target, tables, options.replace ?? false, log);
  } finally {
    await target.end().catch(() => {});
    await source.close();
  }
}

// The data directory's database, opened (and migrated) under its lock.
async function openSource(dataDir: string) {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new StartError(`There is no database in ${dataDir} (DATA_DIR) to move.`);
  }
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirectoryInUse) throw shopIsRunning(dataDir, error.holder, "moved");
    throw error;
  }
}

// The tables of the public schema, with their own foreign keys (self references left out).
async function publicTables(db: Queryable) {
  const { rows } = await db.query<{ name: string; refs: string[] }>(
    `select c.relname as name,
       array(select distinct r.relname from pg_constraint f join pg_class r on r.oid = f.confrelid
             where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as refs
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows;
}

// Tables a foreign key points at come before the tables that point at them.
export async function tablesInForeignKeyOrder(db: Queryable): Promise<string[]> {
  const refs = new Map((await publicTables(db)).map((table) => [table.name, table.refs]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys go round in a circle: ${path.join(" → ")}`);
    for (const ref of refs.get(name) ?? []) visit(ref, [...path, name]);
    ordered.push(name);
  };
  for (const name of refs.keys()) visit(name, []);
  return ordered;
}

// A target that holds rows is someone's data: refused, unless told to replace it.
async function refuseTargetWithRows(target: pg.Client, replace: boolean) {
  const withRows: string[] = [];
  for (const { name } of await publicTables(target)) {
    const { rows } = await target.query(`select 1 from ${quote(name)} limit 1`);
    if (rows.length > 0) withRows.push(name);
  }
  if (withRows.length > 0 && !replace) {
    throw new StartError(
      `The target database is not empty (rows in ${withRows.join(", ")}): nothing was copied. ` +
        "Name an empty database, or add --replace to empty the shop's tables there first.",
    );
  }
}

// Copies, sets the sequences and checks, all in one transaction of the target: a copy that
// fails or differs leaves the target as it was.
async function copyInOneTransaction(
  pglite: PGlite,
  target: pg.Client,
  tables: string[],
  replace: boolean,
  log: (line: string) => void,
) {
  await target.query("begin");
  try {
    if (replace) await target.query(`truncate ${tables.map(quote).join(", ")} cascade`);
    // The rows are copied as they are: triggers that derive columns (colours, ratings) would
    // recompute them, in the target's collation, and the copy would differ from its source.
    for (const table of tables) await target.query(`alter table ${quote(table)} disable trigger user`);
    for (const table of tables) log(`${table}: ${await copyTable(pglite, target, table)} rows`);
    for (const table of tables) await target.query(`alter table ${quote(table)} enable trigger user`);
    await setSequences(pglite, target);
    const figures = await compareTables(pglite, target, tables);
    await target.query("commit");
    return figures;
  } catch (error) {
    await target.query("rollback");
    throw error;
  }
}

// The columns a row is written with (not generated ones, which the target computes).
async function writableColumns(pglite: PGlite, table: string) {
  const { rows } = await pglite.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [quote(table)],
  );
  return rows.map((row) => quote(row.name)).join(", ");
}

// One table, read through a cursor and written in batches of about BATCH_BYTES; answers the rows.
async function copyTable(pglite: PGlite, target: pg.Client, table: string) {
  const columns = await writableColumns(pglite, table);
  const insert =
    `insert into ${quote(table)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::${quote(table)}, $1::json)`;
  return pglite.transaction(async (tx: Transaction) => {
    await tx.query(
      `declare rows_out no scroll cursor for select row_to_json(t)::text as row from ${quote(table)} t`,
    );
    let copied = 0;
    let batch = 100;
    for (;;) {
      const { rows } = await tx.query<{ row: string }>(`fetch ${batch} from rows_out`);
      if (rows.length === 0) return copied;
      const json = `[${rows.map((row) => row.row).join(",")}]`;
      await target.query(insert, [json]);
      copied += rows.length;
      batch = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.round((BATCH_BYTES * rows.length) / json.length)));
    }
  });
}

// Each sequence gives next what the source would have, and at least one past the highest
// value of the column it numbers (serial and identity columns).
async function setSequences(pglite: PGlite, target: pg.Client) {
  const { rows } = await pglite.query<{ name: string; next: string }>(
    `select sequencename as name,
       (case when last_value is null then start_value else last_value + increment_by end)::text as next
     from pg_sequences where schemaname = 'public'`,
  );
  const owners = await sequenceOwners(target);
  for (const { name, next } of rows) {
    const owner = owners.get(name);
    const highest = owner
      ? `coalesce((select max(${quote(owner.column)}) from ${quote(owner.table)}), 0) + 1`
      : "0";
    await target.query(`select setval($1::regclass, greatest($2::bigint, ${highest}), false)`, [
      quote(name),
      next,
    ]);
  }
}

async function sequenceOwners(target: pg.Client) {
  const { rows } = await target.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
     from pg_class s
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     join pg_namespace n on n.oid = s.relnamespace
     where s.relkind = 'S' and n.nspname = 'public'`,
  );
  return new Map(rows.map((row) => [row.sequence, row]));
}

// A table's rows and an md5 of them (of each row's JSON, sorted: the same whatever order the
// rows are stored in, and whatever either server's collation).
export async function tableFigures(db: Queryable, table: string): Promise<TableFigures> {
  const { rows } = await db.query<{ rows: number; md5: string }>(
    `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as md5
     from (select md5(row_to_json(t)::text) as h from ${quote(table)} t) hashed`,
  );
  return { table, ...rows[0] };
}

async function compareTables(pglite: PGlite, target: pg.Client, tables: string[]) {
  const figures: TableFigures[] = [];
  const differ: string[] = [];
  for (const table of tables) {
    const [source, copy] = [await tableFigures(pglite, table), await tableFigures(target, table)];
    if (source.rows !== copy.rows || source.md5 !== copy.md5) {
      differ.push(`${table} (${source.rows} rows, ${copy.rows} copied)`);
    }
    figures.push(source);
  }
  if (differ.length > 0) {
    throw new Error(`The copy differs from the embedded database in ${differ.join(", ")}: nothing was kept.`);
  }
  return figures;
}
