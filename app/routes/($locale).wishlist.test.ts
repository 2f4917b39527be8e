import { expect, test } from "vitest";

import { cookieFrom, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).wishlist";

test("a visitor's wishlist is kept in the session and shown", async () => {
  const variant = await shop.helpers.variantWithStock(5);
  const form = { intent: "add", productId: variant.productId, redirectTo: "/wishlist" };
  const added = await settle(action, webRequest("/wishlist", { form }));
  expect(added).toHaveRedirect("/wishlist");
  expect((await toastOf(added))?.kind).toBe("success");
  const result = await settle(loader, webRequest("/wishlist", { cookie: cookieFrom(added) }));
  expect(result.status).toBe(200);
  expect(result.data.products.map((product: { id: number }) => product.id)).toEqual([variant.productId]);
});

test("toggled on an Arabic page, posted without the locale: the messages are in Arabic", async () => {
  const variant = await shop.helpers.variantWithStock(5);
  const add = { intent: "add", productId: variant.productId, redirectTo: `/ar/products/${variant.slug}` };
  const added = await settle(action, webRequest("/wishlist", { form: add }));
  expect(added).toHaveRedirect(`/ar/products/${variant.slug}`);
  expect((await toastOf(added))?.message).toMatch(/ إلى المفضلة\.$/);
  const again = await settle(action, webRequest("/wishlist", { form: add, cookie: cookieFrom(added) }));
  expect(await toastOf(again)).toEqual({ kind: "info", message: "موجود في المفضلة بالفعل." });
  // A French page's own form (posting to /fr/wishlist) without a place to go back: the French list.
  const removed = await settle(
    action,
    webRequest("/fr/wishlist", { form: { intent: "remove", productId: 1 } }),
  );
  expect(removed).toHaveRedirect("/fr/wishlist");
  expect(await toastOf(removed)).toEqual({ kind: "info", message: "Retiré de vos favoris." });
});

test("an empty wishlist", async () => {
  const result = await settle(loader, webRequest("/wishlist"));
  expect(result.data.products).toEqual([]);
});

test("a product id that is not a number: back with a message, the list unchanged", async () => {
  const form = { intent: "add", productId: "abc" };
  const result = await settle(action, webRequest("/wishlist", { form }));
  expect(result).toHaveRedirect("/wishlist");
  expect(await toastOf(result)).toEqual({
    kind: "error",
    message: "That product could not be changed in your wishlist.",
  });
  const after = await settle(loader, webRequest("/wishlist", { cookie: cookieFrom(result) }));
  expect(after.data.products).toEqual([]);
});

test("a product that does not exist is not added", async () => {
  const form = { intent: "add", productId: 999_999 };
  const result = await settle(action, webRequest("/wishlist", { form }));
  expect(await toastOf(result)).toEqual({ kind: "error", message: "That product is no longer available." });
});

test("the API down: 503", async () => {
  const variant = await shop.helpers.variantWithStock(5);
  const form = { intent: "add", productId: variant.productId };
  const result = await whileApiDown(() => settle(action, webRequest("/wishlist", { form })));
  expect(result.status).toBe(503);
});
