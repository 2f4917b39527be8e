import { expect, test } from "vitest";

import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).member.wishlist";

async function memberWithWish() {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(5);
  const added = await shop.api.request("/api/wishlist", {
    method: "POST",
    headers: member.headers,
    json: { productId: variant.productId },
  });
  return { member, variant, wishlistId: added.body.data.id as number };
}

test("the member's wishlist", async () => {
  const { member, variant } = await memberWithWish();
  const result = await settle(loader, member.request("/member/wishlist"));
  expect(result.status).toBe(200);
  expect(result.data.items.map((item: { product: { id: number } }) => item.product.id)).toEqual([
    variant.productId,
  ]);
});

test("removing an entry takes it off the list", async () => {
  const { member, wishlistId } = await memberWithWish();
  const form = { wishlistId };
  const result = await settle(action, member.request("/member/wishlist", { form }));
  expect(result).toHaveRedirect("/member/wishlist");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "Removed from your wishlist." });
  expect((await shop.api.request("/api/wishlist", { headers: member.headers })).body.data).toEqual([]);
});

test("an entry that is not a number: 400, the list as it was", async () => {
  const { member } = await memberWithWish();
  const result = await settle(action, member.request("/member/wishlist", { form: { wishlistId: "x" } }));
  expect(result.status).toBe(400);
  expect(result.data).toBe("That wishlist entry is not valid.");
  expect((await shop.api.request("/api/wishlist", { headers: member.headers })).body.data).toHaveLength(1);
});

test("a visitor is sent to sign in first", async () => {
  expect(await settle(loader, webRequest("/member/wishlist"))).toHaveRedirect(
    "/login?next=%2Fmember%2Fwishlist",
  );
  const result = await settle(action, webRequest("/member/wishlist", { form: { wishlistId: 1 } }));
  expect(result).toHaveRedirect("/login?next=%2Fmember%2Fwishlist");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/member/wishlist")));
  expect(result.status).toBe(503);
});
