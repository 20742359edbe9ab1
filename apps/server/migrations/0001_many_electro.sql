CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"portfolio_likes" boolean DEFAULT true NOT NULL,
	"new_followers" boolean DEFAULT true NOT NULL,
	"collaboration_requests" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"system_updates" boolean DEFAULT true NOT NULL,
	"task_assignments" boolean DEFAULT true NOT NULL,
	"task_reminders" boolean DEFAULT true NOT NULL,
	"email_portfolio_likes" boolean DEFAULT false NOT NULL,
	"email_new_followers" boolean DEFAULT false NOT NULL,
	"email_collaboration_requests" boolean DEFAULT false NOT NULL,
	"email_messages" boolean DEFAULT false NOT NULL,
	"email_system_updates" boolean DEFAULT false NOT NULL,
	"email_task_assignments" boolean DEFAULT false NOT NULL,
	"email_task_reminders" boolean DEFAULT false NOT NULL,
	"digest" text DEFAULT 'off' NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_digest_check" CHECK ("notification_preferences"."digest" in ('off', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"action_url" text,
	"order_id" uuid,
	"editor_notification_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;