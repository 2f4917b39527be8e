// The catalogue's faster reads give the same answers as before on the demo data: precomputed
// facet counts equal live ones, every page of every sort fits together, search keeps the
// spec's rule; the catalogue cache drops what a write changes; the work queue refuses a
// burst with 503 and Retry-After and still finishes what it let wait.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SITEMAP_PAGE_SIZE } from "./contract";
import { queryRows } from "./db/client";
import { createTestApi } from "./testing";
import { shopHelpers } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi({ catalogueCache: { ttlMs: 60_000, maxEntries: 100 } });
});
afterAll(() => api.close());

const get = async (path: string) => {
  const response = await api.request(path);
  expect(response.status, path).toBe(200);
  return response.body;
};

describe("precomputed listings", () => {
  // minPrice=0 changes no result but is not a precomputed scope, so the API counts live.
  it.each([
    "",
    "c1=CL-001",
    "c1=CL-001&c2=DR-001",
    "c2=FE-001",
    "collection=new%20arrival",
    "tag=trending",
    "brand=Moonbeam",
    "color=red",
  ])("answer the same totals and facets as counting live (%s)", async (query) => {
    const stored = await get(`/api/products?${query}`);
    const live = await get(`/api/products?${query}&minPrice=0`);
    expect(stored.paging).toEqual(live.paging);
    expect(stored.facets).toEqual(live.facets);
    expect(stored.data).toEqual(live.data);
    expect(stored.paging.total).toBeGreaterThan(0);
  });

  it("count the whole demo catalogue", async () => {
    const all = await get("/api/products");
    expect(all.paging).toEqual({ page: 1, pageSize: 12, total: 250, totalPages: 21 });
    const byCategory = all.facets.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
    expect(byCategory).toBe(250);
  });
});

describe("paging", () => {
  async function everyPage(query: string, pageSize: number) {
    const first = await get(`/api/products?${query}&pageSize=${pageSize}`);
    const pages = [first];
    for (let page = 2; page <= first.paging.totalPages; page++)
      pages.push(await get(`/api/products?${query}&pageSize=${pageSize}&page=${page}`));
    return pages.flatMap((page) => page.data as { id: number; price: number; title: string }[]);
  }

  // Pages in the second half of a precomputed listing are read from its end, in reverse; the
  // two page sizes split the listing at different places, so a mistake shows as a difference.
  it.each([
    "sort=a-z",
    "sort=z-a",
    "sort=low",
    "sort=high",
    "c1=ES-001&sort=low",
    "brand=Moonbeam",
    "color=red&sort=high",
    "color=red&minPrice=0",
  ])("pages of 12 and of 48 list every product once, in the same order (%s)", async (query) => {
    const small = await everyPage(query, 12);
    const large = await everyPage(query, 48);
    expect(small.map((p) => p.id)).toEqual(large.map((p) => p.id));
    expect(new Set(small.map((p) => p.id)).size).toBe(small.length);
  });

  it("orders by price with the id breaking ties", async () => {
    const low = await everyPage("sort=low", 48);
    expect(low).toHaveLength(250);
    for (let i = 1; i < low.length; i++) {
      const [a, b] = [low[i - 1], low[i]];
      expect(a.price < b.price || (a.price === b.price && a.id < b.id)).toBe(true);
    }
  });

  it("answers an empty page past the end", async () => {
    const beyond = await get("/api/products?page=30");
    expect(beyond.data).toEqual([]);
    expect(beyond.paging.total).toBe(250);
  });
});

describe("a product's colours", () => {
  const colorsOf = async (id: number) =>
    (await queryRows<{ colors: string[] }>(api.db, sql`select colors from products where id = ${id}`))[0]
      .colors;

  it("follow its variants as they are added, changed and removed", async () => {
    const [product] = await queryRows<{ id: number; colors: string[] }>(
      api.db,
      sql`select id, colors from products where not colors @> array['grey'] order by id limit 1`,
    );
    expect(product.colors.length).toBeGreaterThan(0);
    await api.db.execute(
      sql`insert into product_variants (id, product_id, sku, size, color, stock) values (900001, ${product.id}, 'COLOUR-TEST', null, 'grey', 1)`,
    );
    expect(await colorsOf(product.id)).toEqual([...product.colors, "grey"].sort());
    const greys = await get(`/api/products?color=grey&ids=${product.id}`);
    expect(greys.data.map((card: { id: number }) => card.id)).toEqual([product.id]);

    await api.db.execute(sql`update product_variants set color = null where id = 900001`);
    expect(await colorsOf(product.id)).toEqual([...product.colors].sort());
    await api.db.execute(sql`update product_variants set color = 'grey' where id = 900001`);
    await api.db.execute(sql`delete from product_variants where id = 900001`);
    expect(await colorsOf(product.id)).toEqual([...product.colors].sort());
  });

  it("are every colour of its variants, for every product of the demo", async () => {
    const differing = await queryRows(
      api.db,
      sql`select p.id from products p where p.colors is distinct from array(select distinct v.color from product_variants v where v.product_id = p.id and v.color is not null order by v.color)`,
    );
    expect(differing).toEqual([]);
  });
});

describe("search", () => {
  it("matches titles containing the text, whatever its case; empty text finds nothing", async () => {
    const lower = await get("/api/search?q=dress&pageSize=48");
    const upper = await get("/api/search?q=DrEsS&pageSize=48");
    expect(lower.paging.total).toBeGreaterThan(0);
    expect(upper).toEqual(lower);
    for (const product of lower.data) expect(product.title.toLowerCase()).toContain("dress");
    expect((await get("/api/search?q=%20%20")).paging.total).toBe(0);
  });

  it("takes % _ and \\ as themselves, not as patterns", async () => {
    for (const text of ["%", "_", "\\", "d%s", "dr_ss"]) {
      const found = await get(`/api/search?q=${encodeURIComponent(text)}`);
      expect(found.paging.total, text).toBe(0);
    }
  });
});

describe("recommendations", () => {
  it("come from the same sub-category first, best rated first, never the product itself", async () => {
    const product = (await get("/api/products?c2=DR-001&pageSize=1")).data[0];
    const cards = (await get(`/api/products/${product.slug}/recommendations`)).data;
    expect(cards).toHaveLength(8);
    expect(cards.every((card: { categoryCode: string }) => card.categoryCode === "DR-001")).toBe(true);
    expect(cards.map((card: { id: number }) => card.id)).not.toContain(product.id);
    const ratings = cards.map((card: { rating: number }) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("bring the variants of the first two, the product page's bundle, as their own pages list them", async () => {
    const product = (await get("/api/products?c2=FE-001&pageSize=1")).data[0];
    const { data: cards, bundle } = await get(`/api/products/${product.slug}/recommendations`);
    expect(bundle.map((piece: { productId: number }) => piece.productId)).toEqual(
      cards.slice(0, 2).map((card: { id: number }) => card.id),
    );
    for (const [index, piece] of bundle.entries()) {
      const own = (await get(`/api/products/${cards[index].slug}/summary`)).data;
      expect(piece.variants.length).toBeGreaterThan(0);
      expect(piece.variants).toEqual(own.variants);
    }
  });
});

describe("the catalogue cache", () => {
  it("shows the stock a checkout took at once", async () => {
    const shop = shopHelpers(api);
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(5);
    const before = await get(`/api/products/${variant.slug}/summary`); // now cached
    const cachedStock = before.data.variants.find((v: { sku: string }) => v.sku === variant.sku).stock;
    expect(cachedStock).toBe(5);
    expect((await shop.putCart(shopper, { sku: variant.sku, qty: 2 })).status).toBe(200);
    const order = await shop.checkout(shopper, {
      address: await shop.validAddress(),
      shippingOption: "standard",
      paymentMethod: "cash_on_delivery",
    });
    expect(order.status).toBe(201);
    const after = await get(`/api/products/${variant.slug}/summary`);
    expect(after.data.variants.find((v: { sku: string }) => v.sku === variant.sku).stock).toBe(3);
  });

  it("shows the stock a checkout took at once in the bundle of another product's recommendations", async () => {
    const shop = shopHelpers(api);
    const shopper = await shop.signUp();
    const page = (await get("/api/products?pageSize=1&page=9")).data[0];
    const path = `/api/products/${page.slug}/recommendations`;
    type Piece = { variants: { sku: string; stock: number }[] };
    const piecesOf = async () => ((await get(path)).bundle as Piece[]).flatMap((piece) => piece.variants);
    const variant = (await piecesOf()).find((one) => one.stock >= 2); // now cached
    expect(variant).toBeDefined();
    expect((await shop.putCart(shopper, { sku: variant!.sku, qty: 2 })).status).toBe(200);
    const order = await shop.checkout(shopper, {
      address: await shop.validAddress(),
      shippingOption: "standard",
      paymentMethod: "cash_on_delivery",
    });
    expect(order.status).toBe(201);
    const after = (await piecesOf()).find((one) => one.sku === variant!.sku);
    expect(after?.stock).toBe(variant!.stock - 2);
  });

  it("shows a new review at once", async () => {
    const product = (await get("/api/products?pageSize=1&page=7")).data[0];
    const before = (await get(`/api/products/${product.slug}/reviews`)).summary.count;
    const written = await shopHelpers(api).review(product.slug, {
      name: "Sam",
      rating: 5,
      title: "Lovely",
      body: "Soft and washes well, very happy.",
    });
    expect(written.status).toBe(201);
    expect((await get(`/api/products/${product.slug}/reviews`)).summary.count).toBe(before + 1);
    expect((await get(`/api/products/${product.slug}/summary`)).data.reviewCount).toBe(before + 1);
  });
});

describe("the sitemap's product pages", () => {
  it("answer every slug on one page of up to 50,000", async () => {
    const first = await get("/api/sitemap/products");
    expect(first.paging).toEqual({ page: 1, pageSize: SITEMAP_PAGE_SIZE, total: 250, totalPages: 1 });
    expect(first.data).toHaveLength(250);
    expect(first.data[0]).toEqual({ slug: expect.stringMatching(/-1$/) });
    expect((await get("/api/sitemap/products?page=2")).data).toEqual([]);
    expect((await api.request("/api/sitemap/products?page=0")).status).toBe(400);
  });
});

describe("the work queue", () => {
  it("answers a burst beyond its room with 503 and Retry-After, and finishes the work it queued", async () => {
    const busy = await createTestApi({ workQueue: { concurrency: 1, maxQueued: 2, maxWaitMs: 5_000 } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => busy.request(`/api/products?page=${i + 1}`)),
      );
      const served = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 503);
      expect(served).toHaveLength(3); // one running, two waiting
      expect(refused).toHaveLength(7);
      for (const answer of refused) {
        expect(answer.headers.get("Retry-After")).toBe("5");
        expect(answer.body.errorCode).toBe("SERVICE_BUSY");
      }
      for (const answer of served) expect(answer.body.data).toHaveLength(12);
      // The health check stays outside the queue.
      expect((await busy.request("/api/health")).status).toBe(200);
      // Once the burst is over, requests are served again.
      expect((await busy.request("/api/products")).status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
