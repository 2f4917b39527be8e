// The one database schema, shared by PGlite (embedded) and PostgreSQL.
// Keep to features PostgreSQL 15 has: PGlite reports 18, Debian ships 15.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type {
  DeclineReason,
  Facets,
  Locale,
  OrderStatus,
  PaymentAttempt,
  PaymentMethodCode,
  ShippingOptionCode,
  StaffRole,
  TranslationKind,
} from "../contract";

// Translated content: one row per field of one entity in one locale other than en, whose text is
// the entity's own column (each field falls back to it). See migration 0012 and
// docs/decisions/012-translated-content.md.
export const translations = pgTable(
  "translations",
  {
    kind: text("kind").$type<TranslationKind>().notNull(),
    key: text("key").notNull(), // the entity's id, code, slug or name, as text
    locale: text("locale").$type<Locale>().notNull(),
    // A column (title, description, …), or the dotted path of a string in a JSON value (0.title).
    field: text("field").notNull(),
    value: text("value").notNull(),
    // The value normalised for search (server/lib/search-text.ts); set for product titles.
    searchText: text("search_text"),
  },
  (t) => [
    primaryKey({ name: "translations_pk", columns: [t.kind, t.locale, t.key, t.field] }),
    index("translations_search_trgm_idx")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.searchText} is not null`),
  ],
);

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
    // The colours of the product's variants, kept in step with them by a trigger on
    // product_variants (migration 0003), so the colour filter and facet read one row.
    colors: text("colors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Money in cents. listPrice is the regular price; price is what the shopper pays
    // (listPrice less discountPercent). sale is derived: discountPercent > 0.
    listPriceCents: integer("list_price_cents").notNull(),
    priceCents: integer("price_cents").notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    isNew: boolean("is_new").notNull().default(false),
    // The average of the published reviews (one decimal) and their number, kept in step by a
    // trigger on reviews (migration 0004); 0 and 0 until there is one.
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    // Staff take a product out of the shop (false) and put it back: unpublished, it answers 404
    // and leaves every listing; past orders keep their copies of it (migration 0009).
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_idx").on(t.slug),
    // The listing's indexes hold the published products only (every shop read says so).
    index("products_category_idx")
      .on(t.parentCategoryCode, t.categoryCode)
      .where(sql`${t.published}`),
    // One index per sort (each in its own direction, id breaking ties), so a page of a
    // listing reads only its rows; price ones also serve the price filter.
    index("products_published_id_idx")
      .on(t.id)
      .where(sql`${t.published}`),
    index("products_title_idx")
      .on(t.title, t.id)
      .where(sql`${t.published}`),
    index("products_title_desc_idx")
      .on(t.title.desc().nullsFirst(), t.id)
      .where(sql`${t.published}`),
    index("products_price_idx")
      .on(t.priceCents, t.id)
      .where(sql`${t.published}`),
    index("products_price_desc_idx")
      .on(t.priceCents.desc().nullsFirst(), t.id)
      .where(sql`${t.published}`),
    // The brand filter, and the price range of a brand's products from the index's ends.
    index("products_brand_price_idx")
      .on(t.brand, t.priceCents)
      .where(sql`${t.published}`),
    // Recommendations: the best rated of a sub-category, then of its top category.
    index("products_sub_category_rating_idx")
      .on(t.categoryCode, t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.published}`),
    index("products_top_category_rating_idx")
      .on(t.parentCategoryCode, t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.published}`),
    index("products_tags_idx").using("gin", t.tags),
    index("products_collections_idx").using("gin", t.collections),
    index("products_colors_idx").using("gin", t.colors),
    // "Title contains" search (pg_trgm): lower(title) LIKE '%text%'.
    index("products_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

// Facet counts and totals of the listings most asked for (all products, each category, each
// collection, each tag), computed when the catalogue is loaded or changed, so those listings
// do not count the whole table per request. scope: the filters, as canonical JSON.
export const catalogueSummaries = pgTable("catalogue_summaries", {
  scope: text("scope").primaryKey(),
  total: integer("total").notNull(),
  facets: jsonb("facets").$type<Facets>().notNull(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    // The back office finds a product by its SKU typed in any case.
    index("product_variants_sku_upper_idx").on(sql`upper(${t.sku})`),
    index("product_variants_product_idx").on(t.productId),
    // The colour filter and facet.
    index("product_variants_color_idx").on(t.color, t.productId),
    // The back office's low-stock view.
    index("product_variants_stock_idx").on(t.stock, t.id),
    // The age filter: a product's sizes in stock.
    index("product_variants_size_in_stock_idx")
      .on(t.size, t.productId)
      .where(sql`${t.stock} > 0`),
  ],
);

// Pictures the shop keeps itself (brought in by the catalogue import), served at /media/{path}
// beside the drawn demo pictures. The path holds the content's hash, so a file never changes.
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
export const mediaFiles = pgTable("media_files", {
  path: text("path").primaryKey(), // e.g. uploads/3f2a….png
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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

// Comments on blog posts. Pending ones wait for a person and are not listed.
export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(), // stored lower-cased, never shown
    body: text("body").notNull(),
    status: text("status").notNull(), // published | pending | rejected
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_comments_post_idx").on(t.postId, t.status, t.createdAt),
    index("blog_comments_email_idx").on(t.email, t.createdAt),
  ],
);

// Messages from the contact form; each is also copied to the outbox for the shop's address.
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(), // stored lower-cased
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }), // when a staff member marked it read
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_email_idx").on(t.email, t.createdAt)],
);

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
    kind: text("kind").notNull(), // banner | popup | instagram | look | team | testimonial
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

export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(), // random UUID
    email: text("email").notNull().unique(), // stored lower-cased
    name: text("name").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash"), // null for members who only sign in through a provider
    // Counts password changes: a reset link made under an older count no longer works.
    passwordVersion: integer("password_version").notNull().default(0),
    // The locale of the member's mails: the one they registered in.
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin order list's search: name or email contains.
    index("members_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("members_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

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
  // The member's passwordVersion when the link was made.
  passwordVersion: integer("password_version").notNull().default(0),
});

// A browser where a member signed in (a signed cookie on the web holds the token): it skips
// the account-wide sign-in slowdown (docs/decisions/008-sign-in-throttling.md).
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("known_devices_member_idx").on(t.memberId)],
);

// One-time sign-in links sent by mail.
export const signInLinks = pgTable("sign_in_links", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: text("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// A registration waiting for the link mailed to its address; the member is made when it is used.
export const registrations = pgTable("registrations", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// The mail queue: written in the same transaction as what caused the mail (server/mail/queue.ts),
// drained over SMTP by the API's sender (server/mail/sender.ts). With no SMTP configured the
// rows stay queued and a developer reads them at /api/dev/mail.
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(), // the plain-text part
    html: text("html"), // the HTML part, when the mail has one
    kind: text("kind").notNull().default("text"), // the template that wrote it
    headers: jsonb("headers").$type<Record<string, string>>(), // List-Unsubscribe and the like
    // Fixed when written, so a message sent again after a crash can be recognised.
    messageId: text("message_id")
      .notNull()
      .default(sql`('<' || gen_random_uuid()::text || '@little-sprout.mail>')`),
    status: text("status").$type<"queued" | "sent" | "failed" | "skipped">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // A sender holds a claimed row until then; one that died lets it go by itself.
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastReply: text("last_reply"), // the mail server's last answer, or the connection error
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index("outbox_to_idx").on(t.to, t.id),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rating: integer("rating").notNull(), // 1-5
    title: text("title").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull(), // published | pending (held for moderation) | rejected
    // The member who wrote it (null for the demo's reviews): one review per member and product.
    memberId: text("member_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.status),
    uniqueIndex("reviews_member_product_idx")
      .on(t.memberId, t.productId)
      .where(sql`${t.memberId} is not null`),
  ],
);

// ---------- cart, orders and payments ----------

// One line per member and variant. The cart holds no prices: they are read from the
// product whenever the cart is shown or checked out.
export const cartItems = pgTable(
  "cart_items",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.variantId] }),
    check("cart_items_qty_check", sql`${t.qty} between 1 and 99`),
  ],
);

// Invoice numbers read INV-<year>-<n>; starting at six digits keeps them the same length for a long while.
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 100001 });

// The shipping address as it was when the order was placed (the lists may change later).
export type OrderAddress = {
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  province: { id: number; name: string };
  city: { id: number; name: string };
  district: { id: number; name: string };
  subdistrict: { id: number; name: string };
  postal: { id: number; name: string };
};

// The gift options chosen at checkout (null: not a gift). The message prints on the packing slip.
export type OrderGift = { message: string | null; hidePrices: boolean };

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    invoiceNumber: text("invoice_number")
      .notNull()
      .unique()
      .default(sql`'INV-' || to_char(now(), 'YYYY') || '-' || nextval('invoice_number_seq')::text`),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    // A repeated checkout with the same key answers this order instead of placing another.
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(), // sha256 of the checkout body, to tell a replay from a reuse
    status: text("status").$type<OrderStatus>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethodCode>().notNull(), // the one chosen last
    shippingOption: text("shipping_option").$type<ShippingOptionCode>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    address: jsonb("address").$type<OrderAddress>().notNull(),
    note: text("note"),
    gift: jsonb("gift").$type<OrderGift>(),
    // The locale of the order's mails: the one the order was placed in.
    locale: text("locale").$type<Locale>().notNull().default("en"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // Set by the state machine (server/orders/state-machine.ts).
    packedAt: timestamp("packed_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    refundedCents: integer("refunded_cents"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundReference: text("refund_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_member_idempotency_idx").on(t.memberId, t.idempotencyKey),
    index("orders_member_created_idx").on(t.memberId, t.createdAt),
    // The admin order list: one index per sort, status first for the status filter.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_total_idx").on(t.totalCents, t.id),
  ],
);

// What was bought, with the product as it was then: later price or title changes leave it alone.
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // Kept to give the stock back when an unpaid order is cancelled; null once the variant is gone.
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    productId: integer("product_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    sku: text("sku").notNull(),
    size: text("size"),
    color: text("color"),
    image: text("image"), // path below /media
    unitPriceCents: integer("unit_price_cents").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    qty: integer("qty").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

// Every attempt to pay an order, approved, pending or declined. Card numbers are never
// stored: only the last four digits.
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").$type<PaymentMethodCode>().notNull(),
    outcome: text("outcome").$type<PaymentAttempt["outcome"]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    reference: text("reference"),
    cardLast4: text("card_last4"),
    message: text("message").notNull(),
    // A declined attempt's reason code (contract DeclineReason), which the shop words itself.
    declineReason: text("decline_reason").$type<DeclineReason>(),
    // What the shopper must do to complete a pending payment (e.g. bank details), as label and value.
    instructions: jsonb("instructions").$type<{ label: string; value: string }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

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
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index("external_identities_member_idx").on(t.memberId),
  ],
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
    provinceId: integer("province_id")
      .notNull()
      .references(() => regions.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => regions.id),
    districtId: integer("district_id")
      .notNull()
      .references(() => regions.id),
    subdistrictId: integer("subdistrict_id")
      .notNull()
      .references(() => regions.id),
    postalId: integer("postal_id")
      .notNull()
      .references(() => regions.id),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_member_idx").on(t.memberId),
    // At most one default per member, even under concurrent requests.
    uniqueIndex("addresses_one_default_idx")
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

// The children a member keeps for the size finder (issue 26): a birth date, and the latest
// height and weight when given.
export const memberChildren = pgTable(
  "member_children",
  {
    id: serial("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    name: text("name"),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    heightCm: numeric("height_cm", { precision: 4, scale: 1, mode: "number" }),
    weightKg: numeric("weight_kg", { precision: 4, scale: 1, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_children_member_idx").on(t.memberId)],
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

// Double opt-in: an address counts once confirmedAt is set (the confirm link was followed).
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    email: text("email").primaryKey(), // stored lower-cased
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"), // sha256 of the confirm link's token
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    // In the one-click unsubscribe link of every newsletter mail.
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_confirm_idx").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_idx").on(t.unsubscribeToken),
  ],
);

// Back in stock, per size (migration 0007): an address waiting for one variant. A visitor's
// alert counts once confirmed (double opt-in); a member's at once. Deleted when its mail is
// queued (server/lib/stock-alerts.ts).
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    email: text("email").notNull(), // stored lower-cased
    memberId: text("member_id").references(() => members.id, { onDelete: "cascade" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"), // sha256 of the confirm link's token
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    // The locale of the alert's mails: the one of the page that asked for it.
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_alerts_variant_email_idx").on(t.variantId, t.email),
    uniqueIndex("stock_alerts_confirm_idx").on(t.confirmTokenHash),
    index("stock_alerts_member_idx").on(t.memberId),
  ],
);

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

// ---------- the back office ----------

// Staff are not members: their own accounts, sign-in and tokens (server/admin/).
export const staff = pgTable("staff", {
  id: text("id").primaryKey(), // random UUID
  email: text("email").notNull().unique(), // stored lower-cased
  name: text("name").notNull(),
  role: text("role").$type<StaffRole>().notNull(), // owner | staff
  passwordHash: text("password_hash"), // null until the one-time link was used
  // The TOTP secret (base32), enabled once a code from it was verified; lastStep: the time step
  // of the last code used, so that a code works once.
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  totpLastStep: integer("totp_last_step"),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A staff token (its hash): lapses 30 minutes after its last use, and at expiresAt.
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

// One-time links for setting a staff password.
export const staffPasswordLinks = pgTable("staff_password_links", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: text("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// An order's timeline: every change of state and every note, with who made it. A note alone
// has no from/to.
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    actorKind: text("actor_kind").$type<"staff" | "member" | "shop">().notNull(),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

// Every staff action: who, when, what, and the values before and after.
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(), // e.g. order.ship, staff.role
    target: text("target").notNull(), // e.g. INV-2026-100001, a staff email
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id)],
);
