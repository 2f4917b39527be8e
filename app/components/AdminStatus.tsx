import type { OrderStatus } from "@contract";

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
