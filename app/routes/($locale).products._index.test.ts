import { expect, test } from "vitest";

import { pageMessages } from "~/lib/i18n/use-t";

import { cookieFrom, newMember, settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).products._index";

test("a sub-category's listing: twelve products, its name, crumbs and canonical URL", async () => {
  const result = await settle(loader, webRequest("/products?c1=CL-001&c2=DR-001"));
  expect(result.status).toBe(200);
  expect(result.data.title).toBe("Dress");
  expect(result.data.data).toHaveLength(12);
  // The cards carry only what they draw: each one is a dress by the API's own listing.
  const { body } = await shop.api.request("/api/products?c1=CL-001&c2=DR-001&pageSize=48");
  const dresses = new Set(body.data.map((product: { slug: string }) => product.slug));
  for (const product of result.data.data) expect(dresses.has(product.slug), product.slug).toBe(true);
  expect(result.data.crumbs.map((crumb: { name: string }) => crumb.name)).toEqual([
    "Products",
    "Clothing",
    "Dress",
  ]);
  expect(result.data.seo.url).toBe("http://localhost:3000/products?c1=CL-001&c2=DR-001");
  expect(result.headers.get("Cache-Control")).toContain("s-maxage");
});

test("a card's stars are its published reviews' average: none without a review", async () => {
  const result = await settle(loader, webRequest("/products?c1=CL-001&c2=TO-001&pageSize=48"));
  const cards: { slug: string; rating: number }[] = result.data.data;
  const summaries = await Promise.all(
    cards.map(async (card) => (await shop.api.request(`/api/products/${card.slug}/reviews`)).body.summary),
  );
  expect(cards.map((card) => card.rating)).toEqual(summaries.map((summary) => summary.average));
  // Both kinds are on the page: rated ones, and ones nobody has reviewed yet.
  expect(summaries.some((summary) => summary.count === 0)).toBe(true);
  expect(summaries.some((summary) => summary.count > 0)).toBe(true);
});

test("filters and sort from the URL: price bounds inclusive, lowest first", async () => {
  const result = await settle(loader, webRequest("/products?minPrice=20&maxPrice=60&sort=low"));
  const prices = result.data.data.map((product: { price: number }) => product.price);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(20);
  for (const price of prices) expect(price).toBeLessThanOrEqual(60);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("nonsense in the URL falls back to the defaults", async () => {
  const result = await settle(loader, webRequest("/products?page=-3&pageSize=13&sort=<b>"));
  expect(result.status).toBe(200);
  expect(result.data.title).toBe("All products");
  expect(result.data.paging.page).toBe(1);
  expect(result.data.data).toHaveLength(12);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/products")));
  expect(result.status).toBe(503);
});

test("a range of pages (?page=1-2) is both pages in one list, the second's paging", async () => {
  const [first, both] = await Promise.all([
    settle(loader, webRequest("/products?c1=CL-001&sort=a-z")),
    settle(loader, webRequest("/products?c1=CL-001&sort=a-z&page=1-2")),
  ]);
  const second = await settle(loader, webRequest("/products?c1=CL-001&sort=a-z&page=2"));
  const slugs = (result: typeof first) => result.data.data.map((product: { slug: string }) => product.slug);
  expect(slugs(both)).toEqual([...slugs(first), ...slugs(second)]);
  expect(both.data.paging.page).toBe(2);
  expect(both.data.params).toMatchObject({ page: 1, lastPage: 2 });
});

test("'Fits your child now': the visitor's child from the size finder's cookie, with counts", async () => {
  const { loader: productLoader } = await import("./($locale).products.$slug");
  const { body } = await shop.api.request("/api/products?c1=CL-001&c2=DR-001&age=6-12m&pageSize=1");
  const slug = body.data[0].slug;
  const found = await settle(productLoader, webRequest(`/products/${slug}?months=7`), { slug });
  const cookie = cookieFrom(found);
  const listing = await settle(loader, webRequest("/products?c1=CL-001&c2=DR-001", { cookie }));
  expect(listing.data.fits).toEqual([
    { label: "Fits your child now", age: "6-12m" },
    { label: "Fits your child in 3 months", age: "6-12m" },
    { label: "Fits your child in 6 months", age: "12-24m" },
  ]);
  const chosen = await settle(
    loader,
    webRequest("/products?c1=CL-001&c2=DR-001&age=6-12m&pageSize=48", { cookie }),
  );
  const count = listing.data.facets.ages.find((entry: { value: string }) => entry.value === "6-12m").count;
  expect(chosen.data.paging.total).toBe(count);
  // Every card has 6-12m in stock.
  for (const card of chosen.data.data) {
    const detail = (await shop.api.request(`/api/products/${card.slug}/summary`)).body.data;
    const inSize = detail.variants.filter(
      (variant: { size: string; stock: number }) => variant.size === "6-12m",
    );
    expect(
      inSize.some((variant: { stock: number }) => variant.stock > 0),
      card.slug,
    ).toBe(true);
  }
  // A visitor without a child is offered nothing.
  expect((await settle(loader, webRequest("/products?c1=CL-001"))).data.fits).toEqual([]);
});

test("a member's two children each get their choices", async () => {
  const member = await newMember();
  for (const [name, birthDate] of [
    ["Mia", "2025-01-10"],
    ["Tom", "2022-01-10"],
  ])
    await shop.api.request("/api/member/children", {
      method: "POST",
      json: { name, birthDate },
      headers: member.headers,
    });
  const listing = await settle(loader, member.request("/products?c1=CL-001"));
  expect(listing.data.fits.map((fit: { label: string }) => fit.label)).toEqual([
    "Fits Mia now",
    "Fits Mia in 3 months",
    "Fits Mia in 6 months",
    "Fits Tom now",
    "Fits Tom in 3 months",
    "Fits Tom in 6 months",
  ]);
});

test("in Arabic: the page's own words, and only the namespaces a listing shows", async () => {
  const result = await settle(loader, webRequest("/ar/products"), { locale: "ar" });
  expect(result.status).toBe(200);
  expect(result.data.title).toBe("كل المنتجات");
  expect(result.data.crumbs[0]).toEqual({ name: "المنتجات", path: "/products" });
  const namespaces = new Set(Object.keys(pageMessages(result.data)).map((id) => id.split(".")[0]));
  expect([...namespaces].sort()).toEqual(["colour", "listing", "paging", "quick", "sizes"]);
});
