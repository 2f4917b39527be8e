// The back office's orders: the list, one order, its transitions (server/orders/state-machine.ts)
// and notes. For every staff role.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";

import { audit } from "../admin/audit";
import { getAdminOrder, listAdminOrders } from "../admin/orders";
import { requireStaff } from "../admin/staff-auth";
import {
  AdminOrderListResponse,
  AdminOrderQuery,
  AdminOrderResponse,
  ErrorBody,
  EXACT_COUNT_LIMIT,
  InvoiceNumber,
  OrderNoteBody,
  OrderTransitionBody,
  OrderTransitionResponse,
} from "../contract";
import { orders } from "../db/schema";
import { notFound } from "../lib/errors";
import { type OrderContext, transitionOrder } from "../orders/state-machine";
import { recordOrderEvent } from "../orders/timeline";
import { ADMIN_TAG, badInput, jsonBody, notFoundError, ok, staffOnly, staffSecurity } from "./openapi";

const InvoiceParam = z.object({ invoice_number: InvoiceNumber });

export function registerAdminOrderRoutes(app: OpenAPIHono, context: OrderContext) {
  registerOrderReads(app, context);
  registerOrderChanges(app, context);
}

function registerOrderReads(app: OpenAPIHono, { db }: OrderContext) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/orders",
      tags: [ADMIN_TAG],
      summary: "Every order: filter by status and date, search by invoice number, email or name, sort, page",
      description: `paging.total is exact up to ${EXACT_COUNT_LIMIT} matches; beyond, the database's estimate.`,
      security: staffSecurity,
      request: { query: AdminOrderQuery },
      responses: { 200: ok(AdminOrderListResponse), ...badInput, ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json(await listAdminOrders(db, c.req.valid("query")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/orders/{invoice_number}",
      tags: [ADMIN_TAG],
      summary:
        "One order in full: lines, address, delivery, payment attempts, the timeline with who and notes",
      security: staffSecurity,
      request: { params: InvoiceParam },
      responses: { 200: ok(AdminOrderResponse), ...badInput, ...staffOnly, ...notFoundError },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json({ data: await getAdminOrder(db, c.req.valid("param").invoice_number) }, 200);
    },
  );
}

function registerOrderChanges(app: OpenAPIHono, context: OrderContext) {
  const { db } = context;
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/orders/{invoice_number}/transitions",
      tags: [ADMIN_TAG],
      summary:
        "Move the order to another state (paid, packed, shipped with carrier and tracking, delivered, cancelled)",
      description:
        "awaiting_transfer/awaiting_payment_on_delivery → paid → packed → shipped → delivered; cancelled from any " +
        "state before shipped (stock back; a paid order refunded through its gateway). The same move again with the " +
        "same details answers 200 with changed: false.",
      security: staffSecurity,
      request: { params: InvoiceParam, ...jsonBody(OrderTransitionBody) },
      responses: {
        200: ok(OrderTransitionResponse),
        ...badInput,
        ...staffOnly,
        ...notFoundError,
        409: ok(
          ErrorBody,
          "The order's state does not allow it; the message names the state (INVALID_TRANSITION)",
        ),
        502: ok(ErrorBody, "The payment gateway did not refund; nothing changed (REFUND_FAILED)"),
      },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const { invoice_number: invoiceNumber } = c.req.valid("param");
      const { changed } = await transitionOrder(context, invoiceNumber, c.req.valid("json"), {
        kind: "staff",
        staff,
      });
      return c.json({ data: { order: await getAdminOrder(db, invoiceNumber), changed } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/orders/{invoice_number}/notes",
      tags: [ADMIN_TAG],
      summary: "Add a note to the order's timeline (staff only; the member does not see notes)",
      security: staffSecurity,
      request: { params: InvoiceParam, ...jsonBody(OrderNoteBody) },
      responses: { 201: ok(AdminOrderResponse), ...badInput, ...staffOnly, ...notFoundError },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const { invoice_number: invoiceNumber } = c.req.valid("param");
      const { note } = c.req.valid("json");
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
        if (!order) throw notFound("The order");
        const actor = { kind: "staff", staffId: staff.id, name: staff.name } as const;
        await recordOrderEvent(tx, order.id, actor, { from: null, to: null, note });
        await audit(tx, staff, "order.note", invoiceNumber, null, { note });
      });
      return c.json({ data: await getAdminOrder(db, invoiceNumber) }, 201);
    },
  );
}
