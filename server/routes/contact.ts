// The contact form: each message is stored, copied to the shop's address and acknowledged to
// the sender, all three in one transaction.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";

import { CLIENT_ADDRESS_HEADER, ContactMessage, OkMessage, ShopConfig } from "../contract";
import type { Database } from "../db/client";
import { configEntries, contactMessages } from "../db/schema";
import { log } from "../lib/log";
import { enforce, RULES } from "../lib/rate-limit";
import { contactAcknowledgementMail, contactCopyMail } from "../mail/contact-mails";
import { queueMail } from "../mail/queue";
import { badInput, jsonBody, ok, rateLimited } from "./openapi";

const THANKS = "Thank you for your message. We answer within one working day.";

// shopUrl: where the shop's pages live, for the links in the mails.
export function registerContactRoutes(app: OpenAPIHono, db: Database, shopUrl: string) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/content/contact",
      tags: ["Content"],
      summary: "Send a message to the shop",
      description:
        `One client address may send ${RULES.contactPerAddress.limit} messages an hour, and ` +
        `${RULES.contactPerEmail.limit} with one email address. Leave \`website\` empty.`,
      request: jsonBody(ContactMessage),
      responses: { 201: ok(OkMessage), ...badInput, ...rateLimited },
    }),
    async (c) => {
      const { website, ...message } = c.req.valid("json");
      // A bot filled the honeypot: thank it, store nothing.
      if (website) return c.json({ data: { message: THANKS } }, 201);
      // Per address, and per email from that address: a stranger's messages in someone's
      // name never spend that person's allowance.
      const address = c.req.header(CLIENT_ADDRESS_HEADER);
      await enforce(db, [
        [RULES.contactPerAddress, address],
        [RULES.contactPerEmail, `${message.email} ${address ?? ""}`],
      ]);
      await db.transaction(async (tx) => {
        const [entry] = await tx.select().from(configEntries).where(eq(configEntries.name, "shop"));
        const shop = ShopConfig.parse(entry?.value);
        await tx.insert(contactMessages).values(message);
        await queueMail(tx, contactCopyMail({ shopEmail: shop.email, message, shopUrl }));
        // The sender's copy in the language of the page they wrote from.
        await queueMail(tx, contactAcknowledgementMail({ message, shopUrl, locale: c.get("locale") }));
      });
      log.info("[outbox] contact message for the shop and its acknowledgement queued");
      return c.json({ data: { message: THANKS } }, 201);
    },
  );
}
