// `npm run seed -- --orders`: demo orders in every state, each one an order the back office reads
// in full (its contract parses it), with a line of a real product and a total that adds up.
import { like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { AdminOrderListResponse, AdminOrderResponse } from "../contract";
import { orders } from "../db/schema";
import { createTestApi } from "../testing";
import { adminHelpers } from "../testing-admin";
import { SEEDED_ORDER_STATES, seedOrders } from "./orders";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it("adds orders in every state that the back office lists and opens", async () => {
  const count = SEEDED_ORDER_STATES.length * 2;
  expect(await seedOrders(api.db, count)).toBe(count);
  expect(await seedOrders(api.db, count)).toBe(count); // again: more, never a clash
  const seeded = await api.db.select().from(orders).where(like(orders.idempotencyKey, "seed-%"));
  expect(seeded).toHaveLength(count * 2);
  expect(new Set(seeded.map((order) => order.status))).toEqual(new Set(SEEDED_ORDER_STATES));

  const staff = await adminHelpers(api).newStaff("staff");
  const list = await api.request("/api/admin/orders?status=shipped", { headers: staff.headers });
  const shipped = AdminOrderListResponse.parse(list.body).data;
  expect(shipped.length).toBeGreaterThanOrEqual(2);
  const answer = await api.request(`/api/admin/orders/${shipped[0].invoiceNumber}`, {
    headers: staff.headers,
  });
  const order = AdminOrderResponse.parse(answer.body).data;
  expect(order.items).toHaveLength(1);
  expect(order.tracking?.number).toMatch(/^PP\d{10}$/);
  expect(Math.round(order.total * 100)).toBe(
    Math.round(order.items[0].price * 100) * order.items[0].qty + Math.round(order.shipping.price * 100),
  );
});
