// Publishing: staff take a product out of the shop (PATCH /api/admin/products/{id} with
// published: false) and put it back. Unpublished, it answers 404 on every shop read of it and
// leaves the listings, their totals and facets, search, recommendations, the sitemap, the
// wishlist and the cart; past orders keep showing it. Both listing engines (the index in memory
// and the database) agree throughout.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AdminProductResponse, type Look, ProductListQuery } from "./contract";
import { auditLog, catalogueSummaries, products } from "./db/schema";
import {
  listProducts,
  listProductsFromDatabase,
  refreshCatalogueSummaries,
  searchProducts,
  searchProductsFromDatabase,
} from "./queries/listing";
import { createTestApi } from "./testing";
import { adminHelpers, type Staff } from "./testing-admin";

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
});
afterAll(() => api.close());

const publish = (staff: Staff, id: number, published: boolean) =>
  api.request(`/api/admin/products/${id}`, { method: "PATCH", headers: staff.headers, json: { published } });

type Card = { id: number; slug: string };
const ids = (cards: Card[]) => cards.map((card) => card.id);

// What the shop shows of one product: its pages, and where it is listed and counted.
async function shopView(product: typeof products.$inferSelect, sku: string) {
  const get = (path: string) => api.request(path);
  const listing = `/api/products?c1=${product.parentCategoryCode}&c2=${product.categoryCode}&pageSize=48`;
  const search = `/api/search?q=${encodeURIComponent(product.title)}&pageSize=48`;
  const [page, variant, recommendations, reviews, listed, byId, found, sitemap] = await Promise.all([
    get(`/api/products/${product.slug}/summary`),
    get(`/api/products/${product.slug}/variants/${sku}`),
    get(`/api/products/${product.slug}/recommendations`),
    get(`/api/products/${product.slug}/reviews`),
    get(listing),
    get(`/api/products?ids=${product.id}`),
    get(search),
    get("/api/sitemap/products?page=1"),
  ]);
  const brandCount = listed.body.facets.brands.find(
    (facet: { value: string }) => facet.value === product.brand,
  )?.count;
  return {
    statuses: [page.status, variant.status, recommendations.status, reviews.status],
    listed: ids(listed.body.data).includes(product.id),
    listingTotal: listed.body.paging.total,
    brandCount: brandCount ?? 0,
    byId: ids(byId.body.data),
    searchTotal: found.body.paging.total,
    found: ids(found.body.data).includes(product.id),
    inSitemap: sitemap.body.data.some((entry: { slug: string }) => entry.slug === product.slug),
  };
}

// The listing index and the database answer the same, for the product's listings and search.
async function enginesAgree(product: typeof products.$inferSelect) {
  for (const query of [
    { c1: product.parentCategoryCode, c2: product.categoryCode },
    { brand: product.brand, sort: "low" },
    { c1: product.parentCategoryCode, brand: product.brand, minPrice: "1" },
    {},
  ]) {
    const filters = ProductListQuery.parse({ ...query, pageSize: "48" });
    expect(await listProducts(api.db, filters), JSON.stringify(query)).toEqual(
      await listProductsFromDatabase(api.db, filters),
    );
  }
  const search = { q: product.title, page: 1, pageSize: 48 };
  expect(await searchProducts(api.db, search)).toEqual(await searchProductsFromDatabase(api.db, search));
  await summariesAsRecounted();
}

// A change carries the product into the stored summaries that count it without counting the
// catalogue again (queries/listing/product-summaries.ts): they are what a full count makes.
async function summariesAsRecounted() {
  const stored = () =>
    api.db
      .select({
        scope: catalogueSummaries.scope,
        total: catalogueSummaries.total,
        facets: catalogueSummaries.facets,
      })
      .from(catalogueSummaries)
      .orderBy(catalogueSummaries.scope);
  const carried = await stored();
  await refreshCatalogueSummaries(api.db);
  expect(carried).toEqual(await stored());
}

describe("publishing a product", () => {
  it("unpublished: 404 in the shop, gone from listings, search and counts, still in past orders; back after publishing", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber, shopper, sku } = await admin.placedOrder("bank_transfer", 1);
    const order = (await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers }))
      .body.data;
    const [product] = await api.db.select().from(products).where(eq(products.id, order.items[0].productId));
    const before = await shopView(product, sku);
    expect(before).toMatchObject({
      statuses: [200, 200, 200, 200],
      listed: true,
      found: true,
      inSitemap: true,
    });
    expect(before.byId).toEqual([product.id]);

    const hidden = await publish(staff, product.id, false);
    expect(hidden.status).toBe(200);
    expect(AdminProductResponse.parse(hidden.body).data.published).toBe(false);
    const gone = await shopView(product, sku);
    expect(gone).toEqual({
      statuses: [404, 404, 404, 404],
      listed: false,
      listingTotal: before.listingTotal - 1,
      brandCount: before.brandCount - 1,
      byId: [],
      searchTotal: before.searchTotal - 1,
      found: false,
      inSitemap: false,
    });
    await enginesAgree(product);

    // The member's order and the back office's keep the line as it was bought.
    const after = (await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers }))
      .body.data;
    expect(after.items).toEqual(order.items);
    const staffView = await api.request(`/api/admin/orders/${invoiceNumber}`, { headers: staff.headers });
    expect(staffView.body.data.items[0]).toMatchObject({ productId: product.id, title: product.title });
    // Staff still find and open it.
    const hits = await api.request(`/api/admin/products?q=${product.id}`, { headers: staff.headers });
    expect(hits.body.data).toContainEqual(expect.objectContaining({ id: product.id, published: false }));

    expect((await publish(staff, product.id, true)).status).toBe(200);
    expect(await shopView(product, sku)).toEqual(before);
    await enginesAgree(product);
  });

  it("writes each change to the audit log, and nothing for a product already so", async () => {
    const staff = await admin.newStaff();
    const { productId, slug } = await admin.shop.variantWithStock(5);
    await publish(staff, productId, false);
    await publish(staff, productId, false);
    await publish(staff, productId, true);
    await summariesAsRecounted();
    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.publish"), eq(auditLog.target, slug)))
      .orderBy(auditLog.id);
    expect(entries.map(({ staffEmail, before, after }) => ({ staffEmail, before, after }))).toEqual([
      { staffEmail: staff.email, before: { published: true }, after: { published: false } },
      { staffEmail: staff.email, before: { published: false }, after: { published: true } },
    ]);
    const prices = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.price"), eq(auditLog.target, slug)));
    expect(prices).toEqual([]);
  });

  it("carries a price change into the summaries: the cheapest product made the dearest, then back", async () => {
    const staff = await admin.newStaff();
    const [cheapest] = await api.db
      .select()
      .from(products)
      .where(eq(products.published, true))
      .orderBy(products.priceCents, products.id)
      .limit(1);
    const [dearest] = await api.db.select().from(products).orderBy(desc(products.priceCents)).limit(1);
    const price = (listPrice: number) =>
      api.request(`/api/admin/products/${cheapest.id}`, {
        method: "PATCH",
        headers: staff.headers,
        json: { listPrice, discountPercent: 0 },
      });
    expect((await price(dearest.priceCents / 100 + 10)).status).toBe(200);
    const all = (await api.request("/api/products?pageSize=1")).body.facets.price;
    expect(all.max).toBe(dearest.priceCents / 100 + 10);
    await summariesAsRecounted();
    expect((await price(cheapest.listPriceCents / 100)).status).toBe(200);
    await summariesAsRecounted();
  });

  it("leaves wishlists and carts; a cart line comes back with the product", async () => {
    const staff = await admin.newStaff();
    const shopper = await admin.shop.signUp();
    const variant = await admin.shop.variantWithStock(5);
    const [product] = await api.db.select().from(products).where(eq(products.id, variant.productId));
    const wish = (productId: number) =>
      api.request("/api/wishlist", { method: "POST", headers: shopper.headers, json: { productId } });
    expect((await wish(product.id)).status).toBe(201);
    expect((await admin.shop.putCart(shopper, { sku: variant.sku, qty: 1 })).status).toBe(200);
    await publish(staff, product.id, false);
    const wishlist = await api.request("/api/wishlist", { headers: shopper.headers });
    expect(ids(wishlist.body.data.map((item: { product: Card }) => item.product))).not.toContain(product.id);
    expect((await admin.shop.getCart(shopper)).body.data.items).toEqual([]);
    expect((await admin.shop.putCart(shopper, { sku: variant.sku, qty: 2 })).status).toBe(404);
    expect((await wish(product.id)).status).toBe(404);

    await publish(staff, product.id, true);
    const cart = (await admin.shop.getCart(shopper)).body.data;
    expect(cart.items.map((line: { sku: string; qty: number }) => [line.sku, line.qty])).toEqual([
      [variant.sku, 1],
    ]);
  });

  it("leaves other products' recommendations, which take the next one instead", async () => {
    const staff = await admin.newStaff();
    const [first] = await api.db.select().from(products).orderBy(products.id).limit(1);
    const recommended = async () =>
      ids((await api.request(`/api/products/${first.slug}/recommendations`)).body.data);
    const before = await recommended();
    expect(before.length).toBeGreaterThan(1);
    await publish(staff, before[0], false);
    const after = await recommended();
    expect(after).not.toContain(before[0]);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(1));
    await publish(staff, before[0], true);
    expect(await recommended()).toEqual(before);
  });

  it("refuses a published value that is not true or false, changing nothing", async () => {
    const staff = await admin.newStaff();
    const { productId } = await admin.shop.variantWithStock(5);
    const answer = await api.request(`/api/admin/products/${productId}`, {
      method: "PATCH",
      headers: staff.headers,
      json: { published: "no" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/true or false/);
    const [row] = await api.db.select().from(products).where(eq(products.id, productId));
    expect(row.published).toBe(true);
  });
});

describe("the lookbook", () => {
  it("leaves an unpublished product out of its looks, and a look of none out; published again, they are back", async () => {
    const staff = await admin.newStaff("staff");
    const looks = async (): Promise<Look[]> =>
      (await api.request("/api/content/lookbook/external")).body.data;
    const [look] = await looks();
    const idOf = async (slug: string) =>
      (await api.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0].id;
    const ids = await Promise.all(look.products.map((product) => idOf(product.slug)));

    expect((await publish(staff, ids[0], false)).status).toBe(200);
    const after = (await looks()).find((one) => one.id === look.id);
    if (ids.length > 1) expect(after?.products).toEqual(look.products.slice(1));
    else expect(after).toBeUndefined();

    for (const id of ids.slice(1)) expect((await publish(staff, id, false)).status).toBe(200);
    expect((await looks()).map((one) => one.id)).not.toContain(look.id);

    for (const id of ids) expect((await publish(staff, id, true)).status).toBe(200);
    expect((await looks()).find((one) => one.id === look.id)).toEqual(look);
  });
});
