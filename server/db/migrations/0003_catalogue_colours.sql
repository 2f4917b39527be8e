-- Colours on products (from their variants), so the colour filter and facet read products alone.
DROP INDEX "products_brand_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "colors" = array(SELECT DISTINCT v."color" FROM "product_variants" v WHERE v."product_id" = p."id" AND v."color" IS NOT NULL ORDER BY v."color");--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand","price_cents");--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");--> statement-breakpoint
-- Kept in step by the database, whoever writes the variants (seed, import, an operator).
CREATE FUNCTION refresh_product_colors(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET colors = fresh.colors
  FROM (
    SELECT ids.id, array(SELECT DISTINCT v.color FROM product_variants v WHERE v.product_id = ids.id AND v.color IS NOT NULL ORDER BY v.color) AS colors
    FROM unnest(ids) AS ids(id)
  ) fresh
  WHERE p.id = fresh.id AND p.colors IS DISTINCT FROM fresh.colors
$$;--> statement-breakpoint
-- Inserts and deletes once per statement (a bulk load refreshes each product once).
CREATE FUNCTION product_variants_colors_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_colors(array(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_colors_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_variants_colors_changed();--> statement-breakpoint
CREATE TRIGGER "product_variants_colors_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_variants_colors_changed();--> statement-breakpoint
-- Updates only when a colour or product changes (not on every stock change at checkout).
CREATE FUNCTION product_variant_colors_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_colors(array[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_colors_update" AFTER UPDATE OF "color", "product_id" ON "product_variants" FOR EACH ROW WHEN (OLD."color" IS DISTINCT FROM NEW."color" OR OLD."product_id" <> NEW."product_id") EXECUTE FUNCTION product_variant_colors_updated();--> statement-breakpoint
-- The stored facet counts gain scopes (each brand, each colour): rebuilt at the next start.
DELETE FROM "catalogue_summaries";
