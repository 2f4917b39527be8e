// Deterministic demo content for an empty database: the same rows on every machine and
// every run (a seeded PRNG, fixed dates), so tests and screenshots can rely on them. The
// generator is here; its random source is random.ts, the shop's copy catalogue-copy.ts and
// content-copy.ts.
import { COLORS } from "../contract";
import type {
  blogPosts,
  catalogs,
  categories,
  configEntries,
  contentBlocks,
  pages,
  productImages,
  products,
  productVariants,
  regions,
  reviews,
} from "../db/schema";
import { date, kebab, type Row, SHOP, SHOP_NAME } from "./basics";
import {
  BRANDS,
  CLOSERS,
  REVIEW_TEXTS,
  REVIEWERS,
  SUB_CATEGORIES,
  type SubCategory,
  TOP_CATEGORIES,
} from "./catalogue-copy";
import {
  BLOG_POSTS,
  CATALOGS,
  DISTRICT_SUFFIXES,
  FAQ,
  LOOKS,
  PAGES,
  PROVINCES,
  SUBDISTRICT_PREFIXES,
  SUBDISTRICT_SUFFIXES,
  TEAM,
  TESTIMONIALS,
} from "./content-copy";
import { int, mulberry32, pick, type Rng, shuffle, weighted } from "./random";

export { kebab, SHOP_NAME };

export interface DemoData {
  categories: Row<typeof categories>[];
  products: Row<typeof products>[];
  productImages: Row<typeof productImages>[];
  productVariants: Row<typeof productVariants>[];
  reviews: Row<typeof reviews>[];
  blogPosts: Row<typeof blogPosts>[];
  pages: Row<typeof pages>[];
  contentBlocks: Row<typeof contentBlocks>[];
  catalogs: Row<typeof catalogs>[];
  configEntries: Row<typeof configEntries>[];
  regions: Row<typeof regions>[];
}

export const SIZES = ["0-3m", "3-6m", "6-12m", "12-24m", "2-3y"] as const;
export const COLLECTIONS = [
  "new products",
  "on sale",
  "new arrival",
  "best sellers",
  "trending product",
  "featured products",
] as const;
// The spec's out-of-stock examples: every variant of these products has stock 0.
export const OUT_OF_STOCK_IDS = [63, 89, 111, 120, 153, 155, 167, 184] as const;
export const PRODUCTS_PER_SUB_CATEGORY = 25;

const SEED = 20260101;
const DISCOUNTS = [5, 10, 15, 20, 25, 30, 40, 50, 70, 90];
const DISCOUNT_WEIGHTS = [3, 4, 4, 4, 3, 3, 2, 2, 1, 1];
// Descriptive tags any product may carry; "organic", "cotton", "bestseller" and "trending" are earned instead.
const FREE_TAGS = ["gift", "soft", "eco", "popular"];

function buildCategories(): Row<typeof categories>[] {
  const tops = TOP_CATEGORIES.map((top, position) => ({
    code: top.code,
    name: top.name,
    parentCode: null,
    position,
  }));
  const subs = TOP_CATEGORIES.flatMap((top) =>
    SUB_CATEGORIES.filter((sub) => sub.parent === top.code).map((sub, position) => ({
      code: sub.code,
      name: sub.name,
      parentCode: top.code,
      position,
    })),
  );
  return [...tops, ...subs];
}

// ---------- products, images and variants ----------

type Catalogue = Pick<DemoData, "products" | "productImages" | "productVariants" | "reviews">;

function titlesFor(rng: Rng, sub: SubCategory, used: Set<string>): string[] {
  const all = sub.groups.flatMap((group) =>
    group.prefixes.flatMap((prefix) => group.nouns.map((noun) => `${prefix} ${noun}`)),
  );
  const titles = shuffle(rng, all)
    .filter((title) => !used.has(title))
    .slice(0, PRODUCTS_PER_SUB_CATEGORY);
  for (const title of titles) used.add(title);
  return titles;
}

// Whole dollars or .99 endings.
function listPriceCents(rng: Rng, sub: SubCategory): number {
  // A quarter of the special-edition pieces are the shop's few expensive items.
  const [min, max] = sub.code === "SE-001" && rng() < 0.25 ? [300, 899] : sub.dollars;
  const dollars = int(rng, min, max);
  return rng() < 0.5 ? dollars * 100 : dollars * 100 + 99;
}

function pickColors(rng: Rng): string[] {
  const count = weighted(rng, [1, 2, 3, 4], [2, 4, 3, 2]);
  const chosen = new Set(shuffle(rng, COLORS).slice(0, count));
  return COLORS.filter((color) => chosen.has(color)); // keep the filter's order
}

function pickSizes(rng: Rng): string[] {
  const count = int(rng, 3, 5);
  const start = int(rng, 0, SIZES.length - count);
  return SIZES.slice(start, start + count);
}

function pickCollections(rng: Rng, discountPercent: number, isNew: boolean, rating: number): string[] {
  const collections: string[] = [];
  if (discountPercent > 0) collections.push("on sale");
  if (isNew) collections.push("new arrival");
  // Optional collections, at most three collections in all.
  const chances: [string, number][] = [
    ["best sellers", rating >= 4 ? 0.35 : 0],
    ["featured products", 0.14],
    ["trending product", 0.14],
    ["new products", 0.14],
  ];
  for (const [name, chance] of chances) {
    if (collections.length < 3 && rng() < chance) collections.push(name);
  }
  return collections;
}

// 1-2 descriptive tags: ones the product earns first, then random ones.
function extraTags(rng: Rng, title: string, collections: string[]): string[] {
  const earned = [
    /organic/i.test(title) && "organic",
    /cotton/i.test(title) && "cotton",
    collections.includes("best sellers") && "bestseller",
    collections.includes("trending product") && "trending",
  ].filter((tag): tag is string => typeof tag === "string");
  const wanted = int(rng, 1, 2);
  const tags = new Set(earned.slice(0, wanted));
  while (tags.size < wanted) tags.add(pick(rng, FREE_TAGS));
  return [...tags];
}

// Mostly 4-60 in stock; a few sold-out or nearly sold-out variants, and some deep stock.
function variantStock(rng: Rng, productId: number, index: number): number {
  if ((OUT_OF_STOCK_IDS as readonly number[]).includes(productId)) return 0;
  const roll = rng();
  // Never the first variant, so no other product ends up entirely sold out.
  if (roll < 0.03 && index > 0) return 0;
  if (roll < 0.08) return int(rng, 1, 3);
  if (roll < 0.9) return int(rng, 4, 60);
  return int(rng, 100, 565);
}

function describe(rng: Rng, sub: SubCategory, title: string, brand: string): string {
  const item = title.toLowerCase();
  return [
    pick(rng, sub.openers).replace("{item}", item),
    pick(rng, sub.details),
    CLOSERS[sub.parent].replace("{brand}", brand),
  ].join(" ");
}

function buildCatalogue(): Catalogue {
  const rng = mulberry32(SEED);
  const out: Catalogue = { products: [], productImages: [], productVariants: [], reviews: [] };
  const usedTitles = new Set<string>();
  let id = 0;

  for (const sub of SUB_CATEGORIES) {
    for (const title of titlesFor(rng, sub, usedTitles)) {
      id += 1;
      addProduct(out, rng, id, sub, title);
    }
  }
  return out;
}

// Products beyond the demo's (ids from `fromId` to `toId`, both inclusive), for trials with a
// large catalogue. Each product draws from its own generator seeded by its id, so any range
// is built alone, in any order, and always the same.
export function buildExtraProducts(fromId: number, toId: number): Catalogue {
  const out: Catalogue = { products: [], productImages: [], productVariants: [], reviews: [] };
  for (let id = fromId; id <= toId; id++) {
    const rng = mulberry32(SEED + id * 7919);
    const sub = SUB_CATEGORIES[id % SUB_CATEGORIES.length];
    const group = pick(rng, sub.groups);
    addProduct(out, rng, id, sub, `${pick(rng, group.prefixes)} ${pick(rng, group.nouns)}`);
  }
  return out;
}

function addProduct(out: Catalogue, rng: Rng, id: number, sub: SubCategory, title: string) {
  const brand = pick(rng, BRANDS);
  const listPrice = listPriceCents(rng, sub);
  const discountPercent = rng() < 0.6 ? 0 : weighted(rng, DISCOUNTS, DISCOUNT_WEIGHTS);
  const isNew = rng() < 0.2;
  // How well it is liked: its reviews average about this (none for 0). Drawn here, in the
  // order it always was, so the rest of the catalogue stays as it is.
  const stars = rng() < 0.08 ? 0 : weighted(rng, [1, 2, 3, 4, 5], [1, 2, 5, 8, 6]);
  const colors = pickColors(rng);
  const sizes = sub.sized ? pickSizes(rng) : [];
  const collections = pickCollections(rng, discountPercent, isNew, stars);
  const tags = [
    ...colors,
    brand.name.toLowerCase(),
    ...sizes,
    ...(isNew ? ["new"] : []),
    ...extraTags(rng, title, collections),
  ];

  const product: Row<typeof products> = {
    id,
    slug: `${kebab(title)}-${id}`,
    title,
    description: describe(rng, sub, title, brand.name),
    type: sub.type,
    brand: brand.name,
    categoryCode: sub.code,
    parentCategoryCode: sub.parent,
    collections,
    tags: [...new Set(tags)],
    // As migration 0003's triggers keep it (its variants' colours, sorted), so a bulk load
    // may leave them off.
    colors: [...colors].sort(),
    listPriceCents: listPrice,
    priceCents: Math.round((listPrice * (100 - discountPercent)) / 100),
    discountPercent,
    isNew,
    saleEndsAt: discountPercent > 0 ? date(334 + int(rng, 7, 60)) : null, // 334 days after 1 Jan is 1 Dec
    // New products arrived in the last quarter of 2026; the rest earlier in the year.
    createdAt: isNew ? date(273 + int(rng, 0, 88), int(rng, 8, 18)) : date(int(rng, 0, 270), int(rng, 8, 18)),
  };
  // New arrivals have no reviews yet.
  const ratings = isNew ? [] : addReviews(out, id, stars, product.createdAt ?? date(0));
  out.products.push({ ...product, ...ratingOf(ratings) });

  const imageIds = new Map<string, number>();
  colors.forEach((color, index) => {
    const imageId = id * 100 + 11 + index;
    imageIds.set(color, imageId);
    out.productImages.push({
      id: imageId,
      productId: id,
      src: `products/${id}-${color}.svg`,
      alt: `${title} in ${color}`,
      color,
      position: index,
    });
  });

  const sizeOptions: (string | null)[] = sizes.length > 0 ? sizes : [null];
  let suffix = 0;
  for (const color of colors) {
    for (const size of sizeOptions) {
      suffix += 1;
      const skuParts = [brand.sku, String(id).padStart(4, "0"), color, size].filter((part) => part !== null);
      out.productVariants.push({
        id: id * 100 + suffix,
        productId: id,
        sku: skuParts.join("-").toUpperCase(),
        size,
        color,
        imageId: imageIds.get(color),
        stock: variantStock(rng, id, suffix - 1),
      });
    }
  }
}

// A liked product's reviews: one to four, close to its stars, written after it arrived and
// before the demo's "today" (day 300), so a review written now is the newest. They draw from
// their own generator, so adding them changed nothing else in the catalogue.
function addReviews(out: Catalogue, productId: number, stars: number, arrived: Date): number[] {
  if (stars === 0) return [];
  const rng = mulberry32(SEED + 7 + productId * 104_729);
  const latest = date(300).getTime();
  const count = int(rng, 1, 4);
  for (let i = 0; i < count; i++) {
    const rating = i === 0 ? stars : Math.min(5, Math.max(1, stars + pick(rng, [-1, 0, 0, 1])));
    out.reviews.push({
      productId,
      name: pick(rng, REVIEWERS),
      rating,
      ...pick(rng, REVIEW_TEXTS[rating]),
      status: "published",
      createdAt: new Date(arrived.getTime() + rng() * Math.max(0, latest - arrived.getTime())),
    });
  }
  return out.reviews.slice(-count).map((review) => review.rating);
}

// What the database's trigger would compute (round(avg, 1)), given up front so that a bulk
// load changes no product row after it is written (the trigger leaves equal values alone).
function ratingOf(ratings: number[]) {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return {
    rating: ratings.length ? Math.round((sum * 10) / ratings.length) / 10 : 0,
    reviewCount: ratings.length,
  };
}

function buildBlogPosts(): Row<typeof blogPosts>[] {
  return BLOG_POSTS.map(({ published: [month, day], ...post }) => ({
    ...post,
    image: `blog/${post.slug}.svg`,
    publishedAt: new Date(Date.UTC(2026, month - 1, day, 9)),
  }));
}

// ---------- banners, popups, image feed, catalogs ----------

function buildContentBlocks(catalogue: Catalogue): Row<typeof contentBlocks>[] {
  const banners = [
    {
      title: "Soft Organic Dresses",
      subtitle: "Twirl-ready styles for sunny days and special occasions",
      link: "/products?c1=CL-001&c2=DR-001",
      cta: "Shop dresses",
    },
    {
      title: "New Arrivals Are Here",
      subtitle: "Fresh colours and cosy layers for the season ahead",
      link: "/catalog/new-arrival",
      cta: "See what's new",
    },
    {
      title: "Bath Time, Made Cosy",
      subtitle: "Hooded towels, gentle care and toys that float",
      link: "/products?c1=ES-001&c2=BA-001",
      cta: "Shop bath & care",
    },
  ].map((banner, index) => ({
    kind: "banner",
    position: index,
    data: { ...banner, image: `banners/${index + 1}.svg` },
  }));

  // No discount codes: the checkout takes none, so no popup promises one.
  const popups = [
    {
      type: "newsletter",
      title: `Join the ${SHOP_NAME} family`,
      body: "Sign up for our newsletter for early access to new collections, parenting tips and news of our sales.",
      cta: "Subscribe",
    },
    {
      type: "age-check",
      title: "Are you 18 or over?",
      body: "You need to be an adult to create an account and place orders in our shop.",
      cta: "Yes, I am 18 or over",
    },
    {
      type: "offer",
      title: "The sale is on",
      body: "Favourite pieces at lower prices, for a limited time and while stock lasts.",
      cta: "Shop the sale",
      link: "/catalog/on-sale",
    },
    {
      type: "exit",
      title: "Before you go...",
      // Said to visitors too, who have no cart: only what is true for every shopper.
      body: "Still deciding? Your wishlist keeps what you liked, signed in or not. Questions about sizes or delivery? Our FAQ has the answers.",
      cta: "Read the FAQ",
      link: "/faq",
    },
  ].map((popup, index) => ({ kind: "popup", position: index, data: popup }));

  // Spread the feed over the catalogue so it shows a mix of categories.
  const feed = Array.from({ length: 8 }, (_, index) => {
    const product = catalogue.products[(index * 31 + 7) % catalogue.products.length];
    return {
      kind: "instagram",
      position: index,
      data: {
        image: `feed/${index + 1}.svg`,
        alt: `${product.title}, shared by the ${SHOP_NAME} community`,
        link: `/products/${product.slug}`,
      },
    };
  });

  return [...banners, ...popups, ...feed, ...buildLooks(catalogue), ...TEAM, ...TESTIMONIALS];
}

// Each look features in-stock products of its sub-categories, none twice across looks, and
// links to the listing of its first product's sub-category.
function buildLooks({ products }: Catalogue): Row<typeof contentBlocks>[] {
  const used = new Set<number>();
  const featured = (code: string, word: RegExp) => {
    const found = products.find(
      (p) =>
        p.categoryCode === code &&
        word.test(p.title) &&
        !used.has(p.id) &&
        !(OUT_OF_STOCK_IDS as readonly number[]).includes(p.id),
    );
    if (!found) throw new Error(`No product in ${code} matches ${word} for the lookbook`);
    used.add(found.id);
    return found;
  };
  return LOOKS.map(({ picks, ...look }, index) => {
    const chosen = picks.map(([code, word]) => featured(code, word));
    const sub = SUB_CATEGORIES.find((category) => category.code === chosen[0].categoryCode)!;
    return {
      kind: "look",
      position: index,
      data: {
        ...look,
        image: `looks/${index + 1}.svg`,
        products: chosen.map((product) => ({ slug: product.slug, title: product.title })),
        listing: { title: sub.name, link: `/products?c1=${sub.parent}&c2=${sub.code}` },
      },
    };
  });
}

function buildMenu() {
  return [
    ...TOP_CATEGORIES.map((top) => ({
      title: top.name,
      type: "sub" as const,
      path: `/products?c1=${top.code}`,
      megaMenu: false,
      children: SUB_CATEGORIES.filter((sub) => sub.parent === top.code).map((sub) => ({
        title: sub.name,
        type: "link" as const,
        path: `/products?c1=${top.code}&c2=${sub.code}`,
        megaMenu: false,
        children: [],
      })),
    })),
    {
      title: "New Arrival",
      type: "link" as const,
      path: "/catalog/new-arrival",
      megaMenu: false,
      children: [],
    },
    { title: "Blog", type: "link" as const, path: "/blog", megaMenu: false, children: [] },
  ];
}

function buildConfigEntries(): Row<typeof configEntries>[] {
  return [
    {
      name: "currencies",
      value: {
        default: "usd",
        currencies: [
          { code: "usd", symbol: "$", factor: 1 },
          { code: "eur", symbol: "€", factor: 0.9 },
          { code: "gbp", symbol: "£", factor: 0.78 },
          { code: "inr", symbol: "₹", factor: 70.93 },
        ],
      },
    },
    { name: "layout", value: { layoutType: "ltr", layoutVersion: "light", color: "#ff4c3b" } },
    { name: "shop", value: SHOP },
    { name: "faq", value: FAQ },
    { name: "menu", value: buildMenu() },
  ];
}

function buildRegions(): Row<typeof regions>[] {
  const rng = mulberry32(SEED + 1);
  // 12 x 6 = 72 names, exactly one per subdistrict.
  const subdistrictNames = shuffle(
    rng,
    SUBDISTRICT_PREFIXES.flatMap((prefix) => SUBDISTRICT_SUFFIXES.map((suffix) => prefix + suffix)),
  );
  const rows: Row<typeof regions>[] = [];
  let nextId = 1;
  let nextSubdistrict = 0;
  const add = (level: string, name: string, parentId: number | null) => {
    const id = nextId++;
    rows.push({ id, level, name, parentId });
    return id;
  };

  PROVINCES.forEach(([provinceName, cityNames], p) => {
    const provinceId = add("province", provinceName, null);
    cityNames.forEach((cityName, c) => {
      const cityId = add("city", cityName, provinceId);
      const districtNames = [
        `${cityName} Central`,
        `${cityName} ${DISTRICT_SUFFIXES[(p + c) % DISTRICT_SUFFIXES.length]}`,
      ];
      districtNames.forEach((districtName, d) => {
        const districtId = add("district", districtName, cityId);
        for (let s = 0; s < 2; s++) {
          const subdistrictId = add("subdistrict", subdistrictNames[nextSubdistrict++], districtId);
          // The code spells out the path: province, city, district, subdistrict, then 0 or 5.
          const base = (p + 1) * 10000 + (c + 1) * 1000 + (d + 1) * 100 + (s + 1) * 10;
          const codes = rng() < 0.5 ? [base] : [base, base + 5];
          for (const code of codes) add("postal", String(code), subdistrictId);
        }
      });
    });
  });
  return rows;
}

// ---------- everything ----------

export function buildDemoData(): DemoData {
  const catalogue = buildCatalogue();
  return {
    categories: buildCategories(),
    ...catalogue,
    blogPosts: buildBlogPosts(),
    pages: PAGES.map((page) => ({ ...page })),
    contentBlocks: buildContentBlocks(catalogue),
    catalogs: CATALOGS.map((catalog) => ({ ...catalog })),
    configEntries: buildConfigEntries(),
    regions: buildRegions(),
  };
}
