import { expect, test } from "vitest";

import { countOf } from "./plural";

test("a count reads with its noun, one or many, and a space between", () => {
  expect(countOf(1, "review")).toBe("1 review");
  expect(countOf(0, "review")).toBe("0 reviews");
  expect(countOf(2, "review")).toBe("2 reviews");
  expect(countOf(3, "look")).toBe("3 looks");
  expect(countOf(1, "item")).toBe("1 item");
});
