import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CurrenciesConfig, Look, LOOK_GROUPS, MenuConfig, TeamMember, Testimonial } from "./contract";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("content blocks", () => {
  it.each([
    ["/api/content/banner/external", ["title", "subtitle", "image", "link", "cta"]],
    ["/api/content/popup/external", ["type", "title", "body"]],
    ["/api/content/instagram/external", ["image", "alt", "link"]],
  ])("%s lists blocks in order", async (path, keys) => {
    const response = await api.request(path);
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    for (const key of keys) expect(response.body.data[0]).toHaveProperty(key);
  });

  it("has one popup of each kind", async () => {
    const { body } = await api.request("/api/content/popup/external");
    expect(body.data.map((p: { type: string }) => p.type).sort()).toEqual([
      "age-check",
      "exit",
      "newsletter",
      "offer",
    ]);
  });
});

describe("lookbook, team and testimonials", () => {
  it("lists looks of every group, each featuring products that exist", async () => {
    const { status, body } = await api.request("/api/content/lookbook/external");
    expect(status).toBe(200);
    const looks = body.data.map((look: unknown) => Look.parse(look));
    expect(new Set(looks.map((look: Look) => look.group))).toEqual(new Set(LOOK_GROUPS));
    for (const look of looks as Look[]) {
      expect(look.listing.link).toMatch(/^\/products\?c1=[A-Z]{2}-001&c2=[A-Z]{2}-001$/);
      for (const { slug, title } of look.products) {
        const product = await api.request(`/api/products/${slug}/summary`);
        expect(product.status, slug).toBe(200);
        expect(product.body.data.title).toBe(title);
      }
    }
  });

  it("draws each look from its products, and 404 for a look that does not exist", async () => {
    const [first] = (await api.request("/api/content/lookbook/external")).body.data as Look[];
    const picture = await api.request(`/media/${first.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toContain("image/svg+xml");
    expect(picture.body).toContain(`<title>${first.title}</title>`);
    // One piece laid out per product it features.
    expect(picture.body.match(/<g transform="translate\(/g)).toHaveLength(first.products.length);
    expect((await api.request("/media/looks/999.svg")).status).toBe(404);
  });

  it("lists the team with an avatar each, and the testimonials with ratings", async () => {
    const team = (await api.request("/api/content/team/external")).body.data.map((member: unknown) =>
      TeamMember.parse(member),
    );
    expect(team.length).toBeGreaterThanOrEqual(3);
    const avatar = await api.request(`/media/${team[0].avatar}`);
    expect(avatar.status).toBe(200);
    expect(avatar.body).toContain(`<title>${team[0].name}</title>`);
    expect((await api.request("/media/team/99.svg")).status).toBe(404);

    const testimonials = (await api.request("/api/content/testimonial/external")).body.data.map(
      (t: unknown) => Testimonial.parse(t),
    );
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.every((t: Testimonial) => t.quote.length > 20)).toBe(true);
  });
});

describe("catalogs", () => {
  it("lists catalogs with new-arrival among them, and shows one", async () => {
    const { body } = await api.request("/api/content/catalog");
    expect(body.data.map((c: { slug: string }) => c.slug)).toContain("new-arrival");
    const one = await api.request("/api/content/catalog/new-arrival");
    expect(one.status).toBe(200);
    expect(one.body.data.collection).toBe("new arrival");
    const products = await api.request(
      `/api/products?collection=${encodeURIComponent(one.body.data.collection)}`,
    );
    expect(products.body.paging.total).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown catalog", async () => {
    const response = await api.request("/api/content/catalog/nope");
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe("NOT_FOUND");
  });
});

describe("blog", () => {
  it("lists posts newest first, paged", async () => {
    const { status, body } = await api.request("/api/content/blog/all?pageSize=5");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.paging.total).toBeGreaterThanOrEqual(10);
    const dates = body.data.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0]).not.toHaveProperty("body");
  });

  it("filters by tag", async () => {
    const all = (await api.request("/api/content/blog/all?pageSize=48")).body.data;
    const tag = all[0].tags[0];
    const { body } = await api.request(`/api/content/blog/all?tag=${tag}&pageSize=48`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p: { tags: string[] }) => p.tags.includes(tag))).toBe(true);
    const none = await api.request("/api/content/blog/all?tag=no-such-tag");
    expect(none.body.data).toEqual([]);
  });

  it("shows one post with its body, 404 for an unknown one", async () => {
    const [first] = (await api.request("/api/content/blog/all")).body.data;
    const { status, body } = await api.request(`/api/content/blog/detail/${first.slug}`);
    expect(status).toBe(200);
    expect(body.data.body.length).toBeGreaterThan(100);
    expect((await api.request("/api/content/blog/detail/nope")).status).toBe(404);
  });

  it("rejects bad paging", async () => {
    expect((await api.request("/api/content/blog/all?page=0")).status).toBe(400);
    expect((await api.request("/api/content/blog/all?pageSize=1000")).status).toBe(400);
  });
});

describe("static pages", () => {
  it.each([
    "about-us",
    "contact-us",
    "privacy-policy",
    "terms-conditions",
    "refund-policy",
    "payment-policy",
  ])("serves %s", async (slug) => {
    const { status, body } = await api.request(`/api/content/page/${slug}`);
    expect(status).toBe(200);
    expect(body.data.title.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown page", async () => {
    expect((await api.request("/api/content/page/secret")).status).toBe(404);
  });
});

describe("GET /api/config/fetch", () => {
  it("serves currencies with the spec's factors", async () => {
    const { body } = await api.request("/api/config/fetch?name=currencies");
    const config = CurrenciesConfig.parse(body.data.value);
    expect(config.default).toBe("usd");
    const factors = Object.fromEntries(config.currencies.map((c) => [c.code, c.factor]));
    expect(factors).toEqual({ usd: 1, eur: 0.9, gbp: 0.78, inr: 70.93 });
  });

  it("serves the menu with the spec's category codes", async () => {
    const { body } = await api.request("/api/config/fetch?name=menu");
    const menu = MenuConfig.parse(body.data.value);
    expect(menu.map((m) => m.title)).toEqual(["Clothing", "Essentials", "New Arrival", "Blog"]);
    expect(menu[0].children.map((c) => new URL(c.path, "http://x").searchParams.get("c2"))).toEqual([
      "AT-001",
      "AC-001",
      "BO-001",
      "DR-001",
      "SL-001",
      "SE-001",
      "TO-001",
    ]);
  });

  it("serves the layout defaults", async () => {
    const { body } = await api.request("/api/config/fetch?name=layout");
    expect(body.data.value).toEqual({ layoutType: "ltr", layoutVersion: "light", color: "#ff4c3b" });
  });

  it("rejects a missing or unknown name", async () => {
    expect((await api.request("/api/config/fetch")).status).toBe(400);
    expect((await api.request("/api/config/fetch?name=secrets")).status).toBe(400);
  });
});

describe("address lists", () => {
  it("chains provinces > cities > districts > subdistricts > postal codes", async () => {
    const provinces = (await api.request("/api/address/provinces")).body.data;
    expect(provinces.length).toBeGreaterThan(0);
    const cities = (await api.request(`/api/address/cities?provinceId=${provinces[0].id}`)).body.data;
    expect(cities.length).toBeGreaterThan(0);
    const districts = (await api.request(`/api/address/districts?cityId=${cities[0].id}`)).body.data;
    const subdistricts = (await api.request(`/api/address/subdistricts?districtId=${districts[0].id}`)).body
      .data;
    const postals = (await api.request(`/api/address/postals?subdistrictId=${subdistricts[0].id}`)).body.data;
    expect(postals[0].name).toMatch(/^\d{5}$/);
  });

  it("rejects a missing or malformed parent id, and lists nothing for an unknown one", async () => {
    expect((await api.request("/api/address/cities")).status).toBe(400);
    expect((await api.request("/api/address/cities?provinceId=abc")).status).toBe(400);
    expect((await api.request("/api/address/cities?provinceId=99999999999")).status).toBe(400);
    expect((await api.request("/api/address/cities?provinceId=987654")).body.data).toEqual([]);
  });
});

describe("the API as a whole", () => {
  it("answers unknown endpoints with 404 NOT_FOUND", async () => {
    const { status, body } = await api.request("/api/nothing-here");
    expect(status).toBe(404);
    expect(body.errorCode).toBe("NOT_FOUND");
  });

  it("reports health", async () => {
    const { status, body } = await api.request("/api/health");
    expect(status).toBe(200);
    expect(body.data.status).toBe("ok");
  });
});
