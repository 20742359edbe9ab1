CREATE TABLE "enterprise_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"business_email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_studio_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"studio_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "enterprise_studio_links_status_check" CHECK ("enterprise_studio_links"."status" in ('invited', 'active')),
	CONSTRAINT "enterprise_studio_links_not_self" CHECK ("enterprise_studio_links"."enterprise_id" <> "enterprise_studio_links"."studio_id")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "delegated_by" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "parent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "enterprise_accounts" ADD CONSTRAINT "enterprise_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_studio_links" ADD CONSTRAINT "enterprise_studio_links_enterprise_id_users_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_studio_links" ADD CONSTRAINT "enterprise_studio_links_studio_id_users_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_studio_links_pair" ON "enterprise_studio_links" USING btree ("enterprise_id","studio_id");--> statement-breakpoint
CREATE INDEX "enterprise_studio_links_studio" ON "enterprise_studio_links" USING btree ("studio_id");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_delegated_by_users_id_fk" FOREIGN KEY ("delegated_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_delegated_idx" ON "auth_sessions" USING btree ("delegated_by","user_id") WHERE "auth_sessions"."delegated_by" is not null;