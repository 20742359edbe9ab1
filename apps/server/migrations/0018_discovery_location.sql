CREATE TABLE "profile_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(display_name, '') || ' ' || translate(coalesce(username, ''), '._-', '   '))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profile_name_words_trgm_idx" ON "profile_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_search_idx" ON "profiles" USING gin ("name_search");--> statement-breakpoint
CREATE INDEX "profiles_location_trgm_idx" ON "profiles" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_content_types_idx" ON "profiles" USING gin ("content_types");--> statement-breakpoint
CREATE INDEX "profiles_coordinates_idx" ON "profiles" USING btree ("latitude","longitude") WHERE "profiles"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "profiles_discoverable_newest_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."onboarding_completed" and "profiles"."username" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_latitude_range" CHECK ("profiles"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_longitude_range" CHECK ("profiles"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_coordinates_pair" CHECK (("profiles"."latitude" is null) = ("profiles"."longitude" is null));--> statement-breakpoint
INSERT INTO "profile_name_words" ("word")
SELECT DISTINCT w FROM "profiles", regexp_split_to_table(lower(coalesce("display_name", '') || ' ' || coalesce("username", '')), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 1 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "profiles" SET
  "city" = nullif(btrim(split_part("location", ',', 1)), ''),
  "region" = CASE WHEN cardinality(string_to_array("location", ',')) >= 3 THEN nullif(btrim(split_part("location", ',', 2)), '') END,
  "country" = CASE
    WHEN cardinality(string_to_array("location", ',')) = 2 THEN nullif(btrim(split_part("location", ',', 2)), '')
    WHEN cardinality(string_to_array("location", ',')) >= 3 THEN nullif(btrim(array_to_string((string_to_array("location", ','))[3:], ',')), '')
  END
WHERE "location" IS NOT NULL AND btrim("location") <> '';
