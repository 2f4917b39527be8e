import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  ErrorBody,
  type OrderDetail,
  OrderResponse,
  PaymentMethodsResponse,
  ShippingOptionsResponse,
} from "./contract";
import { orders, payments, products, productVariants } from "./db/schema";
import { TEST_CARDS } from "./payments/built-in";
import { createTestApi } from "./testing";
import { cents, shopHelpers, type Shopper } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
let shop: ReturnType<typeof shopHelpers>;
let address: Awaited<ReturnType<ReturnType<typeof shopHelpers>["validAddress"]>>;
beforeAll(async () => {
  api = await createTestApi();
  shop = shopHelpers(api);
  address = await shop.validAddress();
});
afterAll(() => api.close());

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  address,
  shippingOption: "standard",
  paymentMethod: "test_card",
  ...overrides,
});
const card = (number: string = TEST_CARDS.approved) => ({
  number,
  expiry: "12/39",
  cvc: "123",
  name: "Pat Shopper",
});

// A signed-up member with `qty` of a fresh variant (stock `stock`) in the cart.
async function shopperWithCart(qty = 2, stock = 10) {
  const shopper = await shop.signUp();
  const variant = await shop.variantWithStock(stock);
  const response = await shop.putCart(shopper, { sku: variant.sku, qty });
  expect(response.status).toBe(200);
  return { shopper, variant };
}

async function placeOrder(shopper: Shopper, body = orderBody()): Promise<OrderDetail> {
  const response = await shop.checkout(shopper, body);
  expect(response.status).toBe(201);
  return OrderResponse.parse(response.body).data;
}

const ordersOf = (shopper: Shopper) =>
  api.db.select().from(orders).where(eq(orders.memberId, shopper.userId));
const paymentsOf = (invoiceNumber: string) =>
  api.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.invoiceNumber, invoiceNumber))
    .then((rows) => rows.map((row) => row.payment));

describe("shipping options and payment methods", () => {
  it("offers standard and express, standard free from $50", async () => {
    const regular = ShippingOptionsResponse.parse(
      (await api.request("/api/checkout/shipping-options")).body,
    ).data;
    expect(regular.map((option) => [option.code, option.price])).toEqual([
      ["standard", 4.95],
      ["express", 12.95],
    ]);
    const small = (await api.request("/api/checkout/shipping-options?subtotal=49.99")).body.data;
    expect(small[0].price).toBe(4.95);
    const large = (await api.request("/api/checkout/shipping-options?subtotal=50")).body.data;
    expect(large.map((option: { price: number }) => option.price)).toEqual([0, 12.95]);
    expect(large[0].regularPrice).toBe(4.95);
    expect(large[0].freeOver).toBe(50);
  });

  it("rejects a subtotal that is not a sane number", async () => {
    for (const subtotal of ["abc", "-1", "1e9"]) {
      const response = await api.request(`/api/checkout/shipping-options?subtotal=${subtotal}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual(["subtotal"]);
    }
  });

  it("lists cash on delivery, bank transfer and the test card", async () => {
    const methods = PaymentMethodsResponse.parse(
      (await api.request("/api/checkout/payment-methods")).body,
    ).data;
    expect(methods.map((method) => [method.code, method.needsCard])).toEqual([
      ["cash_on_delivery", false],
      ["bank_transfer", false],
      ["test_card", true],
    ]);
  });
});

describe("placing an order", () => {
  it("turns the cart into an order awaiting payment, takes the stock and empties the cart", async () => {
    const { shopper, variant } = await shopperWithCart(3, 10);
    const order = await placeOrder(shopper, orderBody({ note: "Leave it with the neighbour" }));

    expect(order.invoiceNumber).toMatch(new RegExp(`^INV-${new Date().getFullYear()}-\\d{6}$`));
    expect(order.status).toBe("awaiting_payment");
    expect(order.paymentMethod).toBe("test_card");
    expect(order.items).toEqual([
      expect.objectContaining({
        sku: variant.sku,
        slug: variant.slug,
        title: variant.title,
        qty: 3,
        price: variant.priceCents / 100,
      }),
    ]);
    const subtotal = variant.priceCents * 3;
    const shipping = subtotal >= 5000 ? 0 : 495;
    expect(cents(order.subtotal)).toBe(subtotal);
    expect(cents(order.shipping.price)).toBe(shipping);
    expect(order.shipping).toMatchObject({ option: "standard", name: "Standard delivery" });
    expect(cents(order.total)).toBe(subtotal + shipping);
    expect(order.qty).toBe(3);
    expect(order.note).toBe("Leave it with the neighbour");
    expect(order.address).toMatchObject({ name: "Pat Shopper", line1: "1 Elm Street", line2: null });
    expect(order.address.province.id).toBe(address.provinceId);
    expect(order.address.postal.name).toMatch(/^\d{5}$/);
    expect(order.payments).toEqual([]);

    expect(await shop.stockOf(variant.sku)).toBe(7);
    expect((await shop.getCart(shopper)).body.data).toEqual({ items: [], qty: 0, totalPrice: 0 });
  });

  it("charges express shipping even on a large order", async () => {
    const { shopper, variant } = await shopperWithCart(20, 30);
    const order = await placeOrder(shopper, orderBody({ shippingOption: "express" }));
    expect(order.shipping.price).toBe(12.95);
    expect(cents(order.total)).toBe(variant.priceCents * 20 + 1295);
  });

  it("keeps the prices and titles it was placed with", async () => {
    const { shopper, variant } = await shopperWithCart(1);
    const order = await placeOrder(shopper);
    await api.db
      .update(products)
      .set({ priceCents: 1, title: "Renamed" })
      .where(eq(products.id, variant.productId));
    const later = await api.request(`/api/member/orders/${order.invoiceNumber}`, {
      headers: shopper.headers,
    });
    expect(later.body.data.items[0]).toMatchObject({ price: variant.priceCents / 100, title: variant.title });
    expect(later.body.data.total).toBe(order.total);
  });

  it("uses the price at checkout time, not the one when the item was added", async () => {
    const { shopper, variant } = await shopperWithCart(2);
    await api.db.update(products).set({ priceCents: 2500 }).where(eq(products.id, variant.productId));
    const order = await placeOrder(shopper);
    expect(order.subtotal).toBe(50);
    expect(order.shipping.price).toBe(0); // free from $50
  });

  it("answers 401 to a visitor", async () => {
    const response = await api.request("/api/checkout", {
      method: "POST",
      headers: { "Idempotency-Key": shop.newKey() },
      json: orderBody(),
    });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe("UNAUTHENTICATED_USER");
  });

  it("answers 409 CART_EMPTY for an empty cart", async () => {
    const shopper = await shop.signUp();
    const response = await shop.checkout(shopper, orderBody());
    expect(response.status).toBe(409);
    expect(response.body.errorCode).toBe("CART_EMPTY");
  });

  it("requires a well-formed Idempotency-Key header", async () => {
    const { shopper } = await shopperWithCart();
    const missing = await api.request("/api/checkout", {
      method: "POST",
      headers: shopper.headers,
      json: orderBody(),
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(["idempotency-key"]);
    const bad = await shop.checkout(shopper, orderBody(), "short");
    expect(bad.status).toBe(400);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it("rejects missing and malformed fields, naming each", async () => {
    const { shopper } = await shopperWithCart();
    const response = await shop.checkout(shopper, {
      address: { ...address, name: " ", phone: "call me", provinceId: "1", postalId: -3 },
      shippingOption: "drone",
      paymentMethod: "iou",
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([
      "address.name",
      "address.phone",
      "address.postalId",
      "address.provinceId",
      "paymentMethod",
      "shippingOption",
    ]);
    const empty = await shop.checkout(shopper, {});
    expect(Object.keys(empty.body.fields).sort()).toEqual(["address", "paymentMethod", "shippingOption"]);
  });

  it("rejects address ids that are unknown or do not belong together", async () => {
    const { shopper } = await shopperWithCart();
    const wrongLevel = await shop.checkout(
      shopper,
      orderBody({ address: { ...address, cityId: address.provinceId } }),
    );
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.body.fields).toEqual({ "address.cityId": ["Choose a city from the list"] });

    // A postal code of another subdistrict.
    const wrongChain = await shop.checkout(
      shopper,
      orderBody({ address: { ...address, postalId: address.postalId + 5 } }),
    );
    expect(wrongChain.status).toBe(400);
    expect(Object.keys(wrongChain.body.fields)).toEqual(["address.postalId"]);

    const unknown = await shop.checkout(shopper, orderBody({ address: { ...address, districtId: 999_999 } }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toContain("address.districtId");
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it("refuses with OUT_OF_STOCK listing every short line, and changes nothing", async () => {
    const shopper = await shop.signUp();
    const short = await shop.variantWithStock(5);
    const gone = await shop.variantWithStock(5);
    const fine = await shop.variantWithStock(5);
    for (const variant of [short, gone, fine]) await shop.putCart(shopper, { sku: variant.sku, qty: 3 });
    await api.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.sku, short.sku));
    await api.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.sku, gone.sku));

    const response = await shop.checkout(shopper, orderBody());
    expect(response.status).toBe(409);
    const body = ErrorBody.parse(response.body);
    expect(body.errorCode).toBe("OUT_OF_STOCK");
    expect(body.message).toMatch(/Only 2 left of .*; .* is out of stock/);
    expect(body.stock).toEqual(
      expect.arrayContaining([
        { sku: short.sku, requested: 3, available: 2 },
        { sku: gone.sku, requested: 3, available: 0 },
      ]),
    );
    expect(body.stock).toHaveLength(2);
    expect(await shop.stockOf(fine.sku)).toBe(5);
    expect((await shop.getCart(shopper)).body.data.qty).toBe(9);
    expect(await ordersOf(shopper)).toEqual([]);
  });
});

describe("idempotency", () => {
  it("answers the same order to a repeated submit with the same key", async () => {
    const { shopper, variant } = await shopperWithCart(2, 10);
    const key = shop.newKey();
    const first = await shop.checkout(shopper, orderBody(), key);
    const second = await shop.checkout(shopper, orderBody(), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(second.body.data.invoiceNumber).toBe(first.body.data.invoiceNumber);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await shop.stockOf(variant.sku)).toBe(8);
  });

  it("answers the original order even when the cart was filled again since", async () => {
    const { shopper, variant } = await shopperWithCart(1, 10);
    const key = shop.newKey();
    const first = await shop.checkout(shopper, orderBody(), key);
    await shop.putCart(shopper, { sku: variant.sku, qty: 4 });
    const again = await shop.checkout(shopper, orderBody(), key);
    expect(again.status).toBe(200);
    expect(again.body.data.invoiceNumber).toBe(first.body.data.invoiceNumber);
    expect((await shop.getCart(shopper)).body.data.qty).toBe(4);
  });

  it("refuses the same key with a different body: 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const { shopper } = await shopperWithCart();
    const key = shop.newKey();
    await shop.checkout(shopper, orderBody(), key);
    const response = await shop.checkout(shopper, orderBody({ shippingOption: "express" }), key);
    expect(response.status).toBe(409);
    expect(response.body.errorCode).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it("keeps keys per member", async () => {
    const one = await shopperWithCart();
    const two = await shopperWithCart();
    const key = shop.newKey();
    const first = await shop.checkout(one.shopper, orderBody(), key);
    const second = await shop.checkout(two.shopper, orderBody(), key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.invoiceNumber).not.toBe(first.body.data.invoiceNumber);
  });

  it("makes one order from concurrent submits with the same key", async () => {
    const { shopper, variant } = await shopperWithCart(2, 10);
    const key = shop.newKey();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => shop.checkout(shopper, orderBody(), key)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.data.invoiceNumber)).size).toBe(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await shop.stockOf(variant.sku)).toBe(8);
  });

  it("makes one order from concurrent submits of one cart with different keys", async () => {
    const { shopper, variant } = await shopperWithCart(2, 10);
    const responses = await Promise.all(Array.from({ length: 4 }, () => shop.checkout(shopper, orderBody())));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(
      responses.filter((response) => response.status === 409).map((response) => response.body.errorCode),
    ).toEqual(Array(3).fill("CART_EMPTY"));
    expect(await shop.stockOf(variant.sku)).toBe(8);
  });
});

describe("concurrent checkouts of the last units", () => {
  // More shoppers than units, all at once: 8 prove the race as well as 20 did (each one a member
  // signed up and a cart filled before it starts), at two-fifths of the work.
  it("sells exactly the 3 left to 8 shoppers checking out at once", async () => {
    const variant = await shop.variantWithStock(25);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 8; i++) {
      const shopper = await shop.signUp();
      expect((await shop.putCart(shopper, { sku: variant.sku, qty: 1 })).status).toBe(200);
      shoppers.push(shopper);
    }
    await api.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.sku, variant.sku));

    const responses = await Promise.all(shoppers.map((shopper) => shop.checkout(shopper, orderBody())));
    const placed = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status !== 201);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.errorCode).toBe("OUT_OF_STOCK");
      expect(response.body.stock[0]).toMatchObject({ sku: variant.sku, requested: 1 });
    }
    expect(await shop.stockOf(variant.sku)).toBe(0);
    expect(new Set(placed.map((response) => response.body.data.invoiceNumber)).size).toBe(3);
  });
});

describe("paying", () => {
  it("by cash on delivery leaves the order awaiting payment on delivery", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper, orderBody({ paymentMethod: "cash_on_delivery" }));
    const response = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "cash_on_delivery",
    });
    expect(response.status).toBe(200);
    const paid = OrderResponse.parse(response.body).data;
    expect(paid).toMatchObject({
      status: "awaiting_payment_on_delivery",
      paymentMethod: "cash_on_delivery",
      paidAt: null,
    });
    expect(paid.payments).toEqual([
      expect.objectContaining({ method: "cash_on_delivery", outcome: "pending", cardLast4: null }),
    ]);
    expect(paid.paymentInstructions).toBeNull();
  });

  it("by bank transfer leaves it awaiting the transfer, with the bank details and reference", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper, orderBody({ paymentMethod: "bank_transfer" }));
    const response = await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "bank_transfer" });
    expect(response.status).toBe(200);
    const waiting = OrderResponse.parse(response.body).data;
    expect(waiting.status).toBe("awaiting_transfer");
    expect(waiting.paymentInstructions).toEqual(
      expect.arrayContaining([
        { label: "Reference", value: order.invoiceNumber },
        { label: "Amount", value: `$${order.total.toFixed(2)}` },
      ]),
    );
    // Reading it again shows the same details.
    const read = await api.request(`/api/member/orders/${order.invoiceNumber}`, { headers: shopper.headers });
    expect(read.body.data.paymentInstructions).toEqual(waiting.paymentInstructions);
  });

  it("by the test card marks it paid, keeping only the last four digits", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const response = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card("4242 4242 4242 4242"),
    });
    expect(response.status).toBe(200);
    const paid = OrderResponse.parse(response.body).data;
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.payments).toEqual([
      expect.objectContaining({ method: "test_card", outcome: "approved", cardLast4: "4242" }),
    ]);
    const stored = await paymentsOf(order.invoiceNumber);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");
  });

  it("after a declined card keeps the order payable, and a retry with a good card pays it", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const declined = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card(TEST_CARDS.declined),
    });
    expect(declined.status).toBe(402);
    expect(declined.body.errorCode).toBe("PAYMENT_DECLINED");
    expect(declined.body.message).toMatch(/declined/);
    // The reason as a code, which the shop's pages word in their locale.
    expect(declined.body.declineReason).toBe("declined");

    const between = await api.request(`/api/member/orders/${order.invoiceNumber}`, {
      headers: shopper.headers,
    });
    expect(between.body.data.status).toBe("awaiting_payment");
    expect(between.body.data.payments).toEqual([
      expect.objectContaining({ outcome: "declined", cardLast4: "0002", declineReason: "declined" }),
    ]);

    const poor = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card(TEST_CARDS.insufficientFunds),
    });
    expect(poor.status).toBe(402);
    expect(poor.body.message).toMatch(/insufficient funds/);
    expect(poor.body.declineReason).toBe("insufficient_funds");

    const retry = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card(),
    });
    expect(retry.status).toBe(200);
    expect(retry.body.data.status).toBe("paid");
    expect(retry.body.data.payments.map((attempt: { outcome: string }) => attempt.outcome)).toEqual([
      "approved",
      "declined",
      "declined",
    ]);
    expect(
      retry.body.data.payments.map((attempt: { declineReason: unknown }) => attempt.declineReason),
    ).toEqual([null, "insufficient_funds", "declined"]);
  });

  it("after a declined card can switch to another method", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card(TEST_CARDS.declined),
    });
    const response = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "cash_on_delivery",
    });
    expect(response.body.data).toMatchObject({
      status: "awaiting_payment_on_delivery",
      paymentMethod: "cash_on_delivery",
    });
  });

  it("declines a valid card number the test gateway does not know", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const response = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card("4111111111111111"),
    });
    expect(response.status).toBe(402);
    expect(response.body.message).toMatch(/documented test cards/);
  });

  it("never charges a paid order again, even when asked at once", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "test_card", card: card() }),
      ),
    );
    expect(attempts.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(
      attempts
        .filter((response) => response.status === 409)
        .every((r) => r.body.errorCode === "ALREADY_PAID"),
    ).toBe(true);
    const later = await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "cash_on_delivery" });
    expect(later.status).toBe(409);
    expect((await paymentsOf(order.invoiceNumber)).map((attempt) => attempt.outcome)).toEqual(["approved"]);
  });

  it.each([
    ["a number failing the Luhn check", { number: "4242424242424241" }, "card.number"],
    ["a number too short", { number: "4242" }, "card.number"],
    ["letters in the number", { number: "4242abcd42424242" }, "card.number"],
    ["an expired card", { expiry: "01/20" }, "card.expiry"],
    ["an impossible month", { expiry: "13/30" }, "card.expiry"],
    ["a short CVC", { cvc: "12" }, "card.cvc"],
    ["no name", { name: "" }, "card.name"],
  ])("rejects %s with 400 naming the field", async (_, change, field) => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const response = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: { ...card(), ...change },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });

  it("rejects a card payment without a card, an unknown method and a malformed invoice number", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const noCard = await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "test_card" });
    expect(noCard.status).toBe(400);
    expect(noCard.body.fields.card).toEqual(["Enter the card details"]);
    const unknownMethod = await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "iou" });
    expect(unknownMethod.status).toBe(400);
    const badInvoice = await shop.pay(shopper, { invoiceNumber: "12345", method: "cash_on_delivery" });
    expect(Object.keys(badInvoice.body.fields)).toEqual(["invoiceNumber"]);
  });

  it("answers 404 for an unknown invoice and for another member's, and 401 to a visitor", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper);
    const stranger = await shop.signUp();
    const theirs = await shop.pay(stranger, {
      invoiceNumber: order.invoiceNumber,
      method: "cash_on_delivery",
    });
    expect(theirs.status).toBe(404);
    const unknown = await shop.pay(shopper, { invoiceNumber: "INV-2020-999999", method: "cash_on_delivery" });
    expect(unknown.status).toBe(404);
    const visitor = await api.request("/api/transaction/pay", {
      method: "POST",
      json: { invoiceNumber: order.invoiceNumber, method: "cash_on_delivery" },
    });
    expect(visitor.status).toBe(401);
  });
});

describe("cancelling", () => {
  it("cancels an unpaid order, gives its stock back and then refuses payment", async () => {
    const { shopper, variant } = await shopperWithCart(4, 10);
    const order = await placeOrder(shopper, orderBody({ paymentMethod: "bank_transfer" }));
    await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "bank_transfer" });
    expect(await shop.stockOf(variant.sku)).toBe(6);

    const cancel = () =>
      api.request(`/api/member/orders/${order.invoiceNumber}/cancel`, {
        method: "POST",
        headers: shopper.headers,
      });
    const response = await cancel();
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe("cancelled");
    expect(response.body.data.cancelledAt).not.toBeNull();
    expect(response.body.data.paymentInstructions).toBeNull();
    expect(await shop.stockOf(variant.sku)).toBe(10);

    expect((await cancel()).status).toBe(200); // twice is harmless
    expect(await shop.stockOf(variant.sku)).toBe(10);

    const pay = await shop.pay(shopper, {
      invoiceNumber: order.invoiceNumber,
      method: "test_card",
      card: card(),
    });
    expect(pay.status).toBe(409);
    expect(pay.body.errorCode).toBe("ORDER_CANCELLED");
  });

  it("refuses to cancel a paid order", async () => {
    const { shopper, variant } = await shopperWithCart(1, 10);
    const order = await placeOrder(shopper);
    await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "test_card", card: card() });
    const response = await api.request(`/api/member/orders/${order.invoiceNumber}/cancel`, {
      method: "POST",
      headers: shopper.headers,
    });
    expect(response.status).toBe(409);
    expect(response.body.errorCode).toBe("ALREADY_PAID");
    expect(await shop.stockOf(variant.sku)).toBe(9);
  });
});

describe("a price changed between the checkout page and its submit", () => {
  // What the checkout page showed for this cart: its lines and the total with standard delivery.
  async function seenNow(shopper: Shopper) {
    const cart = (await shop.getCart(shopper)).body.data as {
      items: { sku: string; price: number; qty: number }[];
      totalPrice: number;
    };
    const delivery = cents(cart.totalPrice) >= 5000 ? 0 : 495;
    return {
      total: (cents(cart.totalPrice) + delivery) / 100,
      lines: cart.items.map(({ sku, price, qty }) => ({ sku, price, qty })),
    };
  }
  const setPrice = (productId: number, priceCents: number) =>
    api.db.update(products).set({ priceCents }).where(eq(products.id, productId));

  it("places nothing and answers 409 PRICE_CHANGED with the new total and the changed line", async () => {
    const { shopper, variant } = await shopperWithCart(1);
    const expected = await seenNow(shopper);
    await setPrice(variant.productId, variant.priceCents + 3000);
    const response = await shop.checkout(shopper, orderBody({ expected }));
    expect(response.status).toBe(409);
    const body = ErrorBody.parse(response.body);
    expect(body.errorCode).toBe("PRICE_CHANGED");
    const now = (variant.priceCents + 3000) / 100;
    expect(body.changes?.lines).toEqual([
      {
        sku: variant.sku,
        title: variant.title,
        seen: { price: variant.priceCents / 100, qty: 1 },
        now: { price: now, qty: 1 },
      },
    ]);
    expect(cents(body.changes!.total)).toBe(variant.priceCents + 3000 + (now >= 50 ? 0 : 495));
    // Nothing placed, nothing taken: no order, the stock and the cart as they were.
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await shop.stockOf(variant.sku)).toBe(10);
    expect((await shop.getCart(shopper)).body.data.qty).toBe(1);
    // Seen again, the same cart is placed at the new price.
    const placed = await placeOrder(shopper, orderBody({ expected: await seenNow(shopper) }));
    expect(cents(placed.items[0].price)).toBe(variant.priceCents + 3000);
  });

  it("places the order when the total and lines are as seen", async () => {
    const { shopper, variant } = await shopperWithCart(2);
    const order = await placeOrder(shopper, orderBody({ expected: await seenNow(shopper) }));
    expect(order.items.map((item) => [item.sku, item.qty])).toEqual([[variant.sku, 2]]);
  });

  it("refuses a cart changed in another tab (a line added) and a total that is not the one shown", async () => {
    const { shopper } = await shopperWithCart(1);
    const expected = await seenNow(shopper);
    const other = await shop.variantWithStock(5);
    await shop.putCart(shopper, { sku: other.sku, qty: 1 });
    const added = ErrorBody.parse((await shop.checkout(shopper, orderBody({ expected }))).body);
    expect(added.errorCode).toBe("PRICE_CHANGED");
    expect(added.changes?.lines).toEqual([expect.objectContaining({ sku: other.sku, seen: null })]);

    const current = await seenNow(shopper);
    const wrongTotal = await shop.checkout(
      shopper,
      orderBody({ expected: { ...current, total: current.total - 30 } }),
    );
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.body).toMatchObject({ errorCode: "PRICE_CHANGED", changes: { lines: [] } });
    expect(await ordersOf(shopper)).toEqual([]);
  });
});

describe("cash on delivery chosen several times", () => {
  it("records one pending attempt, even for 3 submits at once", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper, orderBody({ paymentMethod: "cash_on_delivery" }));
    const submits = await Promise.all(
      Array.from({ length: 3 }, () =>
        shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "cash_on_delivery" }),
      ),
    );
    expect(submits.map((response) => response.status)).toEqual([200, 200, 200]);
    for (const response of submits)
      expect(response.body.data).toMatchObject({ status: "awaiting_payment_on_delivery" });
    const again = await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "cash_on_delivery" });
    expect(again.body.data.payments).toHaveLength(1);
    expect(
      (await paymentsOf(order.invoiceNumber)).map((attempt) => [attempt.method, attempt.outcome]),
    ).toEqual([["cash_on_delivery", "pending"]]);
  });

  it("still records a switch to bank transfer, and a bank transfer chosen twice once", async () => {
    const { shopper } = await shopperWithCart();
    const order = await placeOrder(shopper, orderBody({ paymentMethod: "cash_on_delivery" }));
    for (const method of ["cash_on_delivery", "bank_transfer", "bank_transfer"])
      expect((await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method })).status).toBe(200);
    expect((await paymentsOf(order.invoiceNumber)).map((attempt) => attempt.method)).toEqual([
      "cash_on_delivery",
      "bank_transfer",
    ]);
  });
});
