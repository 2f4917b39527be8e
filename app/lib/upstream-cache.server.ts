// A short-lived, bounded cache of the API's anonymous catalogue answers, shared by every
// request of this web process, on lru-cache. Identical reads in flight at the same moment share
// one call (its fetch), so a burst of visitors on a cold page costs the API one request, not
// one each. Only answers worth keeping are kept (the caller says which); failures are never
// stored. Bounded in entries and in bytes (as the caller weighs an answer), the least recently
// used dropped first; expired answers are swept within a second of the next load, so a burst
// of one-off reads (a new price range each) is not kept for long after it.
import { LRUCache } from "lru-cache";

import { countLookup } from "./metrics.server";

export type CacheOptions = { maxEntries: number; maxBytes: number; now?: () => number };
// What the caller says about an answer: whether to keep it, and what it weighs.
type Keeping<T> = { keep?: (value: T) => boolean; bytes?: (value: T) => number };
type Load = { load: () => Promise<unknown>; keeping: Keeping<unknown> };

const SWEEP_EVERY_MS = 1_000;

export function createResponseCache({ maxEntries, maxBytes, now = Date.now }: CacheOptions) {
  let sweptAt = 0;
  const cache: LRUCache<string, { value: unknown }, Load> = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    perf: { now },
    ttlResolution: 0,
    ignoreFetchAbort: true,
    async fetchMethod(_key, _stale, { context: { load, keeping }, options }) {
      const value = await load();
      const { keep = () => true, bytes = () => 0 } = keeping;
      // An answer not to keep weighs more than the bound: lru-cache stores no such answer.
      options.size = keep(value) ? Math.max(1, bytes(value)) : maxBytes + 1;
      return { value };
    },
  });

  // Expired answers out (a load under way for an expired key is dropped too, but finishes for
  // those waiting on it: ignoreFetchAbort).
  function sweep() {
    if (now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now();
    cache.purgeStale();
  }

  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T>, keeping: Keeping<T> = {}): Promise<T> {
      const context = { load, keeping: keeping as Keeping<unknown> };
      countLookup("upstream", cache.has(key));
      const answer = await cache.fetch(key, { ttl: ttlMs, context });
      sweep();
      return answer?.value as T;
    },
    get size() {
      return cache.size;
    },
    // What the kept answers weigh (at least 1 each).
    get bytes() {
      return cache.calculatedSize;
    },
    clear() {
      cache.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

// How long an anonymous GET of the API may be reused, by path; null: never (a member's data,
// anything a shopper writes to and expects to see at once, stock at the moment of choosing).
const CONFIG_TTL_MS = 60_000;
const CATALOGUE_TTL_MS = 10_000;
const NEVER = /\/(reviews|comments|variants)(\/|$)/;

export function cacheTtlOf(path: string): number | null {
  if (NEVER.test(path)) return null;
  if (path === "/api/config/fetch" || path === "/api/content/popup/external") return CONFIG_TTL_MS;
  if (
    path === "/api/categories" ||
    path === "/api/search" ||
    path.startsWith("/api/products") ||
    path.startsWith("/api/content/")
  ) {
    return CATALOGUE_TTL_MS;
  }
  return null;
}

// One per web process. Weighed by the JSON the API sent, which takes about 1.5 to 2 times as
// much once parsed: at most some 16 MB of the web's heap.
export const catalogueCache = createResponseCache({ maxEntries: 1_000, maxBytes: 8 * 1024 * 1024 });
