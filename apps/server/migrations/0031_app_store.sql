CREATE TABLE "mb_app_installations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mb_apps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon_url" text,
	"theme_color" text DEFAULT '#64748b' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mb_app_installations" ADD CONSTRAINT "mb_app_installations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mb_app_installations" ADD CONSTRAINT "mb_app_installations_app_id_mb_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."mb_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mb_app_installations_user_app" ON "mb_app_installations" USING btree ("user_id","app_id");--> statement-breakpoint
CREATE INDEX "mb_app_installations_app" ON "mb_app_installations" USING btree ("app_id");--> statement-breakpoint
INSERT INTO "mb_apps" ("id", "name", "theme_color", "sort_order") VALUES
	('mb-bookings', 'MB Bookings', '#0e7490', 1),
	('mb-visio', 'MB Visio', '#7c3aed', 2),
	('mb-trophy', 'MB Trophy', '#b45309', 3),
	('mb-events', 'MB Events', '#be123c', 4),
	('mb-licensing', 'MB Licensing', '#15803d', 5)
ON CONFLICT ("id") DO NOTHING;
