// Statements the API runs on most requests, built once per database instead of once per call.
// Drizzle builds a query's SQL text from its parts every time it runs one: on PostgreSQL that
// was about a quarter of the API's CPU on a product page. A prepared query keeps its text and
// only fills in its placeholders (`sql.placeholder`); on PostgreSQL it is also a named
// statement, which each pooled connection parses and plans once rather than at every call.
// Only for statements outside a transaction (a prepared query runs on the database it was
// built on).
import type { Database } from "./client";

const names = new Set<string>();

// `name` is the statement's name on PostgreSQL: one per statement text in the whole process.
export function preparedStatement<T>(name: string, build: (db: Database, name: string) => T) {
  if (names.has(name)) throw new Error(`two prepared statements are named "${name}"`);
  names.add(name);
  const built = new WeakMap<Database, T>();
  return (db: Database): T => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}
