import { expect, test } from "vitest";

import { admin, newStaffMember } from "../../tests/setup/admin-routes";
import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin_.orders.$invoice.slip";

test("the packing slip has the order's lines and address", async () => {
  const member = await newStaffMember();
  const { invoiceNumber, sku } = await admin().placedOrder("bank_transfer", 3);
  const result = await settle(loader, member.request(`/admin/orders/${invoiceNumber}/slip`), {
    invoice: invoiceNumber,
  });
  expect(result.data.order.items).toEqual([expect.objectContaining({ sku, qty: 3 })]);
  expect(result.data.order.address.name).toBeTruthy();
});

test("a gift order's slip has the buyer's message and leaves the prices out", async () => {
  const member = await newStaffMember();
  const gift = { message: "Welcome, little one!", hidePrices: true };
  const { invoiceNumber } = await admin().placedOrder("cash_on_delivery", 1, { gift });
  const result = await settle(loader, member.request(`/admin/orders/${invoiceNumber}/slip`), {
    invoice: invoiceNumber,
  });
  expect(result.data.order.gift).toEqual(gift);
});

test("an unknown order is a 404; no staff session: to sign in", async () => {
  const member = await newStaffMember();
  expect((await settle(loader, member.request("/admin/orders/NOPE/slip"), { invoice: "NOPE" })).status).toBe(
    404,
  );
  expect(await settle(loader, webRequest("/admin/orders/X/slip"), { invoice: "X" })).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Forders%2FX%2Fslip",
  );
});
