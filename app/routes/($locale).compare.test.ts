import { expect, test } from "vitest";

import { cookieFrom, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).compare";

test("a visitor's compare list is kept in the session and shown", async () => {
  const variant = await shop.helpers.variantWithStock(5);
  const form = { intent: "add", productId: variant.productId, redirectTo: "/compare" };
  const added = await settle(action, webRequest("/compare", { form }));
  expect(added).toHaveRedirect("/compare");
  expect((await toastOf(added))?.kind).toBe("success");
  const result = await settle(loader, webRequest("/compare", { cookie: cookieFrom(added) }));
  expect(result.status).toBe(200);
  expect(result.data.products.map((product: { id: number }) => product.id)).toEqual([variant.productId]);
});

test("an empty compare list", async () => {
  const result = await settle(loader, webRequest("/compare"));
  expect(result.data.products).toEqual([]);
});

test("a product id that is not a number: back with a message, the list unchanged", async () => {
  const form = { intent: "add", productId: "abc" };
  const result = await settle(action, webRequest("/compare", { form }));
  expect(result).toHaveRedirect("/compare");
  expect(await toastOf(result)).toEqual({
    kind: "error",
    message: "That product could not be changed in your compare list.",
  });
  const after = await settle(loader, webRequest("/compare", { cookie: cookieFrom(result) }));
  expect(after.data.products).toEqual([]);
});

test("a product that does not exist is not added", async () => {
  const form = { intent: "add", productId: 999_999 };
  const result = await settle(action, webRequest("/compare", { form }));
  expect(await toastOf(result)).toEqual({ kind: "error", message: "That product is no longer available." });
});

test("the API down: 503", async () => {
  const variant = await shop.helpers.variantWithStock(5);
  const form = { intent: "add", productId: variant.productId };
  const result = await whileApiDown(() => settle(action, webRequest("/compare", { form })));
  expect(result.status).toBe(503);
});
