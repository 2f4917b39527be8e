// A list's total that costs the same whatever the table's size: the matches are counted exactly
// up to EXACT_COUNT_LIMIT, and beyond it the total is the planner's estimate (never less than
// what was counted). Counting every match would read every one on every request: at 100,000
// orders, seconds of single-threaded PGlite for a status filter. A total above the limit is an
// estimate, which the pages that show it say ("about").
import { type SQL, sql } from "drizzle-orm";

import { EXACT_COUNT_LIMIT } from "../contract/constants";
import { type Database, queryRows } from "../db/client";
import { fromJson } from "./product-cards";

export { EXACT_COUNT_LIMIT };

// The matches of `from` (a table, or tables joined) counted up to one beyond EXACT_COUNT_LIMIT:
// a scalar subquery.
export const limitedCount = (from: SQL, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${from} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}) as limited)`;

// Exact up to EXACT_COUNT_LIMIT, then the planner's estimate.
export async function countMatching(db: Database, from: SQL, where: SQL | undefined): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`select ${limitedCount(from, where)} as count`,
  );
  return estimateBeyondLimit(db, from, where, count);
}

// `count` as counted by limitedCount: beyond the limit, the planner's estimate of the matches.
export async function estimateBeyondLimit(
  db: Database,
  from: SQL,
  where: SQL | undefined,
  count: number,
): Promise<number> {
  if (count <= EXACT_COUNT_LIMIT) return count;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${from} where ${where ?? sql`true`}`,
  );
  const [{ Plan }] = fromJson(Object.values(row)[0]) as { Plan: { "Plan Rows": number } }[];
  return Math.max(count, Math.round(Plan["Plan Rows"]));
}
