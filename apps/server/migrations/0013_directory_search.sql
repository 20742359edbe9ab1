CREATE TABLE "directory_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "business_listings_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "directory_words_trgm_idx" ON "directory_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Listings published before the vocabulary existed: their name words join it.
INSERT INTO "directory_words" ("word")
SELECT DISTINCT w FROM "business_listings", regexp_split_to_table(lower("business_name"), '[^[:alnum:]]+') AS w
WHERE w <> '' AND length(w) <= 40
ON CONFLICT DO NOTHING;
