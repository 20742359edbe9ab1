CREATE TABLE "paybox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"checkout_ref" text NOT NULL,
	"subscription_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paybox_charges_refunded_check" CHECK ("paybox_charges"."refunded_minor" between 0 and "paybox_charges"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "paybox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "paybox_refunds" ADD CONSTRAINT "paybox_refunds_charge_id_paybox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."paybox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paybox_charges_customer_idx" ON "paybox_charges" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "paybox_refunds_charge_idx" ON "paybox_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "billing_payments_checkout_idx" ON "billing_payments" USING btree ("checkout_id");