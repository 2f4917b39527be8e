import { expect, test } from "vitest";

import { args, settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./sitemap[.]xml";

test("every product, category, catalog, post and page, cached for an hour", async () => {
  const result = await settle(loader(args(webRequest("/sitemap.xml"))));
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(result.headers.get("Cache-Control")).toContain("max-age=3600");
  const { body } = await shop.api.request("/api/products?pageSize=1");
  const products = result.data.match(/<loc>http:\/\/localhost:3000\/products\/[^<]+<\/loc>/g) ?? [];
  expect(products).toHaveLength(body.paging.total);
  expect(result.data).toContain("<loc>http://localhost:3000/page/privacy-policy</loc>");
  expect(result.data).toContain("<loc>http://localhost:3000/catalog/new-arrival</loc>");
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader(args(webRequest("/sitemap.xml")))));
  expect(result.status).toBe(503);
});
