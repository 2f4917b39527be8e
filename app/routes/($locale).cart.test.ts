import { expect, test } from "vitest";

import { parseMessages } from "~/lib/i18n/format";

import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader as rootLoader } from "../root";
import { action, loader } from "./($locale).cart";

test("a member sees what is in their cart", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(5);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 2, mode: "add" });
  const result = await settle(loader, member.request("/cart"));
  expect(result.status).toBe(200);
  expect(result.data.cart.qty).toBe(2);
  expect(result.data.cart.items.map((item: { sku: string }) => item.sku)).toEqual([variant.sku]);
});

test("adding an item puts it in the cart and goes back with a message", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(5);
  const form = { intent: "add", sku: variant.sku, qty: 3, redirectTo: `/products/${variant.slug}` };
  const result = await settle(action, member.request("/cart", { form }));
  expect(result).toHaveRedirect(`/products/${variant.slug}`);
  expect(await toastOf(result)).toEqual({ kind: "success", message: "Added to your cart." });
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(3);
});

test("more than in stock: a 4xx with the reason, the cart as it was", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(2);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 1, mode: "add" });
  const form = { intent: "set", sku: variant.sku, qty: 5 };
  const result = await settle(action, member.request("/cart", { form }));
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.data.sku).toBe(variant.sku);
  expect(result.data.message).toMatch(/stock|left/i);
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(1);
});

test("a negative quantity is refused with the field's message", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(5);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 1, mode: "add" });
  const form = { intent: "set", sku: variant.sku, qty: -1 };
  const result = await settle(action, member.request("/cart", { form }));
  expect(result.status).toBe(400);
  expect(result.data).toEqual({ sku: variant.sku, message: "Enter a quantity from 1 to 99" });
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(1);
});

test("a visitor is sent to sign in first, and the add waits in the session", async () => {
  expect(await settle(loader, webRequest("/cart"))).toHaveRedirect("/login?next=%2Fcart");
  const variant = await shop.helpers.variantWithStock(5);
  const form = { intent: "buy", sku: variant.sku, qty: 1 };
  const result = await settle(action, webRequest("/cart", { form }));
  expect(result).toHaveRedirect("/login?next=%2Fcheckout");
});

// The README's example, as printed there.
test("a member sees their cart; a visitor is sent to sign in", async () => {
  const member = await newMember();
  expect((await settle(loader, member.request("/cart"))).data.cart.qty).toBe(0);
  expect(await settle(loader, webRequest("/cart"))).toHaveRedirect("/login?next=%2Fcart");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/cart")));
  expect(result.status).toBe(503);
});

type Summary = { title: string; variants: { sku: string; stock: number }[] };
const summaryOf = async (slug: string): Promise<Summary> =>
  (await (await fetch(`${shop.url}/api/products/${slug}/summary`)).json()).data;

test("a product in more than one size is never added as its first: the shopper is asked", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(5);
  const product = await summaryOf(variant.slug);
  expect(product.variants.length).toBeGreaterThan(1);
  const form = { intent: "add", product: variant.slug, redirectTo: "/products" };
  const result = await settle(action, member.request("/cart", { form }));
  expect(result).toHaveRedirect("/products");
  expect(await toastOf(result)).toEqual({
    kind: "error",
    message: `Choose a size of ${product.title} first.`,
  });
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(0);
});

test("the bundle adds the variant chosen for each piece, and refuses a piece without one", async () => {
  const member = await newMember();
  const [first, second] = [await shop.helpers.variantWithStock(5), await shop.helpers.variantWithStock(5)];
  const refused = await settle(
    action,
    member.request("/cart", { form: { intent: "bundle", sku: [first.sku, ""], redirectTo: "/products" } }),
  );
  expect(await toastOf(refused)).toEqual({
    kind: "error",
    message: "Choose a size for each piece of the bundle",
  });
  expect((await shop.helpers.getCart(member)).body.data.qty).toBe(0);

  const form = { intent: "bundle", sku: [first.sku, second.sku], redirectTo: "/products" };
  const result = await settle(action, member.request("/cart", { form }));
  expect(await toastOf(result)).toEqual({ kind: "success", message: "The 2 products are in your cart." });
  const items: { sku: string }[] = (await shop.helpers.getCart(member)).body.data.items;
  expect(items.map((item) => item.sku).sort()).toEqual([first.sku, second.sku].sort());
});

// Posted under /ar/, every answer stays in Arabic: where it sends the shopper and what it says.
test("a change posted in Arabic goes back to Arabic pages, with Arabic words", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(5);
  const added = await settle(
    action,
    member.request("/ar/cart", { form: { intent: "add", sku: variant.sku } }),
  );
  expect(added).toHaveRedirect("/ar/cart");
  expect(await toastOf(added)).toEqual({ kind: "success", message: "أُضيف إلى سلتك." });
  // A path the page wrote with its locale stays as it is.
  const back = { intent: "add", sku: variant.sku, redirectTo: `/ar/products/${variant.slug}` };
  expect(await settle(action, member.request("/ar/cart", { form: back }))).toHaveRedirect(
    `/ar/products/${variant.slug}`,
  );
  const bought = await settle(
    action,
    member.request("/ar/cart", { form: { intent: "buy", sku: variant.sku } }),
  );
  expect(bought).toHaveRedirect("/ar/checkout");
  const refused = await settle(
    action,
    member.request("/ar/cart", { form: { intent: "set", sku: variant.sku, qty: 100 } }),
  );
  expect(refused.data).toEqual({ sku: variant.sku, message: "أدخل كمية من 1 إلى 99" });
  const visitor = await settle(action, webRequest("/ar/cart", { form: { intent: "buy", sku: variant.sku } }));
  expect(visitor).toHaveRedirect("/ar/login?next=%2Far%2Fcheckout");
});

// A line's colour is the shop's word for it (the cart, the header's preview and the slide-out
// cart show it): the layout's messages carry the colours' names once the cart has lines.
test("in Arabic and French a cart's lines are sent the colours' names; a page without a cart is not", async () => {
  const member = await newMember();
  const colourOf = async (path: string) =>
    parseMessages((await settle(rootLoader, member.request(path))).data.messages)["colour.white"];
  expect(await colourOf("/ar/cart")).toBeUndefined();
  const variant = await shop.helpers.variantWithStock(5);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 1, mode: "add" });
  expect(await colourOf("/ar/cart")).toBe("أبيض");
  expect(await colourOf("/fr/products")).toBe("blanc");
  expect(await colourOf("/cart")).toBe("white");
  const visitor = await settle(rootLoader, webRequest("/ar/cart"));
  expect(parseMessages(visitor.data.messages)["colour.white"]).toBeUndefined();
});
