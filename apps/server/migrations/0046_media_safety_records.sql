CREATE TABLE "media_hash_blocklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_hash_blocklist_hash_unique" UNIQUE("hash"),
	CONSTRAINT "media_hash_blocklist_hash_check" CHECK ("media_hash_blocklist"."hash" ~ '^[0-9a-f]{16}$'),
	CONSTRAINT "media_hash_blocklist_category_check" CHECK ("media_hash_blocklist"."category" in ('csam', 'ncii', 'terrorism', 'other'))
);
--> statement-breakpoint
CREATE TABLE "media_scan_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" uuid NOT NULL,
	"uploader_email" text,
	"uploader_username" text,
	"ip" text NOT NULL,
	"route" text NOT NULL,
	"hash" text NOT NULL,
	"distance" integer NOT NULL,
	"matched_id" uuid,
	"matched_hash" text NOT NULL,
	"matched_category" text NOT NULL,
	"matched_reason" text NOT NULL,
	"file_bucket" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reference" text
);
--> statement-breakpoint
CREATE TABLE "records_2257" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"item_title" text,
	"item_kind" text,
	"production_date" date NOT NULL,
	"custodian_name" text NOT NULL,
	"custodian_title" text NOT NULL,
	"custodian_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records_2257_performers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"username" text,
	"legal_name" text,
	"date_of_birth" date,
	"id_document_key" text,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"identity_verified_at" timestamp with time zone,
	"consent_status" text NOT NULL,
	"consent_decided_at" timestamp with time zone,
	"release_on_file" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_2257_performers_role_check" CHECK ("records_2257_performers"."role" in ('producer', 'co_performer'))
);
--> statement-breakpoint
CREATE TABLE "records_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"id_document_key" text NOT NULL,
	"id_document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_hash_blocklist" ADD CONSTRAINT "media_hash_blocklist_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_scan_reports" ADD CONSTRAINT "media_scan_reports_matched_id_media_hash_blocklist_id_fk" FOREIGN KEY ("matched_id") REFERENCES "public"."media_hash_blocklist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_scan_reports" ADD CONSTRAINT "media_scan_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records_2257_performers" ADD CONSTRAINT "records_2257_performers_record_id_records_2257_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records_2257"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_scan_reports_created_idx" ON "media_scan_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "records_2257_item_idx" ON "records_2257" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "records_2257_created_idx" ON "records_2257" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "records_2257_performers_member_idx" ON "records_2257_performers" USING btree ("record_id","user_id");