-- Onboarding's interim business drafts become business_profiles drafts (spec §4: is_draft true,
-- draft_step 1), so nobody loses a draft; then the interim table goes.
INSERT INTO "business_profiles" ("id", "business_name", "category", "categories", "description", "location", "website", "is_draft", "draft_step", "last_saved_at", "created_at", "updated_at")
SELECT "user_id", "business_name", "categories"[1], "categories", coalesce("description", ''), coalesce("location", ''), coalesce("website", ''), true, 1, "updated_at", "created_at", "updated_at"
FROM "profile_business_drafts"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
DROP TABLE "profile_business_drafts" CASCADE;
