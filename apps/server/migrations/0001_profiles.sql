CREATE TABLE "profile_business_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"categories" text[] NOT NULL,
	"description" text,
	"location" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_type" text DEFAULT 'creator' NOT NULL,
	"username" text,
	"display_name" text,
	"bio" text,
	"location" text,
	"content_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_content_filter" text DEFAULT 'all' NOT NULL,
	"avatar_url" text,
	"avatar_thumb_url" text,
	"avatar_path" text,
	"avatar_moderation_status" text DEFAULT 'none' NOT NULL,
	"avatar_uploaded_at" timestamp with time zone,
	"avatar_reviewed_at" timestamp with time zone,
	"avatar_reviewed_by" uuid,
	"avatar_rejection_reason" text,
	"avatar_approved_url" text,
	"avatar_approved_thumb_url" text,
	"avatar_approved_path" text,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"onboarding_step" integer DEFAULT 0 NOT NULL,
	"onboarding_last_seen" timestamp with time zone,
	"verification_skipped" boolean DEFAULT false NOT NULL,
	"verification_status" text,
	"vaulth_verified" boolean DEFAULT false NOT NULL,
	"vaulth_verification_status" text,
	"vaulth_user_id" text,
	"domain_name" text,
	"domain_verified" boolean DEFAULT false NOT NULL,
	"subscription_status" text,
	"subscription_end_date" timestamp with time zone,
	"visibility" text DEFAULT 'public' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_business_drafts" ADD CONSTRAINT "profile_business_drafts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_avatar_pending_idx" ON "profiles" USING btree ("avatar_uploaded_at") WHERE "profiles"."avatar_moderation_status" = 'pending';