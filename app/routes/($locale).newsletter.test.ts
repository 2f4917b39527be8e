import { expect, test } from "vitest";

import { settle, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).newsletter";

test("subscribing goes back to the page with the API's thanks", async () => {
  const form = { email: `news-${Date.now()}@example.com`, redirectTo: "/blog" };
  const result = await settle(action, webRequest("/newsletter", { form }));
  expect(result).toHaveRedirect("/blog");
  expect((await toastOf(result))?.kind).toBe("success");
});

test("from the popup, subscribing also answers it", async () => {
  const form = { email: `news-${Date.now()}@example.com`, popupId: 1 };
  const result = await settle(action, webRequest("/newsletter", { form }));
  expect(result).toHaveRedirect("/");
  expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("popups-seen="))).toBe(true);
});

test("not an email: 400 with the field's message and what was typed", async () => {
  const result = await settle(action, webRequest("/newsletter", { form: { email: "nope" } }));
  expect(result.status).toBe(400);
  expect(result.data.error.email).toHaveLength(1);
  expect(result.data.initialValue.email).toBe("nope");
});

test("the API down: 503", async () => {
  const form = { email: "down@example.com" };
  const result = await whileApiDown(() => settle(action, webRequest("/newsletter", { form })));
  expect(result.status).toBe(503);
});

// The footer's form posts under the page's locale (NewsletterForm): the thanks, the field's
// message and the page are in it.
test("in Arabic and French: the thanks, the field's message and the page's words", async () => {
  const email = `news-ar-${Date.now()}@example.com`;
  const thanked = await settle(
    action,
    webRequest("/ar/newsletter", { form: { email, redirectTo: "/ar/blog" } }),
  );
  expect(thanked).toHaveRedirect("/ar/blog");
  const thanks = (await toastOf(thanked))?.message ?? "";
  expect(thanks).toMatch(/^شكرًا!/);
  expect(thanks).toContain(email);
  const refused = await settle(action, webRequest("/fr/newsletter", { form: { email: "nope" } }));
  expect(refused.data.error.email[0]).toMatch(/e-mail/);
  expect((await settle(loader, webRequest("/ar/newsletter"))).data.messages).toContain("النشرة البريدية");
});
