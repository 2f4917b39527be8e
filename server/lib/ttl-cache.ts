// A small in-memory cache of answers: bounded in entries, each kept for a short time, and
// identical loads that overlap share one promise. Failed loads are not kept. clear() drops
// loads still under way too, so nothing read before a write is served after it.
export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  // Answers held now, expired ones not yet dropped included.
  readonly size: number;
};

export function createTtlCache<V>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key, load) {
      if (ttlMs <= 0 || maxEntries <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      entries.delete(key);
      const entry = { value: load(), expires: now + ttlMs };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // Oldest first out (a Map keeps insertion order, and every entry lives as long): the
      // expired ones at once, so a burst of one-off keys is not held until the bound.
      for (const [oldest, { expires }] of entries) {
        if (expires > now && entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return entry.value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
