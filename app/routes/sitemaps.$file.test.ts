import { expect, test } from "vitest";

import { settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./sitemaps.$file";

const file = (name: string) => settle(loader, webRequest(`/sitemaps/${name}`), { file: name });

test("the products file lists every product", async () => {
  const result = await file("products-1.xml");
  expect(result.status).toBe(200);
  expect(result.data).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const urls = [...result.data.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const { body } = await shop.api.request("/api/products?pageSize=1");
  expect(urls).toHaveLength(body.paging.total);
  expect(urls.every((url) => /^http:\/\/localhost:3000\/products\/[a-z0-9-]+$/.test(url))).toBe(true);
});

test("a locale's file lists its pages, each with its alternates in every locale", async () => {
  const result = await file("ar-pages.xml");
  expect(result.status).toBe(200);
  expect(result.data).toContain(
    '<url><loc>http://localhost:3000/ar/faq</loc><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/fr/faq"/></url>',
  );
  expect((await file("xx-pages.xml")).status).toBe(404);
});

test("the pages file lists the shop's own pages, escaped, and no product", async () => {
  const result = await file("pages.xml");
  expect(result.data).toContain("<loc>http://localhost:3000/</loc>");
  expect(result.data).toContain("<loc>http://localhost:3000/products?c1=CL-001&amp;c2=DR-001</loc>");
  expect(result.data).toContain("<loc>http://localhost:3000/catalog/new-arrival</loc>");
  expect(result.data).toContain("<loc>http://localhost:3000/page/privacy-policy</loc>");
  expect(result.data).toMatch(
    /<loc>http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
  );
  expect(result.data).not.toContain("/products/");
});

test("a file past the last one, or any other name, is not found", async () => {
  for (const name of ["products-2.xml", "products-0.xml", "products-x.xml", "other.xml"]) {
    expect((await file(name)).status, name).toBe(404);
  }
});

test("the API down: 503", async () => {
  expect((await whileApiDown(() => file("products-1.xml"))).status).toBe(503);
});
