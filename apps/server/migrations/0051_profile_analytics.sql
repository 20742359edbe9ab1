CREATE TABLE "analytics_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"show_my_views" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_view_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subject_id" uuid NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unnamed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_view_days_owner_id_day_subject_id_source_pk" PRIMARY KEY("owner_id","day","subject_id","source")
);
--> statement-breakpoint
CREATE TABLE "profile_viewers" (
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "profile_viewers_owner_id_viewer_id_pk" PRIMARY KEY("owner_id","viewer_id"),
	CONSTRAINT "profile_viewers_not_self" CHECK ("profile_viewers"."owner_id" <> "profile_viewers"."viewer_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view_days" ADD CONSTRAINT "profile_view_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_viewers" ADD CONSTRAINT "profile_viewers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_viewers" ADD CONSTRAINT "profile_viewers_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_viewers_recent_idx" ON "profile_viewers" USING btree ("owner_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_viewers_viewer_idx" ON "profile_viewers" USING btree ("viewer_id");