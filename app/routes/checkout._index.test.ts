import { and, eq, ne } from "drizzle-orm";
import { expect, test } from "vitest";

import { addresses, regions } from "../../server/db/schema";
import {
  newMember,
  saveAddress,
  settle,
  shop,
  toastOf,
  webRequest,
  whileApiDown,
} from "../../tests/setup/routes";
import { action, loader } from "./checkout._index";

async function memberReadyToPay() {
  const member = await newMember();
  const address = await saveAddress(member);
  const variant = await shop.helpers.variantWithStock(5);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 2, mode: "add" });
  return { member, address, variant };
}

// What the checkout form posts: delivery, payment and the attempt's key, and the address chosen.
const checkoutForm = (chosen: { addressId?: number; note?: string } = {}) => ({
  shippingOption: "standard",
  paymentMethod: "cash_on_delivery",
  key: "key-12345678",
  ...chosen,
});

test("the checkout page: the cart, the address book, delivery and payment options, a fresh key", async () => {
  const { member, address } = await memberReadyToPay();
  const result = await settle(loader, member.request("/checkout"));
  expect(result.status).toBe(200);
  expect(result.data.cart.qty).toBe(2);
  expect(result.data.addresses.map((a: { id: number }) => a.id)).toEqual([address.id]);
  expect(result.data.shippingOptions.map((o: { code: string }) => o.code)).toEqual(["standard", "express"]);
  expect(result.data.paymentMethods.length).toBeGreaterThan(0);
  expect(result.data.key).toMatch(/^[0-9a-f-]{36}$/);
});

test("placing the order empties the cart and lands on the order's page", async () => {
  const { member, address } = await memberReadyToPay();
  const form = checkoutForm({ addressId: address.id });
  const result = await settle(action, member.request("/checkout", { form }));
  expect(result).toHaveRedirect();
  const page = result.headers.get("Location") ?? "";
  expect(page).toMatch(/^\/checkout\/[A-Z0-9-]+$/);
  expect((await toastOf(result))?.message).toMatch(/^Thank you! Order .+ is placed\.$/);
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(0);
});

test("no address chosen: 400 with the field's message, nothing ordered", async () => {
  const { member } = await memberReadyToPay();
  const form = checkoutForm();
  const result = await settle(action, member.request("/checkout", { form }));
  expect(result.status).toBe(400);
  expect(result.data.error.addressId).toEqual(["Choose a delivery address"]);
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(2);
  const orders = await shop.api.request("/api/member/orders", { headers: member.headers });
  expect(orders.body.data).toEqual([]);
});

test("a saved address whose district no longer fits its city: the API's word beside the address, nothing ordered", async () => {
  const { member, address } = await memberReadyToPay();
  // The regions were changed since the address was saved: its district now lies in another city.
  const [saved] = await shop.db.select().from(addresses).where(eq(addresses.id, address.id));
  const [elsewhere] = await shop.db
    .select()
    .from(regions)
    .where(and(eq(regions.level, "district"), ne(regions.parentId, saved.cityId)))
    .limit(1);
  await shop.db.update(addresses).set({ districtId: elsewhere.id }).where(eq(addresses.id, address.id));
  const form = checkoutForm({ addressId: address.id, note: "Ring twice" });
  const result = await settle(action, member.request("/checkout", { form }));
  expect(result.status).toBe(400);
  // The district's own check, and the subdistrict's that follows from it.
  expect(result.data.error).toEqual({
    addressId: ["This district is not in the city chosen", "This subdistrict is not in the district chosen"],
  });
  expect(result.data.initialValue.note).toBe("Ring twice");
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(2);
});

test("an empty cart goes back to the cart page with a word why", async () => {
  const member = await newMember();
  const result = await settle(loader, member.request("/checkout"));
  expect(result).toHaveRedirect("/cart");
  expect(await toastOf(result)).toEqual({
    kind: "info",
    message: "Your cart is empty: add something first.",
  });
});

test("a visitor is sent to sign in first", async () => {
  expect(await settle(loader, webRequest("/checkout"))).toHaveRedirect("/login?next=%2Fcheckout");
  const form = checkoutForm({ addressId: 1 });
  expect(await settle(action, webRequest("/checkout", { form }))).toHaveRedirect("/login?next=%2Fcheckout");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/checkout")));
  expect(result.status).toBe(503);
});
