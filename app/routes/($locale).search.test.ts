import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).search";

test("titles that contain the words, whatever their case", async () => {
  const result = await settle(loader, webRequest("/search?q=DRESS"));
  expect(result.status).toBe(200);
  expect(result.data.q).toBe("DRESS");
  expect(result.data.results.data.length).toBeGreaterThan(0);
  for (const product of result.data.results.data) expect(product.title.toLowerCase()).toContain("dress");
});

test("empty text asks nothing and finds nothing", async () => {
  const result = await settle(loader, webRequest("/search?q=%20%20"));
  expect(result.data).toMatchObject({ q: "", title: "Search", results: null });
});

test("a very long query is cut to 100 characters", async () => {
  const result = await settle(loader, webRequest(`/search?q=${"a".repeat(500)}`));
  expect(result.data.q).toHaveLength(100);
  expect(result.data.results.data).toEqual([]);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/search?q=dress")));
  expect(result.status).toBe(503);
});
