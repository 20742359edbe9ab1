ALTER TABLE "casting_applications" ADD COLUMN "form_fields" jsonb;--> statement-breakpoint
UPDATE "casting_applications" AS a SET "form_fields" = f."fields" FROM "casting_calls" AS c JOIN "casting_forms" AS f ON f."id" = c."form_id" WHERE a."call_id" = c."id" AND a."form_fields" IS NULL;
