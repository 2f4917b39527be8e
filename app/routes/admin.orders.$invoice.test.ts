import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { productVariants } from "../../server/db/schema";
import { admin, newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin.orders.$invoice";

const stockOf = async (sku: string) =>
  (await shop.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0].stock;

test("a bank transfer confirmed, packed, shipped with a tracking number, delivered", async () => {
  const member = await newStaffMember();
  const { invoiceNumber } = await admin().placedOrder("bank_transfer", 1);
  const path = `/admin/orders/${invoiceNumber}`;
  const move = (form: Record<string, string>) =>
    settle(action, member.request(path, { form }), { invoice: invoiceNumber });
  expect(await move({ intent: "paid" })).toHaveRedirect(path);
  expect(await move({ intent: "packed" })).toHaveRedirect(path);
  expect(await move({ intent: "shipped", carrier: "Post", trackingNumber: "AB 123" })).toHaveRedirect(path);
  const shipped = await settle(loader, member.request(path), { invoice: invoiceNumber });
  expect(shipped.data.order).toMatchObject({
    status: "shipped",
    tracking: { carrier: "Post", number: "AB 123" },
  });
  expect(await move({ intent: "delivered", note: "Left with a neighbour" })).toHaveRedirect(path);
  const delivered = await settle(loader, member.request(path), { invoice: invoiceNumber });
  expect(delivered.data.order.status).toBe("delivered");
  expect(delivered.data.order.events.map((event: { to: string | null }) => event.to)).toEqual(
    expect.arrayContaining(["paid", "packed", "shipped", "delivered"]),
  );
});

test("a move the state does not allow: the 409 names the current state", async () => {
  const member = await newStaffMember();
  const { invoiceNumber } = await admin().placedOrder("bank_transfer", 1);
  const result = await settle(
    action,
    member.request(`/admin/orders/${invoiceNumber}`, { form: { intent: "delivered" } }),
    {
      invoice: invoiceNumber,
    },
  );
  expect(result.status).toBe(409);
  expect(result.data.result.error[""][0]).toMatch(/is awaiting transfer: it cannot be moved to delivered/);
});

test("shipping without a tracking number keeps what was typed and says what is missing", async () => {
  const member = await newStaffMember();
  const { invoiceNumber } = await admin().placedOrder("test_card", 1);
  const form = { intent: "shipped", carrier: "Post", trackingNumber: "" };
  const result = await settle(action, member.request(`/admin/orders/${invoiceNumber}`, { form }), {
    invoice: invoiceNumber,
  });
  expect(result.status).toBe(400);
  expect(result.data.intent).toBe("shipped");
  expect(result.data.result.error.trackingNumber[0]).toMatch(/tracking number/);
  expect(result.data.result.initialValue.carrier).toBe("Post");
});

test("a tracking number of 10,000 characters, or NUL in the carrier: a 400 by the field that keeps what was typed, the order unchanged", async () => {
  const member = await newStaffMember();
  const { invoiceNumber } = await admin().placedOrder("test_card", 1);
  const path = `/admin/orders/${invoiceNumber}`;
  const post = (form: Record<string, string>) =>
    settle(action, member.request(path, { form }), { invoice: invoiceNumber });
  expect(await post({ intent: "packed" })).toHaveRedirect(path);
  const long = "9".repeat(10_000);
  const tooLong = await post({ intent: "shipped", carrier: "Post", trackingNumber: long });
  expect(tooLong.status).toBe(400);
  expect(tooLong.data.result.error.trackingNumber[0]).toMatch(/60 characters/);
  expect(tooLong.data.result.initialValue).toMatchObject({ carrier: "Post", trackingNumber: long });
  const nul = await post({ intent: "shipped", carrier: "Parcel\u0000Post", trackingNumber: "PP 1" });
  expect(nul.status).toBe(400);
  expect(nul.data.result.error.carrier[0]).toBeTruthy();
  expect(nul.data.result.initialValue).toMatchObject({ trackingNumber: "PP 1" });
  const order = await settle(loader, member.request(path), { invoice: invoiceNumber });
  expect(order.data.order).toMatchObject({ status: "packed", tracking: null });
});

test("a paid order cancelled: refunded, its stock back", async () => {
  const member = await newStaffMember();
  const { invoiceNumber, sku } = await admin().placedOrder("test_card", 2);
  const before = await stockOf(sku);
  const path = `/admin/orders/${invoiceNumber}`;
  expect(
    await settle(action, member.request(path, { form: { intent: "cancelled" } }), { invoice: invoiceNumber }),
  ).toHaveRedirect(path);
  expect(await stockOf(sku)).toBe(before + 2);
  const order = (await settle(loader, member.request(path), { invoice: invoiceNumber })).data.order;
  expect(order.status).toBe("cancelled");
  expect(order.refunded).toBeGreaterThan(0);
});

test("a note goes on the timeline; an empty note is a 400", async () => {
  const member = await newStaffMember();
  const { invoiceNumber } = await admin().placedOrder("bank_transfer", 1);
  const path = `/admin/orders/${invoiceNumber}`;
  expect(
    await settle(action, member.request(path, { form: { intent: "note", note: "Rang the customer" } }), {
      invoice: invoiceNumber,
    }),
  ).toHaveRedirect(path);
  const order = (await settle(loader, member.request(path), { invoice: invoiceNumber })).data.order;
  expect(order.events.some((event: { note: string | null }) => event.note === "Rang the customer")).toBe(
    true,
  );
  const empty = await settle(action, member.request(path, { form: { intent: "note", note: " " } }), {
    invoice: invoiceNumber,
  });
  expect(empty.status).toBe(400);
  const odd = await settle(action, member.request(path, { form: { intent: "teleport" } }), {
    invoice: invoiceNumber,
  });
  expect(odd.status).toBe(400);
});

test("an unknown order is a 404; no staff session: to sign in", async () => {
  const member = await newStaffMember();
  expect((await settle(loader, member.request("/admin/orders/NOPE"), { invoice: "NOPE" })).status).toBe(404);
  expect(await settle(loader, webRequest("/admin/orders/NOPE"), { invoice: "NOPE" })).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Forders%2FNOPE",
  );
});
