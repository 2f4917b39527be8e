// The newsletter with double opt-in: subscribing sends a confirm link, and only a confirmed
// address counts. Every newsletter mail carries a one-click unsubscribe link.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";

import { NewsletterTokenBody, OkMessage, SubscribeBody } from "../contract";
import type { Database } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { hashToken } from "../lib/auth";
import { confirmMailDue, newConfirmLink } from "../lib/double-opt-in";
import { ApiError } from "../lib/errors";
import { shopLink } from "../lib/locale";
import { newsletterConfirmMail, newsletterWelcomeMail } from "../mail/newsletter-mails";
import { queueMail } from "../mail/queue";
import { badInput, jsonBody, ok } from "./openapi";

const BAD_LINK = "This link is not valid any more. Subscribe again from the shop's footer.";

export function registerSubscribeRoutes(app: OpenAPIHono, db: Database, shopUrl: string) {
  registerSubscribe(app, db, shopUrl);
  registerConfirm(app, db, shopUrl);
  registerUnsubscribe(app, db);
}

function registerSubscribe(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/subscribe",
      tags: ["Newsletter"],
      summary:
        "Ask for the newsletter: a confirm link goes to the address; the same answer whatever its state",
      request: jsonBody(SubscribeBody),
      responses: { 200: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      // In the language of the page that asked (the link opens the shop in it too).
      const locale = c.get("locale");
      await db.transaction(async (tx) => {
        await tx.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
        const { tokenHash, link } = newConfirmLink("/newsletter/confirm", shopUrl, locale);
        // Claimed in one statement, so two quick posts send one mail.
        const [due] = await tx
          .update(newsletterSubscriptions)
          .set({ confirmTokenHash: tokenHash, confirmSentAt: new Date() })
          .where(and(eq(newsletterSubscriptions.email, email), confirmMailDue(newsletterSubscriptions)))
          .returning();
        if (due) await queueMail(tx, newsletterConfirmMail({ to: email, link, shopUrl, locale }));
      });
      // The same words either way, so the answer does not tell who is subscribed.
      return c.json({ data: { message: `Thank you! Open the link we sent to ${email} to confirm.` } }, 200);
    },
  );
}

function registerConfirm(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/newsletter/confirm",
      tags: ["Newsletter"],
      summary: "Confirm a subscription with the token of its confirm link (400 INVALID_TOKEN when unknown)",
      request: jsonBody(NewsletterTokenBody),
      responses: { 200: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscriptions)
          .set({ confirmedAt: new Date(), confirmTokenHash: null })
          .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)))
          .returning();
        if (!row) return false;
        // In the language of the confirm link's page, which the confirm mail was written in.
        const locale = c.get("locale");
        const unsubscribe = `/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
        const unsubscribeUrl = shopLink(shopUrl, unsubscribe, locale);
        await queueMail(tx, newsletterWelcomeMail({ to: row.email, unsubscribeUrl, shopUrl, locale }));
        return true;
      });
      if (!confirmed) throw new ApiError(400, "INVALID_TOKEN", BAD_LINK);
      return c.json({ data: { message: "Thank you! Your subscription is confirmed." } }, 200);
    },
  );
}

function registerUnsubscribe(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/newsletter/unsubscribe",
      tags: ["Newsletter"],
      summary:
        "Unsubscribe with the token of a newsletter mail's unsubscribe link (400 INVALID_TOKEN when unknown)",
      request: jsonBody(NewsletterTokenBody),
      responses: { 200: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      const [gone] = await db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        .returning();
      if (!gone) throw new ApiError(400, "INVALID_TOKEN", "This address is not subscribed any more.");
      return c.json({ data: { message: "You are unsubscribed: no more newsletters will come." } }, 200);
    },
  );
}
