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
