// The member's wishlist: products kept for later. Adding is idempotent; a visitor's list
// (kept by the web in its session) merges in at sign-in.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";

import {
  ErrorBody,
  type Locale,
  MAX_WISHLIST,
  OkMessage,
  WishlistAddBody,
  WishlistIdParam,
  type WishlistItem,
  WishlistItemResponse,
  WishlistMergeBody,
  WishlistResponse,
} from "../contract";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { products, wishlistItems } from "../db/schema";
import { requireMember } from "../lib/auth";
import { ApiError, notFound } from "../lib/errors";
import { PUBLISHED } from "../queries/listing/filters";
import { cardsByIds } from "../queries/product-cards";
import { localiseCards } from "../queries/translated-cards";
import { authHeadersSecurity, badInput, jsonBody, notFoundError, ok, unauthorized } from "./openapi";

const full = () =>
  new ApiError(
    400,
    "VALIDATION_ERROR",
    `A wishlist holds at most ${MAX_WISHLIST} products. Remove some first.`,
  );

export function registerWishlistRoutes(app: OpenAPIHono, db: Database) {
  registerWishlistReadAndAdd(app, db);
  registerWishlistMergeAndRemove(app, db);
}

// The member's list, and adding to it.
function registerWishlistReadAndAdd(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/wishlist",
      tags: ["Wishlist"],
      summary: "The member's wishlist, newest first",
      security: authHeadersSecurity,
      responses: { 200: ok(WishlistResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json({ data: await listWishlist(db, member.id, c.get("locale")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/wishlist",
      tags: ["Wishlist"],
      summary: "Add a product (201); a product already there is answered as it is (200)",
      security: authHeadersSecurity,
      request: jsonBody(WishlistAddBody),
      responses: {
        201: ok(WishlistItemResponse, "Added"),
        200: ok(WishlistItemResponse, "Already on the wishlist"),
        ...badInput,
        ...unauthorized,
        404: ok(ErrorBody, "No such product (NOT_FOUND)"),
      },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { productId } = c.req.valid("json");
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), PUBLISHED));
      if (!product) throw notFound("The product");
      const [already] = await listWishlist(db, member.id, c.get("locale"), productId);
      if (already) return c.json({ data: already }, 200);
      const [{ size }] = await db
        .select({ size: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.memberId, member.id));
      if (size >= MAX_WISHLIST) throw full();
      const [added] = await db
        .insert(wishlistItems)
        .values({ memberId: member.id, productId })
        .onConflictDoNothing()
        .returning({ id: wishlistItems.id });
      const [item] = await listWishlist(db, member.id, c.get("locale"), productId);
      // Added by a simultaneous request: answered like any product already there.
      return c.json({ data: item }, added ? 201 : 200);
    },
  );
}

// A visitor's list merged in at sign-in, and taking one entry off.
function registerWishlistMergeAndRemove(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/wishlist/merge",
      tags: ["Wishlist"],
      summary: "Add several products at once (a visitor's wishlist at sign-in); unknown products are skipped",
      security: authHeadersSecurity,
      request: jsonBody(WishlistMergeBody),
      responses: { 200: ok(WishlistResponse), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { productIds } = c.req.valid("json");
      const known = productIds.length
        ? await db
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, productIds), PUBLISHED))
        : [];
      const [{ size }] = await db
        .select({ size: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.memberId, member.id));
      // Keep the visitor's order, and as many as still fit.
      const room = Math.max(0, MAX_WISHLIST - size);
      const toAdd = [...new Set(productIds)]
        .filter((id) => known.some((row) => row.id === id))
        .slice(0, room);
      if (toAdd.length) {
        await db
          .insert(wishlistItems)
          .values(toAdd.map((productId) => ({ memberId: member.id, productId })))
          .onConflictDoNothing();
      }
      return c.json({ data: await listWishlist(db, member.id, c.get("locale")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/wishlist/{wishlistId}",
      tags: ["Wishlist"],
      summary: "Remove an entry of the member's wishlist",
      security: authHeadersSecurity,
      request: { params: WishlistIdParam },
      responses: { 200: ok(OkMessage), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { wishlistId } = c.req.valid("param");
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, wishlistId), eq(wishlistItems.memberId, member.id)))
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) throw notFound("The wishlist entry");
      return c.json({ data: { message: "Removed from your wishlist" } }, 200);
    },
  );
}

// The whole list, newest first, built once (server/db/prepared.ts): every member's page asks.
const wholeWishlist = preparedStatement("wishlist", (db, name) =>
  db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.memberId, sql.placeholder("memberId")))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .prepare(name),
);

async function listWishlist(
  db: Database,
  memberId: string,
  locale: Locale,
  productId?: number,
): Promise<WishlistItem[]> {
  const rows =
    productId === undefined
      ? await wholeWishlist(db).execute({ memberId })
      : await db
          .select()
          .from(wishlistItems)
          .where(and(eq(wishlistItems.memberId, memberId), eq(wishlistItems.productId, productId)));
  const cards = new Map(
    (
      await localiseCards(db, locale, [
        ...(
          await cardsByIds(
            db,
            rows.map((row) => row.productId),
          )
        ).values(),
      ])
    ).map((card) => [card.id, card]),
  );
  return rows.flatMap((row) => {
    const product = cards.get(row.productId);
    return product ? [{ id: row.id, addedAt: row.createdAt.toISOString(), product }] : [];
  });
}
