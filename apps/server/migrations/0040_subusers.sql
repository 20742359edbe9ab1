CREATE TABLE "enterprise_sub_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "enterprise_sub_users_role_check" CHECK ("enterprise_sub_users"."role" in ('admin', 'manager', 'viewer')),
	CONSTRAINT "enterprise_sub_users_status_check" CHECK ("enterprise_sub_users"."status" in ('invited', 'active')),
	CONSTRAINT "enterprise_sub_users_active_member" CHECK ("enterprise_sub_users"."status" = 'invited' or "enterprise_sub_users"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "delegated_role" text;--> statement-breakpoint
ALTER TABLE "enterprise_sub_users" ADD CONSTRAINT "enterprise_sub_users_enterprise_id_users_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_sub_users" ADD CONSTRAINT "enterprise_sub_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_sub_users_email" ON "enterprise_sub_users" USING btree ("enterprise_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_sub_users_member" ON "enterprise_sub_users" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_sub_users_token" ON "enterprise_sub_users" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "enterprise_sub_users_user" ON "enterprise_sub_users" USING btree ("user_id");