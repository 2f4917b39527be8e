-- The back office (issue 22): staff and their sessions, the order state machine's columns and
-- timeline, the audit log, and the indexes the admin order list needs at 100,000 orders.
--
-- Staff are not members: their own table, sign-in and tokens. role: owner | staff.
CREATE TABLE "staff" (
  "id" text PRIMARY KEY NOT NULL,
  "email" text NOT NULL UNIQUE,
  "name" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('owner', 'staff')),
  "password_hash" text,
  -- The TOTP secret (base32); enabled once a code from it was verified. last_step: the time
  -- step of the last code used, so a code works once.
  "totp_secret" text,
  "totp_enabled_at" timestamp with time zone,
  "totp_last_step" integer,
  "disabled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A staff token (only its hash): it lapses 30 minutes after its last use, and at expires_at.
CREATE TABLE "staff_sessions" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "staff_id" text NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id");--> statement-breakpoint
-- One-time links for setting a staff password (the CLI and an owner adding staff make them).
CREATE TABLE "staff_password_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "staff_id" text NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
-- The state machine's details (server/orders/state-machine.ts).
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
-- Every change of an order's state, and every note, with who made it (staff, the member, or
-- the shop itself). A note alone has no from/to.
CREATE TABLE "order_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "actor_kind" text NOT NULL,
  "staff_id" text REFERENCES "staff"("id") ON DELETE SET NULL,
  "actor_name" text NOT NULL,
  "from_status" text,
  "to_status" text,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" ("order_id", "id");--> statement-breakpoint
-- Every staff action: who, when, what, the values before and after.
CREATE TABLE "audit_log" (
  "id" serial PRIMARY KEY NOT NULL,
  "staff_id" text REFERENCES "staff"("id") ON DELETE SET NULL,
  "staff_email" text NOT NULL,
  "action" text NOT NULL,
  "target" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" ("created_at", "id");--> statement-breakpoint
-- The admin order list: one index per sort, status first for the status filter, and trigram
-- indexes for "name or email contains".
CREATE INDEX "orders_created_idx" ON "orders" ("created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" ("total_cents", "id");--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_email_trgm_idx" ON "members" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
-- Contact messages a staff member has read.
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;
--> statement-breakpoint
-- The back office's low-stock view: variants at or under a threshold, fewest first.
CREATE INDEX "product_variants_stock_idx" ON "product_variants" ("stock", "id");
