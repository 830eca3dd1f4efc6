ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extension_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extension_requested_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "due_at" = "accepted_at" + "delivery_days" * interval '1 day' WHERE "accepted_at" IS NOT NULL AND "delivery_days" IS NOT NULL;
