CREATE TABLE "membership_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"invoice_id" text NOT NULL,
	"subscription_id" text,
	"event_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"add_ons" text[] DEFAULT '{}'::text[] NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_invoice_key" UNIQUE("provider","invoice_id"),
	CONSTRAINT "membership_charges_amount_nonnegative" CHECK ("membership_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_charges_user_idx" ON "membership_charges" USING btree ("user_id","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);