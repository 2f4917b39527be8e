import { expect, test } from "vitest";

import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./media.products.$file";

test("a picture of the products folder comes through the web", async () => {
  const { body } = await shop.api.request("/api/products?pageSize=1");
  const src = body.data[0].images[0].src as string;
  expect(src).toMatch(/^products\//);
  const result = await settle(loader, webRequest(`/media/${src}`), { file: src.split("/")[1] });
  expect(result.status).toBe(200);
  expect(result.data).toContain("<svg");
});
