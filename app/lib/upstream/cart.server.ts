// Cart and checkout calls.
import {
  CART_RETURN_MINIMAL,
  CartResponse,
  type CheckoutBody,
  IDEMPOTENCY_HEADER,
  OrderResponse,
  type PayBody,
  PaymentMethodsResponse,
  ShippingOptionsResponse,
  type UpdateCartBody,
} from "@contract";
import { z } from "zod";

import type { Call } from "../upstream.server";

export const cartCalls = (call: Call) => ({
  cart: {
    get: async () => (await call(CartResponse, "/api/cart", { auth: true })).data,
    // Every change in the shop redirects to a page that reads the cart: the API does not send it.
    update: async (body: UpdateCartBody) => {
      await call(z.undefined(), "/api/cart", {
        method: "PUT",
        body,
        auth: true,
        headers: { Prefer: CART_RETURN_MINIMAL },
      });
    },
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
