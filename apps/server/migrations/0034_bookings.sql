CREATE TABLE "booking_owners" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"cancel_hours" integer DEFAULT 24 NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feed_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rate_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"booker_id" uuid NOT NULL,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"rate_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cancelled_by" text,
	"reason" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_owners" ADD CONSTRAINT "booking_owners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booker_id_users_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_owners_feed_token" ON "booking_owners" USING btree ("feed_token");--> statement-breakpoint
CREATE INDEX "booking_services_owner" ON "booking_services" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bookings_owner_start" ON "bookings" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_booker_start" ON "bookings" USING btree ("booker_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_pending_request" ON "bookings" USING btree ("owner_id","booker_id","starts_at") WHERE status = 'pending';--> statement-breakpoint
-- No double booking, from the database itself (issue 16): two accepted bookings of one owner never share
-- a moment of [starts_at, hold_until). The service already checks under the owner's row lock; this is the
-- last word. btree_gist lets the owner's id take part in the GiST index (PGlite loads it from
-- @electric-sql/pglite/contrib/btree_gist; on PostgreSQL it is a trusted extension). Drizzle cannot
-- describe an exclusion constraint, so it lives here only.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("owner_id" WITH =, tstzrange("starts_at", "hold_until", '[)') WITH &&) WHERE (status = 'accepted');
