import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { OrderListResponse, OrderResponse } from "./contract";
import { createTestApi } from "./testing";
import { shopHelpers, type Shopper } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
let shop: ReturnType<typeof shopHelpers>;
let address: Awaited<ReturnType<ReturnType<typeof shopHelpers>["validAddress"]>>;
beforeAll(async () => {
  api = await createTestApi();
  shop = shopHelpers(api);
  address = await shop.validAddress();
});
afterAll(() => api.close());

// Places an order of `qty` units of a fresh variant; answers its invoice number.
async function orderSomething(shopper: Shopper, qty = 1): Promise<string> {
  const variant = await shop.variantWithStock(10);
  await shop.putCart(shopper, { sku: variant.sku, qty });
  const response = await shop.checkout(shopper, {
    address,
    shippingOption: "standard",
    paymentMethod: "cash_on_delivery",
  });
  expect(response.status).toBe(201);
  return response.body.data.invoiceNumber;
}

const listOrders = (shopper: Shopper, query = "") =>
  api.request(`/api/member/orders${query}`, { headers: shopper.headers });

describe("order history", () => {
  it("is empty for a new member", async () => {
    const shopper = await shop.signUp();
    const response = await listOrders(shopper);
    expect(response.status).toBe(200);
    expect(OrderListResponse.parse(response.body)).toEqual({
      data: [],
      paging: { page: 1, pageSize: 12, total: 0, totalPages: 0 },
    });
  });

  it("pages the member's orders, newest first", async () => {
    const shopper = await shop.signUp();
    const placed: string[] = [];
    for (let i = 1; i <= 5; i++) placed.push(await orderSomething(shopper, i));
    await orderSomething(await shop.signUp()); // someone else's order stays out

    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await listOrders(shopper, `?page=${page}&pageSize=2`);
      expect(response.status).toBe(200);
      pages.push(OrderListResponse.parse(response.body));
    }
    expect(pages.map((page) => page.paging)).toEqual(
      [1, 2, 3].map((page) => ({ page, pageSize: 2, total: 5, totalPages: 3 })),
    );
    const listed = pages.flatMap((page) => page.data);
    expect(listed.map((order) => order.invoiceNumber)).toEqual([...placed].reverse());
    expect(listed.map((order) => order.qty)).toEqual([5, 4, 3, 2, 1]);
    expect(listed[0]).toMatchObject({ status: "awaiting_payment", paymentMethod: "cash_on_delivery" });

    const beyond = await listOrders(shopper, "?page=4&pageSize=2");
    expect(beyond.body.data).toEqual([]);
  });

  it("gives each listed order the parts of its bill, the same as the order itself", async () => {
    const shopper = await shop.signUp();
    const invoiceNumber = await orderSomething(shopper, 3);
    const listed = OrderListResponse.parse((await listOrders(shopper)).body).data[0];
    const response = await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers });
    const order = OrderResponse.parse(response.body).data;
    expect(listed.items).toEqual(order.items.map(({ price, qty }) => ({ price, qty })));
    expect(listed.items).toEqual([{ price: expect.any(Number), qty: 3 }]);
    expect(listed.shipping).toEqual({ price: order.shipping.price });
  });

  it("rejects bad paging with 400", async () => {
    const shopper = await shop.signUp();
    for (const query of ["?page=0", "?pageSize=1000", "?page=abc"]) {
      expect((await listOrders(shopper, query)).status).toBe(400);
    }
  });

  it("answers 401 to a visitor", async () => {
    const response = await api.request("/api/member/orders");
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe("UNAUTHENTICATED_USER");
  });
});

describe("one order", () => {
  it("shows lines, totals, shipping, address and payment status", async () => {
    const shopper = await shop.signUp();
    const invoiceNumber = await orderSomething(shopper, 2);
    const response = await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers });
    expect(response.status).toBe(200);
    const order = OrderResponse.parse(response.body).data;
    expect(order).toMatchObject({
      invoiceNumber,
      status: "awaiting_payment",
      qty: 2,
      paidAt: null,
      payments: [],
    });
    expect(order.items).toHaveLength(1);
    expect(order.total).toBeCloseTo(order.subtotal + order.shipping.price, 2);
    expect(order.address.city.id).toBe(address.cityId);
  });

  it("is a 404 for another member, exactly as for an invoice that does not exist", async () => {
    const owner = await shop.signUp();
    const invoiceNumber = await orderSomething(owner);
    const stranger = await shop.signUp();
    const theirs = await api.request(`/api/member/orders/${invoiceNumber}`, { headers: stranger.headers });
    const missing = await api.request("/api/member/orders/INV-2020-999999", { headers: stranger.headers });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    const cancel = await api.request(`/api/member/orders/${invoiceNumber}/cancel`, {
      method: "POST",
      headers: stranger.headers,
    });
    expect(cancel.status).toBe(404);
    const stillThere = await api.request(`/api/member/orders/${invoiceNumber}`, { headers: owner.headers });
    expect(stillThere.body.data.status).toBe("awaiting_payment");
  });

  it("rejects a malformed invoice number with 400 and answers 401 to a visitor", async () => {
    const shopper = await shop.signUp();
    const malformed = await api.request("/api/member/orders/not-an-invoice", { headers: shopper.headers });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fields)).toEqual(["invoice_number"]);
    const visitor = await api.request("/api/member/orders/INV-2026-100001");
    expect(visitor.status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("describes the cart, checkout, payment and order endpoints", async () => {
    const { body } = await api.request("/api/openapi.json");
    for (const path of [
      "/api/cart",
      "/api/checkout",
      "/api/checkout/shipping-options",
      "/api/checkout/payment-methods",
      "/api/transaction/pay",
      "/api/member/orders",
      "/api/member/orders/{invoice_number}",
      "/api/member/orders/{invoice_number}/cancel",
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
    expect(body.paths["/api/cart"].put.requestBody.content["application/json"].schema.description).toMatch(
      /mode "add"/,
    );
    expect(body.paths["/api/checkout"].post.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: "header", name: "idempotency-key", required: true }),
      ]),
    );
  });
});
