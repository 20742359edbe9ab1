CREATE TABLE "directory_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "business_listings_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "directory_words_trgm_idx" ON "directory_words" USING gin ("word" gin_trgm_ops);