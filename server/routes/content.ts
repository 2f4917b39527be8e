import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, arrayContains, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";

import {
  Banner,
  BlogListQuery,
  BlogListResponse,
  BlogPostResponse,
  BlogTagsResponse,
  CatalogResponse,
  CatalogsResponse,
  ConfigQuery,
  ConfigResponse,
  FeedItem,
  type Locale,
  Look,
  PageResponse,
  Popup,
  Slug,
  TeamMember,
  Testimonial,
} from "../contract";
import type { Database } from "../db/client";
import { blogPosts, catalogs, configEntries, contentBlocks, pages, products } from "../db/schema";
import { notFound } from "../lib/errors";
import { localise, overlayJson, readTranslations } from "../queries/translations";
import { badInput, notFoundError, ok } from "./openapi";

const SlugParam = z.object({ slug: Slug });

export function registerContentRoutes(app: OpenAPIHono, db: Database) {
  // Banners, popups, the image feed, the lookbook, the team and the testimonials are stored
  // as blocks of one kind each.
  registerBlockRoute(app, db, "/api/content/banner/external", "banner", Banner);
  registerBlockRoute(app, db, "/api/content/popup/external", "popup", Popup);
  registerBlockRoute(app, db, "/api/content/instagram/external", "instagram", FeedItem);
  registerBlockRoute(app, db, "/api/content/lookbook/external", "look", Look, (looks) =>
    withoutUnpublished(db, looks),
  );
  registerBlockRoute(app, db, "/api/content/team/external", "team", TeamMember);
  registerBlockRoute(app, db, "/api/content/testimonial/external", "testimonial", Testimonial);

  registerCatalogContent(app, db);
  registerBlogContent(app, db);
  registerPagesAndConfig(app, db);
}

// The curated catalogs (/catalog/new-arrival, …).
function registerCatalogContent(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/catalog",
      tags: ["Content"],
      summary: "Catalogs (curated collections)",
      responses: { 200: ok(CatalogsResponse) },
    }),
    async (c) => {
      const rows = await db.select(catalogColumns).from(catalogs).orderBy(catalogs.position);
      return c.json({ data: await localiseCatalogs(db, c.get("locale"), rows) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/catalog/{slug}",
      tags: ["Content"],
      summary: "One catalog; list its products with /api/products?collection=",
      request: { params: SlugParam },
      responses: { 200: ok(CatalogResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const [catalog] = await db
        .select(catalogColumns)
        .from(catalogs)
        .where(eq(catalogs.slug, c.req.valid("param").slug));
      if (!catalog) throw notFound("The catalog");
      const [shown] = await localiseCatalogs(db, c.get("locale"), [catalog]);
      return c.json({ data: shown }, 200);
    },
  );
}

// Blog posts, their tags and one post.
function registerBlogContent(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/blog/all",
      tags: ["Content"],
      summary: "Blog posts, newest first, optionally with a tag",
      request: { query: BlogListQuery },
      responses: { 200: ok(BlogListResponse), ...badInput },
    }),
    async (c) => {
      const { page, pageSize, tag } = c.req.valid("query");
      const where = tag ? arrayContains(blogPosts.tags, [tag]) : undefined;
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(where);
      const rows = await db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const shown = await localise(db, c.get("locale"), "blog_post", rows, (row) => row.id, BLOG_FIELDS);
      return c.json(
        {
          data: shown.map(({ body: _body, ...post }) => toBlogJson(post)),
          paging: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/blog/tags",
      tags: ["Content"],
      summary: "The blog's tags with how many posts carry each, most used first",
      responses: { 200: ok(BlogTagsResponse) },
    }),
    async (c) => {
      const tagged = db
        .select({ tag: sql<string>`unnest(${blogPosts.tags})`.as("tag") })
        .from(blogPosts)
        .as("tagged");
      const rows = await db
        .select({ tag: tagged.tag, count: count() })
        .from(tagged)
        .groupBy(tagged.tag)
        .orderBy(desc(count()), asc(tagged.tag));
      return c.json({ data: rows }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/blog/detail/{slug}",
      tags: ["Content"],
      summary: "One blog post",
      request: { params: SlugParam },
      responses: { 200: ok(BlogPostResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const [post] = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.slug, c.req.valid("param").slug));
      if (!post) throw notFound("The blog post");
      const [shown] = await localise(db, c.get("locale"), "blog_post", [post], (row) => row.id, BLOG_FIELDS);
      return c.json({ data: { ...toBlogJson(shown), body: shown.body } }, 200);
    },
  );
}

// Information pages and the configuration the web reads at boot.
function registerPagesAndConfig(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/content/page/{slug}",
      tags: ["Content"],
      summary: "A static information page (about-us, contact-us, …)",
      request: { params: SlugParam },
      responses: { 200: ok(PageResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const [page] = await db
        .select()
        .from(pages)
        .where(eq(pages.slug, c.req.valid("param").slug));
      if (!page) throw notFound("The page");
      const [shown] = await localise(db, c.get("locale"), "page", [page], (row) => row.slug, [
        "title",
        "body",
      ]);
      return c.json({ data: shown }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/config/fetch",
      tags: ["Config"],
      summary: "A configuration entry by name (currencies, faq, layout, menu, shop)",
      request: { query: ConfigQuery },
      responses: { 200: ok(ConfigResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const { name } = c.req.valid("query");
      const [entry] = await db
        .select()
        .from(configEntries)
        .where(and(eq(configEntries.name, name)));
      if (!entry) throw notFound(`The configuration entry ${name}`);
      const translated = await readTranslations(db, c.get("locale"), "config", [name]);
      return c.json({ data: { name, value: overlayJson(entry.value, translated.get(name)) } }, 200);
    },
  );
}

// `shown`: what of the stored blocks is shown (all, unless given).
function registerBlockRoute<T extends z.ZodType>(
  app: OpenAPIHono,
  db: Database,
  path: string,
  kind: string,
  item: T,
  shown = async (blocks: z.output<T>[]) => blocks,
) {
  app.openapi(
    createRoute({
      method: "get",
      path,
      tags: ["Content"],
      summary: `The ${kind} blocks, in order`,
      responses: { 200: ok(z.object({ data: z.array(item) })) },
    }),
    async (c) => {
      const rows = await db
        .select()
        .from(contentBlocks)
        .where(eq(contentBlocks.kind, kind))
        .orderBy(asc(contentBlocks.position));
      const translated = await readTranslations(
        db,
        c.get("locale"),
        "block",
        rows.map((row) => row.id),
      );
      const blocks = rows.map((row): z.output<T> =>
        item.parse({ id: row.id, ...(overlayJson(row.data, translated.get(String(row.id))) as object) }),
      );
      return c.json({ data: await shown(blocks) }, 200);
    },
  );
}

// A look shows only products in the shop: an unpublished one (migration 0009) leaves it until it
// is published again, and a look left with none is not shown.
async function withoutUnpublished(db: Database, looks: Look[]): Promise<Look[]> {
  const slugs = [...new Set(looks.flatMap((look) => look.products.map((product) => product.slug)))];
  if (slugs.length === 0) return looks;
  const hidden = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(inArray(products.slug, slugs), eq(products.published, false)));
  const unpublished = new Set(hidden.map((row) => row.slug));
  return looks
    .map((look) => ({ ...look, products: look.products.filter((product) => !unpublished.has(product.slug)) }))
    .filter((look) => look.products.length > 0);
}

const BLOG_FIELDS: ("title" | "summary" | "body")[] = ["title", "summary", "body"];

const localiseCatalogs = <T extends { slug: string; title: string; description: string }>(
  db: Database,
  locale: Locale,
  rows: T[],
) => localise(db, locale, "catalog", rows, (row) => row.slug, ["title", "description"]);

const catalogColumns = {
  slug: catalogs.slug,
  title: catalogs.title,
  description: catalogs.description,
  image: catalogs.image,
  collection: catalogs.collection,
};

function toBlogJson<T extends { publishedAt: Date; id: number }>({ publishedAt, id: _id, ...post }: T) {
  return { ...post, publishedAt: publishedAt.toISOString() };
}
