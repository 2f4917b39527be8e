import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).faq";

// First: the FAQ is then read from the API (later tests find it in the web's cache).
test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/faq")));
  expect(result.status).toBe(503);
});

test("the questions and answers", async () => {
  const result = await settle(loader, webRequest("/faq"));
  expect(result.status).toBe(200);
  expect(result.data.seo.url).toBe("http://localhost:3000/faq");
  expect(JSON.stringify(result.data.faq).length).toBeGreaterThan(100);
});
