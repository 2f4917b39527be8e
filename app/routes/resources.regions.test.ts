import { expect, test } from "vitest";

import { settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./resources.regions";

test("the cities of a province, cacheable", async () => {
  const { provinceId } = await shop.helpers.validAddress();
  const result = await settle(loader, webRequest(`/resources/regions?level=city&parentId=${provinceId}`));
  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({ level: "city", parentId: provinceId });
  expect(result.data.regions.length).toBeGreaterThan(0);
  expect(result.headers.get("Cache-Control")).toBe("public, max-age=300");
});

test("no level or parent: 400 with a message", async () => {
  const result = await settle(loader, webRequest("/resources/regions?level=planet&parentId=x"));
  expect(result.status).toBe(400);
  expect(result.data).toEqual({ message: "Ask for a level and a parent id" });
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() =>
    settle(loader, webRequest("/resources/regions?level=city&parentId=1")),
  );
  expect(result.status).toBe(503);
});
