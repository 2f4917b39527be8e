// The catalogue at 100,000 products (seeded once for this file: a few minutes on PGlite).
// The API answers listings and search from the listing index in memory; its answers are
// checked against the database's own. The database's queries, which serve catalogues too
// large for the index, read the products table through its indexes (no sequential scan in
// EXPLAIN ANALYZE).
import { and, eq, isNull, type Logger, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ProductListQuery, SITEMAP_PAGE_SIZE } from "./contract";
import { queryRows } from "./db/client";
import { explainAnalyze } from "./db/explain";
import { catalogueSummaries, categories, products, productVariants } from "./db/schema";
import { listingIndex, listProductsFromDatabase, searchProductsFromDatabase } from "./queries/listing";
import { countOnIndex } from "./queries/listing/memory";
import { scopeOfKey } from "./queries/listing/product-summaries";
import { type Scope, scopeFilters, scopeKey } from "./queries/listing/summaries";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";

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

// The query of a path, repeated keys as lists.
function queryOf(path: string) {
  const { searchParams } = new URL(path, "http://shop.test");
  return Object.fromEntries(
    [...new Set(searchParams.keys())].map((key) => {
      const all = searchParams.getAll(key);
      return [key, all.length > 1 ? all : all[0]];
    }),
  );
}

// The plans of every statement that reads the products table when the database answers this
// path (a listing, a search, or any other API call).
async function plansOf(path: string) {
  capturing = [];
  const query = queryOf(path);
  if (path.startsWith("/api/products?"))
    await listProductsFromDatabase(api.db, ProductListQuery.parse(query));
  else if (path.startsWith("/api/search?"))
    await searchProductsFromDatabase(api.db, {
      q: String(query.q),
      page: Number(query.page ?? 1),
      pageSize: 12,
    });
  else await get(path);
  const statements = capturing.filter(({ query }) => /"products"/.test(query) && !/^explain/i.test(query));
  capturing = null;
  const plans = [];
  for (const { query, params } of statements) plans.push(await explainAnalyze(api.db, query, params));
  return { plans };
}

describe(`${PRODUCTS} products`, () => {
  // The first call builds the index from all 100,000 rows: it passed within the default 20 s in
  // CI, and took 22.6 s in a CI run with a benchmark beside it (2026-11-30). What is checked here
  // is what the index holds; its time is the bench's.
  it("are held in the listing index", { timeout: 90_000 }, async () => {
    expect((await listingIndex(api.db))?.size).toBe(PRODUCTS);
  });

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
    // "Fits now" (issue 26): a size in stock, alone and in a category.
    ["a size in stock", "/api/products?age=6-12m"],
    ["a size in stock in a category, sorted", "/api/products?c1=CL-001&c2=DR-001&age=6-12m&sort=low"],
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

  it("counts a brand, a colour and the two together exactly, from the stored summaries", async () => {
    const [{ moonbeam, red, pink }] = await queryRows<{ moonbeam: number; red: number; pink: number }>(
      api.db,
      sql`select (select count(*)::int from products where brand = 'Moonbeam') as moonbeam,
                 (select count(distinct product_id)::int from product_variants where color = 'red') as red,
                 (select count(distinct v.product_id)::int from product_variants v join products p on p.id = v.product_id
                    where v.color = 'pink' and p.brand = 'Moonbeam') as pink`,
    );
    expect((await get("/api/products?brand=Moonbeam")).paging.total).toBe(moonbeam);
    expect((await get("/api/products?color=red")).paging.total).toBe(red);
    expect((await get("/api/products?brand=Moonbeam&color=pink")).paging.total).toBe(pink);
    // The database's answer too: the brand's stored count of pink.
    const fromDatabase = await listProductsFromDatabase(
      api.db,
      ProductListQuery.parse(queryOf("?brand=Moonbeam&color=pink")),
    );
    expect(fromDatabase.paging.total).toBe(pink);
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

  it("counts a search exactly, and pages it by title as the database does", async () => {
    const [{ total }] = await queryRows<{ total: number }>(
      api.db,
      sql`select count(*)::int as total from products where lower(title) like '%dress%'`,
    );
    const large = await get("/api/search?q=Dress");
    expect(large.paging.total).toBe(total);
    const expected = await queryRows<{ id: number }>(
      api.db,
      sql`select id from products where lower(title) like '%dress%' order by title, id offset ${12 * 99} limit 12`,
    );
    const deep = await get("/api/search?q=dress&page=100");
    expect(deep.data.map((p: { id: number }) => p.id)).toEqual(expected.map((row) => row.id));
    const none = await get("/api/search?q=zebra%20crossing");
    expect(none.paging.total).toBe(0);
  });

  it("counts a price filter and its facets exactly", async () => {
    const answer = await get("/api/products?c1=CL-001&minPrice=20&maxPrice=30&sort=high&page=20");
    const [row] = await queryRows<{ total: number; brands: unknown }>(
      api.db,
      sql`select
        (select count(*)::int from products where parent_category_code = 'CL-001' and price_cents between 2000 and 3000) as total,
        (select json_agg(json_build_object('value', brand, 'count', n) order by brand)
           from (select brand, count(*)::int as n from products
                 where parent_category_code = 'CL-001' and price_cents between 2000 and 3000 group by brand) b) as brands`,
    );
    expect(answer.paging.total).toBe(row.total);
    // json: parsed by one driver, text from the other.
    expect(answer.facets.brands).toEqual(
      typeof row.brands === "string" ? JSON.parse(row.brands) : row.brands,
    );
    const expected = await queryRows<{ id: number }>(
      api.db,
      sql`select id from products where parent_category_code = 'CL-001' and price_cents between 2000 and 3000
        order by price_cents desc, id offset ${12 * 19} limit 12`,
    );
    expect(answer.data.map((p: { id: number }) => p.id)).toEqual(expected.map((r) => r.id));
  });

  it("counts an age and its facet exactly, in the listing index", async () => {
    const started = performance.now();
    const answer = await get("/api/products?c1=CL-001&age=6-12m&sort=high&page=3");
    const took = performance.now() - started;
    const [row] = await queryRows<{ total: number }>(
      api.db,
      sql`select count(*)::int as total from products p where parent_category_code = 'CL-001'
        and exists (select 1 from product_variants v where v.product_id = p.id and v.size = '6-12m' and v.stock > 0)`,
    );
    expect(row.total).toBeGreaterThan(0);
    expect(answer.paging.total).toBe(row.total);
    expect(answer.facets.ages.find((age: { value: string }) => age.value === "6-12m").count).toBe(row.total);
    // A walk of the index's 100,000 rows, not a query of 1,000,000 variants.
    console.info(`[scale] c1 and age at ${PRODUCTS} products: ${took.toFixed(1)} ms`);
  });

  it("is loaded in bulk with colours, ratings, indexes and triggers as a row-by-row load leaves them", async () => {
    const [row] = await queryRows<Record<string, number>>(
      api.db,
      sql`select
        (select count(*)::int from products p where p.colors is distinct from array(select distinct v.color
           from product_variants v where v.product_id = p.id and v.color is not null order by v.color)) as "wrong colours",
        (select count(*)::int from products p, lateral (select coalesce(round(avg(r.rating), 1), 0) as average,
           count(*)::int as count from reviews r where r.product_id = p.id and r.status = 'published') s
           where (p.rating, p.review_count) is distinct from (s.average, s.count)) as "wrong ratings",
        (select count(*)::int from pg_trigger where not tgisinternal and tgenabled = 'D') as "triggers off"`,
    );
    expect(row).toEqual({ "wrong colours": 0, "wrong ratings": 0, "triggers off": 0 });
    const names = await queryRows<{ name: string }>(api.db, sql`select indexname as name from pg_indexes`);
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(MIGRATED_INDEXES));
  });

  it("splits the sitemap's products into files of 50,000", async () => {
    const first = await get("/api/sitemap/products?page=1");
    expect(first.paging).toEqual({ page: 1, pageSize: SITEMAP_PAGE_SIZE, total: PRODUCTS, totalPages: 2 });
    expect(first.data).toHaveLength(SITEMAP_PAGE_SIZE);
    const second = await get("/api/sitemap/products?page=2");
    expect(second.data).toHaveLength(PRODUCTS - SITEMAP_PAGE_SIZE);
    expect(new Set([...first.data, ...second.data].map((p: { slug: string }) => p.slug)).size).toBe(PRODUCTS);
  });

  it("finds a product for the back office by SKU in any case, by id or by title, through indexes only", async () => {
    const staff = await adminHelpers(api).newStaff();
    const [{ sku }] = await api.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, 77_777))
      .limit(1);
    for (const q of [sku.toLowerCase(), "77777", "no such product"]) {
      capturing = [];
      const answer = await api.request(`/api/admin/products?q=${encodeURIComponent(q)}`, {
        headers: staff.headers,
      });
      const statements = capturing.filter(({ query }) => /"product(s|_variants)"/.test(query));
      capturing = null;
      expect(answer.status, q).toBe(200);
      const ids = answer.body.data.map((p: { id: number }) => p.id);
      if (q === "no such product") expect(ids).toEqual([]);
      else expect(ids, q).toContain(77_777);
      expect(statements.length).toBeGreaterThan(0);
      for (const { query, params } of statements)
        expect(await explainAnalyze(api.db, query, params), q).not.toMatch(
          /Seq Scan on (products|product_variants)\b/,
        );
    }
  }, 120_000);

  it("leaves out an unpublished product in both engines, still reading through indexes only", async () => {
    const staff = await adminHelpers(api).newStaff();
    const publish = (published: boolean) =>
      api.request("/api/admin/products/50000", {
        method: "PATCH",
        headers: staff.headers,
        json: { published },
      });
    const { slug } = (await get("/api/products?ids=50000")).data[0];
    const before = await storedSummaries();
    const started = performance.now();
    expect((await publish(false)).status).toBe(200);
    console.info(
      `[scale] unpublished at ${PRODUCTS} products in ${(performance.now() - started).toFixed(0)} ms`,
    );
    try {
      await onlyItsSummariesChanged(50_000, before, await storedSummaries());
      expect((await api.request(`/api/products/${slug}/summary`)).status).toBe(404);
      const listed = await get("/api/products?page=4167&pageSize=12");
      expect(listed.paging.total).toBe(PRODUCTS - 1);
      // Ids 49,993 to 50,004 but 50,000: the page around it moved by one.
      expect(listed.data.map((p: { id: number }) => p.id)).toEqual([
        49_993, 49_994, 49_995, 49_996, 49_997, 49_998, 49_999, 50_001, 50_002, 50_003, 50_004, 50_005,
      ]);
      const filters = ProductListQuery.parse(queryOf("?page=4167"));
      expect((await listProductsFromDatabase(api.db, filters)).data.map((p) => p.id)).toEqual(
        listed.data.map((p: { id: number }) => p.id),
      );
      for (const path of ["/api/products?page=4167", "/api/products?page=5000&sort=high"]) {
        const { plans } = await plansOf(path);
        for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (products|product_variants)\b/);
      }
    } finally {
      expect((await publish(true)).status).toBe(200);
    }
    expect((await get("/api/products")).paging.total).toBe(PRODUCTS);
  }, 180_000);
});

const storedSummaries = async () =>
  new Map((await api.db.select().from(catalogueSummaries)).map(({ scope, ...summary }) => [scope, summary]));
type Stored = Awaited<ReturnType<typeof storedSummaries>>;

// The change of one product rewrote only the summaries that count it (queries/listing/
// product-summaries.ts): those whose counts moved, while another top category's and another
// collection's stay as they were; and those it rewrote are what a full count makes.
async function onlyItsSummariesChanged(id: number, before: Stored, after: Stored) {
  const [product] = await api.db.select().from(products).where(eq(products.id, id));
  const changed = [...after.keys()].filter(
    (scope) => after.get(scope)!.refreshedAt.getTime() !== before.get(scope)?.refreshedAt.getTime(),
  );
  const kept = (scope: Scope) => {
    const key = scopeKey(scope);
    expect(changed, key).not.toContain(key);
    expect(after.get(key), key).toEqual(before.get(key));
  };
  const [otherTop] = await api.db
    .select({ code: categories.code })
    .from(categories)
    .where(and(isNull(categories.parentCode), ne(categories.code, product.parentCategoryCode)))
    .limit(1);
  kept({ c1: otherTop.code });
  const otherCollection = [...before.keys()]
    .map((key) => JSON.parse(key)[2] as string | null)
    .find((collection) => collection && !product.collections.includes(collection));
  if (otherCollection) kept({ collection: otherCollection });
  // Rewritten are exactly the summaries whose counts moved.
  const moved = [...after.keys()].filter((scope) => {
    const [was, is] = [before.get(scope), after.get(scope)!];
    return !was || was.total !== is.total || JSON.stringify(was.facets) !== JSON.stringify(is.facets);
  });
  expect(changed.sort()).toEqual(moved.sort());
  for (const scope of [{}, { c1: product.parentCategoryCode }, { brand: product.brand }])
    expect(after.get(scopeKey(scope))!.total, JSON.stringify(scope)).toBe(
      before.get(scopeKey(scope))!.total - 1,
    );
  // Counted again on the listing index (read afresh after the change), they are the same.
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const index = (await listingIndex(api.db))!;
  for (const [key, { total, facets }] of after)
    expect({ total, facets }, key).toEqual(countOnIndex(index, scopeFilters(scopeOfKey(key))));
  console.info(`[scale] the unpublish rewrote ${changed.length} of ${after.size} summaries`);
}

// Secondary indexes of the migrations that a bulk load drops and builds again.
const MIGRATED_INDEXES = [
  "product_variants_color_idx",
  "products_title_idx",
  "products_title_desc_idx",
  "products_price_idx",
  "products_price_desc_idx",
  "products_sub_category_rating_idx",
  "products_top_category_rating_idx",
  "products_tags_idx",
  "products_collections_idx",
  "products_title_trgm_idx",
  "products_brand_price_idx",
  "products_colors_idx",
  "products_published_id_idx",
];
