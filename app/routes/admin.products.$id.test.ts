import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { auditLog, products } from "../../server/db/schema";
import { newStaffMember, noticeAfter, type StaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin.products.$id";

const rowOf = async (id: number) => (await shop.db.select().from(products).where(eq(products.id, id)))[0];
const post = (member: StaffMember, id: number, form: Record<string, string>) =>
  settle(action, member.request(`/admin/products/${id}`, { form }), { id: String(id) });
const shopPage = (slug: string) => shop.api.request(`/api/products/${slug}/summary`);

test("a product's price and variants; an unknown or odd id is a 404", async () => {
  const member = await newStaffMember();
  const variant = await shop.helpers.variantWithStock(7);
  const path = `/admin/products/${variant.productId}`;
  const { data } = await settle(loader, member.request(path), { id: String(variant.productId) });
  expect(data.product).toMatchObject({ id: variant.productId, title: variant.title, published: true });
  expect(data.product.variants).toContainEqual(expect.objectContaining({ sku: variant.sku, stock: 7 }));
  for (const id of ["999999999", "abc", "1e3"])
    expect((await settle(loader, member.request(`/admin/products/${id}`), { id })).status, id).toBe(404);
});

test("a new price and sale: saved, shown in the shop; off sale, the discount is 0", async () => {
  const member = await newStaffMember();
  const { productId, slug } = await shop.helpers.variantWithStock(5);
  const path = `/admin/products/${productId}`;
  expect(
    await post(member, productId, { intent: "price", listPrice: "40", sale: "on", discountPercent: "25" }),
  ).toHaveRedirect(path);
  expect((await shopPage(slug)).body.data).toMatchObject({ price: 30, oldPrice: 40, sale: true });
  expect(
    await post(member, productId, { intent: "price", listPrice: "12.50", discountPercent: "25" }),
  ).toHaveRedirect(path);
  expect(await rowOf(productId)).toMatchObject({
    listPriceCents: 1250,
    priceCents: 1250,
    discountPercent: 0,
  });
});

test("the sale's last day: shown on the product screen and in the shop, kept until changed; a bad day is said", async () => {
  const member = await newStaffMember();
  const { productId, slug } = await shop.helpers.variantWithStock(5);
  const price = { intent: "price", listPrice: "40", sale: "on", discountPercent: "20" };
  expect(await post(member, productId, { ...price, saleEndsOn: "2031-05-31" })).toHaveRedirect(
    `/admin/products/${productId}`,
  );
  const page = await settle(loader, member.request(`/admin/products/${productId}`), {
    id: String(productId),
  });
  expect(page.data.product.saleEndsAt).toBe("2031-05-31T23:59:59.000Z");
  expect((await shopPage(slug)).body.data.saleEndsAt).toBe("2031-05-31T23:59:59.000Z");

  const bad = await post(member, productId, { ...price, saleEndsOn: "31/05/2031" });
  expect(bad.status).toBe(400);
  expect(bad.data.result.error.saleEndsOn).toEqual(["Use a date such as 2026-12-31"]);
  expect(bad.data.result.initialValue.saleEndsOn).toBe("31/05/2031");

  expect(await post(member, productId, { ...price, saleEndsOn: "" })).toHaveRedirect(
    `/admin/products/${productId}`,
  );
  expect((await rowOf(productId)).saleEndsAt).toBeNull();
});

test("a price of -1, a stock of 10^9, NUL, a sale without a discount: said by the field, kept, nothing changes", async () => {
  const member = await newStaffMember();
  const variant = await shop.helpers.variantWithStock(4);
  const before = await rowOf(variant.productId);
  const cases: [Record<string, string>, string, RegExp][] = [
    [{ intent: "price", listPrice: "-1", discountPercent: "0" }, "listPrice", /at least 0\.01/],
    [{ intent: "price", listPrice: "ten", discountPercent: "0" }, "listPrice", /as a number/],
    [{ intent: "price", listPrice: "9.999", discountPercent: "0" }, "listPrice", /two decimals/],
    // NUL makes it no number (the control-character rule of every form is not reached).
    [{ intent: "price", listPrice: "10\u0000", discountPercent: "0" }, "listPrice", /as a number/],
    [{ intent: "price", listPrice: "10", sale: "on", discountPercent: "" }, "discountPercent", /1 to 90/],
    [
      { intent: "price", listPrice: "10", sale: "on", discountPercent: "95" },
      "discountPercent",
      /at most 90/,
    ],
    [{ intent: "stock", sku: variant.sku, stock: "1000000000" }, "stock", /at most 100,000/],
    [{ intent: "stock", sku: variant.sku, stock: "-3" }, "stock", /cannot be negative/],
  ];
  for (const [form, field, says] of cases) {
    const result = await post(member, variant.productId, form);
    expect(result.status, JSON.stringify(form)).toBe(400);
    expect(result.data.intent).toBe(form.intent);
    expect(result.data.result.error[field].join(" ")).toMatch(says);
    // What was typed comes back for the form to show again.
    for (const [name, value] of Object.entries(form))
      if (name !== "intent" && value) expect(result.data.result.initialValue[name]).toBe(value);
  }
  expect(await rowOf(variant.productId)).toEqual(before);
  expect(await shop.helpers.stockOf(variant.sku)).toBe(4);
});

test("a variant's stock set; a SKU the API does not know is said above the form", async () => {
  const member = await newStaffMember();
  const variant = await shop.helpers.variantWithStock(2);
  expect(
    await post(member, variant.productId, { intent: "stock", sku: variant.sku, stock: "15" }),
  ).toHaveRedirect(`/admin/products/${variant.productId}`);
  expect(await shop.helpers.stockOf(variant.sku)).toBe(15);
  const unknown = await post(member, variant.productId, { intent: "stock", sku: "NO-SUCH-SKU", stock: "1" });
  expect(unknown.status).toBe(404);
});

test("taken out of the shop: its page answers 404 there; put back, it answers again; both audited", async () => {
  const member = await newStaffMember();
  const { productId, slug } = await shop.helpers.variantWithStock(5);
  try {
    expect(await post(member, productId, { intent: "unpublish" })).toHaveRedirect(
      `/admin/products/${productId}`,
    );
    expect((await shopPage(slug)).status).toBe(404);
    const page = await settle(loader, member.request(`/admin/products/${productId}`), {
      id: String(productId),
    });
    expect(page.data.product.published).toBe(false);
  } finally {
    expect(await post(member, productId, { intent: "publish" })).toHaveRedirect(
      `/admin/products/${productId}`,
    );
  }
  expect((await shopPage(slug)).status).toBe(200);
  const entries = await shop.db.select().from(auditLog).where(eq(auditLog.target, slug));
  expect(entries.filter((entry) => entry.action === "product.publish")).toHaveLength(2);
});

test("no staff session: to sign in", async () => {
  expect(await settle(loader, webRequest("/admin/products/1"), { id: "1" })).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fproducts%2F1",
  );
});

// ---------- translations ----------

const translation = (locale: string, fields: Record<string, string>) => ({
  intent: "translation",
  locale,
  ...fields,
});
const inLocale = async (slug: string, locale: string) =>
  (await shop.api.request(`/api/products/${slug}/summary?locale=${locale}`)).body.data;

test("the product's translations: English and each locale's fields, Arabic right to left", async () => {
  const member = await newStaffMember();
  const { productId, title } = await shop.helpers.variantWithStock(3);
  const { data } = await settle(loader, member.request(`/admin/products/${productId}`), {
    id: String(productId),
  });
  expect(data.translated.english.title).toBe(title);
  // The demo data comes translated (server/seed/translations.ts).
  expect(data.translated.translations.ar.title).toBe((await inLocale(data.product.slug, "ar")).title);
  expect(data.translation.locales).toEqual([
    { code: "ar", dir: "rtl" },
    { code: "fr", dir: "ltr" },
  ]);
  expect(data.translation.fields).toEqual([
    { name: "title", label: "Title", multiline: false, maxLength: 200 },
    { name: "description", label: "Description", multiline: true, maxLength: 10_000 },
  ]);
});

test("an Arabic title saved shows in the shop; emptied, the shop shows English again; audited", async () => {
  const member = await newStaffMember();
  const { productId, slug, title } = await shop.helpers.variantWithStock(3);
  const path = `/admin/products/${productId}`;
  const english = await inLocale(slug, "en");
  const saved = await post(member, productId, translation("ar", { title: "فستان تجريبي", description: "" }));
  expect(saved).toHaveRedirect(path);
  expect(await noticeAfter(saved)).toBe("Arabic translation saved.");
  expect(await inLocale(slug, "ar")).toMatchObject({
    title: "فستان تجريبي",
    description: english.description,
  });
  const { data } = await settle(loader, member.request(path), { id: String(productId) });
  expect(data.translated.translations.ar).toEqual({ title: "فستان تجريبي" });

  // Sent as the browser sends it (multipart), empty: the translation is removed.
  const form = new FormData();
  for (const [name, value] of Object.entries(translation("ar", { title: "", description: "" })))
    form.append(name, value);
  const emptied = await settle(
    action,
    new Request(new URL(path, "http://localhost:3000"), {
      method: "POST",
      headers: { Cookie: member.cookie },
      body: form,
    }),
    { id: String(productId) },
  );
  expect(emptied).toHaveRedirect(path);
  expect((await inLocale(slug, "ar")).title).toBe(title);
  const entries = await shop.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `${productId} ar`));
  expect(entries.map((entry) => entry.action)).toEqual(["product.translation", "product.translation"]);
});

test("a title of 201 characters, English, an unknown locale, NUL: said by the field, kept, nothing changes", async () => {
  const member = await newStaffMember();
  const { productId, slug } = await shop.helpers.variantWithStock(3);
  const before = await inLocale(slug, "fr");
  const cases: [Record<string, string>, string, RegExp][] = [
    [translation("fr", { title: "x".repeat(201), description: "Une robe" }), "title", /at most 200/],
    [translation("en", { title: "Dress" }), "locale", /other than en/],
    [translation("de", { title: "Kleid" }), "locale", /other than en/],
    [translation("fr", { title: "Robe\u0000" }), "title", /control/i],
  ];
  for (const [form, field, says] of cases) {
    const result = await post(member, productId, form);
    expect(result.status, JSON.stringify(form)).toBe(400);
    expect(result.data).toMatchObject({ intent: "translation", locale: form.locale });
    expect(result.data.result.error[field].join(" ")).toMatch(says);
    for (const [name, value] of Object.entries(form))
      if (name !== "intent") expect(result.data.result.initialValue[name]).toBe(value);
  }
  expect(await inLocale(slug, "fr")).toEqual(before);
});
