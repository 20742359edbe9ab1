CREATE TABLE "business_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"category" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar_url" text,
	"banner_url" text,
	"logo_url" text,
	"logo_path" text,
	"cover_photo_url" text,
	"cover_path" text,
	"subscription_status" text,
	"moderation_status" text,
	"verification_notes" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"plan_type" text DEFAULT 'free' NOT NULL,
	"brand_color" text DEFAULT '' NOT NULL,
	"analytics_enabled" boolean DEFAULT true NOT NULL,
	"service_limit" integer GENERATED ALWAYS AS (case plan_type when 'pro' then 25 else 3 end) STORED NOT NULL,
	"product_limit" integer GENERATED ALWAYS AS (case plan_type when 'pro' then 50 else 3 end) STORED NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"draft_step" integer DEFAULT 1 NOT NULL,
	"last_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"published_snapshot" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_listing_stats" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"contact_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_listing_stats_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "business_listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"category" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"location" text,
	"address" text,
	"phone" text,
	"website" text,
	"contact_email" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_url" text,
	"cover_photo_url" text,
	"brand_color" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"plan_type" text DEFAULT 'free' NOT NULL,
	"analytics_enabled" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"owner_reply" text,
	"owner_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reviews_rating_check" CHECK ("business_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
-- Onboarding's interim business drafts become business_profiles drafts (spec §4: is_draft true,
-- draft_step 1), so nobody loses a draft; then the interim table goes.
INSERT INTO "business_profiles" ("id", "business_name", "category", "categories", "description", "location", "website", "is_draft", "draft_step", "last_saved_at", "created_at", "updated_at")
SELECT "user_id", "business_name", "categories"[1], "categories", coalesce("description", ''), coalesce("location", ''), coalesce("website", ''), true, 1, "updated_at", "created_at", "updated_at"
FROM "profile_business_drafts"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
DROP TABLE "profile_business_drafts" CASCADE;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_listing_stats" ADD CONSTRAINT "business_listing_stats_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_profiles_moderation_idx" ON "business_profiles" USING btree ("moderation_status") WHERE "business_profiles"."moderation_status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_listings_search_idx" ON "business_listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "business_listings_name_trgm_idx" ON "business_listings" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_listings_location_trgm_idx" ON "business_listings" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_listings_categories_idx" ON "business_listings" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "business_listings_newest_idx" ON "business_listings" USING btree ("is_featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_listings_rating_idx" ON "business_listings" USING btree ("is_featured" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "business_reviews_one_per_member_key" ON "business_reviews" USING btree ("business_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "business_reviews_business_created_idx" ON "business_reviews" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_reviews_reviewer_idx" ON "business_reviews" USING btree ("reviewer_id");