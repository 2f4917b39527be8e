import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";

import { CART_RETURN_MINIMAL, CartChangeHeaders, CartResponse, UpdateCartBody } from "../contract";
import type { Database } from "../db/client";
import { claimedMember, requireMember } from "../lib/auth";
import { changeLineAtOnce, readCart, updateCartLine } from "../queries/cart";
import {
  authHeadersSecurity,
  badInput,
  jsonBody,
  notFoundError,
  ok,
  outOfStockError,
  unauthorized,
} from "./openapi";

export function registerCartRoutes(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/cart",
      tags: ["Cart"],
      summary: "The member's cart with current prices and stock",
      security: authHeadersSecurity,
      responses: { 200: ok(CartResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json({ data: await readCart(db, member.id, c.get("locale")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/cart",
      tags: ["Cart"],
      summary:
        "Set, add to or remove (qty 0) one line; answers the cart (204 without it: Prefer: return=minimal)",
      security: authHeadersSecurity,
      request: { headers: CartChangeHeaders, ...jsonBody(UpdateCartBody) },
      responses: {
        200: ok(CartResponse),
        204: { description: "Changed; the cart is not sent (Prefer: return=minimal)" },
        ...badInput,
        ...unauthorized,
        ...notFoundError,
        ...outOfStockError,
      },
    }),
    async (c) => {
      const change = c.req.valid("json");
      const claim = claimedMember(c.req.raw.headers);
      // The usual change in one statement, the member checked in it; else the long way, which
      // answers 401, 404, 400 or 409 when it must.
      if (!(await changeLineAtOnce(db, claim, change))) {
        const { member } = await requireMember(db, c.req.raw.headers);
        await updateCartLine(db, member.id, change);
      }
      if (c.req.valid("header").prefer?.includes(CART_RETURN_MINIMAL)) return c.body(null, 204);
      return c.json({ data: await readCart(db, claim.userId, c.get("locale")) }, 200);
    },
  );
}
