-- Made for parents (issue 26): the children a member keeps for the size finder, and the index
-- the "fits now" listings read: a product's sizes in stock (the age filter counts a size only
-- while some of it is in stock).
CREATE TABLE "member_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text,
	"birth_date" date NOT NULL,
	"height_cm" numeric(4, 1),
	"weight_kg" numeric(4, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "member_children" ADD CONSTRAINT "member_children_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_children_member_idx" ON "member_children" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "product_variants_size_in_stock_idx" ON "product_variants" USING btree ("size","product_id") WHERE "stock" > 0;
