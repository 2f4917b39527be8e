import { afterEach, expect, test, vi } from "vitest";

import { createTtlCache, type TtlCache } from "./ttl-cache";

afterEach(() => vi.useRealTimers());

type Answer = { key: string };

// How many loads a key costs: 0 when the cache still holds it.
const loadsOf = async (cache: TtlCache<Answer>, key: string) => {
  let loads = 0;
  await cache.get(key, async () => {
    loads += 1;
    return { key };
  });
  return loads;
};

test("keeps at most maxEntries, the least recently used out first", async () => {
  const cache = createTtlCache<Answer>({ maxEntries: 2, ttlMs: 60_000 });
  for (const key of ["a", "b", "c"]) await loadsOf(cache, key);
  expect(await loadsOf(cache, "c")).toBe(0);
  expect(await loadsOf(cache, "b")).toBe(0);
  expect(await loadsOf(cache, "a")).toBe(1);
});

test("lets expired answers go when they expire, not only at the bound", async () => {
  vi.useFakeTimers();
  const cache = createTtlCache<Answer>({ maxEntries: 100, ttlMs: 1_000 });
  for (const key of ["a", "b"]) await loadsOf(cache, key);
  expect(cache.size).toBe(2);
  vi.advanceTimersByTime(1_001);
  await loadsOf(cache, "c");
  expect(cache.size).toBe(1);
  expect(await loadsOf(cache, "c")).toBe(0);
});

test("shares one load among overlapping reads, and keeps no failure", async () => {
  const cache = createTtlCache<Answer>({ maxEntries: 10, ttlMs: 60_000 });
  let loads = 0;
  const load = async () => ({ key: `load ${++loads}` });
  const [first, second] = await Promise.all([cache.get("a", load), cache.get("a", load)]);
  expect(first).toBe(second);
  expect(loads).toBe(1);
  await expect(cache.get("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect(await loadsOf(cache, "b")).toBe(1);
});

test("answers a load under way at clear() but does not keep it", async () => {
  const cache = createTtlCache<Answer>({ maxEntries: 10, ttlMs: 60_000 });
  let finish: (answer: Answer) => void = () => undefined;
  const pending = cache.get("a", () => new Promise<Answer>((resolve) => (finish = resolve)));
  cache.clear();
  finish({ key: "old" });
  expect(await pending).toEqual({ key: "old" });
  expect(await loadsOf(cache, "a")).toBe(1);
});

// A load slower than the time to live (a sitemap of 100,000 products on a busy database): its entry
// expires while it runs, and lru-cache then aborts the fetch ("deleted"), which answered 500.
test("answers a load that outlives its time to live", async () => {
  const cache = createTtlCache<Answer>({ maxEntries: 10, ttlMs: 20 });
  const slow = () => new Promise<Answer>((resolve) => setTimeout(() => resolve({ key: "slow" }), 80));
  expect(await cache.get("a", slow)).toEqual({ key: "slow" });
  const [first, second] = await Promise.all([cache.get("b", slow), cache.get("b", slow)]);
  expect([first, second]).toEqual([{ key: "slow" }, { key: "slow" }]);
});

test("is off with no time to live", async () => {
  const cache = createTtlCache<Answer>({ maxEntries: 10, ttlMs: 0 });
  expect(await loadsOf(cache, "a")).toBe(1);
  expect(await loadsOf(cache, "a")).toBe(1);
});
