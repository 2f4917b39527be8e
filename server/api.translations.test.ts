// Translated content (issue 25): the `locale` parameter, reads in ar and fr with the field-by-field
// fallback to English, search in the shopper's locale (Arabic normalised), the two search engines
// agreeing, and the back office's translation endpoints. One seeded API for the whole file.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { products, translations } from "./db/schema";
import { searchIdsFromDatabase, searchIdsFromMemory } from "./queries/listing/translated-search";
import { BLOG_TITLES, BLOG_WORDS, CATEGORY_NAMES, FAQ_WORDS, PAGE_WORDS } from "./seed/translated-copy";
import { titleWords } from "./seed/translations";
import { createTestApi } from "./testing";
import { adminHelpers, type Staff } from "./testing-admin";

let api: Awaited<ReturnType<typeof createTestApi>>;
let staff: Staff;
let first: typeof products.$inferSelect;
beforeAll(async () => {
  api = await createTestApi();
  staff = await adminHelpers(api).newStaff("staff");
  [first] = await api.db.select().from(products).where(eq(products.id, 1));
});
afterAll(() => api.close());

describe("the locale parameter", () => {
  it("reads English without it, and refuses a locale the shop does not offer with a clear 400", async () => {
    const [plain, english] = await Promise.all([
      api.request(`/api/products/${first.slug}/summary`),
      api.request(`/api/products/${first.slug}/summary?locale=en`),
    ]);
    expect(plain.body.data.title).toBe(first.title);
    expect(english.body).toEqual(plain.body);
    const refused = await api.request(`/api/products/${first.slug}/summary?locale=de`);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("UNSUPPORTED_LOCALE");
    expect(refused.body.message).toContain("en, ar, fr");
    expect(refused.body.fields.locale).toBeDefined();
  });

  it("is accepted beside every other parameter, on GET and POST", async () => {
    const listing = await api.request("/api/products?locale=fr&page=1&pageSize=4&sort=a-z&c1=CL-001");
    expect(listing.status).toBe(200);
    const shopper = await adminHelpers(api).shop.signUp();
    const cart = await api.request("/api/cart?locale=ar", {
      method: "PUT",
      headers: shopper.headers,
      json: { sku: "nope", qty: 1 },
    });
    // Refused for the sku, not for the locale.
    expect(cart.status).not.toBe(400);
  });
});

describe("reads in a locale, falling back to English field by field", () => {
  it("shows a product's title, description and categories in Arabic", async () => {
    const { body } = await api.request(`/api/products/${first.slug}/summary?locale=ar`);
    expect(body.data.title).toBe(titleWords(first.title)!.ar);
    expect(body.data.description).toContain(titleWords(first.title)!.ar);
    expect(body.data.description).not.toBe(first.description);
    expect(body.data.category.name).toBe(CATEGORY_NAMES[first.categoryCode].ar);
    expect(body.data.parentCategory.name).toBe(CATEGORY_NAMES[first.parentCategoryCode].ar);
    // What is not text stays as it is.
    expect(body.data.price).toBe((await api.request(`/api/products/${first.slug}/summary`)).body.data.price);
  });

  it("lists the same products in the same order, with the locale's titles", async () => {
    const path = "/api/products?c1=CL-001&pageSize=12";
    const [en, fr] = await Promise.all([api.request(path), api.request(`${path}&locale=fr`)]);
    type Card = { id: number; title: string };
    expect(fr.body.data.map((card: Card) => card.id)).toEqual(en.body.data.map((card: Card) => card.id));
    for (const [i, card] of (fr.body.data as Card[]).entries())
      expect(card.title).toBe(titleWords(en.body.data[i].title)!.fr);
    expect(fr.body.paging).toEqual(en.body.paging);
    expect(fr.body.facets).toEqual(en.body.facets);
  });

  it("translates categories, the menu, the FAQ, pages, catalogs, banners and the methods", async () => {
    const ar = (path: string) => api.request(`${path}${path.includes("?") ? "&" : "?"}locale=ar`);
    const categories = (await ar("/api/categories")).body.data;
    expect(categories.find((c: { code: string }) => c.code === "DR-001").name).toBe(
      CATEGORY_NAMES["DR-001"].ar,
    );
    const menu = (await ar("/api/config/fetch?name=menu")).body.data.value;
    expect(menu[0].title).toBe(CATEGORY_NAMES["CL-001"].ar);
    expect(menu[0].children[0].path).toMatch(/^\/products\?c1=CL-001&c2=/);
    const faq = (await ar("/api/config/fetch?name=faq")).body.data.value;
    expect(faq[0].question).toBe(FAQ_WORDS[0].question.ar);
    const about = (await ar("/api/content/page/about-us")).body.data;
    expect(about.title).toBe(PAGE_WORDS["about-us"].title.ar);
    // Translated title, English body: the fallback is per field (every page's body is translated
    // in the demo data, so this one's is taken away, and put back after).
    const bodyOfPrivacy = and(
      eq(translations.kind, "page"),
      eq(translations.key, "privacy-policy"),
      eq(translations.locale, "ar"),
      eq(translations.field, "body"),
    );
    const [privacyBody] = await api.db.delete(translations).where(bodyOfPrivacy).returning();
    expect(privacyBody.value).toBe(PAGE_WORDS["privacy-policy"].body?.ar);
    const [privacy, privacyEn] = await Promise.all([
      ar("/api/content/page/privacy-policy"),
      api.request("/api/content/page/privacy-policy"),
    ]);
    expect(privacy.body.data.title).toBe(PAGE_WORDS["privacy-policy"].title.ar);
    expect(privacy.body.data.body).toBe(privacyEn.body.data.body);
    await api.db.insert(translations).values(privacyBody);
    const contact = (await ar("/api/content/page/contact-us")).body.data;
    expect(contact.body).toBe(PAGE_WORDS["contact-us"].body?.ar);
    expect(contact.body).toContain("## ساعات العمل");
    const banners = (await ar("/api/content/banner/external")).body.data;
    expect(banners[0].title).toMatch(/[\u0600-\u06ff]/);
    expect(banners[0].link).toMatch(/^\//);
    const catalog = (await api.request("/api/content/catalog/on-sale?locale=fr")).body.data;
    expect(catalog.title).toBe("Soldes");
    const [shipping, payment] = await Promise.all([
      ar("/api/checkout/shipping-options"),
      ar("/api/checkout/payment-methods"),
    ]);
    expect(shipping.body.data.map((o: { name: string }) => o.name)).toEqual(["توصيل عادي", "توصيل سريع"]);
    expect(payment.body.data[0].name).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("the blog in a locale", () => {
  it("shows a post's translated title, body and summary, the newest's and the oldest's alike", async () => {
    const [ar, en] = await Promise.all([
      api.request("/api/content/blog/detail/bottle-feeding-basics?locale=ar"),
      api.request("/api/content/blog/detail/bottle-feeding-basics"),
    ]);
    expect(ar.body.data).toMatchObject({
      title: BLOG_TITLES["bottle-feeding-basics"].ar,
      summary: BLOG_WORDS["bottle-feeding-basics"].summary.ar,
      body: BLOG_WORDS["bottle-feeding-basics"].body.ar,
      author: en.body.data.author,
    });
    const [older, olderEn] = await Promise.all([
      api.request("/api/content/blog/detail/a-calm-bath-time-routine?locale=fr"),
      api.request("/api/content/blog/detail/a-calm-bath-time-routine"),
    ]);
    expect(older.body.data).toMatchObject({
      title: BLOG_TITLES["a-calm-bath-time-routine"].fr,
      summary: BLOG_WORDS["a-calm-bath-time-routine"].summary.fr,
      body: BLOG_WORDS["a-calm-bath-time-routine"].body.fr,
    });
    expect(older.body.data.body).not.toBe(olderEn.body.data.body);
    // The listing carries the translated summaries too.
    const listing = (await api.request("/api/content/blog/all?locale=fr&pageSize=3")).body.data;
    const post = listing.find((one: { slug: string }) => one.slug === "bottle-feeding-basics");
    expect(post.summary).toBe(BLOG_WORDS["bottle-feeding-basics"].summary.fr);
  });
});

describe("search in the shopper's locale", () => {
  type Card = { id: number; title: string };

  it("finds Arabic titles with or without tashkeel, alef forms and tatweel", async () => {
    const plain = await api.request(`/api/search?q=${encodeURIComponent("فستان")}&locale=ar&pageSize=48`);
    expect(plain.body.paging.total).toBeGreaterThan(0);
    for (const card of plain.body.data as Card[]) expect(card.title).toContain("فستان");
    for (const variant of ["فُسْتَان", "فســتان"]) {
      const found = await api.request(`/api/search?q=${encodeURIComponent(variant)}&locale=ar&pageSize=48`);
      expect(found.body.paging.total, variant).toBe(plain.body.paging.total);
    }
    // أرنب (Bunny Comforter) is found typed with a bare alef.
    const bunny = await api.request(`/api/search?q=${encodeURIComponent("ارنب")}&locale=ar`);
    expect(bunny.body.data.some((card: Card) => card.title.includes("أرنب"))).toBe(true);
  });

  it("finds French titles without their accents, and English search stays as it was", async () => {
    const fr = await api.request(`/api/search?q=${encodeURIComponent("velours cotele")}&locale=fr`);
    expect(fr.body.paging.total).toBeGreaterThan(0);
    for (const card of fr.body.data as Card[]) expect(card.title).toContain("velours côtelé");
    const en = await api.request("/api/search?q=corduroy");
    expect(en.body.paging.total).toBe(fr.body.paging.total);
    expect((await api.request("/api/search?q=corduroy&locale=en")).body).toEqual(en.body);
  });

  it("filters a listing by the titles of its locale, as search matches them; English as it was", async () => {
    const ids = (cards: Card[]) => cards.map((card) => card.id).sort((a, b) => a - b);
    for (const [locale, q] of [
      ["ar", "فُسْتَان"],
      ["ar", "ارنب"],
      ["fr", "velours cotele"],
    ] as const) {
      const text = encodeURIComponent(q);
      const [listing, search] = await Promise.all([
        api.request(`/api/products?q=${text}&locale=${locale}&pageSize=48`),
        api.request(`/api/search?q=${text}&locale=${locale}&pageSize=48`),
      ]);
      expect(listing.status).toBe(200);
      expect(listing.body.paging.total, q).toBeGreaterThan(0);
      expect(listing.body.paging.total, q).toBe(search.body.paging.total);
      expect(ids(listing.body.data), q).toEqual(ids(search.body.data));
      // Other filters still apply beside it.
      const cheap = await api.request(`/api/products?q=${text}&locale=${locale}&maxPrice=1&pageSize=48`);
      expect(cheap.body.paging.total).toBe(0);
    }
    // The English listing matches English titles only, as before.
    const arabicInEnglish = await api.request(`/api/products?q=${encodeURIComponent("فستان")}`);
    expect(arabicInEnglish.body.paging.total).toBe(0);
    const [en, enSearch] = await Promise.all([
      api.request("/api/products?q=corduroy&pageSize=48"),
      api.request("/api/search?q=corduroy&pageSize=48"),
    ]);
    expect(ids(en.body.data)).toEqual(ids(enSearch.body.data));
  });

  it("answers the same from memory and from the database", async () => {
    for (const [locale, q, page] of [
      ["ar", "فستان", 1],
      ["ar", "قطن", 2],
      ["ar", "ا", 3],
      ["fr", "robe", 1],
      ["fr", "e", 4],
      ["fr", "zzz", 1],
    ] as const) {
      const query = { q, page, pageSize: 7 };
      const memory = await searchIdsFromMemory(api.db, locale, query);
      expect(memory, `${locale} ${q}`).toEqual(await searchIdsFromDatabase(api.db, locale, query));
    }
  });
});

describe("the back office's translations", () => {
  const productPath = () => `/api/admin/products/${first.id}/translations`;

  it("shows a product's English and translations, to staff only", async () => {
    expect((await api.request(productPath())).status).toBe(401);
    const { status, body } = await api.request(productPath(), { headers: staff.headers });
    expect(status).toBe(200);
    expect(body.data.english.title).toBe(first.title);
    expect(body.data.translations.ar.title).toBe(titleWords(first.title)!.ar);
  });

  it("replaces one locale's fields, and the shop shows them at once, English where one is removed", async () => {
    const before = await api.request(`/api/products?locale=fr&pageSize=3`);
    expect(before.body.data[0].id).toBe(first.id);
    const saved = await api.request(`${productPath()}/fr`, {
      method: "PUT",
      headers: staff.headers,
      json: { title: "Veste d’essai", description: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.translations.fr).toEqual({ title: "Veste d’essai" });
    const [page, listing, search] = await Promise.all([
      api.request(`/api/products/${first.slug}/summary?locale=fr`),
      api.request(`/api/products?locale=fr&pageSize=3`),
      api.request(`/api/search?q=${encodeURIComponent("veste d’essai")}&locale=fr`),
    ]);
    expect(page.body.data.title).toBe("Veste d’essai");
    expect(page.body.data.description).toBe(first.description);
    expect(listing.body.data[0].title).toBe("Veste d’essai");
    expect(search.body.data.map((card: Card) => card.id)).toEqual([first.id]);
  });

  it("translates a page, and refuses en, an unknown locale, a missing page and an overlong title", async () => {
    const path = "/api/admin/pages/refund-policy/translations";
    const saved = await api.request(`${path}/fr`, {
      method: "PUT",
      headers: staff.headers,
      json: { body: "Vous pouvez retourner un article sous 30 jours." },
    });
    expect(saved.status).toBe(200);
    const page = (await api.request("/api/content/page/refund-policy?locale=fr")).body.data;
    expect(page).toMatchObject({
      title: PAGE_WORDS["refund-policy"].title.fr,
      body: "Vous pouvez retourner un article sous 30 jours.",
    });
    for (const [url, json, status] of [
      [`${path}/en`, { title: "x" }, 400],
      [`${path}/de`, { title: "x" }, 400],
      ["/api/admin/pages/no-such-page/translations/fr", { title: "x" }, 404],
      [`${path}/ar`, { title: "x".repeat(201) }, 400],
    ] as const) {
      const answer = await api.request(url, { method: "PUT", headers: staff.headers, json });
      expect(answer.status, url).toBe(status);
    }
  });
});

type Card = { id: number; title: string };
