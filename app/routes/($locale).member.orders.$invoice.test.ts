import { expect, test } from "vitest";

import { parseMessages } from "~/lib/i18n/format";

import { newMember, placeOrder, settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).member.orders.$invoice";

test("one of the member's orders", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  const path = `/member/orders/${order.invoiceNumber}`;
  const result = await settle(loader, member.request(path), { invoice: order.invoiceNumber });
  expect(result.status).toBe(200);
  expect(result.data.order.invoiceNumber).toBe(order.invoiceNumber);
  expect(result.data.order.items).toHaveLength(1);
});

test("in Arabic and French the order's lines name their colours in the page's words", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  for (const [locale, white, withSize] of [
    ["ar", "أبيض", "{colour}، {size}"],
    ["fr", "blanc", "{colour}, {size}"],
  ]) {
    const path = `/${locale}/member/orders/${order.invoiceNumber}`;
    const result = await settle(loader, member.request(path), { invoice: order.invoiceNumber });
    expect(parseMessages(result.data.messages)["colour.white"], locale).toBe(white);
    expect(result.data.messages, locale).toContain(`withSize~${withSize}`);
  }
});

test("another member's or a made-up invoice number is a 404", async () => {
  const owner = await newMember();
  const order = await placeOrder(owner);
  const stranger = await newMember();
  for (const invoice of [order.invoiceNumber, "NO-SUCH-INVOICE"]) {
    const result = await settle(loader, stranger.request(`/member/orders/${invoice}`), { invoice });
    expect(result.status).toBe(404);
  }
});

test("a visitor is sent to sign in first", async () => {
  const result = await settle(loader, webRequest("/member/orders/INV-1"), { invoice: "INV-1" });
  expect(result).toHaveRedirect("/login?next=%2Fmember%2Forders%2FINV-1");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() =>
    settle(loader, member.request("/member/orders/INV-1"), { invoice: "INV-1" }),
  );
  expect(result.status).toBe(503);
});
