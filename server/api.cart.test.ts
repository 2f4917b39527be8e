import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Cart, CartResponse, ErrorBody } from "./contract";
import { products, productVariants } from "./db/schema";
import { createTestApi } from "./testing";
import { cents, shopHelpers, type Shopper } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
let shop: ReturnType<typeof shopHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  shop = shopHelpers(api);
});
afterAll(() => api.close());

const cartOf = async (shopper: Shopper): Promise<Cart> => {
  const response = await shop.getCart(shopper);
  expect(response.status).toBe(200);
  return CartResponse.parse(response.body).data;
};

describe("reading and changing the cart", () => {
  it("starts empty", async () => {
    const shopper = await shop.signUp();
    expect(await cartOf(shopper)).toEqual({ items: [], qty: 0, totalPrice: 0 });
  });

  it("adds, adds more, sets and removes a line, answering the cart each time", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(20);

    const added = await shop.putCart(shopper, { sku: variant.sku, qty: 2, mode: "add" });
    expect(added.status).toBe(200);
    expect(CartResponse.parse(added.body).data.qty).toBe(2);

    const more = await shop.putCart(shopper, { sku: variant.sku, qty: 3, mode: "add" });
    expect(more.body.data.items[0].qty).toBe(5);

    const set = await shop.putCart(shopper, { sku: variant.sku, qty: 1 }); // mode defaults to set
    expect(set.body.data.items[0].qty).toBe(1);
    expect(set.body.data.qty).toBe(1);

    const removed = await shop.putCart(shopper, { sku: variant.sku, qty: 0 });
    expect(removed.body.data).toEqual({ items: [], qty: 0, totalPrice: 0 });
  });

  it("answers 204 without the cart when asked for return=minimal, the change made all the same", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(20);
    const put = (json: unknown, prefer: string) =>
      api.request("/api/cart", { method: "PUT", headers: { ...shopper.headers, Prefer: prefer }, json });

    const added = await put({ sku: variant.sku, qty: 2, mode: "add" }, "return=minimal");
    expect(added.status).toBe(204);
    expect(added.body).toBe("");
    expect((await cartOf(shopper)).items).toMatchObject([{ sku: variant.sku, qty: 2 }]);
    // Any other preference is the usual answer.
    const full = await put({ sku: variant.sku, qty: 1, mode: "add" }, "return=representation");
    expect(CartResponse.parse(full.body).data.qty).toBe(3);
    // A refusal is the usual error either way.
    const tooMany = await put({ sku: variant.sku, qty: 99, mode: "add" }, "return=minimal");
    expect(tooMany.status).toBe(400);
    expect(ErrorBody.parse(tooMany.body).errorCode).toBe("VALIDATION_ERROR");
  });

  it("describes each line with the product, variant, server prices and stock", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(12);
    await shop.putCart(shopper, { sku: variant.sku, qty: 3 });
    const [line] = (await cartOf(shopper)).items;
    const detail = await api.request(`/api/products/${variant.slug}/variants/${variant.sku}`);
    expect(line).toMatchObject({
      sku: variant.sku,
      productId: variant.productId,
      slug: variant.slug,
      title: variant.title,
      size: detail.body.data.size,
      color: detail.body.data.color,
      price: detail.body.data.price,
      oldPrice: detail.body.data.oldPrice,
      qty: 3,
      lineTotal: (variant.priceCents * 3) / 100,
      stock: 12,
    });
    expect(line.image).toMatch(/^products\/\d+-[a-z]+\.svg$/);
  });

  it("totals several lines in cents, and a price change shows at once", async () => {
    const shopper = await shop.signUp();
    const a = await shop.variantWithStock(10);
    const b = await shop.variantWithStock(10);
    await shop.putCart(shopper, { sku: a.sku, qty: 2 });
    await shop.putCart(shopper, { sku: b.sku, qty: 3 });
    let cart = await cartOf(shopper);
    expect(cart.items.map((item) => item.sku)).toEqual([a.sku, b.sku]); // in the order added
    expect(cart.qty).toBe(5);
    expect(cents(cart.totalPrice)).toBe(a.priceCents * 2 + b.priceCents * 3);

    await api.db.update(products).set({ priceCents: 1999 }).where(eq(products.id, a.productId));
    cart = await cartOf(shopper);
    expect(cents(cart.totalPrice)).toBe(1999 * 2 + b.priceCents * 3);
  });

  it("never takes a price from the request", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(10);
    const response = await shop.putCart(shopper, { sku: variant.sku, qty: 1, price: 0.01, totalPrice: 0.01 });
    expect(response.status).toBe(200);
    expect(cents(response.body.data.totalPrice)).toBe(variant.priceCents);
  });

  it("keeps each member's cart to themselves", async () => {
    const [one, two] = [await shop.signUp(), await shop.signUp()];
    const variant = await shop.variantWithStock(10);
    await shop.putCart(one, { sku: variant.sku, qty: 4 });
    expect((await cartOf(two)).items).toEqual([]);
    expect((await cartOf(one)).qty).toBe(4);
  });

  it("removing a line that is not there is fine", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(10);
    const response = await shop.putCart(shopper, { sku: variant.sku, qty: 0 });
    expect(response.status).toBe(200);
    expect(response.body.data.items).toEqual([]);
  });

  it("adds from many requests at once without losing any", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(50);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => shop.putCart(shopper, { sku: variant.sku, qty: 1, mode: "add" })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await cartOf(shopper)).qty).toBe(10);
  });

  it("adds at once up to the stock and no further: the rest are refused", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(5);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => shop.putCart(shopper, { sku: variant.sku, qty: 1, mode: "add" })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(3).fill(409)]);
    expect((await cartOf(shopper)).items).toMatchObject([{ sku: variant.sku, qty: 5 }]);
  });
});

describe("bad requests", () => {
  it("answers 401 UNAUTHENTICATED_USER to a visitor", async () => {
    const variant = await shop.variantWithStock(10);
    const read = await api.request("/api/cart");
    const write = await api.request("/api/cart", { method: "PUT", json: { sku: variant.sku, qty: 1 } });
    for (const response of [read, write]) {
      expect(response.status).toBe(401);
      expect(response.body.errorCode).toBe("UNAUTHENTICATED_USER");
    }
  });

  it.each([
    ["negative", { qty: -1 }],
    ["a fraction", { qty: 1.5 }],
    ["text", { qty: "2" }],
    ["not a number at all", { qty: "lots" }],
    ["null", { qty: null }],
    ["missing", {}],
    ["over 99", { qty: 100 }],
    ["huge", { qty: 1e12 }],
    ["a boolean", { qty: true }],
    ["zero on add", { qty: 0, mode: "add" }],
  ])("rejects a quantity that is %s with 400 naming qty", async (_, change) => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(10);
    await shop.putCart(shopper, { sku: variant.sku, qty: 2 });
    const response = await shop.putCart(shopper, { sku: variant.sku, ...change });
    expect(response.status).toBe(400);
    const body = ErrorBody.parse(response.body);
    expect(body.errorCode).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.fields ?? {})).toEqual(["qty"]);
    expect((await cartOf(shopper)).qty).toBe(2); // unchanged
  });

  it("rejects a missing sku, an unknown mode and a body that is not JSON", async () => {
    const shopper = await shop.signUp();
    const noSku = await shop.putCart(shopper, { qty: 1 });
    expect(noSku.status).toBe(400);
    expect(Object.keys(noSku.body.fields)).toEqual(["sku"]);
    const badMode = await shop.putCart(shopper, { sku: "X", qty: 1, mode: "double" });
    expect(Object.keys(badMode.body.fields)).toEqual(["mode"]);
    const notJson = await api.request("/api/cart", {
      method: "PUT",
      headers: { ...shopper.headers, "Content-Type": "application/json" },
      body: "{qty: 1",
    });
    expect(notJson.status).toBe(400);
  });

  it("answers 404 for an unknown sku", async () => {
    const shopper = await shop.signUp();
    const response = await shop.putCart(shopper, { sku: "NO-SUCH-SKU", qty: 1 });
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe("NOT_FOUND");
  });

  it("refuses more than 99 of one item across adds", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(500);
    await shop.putCart(shopper, { sku: variant.sku, qty: 95 });
    const response = await shop.putCart(shopper, { sku: variant.sku, qty: 5, mode: "add" });
    expect(response.status).toBe(400);
    expect(response.body.fields.qty[0]).toMatch(/at most 99/);
    expect((await cartOf(shopper)).qty).toBe(95);
  });
});

describe("stock", () => {
  it("refuses an out-of-stock variant with OUT_OF_STOCK and what is available", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(0);
    const response = await shop.putCart(shopper, { sku: variant.sku, qty: 1, mode: "add" });
    expect(response.status).toBe(409);
    const body = ErrorBody.parse(response.body);
    expect(body.errorCode).toBe("OUT_OF_STOCK");
    expect(body.message).toMatch(/out of stock/);
    expect(body.stock).toEqual([{ sku: variant.sku, requested: 1, available: 0 }]);
  });

  it("refuses more than is in stock with 'only N left', setting or adding, and keeps the line", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(3);
    const tooMany = await shop.putCart(shopper, { sku: variant.sku, qty: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/^Only 3 left of /);
    expect(tooMany.body.stock).toEqual([{ sku: variant.sku, requested: 4, available: 3 }]);

    expect((await shop.putCart(shopper, { sku: variant.sku, qty: 3 })).status).toBe(200);
    const addOne = await shop.putCart(shopper, { sku: variant.sku, qty: 1, mode: "add" });
    expect(addOne.status).toBe(409);
    expect(addOne.body.message).toMatch(/you have 3 in your cart/);
    expect(addOne.body.stock).toEqual([{ sku: variant.sku, requested: 4, available: 3 }]);
    expect((await cartOf(shopper)).qty).toBe(3);
  });

  it("shows the current stock of a line, even when it fell below the quantity", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(5);
    await shop.putCart(shopper, { sku: variant.sku, qty: 4 });
    await api.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.sku, variant.sku));
    const [line] = (await cartOf(shopper)).items;
    expect(line).toMatchObject({ qty: 4, stock: 2 });
  });
});
