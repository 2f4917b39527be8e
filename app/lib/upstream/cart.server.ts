// Cart and checkout calls.
import {
  CartResponse,
  type CheckoutBody,
  IDEMPOTENCY_HEADER,
  OrderResponse,
  type PayBody,
  PaymentMethodsResponse,
  ShippingOptionsResponse,
  type UpdateCartBody,
} from "@contract";

import type { Call } from "../upstream.server";

export const cartCalls = (call: Call) => ({
  cart: {
    get: async () => (await call(CartResponse, "/api/cart", { auth: true })).data,
    update: async (body: UpdateCartBody) =>
      (await call(CartResponse, "/api/cart", { method: "PUT", body, auth: true })).data,
  },
  checkout: {
    shippingOptions: async (subtotal: number) =>
      (await call(ShippingOptionsResponse, "/api/checkout/shipping-options", { query: { subtotal } })).data,
    paymentMethods: async () => (await call(PaymentMethodsResponse, "/api/checkout/payment-methods")).data,
    // The key makes a repeated submit (a double click, a retried post) answer the same order.
    place: async (body: CheckoutBody, idempotencyKey: string) =>
      (
        await call(OrderResponse, "/api/checkout", {
          method: "POST",
          body,
          auth: true,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
      ).data,
    pay: async (body: PayBody) =>
      (await call(OrderResponse, "/api/transaction/pay", { method: "POST", body, auth: true })).data,
  },
});
