// For owners: staff management (add, change role, disable) and the audit log.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { asc, count, desc, eq } from "drizzle-orm";

import { audit } from "../admin/audit";
import { addStaffMember, mailPasswordLink, requireStaff, toStaffMember } from "../admin/staff-auth";
import {
  AuditListResponse,
  AuditQuery,
  ErrorBody,
  StaffAddBody,
  StaffAddResponse,
  StaffListResponse,
  StaffResponse,
  StaffUpdateBody,
} from "../contract";
import type { Database } from "../db/client";
import { auditLog, staff, staffSessions } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { paging } from "../queries/listing/database";
import { badInput, jsonBody, notFoundError, ok, OWNER_TAG, staffOnly, staffSecurity } from "./openapi";

const StaffParam = z.object({ id: z.string().uuid("Not a staff id") });

export function registerAdminStaffRoutes(app: OpenAPIHono, db: Database, shopUrl: string) {
  registerStaffList(app, db, shopUrl);
  registerStaffUpdate(app, db, shopUrl);
  registerAuditLog(app, db);
}

function registerStaffList(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/staff",
      tags: [OWNER_TAG],
      summary: "Every staff account, owners first",
      security: staffSecurity,
      responses: { 200: ok(StaffListResponse), ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers, { role: "owner" });
      const rows = await db.select().from(staff).orderBy(desc(staff.role), asc(staff.email));
      return c.json({ data: rows.map(toStaffMember) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/staff",
      tags: [OWNER_TAG],
      summary: "Add a staff member; mails them the one-time link to set a password, and answers it",
      security: staffSecurity,
      request: jsonBody(StaffAddBody),
      responses: {
        201: ok(StaffAddResponse),
        ...badInput,
        ...staffOnly,
        409: ok(ErrorBody, "A staff account has this email (EMAIL_TAKEN)"),
      },
    }),
    async (c) => {
      const { staff: owner } = await requireStaff(db, c.req.raw.headers, { role: "owner" });
      const body = c.req.valid("json");
      const added = await db.transaction(async (tx) => {
        const row = await addStaffMember(tx, body);
        if (!row) throw new ApiError(409, "EMAIL_TAKEN", `${body.email} already has a staff account`);
        await audit(tx, owner, "staff.add", row.email, null, { name: row.name, role: row.role });
        return { staff: toStaffMember(row), passwordLink: await mailPasswordLink(tx, row, shopUrl) };
      });
      return c.json({ data: added }, 201);
    },
  );
}

function registerStaffUpdate(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/admin/staff/{id}",
      tags: [OWNER_TAG],
      summary: "Change a staff member's role, or disable (or enable) the account; disabling signs them out",
      description: "An owner cannot change their own account, so that the shop always keeps an owner.",
      security: staffSecurity,
      request: { params: StaffParam, ...jsonBody(StaffUpdateBody) },
      responses: {
        200: ok(StaffResponse),
        ...badInput,
        ...staffOnly,
        ...notFoundError,
        409: ok(ErrorBody, "The owner's own account (INVALID_TRANSITION)"),
      },
    }),
    async (c) => {
      const { staff: owner } = await requireStaff(db, c.req.raw.headers, { role: "owner" });
      const { id } = c.req.valid("param");
      const { role, disabled } = c.req.valid("json");
      if (id === owner.id)
        throw new ApiError(
          409,
          "INVALID_TRANSITION",
          "You cannot change your own account: ask another owner",
        );
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
        if (!before) throw notFound("The staff member");
        const changes = {
          ...(role !== undefined && { role }),
          ...(disabled !== undefined && { disabledAt: disabled ? (before.disabledAt ?? new Date()) : null }),
        };
        const [after] = await tx.update(staff).set(changes).where(eq(staff.id, id)).returning();
        if (after.disabledAt) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        const shown = (row: typeof before) => ({ role: row.role, disabled: row.disabledAt !== null });
        await audit(tx, owner, "staff.update", before.email, shown(before), shown(after));
        return after;
      });
      return c.json({ data: toStaffMember(updated) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/staff/{id}/password-link",
      tags: [OWNER_TAG],
      summary:
        "A new one-time link for the staff member to set a (new) password, mailed to them and answered",
      security: staffSecurity,
      request: { params: StaffParam },
      responses: {
        200: ok(z.object({ data: z.object({ passwordLink: z.string() }) })),
        ...badInput,
        ...staffOnly,
        ...notFoundError,
      },
    }),
    async (c) => {
      const { staff: owner } = await requireStaff(db, c.req.raw.headers, { role: "owner" });
      const passwordLink = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(staff)
          .where(eq(staff.id, c.req.valid("param").id));
        if (!row) throw notFound("The staff member");
        await audit(tx, owner, "staff.password_link", row.email, null, null);
        return mailPasswordLink(tx, row, shopUrl);
      });
      return c.json({ data: { passwordLink } }, 200);
    },
  );
}

function registerAuditLog(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/audit",
      tags: [OWNER_TAG],
      summary: "The audit log, newest first: every staff action with the values before and after",
      security: staffSecurity,
      request: { query: AuditQuery },
      responses: { 200: ok(AuditListResponse), ...badInput, ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers, { role: "owner" });
      const { page, pageSize, action } = c.req.valid("query");
      const where = action ? eq(auditLog.action, action) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return c.json(
        {
          data: rows.map((row) => ({
            id: row.id,
            at: row.createdAt.toISOString(),
            staffEmail: row.staffEmail,
            action: row.action,
            target: row.target,
            before: row.before,
            after: row.after,
          })),
          paging: paging({ page, pageSize }, total),
        },
        200,
      );
    },
  );
}
