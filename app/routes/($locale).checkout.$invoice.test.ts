import { expect, test } from "vitest";

import { parseMessages } from "~/lib/i18n/format";

import {
  newMember,
  placeOrder,
  settle,
  shop,
  toastOf,
  webRequest,
  whileApiDown,
} from "../../tests/setup/routes";
import { action, loader } from "./($locale).checkout.$invoice";

test("the order's page: the order and the ways to pay it", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  const path = `/checkout/${order.invoiceNumber}`;
  const result = await settle(loader, member.request(path), { invoice: order.invoiceNumber });
  expect(result.status).toBe(200);
  expect(result.data.order.invoiceNumber).toBe(order.invoiceNumber);
  expect(result.data.paymentMethods.length).toBeGreaterThan(0);
});

test("in Arabic and French the order's lines name their colours in the page's words", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  for (const [locale, pink] of [
    ["ar", "وردي"],
    ["fr", "rose"],
  ]) {
    const path = `/${locale}/checkout/${order.invoiceNumber}`;
    const result = await settle(loader, member.request(path), { invoice: order.invoiceNumber });
    expect(parseMessages(result.data.messages)["colour.pink"], locale).toBe(pink);
  }
});

test("paying again with a declined card says why and leaves the order payable", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  const path = `/checkout/${order.invoiceNumber}`;
  const form = {
    paymentMethod: "test_card",
    "card.number": "4000 0000 0000 0002",
    "card.expiry": "12/40",
    "card.cvc": "123",
    "card.name": "Alex Shopper",
  };
  const result = await settle(action, member.request(path, { form }), { invoice: order.invoiceNumber });
  expect(result).toHaveRedirect(path);
  expect((await toastOf(result))?.kind).toBe("error");
  const after = await shop.api.request(`/api/member/orders/${order.invoiceNumber}`, {
    headers: member.headers,
  });
  expect(after.body.data.paidAt).toBeNull();
});

test("an unknown payment method: 400 with the field's message", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  const path = `/checkout/${order.invoiceNumber}`;
  const form = { paymentMethod: "bitcoin" };
  const result = await settle(action, member.request(path, { form }), { invoice: order.invoiceNumber });
  expect(result.status).toBe(400);
  expect(result.data.error.paymentMethod).toEqual(["Choose how to pay"]);
});

test("another member's invoice is a 404", async () => {
  const owner = await newMember();
  const order = await placeOrder(owner);
  const stranger = await newMember();
  const path = `/checkout/${order.invoiceNumber}`;
  const result = await settle(loader, stranger.request(path), { invoice: order.invoiceNumber });
  expect(result.status).toBe(404);
});

test("a visitor is sent to sign in first", async () => {
  const result = await settle(loader, webRequest("/checkout/INV-1"), { invoice: "INV-1" });
  expect(result).toHaveRedirect("/login?next=%2Fcheckout%2FINV-1");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() =>
    settle(loader, member.request("/checkout/INV-1"), { invoice: "INV-1" }),
  );
  expect(result.status).toBe(503);
});

// The gateway's reason is a code; the page words it in its locale (lib/i18n/api-errors.server.ts).
test("a decline's reason in the page's words, on the page and in the toast, in every locale", async () => {
  const member = await newMember();
  const order = await placeOrder(member);
  const pay = async (locale: string, number: string) => {
    const path = `${locale}/checkout/${order.invoiceNumber}`;
    const form = {
      paymentMethod: "test_card",
      "card.number": number,
      "card.expiry": "12/40",
      "card.cvc": "123",
      "card.name": "Alex Shopper",
    };
    const paid = await settle(action, member.request(path, { form }), { invoice: order.invoiceNumber });
    expect((await toastOf(paid))?.kind).toBe("error");
    const page = (await settle(loader, member.request(path), { invoice: order.invoiceNumber })).data.declined;
    return { page, toast: (await toastOf(paid))?.message };
  };
  const reasons = {
    ar: "رصيد بطاقتك غير كافٍ. جرّب بطاقة أخرى أو طريقة دفع أخرى.",
    fr: "Votre carte a été refusée. Essayez une autre carte ou un autre moyen de paiement.",
    frUnknown: "Cette carte n’est pas acceptée ici. Essayez une autre carte ou un autre moyen de paiement.",
    en: "Your card was declined. Try another card or another way to pay.",
  };
  expect(await pay("/ar", "4000 0000 0000 9995")).toEqual({ page: reasons.ar, toast: reasons.ar });
  expect(await pay("/fr", "4000 0000 0000 0002")).toEqual({ page: reasons.fr, toast: reasons.fr });
  expect(await pay("/fr", "4111 1111 1111 1111")).toEqual({
    page: reasons.frUnknown,
    toast: reasons.frUnknown,
  });
  expect(await pay("", "4000 0000 0000 0002")).toEqual({ page: reasons.en, toast: reasons.en });
});
