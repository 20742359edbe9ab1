CREATE TABLE "lottery_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"winners_count" integer NOT NULL,
	"rules" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"eligibility" text DEFAULT 'members' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"seed_hex" text,
	"commitment_hex" text,
	"opened_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_window_check" CHECK ("lottery_draws"."closes_at" > "lottery_draws"."opens_at"),
	CONSTRAINT "lottery_draws_winners_check" CHECK ("lottery_draws"."winners_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"winner_rank" integer,
	"redemption_code" text,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draws_status_idx" ON "lottery_draws" USING btree ("status","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_one_per_member" ON "lottery_entries" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_position_key" ON "lottery_entries" USING btree ("draw_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_code_key" ON "lottery_entries" USING btree ("redemption_code");--> statement-breakpoint
CREATE INDEX "lottery_entries_user_idx" ON "lottery_entries" USING btree ("user_id","created_at");