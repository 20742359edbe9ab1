CREATE TABLE "portfolio_item_tags" (
	"item_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "portfolio_item_tags_item_id_member_id_pk" PRIMARY KEY("item_id","member_id"),
	CONSTRAINT "portfolio_item_tags_status_check" CHECK ("portfolio_item_tags"."status" in ('pending', 'confirmed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"owner_id" uuid NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_releases_item_key" UNIQUE("item_id")
);
--> statement-breakpoint
ALTER TABLE "portfolio_item_tags" ADD CONSTRAINT "portfolio_item_tags_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_item_tags" ADD CONSTRAINT "portfolio_item_tags_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_releases" ADD CONSTRAINT "portfolio_releases_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_releases" ADD CONSTRAINT "portfolio_releases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_item_tags_member_idx" ON "portfolio_item_tags" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "portfolio_releases_orphan_idx" ON "portfolio_releases" USING btree ("uploaded_at") WHERE "portfolio_releases"."item_id" is null;