// A member's orders: the paged history and one order in full (cancelling: server/orders/).
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";

import {
  MEMBER_STATUS_WORDING,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type OrderTimelineEntry,
  type Paging,
} from "../contract";
import type { Database } from "../db/client";
import { orderEvents, orderLines, orders, payments } from "../db/schema";
import { notFound } from "../lib/errors";
import { dollars } from "../lib/money";
import { shippingName } from "../lib/shipping";

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
  return {
    data: await summariesOf(db, rows),
    paging: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

// A page of orders as summaries, the lines of the whole page read in one query.
export async function summariesOf(db: Database, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (!rows.length) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, unitPriceCents: orderLines.unitPriceCents, qty: orderLines.qty })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((order) =>
    toSummary(
      order,
      lines.filter((line) => line.orderId === order.id),
    ),
  );
}

// Another member's invoice is 404, exactly like one that does not exist.
export async function getOrder(db: Database, memberId: string, invoiceNumber: string): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoiceNumber, invoiceNumber), eq(orders.memberId, memberId)));
  if (!order) throw notFound("The order");
  return orderDetail(db, order);
}

// An order in full, as its member and the back office see it.
export async function orderDetail(db: Database, order: OrderRow): Promise<OrderDetail> {
  const [lines, attempts, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)),
    orderEventsOf(db, order.id),
  ]);
  const awaitingTransfer = order.status === "awaiting_transfer";
  return {
    ...toSummary(order, lines),
    items: lines.map(toOrderLine),
    subtotal: dollars(order.subtotalCents),
    shipping: {
      option: order.shippingOption,
      name: shippingName(order.shippingOption),
      price: dollars(order.shippingCents),
    },
    address: order.address,
    note: order.note,
    gift: order.gift,
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    paymentInstructions: awaitingTransfer
      ? (attempts.find((attempt) => attempt.instructions)?.instructions ?? null)
      : null,
    payments: attempts.map((attempt) => ({
      method: attempt.method,
      outcome: attempt.outcome,
      message: attempt.message,
      declineReason: attempt.declineReason,
      cardLast4: attempt.cardLast4,
      at: attempt.createdAt.toISOString(),
    })),
    statusText: MEMBER_STATUS_WORDING[order.status],
    tracking:
      order.carrier && order.trackingNumber
        ? { carrier: order.carrier, number: order.trackingNumber, url: order.trackingUrl }
        : null,
    refunded: order.refundedCents === null ? null : dollars(order.refundedCents),
    timeline: memberTimeline(order, events),
  };
}

const toOrderLine = (line: typeof orderLines.$inferSelect): OrderLine => ({
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
});

export const orderEventsOf = (db: Database, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

// The states the order went through, from its placing on (notes and who did what stay in the
// back office). Orders older than the timeline show their placing and their state now.
function memberTimeline(order: OrderRow, events: (typeof orderEvents.$inferSelect)[]): OrderTimelineEntry[] {
  const entry = (status: OrderStatus, at: Date) => ({
    status,
    statusText: MEMBER_STATUS_WORDING[status],
    at: at.toISOString(),
  });
  const changes = events.flatMap((event) => (event.toStatus ? [entry(event.toStatus, event.createdAt)] : []));
  const placed = entry("awaiting_payment", order.createdAt);
  if (changes.length || order.status === "awaiting_payment") return [placed, ...changes];
  return [placed, entry(order.status, order.paidAt ?? order.cancelledAt ?? order.createdAt)];
}
