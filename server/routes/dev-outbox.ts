// Development only: the mail in the outbox, newest first, so a developer (or a browser test
// running the API in another process) can follow a password-reset link without a mail
// server. Off unless DEV_OUTBOX=on, and refused in production: it hands out reset links.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";

import { Email } from "../contract";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { ApiError } from "../lib/errors";

const Query = z.object({ to: Email });

export function registerDevOutboxRoutes(app: OpenAPIHono, db: Database) {
  app.get("/api/dev/outbox", async (c) => {
    const query = Query.safeParse(c.req.query());
    if (!query.success)
      throw new ApiError(400, "VALIDATION_ERROR", "Ask for the mail of one address: ?to=<email>");
    const mail = await db
      .select({ to: outbox.to, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.to, query.data.to))
      .orderBy(desc(outbox.id))
      .limit(10);
    return c.json({ data: mail });
  });
}
