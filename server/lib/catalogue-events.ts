// "The catalogue changed" (stock taken at checkout, a review, an import): caches of catalogue
// reads listen per database and drop what they hold. Other API processes on the same
// PostgreSQL are not told; their caches expire within their short time to live.
import type { Database } from "../db/client";
import { createTtlCache, type TtlCache } from "./ttl-cache";

const listeners = new WeakMap<Database, Set<() => void>>();

export function onCatalogueChange(db: Database, listener: () => void) {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

export function catalogueChanged(db: Database) {
  for (const listener of listeners.get(db) ?? []) listener();
}

// A cache of catalogue reads for each database, emptied whenever that database's catalogue
// changes (and otherwise kept for ttlMs, for changes made by another process).
export function catalogueReadsCache<V>(options: { maxEntries: number; ttlMs: number }) {
  const caches = new WeakMap<Database, TtlCache<V>>();
  return (db: Database): TtlCache<V> => {
    let cache = caches.get(db);
    if (!cache) {
      const created = createTtlCache<V>(options);
      onCatalogueChange(db, () => created.clear());
      caches.set(db, (cache = created));
    }
    return cache;
  };
}
