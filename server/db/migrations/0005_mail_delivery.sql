-- The outbox becomes the mail queue that the API's sender drains over SMTP (server/mail/).
-- "to", "subject" and "body" (the plain-text part) keep their meaning; "html" is the HTML part
-- when the mail has one, "kind" names the template that wrote it.
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
-- Extra headers (List-Unsubscribe and the like), name to value.
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Fixed when the row is written, so a message sent twice (after a crash) can be recognised.
ALTER TABLE "outbox" ADD COLUMN "message_id" text DEFAULT ('<' || gen_random_uuid()::text || '@little-sprout.mail>') NOT NULL;--> statement-breakpoint
-- queued (waiting or between tries) | sent | failed (the server refused it, or too many tries).
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A sender that claimed the row holds it until then; a sender that died lets it go by itself.
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
-- The mail server's last answer (or the connection error), kept for a person to read.
ALTER TABLE "outbox" ADD COLUMN "last_reply" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Mail written before delivery existed was only ever read here (reset links long expired):
-- it is not sent now.
UPDATE "outbox" SET "status" = 'skipped', "last_reply" = 'written before mail delivery existed';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" ("next_attempt_at", "id") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" ("to", "id");
--> statement-breakpoint
-- Newsletter double opt-in: an address counts once its owner followed the confirm link; each
-- address has an unsubscribe token for the one-click link in every newsletter mail.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_idx" ON "newsletter_subscriptions" ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_idx" ON "newsletter_subscriptions" ("unsubscribe_token");
