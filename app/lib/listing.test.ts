import { describe, expect, it } from "vitest";

import {
  compareTags,
  listingHref,
  loadMoreRange,
  parseListingParams,
  priceParamsInBase,
  toBasePrice,
  toDisplayPrice,
} from "./listing";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe("parseListingParams", () => {
  it("keeps the ages it knows and drops the others", () => {
    expect(parse("age=6-12m&age=2-3y&age=99y&age=6-12m").age).toEqual(["6-12m", "2-3y"]);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "c1=CL-001&c2=DR-001&brand=Moonbeam&brand=Honeybee&color=red&tag=organic&minPrice=10&maxPrice=50&sort=low&page=3&pageSize=24",
      ),
    ).toEqual({
      c1: "CL-001",
      c2: "DR-001",
      brand: ["Moonbeam", "Honeybee"],
      color: ["red"],
      tag: ["organic"],
      age: [],
      minPrice: 10,
      maxPrice: 50,
      sort: "low",
      page: 3,
      lastPage: 3,
      pageSize: 24,
    });
  });

  it("holds prices to the API's ceiling and drops control characters from texts", () => {
    expect(parse("minPrice=5&maxPrice=99999999")).toMatchObject({ minPrice: 5, maxPrice: 1_000_000 });
    expect(parse("brand=%00&tag=org%00anic")).toMatchObject({ brand: [], tag: ["organic"] });
  });

  it("defaults to page 1 of 12, no filters", () => {
    expect(parse("")).toEqual({ brand: [], color: [], tag: [], age: [], page: 1, lastPage: 1, pageSize: 12 });
  });

  it("drops or clamps what is malformed", () => {
    const params = parse(
      `c1=clothing&c2=<b>&color=purple&color=red&sort=cheapest&page=-2&pageSize=7&minPrice=abc&maxPrice=-1&brand=${"x".repeat(60)}`,
    );
    expect(params).toEqual({
      brand: [],
      color: ["red"],
      tag: [],
      age: [],
      page: 1,
      lastPage: 1,
      pageSize: 12,
    });
    expect(parse("page=99999999").page).toBe(10_000);
    expect(parse("pageSize=100000").pageSize).toBe(48);
  });

  it("swaps price bounds given the wrong way round", () => {
    expect(parse("minPrice=50&maxPrice=10")).toMatchObject({ minPrice: 10, maxPrice: 50 });
  });

  it("keeps each value once and at most 20", () => {
    const many = Array.from({ length: 30 }, (_, i) => `tag=t${i}`).join("&");
    expect(parse(many).tag).toHaveLength(20);
    expect(parse("brand=A&brand=A").brand).toEqual(["A"]);
  });
});

describe("listingHref", () => {
  it("changes one param and goes back to page 1", () => {
    const current = new URLSearchParams("c1=CL-001&page=4&sort=low");
    expect(listingHref("/products", current, { sort: "high" })).toBe("/products?c1=CL-001&sort=high");
    expect(listingHref("/products", current, { page: "5" })).toBe("/products?c1=CL-001&page=5&sort=low");
    expect(listingHref("/products", new URLSearchParams("sort=low"), { sort: null })).toBe("/products");
  });
});

it("a range of pages (?page=1-3) is the first and last page shown, at most ten at once", () => {
  const range = (page: string) => {
    const { page: first, lastPage } = parseListingParams(new URLSearchParams({ page }));
    return [first, lastPage];
  };
  expect(range("1-3")).toEqual([1, 3]);
  expect(range("4")).toEqual([4, 4]);
  expect(range("3-1")).toEqual([3, 3]);
  expect(range("1-99")).toEqual([1, 10]);
  expect(range("x-2")).toEqual([1, 1]);
  expect(loadMoreRange(1, 2)).toBe("1-3");
  expect(loadMoreRange(1, 10)).toBe("11");
});

describe("priceParamsInBase", () => {
  const eur = { code: "eur", symbol: "€", factor: 0.9 };
  const inBase = (query: string, currencies = [eur]) =>
    priceParamsInBase(new URLSearchParams(query), currencies)?.toString();

  it("turns bounds typed in the display currency into usd, and says so", () => {
    expect(inBase("c1=CL-001&minPrice=9&maxPrice=36&priceCurrency=eur")).toBe(
      "c1=CL-001&minPrice=10&maxPrice=40&priceCurrency=usd",
    );
  });

  it("leaves usd alone, and drops what it cannot read", () => {
    expect(inBase("minPrice=10&priceCurrency=usd")).toBeUndefined();
    expect(inBase("minPrice=10")).toBeUndefined();
    expect(inBase("minPrice=&maxPrice=&priceCurrency=eur")).toBe("");
    expect(inBase("minPrice=9&priceCurrency=xyz")).toBe("");
  });

  it("shows usd bounds back in the display currency as typed", () => {
    expect(toDisplayPrice(toBasePrice(36, eur), eur)).toBe(36);
    expect(toBasePrice(1000, { code: "inr", symbol: "₹", factor: 70.93 })).toBe(14.1);
  });
});

describe("compareTags", () => {
  it("orders tags as localeCompare does", () => {
    const tags = [
      "organic",
      "tips",
      "t-shirt",
      "tshirt",
      "t shirt",
      "2024",
      "10",
      "9",
      "a",
      "",
      "Été",
      "été",
      "B",
      "b-2",
    ];
    const random = Array.from({ length: 120 }, (_, n) =>
      Array.from({ length: 1 + (n % 5) }, (_, i) => "ab -z09"[(n * 7 + i * 13) % 7]).join(""),
    );
    const all = [...tags, ...random];
    for (const a of all)
      for (const b of all)
        expect(Math.sign(compareTags(a, b)), `${a} ${b}`).toBe(Math.sign(a.localeCompare(b)));
  });
});
