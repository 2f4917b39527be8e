import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { newsletterSubscriptions } from "../../server/db/schema";
import { hashToken } from "../../server/lib/auth";
import { settle, shop, toastOf, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./($locale).newsletter_.confirm";

// An address that asked for the newsletter, with the token of its confirm link.
async function pending() {
  const email = `confirm-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const token = randomBytes(24).toString("base64url");
  await shop.db.insert(newsletterSubscriptions).values({ email, confirmTokenHash: hashToken(token) });
  return { email, token };
}
const rowOf = async (email: string) =>
  (await shop.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

test("the page carries the link's token; a malformed one is dropped", async () => {
  expect(
    (await settle(loader, webRequest("/newsletter/confirm?token=abcdefghijklmnop1234"))).data,
  ).toMatchObject({
    token: "abcdefghijklmnop1234",
  });
  expect((await settle(loader, webRequest("/newsletter/confirm?token=<script>"))).data).toMatchObject({
    token: "",
  });
});

test("the button confirms the address and goes home with thanks", async () => {
  const { email, token } = await pending();
  const result = await settle(action, webRequest(`/newsletter/confirm?token=${token}`, { form: { token } }));
  expect(result).toHaveRedirect("/");
  expect((await toastOf(result))?.message).toMatch(/confirmed/);
  expect((await rowOf(email)).confirmedAt).toBeInstanceOf(Date);
});

test("a used link, or none: 400 with a message, nothing confirmed", async () => {
  const { email, token } = await pending();
  await settle(action, webRequest("/newsletter/confirm", { form: { token } }));
  const again = await settle(action, webRequest("/newsletter/confirm", { form: { token } }));
  expect(again.status).toBe(400);
  expect(again.data.error).toMatch(/not valid/);
  const none = await settle(action, webRequest("/newsletter/confirm", { form: { token: "" } }));
  expect(none.status).toBe(400);
  expect((await rowOf(email)).confirmedAt).toBeInstanceOf(Date);
});

test("in French: the page's words, the thanks and a used link's message", async () => {
  const page = await settle(loader, webRequest("/fr/newsletter/confirm?token=abcdefghijklmnop1234"));
  expect(page.data.messages).toContain("Confirmez votre inscription");
  const { token } = await pending();
  const result = await settle(action, webRequest("/fr/newsletter/confirm", { form: { token } }));
  expect(result).toHaveRedirect("/fr");
  expect((await toastOf(result))?.message).toBe("Merci ! Votre inscription est confirmée.");
  const again = await settle(action, webRequest("/fr/newsletter/confirm", { form: { token } }));
  expect(again.status).toBe(400);
  expect(again.data.error).not.toMatch(/not valid/);
  expect(again.data.error).toMatch(/lien/);
});
