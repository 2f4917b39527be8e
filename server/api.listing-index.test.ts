// Small listings are answered from memory (server/queries/listing/memory.ts, product-cards.ts):
// every filter, facet, sort and page gives what the database's own queries give, and a write
// (an import, a review, stock taken at checkout) is seen by the next listing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { OPERATOR_IMPORT_PATH, ProductListQuery } from "./contract";
import { queryRows } from "./db/client";
import {
  findSummary,
  listProducts,
  listProductsFromDatabase,
  searchProducts,
  searchProductsFromDatabase,
  summarise,
} from "./queries/listing";
import { createTestApi } from "./testing";
import { shopHelpers } from "./testing-shop";

const TOKEN = "operator-token-for-the-listing-index-0123456789";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi({ operatorToken: TOKEN });
});
afterAll(() => api.close());

const filters = (query: string) => ProductListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
const both = async (query: string) => ({
  memory: await listProducts(api.db, filters(query)),
  database: await listProductsFromDatabase(api.db, filters(query)),
});

describe("the listing index", () => {
  it.each([
    "",
    "c1=CL-001&minPrice=20&maxPrice=60",
    "c1=CL-001&c2=DR-001&minPrice=10",
    "c2=FE-001&maxPrice=30&sort=high",
    "collection=new%20arrival&sort=a-z&page=2",
    "c1=ES-001&sort=z-a&pageSize=48",
    "tag=trending&brand=Moonbeam&sort=low",
    "brand=Moonbeam&brand=Cotton%20Cloud&color=red&color=blue",
    "c1=CL-001&color=pink&tag=new&sort=a-z&page=3&pageSize=5",
    "minPrice=999",
    "minPrice=20&maxPrice=30",
    "minPrice=20&maxPrice=30&sort=high&page=3",
    "brand=Moonbeam&minPrice=15&sort=low",
    "color=red&maxPrice=25&sort=a-z",
    "tag=organic&minPrice=10&maxPrice=40",
    "collection=on%20sale&minPrice=5&maxPrice=35&page=2",
    "c1=CL-001&c2=DR-001&color=blue&minPrice=12&maxPrice=48",
    "brand=Moonbeam&brand=Honeybee&minPrice=10&maxPrice=30",
    "brand=Nobody&minPrice=10",
    "brand=Moonbeam&brand=Honeybee&sort=z-a&page=2",
    "brand=Moonbeam&brand=Honeybee&brand=Nobody",
    "brand=Moonbeam&sort=a-z&page=2&pageSize=5",
    "color=red&sort=high&page=3&pageSize=7",
    "tag=organic&minPrice=10&sort=z-a&page=2&pageSize=5",
    "c1=CL-001&brand=Moonbeam&sort=low&page=2&pageSize=4",
    "c1=CL-001&page=400",
    "age=6-12m",
    "age=0-3m&age=2-3y&sort=high&page=2",
    "c1=CL-001&age=12-24m&minPrice=10&maxPrice=60",
    "brand=Moonbeam&age=3-6m&sort=a-z",
    "color=red&tag=organic&age=2-3y&pageSize=5&page=2",
    "collection=on%20sale&age=8-10y",
    "brand=Moonbeam&brand=Honeybee&age=0-3m",
  ])("answers as the database does (%s)", async (query) => {
    const { memory, database } = await both(query);
    expect(memory).toEqual(database);
  });

  it("lists by age the products with that size in stock, and counts each age", async () => {
    const { body } = await api.request("/api/products?c1=CL-001&age=6-12m&pageSize=48");
    expect(body.paging.total).toBeGreaterThan(0);
    for (const card of body.data) {
      const detail = (await api.request(`/api/products/${card.slug}/summary`)).body.data;
      const inSize = detail.variants.filter((variant: { size: string }) => variant.size === "6-12m");
      expect(
        inSize.some((variant: { stock: number }) => variant.stock > 0),
        card.slug,
      ).toBe(true);
    }
    // Sold out in 6-12m (every colour), a listed product leaves the database's 6-12m listing.
    const [{ id }] = body.data;
    const inSize = sql`product_id = ${id} and size = '6-12m'`;
    const stocks = await queryRows<{ id: number; stock: number }>(
      api.db,
      sql`select id, stock from product_variants where ${inSize}`,
    );
    const listed = async () =>
      (await listProductsFromDatabase(api.db, filters(`age=6-12m&ids=${id}`))).paging.total;
    expect(await listed()).toBe(1);
    await api.db.execute(sql`update product_variants set stock = 0 where ${inSize}`);
    try {
      expect(await listed()).toBe(0);
    } finally {
      for (const row of stocks)
        await api.db.execute(sql`update product_variants set stock = ${row.stock} where id = ${row.id}`);
    }
    const all = (await api.request("/api/products?c1=CL-001")).body;
    const ages = all.facets.ages.map((entry: { value: string }) => entry.value);
    // Youngest first, not by name ("12-24m" sorts before "3-6m" as text).
    expect(ages).toEqual(["0-3m", "3-6m", "6-12m", "12-24m", "2-3y"]);
    expect(all.facets.ages.find((entry: { value: string }) => entry.value === "6-12m").count).toBe(
      body.paging.total,
    );
  });

  it("answers as the database does for random price ranges, sorts and pages", async () => {
    const sorts = ["", "&sort=a-z", "&sort=z-a", "&sort=low", "&sort=high"];
    for (let i = 0; i < 20; i++) {
      const min = (i * 37) % 90;
      const query = `c1=CL-001&minPrice=${min}&maxPrice=${min + 5 + i * 3}${sorts[i % 5]}&page=${1 + (i % 3)}&pageSize=5`;
      const { memory, database } = await both(query);
      expect(memory, query).toEqual(database);
    }
  });

  it.each([
    {},
    { c1: "CL-001" },
    { c1: "CL-001", c2: "DR-001" },
    { c2: "FE-001" },
    { collection: "new arrival" },
    { tag: "organic" },
    { brand: "Moonbeam" },
    { color: "red" as const },
  ])("stores the summary the database counts live (%o)", async (scope) => {
    const stored = await findSummary(api.db, scope);
    expect(stored).toEqual(await summarise(api.db, scope));
    expect(stored?.total).toBeGreaterThan(0);
  });

  it.each(["dress", "DRESS", "  Cotton ", "o", "e&page=3&pageSize=7", "zebra", "50%", "a_b", "Café"])(
    "searches as the database does (%s)",
    async (query) => {
      const [q, rest = ""] = query.split("&");
      const search = { q, page: 1, pageSize: 12, ...Object.fromEntries(new URLSearchParams(rest)) };
      const parsed = { ...search, page: Number(search.page), pageSize: Number(search.pageSize) };
      const memory = await searchProducts(api.db, parsed);
      expect(memory).toEqual(await searchProductsFromDatabase(api.db, parsed));
      if (q.trim() === "dress") expect(memory.paging.total).toBeGreaterThan(0);
    },
  );

  it("sees an import at once: a new product, then its new price", async () => {
    const query = "/api/products?c1=CL-001&minPrice=901&maxPrice=950&sort=high";
    expect((await api.request(query)).body.paging.total).toBe(0);

    await importProduct(920);
    const added = (await api.request(query)).body;
    expect(added.paging.total).toBe(1);
    expect(added.data[0]).toMatchObject({
      title: "Index Test Romper",
      price: 920,
      brand: "Index Test Brand",
    });
    expect(added.facets.brands).toEqual([{ value: "Index Test Brand", count: 1 }]);
    expect((await api.request("/api/products?c1=CL-001")).body.facets.price.max).toBe(920);
    const found = (await api.request("/api/search?q=index%20test")).body;
    expect(found.data.map((card: { title: string }) => card.title)).toEqual(["Index Test Romper"]);

    await importProduct(980);
    const moved = (await api.request(query)).body;
    expect(moved.paging.total).toBe(0);
    const above = (await api.request("/api/products?c1=CL-001&minPrice=951")).body;
    expect(above.data.map((card: { price: number }) => card.price)).toEqual([980]);
  });

  // After the tests that compare the summaries with live counts: it changes the catalogue
  // behind their back.
  it("sees another process's import once it checks the summaries' refresh time", async () => {
    const query = "/api/products?minPrice=9876.54&maxPrice=9876.54";
    await api.db.execute(sql`update products set price_cents = 987654 where id = 7`);
    // What another process's import does last: the summaries refreshed.
    await api.db.execute(
      sql`update catalogue_summaries set refreshed_at = refreshed_at + interval '1 minute'`,
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 11_000); // past the index's check and the cards' time to live
      const found = (await api.request(query)).body;
      expect(found.data.map((card: { id: number; price: number }) => [card.id, card.price])).toEqual([
        [7, 9876.54],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sees a review's rating on the cards", async () => {
    const listing = "/api/products?c1=ES-001&minPrice=1&sort=low&pageSize=1";
    const [card] = (await api.request(listing)).body.data;
    const posted = await shopHelpers(api).review(card.slug, {
      name: "Ana",
      rating: 1,
      title: "Too small",
      body: "It ran small.",
    });
    expect(posted.status).toBe(201);
    const [after] = (await api.request(listing)).body.data;
    expect(after.id).toBe(card.id);
    expect(after.reviewCount).toBe(card.reviewCount + 1);
  });
});

async function importProduct(price: number) {
  const product = {
    id: 990001,
    title: "Index Test Romper",
    description: "A romper for the listing index's tests.",
    type: "baby",
    brand: "Index Test Brand",
    collection: [],
    category: "DR-001",
    price,
    sale: false,
    discount: "0%",
    stock: 5,
    new: false,
    tags: ["index-test"],
    variants: [{ variant_id: 99000101, id: 990001, sku: "INDEX-TEST-1", size: "s", color: "blue" }],
    images: [],
  };
  const form = new FormData();
  form.append("catalogue", new Blob([JSON.stringify([product])], { type: "application/json" }), "index.json");
  form.append("dryRun", "false");
  const response = await api.request(OPERATOR_IMPORT_PATH, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: form,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
