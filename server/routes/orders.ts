import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";

import { InvoiceNumber, OrderListQuery, OrderListResponse, OrderResponse } from "../contract";
import type { Database } from "../db/client";
import { requireMember } from "../lib/auth";
import { cancelOrder, getOrder, listOrders } from "../queries/orders";
import { authHeadersSecurity, badInput, conflict, notFoundError, ok, unauthorized } from "./openapi";

const InvoiceParam = z.object({ invoice_number: InvoiceNumber });

// shopUrl: for the links in the back-in-stock mails a cancelled order may send.
export function registerOrderRoutes(app: OpenAPIHono, db: Database, shopUrl: string) {
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
      summary: "Cancel an order that is not paid yet; its stock goes back on sale",
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
      await cancelOrder(db, member.id, invoiceNumber, shopUrl);
      return c.json({ data: await getOrder(db, member.id, invoiceNumber) }, 200);
    },
  );
}
