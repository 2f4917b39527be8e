// The bench's CPU slowdown follows Lighthouse's CPU throttling calculator (tests/bench/browser.ts).
import { expect, test } from "vitest";

import { cpuSlowdownFor } from "./bench/browser";

test("the CPU slowdown makes any host the same mid-tier phone, as Lighthouse's calculator says", () => {
  // The calculator's own points.
  expect(cpuSlowdownFor(150)).toBe(1);
  expect(cpuSlowdownFor(800)).toBe(2);
  expect(cpuSlowdownFor(1300)).toBe(3);
  expect(cpuSlowdownFor(2000)).toBe(6);
  // This machine's AMD EPYC, quiet (2026-11-28), and a loaded one.
  expect(cpuSlowdownFor(2594)).toBe(8.6);
  expect(cpuSlowdownFor(1050)).toBe(2.5);
  // A host slower than the phone is not sped up; none is slowed beyond 20×.
  expect(cpuSlowdownFor(100)).toBe(1);
  expect(cpuSlowdownFor(9000)).toBe(20);
});
