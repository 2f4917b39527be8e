// "The catalogue changed" (stock taken at checkout, a review, an import): caches of catalogue
// reads listen per database and drop what they hold. Other API processes on the same
// PostgreSQL are not told; their caches expire within their short time to live.
import type { Database } from "../db/client";
import { createTtlCache, type TtlCache } from "./ttl-cache";

// "cards": only what product cards and pages show changed (stock, ratings); "all": anything,
// the products' categories, brands, colours, tags, prices or titles included (an import).
export type CatalogueChange = "cards" | "all";
type Listener = (what: CatalogueChange) => void;
const listeners = new WeakMap<Database, Set<Listener>>();

export function onCatalogueChange(db: Database, listener: Listener) {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

export function catalogueChanged(db: Database, what: CatalogueChange = "all") {
  for (const listener of listeners.get(db) ?? []) listener(what);
}

// A cache of catalogue reads for each database, emptied whenever that database's catalogue
// changes (and otherwise kept for ttlMs, for changes made by another process).
export function catalogueReadsCache<V extends object>(options: { maxEntries: number; ttlMs: number }) {
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
