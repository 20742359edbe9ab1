CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"event_type" text NOT NULL,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_events_type_check" CHECK ("activity_events"."event_type" like 'security\_%')
);
--> statement-breakpoint
CREATE TABLE "security_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"event_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_alerts_once_per_window" UNIQUE("rule","subject","window_start")
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_type_time_idx" ON "activity_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_user_time_idx" ON "activity_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_time_idx" ON "activity_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_alerts_time_idx" ON "security_alerts" USING btree ("created_at");