import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";

import {
  AuthGrantResponse,
  ChangePasswordBody,
  CLIENT_ADDRESS_HEADER,
  Email,
  ErrorBody,
  IdTokenBody,
  type Locale,
  LoginBody,
  OkMessage,
  ResetCompleteBody,
  ResetRequestBody,
  TokenInfoResponse,
} from "../contract";
import type { Database } from "../db/client";
import { accessTokens, externalIdentities, members, passwordResets } from "../db/schema";
import {
  hashPassword,
  hashToken,
  issueAccessToken,
  newMemberId,
  newSecretToken,
  requireMember,
  verifyPassword,
} from "../lib/auth";
import { ApiError, notFound } from "../lib/errors";
import { shopLink } from "../lib/locale";
import { log } from "../lib/log";
import { createIdTokenVerifier, type IdClaims, type OidcTrust } from "../lib/oidc";
import { enforce, RULES } from "../lib/rate-limit";
import { signedIn, throttleSignIn } from "../lib/sign-in-throttle";
import { answerNoSoonerThan, MAIL_ANSWER_FLOOR_MS } from "../lib/steady-time";
import { passwordResetMail, welcomeMail } from "../mail/account-mails";
import { queueMail } from "../mail/queue";
import { registerMailedLinkRoutes } from "./auth-mail";
import { authHeadersSecurity, badInput, jsonBody, ok, rateLimited, unauthorized } from "./openapi";

const RESET_LIFETIME_MS = 60 * 60 * 1000;
const RESET_REQUESTED =
  "If an account exists for that address, we have sent it a link to reset the password.";

export type AuthOptions = { shopUrl: string; oidc?: OidcTrust };

export function registerAuthRoutes(app: OpenAPIHono, db: Database, options: AuthOptions) {
  registerMailedLinkRoutes(app, db, options);
  registerSignIn(app, db);
  registerSignOut(app, db);
  registerTokenCheck(app, db);
  registerProviderSignIn(app, db, options);
  registerPasswordChange(app, db);
  registerResetRequest(app, db, options);
  registerResetCompletion(app, db);
}

// Sign-in with a password, under the rate limits (lib/sign-in-throttle.ts).
function registerSignIn(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/login",
      tags: ["Auth"],
      summary: "Sign in with email and password; answers an access token and the user id",
      request: jsonBody(LoginBody),
      responses: {
        200: ok(AuthGrantResponse),
        ...badInput,
        401: ok(ErrorBody, "Wrong email or password (INVALID_CREDENTIALS)"),
        ...rateLimited,
      },
    }),
    async (c) => {
      const { email, password, deviceToken } = c.req.valid("json");
      const attempt = { email, deviceToken, address: c.req.header(CLIENT_ADDRESS_HEADER) };
      await throttleSignIn(db, attempt);
      const [member] = await db.select().from(members).where(eq(members.email, email));
      // One answer whether or not the account exists.
      if (!(await verifyPassword(password, member?.passwordHash ?? null)) || !member) {
        throw new ApiError(401, "INVALID_CREDENTIALS", "The email or password is not right");
      }
      return c.json({ data: await signedIn(db, member, attempt) }, 200);
    },
  );
}

// Sign-out: the access token is revoked.
function registerSignOut(app: OpenAPIHono, db: Database) {
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
}

// What the access token in the headers stands for.
function registerTokenCheck(app: OpenAPIHono, db: Database) {
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
}

// Sign-in through the identity provider: its ID token for an access token.
function registerProviderSignIn(app: OpenAPIHono, db: Database, options: AuthOptions) {
  const verifyIdToken = options.oidc ? createIdTokenVerifier(options.oidc) : null;
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/validate-token/oidc",
      tags: ["Auth"],
      summary: "Exchange an ID token from the identity provider for an access token",
      description:
        "The API verifies the ID token itself (signature against the provider's JWKS, issuer, audience, expiry). " +
        "The first sign-in of an identity creates its member; an identity whose email belongs to a password " +
        "account is linked only when the provider says the email is verified.",
      request: jsonBody(IdTokenBody),
      responses: {
        200: ok(AuthGrantResponse),
        ...badInput,
        401: ok(ErrorBody, "The ID token is not valid (INVALID_TOKEN)"),
        404: ok(ErrorBody, "No identity provider is configured (NOT_FOUND)"),
        409: ok(ErrorBody, "The email belongs to another account (EMAIL_TAKEN)"),
        502: ok(ErrorBody, "The provider could not be reached (PROVIDER_UNAVAILABLE)"),
      },
    }),
    async (c) => {
      if (!verifyIdToken || !options.oidc) throw notFound("Sign-in through an identity provider");
      const claims = await verifyIdToken(c.req.valid("json").idToken);
      const member = await memberForIdentity(
        db,
        options.oidc.issuer,
        claims,
        options.shopUrl,
        c.get("locale"),
      );
      return c.json({ data: await issueAccessToken(db, member) }, 200);
    },
  );
}

// A new password for a signed-in member.
function registerPasswordChange(app: OpenAPIHono, db: Database) {
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
        // A new version: reset links made before now stop working.
        await tx
          .update(members)
          .set({
            passwordHash: await hashPassword(newPassword),
            passwordVersion: sql`${members.passwordVersion} + 1`,
          })
          .where(eq(members.id, member.id));
        await tx
          .delete(accessTokens)
          .where(and(eq(accessTokens.memberId, member.id), ne(accessTokens.tokenHash, tokenHash)));
      });
      return c.json({ data: { message: "Your password has been changed" } }, 200);
    },
  );
}

// A reset link by mail.
function registerResetRequest(app: OpenAPIHono, db: Database, options: AuthOptions) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/reset-password",
      tags: ["Auth"],
      summary: "Ask for a reset link; the same answer whether or not the account exists",
      request: jsonBody(ResetRequestBody),
      responses: { 202: ok(OkMessage), ...badInput, ...rateLimited },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      await answerNoSoonerThan(MAIL_ANSWER_FLOOR_MS, async () => {
        await enforce(db, [
          [RULES.resetPerAddress, c.req.header(CLIENT_ADDRESS_HEADER)],
          [RULES.resetPerAccount, email],
        ]);
        const [member] = await db.select().from(members).where(eq(members.email, email));
        if (member) await mailResetLink(db, member, options.shopUrl, c.get("locale"));
      });
      return c.json({ data: { message: RESET_REQUESTED } }, 202);
    },
  );
}

// The link is bound to the password it replaces: it holds the member's password version. The mail
// is in the language of the page that asked for it (the one its reader is reading now), as is
// the page the link opens.
async function mailResetLink(
  db: Database,
  member: typeof members.$inferSelect,
  shopUrl: string,
  locale: Locale,
) {
  const token = newSecretToken();
  const link = shopLink(shopUrl, `/reset-password?token=${token}`, locale);
  const expiresAt = new Date(Date.now() + RESET_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      memberId: member.id,
      expiresAt,
      passwordVersion: member.passwordVersion,
    });
    await queueMail(
      tx,
      passwordResetMail({ to: member.email, name: member.name, link, expiresAt, shopUrl, locale }),
    );
  });
  log.info("[outbox] password reset mail queued");
}

// A new password with a reset link.
function registerResetCompletion(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "put",
      path: "/api/auth/reset-password",
      tags: ["Auth"],
      summary: "Set a new password with a reset token (single use, expires after an hour)",
      request: jsonBody(ResetCompleteBody),
      responses: { 200: ok(OkMessage), ...badInput, ...rateLimited },
    }),
    async (c) => {
      const { token, password } = c.req.valid("json");
      // The cheap checks first: the address's count, then the link; only then the hashing.
      await enforce(db, [[RULES.resetUsePerAddress, c.req.header(CLIENT_ADDRESS_HEADER)]]);
      const live = and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      );
      const [found] = await db.select().from(passwordResets).where(live);
      if (!found) throw resetLinkDead();
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        // Marking it used in the same statement that checks it makes it single use under races.
        const [reset] = await tx.update(passwordResets).set({ usedAt: new Date() }).where(live).returning();
        if (!reset) return false;
        // Only while the password is still the one the link was made for.
        const [changed] = await tx
          .update(members)
          .set({ passwordHash, passwordVersion: sql`${members.passwordVersion} + 1` })
          .where(and(eq(members.id, reset.memberId), eq(members.passwordVersion, reset.passwordVersion)))
          .returning({ id: members.id });
        if (!changed) return false;
        await tx.delete(accessTokens).where(eq(accessTokens.memberId, reset.memberId));
        return true;
      });
      if (!done) throw resetLinkDead();
      return c.json({ data: { message: "Your password has been reset. Sign in with the new one." } }, 200);
    },
  );
}

const resetLinkDead = () =>
  new ApiError(400, "INVALID_TOKEN", "This reset link has expired or was already used. Ask for a new one.");

// The member behind a provider identity, linked or created on its first sign-in. The lock
// makes two simultaneous first sign-ins of one identity create one member. A member created
// here is welcomed in the same transaction, as one confirming a password registration is.
// locale: the request's; a member made here has their mails written in it.
async function memberForIdentity(
  db: Database,
  issuer: string,
  claims: IdClaims,
  shopUrl: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${issuer} ${claims.sub}`}))`);
    const [linked] = await tx
      .select({ member: members })
      .from(externalIdentities)
      .innerJoin(members, eq(members.id, externalIdentities.memberId))
      .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, claims.sub)));
    if (linked) return linked.member;

    const email = Email.safeParse(claims.email);
    if (!email.success) {
      throw new ApiError(
        400,
        "VALIDATION_ERROR",
        "The identity provider did not share a valid email address",
      );
    }
    const taken = () =>
      new ApiError(
        409,
        "EMAIL_TAKEN",
        "An account with this email already exists. Sign in with your password.",
      );
    let [member] = await tx.select().from(members).where(eq(members.email, email.data));
    // An unverified email must not open someone else's account.
    if (member && claims.email_verified !== true) throw taken();
    if (!member) {
      const name = nameOfClaims(claims) || email.data.split("@")[0];
      [member] = await tx
        .insert(members)
        .values({ id: newMemberId(), email: email.data, name, passwordHash: null, locale })
        .onConflictDoNothing({ target: members.email })
        .returning();
      // Registered with a password a moment ago.
      if (!member) throw taken();
      await queueMail(tx, welcomeMail({ to: member.email, name: member.name, shopUrl, locale }));
    }
    await tx.insert(externalIdentities).values({ issuer, subject: claims.sub, memberId: member.id });
    return member;
  });
}

// The provider's display name, without control characters (a line break would end up in the
// welcome mail's subject) and at most 100 characters.
const nameOfClaims = (claims: IdClaims) =>
  (claims.name ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 100);
