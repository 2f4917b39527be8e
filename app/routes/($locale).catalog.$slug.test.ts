import { expect, test } from "vitest";

import { settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).catalog.$slug";

test("a catalog is a listing fixed to its collection", async () => {
  const result = await settle(loader, webRequest("/catalog/new-arrival"), { slug: "new-arrival" });
  expect(result.status).toBe(200);
  expect(result.data.title).toBeTruthy();
  expect(result.data.crumbs).toEqual([{ name: result.data.title, path: "/catalog/new-arrival" }]);
  const { body } = await shop.api.request("/api/products?collection=new%20arrival&pageSize=1");
  expect(body.paging.total).toBeGreaterThan(0);
  expect(result.data.paging.total).toBe(body.paging.total);
  expect(result.data.data.length).toBeGreaterThan(0);
  expect(result.data.seo.url).toBe("http://localhost:3000/catalog/new-arrival");
  expect(result.data.baseUrl).toBe("http://localhost:3000/");
  expect(result.headers.get("Cache-Control")).toContain("s-maxage");
});

test("an unknown catalog is a 404", async () => {
  const result = await settle(loader, webRequest("/catalog/nothing-here"), { slug: "nothing-here" });
  expect(result.status).toBe(404);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() =>
    settle(loader, webRequest("/catalog/new-arrival"), { slug: "new-arrival" }),
  );
  expect(result.status).toBe(503);
});
