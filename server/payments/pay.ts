// Paying an order: one attempt through the chosen gateway, recorded whatever its outcome, and
// its mail queued in the same transaction.
import { and, count, desc, eq } from "drizzle-orm";

import type { CardInput, OrderStatus, PaymentMethodCode } from "../contract";
import type { Database } from "../db/client";
import { orders, payments } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { orderMailData } from "../mail/order-mail-data";
import { orderConfirmationMail, paymentReceivedMail } from "../mail/order-mails";
import { queueMail } from "../mail/queue";
import { recordOrderEvent } from "../orders/timeline";
import type { ChargeResult, PaymentGateways } from "./gateway";

type PayInput = { invoiceNumber: string; method: PaymentMethodCode; card?: CardInput; currency?: string };

function statusAfter(result: Exclude<ChargeResult, { outcome: "declined" }>): OrderStatus {
  if (result.outcome === "approved") return "paid";
  return result.awaiting === "transfer" ? "awaiting_transfer" : "awaiting_payment_on_delivery";
}

// The order row stays locked while the gateway answers, so two attempts on one order
// run one after the other and the second finds it paid: never a double charge.
export async function payOrder(
  db: Database,
  gateways: PaymentGateways,
  memberId: string,
  { invoiceNumber, method, card, currency }: PayInput,
  shopUrl: string,
): Promise<ChargeResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceNumber, invoiceNumber), eq(orders.memberId, memberId)))
      .for("no key update");
    if (!order) throw notFound("The order");
    // Paid, and perhaps packed, shipped or delivered since.
    if (order.paidAt || order.status === "paid")
      throw new ApiError(409, "ALREADY_PAID", `Order ${invoiceNumber} is already paid`);
    if (order.status === "cancelled")
      throw new ApiError(409, "ORDER_CANCELLED", `Order ${invoiceNumber} was cancelled`);

    const repeated = await earlierPending(tx, order, method);
    if (repeated) return repeated;

    const [{ attempts }] = await tx
      .select({ attempts: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    const result = await gateways[method].charge({
      invoiceNumber,
      amountCents: order.totalCents,
      currency: "usd",
      attemptKey: `${invoiceNumber}-${attempts + 1}`,
      card,
    });
    await tx.insert(payments).values({
      orderId: order.id,
      method,
      outcome: result.outcome,
      amountCents: order.totalCents,
      reference: result.reference,
      cardLast4: card ? card.number.slice(-4) : null,
      message: result.message,
      declineReason: result.outcome === "declined" ? result.reason : null,
      instructions: result.outcome === "pending" ? result.instructions : null,
    });
    // A decline leaves the order as it was, payable again.
    if (result.outcome !== "declined") {
      await tx
        .update(orders)
        .set({
          status: statusAfter(result),
          paymentMethod: method,
          paidAt: result.outcome === "approved" ? new Date() : null,
        })
        .where(eq(orders.id, order.id));
      const to = statusAfter(result);
      if (to !== order.status)
        await recordOrderEvent(tx, order.id, { kind: "shop", name: "Checkout" }, { from: order.status, to });
      const mail = await orderMailData(tx, { memberId, invoiceNumber }, { shopUrl, currencyCode: currency });
      // The first method chosen confirms the order (with the bank details for a transfer); money
      // arriving later for an order already confirmed says so.
      if (order.status === "awaiting_payment") await queueMail(tx, orderConfirmationMail(mail));
      else if (result.outcome === "approved") await queueMail(tx, paymentReceivedMail(mail));
    }
    return result;
  });
}

// Cash on delivery or a bank transfer chosen again for an order already waiting on it (a form
// submitted twice): the pending attempt recorded then is the answer, and no new one is made.
// Race-safe: the caller holds the order's row lock.
const AWAITING: Partial<
  Record<PaymentMethodCode, { status: OrderStatus; awaiting: "transfer" | "delivery" }>
> = {
  cash_on_delivery: { status: "awaiting_payment_on_delivery", awaiting: "delivery" },
  bank_transfer: { status: "awaiting_transfer", awaiting: "transfer" },
};

async function earlierPending(
  tx: Database,
  order: typeof orders.$inferSelect,
  method: PaymentMethodCode,
): Promise<ChargeResult | null> {
  const awaited = AWAITING[method];
  if (!awaited || order.status !== awaited.status || order.paymentMethod !== method) return null;
  const [earlier] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.method, method), eq(payments.outcome, "pending")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!earlier) return null;
  return {
    outcome: "pending",
    awaiting: awaited.awaiting,
    reference: earlier.reference ?? "",
    message: earlier.message,
    instructions: earlier.instructions,
  };
}
