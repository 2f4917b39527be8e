// A function fits on one screen: no function passes 80 lines (tests/support/long-functions.ts).
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

import { longFunctions, MAX_FUNCTION_LINES } from "./support/long-functions";

// Parsing every file takes 10 s on a quiet machine; a busy one needs room.
test(`no function passes ${MAX_FUNCTION_LINES} lines`, { timeout: 90_000 }, () => {
  const { scanned, found } = longFunctions(fileURLToPath(new URL("..", import.meta.url)));
  // The scan reached the code: the shop has well over a thousand functions.
  expect(scanned).toBeGreaterThan(1000);
  expect(found).toEqual([]);
});
