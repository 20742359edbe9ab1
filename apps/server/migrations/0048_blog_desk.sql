ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_status_check";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('published', 'draft', 'unpublished'));--> statement-breakpoint
-- Issue 31: the posts seeded before this issue are example content under fictional bylines (the seed's
-- slugs and authors; nobody could write posts before). They are marked, so the blog and /admin/blog
-- show them as examples until the operator edits or replaces them. The withdrawn App Store post is
-- marked too, and the seed takes it out at the next start (SEED_REMOVALS).
UPDATE "blog_posts" SET "is_example" = true WHERE ("slug", "author_name") IN (
	('introducing-the-app-store', 'Daniel Okafor, Head of Product'),
	('why-verified-identity-matters-for-casting', 'Maya Lindqvist, Trust & Safety'),
	('how-directory-moderation-works', 'Priya Raman, Directory Operations'),
	('record-keeping-2257-plain-language', 'Helena Voss, Compliance Lead'),
	('building-a-portfolio-that-books-work', 'Jordan Reyes, Community'),
	('community-standards-for-collaborations', 'Maya Lindqvist, Trust & Safety')
);
--> statement-breakpoint
-- Admins who manage staff held every power over the site's content before the content permission existed
-- (nobody could write posts, so nothing was withheld): they keep it, so an existing deployment's admins
-- find the blog desk without granting it to themselves first. New first admins get it at set-up.
UPDATE "staff_roles" SET "permissions" = array_append("permissions", 'content')
	WHERE "role" = 'admin' AND 'staff_management' = ANY("permissions") AND NOT ('content' = ANY("permissions"));
