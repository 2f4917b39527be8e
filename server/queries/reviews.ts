// Product reviews: only published ones are ever listed.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";

import type { NewReview } from "../contract";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { productImages, products, reviews } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { moderate, type ModerationStatus } from "../lib/moderation";
import { PUBLISHED } from "./listing/filters";
import { fromJson } from "./product-cards";

async function productId(db: Database, slug: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), PUBLISHED));
  return row?.id ?? null;
}

// Every published review of a product in the shop, newest first, with the product it is about.
export async function listAllReviews(db: Database, { page, pageSize }: { page: number; pageSize: number }) {
  const published = eq(reviews.status, "published");
  const inShop = and(eq(products.id, reviews.productId), PUBLISHED);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(products, inShop)
      .where(published),
    db
      .select({ review: reviews, slug: products.slug, title: products.title })
      .from(reviews)
      .innerJoin(products, inShop)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const firstImages = rows.length
    ? await db
        .selectDistinctOn([productImages.productId])
        .from(productImages)
        .where(
          inArray(
            productImages.productId,
            rows.map((row) => row.review.productId),
          ),
        )
        .orderBy(productImages.productId, asc(productImages.position))
    : [];
  return {
    data: rows.map(({ review, slug, title }) => {
      const image = firstImages.find((candidate) => candidate.productId === review.productId);
      return {
        ...toReviewJson(review),
        product: {
          slug,
          title,
          image: image ? { id: image.id, src: image.src, alt: image.alt, color: image.color } : null,
        },
      };
    }),
    paging: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

function toReviewJson({ id, name, rating, title, body, createdAt }: typeof reviews.$inferSelect) {
  return { id, name, rating, title, body, createdAt: createdAt.toISOString() };
}

type ReviewRow = { id: number; name: string; rating: number; title: string; body: string; createdAt: number };

// A product in the shop with its published reviews' count and average and one page of them,
// newest first (their times in epoch milliseconds), in one row, built once
// (server/db/prepared.ts); no row when the product is not in the shop.
const productReviews = preparedStatement("product_reviews", (db, name) => {
  const published = sql`r.product_id = ${products.id} and r.status = 'published'`;
  return db
    .select({
      count: sql<number>`(select count(*)::int from ${reviews} as r where ${published})`,
      average: sql<number>`(select coalesce(round(avg(r.rating), 1), 0)::float from ${reviews} as r where ${published})`,
      page: sql<ReviewRow[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
          'rating', p.rating, 'title', p.title, 'body', p.body, 'createdAt', p.created_at_ms)
          order by p.created_at desc, p.id desc), '[]')
        from (select r.*, floor(extract(epoch from r.created_at) * 1000)::bigint as created_at_ms
          from ${reviews} as r where ${published} order by r.created_at desc, r.id desc
          limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) as p)`.mapWith(
        (value): ReviewRow[] => fromJson(value),
      ),
    })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), PUBLISHED))
    .prepare(name);
});

export async function listReviews(
  db: Database,
  slug: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [found] = await productReviews(db).execute({ slug, limit: pageSize, offset: (page - 1) * pageSize });
  if (!found) return null;
  const { count, average } = found;
  return {
    data: found.page.map(({ createdAt, ...review }) => ({
      ...review,
      createdAt: new Date(Number(createdAt)).toISOString(),
    })),
    paging: { page, pageSize, total: count, totalPages: Math.ceil(count / pageSize) },
    summary: { count, average },
  };
}

// A member's review, published at once or held by the moderation rule, like comments. One per
// member and product: a second answers "duplicate".
export async function addReview(
  db: Database,
  slug: string,
  review: z.output<typeof NewReview>,
  memberId: string,
): Promise<ModerationStatus | "duplicate" | null> {
  const id = await productId(db, slug);
  if (id === null) return null;
  const status = moderate(review.title, review.body, review.name);
  const [added] = await db
    .insert(reviews)
    .values({ ...review, productId: id, status, memberId })
    .onConflictDoNothing({
      target: [reviews.memberId, reviews.productId],
      where: sql`${reviews.memberId} is not null`,
    })
    .returning({ id: reviews.id });
  if (!added) return "duplicate";
  if (status === "published") catalogueChanged(db, "cards");
  return status;
}
