CREATE TABLE "user_verification_status" (
	"profile_id" uuid NOT NULL,
	"verification_type" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"provider" text,
	"verification_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "user_verification_status_profile_id_verification_type_pk" PRIMARY KEY("profile_id","verification_type"),
	CONSTRAINT "user_verification_status_status_check" CHECK ("user_verification_status"."status" in ('verified', 'pending', 'failed', 'not_started'))
);
--> statement-breakpoint
CREATE TABLE "hub_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"failure_reason" text,
	"review_requested_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_domains_status_check" CHECK ("hub_domains"."status" in ('pending', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "hub_identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"document_key" text,
	"selfie_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"files_deleted_at" timestamp with time zone,
	CONSTRAINT "hub_identity_checks_status_check" CHECK ("hub_identity_checks"."status" in ('pending', 'approved', 'failed', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "hub_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_user_id" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"identity_status" text DEFAULT 'not_started' NOT NULL,
	"identity_verified_at" timestamp with time zone,
	"identity_failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_members_external_user_id_unique" UNIQUE("external_user_id")
);
--> statement-breakpoint
CREATE TABLE "hub_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"verification_type" text,
	"operator_id" text,
	"operator_name" text,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_tickets_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "hub_tickets_kind_check" CHECK ("hub_tickets"."kind" in ('member', 'operator', 'member_session', 'operator_session'))
);
--> statement-breakpoint
ALTER TABLE "user_verification_status" ADD CONSTRAINT "user_verification_status_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_domains" ADD CONSTRAINT "hub_domains_member_id_hub_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."hub_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_identity_checks" ADD CONSTRAINT "hub_identity_checks_member_id_hub_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."hub_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_tickets" ADD CONSTRAINT "hub_tickets_member_id_hub_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."hub_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hub_domains_member_domain_key" ON "hub_domains" USING btree ("member_id","domain");--> statement-breakpoint
CREATE INDEX "hub_domains_review_idx" ON "hub_domains" USING btree ("review_requested_at");--> statement-breakpoint
CREATE INDEX "hub_identity_checks_member_idx" ON "hub_identity_checks" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "hub_identity_checks_status_idx" ON "hub_identity_checks" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "hub_tickets_expires_idx" ON "hub_tickets" USING btree ("expires_at");