-- Back in stock, per size: an address asks to hear when one variant (a size in a colour) is on
-- sale again. A visitor's alert counts once its confirm link was followed (double opt-in, like
-- the newsletter); a member's counts at once. The alert is deleted when its mail is queued.
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"member_id" text REFERENCES "members"("id") ON DELETE CASCADE,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_variant_email_idx" ON "stock_alerts" ("variant_id", "email");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_idx" ON "stock_alerts" ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_member_idx" ON "stock_alerts" ("member_id");
