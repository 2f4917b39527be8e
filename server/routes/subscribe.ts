// Newsletter subscription: one row per email; subscribing twice is the same as once.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";

import { OkMessage, SubscribeBody } from "../contract";
import type { Database } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { badInput, jsonBody, ok } from "./openapi";

export function registerSubscribeRoutes(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/subscribe",
      tags: ["Newsletter"],
      summary: "Subscribe an email to the newsletter; the same answer whether or not it already was",
      request: jsonBody(SubscribeBody),
      responses: { 200: ok(OkMessage), ...badInput },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
      // The same words either way, so the answer does not tell who is subscribed.
      return c.json({ data: { message: `Thank you! News and offers will go to ${email}.` } }, 200);
    },
  );
}
