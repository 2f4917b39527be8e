import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ProductDetailResponse, ProductListResponse } from "./contract";
import { queryRows } from "./db/client";
import { catalogueChanged } from "./lib/catalogue-events";
import { createTestApi } from "./testing";
import { shopHelpers } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
let helpers: ReturnType<typeof shopHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  helpers = shopHelpers(api);
});
afterAll(() => api.close());

type Card = {
  id: number;
  title: string;
  price: number;
  brand: string;
  colors: string[];
  categoryCode: string;
};

async function list(query: string) {
  const response = await api.request(`/api/products?${query}`);
  expect(response.status).toBe(200);
  return ProductListResponse.parse(response.body);
}

describe("GET /api/products", () => {
  it("pages the whole catalogue 12 at a time by default", async () => {
    const { data, paging } = await list("");
    expect(data).toHaveLength(12);
    expect(paging).toMatchObject({ page: 1, pageSize: 12 });
    expect(paging.total).toBeGreaterThanOrEqual(240);
    expect(paging.totalPages).toBe(Math.ceil(paging.total / 12));
  });

  it("filters by top category and sub-category", async () => {
    const { data, paging } = await list("c1=CL-001&c2=DR-001&pageSize=48");
    expect(paging.total).toBeGreaterThan(0);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.parentCategoryCode === "CL-001" && p.categoryCode === "DR-001")).toBe(true);
    const essentials = await list("c1=ES-001&pageSize=48");
    expect(new Set(essentials.data.map((p) => p.parentCategoryCode))).toEqual(new Set(["ES-001"]));
  });

  it("keeps prices between the bounds, both inclusive", async () => {
    const all = await list("pageSize=48&sort=low");
    const bound = all.data[5].price;
    const exact = await list(`minPrice=${bound}&maxPrice=${bound}&pageSize=48`);
    expect(exact.data.length).toBeGreaterThan(0);
    expect(exact.data.every((p) => p.price === bound)).toBe(true);
    const range = await list("minPrice=30&maxPrice=60&pageSize=48");
    expect(range.data.length).toBeGreaterThan(0);
    expect(range.data.every((p) => p.price >= 30 && p.price <= 60)).toBe(true);
  });

  it("filters by brand, colour and tag (any of the chosen values)", async () => {
    const { facets } = await list("");
    const [first, second] = facets.brands;
    const byBrand = await list(
      `brand=${encodeURIComponent(first.value)}&brand=${encodeURIComponent(second.value)}&pageSize=48`,
    );
    expect(byBrand.paging.total).toBe(first.count + second.count);
    expect(new Set(byBrand.data.map((p: Card) => p.brand))).toEqual(new Set([first.value, second.value]));
    expect(byBrand.data.every((p: Card) => [first.value, second.value].includes(p.brand))).toBe(true);

    const red = await list("color=red&pageSize=48");
    expect(red.data.length).toBeGreaterThan(0);
    expect(red.data.every((p) => p.colors.includes("red"))).toBe(true);

    const tagged = await list("tag=organic&tag=gift&pageSize=48");
    const detail = await api.request(`/api/products/${tagged.data[0].slug}/summary`);
    expect(detail.body.data.tags.some((t: string) => t === "organic" || t === "gift")).toBe(true);
  });

  it("sorts a-z, z-a, low and high", async () => {
    const titles = (await list("sort=a-z&pageSize=48")).data.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const reversed = (await list("sort=z-a&pageSize=48")).data.map((p) => p.title);
    expect(reversed[0] >= reversed[reversed.length - 1]).toBe(true);
    const low = (await list("sort=low&pageSize=48")).data.map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await list("sort=high&pageSize=48")).data.map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it("counts facets over the other filters", async () => {
    const { facets, paging } = await list("c1=CL-001&c2=DR-001");
    const dress = facets.categories.find((c) => c.value === "DR-001");
    expect(dress?.count).toBe(paging.total);
    // The category facet ignores the chosen sub-category, so siblings still show their counts.
    expect(facets.categories.length).toBeGreaterThan(1);
    expect(facets.colors.map((c) => c.value).sort()).toEqual(expect.arrayContaining(["red"]));
    expect(facets.price.min).toBeLessThanOrEqual(facets.price.max);
  });

  it("searches titles with q, ignoring case", async () => {
    const { data } = await list("q=DrEsS&pageSize=48");
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.title.toLowerCase().includes("dress"))).toBe(true);
  });

  it("answers bad input with 400 VALIDATION_ERROR naming the fields", async () => {
    for (const query of [
      "sort=cheapest",
      "page=-1",
      "page=abc",
      "pageSize=100000",
      "minPrice=-5",
      "minPrice=50&maxPrice=10",
      "c1=clothing",
      "color=purple",
      `q=${"x".repeat(500)}`,
    ]) {
      const response = await api.request(`/api/products?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errorCode, query).toBe("VALIDATION_ERROR");
      expect(Object.keys(response.body.fields).length, query).toBeGreaterThan(0);
    }
  });

  it("gives an empty page past the end, not an error", async () => {
    const { data, paging } = await list("page=999");
    expect(data).toEqual([]);
    expect(paging.page).toBe(999);
  });
});

describe("one product", () => {
  it("has its summary with variants, images and categories", async () => {
    const { data } = await list("c2=DR-001");
    const response = await api.request(`/api/products/${data[0].slug}/summary`);
    expect(response.status).toBe(200);
    const product = ProductDetailResponse.parse(response.body).data;
    expect(product.category).toMatchObject({ code: "DR-001", name: "Dress", parentCode: "CL-001" });
    expect(product.parentCategory.name).toBe("Clothing");
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.images.length).toBe(product.colors.length);
    expect(product.stock).toBe(product.variants.reduce((sum, v) => sum + v.stock, 0));
  });

  it("marks the spec's out-of-stock products with stock 0", async () => {
    const all = [];
    for (let page = 1; page <= 6; page++) all.push(...(await list(`pageSize=48&page=${page}`)).data);
    for (const id of [63, 89, 111, 120, 153, 155, 167, 184]) {
      expect(all.find((p) => p.id === id)?.stock, `product ${id}`).toBe(0);
    }
  });

  it("shows a sale price below the old price, with the discount", async () => {
    const { data } = await list("collection=on%20sale");
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) {
      expect(product.sale).toBe(true);
      expect(product.oldPrice).toBeGreaterThan(product.price);
      expect(product.price).toBeCloseTo((product.oldPrice! * (100 - product.discountPercent)) / 100, 1);
    }
  });

  it("recommends other products of the same category, not itself", async () => {
    const { data } = await list("c2=FE-001");
    const response = await api.request(`/api/products/${data[0].slug}/recommendations`);
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.every((p: Card) => p.id !== data[0].id)).toBe(true);
    expect(response.body.data[0].categoryCode).toBe("FE-001");
  });

  it("finds a variant by sku, with stock and price", async () => {
    const { data } = await list("c2=TO-001");
    const product = (await api.request(`/api/products/${data[0].slug}/summary`)).body.data;
    const variant = product.variants[0];
    const response = await api.request(`/api/products/${product.slug}/variants/${variant.sku}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      sku: variant.sku,
      stock: variant.stock,
      price: product.price,
    });
    const other = await api.request(`/api/products/${data[1].slug}/variants/${variant.sku}`);
    expect(other.status).toBe(404);
  });

  it("answers 404 NOT_FOUND for an unknown slug and 400 for a malformed one", async () => {
    for (const path of ["summary", "recommendations", "variants/NOPE-1"]) {
      const missing = await api.request(`/api/products/no-such-thing/${path}`);
      expect(missing.status).toBe(404);
      expect(missing.body.errorCode).toBe("NOT_FOUND");
    }
    const malformed = await api.request(`/api/products/${encodeURIComponent("Bad Slug!")}/summary`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/search", () => {
  it("matches titles containing the text, case-insensitively", async () => {
    const response = await api.request("/api/search?q=TOWEL");
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.every((p: Card) => p.title.toLowerCase().includes("towel"))).toBe(true);
  });

  it("finds nothing for empty or blank text", async () => {
    for (const q of ["", "%20%20"]) {
      const response = await api.request(`/api/search?q=${q}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(response.body.paging.total).toBe(0);
    }
  });

  it("treats % and _ as plain characters", async () => {
    const response = await api.request("/api/search?q=%25");
    expect(response.body.data).toEqual([]);
  });

  it("rejects text over 100 characters", async () => {
    const response = await api.request(`/api/search?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
  });
});

describe("GET /api/categories", () => {
  it("lists the spec's codes", async () => {
    const response = await api.request("/api/categories");
    const codes = response.body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        "CL-001",
        "AT-001",
        "AC-001",
        "BO-001",
        "DR-001",
        "SL-001",
        "SE-001",
        "TO-001",
        "ES-001",
        "BA-001",
        "FE-001",
        "PL-001",
      ]),
    );
  });
});

describe("media", () => {
  it("draws a different SVG per colour of a product", async () => {
    const { data } = await list("pageSize=48");
    const product = data.find((p) => p.images.length > 1)!;
    const [a, b] = await Promise.all(
      product.images.slice(0, 2).map((image) => api.request(`/media/${image.src}`)),
    );
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toContain("image/svg+xml");
    expect(a.body).toMatch(/^<svg/);
    expect(a.body).not.toBe(b.body);
  });

  it("answers 404 for an unknown image", async () => {
    expect((await api.request("/media/products/99999-red.svg")).status).toBe(404);
    expect((await api.request("/media/secrets/passwd.svg")).status).toBe(404);
  });
});

describe("particular products", () => {
  it("lists just the products asked for by id", async () => {
    const { data } = await list("ids=5&ids=17&ids=200");
    expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual([5, 17, 200]);
  });

  it("rejects malformed ids", async () => {
    expect((await api.request("/api/products?ids=abc")).status).toBe(400);
    expect((await api.request("/api/products?ids=-1")).status).toBe(400);
  });
});

describe("reviews", () => {
  const review = {
    name: "Alex",
    rating: 4,
    title: "Lovely and soft",
    body: "Washes well and my daughter loves the colour.",
  };

  it("publishes a plain review and lists it with the count and average", async () => {
    const { data } = await list("c2=BO-001&pageSize=48");
    const slug = data.find((product) => product.reviewCount === 0)!.slug;
    const created = await helpers.review(slug, review);
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe("published");
    await helpers.review(slug, { ...review, rating: 5 });
    const { status, body } = await api.request(`/api/products/${slug}/reviews`);
    expect(status).toBe(200);
    expect(body.summary).toEqual({ count: 2, average: 4.5 });
    expect(body.data[0]).toMatchObject({ name: "Alex", title: "Lovely and soft" });
  });

  it("holds a review with a link for moderation and does not list it", async () => {
    const { data } = await list("c2=BO-001&pageSize=48");
    const slug = data.filter((product) => product.reviewCount === 0)[1].slug;
    const created = await helpers.review(slug, {
      ...review,
      body: "Cheap copies at http://spam.example now",
    });
    expect(created.body.data.status).toBe("pending");
    expect((await api.request(`/api/products/${slug}/reviews`)).body.data).toEqual([]);
  });

  it("rejects bad reviews with the fields named, and unknown products with 404", async () => {
    const { data } = await list("c2=BO-001");
    const bad = await helpers.review(data[2].slug, { name: "", rating: 9, title: "x", body: "short" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["body", "name", "rating", "title"]);
    const missing = await helpers.review("no-such-thing", review);
    expect(missing.status).toBe(404);
  });
});

describe("reviews are members' and limited", () => {
  const review = { name: "Alex", rating: 1, title: "Not good", body: "One star from someone passing by." };

  it("refuses a review without a signed-in member, and stores nothing", async () => {
    const { data } = await list("c2=BO-001&pageSize=48");
    const product = data.find((card) => card.reviewCount === 0)!;
    const anonymous = await api.request(`/api/products/${product.slug}/reviews`, {
      method: "POST",
      json: review,
    });
    expect(anonymous.status).toBe(401);
    expect((await api.request(`/api/products/${product.slug}/reviews`)).body.summary.count).toBe(0);
  });

  it("takes one review per member and product", async () => {
    const { data } = await list("c2=BO-001&pageSize=48");
    const product = data.filter((card) => card.reviewCount === 0)[2];
    const { headers } = await helpers.signUp();
    const write = (rating: number) =>
      api.request(`/api/products/${product.slug}/reviews`, {
        method: "POST",
        headers,
        json: { ...review, rating },
      });
    expect((await write(5)).status).toBe(201);
    const again = await write(1);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe("ALREADY_REVIEWED");
    const [card] = (await list(`ids=${product.id}`)).data;
    expect(card).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it("stops one address at ten reviews an hour, whatever members write them, and the stars stay true", async () => {
    const { data } = await list("c2=BO-001&pageSize=48");
    const product = data.filter((card) => card.reviewCount === 0)[3];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await helpers.review(product.slug, review, "203.0.113.60")).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await helpers.review(product.slug, review, "198.51.100.60")).status).toBe(201);
    const [card] = (await list(`ids=${product.id}`)).data;
    const { summary } = (await api.request(`/api/products/${product.slug}/reviews`)).body;
    expect(card).toMatchObject({ rating: summary.average, reviewCount: summary.count });
    expect(summary.count).toBe(11);
  });

  it("stops one member at five reviews an hour", async () => {
    const { data } = await list("c2=SE-001&pageSize=48");
    const { headers } = await helpers.signUp();
    const statuses: number[] = [];
    for (const product of data.slice(0, 6))
      statuses.push(
        (
          await api.request(`/api/products/${product.slug}/reviews`, {
            method: "POST",
            headers,
            json: review,
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("the rating shoppers see", () => {
  const review = {
    name: "Alex",
    title: "Lovely and soft",
    body: "Washes well and my daughter loves the colour.",
  };
  const post = (slug: string, json: object) => helpers.review(slug, { ...review, ...json });
  // Every place a product shows its rating: a listing, search and its own page.
  async function ratingsOf(product: { id: number; slug: string; title: string }) {
    const [listed, found, detail] = await Promise.all([
      api.request(`/api/products?ids=${product.id}`),
      api.request(`/api/search?q=${encodeURIComponent(product.title)}&pageSize=48`),
      api.request(`/api/products/${product.slug}/summary`),
    ]);
    const pick = ({ rating, reviewCount }: { rating: number; reviewCount: number }) => ({
      rating,
      reviewCount,
    });
    return [
      pick(listed.body.data[0]),
      pick(found.body.data.find((card: { id: number }) => card.id === product.id)),
      pick(detail.body.data),
    ];
  }

  it("is the average of each demo product's published reviews, and nothing without one", async () => {
    const rows = await queryRows<{
      id: number;
      rating: string;
      review_count: number;
      average: string;
      count: number;
    }>(
      api.db,
      sql`select p.id, p.rating, p.review_count, coalesce(round(avg(r.rating), 1), 0) as average, count(r.id)::int as count
          from products p left join reviews r on r.product_id = p.id and r.status = 'published' group by p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(240);
    for (const row of rows) {
      expect(Number(row.rating)).toBe(Number(row.average));
      expect(row.review_count).toBe(row.count);
    }
    const unrated = rows.filter((row) => row.count === 0);
    expect(unrated.length).toBeGreaterThan(0);
    const { data } = await list(`ids=${unrated[0].id}`);
    expect(data[0]).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it("follows reviews as they are published, held, published by hand and removed", async () => {
    const { data } = await list("c2=SE-001&pageSize=48");
    const product = data.find((card) => card.reviewCount === 0)!;
    expect(await ratingsOf(product)).toEqual(Array(3).fill({ rating: 0, reviewCount: 0 }));

    await post(product.slug, { rating: 4 });
    await post(product.slug, { rating: 5 });
    expect(await ratingsOf(product)).toEqual(Array(3).fill({ rating: 4.5, reviewCount: 2 }));
    const summary = (await api.request(`/api/products/${product.slug}/reviews`)).body.summary;
    expect(summary).toEqual({ count: 2, average: 4.5 });

    // Held for moderation: it does not count until a person publishes it.
    const held = await post(product.slug, { rating: 1, body: "Cheap copies at http://spam.example now" });
    expect(held.body.data.status).toBe("pending");
    expect((await ratingsOf(product))[0]).toEqual({ rating: 4.5, reviewCount: 2 });
    await api.db.execute(
      sql`update reviews set status = 'published' where product_id = ${product.id} and rating = 1`,
    );
    catalogueChanged(api.db); // the API's short cache, which a write by hand does not empty
    expect(await ratingsOf(product)).toEqual(Array(3).fill({ rating: 3.3, reviewCount: 3 }));

    await api.db.execute(sql`delete from reviews where product_id = ${product.id}`);
    catalogueChanged(api.db);
    expect(await ratingsOf(product)).toEqual(Array(3).fill({ rating: 0, reviewCount: 0 }));
  });
});

describe("GET /api/reviews", () => {
  it("lists published reviews of every product, newest first, with the product", async () => {
    const { data } = await list("c2=TO-001");
    const review = {
      name: "Kim",
      rating: 5,
      title: "Perfect fit",
      body: "Soft cotton and the colour stayed after many washes.",
    };
    await helpers.review(data[0].slug, review);
    await helpers.review(data[1].slug, { ...review, title: "Second one" });
    await helpers.review(data[1].slug, { ...review, title: "HELD", body: "see www.spam.example" });
    const { status, body } = await api.request("/api/reviews?pageSize=2");
    expect(status).toBe(200);
    expect(body.data.map((r: { title: string }) => r.title)).toEqual(["Second one", "Perfect fit"]);
    expect(body.data[0].product).toMatchObject({ slug: data[1].slug, title: data[1].title });
    expect(body.data[0].product.image.src).toMatch(/^products\//);
    expect(body.data.some((r: { title: string }) => r.title === "HELD")).toBe(false);
  });

  it("rejects bad paging", async () => {
    expect((await api.request("/api/reviews?page=0")).status).toBe(400);
  });
});
