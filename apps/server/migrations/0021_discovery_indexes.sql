DROP INDEX "profiles_name_search_idx";--> statement-breakpoint
DROP INDEX "profiles_location_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_content_types_idx";--> statement-breakpoint
CREATE INDEX "profiles_discoverable_relevance_idx" ON "profiles" USING btree ("vaulth_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."onboarding_completed" and "profiles"."username" is not null;--> statement-breakpoint
CREATE INDEX "profiles_name_search_idx" ON "profiles" USING gin ("name_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_location_trgm_idx" ON "profiles" USING gin (lower("location") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_content_types_idx" ON "profiles" USING gin ("content_types") WITH (fastupdate=false);