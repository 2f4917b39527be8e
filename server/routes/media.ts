// Images of the demo catalogue, drawn as SVG from the rows they belong to.
// Outside /api and the OpenAPI document: these are files, not JSON.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, catalogs, configEntries, contentBlocks, productImages, products } from "../db/schema";
import { Look, ShopConfig } from "../contract";
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
    if (!found) return null;
    const { product, image } = found;
    return productArt({ productId: product.id, title: product.title, categoryCode: product.categoryCode, color: image.color ?? "white" });
  },
  async banners(db, name) {
    const [banner] = await db
      .select({ title: sql<string>`${contentBlocks.data}->>'title'` })
      .from(contentBlocks)
      .where(sql`${contentBlocks.kind} = 'banner' and ${contentBlocks.data}->>'image' = ${`banners/${name}.svg`}`);
    return banner ? bannerArt(Number(name), banner.title) : null;
  },
  async feed(db, name) {
    const [item] = await db
      .select({ id: contentBlocks.id })
      .from(contentBlocks)
      .where(sql`${contentBlocks.kind} = 'instagram' and ${contentBlocks.data}->>'image' = ${`feed/${name}.svg`}`);
    return item ? feedArt(Number(name)) : null;
  },
  // A look shows the products it features, each in the colour of its first picture.
  async looks(db, name) {
    const [block] = await db
      .select({ id: contentBlocks.id, data: contentBlocks.data })
      .from(contentBlocks)
      .where(sql`${contentBlocks.kind} = 'look' and ${contentBlocks.data}->>'image' = ${`looks/${name}.svg`}`);
    const look = Look.safeParse({ id: block?.id, ...(block?.data as object) });
    if (!look.success) return null;
    const slugs = look.data.products.map((product) => product.slug);
    const rows = await db
      .select({ product: products, color: productImages.color })
      .from(products)
      .leftJoin(productImages, eq(productImages.productId, products.id))
      .where(inArray(products.slug, slugs))
      .orderBy(asc(productImages.position));
    const pieces = slugs.flatMap((slug) => {
      const row = rows.find(({ product }) => product.slug === slug);
      if (!row) return [];
      const { product, color } = row;
      return [{ productId: product.id, title: product.title, categoryCode: product.categoryCode, color: color ?? "white" }];
    });
    return lookArt(Number(name), look.data.title, pieces);
  },
  async team(db, name) {
    const [member] = await db
      .select({ name: sql<string>`${contentBlocks.data}->>'name'` })
      .from(contentBlocks)
      .where(sql`${contentBlocks.kind} = 'team' and ${contentBlocks.data}->>'avatar' = ${`team/${name}.svg`}`);
    return member ? teamArt(Number(name), member.name) : null;
  },
  async blog(db, name) {
    const [post] = await db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.slug, name));
    return post ? blogArt(name, post.title) : null;
  },
  async catalogs(db, name) {
    const [catalog] = await db.select({ title: catalogs.title }).from(catalogs).where(eq(catalogs.slug, name));
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

export function registerMediaRoutes(app: OpenAPIHono, db: Database) {
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
