// A short-lived, bounded cache of the API's anonymous catalogue answers, shared by every
// request of this web process. Identical reads in flight at the same moment share one call,
// so a burst of visitors on a cold page costs the API one request, not one each.
// Only answers worth keeping are kept (the caller says which); failures are never stored.
// Bounded in entries and in bytes (as the caller weighs an answer), the least recently used
// dropped first; expired answers are dropped within a second of the next store, so a burst of
// one-off reads (a new price range each) is not kept for long after it.

export type CacheOptions = { maxEntries: number; maxBytes: number; now?: () => number };
type Entry = { value: unknown; expires: number; bytes: number };
// What the caller says about an answer: whether to keep it, and what it weighs.
type Keeping<T> = { keep?: (value: T) => boolean; bytes?: (value: T) => number };

const SWEEP_EVERY_MS = 1_000;

export function createResponseCache({ maxEntries, maxBytes, now = Date.now }: CacheOptions) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let bytes = 0;
  let sweptAt = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function remember(key: string, entry: Entry) {
    drop(key);
    if (entry.bytes > maxBytes) return;
    const at = now();
    if (at - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = at;
      for (const [old, { expires }] of entries) if (expires <= at) drop(old);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T>, keeping: Keeping<T> = {}): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      if (hit) drop(key);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const { keep = () => true, bytes: weigh = () => 0 } = keeping;
      const loading = load()
        .then((value) => {
          if (keep(value)) remember(key, { value, expires: now() + ttlMs, bytes: weigh(value) });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
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
