// The back office's moderation queue (held reviews and blog comments: approve or reject, one or
// many at once), the contact messages (read or unread) and the newsletter's subscribers as CSV.
// For every staff role.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";

import { audit } from "../admin/audit";
import { requireStaff } from "../admin/staff-auth";
import {
  ContactMessageListResponse,
  ContactMessageQuery,
  ContactMessageReadBody,
  ContactMessageResponse,
  ModerationBody,
  ModerationQueueResponse,
  ModerationResponse,
} from "../contract";
import type { Database } from "../db/client";
import {
  blogComments,
  blogPosts,
  contactMessages,
  newsletterSubscriptions,
  products,
  reviews,
} from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { notFound } from "../lib/errors";
import { paging } from "../queries/listing/database";
import { ADMIN_TAG, badInput, jsonBody, notFoundError, ok, staffOnly, staffSecurity } from "./openapi";

export function registerAdminModerationRoutes(app: OpenAPIHono, db: Database) {
  registerModeration(app, db);
  registerMessages(app, db);
  registerNewsletterExport(app, db);
}

async function heldItems(db: Database) {
  const [heldReviews, heldComments] = await Promise.all([
    db
      .select({ review: reviews, about: products.title })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.status, "pending")),
    db
      .select({ comment: blogComments, about: blogPosts.title })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(blogComments.status, "pending")),
  ]);
  return [
    ...heldReviews.map(({ review, about }) => ({
      kind: "review" as const,
      id: review.id,
      name: review.name,
      title: review.title,
      body: review.body,
      rating: review.rating,
      about,
      at: review.createdAt.toISOString(),
    })),
    ...heldComments.map(({ comment, about }) => ({
      kind: "comment" as const,
      id: comment.id,
      name: comment.name,
      title: null,
      body: comment.body,
      rating: null,
      about,
      at: comment.createdAt.toISOString(),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

function registerModeration(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/moderation",
      tags: [ADMIN_TAG],
      summary: "Held reviews and blog comments, oldest first",
      security: staffSecurity,
      responses: { 200: ok(ModerationQueueResponse), ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json({ data: await heldItems(db) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/moderation",
      tags: [ADMIN_TAG],
      summary:
        "Approve (publish) or reject held reviews and comments, one or many; a rejection needs a reason",
      description:
        "A product's stars and review count follow an approved review at once. Items decided already are left.",
      security: staffSecurity,
      request: jsonBody(ModerationBody),
      responses: { 200: ok(ModerationResponse), ...badInput, ...staffOnly },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const { items, decision, reason } = c.req.valid("json");
      const status = decision === "approve" ? "published" : "rejected";
      const idsOf = (kind: string) => items.filter((item) => item.kind === kind).map((item) => item.id);
      const decided = await db.transaction(async (tx) => {
        const reviewIds = idsOf("review");
        const commentIds = idsOf("comment");
        const doneReviews = reviewIds.length
          ? await tx
              .update(reviews)
              .set({ status })
              .where(and(inArray(reviews.id, reviewIds), eq(reviews.status, "pending")))
              .returning({ id: reviews.id })
          : [];
        const doneComments = commentIds.length
          ? await tx
              .update(blogComments)
              .set({ status })
              .where(and(inArray(blogComments.id, commentIds), eq(blogComments.status, "pending")))
              .returning({ id: blogComments.id })
          : [];
        for (const [kind, done] of [
          ["review", doneReviews],
          ["comment", doneComments],
        ] as const)
          for (const { id } of done)
            await audit(
              tx,
              staff,
              `${kind}.${decision}`,
              `${kind} ${id}`,
              { status: "pending" },
              { status, reason },
            );
        return { reviews: doneReviews.length, total: doneReviews.length + doneComments.length };
      });
      if (decided.reviews) catalogueChanged(db, "cards");
      return c.json({ data: { decided: decided.total } }, 200);
    },
  );
}

const toMessage = (row: typeof contactMessages.$inferSelect) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

function registerMessages(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/messages",
      tags: [ADMIN_TAG],
      summary: "The contact form's messages, newest first; unread=true for the unread only",
      security: staffSecurity,
      request: { query: ContactMessageQuery },
      responses: { 200: ok(ContactMessageListResponse), ...badInput, ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      const { page, pageSize, unread } = c.req.valid("query");
      const where =
        unread === undefined
          ? undefined
          : unread === "true"
            ? isNull(contactMessages.readAt)
            : isNotNull(contactMessages.readAt);
      const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return c.json({ data: rows.map(toMessage), paging: paging({ page, pageSize }, total) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/admin/messages/{id}/read",
      tags: [ADMIN_TAG],
      summary: "Mark a message read or unread",
      security: staffSecurity,
      request: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        ...jsonBody(ContactMessageReadBody),
      },
      responses: { 200: ok(ContactMessageResponse), ...badInput, ...staffOnly, ...notFoundError },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const { id } = c.req.valid("param");
      const { read } = c.req.valid("json");
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(contactMessages)
          .set({ readAt: read ? new Date() : null })
          .where(eq(contactMessages.id, id))
          .returning();
        if (!updated) throw notFound("The message");
        await audit(tx, staff, "message.read", `message ${id}`, null, { read });
        return updated;
      });
      return c.json({ data: toMessage(row) }, 200);
    },
  );
}

// A CSV field: quoted, with quotes doubled, and a leading = + - @ defused for spreadsheets.
const csvField = (value: string) => `"${value.replace(/^[=+\-@]/, "'$&").replaceAll('"', '""')}"`;

function registerNewsletterExport(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/newsletter.csv",
      tags: [ADMIN_TAG],
      summary:
        "The newsletter's confirmed subscribers as CSV (email, subscribed at); unconfirmed ones are left out",
      security: staffSecurity,
      responses: {
        200: { content: { "text/csv": { schema: z.string() } }, description: "email,subscribedAt rows" },
        ...staffOnly,
      },
    }),
    async (c) => {
      const { staff } = await requireStaff(db, c.req.raw.headers);
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(isNotNull(newsletterSubscriptions.confirmedAt))
        .orderBy(asc(newsletterSubscriptions.email));
      await audit(db, staff, "newsletter.export", "newsletter", null, { rows: rows.length });
      const lines = rows.map((row) => `${csvField(row.email)},${row.confirmedAt!.toISOString()}`);
      return c.body(["email,subscribedAt", ...lines].join("\r\n") + "\r\n", 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="newsletter.csv"',
        "Cache-Control": "private, no-store",
      });
    },
  );
}
