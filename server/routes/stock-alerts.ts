// Back in stock, per size: a visitor asks with an address and confirms by mail (the
// newsletter's double opt-in, lib/double-opt-in.ts); a member asks with one tap, sees and
// cancels their alerts. The mail itself goes from lib/stock-alerts.ts when stock comes back.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, desc, eq, sql } from "drizzle-orm";

import {
  CLIENT_ADDRESS_HEADER,
  DEFAULT_LOCALE,
  ErrorBody,
  type Locale,
  MemberStockAlertBody,
  NewsletterTokenBody,
  OkMessage,
  StockAlertBody,
  StockAlertIdParam,
  StockAlertsResponse,
} from "../contract";
import type { Database } from "../db/client";
import { stockAlerts } from "../db/schema";
import { hashToken, requireMember } from "../lib/auth";
import { confirmMailDue, newConfirmLink } from "../lib/double-opt-in";
import { ApiError, notFound } from "../lib/errors";
import { enforce, RULES } from "../lib/rate-limit";
import {
  alertedVariants,
  productPath as pathOf,
  restockedVariants,
  type VariantOfAlert,
} from "../lib/stock-alerts";
import { queueMail } from "../mail/queue";
import { stockAlertConfirmMail, variantName } from "../mail/stock-alert-mails";
import {
  authHeadersSecurity,
  badInput,
  jsonBody,
  notFoundError,
  ok,
  rateLimited,
  unauthorized,
} from "./openapi";

const TAGS = ["Stock alerts"];
const askedFor = {
  ...badInput,
  ...rateLimited,
  404: ok(ErrorBody, "No such variant (NOT_FOUND)"),
  409: ok(ErrorBody, "The variant is in stock: nothing to wait for (IN_STOCK)"),
};

export function registerStockAlertRoutes(app: OpenAPIHono, db: Database, shopUrl: string) {
  registerVisitorAlert(app, db, shopUrl);
  registerConfirm(app, db, shopUrl);
  registerMemberAlert(app, db);
  registerMemberList(app, db);
}

function registerVisitorAlert(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/stock-alerts",
      tags: TAGS,
      summary:
        "A visitor asks to hear when a sold-out variant is back: a confirm link goes to the address first; the same answer whatever its state",
      description:
        `One client address may ask for ${RULES.stockAlertPerAddress.limit} alerts an hour, and ` +
        `${RULES.stockAlertPerEmail.limit} with one email address. Leave \`website\` empty.`,
      request: jsonBody(StockAlertBody),
      responses: { 202: ok(OkMessage), ...askedFor },
    }),
    async (c) => {
      const { variantId, email, website } = c.req.valid("json");
      const message = `Thank you! Open the link we sent to ${email} to confirm the alert.`;
      // A bot filled the honeypot: thank it, store nothing.
      if (website) return c.json({ data: { message } }, 202);
      const address = c.req.header(CLIENT_ADDRESS_HEADER);
      await enforce(db, [
        [RULES.stockAlertPerAddress, address],
        [RULES.stockAlertPerEmail, `${email} ${address ?? ""}`],
      ]);
      // The alert's mails are in the language of the page that asked (the later one too).
      const locale = c.get("locale");
      await db.transaction(async (tx) => {
        const variant = await soldOutVariant(tx, variantId, locale);
        await tx.insert(stockAlerts).values({ variantId, email, locale }).onConflictDoNothing();
        const { tokenHash, link } = newConfirmLink("/stock-alerts/confirm", shopUrl, locale);
        // Claimed in one statement, so two quick posts send one mail.
        const [due] = await tx
          .update(stockAlerts)
          .set({ confirmTokenHash: tokenHash, confirmSentAt: new Date(), locale })
          .where(
            and(
              eq(stockAlerts.variantId, variantId),
              eq(stockAlerts.email, email),
              confirmMailDue(stockAlerts),
            ),
          )
          .returning();
        if (due) await queueMail(tx, stockAlertConfirmMail({ to: email, variant, link, shopUrl, locale }));
      });
      // The same words either way, so the answer does not tell who asked before.
      return c.json({ data: { message } }, 202);
    },
  );
}

// The variant, when it exists and is sold out: an alert for one in stock would never fire.
async function soldOutVariant(
  tx: Database,
  variantId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<VariantOfAlert> {
  const variant = (await alertedVariants(tx, [variantId], locale)).get(variantId);
  if (!variant) throw notFound("The size");
  if (variant.stock > 0)
    throw new ApiError(409, "IN_STOCK", `${variantName(variant)} is in stock: add it to your cart now.`);
  return variant;
}

function registerConfirm(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/stock-alerts/confirm",
      tags: TAGS,
      summary:
        "Confirm a visitor's alert with the token of its confirm link (400 INVALID_TOKEN when unknown)",
      request: jsonBody(NewsletterTokenBody),
      responses: { 200: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      const confirmed = await db.transaction(async (tx) => {
        const [alert] = await tx
          .update(stockAlerts)
          .set({ confirmedAt: new Date(), confirmTokenHash: null })
          .where(eq(stockAlerts.confirmTokenHash, hashToken(token)))
          .returning();
        // Back in stock before the link was followed: its mail goes now.
        if (alert) await restockedVariants(tx, [alert.variantId], shopUrl);
        return Boolean(alert);
      });
      if (!confirmed)
        throw new ApiError(400, "INVALID_TOKEN", "This link is not valid any more. Ask for the alert again.");
      return c.json(
        { data: { message: "Thank you! We will email you once when it is back in stock." } },
        200,
      );
    },
  );
}

function registerMemberAlert(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/member/stock-alerts",
      tags: TAGS,
      summary:
        "A member asks to hear when a sold-out variant is back, at their own address (no confirm mail)",
      security: authHeadersSecurity,
      request: jsonBody(MemberStockAlertBody),
      responses: { 201: ok(OkMessage), ...askedFor, ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { variantId, website } = c.req.valid("json");
      const message = `We will email ${member.email} once when it is back in stock.`;
      if (website) return c.json({ data: { message } }, 201);
      const address = c.req.header(CLIENT_ADDRESS_HEADER);
      await enforce(db, [
        [RULES.stockAlertPerAddress, address],
        [RULES.stockAlertPerEmail, `${member.email} ${address ?? ""}`],
      ]);
      // Its mail is in the language of the page that asked.
      const locale = c.get("locale");
      await db.transaction(async (tx) => {
        await soldOutVariant(tx, variantId);
        // A visitor's alert of the same address becomes the member's, confirmed.
        await tx
          .insert(stockAlerts)
          .values({ variantId, email: member.email, memberId: member.id, confirmedAt: new Date(), locale })
          .onConflictDoUpdate({
            target: [stockAlerts.variantId, stockAlerts.email],
            set: {
              memberId: member.id,
              confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())`,
              confirmTokenHash: null,
              locale,
            },
          });
      });
      return c.json({ data: { message } }, 201);
    },
  );
}

function registerMemberList(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/member/stock-alerts",
      tags: TAGS,
      summary: "The member's waiting alerts, newest first",
      security: authHeadersSecurity,
      responses: { 200: ok(StockAlertsResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const alerts = await db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.memberId, member.id))
        .orderBy(desc(stockAlerts.id));
      const variants = await alertedVariants(
        db,
        alerts.map((alert) => alert.variantId),
        c.get("locale"),
      );
      const data = alerts.map((alert) => {
        const variant = variants.get(alert.variantId)!;
        const { productSlug, productTitle, size, color } = variant;
        const { id, variantId, createdAt } = alert;
        const productPath = pathOf(variant);
        return {
          ...{ id, variantId, productSlug, productTitle, productPath, size, color },
          createdAt: createdAt.toISOString(),
        };
      });
      return c.json({ data }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/member/stock-alerts/{id}",
      tags: TAGS,
      summary: "Cancel one of the member's alerts",
      security: authHeadersSecurity,
      request: { params: StockAlertIdParam },
      responses: { 200: ok(OkMessage), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const [gone] = await db
        .delete(stockAlerts)
        .where(and(eq(stockAlerts.id, c.req.valid("param").id), eq(stockAlerts.memberId, member.id)))
        .returning();
      if (!gone) throw notFound("The alert");
      return c.json({ data: { message: "The alert is cancelled: no mail will come for it." } }, 200);
    },
  );
}
