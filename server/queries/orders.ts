// A member's orders: the paged history, one order in full, and cancelling an unpaid one.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

import type { OrderDetail, OrderSummary, Paging } from "../contract";
import type { Database } from "../db/client";
import { orderLines, orders, payments, productVariants } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { ApiError, notFound } from "../lib/errors";
import { dollars } from "../lib/money";
import { shippingName } from "../lib/shipping";
import { restockedVariants } from "../lib/stock-alerts";

type OrderRow = typeof orders.$inferSelect;

type LineAmounts = Pick<typeof orderLines.$inferSelect, "unitPriceCents" | "qty">;

function toSummary(order: OrderRow, lines: LineAmounts[]): OrderSummary {
  return {
    invoiceNumber: order.invoiceNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    placedAt: order.createdAt.toISOString(),
    qty: lines.reduce((sum, line) => sum + line.qty, 0),
    total: dollars(order.totalCents),
    items: lines.map((line) => ({ price: dollars(line.unitPriceCents), qty: line.qty })),
    shipping: { price: dollars(order.shippingCents) },
  };
}

export async function listOrders(
  db: Database,
  memberId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ data: OrderSummary[]; paging: Paging }> {
  const [{ total }] = await db.select({ total: count() }).from(orders).where(eq(orders.memberId, memberId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // The lines of the whole page in one query.
  const lines = rows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          unitPriceCents: orderLines.unitPriceCents,
          qty: orderLines.qty,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  return {
    data: rows.map((order) =>
      toSummary(
        order,
        lines.filter((line) => line.orderId === order.id),
      ),
    ),
    paging: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

// Another member's invoice is 404, exactly like one that does not exist.
export async function getOrder(db: Database, memberId: string, invoiceNumber: string): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoiceNumber, invoiceNumber), eq(orders.memberId, memberId)));
  if (!order) throw notFound("The order");
  const [lines, attempts] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)),
  ]);
  const awaitingTransfer = order.status === "awaiting_transfer";
  return {
    ...toSummary(order, lines),
    items: lines.map((line) => ({
      sku: line.sku,
      productId: line.productId,
      slug: line.slug,
      title: line.title,
      size: line.size,
      color: line.color,
      image: line.image,
      price: dollars(line.unitPriceCents),
      oldPrice: line.listPriceCents > line.unitPriceCents ? dollars(line.listPriceCents) : null,
      qty: line.qty,
      lineTotal: dollars(line.unitPriceCents * line.qty),
    })),
    subtotal: dollars(order.subtotalCents),
    shipping: {
      option: order.shippingOption,
      name: shippingName(order.shippingOption),
      price: dollars(order.shippingCents),
    },
    address: order.address,
    note: order.note,
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    paymentInstructions: awaitingTransfer
      ? (attempts.find((attempt) => attempt.instructions)?.instructions ?? null)
      : null,
    payments: attempts.map((attempt) => ({
      method: attempt.method,
      outcome: attempt.outcome,
      message: attempt.message,
      cardLast4: attempt.cardLast4,
      at: attempt.createdAt.toISOString(),
    })),
  };
}

// Cancelling an order that is not paid yet gives its stock back, and a size that was sold out
// sends its back-in-stock alerts. Cancelling twice is harmless.
export async function cancelOrder(
  db: Database,
  memberId: string,
  invoiceNumber: string,
  shopUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceNumber, invoiceNumber), eq(orders.memberId, memberId)))
      .for("no key update");
    if (!order) throw notFound("The order");
    if (order.status === "cancelled") return;
    if (order.status === "paid") {
      throw new ApiError(
        409,
        "ALREADY_PAID",
        `Order ${invoiceNumber} is paid: contact us to return it for a refund`,
      );
    }
    await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(orders.id, order.id));
    // In variant id order, like checkout, so the two never deadlock.
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.variantId));
    for (const line of lines) {
      if (line.variantId === null) continue; // the variant is gone from the catalogue
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.qty}` })
        .where(eq(productVariants.id, line.variantId));
    }
    await restockedVariants(
      tx,
      lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
      shopUrl,
    );
  });
  catalogueChanged(db, "cards");
}
