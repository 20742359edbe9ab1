CREATE TABLE "geo_block_allows" (
	"owner_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geo_block_allows_owner_id_member_id_pk" PRIMARY KEY("owner_id","member_id"),
	CONSTRAINT "geo_block_allows_not_self" CHECK ("geo_block_allows"."owner_id" <> "geo_block_allows"."member_id")
);
--> statement-breakpoint
CREATE TABLE "geo_blocks" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_block_allows" ADD CONSTRAINT "geo_block_allows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_block_allows" ADD CONSTRAINT "geo_block_allows_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_blocks" ADD CONSTRAINT "geo_blocks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_block_allows_member_idx" ON "geo_block_allows" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "geo_blocks_countries_idx" ON "geo_blocks" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "geo_blocks_regions_idx" ON "geo_blocks" USING gin ("regions");