CREATE TABLE "license_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licensor_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"item_title" text,
	"item_kind" text NOT NULL,
	"nsfw" boolean DEFAULT false NOT NULL,
	"thumb_jpeg" text,
	"terms" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'members' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"licensor_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"terms" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"counter_note" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" text,
	"requester_emails" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"request_id" uuid,
	"offer_id" uuid,
	"item_id" uuid,
	"licensor_id" uuid,
	"licensee_id" uuid,
	"licensor_name" text NOT NULL,
	"licensor_username" text,
	"licensee_name" text NOT NULL,
	"licensee_username" text,
	"item_title" text,
	"item_kind" text NOT NULL,
	"nsfw" boolean DEFAULT false NOT NULL,
	"thumb_jpeg" text,
	"terms" jsonb NOT NULL,
	"paid_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"refund_requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "license_offers" ADD CONSTRAINT "license_offers_licensor_id_users_id_fk" FOREIGN KEY ("licensor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_offers" ADD CONSTRAINT "license_offers_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_requests" ADD CONSTRAINT "license_requests_offer_id_license_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."license_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_requests" ADD CONSTRAINT "license_requests_licensor_id_users_id_fk" FOREIGN KEY ("licensor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_requests" ADD CONSTRAINT "license_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_request_id_license_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."license_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_offer_id_license_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."license_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_licensor_id_users_id_fk" FOREIGN KEY ("licensor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_licensee_id_users_id_fk" FOREIGN KEY ("licensee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_offers_licensor" ON "license_offers" USING btree ("licensor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "license_offers_one_active_per_item" ON "license_offers" USING btree ("item_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "license_requests_licensor" ON "license_requests" USING btree ("licensor_id","updated_at");--> statement-breakpoint
CREATE INDEX "license_requests_requester" ON "license_requests" USING btree ("requester_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "license_requests_one_open" ON "license_requests" USING btree ("offer_id","requester_id") WHERE status in ('pending', 'countered', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_code" ON "licenses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_payment" ON "licenses" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_request" ON "licenses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "licenses_licensor" ON "licenses" USING btree ("licensor_id","issued_at");--> statement-breakpoint
CREATE INDEX "licenses_licensee" ON "licenses" USING btree ("licensee_id","issued_at");--> statement-breakpoint
CREATE INDEX "licenses_item" ON "licenses" USING btree ("item_id");