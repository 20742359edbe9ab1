ALTER TABLE "member_reports" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "member_reports" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "member_reports" ALTER COLUMN "decided_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moderation_items" ALTER COLUMN "decided_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moderation_items" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moderation_items" ALTER COLUMN "created_at" SET DEFAULT now();