import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).sitemap";

test("the categories, catalogs and posts on one page", async () => {
  const result = await settle(loader, webRequest("/sitemap"));
  expect(result.status).toBe(200);
  expect(result.data.categories.map((c: { code: string }) => c.code)).toEqual(
    expect.arrayContaining(["CL-001", "ES-001", "DR-001", "PL-001"]),
  );
  expect(result.data.catalogs.length).toBeGreaterThan(0);
  expect(result.data.posts.length).toBeGreaterThan(0);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/sitemap")));
  expect(result.status).toBe(503);
});

test("in Arabic: the title, description and posts of the locale, and the page's own words", async () => {
  const result = await settle(loader, webRequest("/ar/sitemap"));
  expect(result.data.seo).toMatchObject({
    title: "خريطة الموقع",
    description: "كل أقسام متجر Little Sprout في صفحة واحدة.",
  });
  expect(result.data.posts[0].title).toMatch(/[\u0600-\u06FF]/);
  expect(result.data.messages).toContain("كل المنتجات");
});
