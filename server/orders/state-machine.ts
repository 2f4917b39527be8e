// THE order state machine: which moves an order may make, and what each does. Every change of
// an order's state after checkout goes through transitionOrder (staff in the back office, a
// member cancelling an unpaid order).
//
//   awaiting_transfer / awaiting_payment_on_delivery ──▶ paid ──▶ packed ──▶ shipped ──▶ delivered
//   any state before shipped ──▶ cancelled (stock back; a paid order refunded by its gateway)
//
// (awaiting_payment ──▶ paid / awaiting_* is checkout's: server/payments/pay.ts.)
// Each move runs in one transaction holding the order's row lock: the state change, its
// details, the timeline entry, the audit entry (staff), the stock, the refund and the mail.
// The same move again (same details) answers changed: false and does nothing; a move the state
// does not allow is a 409 that names the current state.
import { and, desc, eq } from "drizzle-orm";

import { audit } from "../admin/audit";
import type { StaffRow } from "../admin/staff-auth";
import { canMoveOrder, type OrderTransitionBody } from "../contract";
import type { Database } from "../db/client";
import { orders, payments } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { ApiError, notFound } from "../lib/errors";
import { shopLink } from "../lib/locale";
import { restockedVariants } from "../lib/stock-alerts";
import { orderMailData } from "../mail/order-mail-data";
import { cancelledMail, deliveredMail, paymentReceivedMail, shippedMail } from "../mail/order-mails";
import { queueMail } from "../mail/queue";
import type { PaymentGateways } from "../payments/gateway";
import { restockOrder } from "./restock";
import { type OrderActor, recordOrderEvent } from "./timeline";

export type OrderContext = { db: Database; gateways: PaymentGateways; shopUrl: string };
// Who asks: staff (audited), or the member who placed the order (only an unpaid one's cancel).
export type Requester =
  { kind: "staff"; staff: StaffRow } | { kind: "member"; memberId: string; name: string };

type OrderRow = typeof orders.$inferSelect;

export async function transitionOrder(
  context: OrderContext,
  invoiceNumber: string,
  request: OrderTransitionBody,
  requester: Requester,
): Promise<{ changed: boolean; memberId: string }> {
  const { db } = context;
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, invoiceNumber, requester);
    if (order.status === request.to) {
      refuseOtherShipment(order, request);
      return { changed: false, memberId: order.memberId, restocked: [] };
    }
    if (requester.kind === "member" && order.paidAt)
      throw new ApiError(
        409,
        "ALREADY_PAID",
        `Order ${invoiceNumber} is paid: contact us to return it for a refund`,
      );
    if (!canMoveOrder(order.status, request.to))
      throw new ApiError(
        409,
        "INVALID_TRANSITION",
        `Order ${invoiceNumber} is ${order.status.replaceAll("_", " ")}: it cannot be moved to ${request.to}`,
      );
    const restocked = await applyMove({ ...context, db: tx }, order, request, requester);
    return { changed: true, memberId: order.memberId, restocked };
  });
  if (outcome.restocked.length) catalogueChanged(db, "cards");
  return { changed: outcome.changed, memberId: outcome.memberId };
}

async function lockOrder(tx: Database, invoiceNumber: string, requester: Requester) {
  const mine = requester.kind === "member" ? eq(orders.memberId, requester.memberId) : undefined;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.invoiceNumber, invoiceNumber), mine))
    .for("update");
  if (!order) throw notFound("The order");
  return order;
}

// Shipped already: the same carrier and number again is a repeat; another is a second shipment
// (two staff shipping one order at once), which is refused.
function refuseOtherShipment(order: OrderRow, request: OrderTransitionBody) {
  if (request.to !== "shipped") return;
  if (order.carrier === request.carrier && order.trackingNumber === request.trackingNumber) return;
  throw new ApiError(
    409,
    "INVALID_TRANSITION",
    `Order ${order.invoiceNumber} is shipped already, with ${order.carrier} ${order.trackingNumber}`,
  );
}

// The move itself, under the row lock; answers the variants restocked.
async function applyMove(
  context: OrderContext,
  order: OrderRow,
  request: OrderTransitionBody,
  requester: Requester,
): Promise<number[]> {
  const { db: tx, shopUrl } = context;
  const now = new Date();
  const actor: OrderActor =
    requester.kind === "staff"
      ? { kind: "staff", staffId: requester.staff.id, name: requester.staff.name }
      : { kind: "member", name: requester.name };
  const changes = await changesFor(context, order, request, actor, now);
  await tx
    .update(orders)
    .set({ status: request.to, ...changes })
    .where(eq(orders.id, order.id));
  await recordOrderEvent(tx, order.id, actor, { from: order.status, to: request.to, note: request.note });
  if (requester.kind === "staff")
    await audit(
      tx,
      requester.staff,
      `order.${request.to}`,
      order.invoiceNumber,
      { status: order.status },
      {
        status: request.to,
        ...changes,
      },
    );
  const restocked = request.to === "cancelled" ? await restockOrder(tx, order.id) : [];
  // A size that was sold out mails its back-in-stock alerts, in this transaction.
  if (restocked.length) await restockedVariants(tx, restocked, shopUrl);
  await queueTransitionMail(context, order, request, changes);
  return restocked;
}

type Changes = Partial<Omit<OrderRow, "id" | "status">>;

async function changesFor(
  context: OrderContext,
  order: OrderRow,
  request: OrderTransitionBody,
  actor: OrderActor,
  now: Date,
): Promise<Changes> {
  switch (request.to) {
    case "paid":
      await context.db.insert(payments).values({
        orderId: order.id,
        method: order.paymentMethod,
        outcome: "approved",
        amountCents: order.totalCents,
        reference: null,
        message: `Payment received, confirmed by ${actor.name}`,
      });
      return { paidAt: now };
    case "packed":
      return { packedAt: now };
    case "shipped":
      return {
        shippedAt: now,
        carrier: request.carrier,
        trackingNumber: request.trackingNumber,
        trackingUrl: request.trackingUrl ?? null,
      };
    case "delivered":
      return { deliveredAt: now };
    case "cancelled":
      return { cancelledAt: now, ...(order.paidAt ? await refund(context, order) : {}) };
  }
}

// A paid order's money goes back through the gateway it was paid with; if the gateway fails,
// the whole cancel is undone (502).
async function refund(context: OrderContext, order: OrderRow): Promise<Changes> {
  const [paid] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.outcome, "approved")))
    .orderBy(desc(payments.id))
    .limit(1);
  const result = await context.gateways[order.paymentMethod].refund({
    invoiceNumber: order.invoiceNumber,
    amountCents: order.totalCents,
    currency: "usd",
    paymentReference: paid?.reference ?? null,
    refundKey: `${order.invoiceNumber}-refund`,
  });
  if (result.outcome === "failed")
    throw new ApiError(
      502,
      "REFUND_FAILED",
      `The refund failed, so the order stays as it was: ${result.message}`,
    );
  return { refundedCents: order.totalCents, refundedAt: new Date(), refundReference: result.reference };
}

async function queueTransitionMail(
  context: OrderContext,
  order: OrderRow,
  request: OrderTransitionBody,
  changes: Changes,
) {
  const { db: tx, shopUrl } = context;
  if (request.to === "packed") return; // nothing the member needs to hear
  const data = await orderMailData(tx, order, { shopUrl });
  if (request.to === "paid") return queueMail(tx, paymentReceivedMail(data));
  if (request.to === "delivered") return queueMail(tx, deliveredMail(data));
  if (request.to === "cancelled")
    return queueMail(tx, cancelledMail({ ...data, refundedCents: changes.refundedCents ?? undefined }));
  const orderPage = shopLink(shopUrl, `/member/orders/${order.invoiceNumber}`, data.locale);
  await queueMail(
    tx,
    shippedMail({ ...data, carrier: request.carrier, trackingUrl: request.trackingUrl ?? orderPage }),
  );
}
