CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"hold_until" timestamp with time zone,
	"payment_id" text,
	"paid_minor" integer,
	"refund_requested_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"business_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"image_path" text,
	"link_url" text DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"online_url" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"capacity" integer DEFAULT 50 NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"ticket_kind" text DEFAULT 'free' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"moderation" text DEFAULT 'none' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_seats_check" CHECK ("events"."seats_taken" >= 0 and "events"."seats_taken" <= "events"."capacity"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_code_key" ON "event_tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_live_key" ON "event_tickets" USING btree ("event_id","user_id") WHERE "event_tickets"."status" in ('pending_payment', 'valid', 'checked_in');--> statement-breakpoint
CREATE INDEX "event_tickets_user_idx" ON "event_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_payment_key" ON "event_tickets" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "events_listed_idx" ON "events" USING btree ("start_date") WHERE "events"."status" = 'published' and "events"."moderation" = 'approved';--> statement-breakpoint
CREATE INDEX "events_business_idx" ON "events" USING btree ("business_id","start_date");