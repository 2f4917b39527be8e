import { expect, test } from "vitest";

import { admin, newStaffMember } from "../../tests/setup/admin-routes";
import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin.orders._index";

test("orders found by invoice number, with the filters kept from the URL", async () => {
  const member = await newStaffMember();
  const { invoiceNumber } = await admin().placedOrder("bank_transfer", 1);
  const path = `/admin/orders?q=${invoiceNumber}&status=awaiting_transfer&sort=oldest`;
  const result = await settle(loader, member.request(path));
  expect(result.status).toBe(200);
  expect(result.data.orders.map((order: { invoiceNumber: string }) => order.invoiceNumber)).toEqual([
    invoiceNumber,
  ]);
  expect(result.data.params).toMatchObject({ q: invoiceNumber, status: "awaiting_transfer", sort: "oldest" });
  const paid = await settle(loader, member.request(`/admin/orders?q=${invoiceNumber}&status=paid`));
  expect(paid.data.orders).toEqual([]);
});

test("a date range and pages; values that do not fit are left out rather than refused", async () => {
  const member = await newStaffMember();
  await admin().placedOrder("bank_transfer", 1);
  const today = new Date().toISOString().slice(0, 10);
  const result = await settle(loader, member.request(`/admin/orders?from=${today}&to=${today}&page=1`));
  expect(result.data.paging.total).toBeGreaterThan(0);
  const odd = await settle(
    loader,
    member.request("/admin/orders?status=lost&from=yesterday&sort=random&page=-2"),
  );
  expect(odd.status).toBe(200);
  expect(odd.data.params).toEqual({});
  const future = await settle(loader, member.request("/admin/orders?from=2999-01-01"));
  expect(future.data.orders).toEqual([]);
});

test("no staff session: to sign in", async () => {
  expect(await settle(loader, webRequest("/admin/orders"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Forders",
  );
});
