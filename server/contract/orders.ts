// A member's orders: the history list and one order in full.
import { z } from "zod";

import { CartLine } from "./cart";
import { PaymentMethodCode, ShippingOptionCode } from "./checkout";
import { DeclineReason, envelope, pagedEnvelope, PagingQuery } from "./common";
import { Region } from "./content";

// awaiting_payment: placed, nothing paid yet (or the last card was declined).
// awaiting_transfer / awaiting_payment_on_delivery: the shopper chose to pay by bank transfer / on delivery.
// paid: the money is in. packed, shipped (with a carrier and tracking number), delivered: staff
// moved it on (server/orders/state-machine.ts). cancelled: cancelled before it shipped; its
// stock went back, and a paid one was refunded.
export const ORDER_STATUSES = [
  "awaiting_payment",
  "awaiting_transfer",
  "awaiting_payment_on_delivery",
  "paid",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

// A cart line as it was when the order was placed (prices included), without the live stock.
export const OrderLine = CartLine.omit({ stock: true }).meta({ id: "OrderLine" });
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderAddress = z
  .object({
    name: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    province: Region,
    city: Region,
    district: Region,
    subdistrict: Region,
    postal: Region,
  })
  .meta({ id: "OrderAddress" });
export type OrderAddress = z.infer<typeof OrderAddress>;

export const PaymentAttempt = z
  .object({
    method: PaymentMethodCode,
    outcome: z.enum(["approved", "pending", "declined"]),
    message: z.string(),
    // A declined attempt's reason (null for the others, and for attempts recorded before it was kept).
    declineReason: DeclineReason.nullable(),
    cardLast4: z.string().nullable(),
    at: z.string(), // ISO date-time
  })
  .meta({ id: "PaymentAttempt" });
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

export const OrderSummary = z
  .object({
    invoiceNumber: z.string(),
    status: OrderStatus,
    paymentMethod: PaymentMethodCode, // the method chosen last
    placedAt: z.string(), // ISO date-time
    qty: z.number().int(), // units across all lines
    total: z.number(),
    // The parts of the bill, so that a list shows the total its order shows: in another
    // currency, the sum of the parts converted one by one (see the web's money rules).
    items: z.array(z.object({ price: z.number(), qty: z.number().int() })),
    shipping: z.object({ price: z.number() }),
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof OrderSummary>;

// What a member reads for each state, in their words rather than the state's name.
export const MEMBER_STATUS_WORDING: Record<OrderStatus, string> = {
  awaiting_payment: "Waiting for payment",
  awaiting_transfer: "Waiting for your bank transfer",
  awaiting_payment_on_delivery: "To be paid on delivery",
  paid: "Paid, being prepared",
  packed: "Packed, ready to ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

// One step of an order's history as its member sees it (who did it stays in the back office).
export const OrderTimelineEntry = z
  .object({
    status: OrderStatus,
    statusText: z.string(), // MEMBER_STATUS_WORDING of status
    at: z.string(), // ISO date-time
  })
  .meta({ id: "OrderTimelineEntry" });
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

export const OrderTracking = z
  .object({ carrier: z.string(), number: z.string(), url: z.string().nullable() })
  .meta({ id: "OrderTracking" });
export type OrderTracking = z.infer<typeof OrderTracking>;

// The gift options chosen at checkout: the message goes on the packing slip, which then leaves
// the prices out when hidePrices is set.
export const OrderGift = z
  .object({ message: z.string().nullable(), hidePrices: z.boolean() })
  .meta({ id: "OrderGift" });
export type OrderGift = z.infer<typeof OrderGift>;

export const OrderDetail = OrderSummary.extend({
  items: z.array(OrderLine),
  subtotal: z.number(),
  shipping: z.object({ option: ShippingOptionCode, name: z.string(), price: z.number() }),
  address: OrderAddress,
  note: z.string().nullable(),
  gift: OrderGift.nullable(), // null: not a gift
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  // What the shopper must still do to pay (the bank details while awaiting_transfer), else null.
  paymentInstructions: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
  payments: z.array(PaymentAttempt), // newest first
  statusText: z.string(), // the status in the member's words (MEMBER_STATUS_WORDING)
  tracking: OrderTracking.nullable(), // once shipped
  refunded: z.number().nullable(), // the amount refunded, once refunded
  timeline: z.array(OrderTimelineEntry), // oldest first
}).meta({ id: "OrderDetail" });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderResponse = envelope(OrderDetail);
export const OrderListQuery = PagingQuery;
export const OrderListResponse = pagedEnvelope(OrderSummary);
