-- The locale of a back-in-stock alert's mails (issue 25): the one of the page that asked for it,
-- kept because the mail goes out later, when stock comes back, with no request of the asker's.
-- A constant default: PostgreSQL adds it without a rewrite.
ALTER TABLE "stock_alerts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;