import { afterEach, expect, test, vi } from "vitest";

import { createTtlCache } from "./ttl-cache";

afterEach(() => vi.useRealTimers());

// How many loads a key costs: 0 when the cache still holds it.
const loadsOf = async (cache: ReturnType<typeof createTtlCache<string>>, key: string) => {
  let loads = 0;
  await cache.get(key, async () => {
    loads += 1;
    return key;
  });
  return loads;
};

test("keeps at most maxEntries, the oldest out first", async () => {
  const cache = createTtlCache<string>({ maxEntries: 2, ttlMs: 60_000 });
  for (const key of ["a", "b", "c"]) await loadsOf(cache, key);
  expect(await loadsOf(cache, "c")).toBe(0);
  expect(await loadsOf(cache, "b")).toBe(0);
  expect(await loadsOf(cache, "a")).toBe(1);
});

test("lets expired answers go when the next one comes, not only at the bound", async () => {
  vi.useFakeTimers();
  const cache = createTtlCache<string>({ maxEntries: 100, ttlMs: 1_000 });
  for (const key of ["a", "b"]) await loadsOf(cache, key);
  expect(cache.size).toBe(2);
  vi.advanceTimersByTime(1_001);
  await loadsOf(cache, "c");
  expect(cache.size).toBe(1);
  expect(await loadsOf(cache, "c")).toBe(0);
});
