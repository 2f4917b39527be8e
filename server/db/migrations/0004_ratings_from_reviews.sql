-- The rating shoppers see is the average of a product's published reviews (one decimal, as the
-- product page's summary computes it), with their number: 0 and 0 until there is one. 0003 is
-- left to the catalogue-at-scale work done at the same time.
ALTER TABLE "products" ALTER COLUMN "rating" SET DATA TYPE numeric(2, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept in step by the database whatever writes reviews (the shop, an import, a person publishing
-- or removing one by hand), once per statement, so a bulk load recounts each product once.
CREATE FUNCTION "products_rating_from_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p
  SET "rating" = s.average, "review_count" = s.count
  FROM (SELECT DISTINCT "product_id" FROM "changed_reviews") AS c
  CROSS JOIN LATERAL (
    SELECT coalesce(round(avg(r."rating"), 1), 0) AS average, count(*)::int AS count
    FROM "reviews" AS r
    WHERE r."product_id" = c."product_id" AND r."status" = 'published'
  ) AS s
  WHERE p."id" = c."product_id"
    -- A bulk load writes products with their ratings already: no second write of each row.
    AND (p."rating", p."review_count") IS DISTINCT FROM (s.average, s.count);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_inserted" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "changed_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_rating_from_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_updated_from" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "changed_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_rating_from_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_updated_to" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS "changed_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_rating_from_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_deleted" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "changed_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_rating_from_reviews"();--> statement-breakpoint
-- The seeded stars of products without reviews go; rated products get their reviews' average.
UPDATE "products" AS p
SET "rating" = s.average, "review_count" = s.count
FROM (
  SELECT p2."id", coalesce(round(avg(r."rating"), 1), 0) AS average, count(r."id")::int AS count
  FROM "products" AS p2
  LEFT JOIN "reviews" AS r ON r."product_id" = p2."id" AND r."status" = 'published'
  GROUP BY p2."id"
) AS s
WHERE p."id" = s."id";
