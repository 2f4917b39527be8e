import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { newsletterSubscriptions } from "../../server/db/schema";
import { settle, shop, toastOf, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./($locale).newsletter_.unsubscribe";

// A confirmed subscriber, with the token of the unsubscribe link in its mail.
async function subscriber() {
  const email = `out-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const [row] = await shop.db
    .insert(newsletterSubscriptions)
    .values({ email, confirmedAt: new Date() })
    .returning();
  return { email, token: row.unsubscribeToken };
}
const isSubscribed = async (email: string) =>
  (await shop.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))
    .length > 0;

test("the page carries the link's token", async () => {
  const { token } = await subscriber();
  expect((await settle(loader, webRequest(`/newsletter/unsubscribe?token=${token}`))).data).toMatchObject({
    token,
  });
});

test("the button unsubscribes and goes home", async () => {
  const { email, token } = await subscriber();
  const result = await settle(action, webRequest("/newsletter/unsubscribe", { form: { token } }));
  expect(result).toHaveRedirect("/");
  expect(await isSubscribed(email)).toBe(false);
});

test("a mail client's one-click POST (RFC 8058) unsubscribes with the token in the URL", async () => {
  const { email, token } = await subscriber();
  const form = { "List-Unsubscribe": "One-Click" };
  const result = await settle(action, webRequest(`/newsletter/unsubscribe?token=${token}`, { form }));
  expect(result.status).toBe(302);
  expect(await isSubscribed(email)).toBe(false);
});

test("an unknown token: 400 with a message", async () => {
  const form = { token: "0123456789abcdef0123456789abcdef" };
  const result = await settle(action, webRequest("/newsletter/unsubscribe", { form }));
  expect(result.status).toBe(400);
  expect(result.data.error).toMatch(/not subscribed/);
});

test("in Arabic: the page's words and the goodbye", async () => {
  const page = await settle(loader, webRequest("/ar/newsletter/unsubscribe?token=abcdefghijklmnop1234"));
  expect(page.data.messages).toContain("إلغاء الاشتراك في النشرة البريدية");
  const { email, token } = await subscriber();
  const result = await settle(action, webRequest("/ar/newsletter/unsubscribe", { form: { token } }));
  expect(result).toHaveRedirect("/ar");
  expect((await toastOf(result))?.message).toMatch(/^تمّ إلغاء اشتراكك/);
  expect(await isSubscribed(email)).toBe(false);
});
