// robots.txt asks the API nothing: no upstream-down case.
import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./robots[.]txt";

test("crawl everything but the shopper's own pages; the sitemap's address", async () => {
  const result = await settle(loader, webRequest("/robots.txt"));
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(result.data).toContain("Disallow: /member\n");
  expect(result.data).toContain("Disallow: /checkout\n");
  expect(result.data).toContain("Disallow: /ar/cart\n");
  expect(result.data).toContain("Disallow: /fr/member\n");
  expect(result.data).toContain("Sitemap: http://localhost:3000/sitemap.xml\n");
});
