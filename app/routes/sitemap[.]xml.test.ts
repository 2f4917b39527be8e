import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./sitemap[.]xml";

test("a sitemap index naming the pages file and one file per 50,000 products, in each locale, cached for an hour", async () => {
  const result = await settle(loader, webRequest("/sitemap.xml"));
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(result.headers.get("Cache-Control")).toContain("s-maxage=3600");
  expect(result.data).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // The demo's 250 products fit in one file.
  expect([...result.data.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
    "http://localhost:3000/sitemaps/pages.xml",
    "http://localhost:3000/sitemaps/products-1.xml",
    "http://localhost:3000/sitemaps/ar-pages.xml",
    "http://localhost:3000/sitemaps/ar-products-1.xml",
    "http://localhost:3000/sitemaps/fr-pages.xml",
    "http://localhost:3000/sitemaps/fr-products-1.xml",
  ]);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/sitemap.xml")));
  expect(result.status).toBe(503);
});
