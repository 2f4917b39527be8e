// Vacuum and analyze for the embedded database, which has no autovacuum (decision 013). As
// orders, carts and sessions churn, dead rows pile up, the planner's statistics go stale and the
// visibility map loses its pages, so counts stop reading an index alone. Every DB_MAINTENANCE_EVERY
// the API reads PGlite's own counters (pg_stat_user_tables) and brings each table that has changed
// enough up to date: one statement per step (a table's vacuum, or its analyze), with a pause
// between steps. PGlite runs in the API's own thread, one statement at a time: while a step runs
// the whole API waits, so a step is kept small and the shop waits for one step, never a round.
// PostgreSQL's own autovacuum does this on a server (DATABASE_URL): not run there.
import { sql } from "drizzle-orm";

import { log } from "../lib/log";
import { type Database, queryRows } from "./client";

export type MaintenanceOptions = {
  // How often the counters are read (and the tables due brought up to date).
  everyMs: number;
  // Rows changed in a table before it is due, plus a fraction of its rows (below).
  minChanges: number;
};

// autovacuum's rule (threshold + fraction × rows), with a far smaller fraction for vacuum than its
// 20 %: a vacuum is what keeps the visibility map whole (counts that read an index alone), and it
// costs little when few pages changed (it skips the pages still all-visible). At 100,000 orders a
// vacuum after 1 % of them changed took 90 to 170 ms of CPU; decision 013 has the figures.
const VACUUM_FRACTION = 0.02;
const ANALYZE_FRACTION = 0.1;
// ANALYZE samples 300 × default_statistics_target rows (100: 30,000 rows, every page of 100,000
// orders: 0.9 s of CPU). Above this many rows a table is sampled at 30 (9,000 rows, 0.16 s): its
// statistics still name 30 common values and 30 histogram bounds, plenty for the planner here.
const LARGE_TABLE_ROWS = 10_000;
const LARGE_TABLE_STATISTICS = 30;
// Between two steps: the requests that waited for the first go before the second.
const PAUSE_MS = 250;

type Counters = {
  table: string;
  rows: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
};

export type Step = { table: string; statement: "vacuum" | "analyze"; ms: number };

// The steps due, most changed table first: vacuum where rows died or were added since the last
// one (the visibility map), analyze where rows changed since the statistics were taken. The size
// is pg_class's (set by vacuum and analyze): PGlite's n_live_tup drifts far from the truth.
export async function stepsDue(db: Database, minChanges: number): Promise<Omit<Step, "ms">[]> {
  const rows = await queryRows<Counters>(
    db,
    sql`select s.relname as "table", greatest(c.reltuples, 0)::float8 as rows,
          s.n_dead_tup::float8 as dead, s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
          s.n_mod_since_analyze::float8 as "changedSinceAnalyze"
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema()`,
  );
  const due: (Omit<Step, "ms"> & { changes: number })[] = [];
  for (const row of rows) {
    const vacuum = row.dead + row.insertedSinceVacuum;
    // A table's steps weigh its most changes, so they stay together, its vacuum first.
    const changes = Math.max(vacuum, row.changedSinceAnalyze);
    if (vacuum >= minChanges + VACUUM_FRACTION * row.rows) {
      due.push({ table: row.table, statement: "vacuum", changes });
    }
    if (row.changedSinceAnalyze >= minChanges + ANALYZE_FRACTION * row.rows) {
      due.push({ table: row.table, statement: "analyze", changes });
    }
  }
  // sort is stable: within a table the vacuum stays before the analyze.
  return due.sort((a, b) => b.changes - a.changes).map(({ table, statement }) => ({ table, statement }));
}

// One statement: a vacuum, or an analyze (sampled more thinly on a large table, in a transaction
// so that the smaller sample is this statement's alone).
async function runStep(db: Database, { table, statement }: Omit<Step, "ms">) {
  // The name comes from pg_stat_user_tables, quoted as an identifier all the same.
  const name = sql.identifier(table);
  if (statement === "vacuum") return db.execute(sql`vacuum ${name}`);
  return db.transaction(async (tx) => {
    const [{ rows }] = await queryRows<{ rows: number }>(
      tx,
      sql`select reltuples::float8 as rows from pg_class where oid = ${table}::regclass`,
    );
    if (rows > LARGE_TABLE_ROWS) {
      await tx.execute(sql.raw(`set local default_statistics_target = ${LARGE_TABLE_STATISTICS}`));
    }
    await tx.execute(sql`analyze ${name}`);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One round: every table due, one statement each, a pause between them (`stopped` is asked
// after each pause: a stopping API waits for one step, not the round). Answers what ran.
export async function maintainOnce(
  db: Database,
  options: { minChanges: number; pauseMs?: number; stopped?: () => boolean },
): Promise<Step[]> {
  const done: Step[] = [];
  for (const step of await stepsDue(db, options.minChanges)) {
    if (done.length > 0) await pause(options.pauseMs ?? PAUSE_MS);
    if (options.stopped?.()) break;
    const started = performance.now();
    await runStep(db, step);
    done.push({ ...step, ms: Math.round(performance.now() - started) });
  }
  return done;
}

// Rounds on a schedule, from a running API on PGlite; answers a function that stops them (and
// waits for a step under way).
export function scheduleMaintenance(db: Database, options: MaintenanceOptions) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return; // the last round is still going
    running = maintainOnce(db, { minChanges: options.minChanges, stopped: () => stopped })
      .then(
        (steps) => steps.length > 0 && log.info({ steps }, "[db] tables vacuumed and analysed"),
        (error: Error) => log.error({ err: error }, "[db] the database's maintenance failed"),
      )
      .finally(() => (running = null));
  }, options.everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
