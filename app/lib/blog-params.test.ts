import { describe, expect, it } from "vitest";

import { pageParam, tagParam } from "./blog-params";

const params = (query: string) => new URLSearchParams(query);

describe("pageParam", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.5", 1],
    ["page=abc", 1],
    ["page=", 1],
    ["page=99999999", 10_000],
  ])("reads %j as page %i", (query, page) => {
    expect(pageParam(params(query))).toBe(page);
  });
});

describe("tagParam", () => {
  it("takes a tag trimmed and lower-cased, and ignores an empty or overlong one", () => {
    expect(tagParam(params("tag=%20Tips%20"))).toBe("tips");
    expect(tagParam(params("tag="))).toBeUndefined();
    expect(tagParam(params(`tag=${"x".repeat(51)}`))).toBeUndefined();
    expect(tagParam(params(""))).toBeUndefined();
  });

  it("drops NUL and other control characters", () => {
    expect(tagParam(params("tag=%00"))).toBeUndefined();
    expect(tagParam(params("tag=ti%00ps%1b"))).toBe("tips");
  });
});
