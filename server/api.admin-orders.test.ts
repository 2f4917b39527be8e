// The back office's orders: the state machine end to end (with the member's view, the stock,
// the refund, the mail and the timeline), idempotency, refusals, races, the list and notes.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  AdminOrderListResponse,
  AdminOrderResponse,
  OrderResponse,
  OrderTransitionResponse,
} from "./contract";
import { auditLog, orders, outbox } from "./db/schema";
import { createTestApi } from "./testing";
import { adminHelpers, CARD } from "./testing-admin";

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
});
afterAll(() => api.close());

const SHIPMENT = { to: "shipped", carrier: "Parcel Post", trackingNumber: "PP 1234-5678" } as const;

const mailKinds = async (email: string) =>
  (await api.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.to, email))).map(
    (row) => row.kind,
  );

const memberOrder = async (shopper: { headers: Record<string, string> }, invoiceNumber: string) =>
  OrderResponse.parse(
    (await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers })).body,
  ).data;

describe("the state machine", () => {
  it("takes a bank transfer from awaiting_transfer to delivered; the member sees each step and the tracking", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber, shopper } = await admin.placedOrder("bank_transfer");
    for (const step of [
      { to: "paid" },
      { to: "packed" },
      SHIPMENT,
      { to: "delivered", note: "Left at the door" },
    ]) {
      const response = await admin.move(staff, invoiceNumber, step);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { order, changed } = OrderTransitionResponse.parse(response.body).data;
      expect(changed).toBe(true);
      expect(order.status).toBe(step.to);
    }
    const seen = await memberOrder(shopper, invoiceNumber);
    expect(seen).toMatchObject({ status: "delivered", statusText: "Delivered" });
    expect(seen.tracking).toEqual({ carrier: "Parcel Post", number: "PP 1234-5678", url: null });
    expect(seen.timeline.map((entry) => entry.status)).toEqual([
      "awaiting_payment",
      "awaiting_transfer",
      "paid",
      "packed",
      "shipped",
      "delivered",
    ]);
    expect(seen.payments[0]).toMatchObject({ method: "bank_transfer", outcome: "approved" });
    const detail = AdminOrderResponse.parse(
      (await api.request(`/api/admin/orders/${invoiceNumber}`, { headers: staff.headers })).body,
    ).data;
    expect(detail.events.at(-1)).toMatchObject({
      from: "shipped",
      to: "delivered",
      note: "Left at the door",
      actor: { kind: "staff", name: expect.stringContaining("Sam staff") },
    });
    const email = detail.customer.email;
    expect(await mailKinds(email)).toEqual(
      expect.arrayContaining(["payment-received", "shipped", "delivered"]),
    );
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.target, invoiceNumber));
    expect(audited.map((entry) => entry.action)).toEqual([
      "order.paid",
      "order.packed",
      "order.shipped",
      "order.delivered",
    ]);
    expect(audited[2]).toMatchObject({
      staffEmail: staff.email,
      before: { status: "packed" },
      after: expect.objectContaining({ status: "shipped", trackingNumber: "PP 1234-5678" }),
    });
  });

  it("answers the same move again with 200 and no change, and a move not allowed with 409 naming the state", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber } = await admin.placedOrder("cash_on_delivery");
    expect((await admin.move(staff, invoiceNumber, { to: "paid" })).body.data.changed).toBe(true);
    const again = await admin.move(staff, invoiceNumber, { to: "paid" });
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(false);
    const events = AdminOrderResponse.parse(
      (await api.request(`/api/admin/orders/${invoiceNumber}`, { headers: staff.headers })).body,
    ).data.events;
    expect(events.filter((event) => event.to === "paid")).toHaveLength(1);

    const skip = await admin.move(staff, invoiceNumber, SHIPMENT);
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      errorCode: "INVALID_TRANSITION",
      message: expect.stringContaining("is paid"),
    });
  });

  it("cancels a paid card order: refunded through the gateway, stock back, the refund mailed", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber, shopper, sku } = await admin.placedOrder("test_card", 3);
    expect(await admin.shop.stockOf(sku)).toBe(7);
    expect((await admin.move(staff, invoiceNumber, { to: "packed" })).status).toBe(200);
    const response = await admin.move(staff, invoiceNumber, { to: "cancelled", note: "Out of the colour" });
    expect(response.status).toBe(200);
    expect(await admin.shop.stockOf(sku)).toBe(10);
    const seen = await memberOrder(shopper, invoiceNumber);
    expect(seen).toMatchObject({ status: "cancelled", statusText: "Cancelled", refunded: seen.total });
    const [row] = await api.db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
    expect(row.refundReference).toMatch(/^test_refund_/);
    expect(await mailKinds(response.body.data.order.customer.email)).toContain("refunded");
    // Cancelling again changes nothing: the stock is not given back twice.
    expect((await admin.move(staff, invoiceNumber, { to: "cancelled" })).body.data.changed).toBe(false);
    expect(await admin.shop.stockOf(sku)).toBe(10);
  });

  it("refuses to cancel a shipped order", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber } = await admin.placedOrder("test_card");
    await admin.move(staff, invoiceNumber, { to: "packed" });
    await admin.move(staff, invoiceNumber, SHIPMENT);
    const response = await admin.move(staff, invoiceNumber, { to: "cancelled" });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain("is shipped");
  });

  it("lets a member cancel an unpaid order but not a paid one", async () => {
    const unpaid = await admin.placedOrder("bank_transfer");
    const cancel = (order: typeof unpaid) =>
      api.request(`/api/member/orders/${order.invoiceNumber}/cancel`, {
        method: "POST",
        headers: order.shopper.headers,
      });
    expect((await cancel(unpaid)).status).toBe(200);
    expect(await admin.shop.stockOf(unpaid.sku)).toBe(10);
    expect((await memberOrder(unpaid.shopper, unpaid.invoiceNumber)).timeline.at(-1)?.status).toBe(
      "cancelled",
    );
    const paid = await admin.placedOrder("test_card");
    const refused = await cancel(paid);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("ALREADY_PAID");
  });
});

describe("races", () => {
  it("two staff shipping one order at once: one wins, the other gets 409", async () => {
    const [first, second] = [await admin.newStaff(), await admin.newStaff()];
    const { invoiceNumber } = await admin.placedOrder("test_card");
    await admin.move(first, invoiceNumber, { to: "packed" });
    const answers = await Promise.all([
      admin.move(first, invoiceNumber, { ...SHIPMENT, trackingNumber: "AAA-1" }),
      admin.move(second, invoiceNumber, { ...SHIPMENT, trackingNumber: "BBB-2" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.order;
    const loser = answers.find((answer) => answer.status === 409)!.body;
    expect(loser.message).toContain(winner.tracking.number);
    expect(winner.events.filter((event: { to: string }) => event.to === "shipped")).toHaveLength(1);
  });

  it("a cancel racing a card payment ends consistent: stock back once, and refunded if it was charged", async () => {
    const staff = await admin.newStaff();
    for (let round = 0; round < 3; round++) {
      const shopper = await admin.shop.signUp();
      const variant = await admin.shop.variantWithStock(5);
      await admin.shop.putCart(shopper, { sku: variant.sku, qty: 2 });
      const placed = await admin.shop.checkout(shopper, {
        address: await admin.shop.validAddress(),
        shippingOption: "standard",
        paymentMethod: "test_card",
      });
      const { invoiceNumber } = placed.body.data;
      const [pay, cancel] = await Promise.all([
        admin.shop.pay(shopper, { invoiceNumber, method: "test_card", card: CARD }),
        admin.move(staff, invoiceNumber, { to: "cancelled" }),
      ]);
      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(pay.status);
      const [row] = await api.db
        .select()
        .from(orders)
        .where(and(eq(orders.invoiceNumber, invoiceNumber)));
      expect(row.status).toBe("cancelled");
      expect(await admin.shop.stockOf(variant.sku)).toBe(5);
      // Charged (the payment came first) exactly when refunded.
      expect(row.refundedCents !== null).toBe(pay.status === 200);
      if (pay.status === 409) expect(pay.body.errorCode).toBe("ORDER_CANCELLED");
    }
  });
});

describe("bad input changes nothing", () => {
  it("refuses a 10,000-character tracking number, NUL, an unknown state and a missing carrier with 400", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber } = await admin.placedOrder("test_card");
    await admin.move(staff, invoiceNumber, { to: "packed" });
    const bad = [
      { ...SHIPMENT, trackingNumber: "9".repeat(10_000) },
      { ...SHIPMENT, carrier: "Parcel\u0000Post" },
      { ...SHIPMENT, trackingUrl: "javascript:alert(1)" },
      { to: "shipped", trackingNumber: "X1" },
      { to: "lost" },
    ];
    for (const json of bad) {
      const response = await admin.move(staff, invoiceNumber, json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(response.body.errorCode).toBe("VALIDATION_ERROR");
      expect(response.body.message.length).toBeGreaterThan(10);
    }
    const long = await admin.move(staff, invoiceNumber, { ...SHIPMENT, trackingNumber: "9".repeat(10_000) });
    expect(long.body.message).toContain("60 characters");
    const [row] = await api.db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
    expect(row).toMatchObject({ status: "packed", trackingNumber: null });
  });

  it("answers 404 for an order that does not exist", async () => {
    const staff = await admin.newStaff();
    expect((await admin.move(staff, "INV-2020-999999", { to: "packed" })).status).toBe(404);
    expect((await api.request("/api/admin/orders/INV-2020-999999", { headers: staff.headers })).status).toBe(
      404,
    );
  });
});

describe("the list and notes", () => {
  it("filters by status and date, searches by invoice number, email and name, sorts and pages", async () => {
    const staff = await admin.newStaff();
    const made = [await admin.placedOrder("bank_transfer"), await admin.placedOrder("bank_transfer")];
    await admin.move(staff, made[1].invoiceNumber, { to: "paid" });
    const list = async (query: string) => {
      const response = await api.request(`/api/admin/orders?${query}`, { headers: staff.headers });
      expect(response.status, query).toBe(200);
      return AdminOrderListResponse.parse(response.body);
    };
    const byInvoice = await list(`q=${made[0].invoiceNumber.toLowerCase()}`);
    expect(byInvoice.data.map((order) => order.invoiceNumber)).toEqual([made[0].invoiceNumber]);
    const email = byInvoice.data[0].customer.email;
    expect((await list(`q=${encodeURIComponent(email)}`)).data.map((order) => order.invoiceNumber)).toEqual([
      made[0].invoiceNumber,
    ]);
    expect((await list("q=pat%20shop")).paging.total).toBeGreaterThanOrEqual(2);
    expect((await list("q=100%25")).data).toEqual([]); // % is a character, not a wildcard
    const paid = await list("status=paid&pageSize=48");
    expect(paid.data.every((order) => order.status === "paid")).toBe(true);
    expect(paid.data.map((order) => order.invoiceNumber)).toContain(made[1].invoiceNumber);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).paging.total).toBeGreaterThanOrEqual(2);
    expect((await list("from=2000-01-01&to=2000-01-02")).paging.total).toBe(0);
    const totals = (await list("sort=total_asc&pageSize=48")).data.map((order) => order.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const newest = await list("pageSize=1&page=1");
    expect(newest.data[0].invoiceNumber).toBe(made[1].invoiceNumber);
    expect(newest.paging.totalPages).toBe(newest.paging.total);
  });

  it("refuses bad list queries with 400", async () => {
    const staff = await admin.newStaff();
    for (const query of [
      "status=lost",
      "from=yesterday",
      "sort=price",
      `q=${"x".repeat(101)}`,
      "pageSize=1000",
    ]) {
      expect(
        (await api.request(`/api/admin/orders?${query}`, { headers: staff.headers })).status,
        query,
      ).toBe(400);
    }
  });

  it("adds a note to the timeline, which the member does not see", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber, shopper } = await admin.placedOrder("bank_transfer");
    const response = await api.request(`/api/admin/orders/${invoiceNumber}/notes`, {
      method: "POST",
      headers: staff.headers,
      json: { note: "Customer asked for gift wrap" },
    });
    expect(response.status).toBe(201);
    const events = AdminOrderResponse.parse(response.body).data.events;
    expect(events.at(-1)).toMatchObject({ from: null, to: null, note: "Customer asked for gift wrap" });
    expect(JSON.stringify(await memberOrder(shopper, invoiceNumber))).not.toContain("gift wrap");
    const empty = await api.request(`/api/admin/orders/${invoiceNumber}/notes`, {
      method: "POST",
      headers: staff.headers,
      json: { note: "   " },
    });
    expect(empty.status).toBe(400);
  });
});
