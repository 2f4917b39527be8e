// The shop's mails as a mail server receives them (smtp-server on loopback, parsed with
// mailparser): headers, the HTML and plain-text parts, links and amounts. Each is queued by
// the API call that causes it and delivered by the real sender.
import { count, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Color, IDEMPOTENCY_HEADER, OrderResponse } from "../contract";
import { members, newsletterSubscriptions, outbox, productVariants } from "../db/schema";
import { restockedVariants } from "../lib/stock-alerts";
import { TEST_CARDS } from "../payments/built-in";
import { getOrder } from "../queries/orders";
import { titleWords } from "../seed/translations";
import { createTestApi } from "../testing";
import { adminHelpers, CARD } from "../testing-admin";
import { shopHelpers, type Shopper } from "../testing-shop";
import { mailMessages } from "./messages";
import { orderMailData } from "./order-mail-data";
import { cancelledMail, deliveredMail, shippedMail } from "./order-mails";
import { queueMail } from "./queue";
import { startMailSender } from "./sender";
import { startTestSmtp, type TestSmtp } from "./testing-smtp";

let api: Awaited<ReturnType<typeof createTestApi>>;
let shop: ReturnType<typeof shopHelpers>;
let smtp: TestSmtp;
let sender: ReturnType<typeof startMailSender>;
beforeAll(async () => {
  api = await createTestApi();
  shop = shopHelpers(api);
  smtp = await startTestSmtp();
  sender = startMailSender(api.db, {
    smtpUrl: smtp.url,
    from: "Little Sprout <shop@sprout.test>",
    timeoutMs: 5_000,
    maxAttempts: 3,
    retryBaseMs: 100,
    pollMs: 50,
  });
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
  await api.close();
});

const links = (mail: ParsedMail) =>
  [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m.at(1)!.replaceAll("&amp;", "&"));

// Every HTML part: readable on a phone, in dark mode, with the shop's name and colour.
function expectShopLook(mail: ParsedMail) {
  const html = String(mail.html);
  expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  expect(html).toContain('name="color-scheme" content="light dark"');
  expect(html).toContain("@media (prefers-color-scheme: dark)");
  expect(html).toContain("#ff4c3b");
  expect(html).toContain("Little Sprout");
  expect(mail.text).toBeTruthy();
}

describe("account mails", () => {
  it("welcomes a new member and sends a reset link that works, saying when it expires", async () => {
    const email = `reset-${Date.now()}@example.com`;
    const register = await api.request("/api/auth/register", {
      method: "POST",
      json: { name: "Robin Reset", email, password: "correct horse battery 9" },
    });
    expect(register.status).toBe(202);
    // The account is made when the mailed confirmation link is used; the welcome follows.
    const [confirm] = await smtp.waitFor(email);
    expect(confirm.subject).toBe("Confirm your Little Sprout account");
    const confirmLink = new URL(/https?:\/\/\S+token=\S+/.exec(confirm.text ?? "")![0]);
    const confirmed = await api.request("/api/auth/mailed-link", {
      method: "POST",
      json: { token: confirmLink.searchParams.get("token") },
    });
    expect(confirmed.status).toBe(200);
    const welcome = (await smtp.waitFor(email, 2))[1];
    expect(welcome.subject).toBe("Welcome to Little Sprout, Robin Reset");
    expectShopLook(welcome);
    expect(links(welcome)).toContain("http://shop.test/member/profile");

    expect((await api.request("/api/auth/reset-password", { method: "POST", json: { email } })).status).toBe(
      202,
    );
    const reset = (await smtp.waitFor(email, 3))[2];
    expect(reset.subject).toBe("Reset your Little Sprout password");
    expect(reset.from?.text).toBe('"Little Sprout" <shop@sprout.test>');
    expect(reset.messageId).toMatch(/^<[0-9a-f-]{36}@little-sprout\.mail>$/);
    expectShopLook(reset);
    const link = /http:\/\/shop\.test\/reset-password\?token=\S+/.exec(reset.text ?? "")?.[0];
    expect(link).toBeTruthy();
    expect(links(reset)).toContain(link);
    // The link says until when it works, to the minute, in UTC.
    expect(reset.text).toMatch(/until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);

    const token = new URL(link!).searchParams.get("token");
    const done = await api.request("/api/auth/reset-password", {
      method: "PUT",
      json: { token, password: "a brand new password 7" },
    });
    expect(done.status).toBe(200);
  });
});

describe("back-in-stock mails", () => {
  it("confirms a visitor's alert, then says once that the size is back, linking to it", async () => {
    const email = `alert-${Date.now()}@example.com`;
    const variant = await shop.variantWithStock(0);
    const asked = await api.request("/api/stock-alerts", {
      method: "POST",
      json: { variantId: variant.id, email },
    });
    expect(asked.status).toBe(202);
    const [confirm] = await smtp.waitFor(email);
    expect(confirm.subject).toBe("Confirm your Little Sprout back-in-stock alert");
    expectShopLook(confirm);
    const confirmLink = /http:\/\/shop\.test\/stock-alerts\/confirm\?token=\S+/.exec(confirm.text ?? "")![0];
    expect(links(confirm)).toContain(confirmLink);
    const token = new URL(confirmLink).searchParams.get("token");
    expect((await api.request("/api/stock-alerts/confirm", { method: "POST", json: { token } })).status).toBe(
      200,
    );

    await api.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant.id));
      expect(await restockedVariants(tx, [variant.id], "http://shop.test")).toBe(1);
    });
    const back = (await smtp.waitFor(email, 2))[1];
    expect(back.subject).toMatch(/^Back in stock: /);
    expect(back.subject).toContain(variant.title);
    expectShopLook(back);
    const productLink = new RegExp(`http://shop\\.test/products/${variant.slug}\\S*`).exec(
      back.text ?? "",
    )![0];
    expect(links(back)).toContain(productLink);
  });
});

const addressOf = async (shopper: Shopper) =>
  (await api.db.select().from(members).where(eq(members.id, shopper.userId)))[0].email;

async function orderPaidBy(shopper: Shopper, method: "bank_transfer" | "test_card", currency?: string) {
  const variant = await shop.variantWithStock(10);
  expect((await shop.putCart(shopper, { sku: variant.sku, qty: 2 })).status).toBe(200);
  const placed = await shop.checkout(shopper, {
    address: await shop.validAddress(),
    shippingOption: "standard",
    paymentMethod: method,
  });
  expect(placed.status).toBe(201);
  const order = OrderResponse.parse(placed.body).data;
  const card = { number: TEST_CARDS.approved, expiry: "12/39", cvc: "123", name: "Pat Shopper" };
  const paid = await shop.pay(shopper, {
    invoiceNumber: order.invoiceNumber,
    method,
    currency,
    ...(method === "test_card" ? { card } : {}),
  });
  expect(paid.status).toBe(200);
  return OrderResponse.parse(paid.body).data;
}

describe("order mails", () => {
  it("confirms a bank-transfer order in the shopper's currency, with the bank details and the dollars charged", async () => {
    const shopper = await shop.signUp();
    const order = await orderPaidBy(shopper, "bank_transfer", "eur");
    const data = await orderMailData(
      api.db,
      { memberId: shopper.userId, invoiceNumber: order.invoiceNumber },
      {
        shopUrl: "http://shop.test",
      },
    );
    const [mail] = await smtp.waitFor(data.to);
    expect(mail.subject).toBe(`Your Little Sprout order ${order.invoiceNumber}`);
    expectShopLook(mail);
    for (const part of [mail.text ?? "", String(mail.html)]) {
      expect(part).toContain(order.items[0].title);
      expect(part).toMatch(/Total[^€$]*€\d+,\d{2}/); // euros, with the decimal comma
      expect(part).toContain(`Charged in US dollars: $${order.total.toFixed(2)}`);
      expect(part).toContain("Meadow Savings Bank");
      expect(part).toContain(order.address.name);
      expect(part).toContain(order.shipping.name);
    }
    expect(links(mail)).toContain(`http://shop.test/member/orders/${order.invoiceNumber}`);

    // The transfer is replaced by a card payment: the money has arrived.
    const card = { number: TEST_CARDS.approved, expiry: "12/39", cvc: "123", name: "Pat Shopper" };
    const paid = await shop.pay(shopper, { invoiceNumber: order.invoiceNumber, method: "test_card", card });
    expect(paid.status).toBe(200);
    const received = (await smtp.waitFor(data.to, 2))[1];
    expect(received.subject).toBe(`Payment received for order ${order.invoiceNumber}`);
    expect(received.text).toContain(`Charged in US dollars: $${order.total.toFixed(2)}`);
  });

  it("writes shipped, delivered, cancelled and refunded mails for an order, each in a transaction", async () => {
    const shopper = await shop.signUp();
    const order = await orderPaidBy(shopper, "test_card");
    const data = await orderMailData(
      api.db,
      { memberId: shopper.userId, invoiceNumber: order.invoiceNumber },
      {
        shopUrl: "http://shop.test",
        currencyCode: "gbp",
      },
    );
    await smtp.waitFor(data.to); // the confirmation
    const tracking = "https://track.example/parcel/ABC123";
    await api.db.transaction(async (tx) => {
      await queueMail(tx, shippedMail({ ...data, carrier: "Parcel Bird", trackingUrl: tracking }));
      await queueMail(tx, deliveredMail(data));
      await queueMail(tx, cancelledMail(data));
      await queueMail(tx, cancelledMail({ ...data, refundedCents: 1250 }));
    });
    const [, shipped, delivered, cancelled, refunded] = await smtp.waitFor(data.to, 5);
    expect(shipped.subject).toBe(`Order ${order.invoiceNumber} is on its way`);
    expect(links(shipped)).toContain(tracking);
    expect(shipped.text).toContain(`Track it with Parcel Bird: ${tracking}`);
    expect(delivered.subject).toBe(`Order ${order.invoiceNumber} was delivered`);
    expect(cancelled.subject).toBe(`Order ${order.invoiceNumber} was cancelled`);
    expect(refunded.subject).toBe(`Refund for order ${order.invoiceNumber}`);
    expect(refunded.text).toMatch(/refunded £\d+\.\d{2}/);
    expect(refunded.text).toContain("Refunded in US dollars: $12.50");
    for (const mail of [shipped, delivered, cancelled, refunded]) expectShopLook(mail);
    // Only mail: the order itself is as it was.
    expect(await getOrder(api.db, shopper.userId, order.invoiceNumber)).toMatchObject({ status: "paid" });
  });
});

describe("mails in the order's and the member's locale", () => {
  it("writes an order placed in Arabic in Arabic, right to left, with the products' Arabic titles and colours", async () => {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(10);
    const [{ size, color }] = await api.db
      .select({ size: productVariants.size, color: productVariants.color })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    const arabicColour = mailMessages("ar").colours[color as Color];
    expect(arabicColour).toMatch(/^[\u0600-\u06FF]+$/);
    expect((await shop.putCart(shopper, { sku: variant.sku, qty: 1 })).status).toBe(200);
    const placed = await api.request("/api/checkout?locale=ar", {
      method: "POST",
      headers: { ...shopper.headers, [IDEMPOTENCY_HEADER]: `ar-${Date.now()}` },
      json: {
        address: await shop.validAddress(),
        shippingOption: "express",
        paymentMethod: "cash_on_delivery",
      },
    });
    expect(placed.status).toBe(201);
    const { invoiceNumber } = placed.body.data;
    const paid = await shop.pay(shopper, { invoiceNumber, method: "cash_on_delivery" });
    expect(paid.status).toBe(200);
    const [mail] = await smtp.waitFor(await addressOf(shopper));
    expect(mail.subject).toBe(mailMessages("ar").orderSubject("Little Sprout", invoiceNumber));
    const html = String(mail.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expectShopLook(mail);
    for (const part of [mail.text ?? "", html]) {
      expect(part).toContain(titleWords(variant.title)!.ar);
      expect(part).toContain("توصيل سريع");
      expect(part).toContain(mailMessages("ar").payOnDelivery);
      expect(part).not.toContain("Thank you");
      // The line's size and colour, the colour in Arabic: "(0-3m، أبيض)".
      expect(part).toContain(`(${size}، ${arabicColour})`);
      expect(part).not.toContain(`${size}, ${color}`);
    }
  });

  it("welcomes a member who registered in French in French", async () => {
    const email = `fr-${Date.now()}@example.com`;
    const register = await api.request("/api/auth/register?locale=fr", {
      method: "POST",
      json: { name: "Camille", email, password: "correct horse battery 9" },
    });
    expect(register.status).toBe(202);
    const [confirm] = await smtp.waitFor(email);
    const token = new URL(/https?:\/\/\S+token=\S+/.exec(confirm.text ?? "")![0]).searchParams.get("token");
    const confirmed = await api.request("/api/auth/mailed-link?locale=fr", {
      method: "POST",
      json: { token },
    });
    expect(confirmed.status).toBe(200);
    const welcome = (await smtp.waitFor(email, 2))[1];
    expect(welcome.subject).toBe("Bienvenue chez Little Sprout, Camille");
    expect(String(welcome.html)).toContain('<html lang="fr" dir="ltr">');
    expect(welcome.text).toContain(mailMessages("fr").welcomeText("Little Sprout"));
    const [member] = await api.db.select().from(members).where(eq(members.email, email));
    expect(member.locale).toBe("fr");
  });
});

// The first mail to `to` whose subject is `subject` (earlier ones are skipped).
async function mailTitled(to: string, subject: string) {
  for (let count = 1; ; count++) {
    const found = (await smtp.waitFor(to, count)).find((mail) => mail.subject === subject);
    if (found) return found;
  }
}

describe("every mail to a shopper in their locale", () => {
  it("writes the back office's shipped mail to an Arabic member in Arabic, right to left, linking to the Arabic shop", async () => {
    const admin = adminHelpers(api);
    const staff = await admin.newStaff("staff");
    const shopper = await shop.signUp();
    await api.db.update(members).set({ locale: "ar" }).where(eq(members.id, shopper.userId));
    const variant = await shop.variantWithStock(10);
    expect((await shop.putCart(shopper, { sku: variant.sku, qty: 1 })).status).toBe(200);
    const placed = await api.request("/api/checkout?locale=ar", {
      method: "POST",
      headers: { ...shopper.headers, [IDEMPOTENCY_HEADER]: `ar-ship-${Date.now()}` },
      json: { address: await shop.validAddress(), shippingOption: "standard", paymentMethod: "test_card" },
    });
    expect(placed.status).toBe(201);
    const { invoiceNumber } = placed.body.data;
    const paid = await shop.pay(shopper, { invoiceNumber, method: "test_card", card: CARD });
    expect(paid.status).toBe(200);
    expect((await admin.move(staff, invoiceNumber, { to: "packed" })).status).toBe(200);
    const shipped = await admin.move(staff, invoiceNumber, {
      to: "shipped",
      carrier: "Parcel Bird",
      trackingNumber: "PB 123",
    });
    expect(shipped.status).toBe(200);

    const words = mailMessages("ar");
    const mail = await mailTitled(await addressOf(shopper), words.shippedSubject(invoiceNumber));
    expect(String(mail.html)).toContain('<html lang="ar" dir="rtl">');
    expectShopLook(mail);
    const orderPage = `http://shop.test/ar/member/orders/${invoiceNumber}`;
    for (const part of [mail.text ?? "", String(mail.html)]) {
      expect(part).toContain(words.shippedBy("Parcel Bird", invoiceNumber, placed.body.data.address.name));
      expect(part).not.toContain("on its way");
    }
    // Without a tracking address, the track link is the order's page, in Arabic too.
    expect(links(mail)).toEqual(expect.arrayContaining([orderPage]));
    expect(links(mail).filter((link) => link.includes("/member/orders/"))).toEqual([orderPage, orderPage]);
  });

  it("sends a reset link asked for from the Arabic shop in Arabic, to the Arabic page, its time in Arabic", async () => {
    const shopper = await shop.signUp();
    const email = await addressOf(shopper);
    const asked = await api.request("/api/auth/reset-password?locale=ar", {
      method: "POST",
      json: { email },
    });
    expect(asked.status).toBe(202);
    const words = mailMessages("ar");
    const mail = await mailTitled(email, words.resetSubject("Little Sprout"));
    expect(String(mail.html)).toContain('<html lang="ar" dir="rtl">');
    expectShopLook(mail);
    const link = /http:\/\/shop\.test\/ar\/reset-password\?token=\S+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeTruthy();
    expect(links(mail)).toContain(link);
    expect(mail.text).toContain(words.resetOpen);
    // The time the link works until, in Arabic words with Latin digits, in UTC.
    expect(mail.text).toMatch(/حتى \d{1,2} \p{Script=Arabic}+ \d{4} في \d{2}:\d{2} UTC\./u);
    expect(mail.text).not.toContain("Open this link");
  });

  it("confirms a newsletter asked for in French in French, and welcomes in French with a French unsubscribe link", async () => {
    const email = `news-fr-${Date.now()}@example.com`;
    const subscribed = await api.request("/api/subscribe?locale=fr", { method: "POST", json: { email } });
    expect(subscribed.status).toBe(200);
    const words = mailMessages("fr");
    const [confirm] = await smtp.waitFor(email);
    expect(confirm.subject).toBe(words.newsletterConfirmSubject("Little Sprout"));
    expect(String(confirm.html)).toContain('<html lang="fr" dir="ltr">');
    expect(confirm.text).toContain(words.confirmIgnore);
    const link = /http:\/\/shop\.test\/fr\/newsletter\/confirm\?token=[\w-]+/.exec(confirm.text ?? "")?.[0];
    expect(links(confirm)).toContain(link);
    const token = new URL(link!).searchParams.get("token");
    const confirmed = await api.request("/api/newsletter/confirm?locale=fr", {
      method: "POST",
      json: { token },
    });
    expect(confirmed.status).toBe(200);
    const welcome = (await smtp.waitFor(email, 2))[1];
    expect(welcome.subject).toBe(words.newsletterWelcomeSubject("Little Sprout"));
    expect(welcome.text).toContain(words.newsletterWelcomeText);
    expect(
      links(welcome).some((href) => href.startsWith("http://shop.test/fr/newsletter/unsubscribe?token=")),
    ).toBe(true);
  });

  it("keeps the locale of a back-in-stock alert asked for in Arabic: both mails in Arabic, with the product's Arabic title", async () => {
    const email = `alert-ar-${Date.now()}@example.com`;
    const variant = await shop.variantWithStock(0);
    const arabicTitle = titleWords(variant.title)!.ar;
    const asked = await api.request("/api/stock-alerts?locale=ar", {
      method: "POST",
      json: { variantId: variant.id, email },
    });
    expect(asked.status).toBe(202);
    const words = mailMessages("ar");
    const [confirm] = await smtp.waitFor(email);
    expect(confirm.subject).toBe(words.alertConfirmSubject("Little Sprout"));
    expect(String(confirm.html)).toContain('<html lang="ar" dir="rtl">');
    expect(confirm.text).toContain(arabicTitle);
    const link = /http:\/\/shop\.test\/ar\/stock-alerts\/confirm\?token=\S+/.exec(confirm.text ?? "")![0];
    const token = new URL(link).searchParams.get("token");
    // Confirmed from a page in English: the alert keeps the locale it was asked in.
    expect((await api.request("/api/stock-alerts/confirm", { method: "POST", json: { token } })).status).toBe(
      200,
    );

    // Stock comes back through a writer with no request, and so no locale, of its own.
    await api.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant.id));
      expect(await restockedVariants(tx, [variant.id], "http://shop.test")).toBe(1);
    });
    const back = (await smtp.waitFor(email, 2))[1];
    expect(back.subject).toMatch(new RegExp(`^${words.backInStockSubject("")}`));
    expect(back.subject).toContain(arabicTitle);
    expect(String(back.html)).toContain('<html lang="ar" dir="rtl">');
    expect(back.text).toContain(words.oneTimeAlert);
    expect(links(back).some((href) => href.startsWith(`http://shop.test/ar/products/${variant.slug}`))).toBe(
      true,
    );
  });

  it("acknowledges a contact message sent from the French shop in French; the shop's copy stays English", async () => {
    const email = `contact-fr-${Date.now()}@example.com`;
    const message = {
      name: "Camille",
      email,
      subject: "Taille",
      message: "La grenouillère taille-t-elle petit ?",
    };
    expect(
      (await api.request("/api/content/contact?locale=fr", { method: "POST", json: message })).status,
    ).toBe(201);
    const words = mailMessages("fr");
    const [ack] = await smtp.waitFor(email);
    expect(ack.subject).toBe(words.contactSubject("Taille"));
    expect(String(ack.html)).toContain('<html lang="fr" dir="ltr">');
    expect(ack.text).toContain(words.contactThanks("Little Sprout"));
    expect(ack.text).toContain(message.message);
    const shopEmail = (await api.request("/api/config/fetch?name=shop")).body.data.value.email;
    const copy = await mailTitled(shopEmail, "Contact form: Taille");
    expect(String(copy.html)).toContain('<html lang="en" dir="ltr">');
  });
});

describe("contact form mails", () => {
  const message = (overrides: Record<string, string> = {}) => ({
    name: "Sam Carter",
    email: `sam-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    subject: "Sizing question",
    message: "Does the 6-12m sleepsuit run small?",
    ...overrides,
  });

  it("sends the shop a copy that replies to the sender, and the sender an acknowledgement", async () => {
    const input = message({ subject: "Where is my parcel" });
    expect((await api.request("/api/content/contact", { method: "POST", json: input })).status).toBe(201);
    const [ack] = await smtp.waitFor(input.email);
    expect(ack.subject).toBe("We have your message: Where is my parcel");
    expect(ack.text).toContain(input.message);
    expectShopLook(ack);
    const shopEmail = (await api.request("/api/config/fetch?name=shop")).body.data.value.email;
    const copies = await smtp.waitFor(shopEmail);
    const copy = copies.find((mail) => mail.subject === "Contact form: Where is my parcel");
    expect(copy?.replyTo?.text).toBe(input.email);
    expect(copy?.text).toContain(input.message);
  });

  const queued = async () => (await api.db.select({ n: count() }).from(outbox))[0].n;
  it.each([
    ["a header in the name", { name: "Sam\r\nBcc: everyone@example.com" }],
    ["a header in the subject", { subject: "Hi\r\nBcc: everyone@example.com" }],
    ["a bare line feed in the subject", { subject: "Hi\nBcc: everyone@example.com" }],
    ["an address of 10,000 characters", { email: `${"a".repeat(9_988)}@example.com` }],
    ["a NUL", { name: "Sam\u0000Carter" }],
  ])("refuses %s with a 400 and queues nothing", async (_, overrides) => {
    const before = await queued();
    const response = await api.request("/api/content/contact", { method: "POST", json: message(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
    expect(await queued()).toBe(before);
  });

  it("refuses a header injection in a new member's name, with nothing queued", async () => {
    const before = await queued();
    const response = await api.request("/api/auth/register", {
      method: "POST",
      json: {
        name: "Robin\r\nBcc: everyone@example.com",
        email: `inj-${Date.now()}@example.com`,
        password: "correct horse battery 9",
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty("name");
    expect(await queued()).toBe(before);
  });
});

describe("newsletter mails", () => {
  const headerLine = (mail: ParsedMail, name: string) =>
    mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");

  it("confirms by link before the address counts, then offers one-click unsubscribe", async () => {
    const email = `news-${Date.now()}@example.com`;
    const subscribe = () => api.request("/api/subscribe", { method: "POST", json: { email } });
    expect((await subscribe()).status).toBe(200);
    expect((await subscribe()).status).toBe(200); // a second post sends no second mail
    const [confirm] = await smtp.waitFor(email);
    expect(confirm.subject).toBe("Confirm your Little Sprout newsletter subscription");
    expectShopLook(confirm);
    const link = /http:\/\/shop\.test\/newsletter\/confirm\?token=[\w-]+/.exec(confirm.text ?? "")?.[0];
    expect(links(confirm)).toContain(link);
    const [row] = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row.confirmedAt).toBeNull();
    expect((await api.db.select().from(outbox).where(eq(outbox.to, email))).length).toBe(1);

    const token = new URL(link!).searchParams.get("token");
    expect((await api.request("/api/newsletter/confirm", { method: "POST", json: { token } })).status).toBe(
      200,
    );
    expect((await api.request("/api/newsletter/confirm", { method: "POST", json: { token } })).status).toBe(
      400,
    );
    const welcome = (await smtp.waitFor(email, 2))[1];
    const unsubscribe = headerLine(welcome, "list-unsubscribe");
    expect(unsubscribe).toMatch(/^<http:\/\/shop\.test\/newsletter\/unsubscribe\?token=[\w-]+>$/);
    expect(headerLine(welcome, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = new URL(unsubscribe!.slice(1, -1));
    expect(links(welcome)).toContain(unsubscribeUrl.toString());

    const out = { token: unsubscribeUrl.searchParams.get("token") };
    expect((await api.request("/api/newsletter/unsubscribe", { method: "POST", json: out })).status).toBe(
      200,
    );
    expect(
      await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    ).toEqual([]);
    expect((await api.request("/api/newsletter/unsubscribe", { method: "POST", json: out })).status).toBe(
      400,
    );
  });
});
