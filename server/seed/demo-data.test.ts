import { describe, expect, it } from "vitest";

import { COLORS, CONFIG_NAMES, type ConfigName, ConfigValues, FaqConfig } from "../contract";
import { bannerArt, blogArt, catalogArt, feedArt, lookArt, mapArt, productArt, teamArt } from "./art";
import { SHOP } from "./basics";
import { buildDemoData } from "./demo-data";
import { demoTranslations } from "./translations";

const data = buildDemoData();
// What the data must hold, written out here rather than read from the module under test:
// the collections and out-of-stock ids of the spec, and the shop's baby and toddler sizes.
const COLLECTIONS = [
  "new products",
  "on sale",
  "new arrival",
  "best sellers",
  "trending product",
  "featured products",
];
const OUT_OF_STOCK_IDS = [63, 89, 111, 120, 153, 155, 167, 184];
const SIZES = ["0-3m", "3-6m", "6-12m", "12-24m", "2-3y"];
const SUB_CODES = [
  "AT-001",
  "AC-001",
  "BO-001",
  "DR-001",
  "SL-001",
  "SE-001",
  "TO-001",
  "BA-001",
  "FE-001",
  "PL-001",
];

function expectUnique(values: unknown[]) {
  expect(new Set(values).size).toBe(values.length);
}

function variantsOf(productId: number) {
  return data.productVariants.filter((variant) => variant.productId === productId);
}

// Opening and closing tags pair up (self-closing ones stand alone), and nothing follows </svg>.
function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toMatch(/<title>[^<]*<\/title>/);
  expect(svg).not.toMatch(/<script|href=|@import|url\((?!#)/i);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name);
  }
  expect(open).toEqual([]);
  expect(svg.length).toBeLessThan(4096);
}

describe("buildDemoData", () => {
  it("is deterministic", () => {
    expect(buildDemoData()).toEqual(data);
  });

  it("has the categories of the main navigation", () => {
    const codes = data.categories.map((category) => category.code);
    expect(codes).toEqual(["CL-001", "ES-001", ...SUB_CODES]);
    for (const category of data.categories.filter((c) => c.parentCode)) {
      expect(category.parentCode).toBe(SUB_CODES.slice(0, 7).includes(category.code) ? "CL-001" : "ES-001");
    }
  });

  it("has at least 240 products in all, spread over every sub-category", () => {
    expect(data.products.length).toBeGreaterThanOrEqual(240);
    for (const code of SUB_CODES) {
      expect(data.products.filter((product) => product.categoryCode === code).length).toBeGreaterThanOrEqual(
        20,
      );
    }
  });

  it("has unique ids, titles, slugs, skus, image and variant ids", () => {
    expectUnique(data.products.map((p) => p.id));
    expectUnique(data.products.map((p) => p.title));
    expectUnique(data.products.map((p) => p.slug));
    expectUnique(data.productImages.map((i) => i.id));
    expectUnique(data.productVariants.map((v) => v.id));
    expectUnique(data.productVariants.map((v) => v.sku));
    for (const product of data.products)
      expect(product.slug).toMatch(new RegExp(`^[a-z0-9-]+-${product.id}$`));
  });

  it("prices within 20-900 dollars, with the sale price derived from the discount", () => {
    for (const product of data.products) {
      expect(product.listPriceCents).toBeGreaterThanOrEqual(2000);
      expect(product.listPriceCents).toBeLessThanOrEqual(90000);
      expect([0, 99]).toContain(product.listPriceCents % 100);
      const discount = product.discountPercent ?? 0;
      expect(product.priceCents).toBe(Math.round((product.listPriceCents * (100 - discount)) / 100));
    }
  });

  it("gives liked products one to four published reviews and new arrivals none", () => {
    const byProduct = new Map<number, typeof data.reviews>();
    for (const review of data.reviews)
      byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review]);
    for (const product of data.products) {
      const reviews = byProduct.get(product.id) ?? [];
      if (product.isNew) expect(reviews).toEqual([]);
      expect(reviews.length).toBeLessThanOrEqual(4);
      for (const review of reviews) {
        expect(review.status).toBe("published");
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.createdAt!.getTime()).toBeGreaterThanOrEqual(product.createdAt!.getTime());
      }
    }
    // Most products have some, a few have none yet (the rating shows only once there are).
    expect(byProduct.size).toBeGreaterThan(data.products.length / 2);
    expect(byProduct.size).toBeLessThan(data.products.length);
    // Each product carries its reviews' average (one decimal) and number, as the database's
    // trigger computes them (migration 0004; the API test checks the two agree).
    for (const product of data.products) {
      const ratings = (byProduct.get(product.id) ?? []).map((review) => review.rating);
      expect(product.reviewCount).toBe(ratings.length);
      const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0;
      expect(Math.abs(product.rating! - average)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it("puts exactly the discounted products on sale, with an end date", () => {
    for (const product of data.products) {
      const onSale = (product.discountPercent ?? 0) > 0;
      expect(product.collections.includes("on sale")).toBe(onSale);
      expect(product.saleEndsAt != null).toBe(onSale);
    }
  });

  it("keeps every new product in the new arrival collection and tags it new", () => {
    for (const product of data.products.filter((p) => p.isNew)) {
      expect(product.collections).toContain("new arrival");
      expect(product.tags).toContain("new");
    }
  });

  it("fills every collection with at least 12 products, at most 3 per product", () => {
    for (const collection of COLLECTIONS) {
      expect(data.products.filter((p) => p.collections.includes(collection)).length).toBeGreaterThanOrEqual(
        12,
      );
    }
    for (const product of data.products) {
      expect(product.collections.length).toBeLessThanOrEqual(3);
      for (const collection of product.collections) expect(COLLECTIONS).toContain(collection);
    }
  });

  it("uses all 7 colours and only sizes of the size list", () => {
    const colors = new Set(data.productImages.map((image) => image.color));
    expect([...colors].sort()).toEqual([...COLORS].sort());
    for (const variant of data.productVariants) {
      if (variant.size !== null) expect(SIZES).toContain(variant.size);
    }
  });

  it("sells the 8 out-of-stock products with every variant at 0, and no other product is sold out", () => {
    for (const product of data.products) {
      const variants = variantsOf(product.id);
      expect(variants.length).toBeGreaterThan(0);
      const soldOut = variants.every((variant) => variant.stock === 0);
      expect(soldOut).toBe(OUT_OF_STOCK_IDS.includes(product.id));
    }
    const stocks = data.productVariants.map((variant) => variant.stock);
    expect(Math.max(...stocks)).toBeLessThanOrEqual(565);
    expect(stocks.filter((stock) => stock >= 1 && stock <= 3).length).toBeGreaterThan(5);
  });

  it("points every variant at the image of its own product and colour", () => {
    const images = new Map(data.productImages.map((image) => [image.id, image]));
    for (const variant of data.productVariants) {
      const image = images.get(variant.imageId ?? -1);
      expect(image?.productId).toBe(variant.productId);
      expect(image?.color).toBe(variant.color);
    }
  });

  it("has a menu whose links use the category codes", () => {
    const menu = data.configEntries.find((entry) => entry.name === "menu")?.value as {
      title: string;
      path: string;
      children: { path: string }[];
    }[];
    expect(menu.map((item) => item.title)).toEqual(["Clothing", "Essentials", "New Arrival", "Blog"]);
    expect(menu[0].children.map((child) => child.path)).toEqual(
      SUB_CODES.slice(0, 7).map((code) => `/products?c1=CL-001&c2=${code}`),
    );
    expect(menu[1].children.map((child) => child.path)).toEqual(
      SUB_CODES.slice(7).map((code) => `/products?c1=ES-001&c2=${code}`),
    );
    expect(data.configEntries.map((entry) => entry.name).sort()).toEqual([...CONFIG_NAMES].sort());
  });

  it("has configuration entries the contract accepts, with 6-8 questions in the FAQ", () => {
    for (const { name, value } of data.configEntries) {
      expect(ConfigValues[name as ConfigName].safeParse(value).success, name).toBe(true);
    }
    const faq = FaqConfig.parse(data.configEntries.find((entry) => entry.name === "faq")?.value);
    expect(faq.length).toBeGreaterThanOrEqual(6);
    expect(faq.length).toBeLessThanOrEqual(8);
  });

  it("has the six static pages, 12 blog posts and the content blocks", () => {
    expect(data.pages.map((page) => page.slug).sort()).toEqual([
      "about-us",
      "contact-us",
      "payment-policy",
      "privacy-policy",
      "refund-policy",
      "terms-conditions",
    ]);
    expect(data.blogPosts).toHaveLength(12);
    expectUnique(data.blogPosts.map((post) => post.slug));
    expectUnique(data.blogPosts.map((post) => post.publishedAt.getTime()));
    for (const post of data.blogPosts) {
      const count = post.body.split("\n\n").length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(6);
    }
    const kinds = data.contentBlocks.map((block) => block.kind);
    expect(kinds.filter((kind) => kind === "banner")).toHaveLength(3);
    expect(kinds.filter((kind) => kind === "popup")).toHaveLength(4);
    expect(kinds.filter((kind) => kind === "instagram")).toHaveLength(8);
    expect(kinds.filter((kind) => kind === "look")).toHaveLength(12);
    expect(kinds.filter((kind) => kind === "team")).toHaveLength(4);
    expect(kinds.filter((kind) => kind === "testimonial")).toHaveLength(4);
    const slugs = new Set(data.products.map((product) => `/products/${product.slug}`));
    for (const block of data.contentBlocks.filter((b) => b.kind === "instagram")) {
      expect(slugs.has((block.data as { link: string }).link)).toBe(true);
    }
  });

  it("gives every blog post its Arabic and French title, summary and body", () => {
    const posts = data.blogPosts.map((post, index) => ({ ...post, id: index + 1 }));
    const rows = demoTranslations(data, {
      blogPost: (slug) => posts.find((post) => post.slug === slug)?.id,
      block: () => undefined,
    }).filter((row) => row.kind === "blog_post");
    for (const post of posts) {
      for (const locale of ["ar", "fr"]) {
        const fields = Object.fromEntries(
          rows
            .filter((row) => row.key === String(post.id) && row.locale === locale)
            .map((row) => [row.field, row.value]),
        );
        const where = `${post.slug} ${locale}`;
        expect(Object.keys(fields).sort(), where).toEqual(["body", "summary", "title"]);
        expect(fields.title, where).not.toBe(post.title);
        expect(fields.summary, where).not.toBe(post.summary);
        const paragraphs = fields.body.split("\n\n");
        expect(paragraphs.length, where).toBeGreaterThanOrEqual(4);
        expect(paragraphs.length, where).toBeLessThanOrEqual(6);
        // Arabic in its own script; French, not the English words.
        if (locale === "ar") expect(fields.body, where).toMatch(/^[\u0600-\u06FF]/);
        else expect(fields.body.slice(0, 40), where).not.toBe(post.body.slice(0, 40));
      }
    }
  });

  it("gives every static page its Arabic and French title and body, paragraph for paragraph", () => {
    const rows = demoTranslations(data, { blogPost: () => undefined, block: () => undefined }).filter(
      (row) => row.kind === "page",
    );
    for (const page of data.pages) {
      const english = page.body.split("\n\n");
      for (const locale of ["ar", "fr"]) {
        const fields = Object.fromEntries(
          rows
            .filter((row) => row.key === page.slug && row.locale === locale)
            .map((row) => [row.field, row.value]),
        );
        const where = `${page.slug} ${locale}`;
        expect(Object.keys(fields).sort(), where).toEqual(["body", "title"]);
        expect(fields.title, where).not.toBe(page.title);
        const translated = fields.body.split("\n\n");
        // The same sections: each heading where English has one, each paragraph translated.
        expect(
          translated.map((part) => part.startsWith("## ")),
          where,
        ).toEqual(english.map((part) => part.startsWith("## ")));
        translated.forEach((part, i) => {
          // A heading may be the same word ("Cookies" in French), a paragraph never.
          if (!part.startsWith("## ")) expect(part, `${where} ${i}`).not.toBe(english[i]);
          if (locale === "ar") expect(part.replace(/^## /, ""), `${where} ${i}`).toMatch(/^[\u0600-\u06FF]/);
          // The shop's address stays where English gives it.
          if (english[i].includes(SHOP.email)) expect(part, `${where} ${i}`).toContain(SHOP.email);
        });
      }
    }
  });

  it("links every region to a parent of the level above", () => {
    const levels = ["province", "city", "district", "subdistrict", "postal"];
    const byId = new Map(data.regions.map((region) => [region.id, region]));
    expectUnique(data.regions.map((region) => region.id));
    for (const region of data.regions) {
      expect(levels).toContain(region.level);
      const level = levels.indexOf(region.level);
      if (level === 0) expect(region.parentId).toBeNull();
      else expect(byId.get(region.parentId ?? -1)?.level).toBe(levels[level - 1]);
      if (region.level === "postal") expect(region.name).toMatch(/^\d{5}$/);
    }
    const count = (level: string) => data.regions.filter((region) => region.level === level).length;
    expect([count("province"), count("city"), count("district"), count("subdistrict")]).toEqual([
      6, 18, 36, 72,
    ]);
  });
});

describe("art", () => {
  const product = { productId: 17, title: "Organic Cotton Ruffle Dress", categoryCode: "DR-001" };

  it("draws a different picture for each colour of a product", () => {
    const pictures = COLORS.map((color) => productArt({ ...product, color }));
    expectUnique(pictures);
  });

  it("draws each kind of attire as itself, not every piece as a coat", () => {
    const attire = (title: string) =>
      productArt({ productId: 5, title, categoryCode: "AT-001", color: "red" });
    // The title is in the picture; the rest is the drawing.
    const drawing = (svg: string) => svg.replace(/<title>.*<\/title>/, "");
    expect(drawing(attire("Wool Cardigan"))).not.toBe(drawing(attire("Duffle Coat")));
    expect(drawing(attire("Party Suit Set"))).not.toBe(drawing(attire("Bomber Jacket")));
    expect(drawing(attire("Bomber Jacket"))).toBe(drawing(attire("Duffle Coat")));
  });

  it("draws well-formed, small SVGs for every product image", () => {
    const products = new Map(data.products.map((p) => [p.id, p]));
    for (const image of data.productImages) {
      const owner = products.get(image.productId)!;
      expectWellFormedSvg(
        productArt({
          productId: owner.id,
          title: owner.title,
          categoryCode: owner.categoryCode,
          color: image.color ?? "",
        }),
      );
    }
  });

  it("draws well-formed banners, blog, catalog, feed, map, look and team pictures", () => {
    const looked = ["DR-001", "AC-001", "PL-001"].map((categoryCode, i) => ({
      ...product,
      productId: 20 + i,
      categoryCode,
      color: "pink",
    }));
    for (const svg of [
      bannerArt(1, "Hello"),
      blogArt("a-calm-bath-time-routine", "Bath"),
      catalogArt("on-sale", "On Sale"),
      feedArt(3),
      mapArt("Little Sprout", "12 Orchard Lane"),
      teamArt(2, "Hannah Reed"),
      ...[1, 2, 3].map((count) => lookArt(count, "Park day", looked.slice(0, count))),
    ]) {
      expectWellFormedSvg(svg);
    }
  });

  it("escapes the text it embeds", () => {
    const title = `Tom & Jerry's <b>"Best"</b>`;
    for (const svg of [
      productArt({ ...product, title, color: "red" }),
      bannerArt(1, title),
      blogArt("x", title),
      catalogArt("x", title),
      mapArt(title, "12 Orchard Lane"),
      teamArt(1, title),
      lookArt(1, title, [{ ...product, color: "red" }]),
    ]) {
      expect(svg).toContain("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt;");
      expect(svg).not.toContain("<b>");
      expectWellFormedSvg(svg);
    }
  });
});
