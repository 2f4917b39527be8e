// When the shop fetches links ahead (the spec's rule): online, without data-saver, not on 2g.
// The browser test (tests/e2e/prefetch.spec.ts) covers offline and data-saver in Chromium; a
// 2g connection cannot be had there on demand, so its rule is checked here.
import { expect, test } from "vitest";

import { canPrefetch } from "./prefetch";

test("prefetch only online, without data-saver, and not on 2g or slow-2g", () => {
  expect(canPrefetch({ onLine: true })).toBe(true);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "3g" } })).toBe(true);
  expect(canPrefetch({ onLine: false })).toBe(false);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
  expect(canPrefetch({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
});
