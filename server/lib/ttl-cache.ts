// A small in-memory cache of answers on lru-cache: bounded in entries, each kept for a short
// time (dropped when it expires, not only at the bound), and identical loads that overlap share
// one promise (lru-cache's fetch). Failed loads are not kept. clear() starts a new cache, so a
// load still under way when the catalogue changed answers its callers but is never served
// again. Time is Date's, so tests that move the clock move it.
import { LRUCache } from "lru-cache";

import { countLookup } from "./metrics";

export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  // Answers held now.
  readonly size: number;
};

// name: the cache layer in the metrics (shop_cache_lookups_total).
export function createTtlCache<V extends object>({
  maxEntries,
  ttlMs,
  name = "api_catalogue",
}: {
  maxEntries: number;
  ttlMs: number;
  name?: string;
}): TtlCache<V> {
  const create = () =>
    new LRUCache<string, V, () => Promise<V>>({
      max: maxEntries,
      ttl: ttlMs,
      ttlAutopurge: true,
      ttlResolution: 0,
      perf: Date,
      fetchMethod: (_key, _stale, { context: load }) => load(),
      // A load that outlives its entry's time to live (expired while it ran) still answers its
      // callers; lru-cache would otherwise reject them with its abort reason, "deleted".
      ignoreFetchAbort: true,
    });
  let cache = ttlMs > 0 && maxEntries > 0 ? create() : null;
  return {
    get(key, load) {
      if (!cache) return load();
      countLookup(name, cache.has(key));
      return cache.fetch(key, { context: load }) as Promise<V>;
    },
    clear() {
      if (cache) cache = create();
    },
    get size() {
      return cache?.size ?? 0;
    },
  };
}
