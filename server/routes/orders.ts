import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";

import { InvoiceNumber, OrderListQuery, OrderListResponse, OrderResponse } from "../contract";
import { requireMember } from "../lib/auth";
import { type OrderContext, transitionOrder } from "../orders/state-machine";
import { getOrder, listOrders } from "../queries/orders";
import { authHeadersSecurity, badInput, conflict, notFoundError, ok, unauthorized } from "./openapi";

const InvoiceParam = z.object({ invoice_number: InvoiceNumber });

// context: the gateways and shop address a cancel needs (its mail's links).
export function registerOrderRoutes(app: OpenAPIHono, context: OrderContext) {
  const { db } = context;
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/member/orders",
      tags: ["Orders"],
      summary: "The member's orders, newest first",
      security: authHeadersSecurity,
      request: { query: OrderListQuery },
      responses: { 200: ok(OrderListResponse), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json(await listOrders(db, member.id, c.req.valid("query")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/member/orders/{invoice_number}",
      tags: ["Orders"],
      summary: "One of the member's orders in full; another member's is 404",
      security: authHeadersSecurity,
      request: { params: InvoiceParam },
      responses: { 200: ok(OrderResponse), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json({ data: await getOrder(db, member.id, c.req.valid("param").invoice_number) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/member/orders/{invoice_number}/cancel",
      tags: ["Orders"],
      summary:
        "Cancel an order that is not paid yet; its stock goes back on sale (cancelling twice is harmless)",
      security: authHeadersSecurity,
      request: { params: InvoiceParam },
      responses: {
        200: ok(OrderResponse),
        ...badInput,
        ...unauthorized,
        ...notFoundError,
        ...conflict("ALREADY_PAID"),
      },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { invoice_number: invoiceNumber } = c.req.valid("param");
      await transitionOrder(
        context,
        invoiceNumber,
        { to: "cancelled" },
        { kind: "member", memberId: member.id, name: member.name },
      );
      return c.json({ data: await getOrder(db, member.id, invoiceNumber) }, 200);
    },
  );
}
