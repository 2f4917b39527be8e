// "The catalogue changed" (stock taken at checkout, a review, an import): caches of catalogue
// reads listen per database and drop what they hold. Other API processes on the same
// PostgreSQL are not told; their caches expire within their short time to live.
import type { Database } from "../db/client";

const listeners = new WeakMap<Database, Set<() => void>>();

export function onCatalogueChange(db: Database, listener: () => void) {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

export function catalogueChanged(db: Database) {
  for (const listener of listeners.get(db) ?? []) listener();
}
