CREATE TABLE "removal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"item_ids" uuid[] NOT NULL,
	"urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploader_id" uuid NOT NULL,
	"requester_user_id" uuid,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"work" text,
	"address" text,
	"phone" text,
	"signature" text,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision" text,
	"statement" text,
	"counter_material" text,
	"counter_name" text,
	"counter_address" text,
	"counter_phone" text,
	"counter_signature" text,
	"counter_at" timestamp with time zone,
	"restore_due_at" timestamp with time zone,
	"suit_reference" text,
	"suit_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removal_requests_kind_check" CHECK ("removal_requests"."kind" in ('depicted_person', 'copyright', 'illegal_content')),
	CONSTRAINT "removal_requests_status_check" CHECK ("removal_requests"."status" in ('unconfirmed', 'open', 'removed', 'rejected', 'counter_noticed', 'suit_filed', 'restored'))
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "hidden_by_request_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "removal_requests_reference_key" ON "removal_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "removal_requests_uploader_idx" ON "removal_requests" USING btree ("uploader_id","kind","status");