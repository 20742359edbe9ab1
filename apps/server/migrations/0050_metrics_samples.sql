CREATE TABLE "metrics_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"requests" integer NOT NULL,
	"server_errors" integer NOT NULL,
	"latency_counts" jsonb NOT NULL,
	"errors" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "metrics_samples_at_idx" ON "metrics_samples" USING btree ("at");