import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";

import {
  CheckoutBody,
  ErrorBody,
  IdempotencyHeaders,
  OrderResponse,
  PayBody,
  PaymentMethodsResponse,
  ShippingOptionsQuery,
  ShippingOptionsResponse,
} from "../contract";
import type { Database } from "../db/client";
import { requireMember } from "../lib/auth";
import { ApiError } from "../lib/errors";
import { localMethod } from "../lib/method-names";
import { toCents } from "../lib/money";
import { shippingOptions } from "../lib/shipping";
import type { PaymentGateways } from "../payments/gateway";
import { payOrder } from "../payments/pay";
import { placeOrder } from "../queries/checkout";
import { getOrder } from "../queries/orders";
import {
  authHeadersSecurity,
  badInput,
  conflict,
  jsonBody,
  notFoundError,
  ok,
  unauthorized,
} from "./openapi";

// shopUrl: where the shop's pages live, for the links in the order's mails.
export function registerCheckoutRoutes(
  app: OpenAPIHono,
  db: Database,
  gateways: PaymentGateways,
  shopUrl: string,
) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/checkout/shipping-options",
      tags: ["Checkout"],
      summary: "Shipping options, priced for the given subtotal",
      request: { query: ShippingOptionsQuery },
      responses: { 200: ok(ShippingOptionsResponse), ...badInput },
    }),
    async (c) => {
      const { subtotal } = c.req.valid("query");
      const options = shippingOptions(subtotal === undefined ? undefined : toCents(subtotal));
      return c.json({ data: options.map((option) => localMethod(c.get("locale"), option)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/checkout/payment-methods",
      tags: ["Checkout"],
      summary: "The ways an order can be paid",
      responses: { 200: ok(PaymentMethodsResponse) },
    }),
    async (c) =>
      c.json(
        { data: Object.values(gateways).map((gateway) => localMethod(c.get("locale"), gateway.method)) },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/checkout",
      tags: ["Checkout"],
      summary: "Turn the cart into an order awaiting payment (idempotent with the Idempotency-Key header)",
      security: authHeadersSecurity,
      request: { headers: IdempotencyHeaders, ...jsonBody(CheckoutBody) },
      responses: {
        201: ok(OrderResponse, "The order was placed"),
        200: ok(OrderResponse, "The order placed earlier with this Idempotency-Key"),
        ...badInput,
        ...unauthorized,
        ...conflict("OUT_OF_STOCK (with `stock`), CART_EMPTY or IDEMPOTENCY_KEY_REUSED"),
      },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const key = c.req.valid("header")["idempotency-key"];
      const { invoiceNumber, created } = await placeOrder(
        db,
        member.id,
        c.req.valid("json"),
        key,
        c.get("locale"),
      );
      const order = await getOrder(db, member.id, invoiceNumber);
      if (created) return c.json({ data: order }, 201);
      c.header("Idempotent-Replayed", "true");
      return c.json({ data: order }, 200);
    },
  );
  registerPayRoute(app, db, gateways, shopUrl);
}

// Paying a placed order; its mail (confirmation, payment received) is queued in the same transaction.
function registerPayRoute(app: OpenAPIHono, db: Database, gateways: PaymentGateways, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/transaction/pay",
      tags: ["Checkout"],
      summary: "Pay an order, or choose to pay it by transfer or on delivery; answers the order",
      security: authHeadersSecurity,
      request: jsonBody(PayBody),
      responses: {
        200: ok(OrderResponse),
        ...badInput,
        ...unauthorized,
        402: ok(ErrorBody, "The card was declined (PAYMENT_DECLINED); the order can be paid again"),
        ...notFoundError,
        ...conflict("ALREADY_PAID or ORDER_CANCELLED"),
      },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const body = c.req.valid("json");
      const result = await payOrder(db, gateways, member.id, body, shopUrl);
      if (result.outcome === "declined")
        throw new ApiError(402, "PAYMENT_DECLINED", result.message, undefined, {
          details: { declineReason: result.reason },
        });
      return c.json({ data: await getOrder(db, member.id, body.invoiceNumber) }, 200);
    },
  );
}
