// The children a member keeps in their profile for the size finder: a birth date, and the
// latest height and weight when given. Nothing here leaves the shop.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, count, eq, sql } from "drizzle-orm";

import {
  type Child,
  CHILD_LIMITS,
  ChildBody,
  ChildIdParam,
  ChildrenResponse,
  ChildResponse,
  OkMessage,
} from "../contract";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { memberChildren } from "../db/schema";
import { requireMember } from "../lib/auth";
import { ApiError, notFound } from "../lib/errors";
import { authHeadersSecurity, badInput, jsonBody, notFoundError, ok, unauthorized } from "./openapi";

const PATH = "/api/member/children";
const ONE = `${PATH}/{id}`;

const toChild = (row: typeof memberChildren.$inferSelect): Child => ({
  id: row.id,
  name: row.name,
  birthDate: row.birthDate,
  heightCm: row.heightCm,
  weightKg: row.weightKg,
});

const mine = (memberId: string, id: number) =>
  and(eq(memberChildren.id, id), eq(memberChildren.memberId, memberId));

// A member's children, first added first, built once (server/db/prepared.ts): a member's product
// page asks, for its size finder.
const childrenOf = preparedStatement("member_children", (db, name) =>
  db
    .select()
    .from(memberChildren)
    .where(eq(memberChildren.memberId, sql.placeholder("memberId")))
    .orderBy(asc(memberChildren.id))
    .prepare(name),
);

const security = authHeadersSecurity;
const tags = ["Member"];

export function registerChildrenRoutes(app: OpenAPIHono, db: Database) {
  registerChildrenReadAndAdd(app, db);
  registerChildChanges(app, db);
}

function registerChildrenReadAndAdd(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: PATH,
      tags,
      summary: "The member's children, first added first",
      security,
      responses: { 200: ok(ChildrenResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const rows = await childrenOf(db).execute({ memberId: member.id });
      return c.json({ data: rows.map(toChild) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: PATH,
      tags,
      summary: `Add a child (at most ${CHILD_LIMITS.maxChildren})`,
      security,
      request: jsonBody(ChildBody),
      responses: { 201: ok(ChildResponse), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const body = c.req.valid("json");
      const [{ kept }] = await db
        .select({ kept: count() })
        .from(memberChildren)
        .where(eq(memberChildren.memberId, member.id));
      if (kept >= CHILD_LIMITS.maxChildren)
        throw new ApiError(
          400,
          "VALIDATION_ERROR",
          `A profile keeps at most ${CHILD_LIMITS.maxChildren} children. Remove one first.`,
        );
      const [row] = await db
        .insert(memberChildren)
        .values({ ...body, memberId: member.id })
        .returning();
      return c.json({ data: toChild(row) }, 201);
    },
  );
}

// Changing and forgetting one child of the member's.
function registerChildChanges(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "put",
      path: ONE,
      tags,
      summary: "Change a child's name, birth date, height or weight",
      security,
      request: { params: ChildIdParam, ...jsonBody(ChildBody) },
      responses: { 200: ok(ChildResponse), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const [row] = await db
        .update(memberChildren)
        .set(c.req.valid("json"))
        .where(mine(member.id, c.req.valid("param").id))
        .returning();
      if (!row) throw notFound("The child");
      return c.json({ data: toChild(row) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: ONE,
      tags,
      summary: "Forget a child",
      security,
      request: { params: ChildIdParam },
      responses: { 200: ok(OkMessage), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const deleted = await db
        .delete(memberChildren)
        .where(mine(member.id, c.req.valid("param").id))
        .returning({ id: memberChildren.id });
      if (!deleted.length) throw notFound("The child");
      return c.json({ data: { message: "The child was removed from your profile" } }, 200);
    },
  );
}
