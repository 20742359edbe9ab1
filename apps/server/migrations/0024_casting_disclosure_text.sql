ALTER TABLE "casting_applications" ADD COLUMN "disclosure_text" text;--> statement-breakpoint
-- Applications made before the text was kept: the call's text now is the best record there is.
UPDATE "casting_applications" a SET "disclosure_text" = c."disclosure" FROM "casting_calls" c WHERE c."id" = a."call_id" AND a."disclosure_text" IS NULL;
