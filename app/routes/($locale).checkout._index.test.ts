import { and, eq, ne } from "drizzle-orm";
import { expect, test } from "vitest";

import { addresses, products, regions } from "../../server/db/schema";
import {
  type Member,
  newMember,
  saveAddress,
  settle,
  shop,
  toastOf,
  webRequest,
  whileApiDown,
} from "../../tests/setup/routes";
import { action, loader } from "./($locale).checkout._index";

async function memberReadyToPay() {
  const member = await newMember();
  const address = await saveAddress(member);
  const variant = await shop.helpers.variantWithStock(5);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 2, mode: "add" });
  return { member, address, variant };
}

type Chosen = {
  addressId?: number;
  note?: string;
  shippingOption?: string;
  paymentMethod?: string;
  gift?: "on";
  giftMessage?: string;
  giftHidePrices?: "on";
};

// What the checkout form posts: delivery, payment and the attempt's key, and the address chosen.
const plainForm = (chosen: Chosen = {}) => ({
  shippingOption: "standard",
  paymentMethod: "cash_on_delivery",
  key: "key-12345678",
  ...chosen,
});

// The form as the member's checkout page posts it: with the prices that page shows.
async function checkoutForm(member: Member, chosen: Chosen = {}): Promise<Record<string, string | number>> {
  const page = (await settle(loader, member.request("/checkout"))).data as {
    cart: { items: { sku: string; price: number; qty: number }[] };
    shippingOptions: { code: string; price: number }[];
  };
  const seen: Record<string, string | number> = {};
  page.cart.items.forEach((line, index) => {
    seen[`seen.lines[${index}].sku`] = line.sku;
    seen[`seen.lines[${index}].price`] = line.price;
    seen[`seen.lines[${index}].qty`] = line.qty;
  });
  page.shippingOptions.forEach((option, index) => {
    seen[`seen.delivery[${index}].code`] = option.code;
    seen[`seen.delivery[${index}].price`] = option.price;
  });
  return { ...seen, ...plainForm(chosen), key: `key-${Date.now()}-${Math.random().toString(36).slice(2)}` };
}

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
  const form = await checkoutForm(member, { addressId: address.id });
  const result = await settle(action, member.request("/checkout", { form }));
  expect(result).toHaveRedirect();
  const page = result.headers.get("Location") ?? "";
  expect(page).toMatch(/^\/checkout\/[A-Z0-9-]+$/);
  expect((await toastOf(result))?.message).toMatch(/^Thank you! Order .+ is placed\.$/);
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(0);
});

test("no address chosen: 400 with the field's message, nothing ordered", async () => {
  const { member } = await memberReadyToPay();
  const form = await checkoutForm(member);
  const result = await settle(action, member.request("/checkout", { form }));
  expect(result.status).toBe(400);
  expect(result.data.error.addressId).toEqual(["Choose a delivery address"]);
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(2);
  const orders = await shop.api.request("/api/member/orders", { headers: member.headers });
  expect(orders.body.data).toEqual([]);
});

// The regions were changed since the address was saved: its district now lies in another city.
async function moveDistrictElsewhere(addressId: number) {
  const [saved] = await shop.db.select().from(addresses).where(eq(addresses.id, addressId));
  const [elsewhere] = await shop.db
    .select()
    .from(regions)
    .where(and(eq(regions.level, "district"), ne(regions.parentId, saved.cityId)))
    .limit(1);
  await shop.db.update(addresses).set({ districtId: elsewhere.id }).where(eq(addresses.id, addressId));
}

test("a saved address whose district no longer fits its city: the API's word beside the address, nothing ordered", async () => {
  const { member, address } = await memberReadyToPay();
  await moveDistrictElsewhere(address.id);
  const form = await checkoutForm(member, { addressId: address.id, note: "Ring twice" });
  const result = await settle(action, member.request("/checkout", { form }));
  expect(result.status).toBe(400);
  // The district's own check, and the subdistrict's that follows from it.
  expect(result.data.error).toEqual({
    addressId: ["This district is not in the city chosen", "This subdistrict is not in the district chosen"],
  });
  expect(result.data.initialValue.note).toBe("Ring twice");
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(2);
});

test("the same refusal on an Arabic page reads in Arabic, field by field", async () => {
  const { member, address } = await memberReadyToPay();
  await moveDistrictElsewhere(address.id);
  const form = await checkoutForm(member, { addressId: address.id });
  const result = await settle(action, member.request("/ar/checkout", { form }));
  expect(result.status).toBe(400);
  expect(result.data.error).toEqual({ addressId: ["اختر المنطقة", "اختر الحي"] });
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
  const form = plainForm({ addressId: 1 });
  expect(await settle(action, webRequest("/checkout", { form }))).toHaveRedirect("/login?next=%2Fcheckout");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/checkout")));
  expect(result.status).toBe(503);
});

test("a price raised since the page was drawn: nothing placed, the page again with the line marked and the choices kept", async () => {
  const { member, address, variant } = await memberReadyToPay();
  const form = await checkoutForm(member, {
    addressId: address.id,
    shippingOption: "express",
    paymentMethod: "bank_transfer",
  });
  const raised = variant.priceCents + 3000;
  await shop.db.update(products).set({ priceCents: raised }).where(eq(products.id, variant.productId));

  const result = await settle(action, member.request("/checkout", { form }));
  expect(result.status).toBe(409);
  expect(result.data.priceChanges).toEqual([
    {
      sku: variant.sku,
      title: variant.title,
      seen: { price: variant.priceCents / 100, qty: 2 },
      now: { price: raised / 100, qty: 2 },
    },
  ]);
  expect(result.data.error[""]).toEqual([expect.stringMatching(/^Prices in your order changed/)]);
  expect(result.data.initialValue).toMatchObject({
    addressId: String(address.id),
    shippingOption: "express",
    paymentMethod: "bank_transfer",
  });
  const orders = await shop.api.request("/api/member/orders", { headers: member.headers });
  expect(orders.body.data).toEqual([]);
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(2);

  // The page drawn again shows the new price; its form places the order at it.
  const again = await checkoutForm(member, { addressId: address.id });
  expect(again["seen.lines[0].price"]).toBe(raised / 100);
  const placed = await settle(action, member.request("/checkout", { form: again }));
  expect(placed).toHaveRedirect();
  const [order] = (await shop.api.request("/api/member/orders", { headers: member.headers })).body.data;
  expect(order.items[0].price).toBe(raised / 100);
});

// The order the member placed last, as the API reads it back.
async function lastOrder(member: Member) {
  const [summary] = (await shop.api.request("/api/member/orders", { headers: member.headers })).body.data;
  return (await shop.api.request(`/api/member/orders/${summary.invoiceNumber}`, { headers: member.headers }))
    .body.data;
}

test("a gift: the order keeps its message and hides the slip's prices; unticked, the gift fields count for nothing", async () => {
  const { member, address } = await memberReadyToPay();
  const gift = { gift: "on", giftMessage: "For Leo, with love", giftHidePrices: "on" } as const;
  const form = await checkoutForm(member, { addressId: address.id, ...gift });
  expect(await settle(action, member.request("/checkout", { form }))).toHaveRedirect();
  expect((await lastOrder(member)).gift).toEqual({ message: "For Leo, with love", hidePrices: true });

  const other = await memberReadyToPay();
  const unticked = await checkoutForm(other.member, { addressId: other.address.id, giftMessage: "Stray" });
  expect(await settle(action, other.member.request("/checkout", { form: unticked }))).toHaveRedirect();
  expect((await lastOrder(other.member)).gift).toBeNull();
});

test.each([
  ["a NUL", "Happy\u0000birthday", "Remove the control characters"],
  ["10,000 characters", "a".repeat(10_000), "Keep the gift message to 300 characters"],
])(
  "a gift message with %s: 400 saying why beside it, what was typed kept, nothing ordered",
  async (_, message, why) => {
    const { member, address } = await memberReadyToPay();
    const form = await checkoutForm(member, {
      addressId: address.id,
      gift: "on",
      giftMessage: message,
      note: "Hi",
    });
    const result = await settle(action, member.request("/checkout", { form }));
    expect(result.status).toBe(400);
    expect(result.data.error.giftMessage).toEqual([expect.stringContaining(why)]);
    expect(result.data.initialValue).toMatchObject({ gift: "on", giftMessage: message, note: "Hi" });
    expect((await shop.helpers.getCart(member)).body.data.qty).toBe(2);
  },
);

test("in Arabic: the order placed lands on the Arabic order page, the field messages and the toast in Arabic", async () => {
  const { member, address } = await memberReadyToPay();
  const missing = await settle(action, member.request("/ar/checkout", { form: await checkoutForm(member) }));
  expect(missing.data.error.addressId).toEqual(["اختر عنوان التوصيل"]);
  const form = await checkoutForm(member, { addressId: address.id });
  const result = await settle(action, member.request("/ar/checkout", { form }));
  expect(result.headers.get("Location")).toMatch(/^\/ar\/checkout\/[A-Z0-9-]+$/);
  expect((await toastOf(result))?.message).toMatch(/^شكرًا لك! تم تسجيل الطلب .+\.$/);
  const empty = await settle(loader, member.request("/ar/checkout"));
  expect(empty).toHaveRedirect("/ar/cart");
  expect(await toastOf(empty)).toEqual({ kind: "info", message: "سلتك فارغة: أضف شيئًا أولًا." });
});
