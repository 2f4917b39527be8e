import { expect, test } from "vitest";

import { localizedPath, unlocalizedPath } from "./locale";

test("a path gets the locale's prefix once, English none", () => {
  expect(localizedPath("ar", "/products?c1=CL-001")).toBe("/ar/products?c1=CL-001");
  expect(localizedPath("ar", "/")).toBe("/ar");
  expect(localizedPath("en", "/products")).toBe("/products");
  // A listing's links are made from its own address, which has the prefix already.
  expect(localizedPath("ar", "/ar/products?page=2")).toBe("/ar/products?page=2");
  expect(localizedPath("ar", "/ar")).toBe("/ar");
  expect(localizedPath("fr", "/ar/products")).toBe("/fr/ar/products");
  expect(localizedPath("ar", "/arrivals")).toBe("/ar/arrivals");
});

test("the prefix comes off the path it is on", () => {
  expect(unlocalizedPath("ar", "/ar/products?x=1")).toBe("/products?x=1");
  expect(unlocalizedPath("ar", "/ar")).toBe("/");
  expect(unlocalizedPath("ar", "/arrivals")).toBe("/arrivals");
});
