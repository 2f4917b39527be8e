import { describe, expect, it } from "vitest";

import { isCurrentPath } from "./menu";

const at = (url: string) => {
  const { pathname, search } = new URL(url, "http://shop.invalid");
  return { pathname, search };
};

describe("isCurrentPath", () => {
  it("marks only the listing's own category", () => {
    const clothing = at("/products?c1=CL-001&sort=low");
    expect(isCurrentPath("/products?c1=CL-001", clothing)).toBe(true);
    expect(isCurrentPath("/products?c1=ES-001", clothing)).toBe(false);
  });

  it("marks the sub-category, not its parent, on a sub-category listing", () => {
    const dresses = at("/products?c1=CL-001&c2=DR-001&page=2");
    expect(isCurrentPath("/products?c1=CL-001&c2=DR-001", dresses)).toBe(true);
    expect(isCurrentPath("/products?c1=CL-001", dresses)).toBe(false);
  });

  it("compares plain paths", () => {
    expect(isCurrentPath("/blog", at("/blog"))).toBe(true);
    expect(isCurrentPath("/blog", at("/blog/first-steps"))).toBe(false);
    expect(isCurrentPath("/catalog/new-arrival", at("/products"))).toBe(false);
  });
});
