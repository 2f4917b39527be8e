// Product reviews: only published ones are ever listed.
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { NewReview } from "../contract";
import type { Database } from "../db/client";
import { products, reviews } from "../db/schema";
import { moderate, type ModerationStatus } from "../lib/moderation";

async function productId(db: Database, slug: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row?.id ?? null;
}

export async function listReviews(db: Database, slug: string, { page, pageSize }: { page: number; pageSize: number }) {
  const id = await productId(db, slug);
  if (id === null) return null;
  const published = and(eq(reviews.productId, id), eq(reviews.status, "published"));
  const [[summary], rows] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<number>`coalesce(round(avg(${reviews.rating}), 1), 0)::float`,
      })
      .from(reviews)
      .where(published),
    db
      .select()
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    data: rows.map(({ id, name, rating, title, body, createdAt }) => ({
      id,
      name,
      rating,
      title,
      body,
      createdAt: createdAt.toISOString(),
    })),
    paging: { page, pageSize, total: summary.count, totalPages: Math.ceil(summary.count / pageSize) },
    summary,
  };
}

export async function addReview(
  db: Database,
  slug: string,
  review: z.output<typeof NewReview>,
): Promise<ModerationStatus | null> {
  const id = await productId(db, slug);
  if (id === null) return null;
  const status = moderate(review.title, review.body, review.name);
  await db.insert(reviews).values({ ...review, productId: id, status });
  return status;
}
