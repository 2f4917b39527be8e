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

// A product's published reviews: their count and average, and one page of them, newest first.
// The product's id is read inside both statements (null when it is not in the shop): two at
// once rather than a third before them. Both built once (server/db/prepared.ts).
const productReviews = () => {
  const id = sql`(select ${products.id} from ${products} where ${products.slug} = ${sql.placeholder("slug")} and ${PUBLISHED})`;
  return { id, published: and(sql`${reviews.productId} = ${id}`, eq(reviews.status, "published")) };
};
const reviewSummary = preparedStatement("review_summary", (db, name) => {
  const { id, published } = productReviews();
  return db
    .select({
      productId: sql<number | null>`${id}`,
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(round(avg(${reviews.rating}), 1), 0)::float`,
    })
    .from(reviews)
    .where(published)
    .prepare(name);
});
const reviewPage = preparedStatement("review_page", (db, name) =>
  db
    .select()
    .from(reviews)
    .where(productReviews().published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name),
);

export async function listReviews(
  db: Database,
  slug: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [[{ productId: found, ...summary }], rows] = await Promise.all([
    reviewSummary(db).execute({ slug }),
    reviewPage(db).execute({ slug, limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  if (found === null) return null;
  return {
    data: rows.map(toReviewJson),
    paging: { page, pageSize, total: summary.count, totalPages: Math.ceil(summary.count / pageSize) },
    summary,
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
