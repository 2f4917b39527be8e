// Comments on blog posts: listed oldest first, published at once or held for moderation
// (see lib/moderation.ts), with a honeypot and rate limits against spam: per client address,
// and per email from that address (so comments in someone's name elsewhere never block them).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";

import {
  CLIENT_ADDRESS_HEADER,
  CommentCreatedResponse,
  CommentsResponse,
  NewComment,
  PagingQuery,
  Slug,
} from "../contract";
import type { Database } from "../db/client";
import { blogComments, blogPosts } from "../db/schema";
import { notFound } from "../lib/errors";
import { moderate, MODERATION_MESSAGES } from "../lib/moderation";
import { enforce, RULES } from "../lib/rate-limit";
import { badInput, jsonBody, notFoundError, ok, rateLimited } from "./openapi";

const PostParam = z.object({ slug: Slug });
const COMMENT_LIMIT = RULES.commentPerEmail;

export function registerCommentRoutes(app: OpenAPIHono, db: Database) {
  async function postIdOf(slug: string) {
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    if (!post) throw notFound("The blog post");
    return post.id;
  }

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/blog/{slug}/comments",
      tags: ["Content"],
      summary: "A blog post's published comments, oldest first",
      request: { params: PostParam, query: PagingQuery },
      responses: { 200: ok(CommentsResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const postId = await postIdOf(c.req.valid("param").slug);
      const { page, pageSize } = c.req.valid("query");
      const published = and(eq(blogComments.postId, postId), eq(blogComments.status, "published"));
      const [{ total }] = await db.select({ total: count() }).from(blogComments).where(published);
      const rows = await db
        .select({
          id: blogComments.id,
          name: blogComments.name,
          body: blogComments.body,
          createdAt: blogComments.createdAt,
        })
        .from(blogComments)
        .where(published)
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return c.json(
        {
          data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
          paging: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/content/blog/{slug}/comments",
      tags: ["Content"],
      summary: "Comment on a blog post; answers whether it is published or awaits moderation",
      description:
        "Held for moderation when it contains a link or is mostly capitals. One client address may post " +
        `${RULES.commentPerAddress.limit} comments in ${COMMENT_LIMIT.windowMinutes} minutes, and ` +
        `${COMMENT_LIMIT.limit} with one email address. Leave \`website\` empty.`,
      request: { params: PostParam, ...jsonBody(NewComment) },
      responses: { 201: ok(CommentCreatedResponse), ...badInput, ...notFoundError, ...rateLimited },
    }),
    async (c) => {
      const postId = await postIdOf(c.req.valid("param").slug);
      const { name, email, body, website } = c.req.valid("json");
      // A bot filled the honeypot: answer as for a held comment, store nothing.
      if (website)
        return c.json({ data: { status: "pending" as const, message: MODERATION_MESSAGES.pending } }, 201);
      const address = c.req.header(CLIENT_ADDRESS_HEADER);
      await enforce(db, [
        [RULES.commentPerAddress, address],
        [COMMENT_LIMIT, `${email} ${address ?? ""}`],
      ]);
      const status = moderate(name, body);
      await db.insert(blogComments).values({ postId, name, email, body, status });
      return c.json({ data: { status, message: MODERATION_MESSAGES[status] } }, 201);
    },
  );
}
