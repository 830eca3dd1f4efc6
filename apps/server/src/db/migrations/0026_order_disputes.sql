CREATE TYPE "public"."order_dispute_outcome" AS ENUM('release', 'refund', 'partial');--> statement-breakpoint
CREATE TYPE "public"."order_dispute_status" AS ENUM('open', 'resolved');--> statement-breakpoint
ALTER TYPE "public"."order_payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'disputed';--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"opened_by_id" text,
	"opened_by" text NOT NULL,
	"previous_status" "order_status" NOT NULL,
	"reason" text NOT NULL,
	"status" "order_dispute_status" DEFAULT 'open' NOT NULL,
	"outcome" "order_dispute_outcome",
	"refund_cents" integer,
	"note" text,
	"resolved_by_id" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_opened_by_id_user_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_resolved_by_id_user_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_open_uq" ON "order_disputes" USING btree ("order_id") WHERE "order_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_disputes_status_created_idx" ON "order_disputes" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);