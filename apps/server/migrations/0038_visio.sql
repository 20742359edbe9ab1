CREATE TABLE "visio_invites" (
	"room_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "visio_invites_room_id_member_id_pk" PRIMARY KEY("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "visio_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"audio_on" boolean DEFAULT true NOT NULL,
	"video_on" boolean DEFAULT true NOT NULL,
	"screen" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visio_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visio_invites" ADD CONSTRAINT "visio_invites_room_id_visio_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."visio_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_invites" ADD CONSTRAINT "visio_invites_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_participants" ADD CONSTRAINT "visio_participants_room_id_visio_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."visio_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_participants" ADD CONSTRAINT "visio_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visio_invites_member" ON "visio_invites" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "visio_participants_room" ON "visio_participants" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "visio_participants_present" ON "visio_participants" USING btree ("room_id","state") WHERE state in ('waiting', 'admitted');--> statement-breakpoint
CREATE INDEX "visio_participants_user" ON "visio_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visio_rooms_host_start" ON "visio_rooms" USING btree ("host_id","starts_at");