CREATE TABLE "pro_grace_notices" (
	"user_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_grace_notices_user_id_period_end_kind_pk" PRIMARY KEY("user_id","period_end","kind")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderator_granted_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_sponsor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_ambassador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_grace_notices" ADD CONSTRAINT "pro_grace_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_subscription_end_idx" ON "profiles" USING btree ("subscription_end_date") WHERE "profiles"."subscription_status" is not null and "profiles"."subscription_status" <> 'expired';