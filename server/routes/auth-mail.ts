// Accounts through mailed links: registration (confirmed by a link before the member exists)
// and sign-in links. Registration answers the same "check your mail" whether or not the
// address has an account, so it tells nobody which addresses do; a sign-in link works whatever
// the sign-in counts say, so an attacker guessing passwords cannot keep a member out
// (docs/decisions/008-sign-in-throttling.md).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, gt, isNull } from "drizzle-orm";

import {
  AuthGrantResponse,
  CLIENT_ADDRESS_HEADER,
  ErrorBody,
  type Locale,
  MailedTokenBody,
  OkMessage,
  RegisterBody,
  SignInLinkBody,
} from "../contract";
import type { Database } from "../db/client";
import { members, registrations, signInLinks } from "../db/schema";
import { hashPassword, hashToken, newMemberId, newSecretToken } from "../lib/auth";
import { ApiError } from "../lib/errors";
import { log } from "../lib/log";
import { enforce, RULES } from "../lib/rate-limit";
import { signedIn } from "../lib/sign-in-throttle";
import { answerNoSoonerThan, MAIL_ANSWER_FLOOR_MS } from "../lib/steady-time";
import { welcomeMail } from "../mail/account-mails";
import { queueMail } from "../mail/queue";
import { badInput, jsonBody, ok, rateLimited } from "./openapi";

const REGISTRATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;
export const CHECK_YOUR_MAIL =
  "Check your mail: we have sent a link to that address. Open it to finish creating your account.";
const SIGN_IN_LINK_SENT = "If an account exists for that address, we have sent it a link to sign in.";

// The link a mail carries: the web's page, the token, and where the shopper was going.
function mailedLink(shopUrl: string, path: string, token: string, next?: string) {
  const url = new URL(path, shopUrl);
  url.searchParams.set("token", token);
  if (next) url.searchParams.set("next", next);
  return url.toString();
}

const invalidLink = () =>
  new ApiError(400, "INVALID_TOKEN", "This link has expired or was already used. Ask for a new one.");

export function registerMailedLinkRoutes(app: OpenAPIHono, db: Database, options: { shopUrl: string }) {
  registerRegistration(app, db, options.shopUrl);
  registerSignInLinkRequest(app, db, options.shopUrl);
  registerMailedLinkUse(app, db, options.shopUrl);
}

// Registration: the same answer and the same work (a password hashed, one mail) whether or not
// the address is taken. A new address gets a confirmation link; an address with an account gets
// a mail telling its owner that someone tried, with the ways to sign in.
function registerRegistration(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/register",
      tags: ["Auth"],
      summary: "Ask for an account: a confirmation link is mailed (same answer for a taken address)",
      request: jsonBody(RegisterBody),
      responses: { 202: ok(OkMessage), ...badInput, ...rateLimited },
    }),
    async (c) => {
      const { name, email, password, next } = c.req.valid("json");
      await enforce(db, [
        [RULES.registerPerAddress, c.req.header(CLIENT_ADDRESS_HEADER)],
        [RULES.registerPerAccount, email],
      ]);
      const passwordHash = await hashPassword(password);
      const [member] = await db.select({ name: members.name }).from(members).where(eq(members.email, email));
      const token = newSecretToken();
      await db.transaction(async (tx) => {
        if (member) {
          await queueMail(tx, {
            to: email,
            subject: "Someone tried to create a Little Sprout account with your address",
            text: `Hello ${member.name},\n\nSomeone (perhaps you) tried to create an account with this address, which already has one. Nothing has changed.\n\nSign in: ${new URL("/login", shopUrl)}\nForgotten your password? ${new URL("/forget-password", shopUrl)}\n\nIf it was not you, ignore this message.`,
          });
          return;
        }
        await tx.insert(registrations).values({
          tokenHash: hashToken(token),
          email,
          name,
          passwordHash,
          expiresAt: new Date(Date.now() + REGISTRATION_LIFETIME_MS),
        });
        await queueMail(tx, {
          to: email,
          subject: "Confirm your Little Sprout account",
          text: `Hello ${name},\n\nOpen this link within a day to finish creating your account:\n${mailedLink(shopUrl, "/login/link", token, next)}\n\nIf you did not ask for it, ignore this message: no account is made.`,
        });
      });
      log.info("[outbox] registration mail queued");
      return c.json({ data: { message: CHECK_YOUR_MAIL } }, 202);
    },
  );
}

// A sign-in link by mail: rate-limited like reset links, the same answer (and time) whether or
// not the account exists.
function registerSignInLinkRequest(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/sign-in-link",
      tags: ["Auth"],
      summary: "Ask for a sign-in link by mail; the same answer whether or not the account exists",
      request: jsonBody(SignInLinkBody),
      responses: { 202: ok(OkMessage), ...badInput, ...rateLimited },
    }),
    async (c) => {
      const { email, next } = c.req.valid("json");
      await answerNoSoonerThan(MAIL_ANSWER_FLOOR_MS, async () => {
        await enforce(db, [
          [RULES.signInLinkPerAddress, c.req.header(CLIENT_ADDRESS_HEADER)],
          [RULES.signInLinkPerAccount, email],
        ]);
        const [member] = await db.select().from(members).where(eq(members.email, email));
        if (!member) return;
        const token = newSecretToken();
        await db.transaction(async (tx) => {
          await tx.insert(signInLinks).values({
            tokenHash: hashToken(token),
            memberId: member.id,
            expiresAt: new Date(Date.now() + SIGN_IN_LINK_LIFETIME_MS),
          });
          await queueMail(tx, {
            to: member.email,
            subject: "Your Little Sprout sign-in link",
            text: `Hello ${member.name},\n\nOpen this link within 15 minutes to sign in:\n${mailedLink(shopUrl, "/login/link", token, next)}\n\nIf you did not ask for it, ignore this message.`,
          });
        });
        log.info("[outbox] sign-in link queued");
      });
      return c.json({ data: { message: SIGN_IN_LINK_SENT } }, 202);
    },
  );
}

// A mailed link's token, of either kind, for a signed-in member: a sign-in link (single use, 15
// minutes, never slowed by the sign-in counts) or a registration's confirmation (single use, a
// day), which makes the member.
function registerMailedLinkUse(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/mailed-link",
      tags: ["Auth"],
      summary: "Sign in with a mailed link's token (a sign-in link or a registration's confirmation)",
      request: jsonBody(MailedTokenBody),
      responses: {
        200: ok(AuthGrantResponse),
        ...badInput,
        409: ok(ErrorBody, "The registration's address has an account by now (EMAIL_TAKEN)"),
      },
    }),
    async (c) => {
      const { token, deviceToken } = c.req.valid("json");
      const member =
        (await memberOfSignInLink(db, token)) ??
        (await memberOfRegistration(db, token, shopUrl, c.get("locale")));
      if (!member) throw invalidLink();
      const address = c.req.header(CLIENT_ADDRESS_HEADER);
      return c.json({ data: await signedIn(db, member, { email: member.email, address, deviceToken }) }, 200);
    },
  );
}

// Marking a link used in the statement that checks it makes it single use under races.
async function memberOfSignInLink(db: Database, token: string) {
  const [link] = await db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInLinks.tokenHash, hashToken(token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!link) return null;
  const [member] = await db.select().from(members).where(eq(members.id, link.memberId));
  return member ?? null;
}

// The account made from a confirmed registration, welcomed in the same transaction.
// locale: the confirming request's; the member's mails are written in it.
async function memberOfRegistration(db: Database, token: string, shopUrl: string, locale: Locale) {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .update(registrations)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(registrations.tokenHash, hashToken(token)),
          isNull(registrations.usedAt),
          gt(registrations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!pending) return null;
    const { name, email, passwordHash } = pending;
    const [made] = await tx
      .insert(members)
      .values({ id: newMemberId(), name, email, passwordHash, locale })
      .onConflictDoNothing({ target: members.email })
      .returning();
    if (made) {
      await queueMail(tx, welcomeMail({ to: email, name, shopUrl, locale }));
      return made;
    }
    throw new ApiError(
      409,
      "EMAIL_TAKEN",
      "This address has an account already. Sign in, or reset the password if you forgot it.",
    );
  });
}
