// EXPLAIN (ANALYZE) of a statement as drizzle logged it, its parameters inlined as literals
// (EXPLAIN takes no parameters). For the plan tests and the performance notes.
import { sql } from "drizzle-orm";

import { type Database, queryRows } from "./client";

export async function explainAnalyze(db: Database, query: string, params: unknown[]): Promise<string> {
  const inlined = query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const rows = await queryRows<Record<string, string>>(
    db,
    sql.raw(`explain (analyze, costs off, buffers off) ${inlined}`),
  );
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}
