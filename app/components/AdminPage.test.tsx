// A back-office list's total in words: exact up to EXACT_COUNT_LIMIT, "About" beyond it, where the
// API's total is the database's estimate (server/queries/capped-count.ts).
import { EXACT_COUNT_LIMIT } from "@contract";
import { expect, test } from "vitest";

import { howMany } from "./AdminPage";

test("one, many, and an estimate beyond the exact limit", () => {
  expect(howMany(0, "order", "orders")).toBe("0 orders");
  expect(howMany(1, "order", "orders")).toBe("1 order");
  expect(howMany(EXACT_COUNT_LIMIT, "order", "orders")).toBe(
    `${EXACT_COUNT_LIMIT.toLocaleString("en-US")} orders`,
  );
  expect(howMany(16_700, "order", "orders")).toBe("About 16,700 orders");
});
