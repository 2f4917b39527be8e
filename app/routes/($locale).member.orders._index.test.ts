import { expect, test } from "vitest";

import { newMember, placeOrder, settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).member.orders._index";

test("the member's orders, newest first, a page at a time", async () => {
  const member = await newMember();
  const first = await placeOrder(member);
  const second = await placeOrder(member);
  const result = await settle(loader, member.request("/member/orders"));
  expect(result.status).toBe(200);
  expect(result.data.orders.data.map((o: { invoiceNumber: string }) => o.invoiceNumber)).toEqual([
    second.invoiceNumber,
    first.invoiceNumber,
  ]);
  expect(result.data.orders.paging).toMatchObject({ page: 1, pageSize: 10, total: 2 });
});

test("a page that is not a number shows the first", async () => {
  const member = await newMember();
  const result = await settle(loader, member.request("/member/orders?page=abc"));
  expect(result.data.orders.paging.page).toBe(1);
  expect(result.data.orders.data).toEqual([]);
});

test("a visitor is sent to sign in first", async () => {
  const result = await settle(loader, webRequest("/member/orders"));
  expect(result).toHaveRedirect("/login?next=%2Fmember%2Forders");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/member/orders")));
  expect(result.status).toBe(503);
});
