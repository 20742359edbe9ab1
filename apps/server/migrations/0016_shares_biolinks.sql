CREATE TABLE "biolink_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biolink_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"theme_color" text NOT NULL,
	"adult_gate" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biolink_pages_slug_lower" CHECK ("biolink_pages"."slug" = lower("biolink_pages"."slug"))
);
--> statement-breakpoint
CREATE TABLE "portfolio_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"token" text NOT NULL,
	"label" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biolink_links" ADD CONSTRAINT "biolink_links_page_id_biolink_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."biolink_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biolink_pages" ADD CONSTRAINT "biolink_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biolink_links_page_idx" ON "biolink_links" USING btree ("page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "biolink_pages_owner_key" ON "biolink_pages" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biolink_pages_slug_key" ON "biolink_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_shares_token_key" ON "portfolio_shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "portfolio_shares_owner_idx" ON "portfolio_shares" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_shares_live_idx" ON "portfolio_shares" USING btree ("owner_id") WHERE "portfolio_shares"."revoked_at" is null;