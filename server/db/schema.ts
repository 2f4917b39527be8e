// The one database schema, shared by PGlite (embedded) and PostgreSQL.
// Keep to features PostgreSQL 15 has: PGlite reports 18, Debian ships 15.
import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from "drizzle-orm/pg-core";

export const categories = pgTable("categories", {
  code: text("code").primaryKey(), // e.g. CL-001 (top) or DR-001 (sub)
  name: text("name").notNull(),
  parentCode: text("parent_code"),
  position: integer("position").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    brand: text("brand").notNull(),
    categoryCode: text("category_code").notNull(), // the sub-category (c2)
    parentCategoryCode: text("parent_category_code").notNull(), // the top category (c1)
    collections: text("collections").array().notNull(),
    tags: text("tags").array().notNull(),
    // Money in cents. listPrice is the regular price; price is what the shopper pays
    // (listPrice less discountPercent). sale is derived: discountPercent > 0.
    listPriceCents: integer("list_price_cents").notNull(),
    priceCents: integer("price_cents").notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    isNew: boolean("is_new").notNull().default(false),
    rating: integer("rating").notNull().default(0), // 0-5 stars
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_idx").on(t.slug),
    index("products_category_idx").on(t.parentCategoryCode, t.categoryCode),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    src: text("src").notNull(), // path below the API's /media, e.g. products/123-red.svg
    alt: text("alt").notNull(),
    color: text("color"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    size: text("size"),
    color: text("color"),
    imageId: integer("image_id").references(() => productImages.id),
    stock: integer("stock").notNull(),
  },
  (t) => [
    uniqueIndex("product_variants_sku_idx").on(t.sku),
    index("product_variants_product_idx").on(t.productId),
  ],
);

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  author: text("author").notNull(),
  summary: text("summary").notNull(),
  body: text("body").notNull(),
  image: text("image").notNull(),
  type: text("type").notNull(),
  tags: text("tags").array().notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
});

export const pages = pgTable("pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
});

// Banners, popups and the image feed: small content blocks, one table with a kind.
export const contentBlocks = pgTable(
  "content_blocks",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(), // banner | popup | instagram
    position: integer("position").notNull().default(0),
    data: jsonb("data").notNull(),
  },
  (t) => [index("content_blocks_kind_idx").on(t.kind, t.position)],
);

export const catalogs = pgTable("catalogs", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  // Which products belong: a collection name (e.g. "new arrival").
  collection: text("collection").notNull(),
  position: integer("position").notNull().default(0),
});

export const configEntries = pgTable("config_entries", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
});

// Address lists: province > city > district > subdistrict > postal code.
export const regions = pgTable(
  "regions",
  {
    id: integer("id").primaryKey(),
    level: text("level").notNull(), // province | city | district | subdistrict | postal
    name: text("name").notNull(),
    parentId: integer("parent_id"),
  },
  (t) => [index("regions_parent_idx").on(t.level, t.parentId)],
);

export const members = pgTable("members", {
  id: text("id").primaryKey(), // random UUID
  email: text("email").notNull().unique(), // stored lower-cased
  name: text("name").notNull(),
  phone: text("phone"),
  passwordHash: text("password_hash"), // null for members who only sign in through a provider
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(), // sha256 of the token; the token itself is never stored
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("access_tokens_member_idx").on(t.memberId)],
);

export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: text("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// Mail the shop would send. With no SMTP configured, a developer reads it here.
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A member's identity at an external OpenID Connect provider: (issuer, subject) is stable,
// the email is not, so sign-in through a provider looks the member up here.
export const externalIdentities = pgTable(
  "external_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("external_identities_member_idx").on(t.memberId)],
);

// The address book. The region ids form a chain (postal code in subdistrict in district in
// city in province), checked by the API when an address is saved.
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    name: text("name").notNull(), // who receives the parcel
    phone: text("phone").notNull(),
    street: text("street").notNull(),
    provinceId: integer("province_id").notNull().references(() => regions.id),
    cityId: integer("city_id").notNull().references(() => regions.id),
    districtId: integer("district_id").notNull().references(() => regions.id),
    subdistrictId: integer("subdistrict_id").notNull().references(() => regions.id),
    postalId: integer("postal_id").notNull().references(() => regions.id),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_member_idx").on(t.memberId),
    // At most one default per member, even under concurrent requests.
    uniqueIndex("addresses_one_default_idx").on(t.memberId).where(sql`${t.isDefault}`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlist_items_member_product_idx").on(t.memberId, t.productId)],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  email: text("email").primaryKey(), // stored lower-cased
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Fixed-window counters for rate limits, kept in the database so every API process sees
// the same counts. The key names the rule and a hash of the account or client address.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
