CREATE TABLE "member_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"target_id" uuid NOT NULL,
	"category" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "member_reports_status_check" CHECK ("member_reports"."status" in ('open', 'action_taken', 'no_violation'))
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"subject_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason_category" text,
	"reason" text,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"escalated_by" uuid,
	"escalated_at" timestamp with time zone,
	"escalation_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_status_check" CHECK ("moderation_items"."status" in ('pending', 'claimed', 'approved', 'rejected', 'escalated', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_escalated_by_users_id_fk" FOREIGN KEY ("escalated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_reports_open_key" ON "member_reports" USING btree ("reporter_id","subject_type","subject_id") WHERE "member_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "member_reports_target_idx" ON "member_reports" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_items_type_status_created_idx" ON "moderation_items" USING btree ("type","status","created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_items_open_idx" ON "moderation_items" USING btree ("type","created_at","id") WHERE "moderation_items"."status" in ('pending', 'claimed');--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_open_subject_key" ON "moderation_items" USING btree ("type","subject_id") WHERE "moderation_items"."status" in ('pending', 'claimed', 'escalated');--> statement-breakpoint
CREATE INDEX "moderation_items_owner_idx" ON "moderation_items" USING btree ("owner_id","created_at");