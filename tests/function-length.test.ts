// A function fits on one screen: no function passes 80 lines (tests/support/long-functions.ts).
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

import { longFunctions, MAX_FUNCTION_LINES } from "./support/long-functions";

test(`no function passes ${MAX_FUNCTION_LINES} lines`, () => {
  const { scanned, found } = longFunctions(fileURLToPath(new URL("..", import.meta.url)));
  // The scan reached the code: the shop has well over a thousand functions.
  expect(scanned).toBeGreaterThan(1000);
  expect(found).toEqual([]);
});
