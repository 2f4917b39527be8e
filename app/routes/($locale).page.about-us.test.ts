import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).page.about-us";

test("about us: the text, the team and what parents say", async () => {
  const result = await settle(loader, webRequest("/page/about-us"));
  expect(result.status).toBe(200);
  expect(result.data.page.title).toBe("About Us");
  expect(result.data.team.length).toBeGreaterThan(0);
  expect(result.data.testimonials.length).toBeGreaterThan(0);
  expect(result.headers.get("Cache-Control")).toContain("s-maxage");
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/page/about-us")));
  expect(result.status).toBe(503);
});
