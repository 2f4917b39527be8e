// Placing an order: the cart becomes an order in one transaction that re-reads prices,
// takes the stock and empties the cart, and a repeated submit answers the same order.
import { createHash } from "node:crypto";

import { and, eq, inArray, sql } from "drizzle-orm";

import {
  type CheckoutInput,
  DEFAULT_LOCALE,
  type ErrorBody,
  type Locale,
  type SeenTotal,
  type ShippingAddressInput,
} from "../contract";
import type { Database } from "../db/client";
import { cartItems, type OrderAddress, orderLines, orders, productVariants, regions } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { ApiError, outOfStock } from "../lib/errors";
import { dollars, toCents } from "../lib/money";
import { shippingCents } from "../lib/shipping";
import { type CartLineRow, lockCartOf, selectCartLines, shortage, stockMessage } from "./cart";

export async function placeOrder(
  db: Database,
  memberId: string,
  input: CheckoutInput,
  idempotencyKey: string,
  // The request's: the order's mails are written in it.
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ invoiceNumber: string; created: boolean }> {
  const address = await resolveAddress(db, input.address);
  const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");

  const placed = await db.transaction(async (tx) => {
    // Concurrent checkouts of one member (a double click, two tabs) wait here, one after the other.
    await lockCartOf(tx, memberId);
    const [earlier] = await tx
      .select({ invoiceNumber: orders.invoiceNumber, requestHash: orders.requestHash })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
    if (earlier) {
      if (earlier.requestHash !== requestHash) {
        throw new ApiError(
          409,
          "IDEMPOTENCY_KEY_REUSED",
          "This Idempotency-Key was already used for a different checkout",
        );
      }
      return { invoiceNumber: earlier.invoiceNumber, created: false };
    }

    // Variant rows locked in id order: concurrent checkouts of the same items queue up
    // instead of deadlocking, and each sees the stock the one before it left.
    const lines = await selectCartLines(tx, memberId)
      .orderBy(productVariants.id)
      .for("no key update", { of: productVariants });
    if (lines.length === 0) throw new ApiError(409, "CART_EMPTY", "Your cart is empty");
    assertInStock(lines);

    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
    const shipping = shippingCents(input.shippingOption, subtotalCents);
    if (input.expected) assertAsSeen(input.expected, lines, subtotalCents + shipping);
    const [order] = await tx
      .insert(orders)
      .values({
        memberId,
        idempotencyKey,
        requestHash,
        status: "awaiting_payment",
        paymentMethod: input.paymentMethod,
        shippingOption: input.shippingOption,
        subtotalCents,
        shippingCents: shipping,
        totalCents: subtotalCents + shipping,
        address,
        note: input.note || null,
        gift: input.gift ? { message: input.gift.message || null, hidePrices: input.gift.hidePrices } : null,
        locale,
      })
      .returning({ id: orders.id, invoiceNumber: orders.invoiceNumber });
    await tx.insert(orderLines).values(lines.map((line) => orderLine(order.id, line)));
    for (const line of lines) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${line.qty}` })
        .where(eq(productVariants.id, line.variantId));
    }
    await tx.delete(cartItems).where(eq(cartItems.memberId, memberId));
    return { invoiceNumber: order.invoiceNumber, created: true };
  });
  // Stock was taken: cached listings and product pages show it.
  if (placed.created) catalogueChanged(db, "cards");
  return placed;
}

function assertInStock(lines: CartLineRow[]) {
  const short = lines.filter((line) => line.qty > line.stock);
  if (short.length === 0) return;
  throw outOfStock(
    `${short.map(stockMessage).join("; ")}. Change the quantities in your cart and try again.`,
    short.map((line) => shortage(line, line.qty)),
  );
}

// A price raised (or a line changed in another tab) between the checkout page and its submit:
// nothing is placed, and the shopper is shown the new total and the lines that changed.
function assertAsSeen(seen: SeenTotal, lines: CartLineRow[], totalCents: number) {
  const seenBySku = new Map(seen.lines.map((line) => [line.sku, line]));
  const changed: PriceChanges["lines"] = [];
  for (const line of lines) {
    const before = seenBySku.get(line.sku);
    seenBySku.delete(line.sku);
    if (before && toCents(before.price) === line.priceCents && before.qty === line.qty) continue;
    const now = { price: dollars(line.priceCents), qty: line.qty };
    changed.push({
      sku: line.sku,
      title: line.title,
      seen: before ? { price: before.price, qty: before.qty } : null,
      now,
    });
  }
  for (const gone of seenBySku.values())
    changed.push({ sku: gone.sku, title: gone.sku, seen: { price: gone.price, qty: gone.qty }, now: null });
  if (changed.length === 0 && toCents(seen.total) === totalCents) return;
  const total = dollars(totalCents);
  throw new ApiError(
    409,
    "PRICE_CHANGED",
    "Prices in your order changed since you opened the checkout. Check the new total and place the order again.",
    undefined,
    { details: { changes: { total, lines: changed } } },
  );
}
type PriceChanges = NonNullable<ErrorBody["changes"]>;

const orderLine = (orderId: number, line: CartLineRow): typeof orderLines.$inferInsert => ({
  orderId,
  variantId: line.variantId,
  productId: line.productId,
  slug: line.slug,
  title: line.title,
  sku: line.sku,
  size: line.size,
  color: line.color,
  image: line.image,
  unitPriceCents: line.priceCents,
  listPriceCents: line.listPriceCents,
  qty: line.qty,
});

// Each id must be an entry of its list whose parent is the entry before it; the answer
// holds the names too, as the order keeps them.
const ADDRESS_LEVELS = [
  { field: "provinceId", level: "province", what: "province" },
  { field: "cityId", level: "city", what: "city" },
  { field: "districtId", level: "district", what: "district" },
  { field: "subdistrictId", level: "subdistrict", what: "subdistrict" },
  { field: "postalId", level: "postal", what: "postal code" },
] as const;

async function resolveAddress(db: Database, input: ShippingAddressInput): Promise<OrderAddress> {
  const ids = ADDRESS_LEVELS.map(({ field }) => input[field]);
  const rows = await db.select().from(regions).where(inArray(regions.id, ids));
  const fields: Record<string, string[]> = {};
  const found: { id: number; name: string }[] = [];
  let above: (typeof rows)[number] | undefined; // the entry chosen one level up, when it exists
  for (const { field, level, what } of ADDRESS_LEVELS) {
    const row = rows.find((region) => region.id === input[field] && region.level === level);
    if (!row) fields[`address.${field}`] = [`Choose a ${what} from the list`];
    else if (above && row.parentId !== above.id)
      fields[`address.${field}`] = [`This ${what} is not in the ${above.level} chosen`];
    else found.push({ id: row.id, name: row.name });
    above = row;
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, "VALIDATION_ERROR", "The shipping address is not valid", fields);
  }
  const [province, city, district, subdistrict, postal] = found;
  return {
    name: input.name,
    phone: input.phone,
    line1: input.line1,
    line2: input.line2 || null,
    province,
    city,
    district,
    subdistrict,
    postal,
  };
}
