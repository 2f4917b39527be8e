import { expect, test } from "vitest";

import { newMember, settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale)._index";

test("the home page: banners, the collection sliders and the latest posts, cacheable for visitors", async () => {
  const result = await settle(loader, webRequest("/"));
  expect(result.status).toBe(200);
  expect(result.data.banners.length).toBeGreaterThan(0);
  expect(result.data.posts).toHaveLength(3);
  expect(result.data.sections.map((section: { title: string }) => section.title)).toEqual([
    "New arrivals",
    "On sale",
    "Best sellers",
    "Trending now",
    "Featured",
  ]);
  for (const section of result.data.sections) expect(section.products.length).toBeGreaterThan(0);
  expect(result.headers.get("Cache-Control")).toContain("s-maxage=60");
});

test("a member's home page is not shared by a CDN", async () => {
  const member = await newMember();
  const result = await settle(loader, member.request("/"));
  expect(result.headers.get("Cache-Control")).toBe("private, no-cache");
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/")));
  expect(result.status).toBe(503);
  expect(result.headers.get("Retry-After")).toBe("30");
});

test("the sliders carry only what a slider card draws: one picture, no description or variants", async () => {
  const { data } = await settle(loader, webRequest("/"));
  for (const section of data.sections) {
    expect(Object.keys(section).sort()).toEqual(["link", "products", "title"]);
    for (const product of section.products) {
      expect(product.images.length).toBeLessThanOrEqual(1);
      expect(product).not.toHaveProperty("description");
      expect(product).not.toHaveProperty("variants");
    }
  }
});

test("five products a slider, and a product in several sliders is sent once (one object)", async () => {
  const { data } = await settle(loader, webRequest("/"));
  type Card = { id: number };
  const seen = new Map<number, Card>();
  let shared = 0;
  for (const section of data.sections as { products: Card[] }[]) {
    expect(section.products.length).toBeLessThanOrEqual(5);
    for (const product of section.products) {
      const before = seen.get(product.id);
      if (before) {
        expect(product).toBe(before);
        shared += 1;
      }
      seen.set(product.id, product);
    }
  }
  expect(shared).toBeGreaterThan(0);
});

test("canonical and Open Graph URLs are on the configured address, whatever Host the request names", async () => {
  for (const url of ["http://evil.example/", "http://localhost:3000//evil.example/"]) {
    const result = await settle(loader, new Request(url));
    expect(result.data.seo.url, url).toBe("http://localhost:3000/");
  }
});
