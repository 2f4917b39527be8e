-- Translated content (issue 25): one row per translated field of one entity in one locale. The
-- entity's own columns keep the default locale (en); a field without a row here falls back to
-- them. kind: product | category | catalog | blog_post | page | block | config; key: the entity's
-- id, code, slug or name as text; field: a column name (title, description, …) or, for the JSON
-- of a content block or a configuration entry, the dotted path of a string in it (e.g. 0.title).
-- search_text: the value normalised for search (server/lib/search-text.ts), for product titles.
CREATE TABLE "translations" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"search_text" text,
	CONSTRAINT "translations_pk" PRIMARY KEY("kind","locale","key","field")
);--> statement-breakpoint
CREATE INDEX "translations_search_trgm_idx" ON "translations" USING gin ("search_text" gin_trgm_ops) WHERE "search_text" IS NOT NULL;--> statement-breakpoint
-- The locale an order's and a member's mails are written in (taken from the request at
-- checkout and registration). A constant default: PostgreSQL adds it without a rewrite.
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
