import { expect, test } from "vitest";

import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin.products._index";

const idsOf = (result: { data: { found: { data: { id: number }[] } | null } }) =>
  result.data.found?.data.map((hit) => hit.id);

test("finds a product by SKU in any case, by id and by part of its title", async () => {
  const member = await newStaffMember();
  const variant = await shop.helpers.variantWithStock(5);
  const bySku = await settle(loader, member.request(`/admin/products?q=${variant.sku.toLowerCase()}`));
  expect(bySku.status).toBe(200);
  expect(idsOf(bySku)).toEqual([variant.productId]);
  expect(bySku.data.found.data[0]).toMatchObject({ title: variant.title, published: true });
  expect(idsOf(await settle(loader, member.request(`/admin/products?q=${variant.productId}`)))).toContain(
    variant.productId,
  );
  const part = encodeURIComponent(variant.title.slice(1, 8));
  expect(idsOf(await settle(loader, member.request(`/admin/products?q=${part}`)))).toContain(
    variant.productId,
  );
  const none = await settle(loader, member.request("/admin/products?q=no%20such%20product%20anywhere"));
  expect(none.data.found.paging.total).toBe(0);
});

test("no search yet: nothing listed; a search the API refuses is said, with what was typed", async () => {
  const member = await newStaffMember();
  const empty = await settle(loader, member.request("/admin/products"));
  expect(empty.data).toMatchObject({ found: null, error: null });
  const long = "x".repeat(101);
  const refused = await settle(loader, member.request(`/admin/products?q=${long}`));
  expect(refused.status).toBe(400);
  expect(refused.data.error).toMatch(/100 characters/);
  expect(refused.data.params.q).toBe(long);
  const nul = await settle(loader, member.request("/admin/products?q=dress%00"));
  expect(nul.status).toBe(400);
  expect(nul.data.error).toMatch(/control character/i);
});

test("no staff session: to sign in", async () => {
  expect(await settle(loader, webRequest("/admin/products?q=dress"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fproducts%3Fq%3Ddress",
  );
});
