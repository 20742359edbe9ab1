CREATE TABLE "ad_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"image_path" text,
	"target_content_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_profile_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_location" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"budget_kind" text DEFAULT 'impressions' NOT NULL,
	"budget_quantity" integer DEFAULT 10000 NOT NULL,
	"impressions_left" integer DEFAULT 0 NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" text,
	"paid_minor" integer,
	"rejection_reason" text,
	"ended_reason" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"counted" boolean NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaigns_owner_idx" ON "ad_campaigns" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_campaigns_serving_idx" ON "ad_campaigns" USING btree ("status") WHERE "ad_campaigns"."status" = 'running' and "ad_campaigns"."paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_campaigns_payment_key" ON "ad_campaigns" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ad_events_visitor_idx" ON "ad_events" USING btree ("campaign_id","visitor","kind","created_at");--> statement-breakpoint
CREATE INDEX "ad_events_stats_idx" ON "ad_events" USING btree ("campaign_id","day") WHERE "ad_events"."counted";