// Pictures: the demo catalogue's, drawn as SVG from the rows they belong to, and the shop's own
// stored files (uploads/…, from the catalogue import).
// Outside /api and the OpenAPI document: these are files, not JSON.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";

import { Banner, FeedItem, Look, ShopConfig, TeamMember } from "../contract";
import type { Database } from "../db/client";
import { blogPosts, catalogs, configEntries, contentBlocks, productImages, products } from "../db/schema";
import { readMediaFile } from "../lib/media-store";
import { bannerArt, blogArt, catalogArt, feedArt, lookArt, mapArt, productArt, teamArt } from "../seed/art";

type Draw = (db: Database, name: string) => Promise<string | null>;

// One drawing per folder; `name` is the file name without ".svg".
const DRAWINGS: Record<string, Draw> = {
  async products(db, name) {
    const [found] = await db
      .select({ image: productImages, product: products })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(productImages.src, `products/${name}.svg`));
    return found ? productArt(pictureOf(found.product, found.image.color)) : null;
  },
  async banners(db, name) {
    const banner = await blockWithPicture(db, "banner", "image", `banners/${name}.svg`, Banner);
    return banner ? bannerArt(Number(name), banner.title) : null;
  },
  async feed(db, name) {
    const item = await blockWithPicture(db, "instagram", "image", `feed/${name}.svg`, FeedItem);
    return item ? feedArt(Number(name)) : null;
  },
  // A look shows the products it features, each in the colour of its first picture.
  async looks(db, name) {
    const look = await blockWithPicture(db, "look", "image", `looks/${name}.svg`, Look);
    if (!look) return null;
    const slugs = look.products.map((product) => product.slug);
    const rows = await db
      .select({ product: products, color: productImages.color })
      .from(products)
      .leftJoin(productImages, eq(productImages.productId, products.id))
      .where(inArray(products.slug, slugs))
      .orderBy(asc(productImages.position));
    const pieces = slugs.flatMap((slug) => {
      const row = rows.find(({ product }) => product.slug === slug);
      return row ? [pictureOf(row.product, row.color)] : [];
    });
    return lookArt(Number(name), look.title, pieces);
  },
  async team(db, name) {
    const member = await blockWithPicture(db, "team", "avatar", `team/${name}.svg`, TeamMember);
    return member ? teamArt(Number(name), member.name) : null;
  },
  async blog(db, name) {
    const [post] = await db
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.slug, name));
    return post ? blogArt(name, post.title) : null;
  },
  async catalogs(db, name) {
    const [catalog] = await db
      .select({ title: catalogs.title })
      .from(catalogs)
      .where(eq(catalogs.slug, name));
    return catalog ? catalogArt(name, catalog.title) : null;
  },
  // Pictures for the static pages: the map on the contact page.
  async pages(db, name) {
    if (name !== "map") return null;
    const [entry] = await db.select().from(configEntries).where(eq(configEntries.name, "shop"));
    const shop = ShopConfig.safeParse(entry?.value);
    return shop.success ? mapArt(shop.data.name, shop.data.address) : null;
  },
};

// The content block of a kind whose `field` names this picture, read as its contract says.
async function blockWithPicture<T extends z.ZodType>(
  db: Database,
  kind: string,
  field: string,
  src: string,
  item: T,
) {
  const [block] = await db
    .select()
    .from(contentBlocks)
    .where(sql`${contentBlocks.kind} = ${kind} and ${contentBlocks.data}->>${field} = ${src}`);
  const parsed = block ? item.safeParse({ id: block.id, ...(block.data as object) }) : null;
  return parsed?.success ? parsed.data : null;
}

function pictureOf(product: typeof products.$inferSelect, color: string | null) {
  return {
    productId: product.id,
    title: product.title,
    categoryCode: product.categoryCode,
    color: color ?? "white",
  };
}

export function registerMediaRoutes(app: OpenAPIHono, db: Database) {
  // Named by their content's hash: a stored file never changes.
  app.get("/media/uploads/:file{[a-f0-9]+\\.[a-z]+}", async (c) => {
    const file = await readMediaFile(db, `uploads/${c.req.param("file")}`);
    if (!file) return c.json({ errorCode: "NOT_FOUND", message: "No such image" }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  app.get("/media/:folder/:file{[a-z0-9-]+\\.svg}", async (c) => {
    const draw = DRAWINGS[c.req.param("folder")];
    const svg = draw ? await draw(db, c.req.param("file").replace(/\.svg$/, "")) : null;
    if (!svg) return c.json({ errorCode: "NOT_FOUND", message: "No such image" }, 404);
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
