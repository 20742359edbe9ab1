CREATE TABLE "collab_credits" (
	"collab_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"confirmed_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_credits_collab_id_member_id_confirmed_by_pk" PRIMARY KEY("collab_id","member_id","confirmed_by"),
	CONSTRAINT "collab_credits_not_self" CHECK ("collab_credits"."member_id" <> "collab_credits"."confirmed_by")
);
--> statement-breakpoint
CREATE TABLE "collab_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collab_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_members" (
	"collab_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"state" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "collab_members_collab_id_user_id_pk" PRIMARY KEY("collab_id","user_id"),
	CONSTRAINT "collab_members_role_check" CHECK ("collab_members"."role" in ('owner', 'collaborator', 'viewer')),
	CONSTRAINT "collab_members_state_check" CHECK ("collab_members"."state" in ('invited', 'joined'))
);
--> statement-breakpoint
CREATE TABLE "collab_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collab_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collab_id" uuid NOT NULL,
	"ordered_by" uuid NOT NULL,
	"brief" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"editor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_orders_status_check" CHECK ("collab_orders"."status" in ('requested', 'in_progress', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "collab_task_reminders" (
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_task_reminders_task_id_kind_due_on_pk" PRIMARY KEY("task_id","kind","due_on")
);
--> statement-breakpoint
CREATE TABLE "collab_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collab_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"assignee_id" uuid,
	"due_on" date,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_tasks_status_check" CHECK ("collab_tasks"."status" in ('todo', 'doing', 'done'))
);
--> statement-breakpoint
CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text,
	"starts_on" date,
	"ends_on" date,
	"status" text DEFAULT 'planning' NOT NULL,
	"origin" text DEFAULT 'direct' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborations_status_check" CHECK ("collaborations"."status" in ('planning', 'active', 'completed', 'cancelled')),
	CONSTRAINT "collaborations_origin_check" CHECK ("collaborations"."origin" in ('direct', 'casting')),
	CONSTRAINT "collaborations_dates_check" CHECK ("collaborations"."ends_on" is null or "collaborations"."starts_on" is null or "collaborations"."ends_on" >= "collaborations"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "collab_credits" ADD CONSTRAINT "collab_credits_collab_id_collaborations_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_credits" ADD CONSTRAINT "collab_credits_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_credits" ADD CONSTRAINT "collab_credits_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_files" ADD CONSTRAINT "collab_files_collab_id_collaborations_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_files" ADD CONSTRAINT "collab_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_files" ADD CONSTRAINT "collab_files_order_id_collab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."collab_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_collab_id_collaborations_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_messages" ADD CONSTRAINT "collab_messages_collab_id_collaborations_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_messages" ADD CONSTRAINT "collab_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_orders" ADD CONSTRAINT "collab_orders_collab_id_collaborations_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_orders" ADD CONSTRAINT "collab_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_orders" ADD CONSTRAINT "collab_orders_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_task_reminders" ADD CONSTRAINT "collab_task_reminders_task_id_collab_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."collab_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_tasks" ADD CONSTRAINT "collab_tasks_collab_id_collaborations_id_fk" FOREIGN KEY ("collab_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_tasks" ADD CONSTRAINT "collab_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_tasks" ADD CONSTRAINT "collab_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_credits_member_idx" ON "collab_credits" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collab_files_key" ON "collab_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "collab_files_collab_idx" ON "collab_files" USING btree ("collab_id","created_at");--> statement-breakpoint
CREATE INDEX "collab_members_user_idx" ON "collab_members" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "collab_messages_collab_idx" ON "collab_messages" USING btree ("collab_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_orders_collab_idx" ON "collab_orders" USING btree ("collab_id","created_at");--> statement-breakpoint
CREATE INDEX "collab_orders_status_idx" ON "collab_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "collab_tasks_collab_idx" ON "collab_tasks" USING btree ("collab_id","created_at");--> statement-breakpoint
CREATE INDEX "collab_tasks_due_idx" ON "collab_tasks" USING btree ("due_on") WHERE "collab_tasks"."status" <> 'done' and "collab_tasks"."due_on" is not null and "collab_tasks"."assignee_id" is not null;