// The catalogue at 100,000 products (seeded once for this file: a few minutes on PGlite):
// every listing, sort, filter, deep page and search reads the products table through its
// indexes (no sequential scan in EXPLAIN ANALYZE), and the answers stay right.
import { type Logger, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SITEMAP_PAGE_SIZE } from "./contract";
import { queryRows } from "./db/client";
import { explainAnalyze } from "./db/explain";
import { EXACT_COUNT_LIMIT } from "./queries/products";
import { createTestApi } from "./testing";

const PRODUCTS = 100_000;

// The statements of one request, seen through the database's logger.
let capturing: { query: string; params: unknown[] }[] | null = null;
const logger: Logger = { logQuery: (query, params) => void capturing?.push({ query, params }) };

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi({ logger, products: PRODUCTS });
}, 900_000);
afterAll(() => api?.close());

async function get(path: string) {
  const answer = await api.request(path);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

// The plans of every statement a request runs that reads the products table.
async function plansOf(path: string) {
  capturing = [];
  const body = await get(path);
  const statements = capturing.filter(({ query }) => /"products"/.test(query) && !/^explain/i.test(query));
  capturing = null;
  const plans = [];
  for (const { query, params } of statements) plans.push(await explainAnalyze(api.db, query, params));
  return { body, plans };
}

describe(`${PRODUCTS} products`, () => {
  it.each([
    ["the unfiltered listing", "/api/products"],
    ["sort a-z", "/api/products?sort=a-z"],
    ["sort z-a", "/api/products?sort=z-a"],
    ["sort low", "/api/products?sort=low"],
    ["sort high", "/api/products?sort=high"],
    ["a category", "/api/products?c1=CL-001&c2=DR-001&sort=low"],
    ["a brand", "/api/products?brand=Moonbeam&sort=high"],
    ["a price range", "/api/products?minPrice=20&maxPrice=30&sort=a-z"],
    ["a colour", "/api/products?color=red"],
    ["a brand and a colour", "/api/products?brand=Moonbeam&color=pink"],
    ["two brands", "/api/products?brand=Moonbeam&brand=Honeybee&sort=a-z"],
    ["new arrivals", "/api/products?collection=new%20arrival"],
    ["the last page", `/api/products?page=${Math.ceil(PRODUCTS / 12)}`],
    ["a deep page, sorted", "/api/products?page=5000&sort=high"],
    ["the middle page", `/api/products?page=${Math.ceil(PRODUCTS / 24)}`],
    ["the last page of a brand", "/api/products?brand=Moonbeam&page=1000&sort=low"],
    ["search", "/api/search?q=dress"],
    ["search, a deep page", "/api/search?q=cotton&page=50"],
  ])("%s reads products through indexes only", async (_, path) => {
    const { plans } = await plansOf(path);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (products|product_variants)\b/);
  });

  // Common tags or colours: counting "up to 1,001 matches" may walk the table until it has them,
  // which the planner rightly prefers when matches are everywhere. Bounded, never the whole table.
  it.each([
    ["common tags", "/api/products?tag=organic&tag=eco"],
    ["two colours in a category", "/api/products?c1=CL-001&color=red&color=blue&sort=low"],
  ])("a filter on %s reads a bounded part of the table at most", async (_, path) => {
    const { plans } = await plansOf(path);
    for (const plan of plans) {
      const scans = [
        ...plan.matchAll(
          /Seq Scan on products \(actual time=[\d.]+ rows=([\d.]+) loops=1\)(?:\n.*\n\s*Rows Removed by Filter: (\d+))?/g,
        ),
      ];
      expect(scans.length).toBe(plan.match(/Seq Scan on products\b/g)?.length ?? 0);
      for (const [, rows, removed] of scans)
        expect(Number(rows) + Number(removed ?? 0)).toBeLessThan(PRODUCTS / 10);
    }
  });

  it("a product page and its recommendations read through indexes only", async () => {
    const { slug } = (await get("/api/products?page=4000&pageSize=1")).data[0];
    for (const path of [`/api/products/${slug}/summary`, `/api/products/${slug}/recommendations`]) {
      const { plans } = await plansOf(path);
      for (const plan of plans)
        expect(plan).not.toMatch(/Seq Scan on (products|product_variants|product_images)\b/);
    }
  });

  it("counts the whole catalogue and each category exactly, from the stored summaries", async () => {
    const all = await get("/api/products");
    expect(all.paging).toEqual({
      page: 1,
      pageSize: 12,
      total: PRODUCTS,
      totalPages: Math.ceil(PRODUCTS / 12),
    });
    expect(all.data.map((p: { id: number }) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const dresses = await get("/api/products?c1=CL-001&c2=DR-001");
    expect(dresses.paging.total).toBe(PRODUCTS / 10);
    const sum = all.facets.categories.reduce((total: number, c: { count: number }) => total + c.count, 0);
    expect(sum).toBe(PRODUCTS);
  });

  it("counts a brand and a colour exactly, from the stored summaries", async () => {
    const [{ moonbeam, red }] = await queryRows<{ moonbeam: number; red: number }>(
      api.db,
      sql`select (select count(*)::int from products where brand = 'Moonbeam') as moonbeam,
                 (select count(distinct product_id)::int from product_variants where color = 'red') as red`,
    );
    expect((await get("/api/products?brand=Moonbeam")).paging.total).toBe(moonbeam);
    expect((await get("/api/products?color=red")).paging.total).toBe(red);
  });

  it("answers the last pages of a sort as the database orders them", async () => {
    const lastPage = Math.ceil(PRODUCTS / 12);
    for (const [sort, order] of [
      ["low", sql`price_cents, id`],
      ["z-a", sql`title desc, id`],
    ] as const) {
      const expected = await queryRows<{ id: number }>(
        api.db,
        sql`select id from products order by ${order} offset ${(lastPage - 2) * 12}`,
      );
      const pages = [
        ...(await get(`/api/products?sort=${sort}&page=${lastPage - 1}`)).data,
        ...(await get(`/api/products?sort=${sort}&page=${lastPage}`)).data,
      ];
      expect(pages.map((p: { id: number }) => p.id)).toEqual(expected.map((row) => row.id));
    }
  });

  it("answers the last page with the last products", async () => {
    const last = await get(`/api/products?page=${Math.ceil(PRODUCTS / 12)}`);
    expect(last.data.map((p: { id: number }) => p.id)).toEqual([99_997, 99_998, 99_999, 100_000]);
  });

  it("sorts deep pages too", async () => {
    const page = (await get("/api/products?page=1000&sort=low&pageSize=48")).data as {
      price: number;
      id: number;
    }[];
    expect(page).toHaveLength(48);
    for (let i = 1; i < page.length; i++) {
      const [a, b] = [page[i - 1], page[i]];
      expect(a.price < b.price || (a.price === b.price && a.id < b.id)).toBe(true);
    }
  });

  it("estimates a large search's total and counts a small one exactly", async () => {
    const large = await get("/api/search?q=dress");
    expect(large.paging.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    for (const product of large.data) expect(product.title.toLowerCase()).toContain("dress");
    const none = await get("/api/search?q=zebra%20crossing");
    expect(none.paging.total).toBe(0);
  });

  it("splits the sitemap's products into files of 50,000", async () => {
    const first = await get("/api/sitemap/products?page=1");
    expect(first.paging).toEqual({ page: 1, pageSize: SITEMAP_PAGE_SIZE, total: PRODUCTS, totalPages: 2 });
    expect(first.data).toHaveLength(SITEMAP_PAGE_SIZE);
    const second = await get("/api/sitemap/products?page=2");
    expect(second.data).toHaveLength(PRODUCTS - SITEMAP_PAGE_SIZE);
    expect(new Set([...first.data, ...second.data].map((p: { slug: string }) => p.slug)).size).toBe(PRODUCTS);
  });
});
