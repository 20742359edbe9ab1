CREATE TABLE "career_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"team" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"summary" text NOT NULL,
	"you_will" text[] DEFAULT '{}'::text[] NOT NULL,
	"you_have" text[] DEFAULT '{}'::text[] NOT NULL,
	"apply_to" text,
	"is_example" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "career_openings_published_idx" ON "career_openings" USING btree ("published","sort_order");--> statement-breakpoint
-- Issue 31: the four openings /careers showed until now, as the examples they are (fictional, no apply
-- link), published so the page looks as before until the operator replaces them at /admin/careers.
INSERT INTO "career_openings" ("title", "team", "location", "employment_type", "summary", "you_will", "you_have", "apply_to", "is_example", "published", "sort_order") VALUES
	('Senior Full-Stack Engineer (TypeScript)', 'Engineering', 'Remote · UTC−5 to UTC+3', 'Full-time', 'Build the features members use every day, from portfolios and messages to the business directory and the App Store.',
	 ARRAY['Ship end-to-end features in React, Fastify and PostgreSQL, with the tests that keep them working.', 'Own performance, accessibility and security in the areas you build.', 'Work closely with trust and safety, because most features here have a safety side.']::text[],
	 ARRAY['Five or more years building production web applications, with strong TypeScript.', 'Experience with relational databases and designing APIs other people rely on.', 'Good judgement about privacy, and comfort working on a platform for the adult industry.']::text[],
	 NULL, true, true, 10),
	('Trust & Safety Specialist', 'Trust & Safety', 'Remote · Europe', 'Full-time, rota including weekends', 'Review reported content, uploads and business listings within our 48-hour commitment, and help members who need it.',
	 ARRAY['Moderate content and listings against our Terms and community standards, consistently and fairly.', 'Handle safety reports, including urgent ones, and escalate to law enforcement when required.', 'Improve our policies and tools from what you see every day.']::text[],
	 ARRAY['Experience in content moderation, trust and safety, or a related field.', 'Calm judgement, clear writing and respect for the people in the content you review.', 'Comfort reviewing adult content. Wellbeing support and exposure limits are part of the job.']::text[],
	 NULL, true, true, 20),
	('Compliance Operations Lead', 'Legal & Compliance', 'Remote · United States', 'Full-time', 'Run our record-keeping, verification and copyright processes, and be the person regulators and partners can call.',
	 ARRAY['Own 18 U.S.C. § 2257 processes, DMCA notices and counter-notices, and age-verification operations with the vAulth compliance hub.', 'Work with outside counsel on our policies and their updates.', 'Build clear guides that help members meet their own obligations.']::text[],
	 ARRAY['Three or more years in compliance, legal operations or paralegal work, ideally in adult or regulated media.', 'Working knowledge of 2257, the DMCA and privacy law (GDPR, CCPA).', 'A methodical approach and excellent record-keeping habits.']::text[],
	 NULL, true, true, 30),
	('Partnerships Manager, Studios & Agencies', 'Partnerships', 'Remote · Los Angeles, Miami, Budapest or Prague preferred', 'Full-time, some travel', 'Bring studios, agencies and industry businesses onto the platform, and make sure they succeed there.',
	 ARRAY['Build relationships with studios, agencies and service businesses, and onboard them.', 'Represent us at industry events and awards we sponsor.', 'Feed what partners need back into the product.']::text[],
	 ARRAY['A network in the adult entertainment industry and a reputation for straight dealing.', 'Experience in partnerships, business development or account management.', 'Willingness to travel to industry events several times a year.']::text[],
	 NULL, true, true, 40);
