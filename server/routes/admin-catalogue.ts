// The back office's catalogue: finding a product, the low-stock view, edits (a product's price and
// discount, a variant's stock) and the dashboard's counts. For every staff role.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql, sum } from "drizzle-orm";

import { audit } from "../admin/audit";
import { findProducts, lowStock } from "../admin/catalogue";
import { requireStaff } from "../admin/staff-auth";
import {
  AdminProductBody,
  AdminProductResponse,
  AdminProductSearchQuery,
  AdminProductSearchResponse,
  AdminStockBody,
  DashboardResponse,
  LowStockQuery,
  LowStockResponse,
  Sku,
} from "../contract";
import type { Database } from "../db/client";
import { blogComments, contactMessages, orders, products, productVariants, reviews } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { notFound } from "../lib/errors";
import { dollars } from "../lib/money";
import { restockedVariants } from "../lib/stock-alerts";
import type { OrderContext } from "../orders/state-machine";
import { refreshCatalogueSummaries } from "../queries/listing";
import { countProductChange, productCounted } from "../queries/listing/product-summaries";
import { ADMIN_TAG, badInput, jsonBody, notFoundError, ok, staffOnly, staffSecurity } from "./openapi";

const ProductParam = z.object({ product_id: z.coerce.number().int().min(1).max(2_147_483_647) });

export function registerAdminCatalogueRoutes(app: OpenAPIHono, context: OrderContext) {
  registerCatalogueReads(app, context.db);
  registerProductEdit(app, context);
  registerStockEdit(app, context);
  registerDashboard(app, context.db);
}

function registerCatalogueReads(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/products",
      tags: [ADMIN_TAG],
      summary: "Find products by id, SKU (exactly) or part of the title",
      security: staffSecurity,
      request: { query: AdminProductSearchQuery },
      responses: { 200: ok(AdminProductSearchResponse), ...badInput, ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json(await findProducts(db, c.req.valid("query")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/stock/low",
      tags: [ADMIN_TAG],
      summary: "Variants at or under a stock threshold (3 unless given), fewest first",
      security: staffSecurity,
      request: { query: LowStockQuery },
      responses: { 200: ok(LowStockResponse), ...badInput, ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json(await lowStock(db, c.req.valid("query")), 200);
    },
  );
}

async function adminProduct(db: Database, id: number) {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound("The product");
  const variants = await db
    .select({
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.id));
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    listPrice: dollars(product.listPriceCents),
    price: dollars(product.priceCents),
    discountPercent: product.discountPercent,
    saleEndsAt: product.saleEndsAt?.toISOString() ?? null,
    published: product.published,
    variants,
  };
}

type ProductRow = typeof products.$inferSelect;
type ProductEdit = z.infer<typeof AdminProductBody>;

const priceOf = (product: ProductRow) => ({
  listPriceCents: product.listPriceCents,
  priceCents: product.priceCents,
  discountPercent: product.discountPercent,
  saleEndsAt: product.saleEndsAt?.toISOString() ?? null,
});

function registerProductEdit(app: OpenAPIHono, { db, shopUrl }: OrderContext) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/products/{product_id}",
      tags: [ADMIN_TAG],
      summary: "A product's price, discount and each variant's stock",
      security: staffSecurity,
      request: { params: ProductParam },
      responses: { 200: ok(AdminProductResponse), ...badInput, ...staffOnly, ...notFoundError },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json({ data: await adminProduct(db, c.req.valid("param").product_id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/admin/products/{product_id}",
      tags: [ADMIN_TAG],
      summary:
        "Change a product's regular price, discount (its sale), the sale's end or whether it is published; past orders keep theirs",
      security: staffSecurity,
      request: { params: ProductParam, ...jsonBody(AdminProductBody) },
      responses: { 200: ok(AdminProductResponse), ...badInput, ...staffOnly, ...notFoundError },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const { product_id: id } = c.req.valid("param");
      const { published, ...price } = c.req.valid("json");
      const priceChanged = Object.values(price).some((value) => value !== undefined);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!before) throw notFound("The product");
        const countedBefore = await productCounted(tx, id);
        const [after] = await tx
          .update(products)
          .set({ ...(priceChanged && newPrice(before, price)), published: published ?? before.published })
          .where(eq(products.id, id))
          .returning();
        if (priceChanged)
          await audit(tx, staff, "product.price", before.slug, priceOf(before), priceOf(after));
        if (after.published !== before.published)
          await audit(
            tx,
            staff,
            "product.publish",
            before.slug,
            { published: before.published },
            { published: after.published },
          );
        // Back in the shop: its sizes in stock mail the alerts that waited while it was out.
        if (after.published && !before.published) {
          const variants = await tx
            .select({ id: productVariants.id })
            .from(productVariants)
            .where(eq(productVariants.productId, id));
          await restockedVariants(
            tx,
            variants.map((variant) => variant.id),
            shopUrl,
          );
        }
        // The listings' totals and facets (prices, and which products are in them) come from
        // the summaries: the product's change is carried into those that count it, or, when
        // it brings a value they do not hold yet, they are all counted again.
        const countedAfter = await productCounted(tx, id);
        const rewritten = await countProductChange(tx, countedBefore!, countedAfter!);
        if (!rewritten) await refreshCatalogueSummaries(tx);
      });
      catalogueChanged(db, "all");
      return c.json({ data: await adminProduct(db, id) }, 200);
    },
  );
}

// The columns a change of price sets: the regular price and discount given, or kept, and the
// shopper's price from them in whole cents.
function newPrice(before: ProductRow, body: Omit<ProductEdit, "published">) {
  const listPriceCents =
    body.listPrice === undefined ? before.listPriceCents : Math.round(body.listPrice * 100);
  const discountPercent = body.discountPercent ?? before.discountPercent;
  return {
    listPriceCents,
    discountPercent,
    priceCents: Math.round((listPriceCents * (100 - discountPercent)) / 100),
    ...(body.saleEndsAt !== undefined && { saleEndsAt: body.saleEndsAt ? new Date(body.saleEndsAt) : null }),
  };
}

function registerStockEdit(app: OpenAPIHono, { db, shopUrl }: OrderContext) {
  app.openapi(
    createRoute({
      method: "put",
      path: "/api/admin/variants/{sku}/stock",
      tags: [ADMIN_TAG],
      summary: "Set a variant's stock (a count of the shelf); a size back in stock sends its alerts",
      security: staffSecurity,
      request: { params: z.object({ sku: Sku }), ...jsonBody(AdminStockBody) },
      responses: { 200: ok(AdminProductResponse), ...badInput, ...staffOnly, ...notFoundError },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const { sku } = c.req.valid("param");
      const { stock } = c.req.valid("json");
      const productId = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(productVariants)
          .where(eq(productVariants.sku, sku))
          .for("update");
        if (!before) throw notFound("The variant");
        await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, before.id));
        await audit(tx, staff, "variant.stock", sku, { stock: before.stock }, { stock });
        if (before.stock === 0 && stock > 0) await restockedVariants(tx, [before.id], shopUrl);
        return before.productId;
      });
      catalogueChanged(db, "cards");
      return c.json({ data: await adminProduct(db, productId) }, 200);
    },
  );
}

function registerDashboard(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/dashboard",
      tags: [ADMIN_TAG],
      summary: "Orders today, revenue this week, and what waits for someone",
      security: staffSecurity,
      responses: { 200: ok(DashboardResponse), ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      const midnight = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");
      const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
      const inState = (...states: (typeof orders.$inferSelect)["status"][]) =>
        db.select({ n: count() }).from(orders).where(inArray(orders.status, states));
      const [[today], [revenue], [transfers], [cash], [toPack], [toShip], [held], [heldComments], [unread]] =
        await Promise.all([
          db.select({ n: count() }).from(orders).where(gte(orders.createdAt, midnight)),
          db
            .select({
              cents: sum(sql`${orders.totalCents} - coalesce(${orders.refundedCents}, 0)`).mapWith(Number),
            })
            .from(orders)
            .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, weekAgo))),
          inState("awaiting_transfer"),
          inState("awaiting_payment_on_delivery"),
          inState("paid"),
          inState("packed"),
          db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")),
          db.select({ n: count() }).from(blogComments).where(eq(blogComments.status, "pending")),
          db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
        ]);
      return c.json(
        {
          data: {
            ordersToday: today.n,
            revenueThisWeek: dollars(revenue.cents ?? 0),
            toConfirm: transfers.n + cash.n,
            transfersToConfirm: transfers.n,
            cashToCollect: cash.n,
            toPack: toPack.n,
            toShip: toShip.n,
            reviewsToModerate: held.n,
            commentsToModerate: heldComments.n,
            unreadMessages: unread.n,
          },
        },
        200,
      );
    },
  );
}
