import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { auditLog, products } from "../../server/db/schema";
import { newStaffMember, type StaffMember } from "../../tests/setup/admin-routes";
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
