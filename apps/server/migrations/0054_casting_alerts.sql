CREATE TABLE "casting_alert_deliveries" (
	"call_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delivery" text NOT NULL,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casting_alert_deliveries_call_id_user_id_pk" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "casting_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"q" text,
	"q_lc" text,
	"content_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"location_lc" text,
	"distance_km" integer,
	"latitude" double precision,
	"longitude" double precision,
	"lat_min" double precision,
	"lat_max" double precision,
	"lng_min" double precision,
	"lng_max" double precision,
	"min_rate" integer,
	"from" date,
	"delivery" text DEFAULT 'in_app' NOT NULL,
	"match_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casting_calls" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "casting_calls" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "casting_alert_deliveries" ADD CONSTRAINT "casting_alert_deliveries_call_id_casting_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."casting_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_alert_deliveries" ADD CONSTRAINT "casting_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_alerts" ADD CONSTRAINT "casting_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casting_alert_deliveries_user_idx" ON "casting_alert_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "casting_alert_deliveries_digest_idx" ON "casting_alert_deliveries" USING btree ("user_id","created_at") WHERE "casting_alert_deliveries"."delivery" = 'digest' and "casting_alert_deliveries"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "casting_alerts_user_idx" ON "casting_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "casting_alerts_keys_idx" ON "casting_alerts" USING gin ("match_keys");