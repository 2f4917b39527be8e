// Staff sign-in (/api/admin/auth/*): password and TOTP, sign-out, the signed-in staff member,
// the one-time password link, and TOTP enrolment.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";

import { audit } from "../admin/audit";
import {
  issueStaffSession,
  needsTotpEnrolment,
  newTotpSecret,
  requireStaff,
  spendTotpCode,
  toStaffMember,
  usePasswordLink,
} from "../admin/staff-auth";
import type { TotpCipher } from "../admin/totp-secrets";
import {
  CLIENT_ADDRESS_HEADER,
  ErrorBody,
  OkMessage,
  StaffGrantResponse,
  StaffLoginBody,
  StaffMeResponse,
  StaffSetPasswordBody,
  TotpEnrolmentResponse,
  TotpVerifyBody,
} from "../contract";
import type { Database } from "../db/client";
import { staff, staffSessions } from "../db/schema";
import { hashPassword, verifyPassword } from "../lib/auth";
import { ApiError } from "../lib/errors";
import { enforce, RULES } from "../lib/rate-limit";
import { rememberSignIn, throttleSignIn } from "../lib/sign-in-throttle";
import { ADMIN_TAG, badInput, jsonBody, ok, rateLimited, staffOnly, staffSecurity } from "./openapi";

const wrongCredentials = () => new ApiError(401, "INVALID_CREDENTIALS", "The email or password is not right");

// totp: seals and opens the staff's TOTP secrets (kept encrypted, server/admin/totp-secrets.ts).
export function registerAdminAuthRoutes(app: OpenAPIHono, db: Database, totp: TotpCipher) {
  registerStaffSignIn(app, db, totp);
  registerStaffSession(app, db);
  registerSetPassword(app, db);
  registerTotpEnrolment(app, db, totp);
}

function registerStaffSignIn(app: OpenAPIHono, db: Database, totp: TotpCipher) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/auth/login",
      tags: [ADMIN_TAG],
      summary: "Staff sign-in: email, password and (when enrolled) a TOTP code; answers a staff token",
      description:
        "The same rate limits as members' sign-in, counted under the staff account. One answer whether or not " +
        "the account exists; TOTP_REQUIRED only after the right password.",
      request: jsonBody(StaffLoginBody),
      responses: {
        200: ok(StaffGrantResponse),
        ...badInput,
        401: ok(
          ErrorBody,
          "Wrong email or password (INVALID_CREDENTIALS), or code missing or wrong (TOTP_REQUIRED)",
        ),
        ...rateLimited,
      },
    }),
    async (c) => {
      const { email, password, totp: code } = c.req.valid("json");
      // Staff counts are kept apart from a member's with the same address.
      const attempt = { email: `staff:${email}`, address: c.req.header(CLIENT_ADDRESS_HEADER) };
      await throttleSignIn(db, attempt);
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      if (!(await verifyPassword(password, row?.passwordHash ?? null)) || !row || row.disabledAt)
        throw wrongCredentials();
      if (row.totpEnabledAt && !(code && (await spendTotpCode(db, row, code, totp))))
        throw new ApiError(
          401,
          "TOTP_REQUIRED",
          code
            ? "The code is not right: try the one your app shows now"
            : "Enter the code from your authenticator app",
        );
      await rememberSignIn(db, attempt);
      return c.json({ data: await issueStaffSession(db, row) }, 200);
    },
  );
}

function registerStaffSession(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/auth/logout",
      tags: [ADMIN_TAG],
      summary: "Revoke the staff token",
      security: staffSecurity,
      responses: { 200: ok(OkMessage), ...staffOnly },
    }),
    async (c) => {
      const { tokenHash } = await requireStaff(db, c.req.raw.headers, { duringEnrolment: true });
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
      return c.json({ data: { message: "Signed out" } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/auth/me",
      tags: [ADMIN_TAG],
      summary: "The signed-in staff member (each call also moves the 30-minute idle deadline)",
      security: staffSecurity,
      responses: { 200: ok(StaffMeResponse), ...staffOnly },
    }),
    async (c) => {
      const { staff: row } = await requireStaff(db, c.req.raw.headers, { duringEnrolment: true });
      return c.json(
        { data: { staff: toStaffMember(row), totpEnrolmentRequired: needsTotpEnrolment(row) } },
        200,
      );
    },
  );
}

function registerSetPassword(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/auth/password",
      tags: [ADMIN_TAG],
      summary: "Set a staff password with the one-time link's token; the staff member's sessions end",
      request: jsonBody(StaffSetPasswordBody),
      responses: {
        200: ok(OkMessage),
        ...badInput,
        401: ok(ErrorBody, "The link is unknown, used or expired (INVALID_TOKEN)"),
        ...rateLimited,
      },
    }),
    async (c) => {
      await enforce(db, [[RULES.resetUsePerAddress, c.req.header(CLIENT_ADDRESS_HEADER)]]);
      const { token, password } = c.req.valid("json");
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const link = await usePasswordLink(tx, token);
        if (!link)
          throw new ApiError(
            401,
            "INVALID_TOKEN",
            "This link was used or has expired: ask an owner for a new one",
          );
        const [row] = await tx
          .update(staff)
          .set({ passwordHash })
          .where(eq(staff.id, link.staffId))
          .returning();
        await tx.delete(staffSessions).where(eq(staffSessions.staffId, link.staffId));
        await audit(tx, row, "staff.password_set", row.email, null, null);
      });
      return c.json({ data: { message: "Your password is set: sign in to the back office" } }, 200);
    },
  );
}

function registerTotpEnrolment(app: OpenAPIHono, db: Database, totp: TotpCipher) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/auth/totp",
      tags: [ADMIN_TAG],
      summary: "Start enrolling an authenticator app: a new secret, active once a code from it is verified",
      security: staffSecurity,
      responses: {
        200: ok(TotpEnrolmentResponse),
        ...staffOnly,
        409: ok(ErrorBody, "Already enrolled (INVALID_TRANSITION)"),
      },
    }),
    async (c) => {
      const { staff: row } = await requireStaff(db, c.req.raw.headers, { duringEnrolment: true });
      if (row.totpEnabledAt)
        throw new ApiError(
          409,
          "INVALID_TRANSITION",
          "An authenticator app is already set up for this account",
        );
      const { secret, uri } = newTotpSecret(row);
      await db
        .update(staff)
        .set({ totpSecret: totp.seal(row.id, secret), totpLastStep: null })
        .where(eq(staff.id, row.id));
      return c.json({ data: { secret, uri } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/auth/totp/verify",
      tags: [ADMIN_TAG],
      summary: "Finish enrolling: a code from the app turns the second factor on",
      security: staffSecurity,
      request: jsonBody(TotpVerifyBody),
      responses: {
        200: ok(StaffMeResponse),
        ...badInput,
        ...staffOnly,
        409: ok(ErrorBody, "No enrolment started, or the code is not right (INVALID_TRANSITION)"),
      },
    }),
    async (c) => {
      const { staff: row } = await requireStaff(db, c.req.raw.headers, { duringEnrolment: true });
      if (row.totpEnabledAt || !row.totpSecret)
        throw new ApiError(409, "INVALID_TRANSITION", "Start the set-up first (POST /api/admin/auth/totp)");
      if (!(await spendTotpCode(db, row, c.req.valid("json").code, totp)))
        throw new ApiError(
          409,
          "INVALID_TRANSITION",
          "The code is not right: try the one your app shows now",
        );
      const enabled = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(staff)
          .set({ totpEnabledAt: new Date() })
          .where(eq(staff.id, row.id))
          .returning();
        await audit(tx, row, "staff.totp_enabled", row.email, { totpEnabled: false }, { totpEnabled: true });
        return updated;
      });
      return c.json({ data: { staff: toStaffMember(enabled), totpEnrolmentRequired: false } }, 200);
    },
  );
}
