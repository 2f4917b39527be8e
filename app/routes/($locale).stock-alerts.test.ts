import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { outbox, stockAlerts } from "../../server/db/schema";
import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).stock-alerts";

const alertsOf = (email: string) => shop.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
const mailsTo = (to: string) => shop.db.select().from(outbox).where(eq(outbox.to, to));
const uniqueEmail = (what: string) =>
  `${what}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

test("a visitor's alert: a confirm mail, and back to the product with the size kept", async () => {
  const variant = await shop.helpers.variantWithStock(0);
  const email = uniqueEmail("web-alert");
  const redirectTo = `/products/${variant.slug}?size=2Y&color=pink`;
  const result = await settle(
    action,
    webRequest("/stock-alerts", { form: { variantId: variant.id, email, redirectTo } }),
  );
  expect(result).toHaveRedirect(redirectTo);
  expect((await toastOf(result))?.message).toContain(email);
  expect(await alertsOf(email)).toHaveLength(1);
  expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(["stock-alert-confirm"]);
});

test("a member's alert takes one tap, at their own address, confirmed at once", async () => {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(0);
  const form = { variantId: variant.id, redirectTo: `/products/${variant.slug}` };
  const result = await settle(action, member.request("/stock-alerts", { form }));
  expect(result).toHaveRedirect(`/products/${variant.slug}`);
  const [alert] = await alertsOf(member.email);
  expect(alert).toMatchObject({ variantId: variant.id, memberId: member.userId });
  expect(alert.confirmedAt).toBeInstanceOf(Date);
});

test("bad input: 400 with the field's message and what was typed, nothing stored or queued", async () => {
  const variant = await shop.helpers.variantWithStock(0);
  for (const email of [
    "nope",
    `${"a".repeat(10_000)}@example.com`,
    "a@example.com\r\nBcc: b@example.com",
    "a\u0000@example.com",
  ]) {
    const result = await settle(
      action,
      webRequest("/stock-alerts", { form: { variantId: variant.id, email } }),
    );
    expect(result.status).toBe(400);
    expect(result.data.error.email.length).toBeGreaterThan(0);
    expect(result.data.initialValue.email).toBe(email);
  }
  const noVariant = await settle(
    action,
    webRequest("/stock-alerts", { form: { variantId: "x", email: "ok@example.com" } }),
  );
  expect(noVariant.status).toBe(400);
  expect(await alertsOf("ok@example.com")).toHaveLength(0);
  expect(await mailsTo("ok@example.com")).toHaveLength(0);
});

test("the honeypot filled: 400, nothing stored", async () => {
  const variant = await shop.helpers.variantWithStock(0);
  const email = uniqueEmail("web-bot");
  const form = { variantId: variant.id, email, website: "http://spam.example" };
  const result = await settle(action, webRequest("/stock-alerts", { form }));
  expect(result.status).toBe(400);
  expect(await alertsOf(email)).toHaveLength(0);
});

test("a size in stock: the API's message on the form, with its status", async () => {
  const variant = await shop.helpers.variantWithStock(4);
  const result = await settle(
    action,
    webRequest("/stock-alerts", { form: { variantId: variant.id, email: uniqueEmail("in-stock") } }),
  );
  expect(result.status).toBe(409);
  expect(result.data.error[""][0]).toMatch(/in stock/);
});

test("the page knows whether the shopper is signed in", async () => {
  expect((await settle(loader, webRequest("/stock-alerts"))).data).toMatchObject({ signedIn: false });
  const member = await newMember();
  expect((await settle(loader, member.request("/stock-alerts"))).data).toMatchObject({ signedIn: true });
});

test("the API down: 503", async () => {
  const form = { variantId: 1, email: "down@example.com" };
  const result = await whileApiDown(() => settle(action, webRequest("/stock-alerts", { form })));
  expect(result.status).toBe(503);
});

// Posted under /ar/ (the product page's form posts under its locale): the thanks, a refusal and
// the page's own words are Arabic, and the way back stays in Arabic.
test("in Arabic: the thanks, the API's refusal and the page's words", async () => {
  const soldOut = await shop.helpers.variantWithStock(0);
  const email = uniqueEmail("ar-alert");
  const redirectTo = `/ar/products/${soldOut.slug}`;
  const asked = await settle(
    action,
    webRequest("/ar/stock-alerts", { form: { variantId: soldOut.id, email, redirectTo } }),
  );
  expect(asked).toHaveRedirect(redirectTo);
  const thanks = (await toastOf(asked))?.message ?? "";
  expect(thanks).toContain(email);
  expect(thanks).toMatch(/^شكرًا/);
  const member = await newMember();
  const tapped = await settle(
    action,
    member.request("/fr/stock-alerts", { form: { variantId: soldOut.id } }),
  );
  expect((await toastOf(tapped))?.message).toMatch(/^Merci ! Nous vous écrirons/);

  const inStock = await shop.helpers.variantWithStock(4);
  const refused = await settle(
    action,
    webRequest("/ar/stock-alerts", { form: { variantId: inStock.id, email: uniqueEmail("ar-in-stock") } }),
  );
  expect(refused.status).toBe(409);
  expect(refused.data.error[""][0]).toMatch(/[\u0600-\u06FF]/);

  const page = await settle(loader, webRequest("/ar/stock-alerts"));
  expect(page.data.messages).toContain("title تنبيه عودة التوفّر");
  expect(page.data.messages).not.toMatch(/Back-in-stock/);
});
