// Vacuum and analyze for the embedded database, which has no autovacuum (decision 013). As
// orders, carts and sessions churn, dead rows pile up, the planner's statistics go stale and the
// visibility map loses its pages, so counts stop reading an index alone. Every DB_MAINTENANCE_EVERY
// the API reads PGlite's own counters (pg_stat_user_tables) and brings each table that has changed
// enough up to date, one table per statement, with a pause between them: PGlite runs one
// statement at a time for every request, so the shop waits for one table's step at most, never
// for a whole round. PostgreSQL's own autovacuum does this on a server (DATABASE_URL): not run there.
import { sql } from "drizzle-orm";

import { log } from "../lib/log";
import { type Database, queryRows } from "./client";

export type MaintenanceOptions = {
  // How often the counters are read (and the tables due brought up to date).
  everyMs: number;
  // Rows changed in a table (updated, deleted, or inserted) before it is due, plus
  // TABLE_FRACTION of its rows.
  minChanges: number;
};

// autovacuum's rule (threshold + fraction × rows), with a smaller fraction than its 20 %: a step
// costs little when few pages changed (vacuum skips the pages still all-visible).
const TABLE_FRACTION = 0.05;
// Between two tables' steps: the requests that waited for the first go before the second.
const PAUSE_MS = 250;

type Counters = {
  table: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
};

export type Step = { table: string; statement: "vacuum (analyze)" | "analyze"; ms: number };

// The tables due, most changed first: vacuum (with analyze) where rows died or were added
// (the visibility map), analyze alone where rows changed since the statistics were taken.
export async function tablesDue(db: Database, minChanges: number): Promise<Omit<Step, "ms">[]> {
  const rows = await queryRows<Counters>(
    db,
    sql`select relname as "table", n_live_tup::float8 as live, n_dead_tup::float8 as dead,
          n_ins_since_vacuum::float8 as "insertedSinceVacuum",
          n_mod_since_analyze::float8 as "changedSinceAnalyze"
        from pg_stat_user_tables where schemaname = current_schema()`,
  );
  const steps: (Omit<Step, "ms"> & { changes: number })[] = [];
  for (const row of rows) {
    const threshold = minChanges + TABLE_FRACTION * row.live;
    const vacuum = row.dead + row.insertedSinceVacuum;
    if (vacuum >= threshold) steps.push({ table: row.table, statement: "vacuum (analyze)", changes: vacuum });
    else if (row.changedSinceAnalyze >= threshold) {
      steps.push({ table: row.table, statement: "analyze", changes: row.changedSinceAnalyze });
    }
  }
  return steps
    .sort((a, b) => b.changes - a.changes)
    .map(({ table, statement }) => ({ table, statement }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One round: every table due, one statement each, a pause between them (`stopped` is asked
// after each pause: a stopping API waits for one step, not the round). Answers what ran.
export async function maintainOnce(
  db: Database,
  options: { minChanges: number; pauseMs?: number; stopped?: () => boolean },
): Promise<Step[]> {
  const done: Step[] = [];
  for (const { table, statement } of await tablesDue(db, options.minChanges)) {
    if (done.length > 0) await pause(options.pauseMs ?? PAUSE_MS);
    if (options.stopped?.()) break;
    const started = performance.now();
    // The name comes from pg_stat_user_tables, quoted as an identifier all the same.
    await db.execute(sql.raw(`${statement} "${table.replaceAll('"', '""')}"`));
    done.push({ table, statement, ms: Math.round(performance.now() - started) });
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
