import { expect, test } from "vitest";

import { prefetchAllowed } from "./prefetch";

test("prefetch only online, without data-saver, on a connection better than 2g", () => {
  expect(prefetchAllowed({ onLine: true })).toBe(true);
  expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
  expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "3g" } })).toBe(true);
  expect(prefetchAllowed({ onLine: false })).toBe(false);
  expect(prefetchAllowed({ onLine: true, connection: { saveData: true, effectiveType: "4g" } })).toBe(false);
  expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
  expect(prefetchAllowed({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
});
