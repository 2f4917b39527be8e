import type { OrderDetail, OrderStatus } from "@contract";

// The states in the back office's words (staff read the state itself; members read their own
// wording, MEMBER_STATUS_WORDING).
export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  awaiting_transfer: "Awaiting bank transfer",
  awaiting_payment_on_delivery: "Cash on delivery, unpaid",
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

// The ways to pay, in the back office's English (the shop's pages read the catalogue's, order.method.*).
export const ADMIN_METHOD_LABELS: Record<OrderDetail["paymentMethod"], string> = {
  cash_on_delivery: "Cash on delivery",
  bank_transfer: "Bank transfer",
  test_card: "Card",
};

// The gift options of an order (GiftOptions) in the back office's English.
export const ADMIN_GIFT_WORDS = {
  gift: "Gift",
  isGift: "This order is a gift.",
  message: "Message on the packing slip",
  noMessage: "No gift message.",
  pricesHidden: "Prices are left off the packing slip.",
  pricesShown: "The packing slip shows the prices.",
};
