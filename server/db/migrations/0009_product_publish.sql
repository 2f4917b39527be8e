-- Publishing (issue 22): staff take a product out of the shop and put it back. An unpublished
-- product answers 404 in the shop and leaves every listing, search, facet, recommendation and
-- the sitemap; past orders keep showing it (their lines are copies).
--
-- A constant default: PostgreSQL adds the column without rewriting the table.
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every shop read of the listing's indexes now says "and published": the indexes that serve
-- them hold the published products only, so a page is still read from the index alone (no
-- heap visit to check the flag) and the planner keeps choosing them.
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("parent_category_code","category_code") WHERE "published";--> statement-breakpoint
DROP INDEX "products_title_idx";--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id") WHERE "published";--> statement-breakpoint
DROP INDEX "products_title_desc_idx";--> statement-breakpoint
CREATE INDEX "products_title_desc_idx" ON "products" USING btree ("title" DESC NULLS FIRST,"id") WHERE "published";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id") WHERE "published";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price_cents" DESC NULLS FIRST,"id") WHERE "published";--> statement-breakpoint
DROP INDEX "products_brand_price_idx";--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand","price_cents") WHERE "published";--> statement-breakpoint
DROP INDEX "products_sub_category_rating_idx";--> statement-breakpoint
CREATE INDEX "products_sub_category_rating_idx" ON "products" USING btree ("category_code","rating" DESC NULLS FIRST,"id") WHERE "published";--> statement-breakpoint
DROP INDEX "products_top_category_rating_idx";--> statement-breakpoint
CREATE INDEX "products_top_category_rating_idx" ON "products" USING btree ("parent_category_code","rating" DESC NULLS FIRST,"id") WHERE "published";--> statement-breakpoint
-- The listing without a sort, and the sitemap, page by id through the published products.
CREATE INDEX "products_published_id_idx" ON "products" USING btree ("id") WHERE "published";
