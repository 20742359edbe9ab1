CREATE TABLE "casting_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"portfolio_item_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"disclosure_acknowledged_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text,
	"offer_message" text,
	"offer_rate" integer,
	"offer_rate_unit" text,
	"collaboration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casting_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"title" text NOT NULL,
	"role_description" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"location" text,
	"rate_min" integer,
	"rate_max" integer,
	"rate_unit" text DEFAULT 'per_scene' NOT NULL,
	"content_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"disclosure" text NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casting_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casting_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"role" text NOT NULL,
	"description" text,
	"starts_on" date,
	"ends_on" date,
	"rate" integer,
	"rate_unit" text DEFAULT 'per_scene' NOT NULL,
	"location" text,
	"disclosure" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"countered" boolean DEFAULT false NOT NULL,
	"counter_rate" integer,
	"counter_starts_on" date,
	"counter_ends_on" date,
	"counter_message" text,
	"collaboration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"feed_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casting_applications" ADD CONSTRAINT "casting_applications_call_id_casting_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."casting_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_applications" ADD CONSTRAINT "casting_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_calls" ADD CONSTRAINT "casting_calls_studio_id_users_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_calls" ADD CONSTRAINT "casting_calls_form_id_casting_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."casting_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_forms" ADD CONSTRAINT "casting_forms_studio_id_users_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_studio_id_users_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_news" ADD CONSTRAINT "studio_news_studio_id_users_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casting_applications_once" ON "casting_applications" USING btree ("call_id","applicant_id");--> statement-breakpoint
CREATE INDEX "casting_applications_applicant_idx" ON "casting_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "casting_calls_studio_idx" ON "casting_calls" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "casting_calls_open_idx" ON "casting_calls" USING btree ("deadline") WHERE "casting_calls"."status" = 'open';--> statement-breakpoint
CREATE INDEX "casting_forms_studio_idx" ON "casting_forms" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "casting_proposals_studio_idx" ON "casting_proposals" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "casting_proposals_creator_idx" ON "casting_proposals" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_news_studio_idx" ON "studio_news" USING btree ("studio_id","created_at");