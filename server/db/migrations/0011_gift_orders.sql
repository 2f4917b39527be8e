-- Gifts (issue 26): an order bought as a gift keeps the buyer's message for the packing slip and
-- whether the slip leaves the prices out, as { "message": text or null, "hidePrices": boolean };
-- null for an order that is not a gift. No default: PostgreSQL adds it without a rewrite.
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;
