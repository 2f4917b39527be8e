import { expect, test } from "vitest";

import { pageMessages } from "~/lib/i18n/use-t";

import {
  apiCallsDuring,
  cookieFrom,
  newMember,
  settle,
  shop,
  toastOf,
  webRequest,
  whileApiDown,
  whileFailing,
} from "../../tests/setup/routes";
import { action, loader } from "./($locale).products.$slug";

const summaryOf = async ({ slug }: { slug: string }) =>
  (await shop.api.request(`/api/products/${slug}/summary`)).body.data;

const page = (slug: string, query = "", init?: Parameters<typeof webRequest>[1]) =>
  settle(loader, webRequest(`/products/${slug}${query}`, init), { slug });

test("a product with its related products and reviews", async () => {
  const { slug, title } = await shop.helpers.variantWithStock(5);
  const result = await page(slug);
  expect(result.status).toBe(200);
  expect(result.data.product.title).toBe(title);
  expect(result.data.recommendations.length).toBeGreaterThan(0);
  expect(result.data.reviews.summary).toMatchObject({ count: expect.any(Number) });
  expect(result.data.seo.url).toBe(`http://localhost:3000/products/${slug}`);
  expect(result.data).not.toHaveProperty("inWishlist");
});

test("three calls: the bundle's pieces come with the related products, each with its variants", async () => {
  const { slug } = await shop.helpers.variantWithStock(5);
  const { result, paths } = await apiCallsDuring(() => page(slug));
  expect(paths.sort()).toEqual(
    ["recommendations", "reviews", "summary"].map((path) => `/api/products/${slug}/${path}`),
  );
  const { product, recommendations, bundle } = result.data;
  const companions = recommendations.slice(0, 2);
  expect(bundle.map((item: { slug: string }) => item.slug)).toEqual([
    slug,
    ...companions.map((card: { slug: string }) => card.slug),
  ]);
  const pieces = [product, ...(await Promise.all(companions.map(summaryOf)))];
  bundle.forEach((item: { variants: unknown }, index: number) =>
    expect(item.variants).toEqual(
      pieces[index].variants.map(({ sku, size, color, stock }: Record<string, unknown>) => ({
        sku,
        size,
        color,
        stock,
      })),
    ),
  );
});

test("colour and size from the URL choose the variant", async () => {
  const { slug } = await shop.helpers.variantWithStock(5);
  const summary = (await shop.api.request(`/api/products/${slug}/summary`)).body.data;
  const last = summary.variants.at(-1);
  const query = `?${new URLSearchParams({ ...(last.color && { color: last.color }), ...(last.size && { size: last.size }) })}`;
  const result = await page(slug, query);
  expect(result.data.variant.sku).toBe(last.sku);
});

test("a sold-out size from the URL (the back-in-stock mail's link) stays chosen, for the alert form", async () => {
  const { slug, sku } = await shop.helpers.variantWithStock(0);
  const summary = (await shop.api.request(`/api/products/${slug}/summary`)).body.data;
  const soldOut = summary.variants.find((variant: { sku: string }) => variant.sku === sku);
  const query = `?${new URLSearchParams({ ...(soldOut.color && { color: soldOut.color }), ...(soldOut.size && { size: soldOut.size }) })}`;
  const result = await page(slug, query);
  expect(result.data.variant).toMatchObject({ sku, stock: 0 });
  expect(result.data.signedIn).toBe(false);
});

test("related products failing: the page without them (and without the bundle)", async () => {
  const { slug, title } = await shop.helpers.variantWithStock(5);
  const result = await whileFailing(/\/recommendations$/, () => page(slug));
  expect(result.status).toBe(200);
  expect(result.data.product.title).toBe(title);
  expect(result.data.recommendations).toEqual([]);
  expect(result.data.bundle.map((item: { slug: string }) => item.slug)).toEqual([slug]);
  expect(result.data.reviews).not.toBeNull();
});

test("reviews failing: the page without them", async () => {
  const { slug, title } = await shop.helpers.variantWithStock(5);
  const result = await whileFailing(/\/reviews$/, () => page(slug));
  expect(result.status).toBe(200);
  expect(result.data.product.title).toBe(title);
  expect(result.data.reviews).toBeNull();
  expect(result.data.recommendations.length).toBeGreaterThan(0);
});

test("a member's review is published and the page says thanks", async () => {
  const member = await newMember();
  const { slug } = await shop.helpers.variantWithStock(5);
  const form = { name: "Robin", rating: 4, title: "Soft", body: "Soft and washes well, would buy again." };
  const result = await settle(action, member.request(`/products/${slug}`, { form }), { slug });
  expect(result).toHaveRedirect(`/products/${slug}#reviews`);
  expect((await toastOf(result))?.message).toMatch(/^Thank you for your review!/);
  const after = await page(slug);
  expect(after.data.reviews.data.map((review: { title: string }) => review.title)).toContain("Soft");
});

test("in Arabic the thanks for a review is Arabic", async () => {
  const member = await newMember();
  const { slug } = await shop.helpers.variantWithStock(5);
  const form = { name: "Robin", rating: 5, title: "ناعم", body: "ناعم ويُغسل جيدًا، سأشتريه مرة أخرى." };
  const result = await settle(action, member.request(`/ar/products/${slug}`, { form }), { slug });
  expect(result).toHaveRedirect(`/ar/products/${slug}#reviews`);
  expect((await toastOf(result))?.message).toMatch(/^شكرًا على تقييمك! /);
});

test("a visitor is asked to sign in: a link instead of the form, and a post goes to sign in", async () => {
  const { slug } = await shop.helpers.variantWithStock(5);
  expect((await page(slug)).data.signedIn).toBe(false);
  const form = {
    name: "Robin",
    rating: 1,
    title: "Awful",
    body: "One star from someone who never bought it.",
  };
  const result = await settle(action, webRequest(`/products/${slug}`, { form }), { slug });
  expect(result.status).toBe(302);
  expect(result.headers.get("Location")).toMatch(/^\/login\?next=/);
});

test("a second review of one product by one member: 409 with the message, what was typed kept", async () => {
  const member = await newMember();
  const { slug } = await shop.helpers.variantWithStock(5);
  const form = { name: "Robin", rating: 5, title: "Great", body: "Soft and washes well, would buy again." };
  await settle(action, member.request(`/products/${slug}`, { form }), { slug });
  const again = await settle(action, member.request(`/products/${slug}`, { form: { ...form, rating: 1 } }), {
    slug,
  });
  expect(again.status).toBe(409);
  expect(again.data.error[""]).toEqual(["You have reviewed this product already. Thank you!"]);
  expect(again.data.initialValue.title).toBe("Great");
});

test("no rating: 400 with the field's message, what was typed kept, nothing stored", async () => {
  const member = await newMember();
  const { slug } = await shop.helpers.variantWithStock(5);
  const form = { name: "Robin", title: "Soft", body: "Soft and washes well, would buy again." };
  const before = (await page(slug)).data.reviews.summary.count;
  const result = await settle(action, member.request(`/products/${slug}`, { form }), { slug });
  expect(result.status).toBe(400);
  expect(result.data.error.rating).toEqual(["Choose a rating"]);
  expect(result.data.initialValue.title).toBe("Soft");
  expect((await page(slug)).data.reviews.summary.count).toBe(before);
});

test("an unknown product is a 404", async () => {
  expect((await page("no-such-product")).status).toBe(404);
});

test("a member's page is not shared by a CDN", async () => {
  const member = await newMember();
  const { slug } = await shop.helpers.variantWithStock(5);
  const result = await page(slug, "", { cookie: member.cookie });
  expect(result.headers.get("Cache-Control")).toBe("private, no-cache");
});

test("the API down: 503", async () => {
  const { slug } = await shop.helpers.variantWithStock(5);
  const result = await whileApiDown(() => page(slug));
  expect(result.status).toBe(503);
});

// Size finder (issue 26): a dress sold in 6-12m, in stock.
async function dressIn612() {
  const { body } = await shop.api.request("/api/products?c1=CL-001&c2=DR-001&age=6-12m&pageSize=1");
  return body.data[0].slug as string;
}

test("the size finder: a 7-month-old gets 6-12m chosen and marked, remembered in the visitor's cookie", async () => {
  const slug = await dressIn612();
  const found = await page(slug, "?months=7&ahead=6");
  expect(found.status).toBe(200);
  expect(found.data.finder.fit).toMatchObject({ now: "6-12m", later: "12-24m", ahead: 6 });
  expect(found.data.finder.values.months).toBe("7");
  expect(found.headers.get("Cache-Control")).toBe("private, no-cache");
  // "For wearing in 6 months": the later size is chosen when the product has it, else the first in stock.
  const now = await page(slug, "?months=7");
  expect(now.data.variant.size).toBe("6-12m");
  // The next visit remembers the child, from the session cookie alone.
  const cookie = cookieFrom(now);
  expect(cookie).toContain("__session=");
  const again = await page(slug, "", { cookie });
  expect(again.data.finder).toMatchObject({ sent: false, childLabel: "your child", fit: { now: "6-12m" } });
  // Without the cookie, no child.
  expect((await page(slug)).data.finder.fit).toBeNull();
});

test("the size finder refuses a far birth date or a height of 0 or 500 cm, keeping what was typed", async () => {
  const slug = await dressIn612();
  const year = new Date().getUTCFullYear();
  for (const [query, field, message] of [
    [`?born=${year + 2}-01-01`, "born", /at most 9 months ahead/],
    [`?born=${year - 17}-01-01`, "born", /16 years ago/],
    ["?months=7&height=0", "height", /between 30 and 200 cm/],
    ["?months=7&height=500", "height", /between 30 and 200 cm/],
    ["?height=70", "born", /birth date or age/],
  ] as const) {
    const result = await page(slug, query);
    expect(result.status, query).toBe(400);
    expect(result.data.finder.errors[field], query).toMatch(message);
    expect(result.data.finder.fit).toBeNull();
    for (const [name, value] of new URLSearchParams(query))
      expect(result.data.finder.values[name]).toBe(value);
  }
});

test("a member's children: the first by default, another by ?child=", async () => {
  const member = await newMember();
  const add = (json: object) =>
    shop.api.request("/api/member/children", { method: "POST", json, headers: member.headers });
  const today = new Date();
  const monthsAgo = (months: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
  await add({ name: "Mia", birthDate: monthsAgo(7) });
  await add({ name: "Tom", birthDate: monthsAgo(30) });
  const slug = await dressIn612();
  const first = await settle(loader, member.request(`/products/${slug}`), { slug });
  expect(first.data.finder).toMatchObject({ childLabel: "Mia", childIndex: 0, fit: { now: "6-12m" } });
  expect(first.data.finder.children).toEqual([{ name: "Mia" }, { name: "Tom" }]);
  const second = await settle(loader, member.request(`/products/${slug}?child=2`), { slug });
  expect(second.data.finder).toMatchObject({ childLabel: "Tom", fit: { now: "2-3y" } });
});

test("in French: the page's namespaces, and a visitor's child is 'votre enfant'", async () => {
  const { slug } = await shop.helpers.variantWithStock(5);
  const result = await settle(loader, webRequest(`/fr/products/${slug}?months=7`), { locale: "fr", slug });
  expect(result.status).toBe(200);
  expect(result.data.finder.childLabel).toBe("votre enfant");
  const namespaces = new Set(Object.keys(pageMessages(result.data)).map((id) => id.split(".")[0]));
  expect([...namespaces].sort()).toEqual(["colour", "product", "share", "sizes", "stockAlert"]);
});
