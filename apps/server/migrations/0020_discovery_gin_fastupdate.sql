DROP INDEX "profiles_name_search_idx";--> statement-breakpoint
DROP INDEX "profiles_location_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_content_types_idx";--> statement-breakpoint
CREATE INDEX "profiles_name_search_idx" ON "profiles" USING gin ("name_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_location_trgm_idx" ON "profiles" USING gin (lower("location") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_content_types_idx" ON "profiles" USING gin ("content_types") WITH (fastupdate=false);