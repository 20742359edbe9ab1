CREATE TABLE "portfolio_watermarks" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"text_source" text DEFAULT 'username' NOT NULL,
	"custom_text" text,
	"position" text DEFAULT 'bottom-right' NOT NULL,
	"opacity" integer DEFAULT 40 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_watermarks_source_check" CHECK ("portfolio_watermarks"."text_source" in ('username', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "marked_key" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "marked_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_watermarks" ADD CONSTRAINT "portfolio_watermarks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;