CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "account_deletions_state_check" CHECK ("account_deletions"."state" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "erased_member_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_table" text NOT NULL,
	"reason" text NOT NULL,
	"row" jsonb NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"steps" integer DEFAULT 0 NOT NULL,
	"step_label" text,
	"path" text,
	"size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "member_data_exports_state_check" CHECK ("member_data_exports"."state" in ('queued', 'running', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_data_exports" ADD CONSTRAINT "member_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_user_key" ON "account_deletions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "erased_member_records_keep_idx" ON "erased_member_records" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "member_data_exports_user_idx" ON "member_data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_data_exports_one_active" ON "member_data_exports" USING btree ("user_id") WHERE "member_data_exports"."state" in ('queued', 'running');