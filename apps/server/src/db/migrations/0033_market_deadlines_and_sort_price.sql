-- Issue 37 (ADR 040): the price sort and filter read the price the card shows, the lowest package price first.
-- A generated column cannot hold a subquery, so this IMMUTABLE function reads the row's packages (a jsonb value
-- of the same row: deterministic). Dropping the old generated column drops its two indexes; they are made again.
CREATE OR REPLACE FUNCTION proclub_lowest_package_price(jsonb) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT min((offer->>'price')::numeric) FROM jsonb_array_elements($1) offer $$;
--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'dispute_message';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'dispute_deadline';--> statement-breakpoint
ALTER TABLE "services" drop column "sort_price";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sort_price" numeric(12, 2) GENERATED ALWAYS AS (coalesce(proclub_lowest_package_price(packages), price_from, price_to)) STORED;--> statement-breakpoint
CREATE INDEX "services_active_price_asc_idx" ON "services" USING btree ("sort_price","id") WHERE "services"."is_active";--> statement-breakpoint
CREATE INDEX "services_active_price_desc_idx" ON "services" USING btree ("sort_price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."is_active";--> statement-breakpoint
ALTER TABLE "order_disputes" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_disputes_open_deadline_idx" ON "order_disputes" USING btree ("created_at") WHERE "order_disputes"."status" = 'open' and "order_disputes"."escalated_at" is null;