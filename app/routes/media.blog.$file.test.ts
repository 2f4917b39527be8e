import { expect, test } from "vitest";

import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./media.blog.$file";

test("a picture of the blog folder comes through the web", async () => {
  const { body } = await shop.api.request("/api/content/blog/all");
  const src = body.data[0].image as string;
  expect(src).toMatch(/^blog\//);
  const result = await settle(loader, webRequest(`/media/${src}`), { file: src.split("/")[1] });
  expect(result.status).toBe(200);
  expect(result.data).toContain("<svg");
});
