CREATE TABLE "portfolio_albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_item_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"album_id" uuid,
	"kind" text NOT NULL,
	"title" text,
	"caption" text,
	"content_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"nsfw" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"moderation_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"consent_state" text DEFAULT 'none' NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"thumb_key" text NOT NULL,
	"full_key" text NOT NULL,
	"video_key" text,
	"blur_data_url" text,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"size_bytes" integer NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_kind_check" CHECK ("portfolio_items"."kind" in ('image', 'video')),
	CONSTRAINT "portfolio_items_moderation_check" CHECK ("portfolio_items"."moderation_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "portfolio_items_consent_check" CHECK ("portfolio_items"."consent_state" in ('none', 'pending', 'confirmed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_likes" (
	"item_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_likes_item_id_member_id_pk" PRIMARY KEY("item_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_views" (
	"item_id" uuid NOT NULL,
	"reader" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "portfolio_views_item_id_reader_day_pk" PRIMARY KEY("item_id","reader","day")
);
--> statement-breakpoint
ALTER TABLE "portfolio_albums" ADD CONSTRAINT "portfolio_albums_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_albums" ADD CONSTRAINT "portfolio_albums_cover_item_id_portfolio_items_id_fk" FOREIGN KEY ("cover_item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_album_id_portfolio_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."portfolio_albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_likes" ADD CONSTRAINT "portfolio_likes_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_likes" ADD CONSTRAINT "portfolio_likes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_views" ADD CONSTRAINT "portfolio_views_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_albums_owner_idx" ON "portfolio_albums" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "portfolio_items_owner_idx" ON "portfolio_items" USING btree ("owner_id","position","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_items_album_idx" ON "portfolio_items" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "portfolio_likes_member_idx" ON "portfolio_likes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "portfolio_views_day_idx" ON "portfolio_views" USING btree ("day");