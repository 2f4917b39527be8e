import { count } from "drizzle-orm";
import { expect, test } from "vitest";

import { contactMessages } from "../../server/db/schema";
import { settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).page.$slug";

const messages = async () => (await shop.db.select({ n: count() }).from(contactMessages))[0].n;

// First: the shop's details are then read from the API (later tests find them in the web's cache).
test("the API down: 503", async () => {
  const result = await whileApiDown(() =>
    settle(loader, webRequest("/page/contact-us"), { slug: "contact-us" }),
  );
  expect(result.status).toBe(503);
});

test("an information page, and the contact page with the shop's details", async () => {
  const policy = await settle(loader, webRequest("/page/privacy-policy"), { slug: "privacy-policy" });
  expect(policy.status).toBe(200);
  expect(policy.data.page.title).toBe("Privacy Policy");
  expect(policy.data.shop).toBeNull();
  const contact = await settle(loader, webRequest("/page/contact-us"), { slug: "contact-us" });
  expect(contact.data.shop).not.toBeNull();
});

test("the policies in Arabic and French: their titles and bodies translated, section by section", async () => {
  const pages = [
    ["/ar/page/refund-policy", "refund-policy", "سياسة الاسترداد", "## الإرجاع"],
    ["/fr/page/refund-policy", "refund-policy", "Politique de remboursement", "## Retours"],
    ["/ar/page/privacy-policy", "privacy-policy", "سياسة الخصوصية", "## ملفات تعريف الارتباط"],
    ["/fr/page/terms-conditions", "terms-conditions", "Conditions générales", "## Commandes"],
    ["/ar/page/payment-policy", "payment-policy", "سياسة الدفع", "## رموز الخصم"],
  ];
  for (const [path, slug, title, heading] of pages) {
    const result = await settle(loader, webRequest(path), { slug });
    expect(result.status, path).toBe(200);
    expect(result.data.page.title, path).toBe(title);
    expect(result.data.page.body.split("\n\n"), path).toContain(heading);
    expect(result.data.page.body, path).not.toMatch(/\b(the|and|your)\b/);
  }
});

test("sending the contact form stores the message and says so", async () => {
  const before = await messages();
  const form = {
    name: "Robin",
    email: "robin@example.com",
    subject: "Sizes",
    message: "Do the sleepsuits run small?",
  };
  const result = await settle(action, webRequest("/page/contact-us", { form }), { slug: "contact-us" });
  expect(result).toHaveRedirect("/page/contact-us");
  expect((await toastOf(result))?.kind).toBe("success");
  expect(await messages()).toBe(before + 1);
});

test("a message too short: 400 with the field's message, nothing stored", async () => {
  const before = await messages();
  const form = { name: "Robin", email: "robin@example.com", subject: "Sizes", message: "Hi" };
  const result = await settle(action, webRequest("/page/contact-us", { form }), { slug: "contact-us" });
  expect(result.status).toBe(400);
  expect(result.data.error.message).toEqual(["Use at least 10 characters"]);
  expect(await messages()).toBe(before);
});

test("an unknown page is a 404, and other pages take no posts", async () => {
  expect((await settle(loader, webRequest("/page/nope"), { slug: "nope" })).status).toBe(404);
  const post = await settle(action, webRequest("/page/privacy-policy", { form: {} }), {
    slug: "privacy-policy",
  });
  expect(post.status).toBe(405);
  const french = await settle(action, webRequest("/fr/page/privacy-policy", { form: {} }), {
    locale: "fr",
    slug: "privacy-policy",
  });
  expect([french.status, french.data]).toEqual([405, "Cette page n'accepte pas cette requête."]);
});

test("the contact form's thanks in the page's locale", async () => {
  const form = {
    name: "Robin",
    email: "robin@example.com",
    subject: "Tailles",
    message: "Les grenouillères taillent-elles petit ?",
  };
  const result = await settle(action, webRequest("/fr/page/contact-us", { form }), { slug: "contact-us" });
  expect(result).toHaveRedirect("/fr/page/contact-us");
  expect((await toastOf(result))?.message).toBe(
    "Merci pour votre message. Nous répondons sous un jour ouvré.",
  );
});
