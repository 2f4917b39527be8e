import { expect, test } from "vitest";

import { settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./media.$";

async function aPicture() {
  const { body } = await shop.api.request("/api/products?pageSize=1");
  return body.data[0].images[0].src as string;
}

test("a catalogue picture comes through the web, with the API's cache headers", async () => {
  const src = await aPicture();
  const result = await settle(loader, webRequest(`/media/${src}`), { "*": src });
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toContain("image/svg+xml");
  expect(result.headers.get("Cache-Control")).toBeTruthy();
  expect(result.data).toContain("<svg");
});

test("a path that is not a picture's, or a picture that is not there: 404", async () => {
  for (const path of ["../etc/passwd", "products/nothing-here.svg"]) {
    const result = await settle(loader, webRequest(`/media/${path}`), { "*": path });
    expect(result.status).toBe(404);
  }
});

test("the API down: 503", async () => {
  const src = await aPicture();
  const result = await whileApiDown(() => settle(loader, webRequest(`/media/${src}`), { "*": src }));
  expect(result.status).toBe(503);
});
