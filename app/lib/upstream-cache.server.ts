// A short-lived, bounded cache of the API's anonymous catalogue answers, shared by every
// request of this web process. Identical reads in flight at the same moment share one call,
// so a burst of visitors on a cold page costs the API one request, not one each.
// Only answers worth keeping are kept (the caller says which); failures are never stored.

export type CacheOptions = { maxEntries: number; now?: () => number };

export function createResponseCache({ maxEntries, now = Date.now }: CacheOptions) {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  function remember(key: string, value: unknown, ttlMs: number) {
    entries.delete(key);
    entries.set(key, { value, expires: now() + ttlMs });
    // A Map iterates in insertion order: the first key is the least recently used.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    async get<T>(
      key: string,
      ttlMs: number,
      load: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
    ): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      if (hit) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const loading = load()
        .then((value) => {
          if (keep(value)) remember(key, value, ttlMs);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
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

// One per web process.
export const catalogueCache = createResponseCache({ maxEntries: 1_000 });
