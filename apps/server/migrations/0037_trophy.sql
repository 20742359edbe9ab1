CREATE TABLE "trophy_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"phase" text DEFAULT 'draft' NOT NULL,
	"nominations_open_at" timestamp with time zone NOT NULL,
	"nominations_close_at" timestamp with time zone NOT NULL,
	"voting_open_at" timestamp with time zone NOT NULL,
	"voting_close_at" timestamp with time zone NOT NULL,
	"nominee_types" text[] NOT NULL,
	"voter_types" text[] NOT NULL,
	"nominees_verified_only" boolean DEFAULT false NOT NULL,
	"launched_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trophy_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trophy_nominations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"nominee_id" uuid NOT NULL,
	"nominator_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"finalist" boolean DEFAULT false NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"winner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trophy_trophies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trophy_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"nomination_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"voter_identity" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"session_id" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trophy_awards" ADD CONSTRAINT "trophy_awards_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_categories" ADD CONSTRAINT "trophy_categories_award_id_trophy_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."trophy_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_nominations" ADD CONSTRAINT "trophy_nominations_award_id_trophy_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."trophy_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_nominations" ADD CONSTRAINT "trophy_nominations_category_id_trophy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."trophy_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_nominations" ADD CONSTRAINT "trophy_nominations_nominee_id_users_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_nominations" ADD CONSTRAINT "trophy_nominations_nominator_id_users_id_fk" FOREIGN KEY ("nominator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_trophies" ADD CONSTRAINT "trophy_trophies_award_id_trophy_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."trophy_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_trophies" ADD CONSTRAINT "trophy_trophies_category_id_trophy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."trophy_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_trophies" ADD CONSTRAINT "trophy_trophies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_votes" ADD CONSTRAINT "trophy_votes_award_id_trophy_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."trophy_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_votes" ADD CONSTRAINT "trophy_votes_category_id_trophy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."trophy_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_votes" ADD CONSTRAINT "trophy_votes_nomination_id_trophy_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."trophy_nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_votes" ADD CONSTRAINT "trophy_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trophy_awards_organizer" ON "trophy_awards" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "trophy_awards_phase" ON "trophy_awards" USING btree ("phase","created_at");--> statement-breakpoint
CREATE INDEX "trophy_categories_award" ON "trophy_categories" USING btree ("award_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_nominations_one_per_category" ON "trophy_nominations" USING btree ("category_id","nominee_id");--> statement-breakpoint
CREATE INDEX "trophy_nominations_award" ON "trophy_nominations" USING btree ("award_id");--> statement-breakpoint
CREATE INDEX "trophy_nominations_nominee" ON "trophy_nominations" USING btree ("nominee_id","created_at");--> statement-breakpoint
CREATE INDEX "trophy_nominations_nominator" ON "trophy_nominations" USING btree ("nominator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_trophies_one_per_category" ON "trophy_trophies" USING btree ("category_id","user_id");--> statement-breakpoint
CREATE INDEX "trophy_trophies_user" ON "trophy_trophies" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_votes_one_per_identity" ON "trophy_votes" USING btree ("category_id","voter_identity");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_votes_one_per_account" ON "trophy_votes" USING btree ("category_id","voter_id");--> statement-breakpoint
CREATE INDEX "trophy_votes_award_ip" ON "trophy_votes" USING btree ("award_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "trophy_votes_nomination" ON "trophy_votes" USING btree ("nomination_id");