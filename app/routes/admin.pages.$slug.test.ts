import { expect, test } from "vitest";

import { PAGE_WORDS } from "../../server/seed/translated-copy";
import { newStaffMember, noticeAfter, type StaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin.pages.$slug";

const SLUG = "payment-policy";
const post = (member: StaffMember, form: Record<string, string>, slug = SLUG) =>
  settle(action, member.request(`/admin/pages/${slug}`, { form }), { slug });
const shopPage = async (locale: string) =>
  (await shop.api.request(`/api/content/page/${SLUG}?locale=${locale}`)).body.data;

test("a page's English and translations; an unknown or malformed slug is a 404", async () => {
  const member = await newStaffMember();
  const { data } = await settle(loader, member.request(`/admin/pages/${SLUG}`), { slug: SLUG });
  expect(data.slug).toBe(SLUG);
  expect(data.translated.english).toMatchObject({ title: (await shopPage("en")).title });
  expect(data.translated.translations.fr.title).toBe(PAGE_WORDS[SLUG].title.fr);
  expect(data.translation.fields.map((field: { name: string }) => field.name)).toEqual(["title", "body"]);
  for (const slug of ["no-such-page", "Bad_Slug", "a".repeat(201)])
    expect((await settle(loader, member.request(`/admin/pages/${slug}`), { slug })).status, slug).toBe(404);
});

test("an Arabic text saved shows on the shop's page, the title kept; emptied, English shows again", async () => {
  const member = await newStaffMember();
  const path = `/admin/pages/${SLUG}`;
  const title = PAGE_WORDS[SLUG].title.ar;
  const english = await shopPage("en");
  try {
    const saved = await post(member, { intent: "translation", locale: "ar", title, body: "ندفع بالبطاقة." });
    expect(saved).toHaveRedirect(path);
    expect(await noticeAfter(saved)).toBe("Arabic translation saved.");
    expect(await shopPage("ar")).toMatchObject({ title, body: "ندفع بالبطاقة." });
  } finally {
    expect(await post(member, { intent: "translation", locale: "ar", title, body: "" })).toHaveRedirect(path);
  }
  expect(await shopPage("ar")).toMatchObject({ title, body: english.body });
});

test("a title of 201 characters, English, an unknown page: said, what was typed kept, nothing changes", async () => {
  const member = await newStaffMember();
  const before = await shopPage("fr");
  const long = await post(member, {
    intent: "translation",
    locale: "fr",
    title: "x".repeat(201),
    body: "Texte",
  });
  expect(long.status).toBe(400);
  expect(long.data.result.error.title.join(" ")).toMatch(/at most 200/);
  expect(long.data.result.initialValue).toMatchObject({ title: "x".repeat(201), body: "Texte" });
  const en = await post(member, { intent: "translation", locale: "en", title: "Payments" });
  expect(en.status).toBe(400);
  expect(en.data.result.error.locale.join(" ")).toMatch(/other than en/);
  const missing = await post(member, { intent: "translation", locale: "fr", title: "x" }, "no-such-page");
  expect(missing.status).toBe(404);
  expect(await shopPage("fr")).toEqual(before);
  expect(await settle(loader, webRequest(`/admin/pages/${SLUG}`), { slug: SLUG })).toHaveRedirect(
    `/admin/login?next=%2Fadmin%2Fpages%2F${SLUG}`,
  );
});
