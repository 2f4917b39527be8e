-- Sign-in without a lockout, links bound to the password, reviews by members
-- (docs/decisions/008-sign-in-throttling.md).
--
-- A browser where a member signed in: its token (a signed cookie on the web) skips the
-- account-wide slowdown. Only the token's hash is stored.
CREATE TABLE "known_devices" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "member_id" text NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "known_devices_member_idx" ON "known_devices" ("member_id");--> statement-breakpoint
-- One-time sign-in links sent by mail.
CREATE TABLE "sign_in_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "member_id" text NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
-- A registration waiting for its mailed confirmation link; the member is made when it is used.
CREATE TABLE "registrations" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "password_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
-- Counts the member's password changes; a reset link holds the count it was made under, so a
-- link made before the password changed (by another link or by the member) no longer works.
ALTER TABLE "members" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reviews are written by members, one per product.
ALTER TABLE "reviews" ADD COLUMN "member_id" text REFERENCES "members"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_member_product_idx" ON "reviews" ("member_id", "product_id") WHERE "member_id" IS NOT NULL;
