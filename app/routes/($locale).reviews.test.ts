import { expect, test } from "vitest";

import { settle, shop, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).reviews";

test("every published review, newest first, ten a page", async () => {
  const { slug } = await shop.helpers.variantWithStock(5);
  for (const title of ["First one", "Second one"]) {
    const json = { name: "Robin", rating: 5, title, body: "Soft and washes well, would buy again." };
    await shop.helpers.review(slug, json);
  }
  const result = await settle(loader, webRequest("/reviews"));
  expect(result.status).toBe(200);
  expect(result.data.reviews.data.map((review: { title: string }) => review.title).slice(0, 2)).toEqual([
    "Second one",
    "First one",
  ]);
  expect(result.data.reviews.paging).toMatchObject({ page: 1, pageSize: 10 });
});

test("a page that is not a number shows the first", async () => {
  const result = await settle(loader, webRequest("/reviews?page=abc"));
  expect(result.data.reviews.paging.page).toBe(1);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/reviews")));
  expect(result.status).toBe(503);
});
