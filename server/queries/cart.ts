// The member's cart: reading it with current prices and stock, and changing one line.
import { and, eq, type Placeholder, sql } from "drizzle-orm";

import {
  type Cart,
  type CartLine,
  DEFAULT_LOCALE,
  type ErrorBody,
  type Locale,
  MAX_LINE_QTY,
} from "../contract";
import { type Database, queryRows } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { cartItems, members, productImages, products, productVariants } from "../db/schema";
import type { MemberClaim } from "../lib/auth";
import { ApiError, notFound, outOfStock } from "../lib/errors";
import { dollars } from "../lib/money";
import { PUBLISHED } from "./listing/filters";
import { prices } from "./product-cards";
import { localiseTitles } from "./translated-cards";

// Every change to a member's cart, and every checkout, takes this lock first, so that
// an "add" never races another and a checkout sees the cart it empties.
export async function lockCartOf(tx: Database, memberId: string) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("no key update");
}

// The cart's lines joined to their variant and product; callers add order and locking. A line
// of an unpublished product is left out (kept, it comes back if the product is published again).
export function selectCartLines(db: Database, memberId: string | Placeholder) {
  return db
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
      image: productImages.src,
      productId: products.id,
      slug: products.slug,
      title: products.title,
      priceCents: products.priceCents,
      listPriceCents: products.listPriceCents,
      discountPercent: products.discountPercent,
      qty: cartItems.qty,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, and(eq(products.id, productVariants.productId), PUBLISHED))
    .leftJoin(productImages, eq(productImages.id, productVariants.imageId))
    .where(eq(cartItems.memberId, memberId))
    .$dynamic();
}
export type CartLineRow = Awaited<ReturnType<typeof selectCartLines>>[number];

// A cart's lines in the order they were added, built once (server/db/prepared.ts): every
// member's page reads the cart.
const cartLines = preparedStatement("cart_lines", (db, name) =>
  selectCartLines(db, sql.placeholder("memberId"))
    .orderBy(cartItems.createdAt, cartItems.variantId)
    .prepare(name),
);

// Each line's title in the locale.
export async function readCart(
  db: Database,
  memberId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Cart> {
  const rows = await cartLines(db).execute({ memberId });
  const items = await localiseTitles(db, locale, rows.map(toCartLine), (line) => line.productId);
  return {
    items,
    qty: rows.reduce((sum, row) => sum + row.qty, 0),
    totalPrice: dollars(rows.reduce((sum, row) => sum + row.priceCents * row.qty, 0)),
  };
}

function toCartLine(row: CartLineRow): CartLine {
  const { price, oldPrice } = prices(row);
  return {
    sku: row.sku,
    productId: row.productId,
    slug: row.slug,
    title: row.title,
    size: row.size,
    color: row.color,
    image: row.image,
    price,
    oldPrice,
    qty: row.qty,
    lineTotal: dollars(row.priceCents * row.qty),
    stock: row.stock,
  };
}

// "Only 2 left of Cosy Romper (red, 0-3m)" or "… is out of stock".
export function stockMessage(line: {
  title: string;
  size: string | null;
  color: string | null;
  stock: number;
}) {
  const variant = [line.color, line.size].filter(Boolean).join(", ");
  const name = variant ? `${line.title} (${variant})` : line.title;
  return line.stock === 0 ? `${name} is out of stock` : `Only ${line.stock} left of ${name}`;
}

export const shortage = (
  line: { sku: string; stock: number },
  requested: number,
): NonNullable<ErrorBody["stock"]>[number] => ({
  sku: line.sku,
  requested,
  available: line.stock,
});

type CartChange = { sku: string; qty: number; mode: "set" | "add" };

// Every change the long way: the member's cart locked, the variant read, then the line written
// or the change refused with the reason.
export async function updateCartLine(db: Database, memberId: string, change: CartChange): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCartOf(tx, memberId);
    // The variant and what the cart holds of it, in one statement (the cart is locked above).
    const [variant] = await tx
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        size: productVariants.size,
        color: productVariants.color,
        stock: productVariants.stock,
        title: products.title,
        inCart: cartItems.qty,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(cartItems, and(eq(cartItems.memberId, memberId), eq(cartItems.variantId, productVariants.id)))
      .where(and(eq(productVariants.sku, change.sku), PUBLISHED));
    if (!variant) throw notFound("The variant");
    const thisLine = and(eq(cartItems.memberId, memberId), eq(cartItems.variantId, variant.id));
    const inCart = variant.inCart ?? 0;
    const wanted = change.mode === "add" ? inCart + change.qty : change.qty;

    if (wanted === 0) {
      await tx.delete(cartItems).where(thisLine);
      return;
    }
    if (wanted > MAX_LINE_QTY) {
      const message = `You already have ${inCart} in your cart: at most ${MAX_LINE_QTY} of one item`;
      throw new ApiError(400, "VALIDATION_ERROR", message, { qty: [message] });
    }
    if (wanted > variant.stock) {
      const already = inCart > 0 && change.mode === "add" ? ` (you have ${inCart} in your cart)` : "";
      throw outOfStock(`${stockMessage(variant)}${already}`, [shortage(variant, wanted)]);
    }
    await tx
      .insert(cartItems)
      .values({ memberId, variantId: variant.id, qty: wanted })
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.variantId],
        set: { qty: wanted, updatedAt: new Date() },
      });
  });
}

// The usual change (a line added or set, within its limits) in one statement instead of six (the
// member's token, then BEGIN, the lock, the variant, the line, COMMIT): the member's token checked
// and their cart's lock taken first, as `requireMember` and `lockCartOf` do, then the line
// written. The line's quantity is computed from the row as it is when written (ON CONFLICT sees
// the latest committed line, not the statement's snapshot), so adds at once are never lost.
// False when nothing was written (no such member or token, no such published variant, over the
// line's limit or the stock, a removal): the caller then goes the long way, which says why.
export async function changeLineAtOnce(db: Database, claim: MemberClaim, change: CartChange) {
  if (change.qty <= 0) return false;
  const wanted = change.mode === "add" ? sql`cart_items.qty + excluded.qty` : sql`excluded.qty`;
  const written = await queryRows<{ qty: number }>(
    db,
    sql`WITH cart AS (
          SELECT members.id FROM members
          JOIN access_tokens ON access_tokens.member_id = members.id
          WHERE members.id = ${claim.userId} AND access_tokens.token_hash = ${claim.tokenHash}
            AND access_tokens.expires_at > ${new Date().toISOString()}::timestamptz
          FOR NO KEY UPDATE OF members
        ), variant AS (
          SELECT product_variants.id, product_variants.stock FROM product_variants
          JOIN products ON products.id = product_variants.product_id
          WHERE product_variants.sku = ${change.sku} AND ${PUBLISHED}
        )
        INSERT INTO cart_items (member_id, variant_id, qty)
        SELECT cart.id, variant.id, ${change.qty}::integer FROM cart, variant
        WHERE ${change.qty}::integer <= least(${MAX_LINE_QTY}::integer, variant.stock)
        ON CONFLICT (member_id, variant_id) DO UPDATE SET qty = ${wanted}, updated_at = now()
        WHERE ${wanted} <= least(
          ${MAX_LINE_QTY}::integer,
          (SELECT stock FROM product_variants WHERE id = excluded.variant_id)
        )
        RETURNING qty`,
  );
  return written.length > 0;
}
