-- "Title contains" search uses trigram indexes (pg_trgm: bundled with PostgreSQL, loaded into PGlite by server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalogue_summaries" (
	"scope" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"facets" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_variants_color_idx" ON "product_variants" USING btree ("color","product_id");--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "products_title_desc_idx" ON "products" USING btree ("title" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price_cents" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_sub_category_rating_idx" ON "products" USING btree ("category_code","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_top_category_rating_idx" ON "products" USING btree ("parent_category_code","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_collections_idx" ON "products" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);