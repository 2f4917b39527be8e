import { expect, test } from "vitest";

import {
  newMember,
  settle,
  shop,
  toastOf,
  webRequest,
  whileApiDown,
  whileFailing,
} from "../../tests/setup/routes";
import { action, loader } from "./products.$slug";

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
  expect(result.data.error.rating).toEqual(["Please choose a rating"]);
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
