import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import {
  AuthGrantResponse,
  ChangePasswordBody,
  LoginBody,
  OkMessage,
  RegisterBody,
  ResetCompleteBody,
  ResetRequestBody,
  TokenInfoResponse,
  ErrorBody,
} from "../contract";
import type { Database } from "../db/client";
import { accessTokens, members, outbox, passwordResets } from "../db/schema";
import {
  hashPassword,
  hashToken,
  issueAccessToken,
  newMemberId,
  newSecretToken,
  requireMember,
  verifyPassword,
} from "../lib/auth";
import { ApiError } from "../lib/errors";
import { authHeadersSecurity, badInput, jsonBody, ok, unauthorized } from "./openapi";

const RESET_LIFETIME_MS = 60 * 60 * 1000;
const RESET_REQUESTED = "If an account exists for that address, we have sent it a link to reset the password.";

export function registerAuthRoutes(app: OpenAPIHono, db: Database, options: { shopUrl: string }) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/register",
      tags: ["Auth"],
      summary: "Create a member and sign them in",
      request: jsonBody(RegisterBody),
      responses: { 201: ok(AuthGrantResponse), ...badInput, 409: ok(ErrorBody, "Email already registered (EMAIL_TAKEN)") },
    }),
    async (c) => {
      const { name, email, password } = c.req.valid("json");
      const [member] = await db
        .insert(members)
        .values({ id: newMemberId(), name, email, passwordHash: await hashPassword(password) })
        .onConflictDoNothing({ target: members.email })
        .returning();
      if (!member) {
        throw new ApiError(409, "EMAIL_TAKEN", "An account with this email already exists", {
          email: ["An account with this email already exists"],
        });
      }
      return c.json({ data: await issueAccessToken(db, member) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/login",
      tags: ["Auth"],
      summary: "Sign in with email and password; answers an access token and the user id",
      request: jsonBody(LoginBody),
      responses: { 200: ok(AuthGrantResponse), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const [member] = await db.select().from(members).where(eq(members.email, email));
      // One answer whether or not the account exists.
      if (!(await verifyPassword(password, member?.passwordHash ?? null)) || !member) {
        throw new ApiError(401, "INVALID_CREDENTIALS", "The email or password is not right");
      }
      return c.json({ data: await issueAccessToken(db, member) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/logout",
      tags: ["Auth"],
      summary: "Revoke the access token in the headers",
      security: authHeadersSecurity,
      responses: { 200: ok(OkMessage), ...unauthorized },
    }),
    async (c) => {
      const { tokenHash } = await requireMember(db, c.req.raw.headers);
      await db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
      return c.json({ data: { message: "Signed out" } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/validate-token",
      tags: ["Auth"],
      summary: "Check the access token in the headers; answers its member and expiry",
      security: authHeadersSecurity,
      responses: { 200: ok(TokenInfoResponse), ...unauthorized },
    }),
    async (c) => {
      const { member, expiresAt } = await requireMember(db, c.req.raw.headers);
      return c.json(
        {
          data: {
            userId: member.id,
            expiresAt: expiresAt.toISOString(),
            member: { id: member.id, name: member.name, email: member.email },
          },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/auth/password",
      tags: ["Auth"],
      summary: "Change the password; other sessions are signed out",
      security: authHeadersSecurity,
      request: jsonBody(ChangePasswordBody),
      responses: { 200: ok(OkMessage), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { member, tokenHash } = await requireMember(db, c.req.raw.headers);
      const { currentPassword, newPassword } = c.req.valid("json");
      if (!(await verifyPassword(currentPassword, member.passwordHash))) {
        throw new ApiError(400, "VALIDATION_ERROR", "The current password is not right", {
          currentPassword: ["The current password is not right"],
        });
      }
      await db.transaction(async (tx) => {
        await tx.update(members).set({ passwordHash: await hashPassword(newPassword) }).where(eq(members.id, member.id));
        await tx.delete(accessTokens).where(and(eq(accessTokens.memberId, member.id), ne(accessTokens.tokenHash, tokenHash)));
      });
      return c.json({ data: { message: "Your password has been changed" } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/reset-password",
      tags: ["Auth"],
      summary: "Ask for a reset link; the same answer whether or not the account exists",
      request: jsonBody(ResetRequestBody),
      responses: { 202: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      const [member] = await db.select().from(members).where(eq(members.email, email));
      if (member) {
        const token = newSecretToken();
        const link = new URL(`/reset-password?token=${token}`, options.shopUrl).toString();
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            tokenHash: hashToken(token),
            memberId: member.id,
            expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
          });
          await tx.insert(outbox).values({
            to: member.email,
            subject: "Reset your Little Sprout password",
            body: `Hello ${member.name},\n\nOpen this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message.`,
          });
        });
        console.info(`[outbox] password reset mail for ${member.email} queued`);
      }
      return c.json({ data: { message: RESET_REQUESTED } }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/auth/reset-password",
      tags: ["Auth"],
      summary: "Set a new password with a reset token (single use, expires after an hour)",
      request: jsonBody(ResetCompleteBody),
      responses: { 200: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { token, password } = c.req.valid("json");
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        // Marking it used in the same statement that checks it makes it single use under races.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!reset) return false;
        await tx.update(members).set({ passwordHash }).where(eq(members.id, reset.memberId));
        await tx.delete(accessTokens).where(eq(accessTokens.memberId, reset.memberId));
        return true;
      });
      if (!done) {
        throw new ApiError(400, "INVALID_TOKEN", "This reset link has expired or was already used. Ask for a new one.");
      }
      return c.json({ data: { message: "Your password has been reset. Sign in with the new one." } }, 200);
    },
  );
}
