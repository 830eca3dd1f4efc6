CREATE TYPE "public"."order_checkout_price_option" AS ENUM('from', 'to');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('buyer_card', 'platform_cash', 'escrow', 'seller', 'platform_fee');--> statement-breakpoint
CREATE TYPE "public"."ledger_movement" AS ENUM('charge', 'hold', 'release', 'fee', 'refund');--> statement-breakpoint
CREATE TYPE "public"."order_payment_provider" AS ENUM('test', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."order_payment_status" AS ENUM('unpaid', 'held', 'released', 'refunded');--> statement-breakpoint
CREATE TABLE "order_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "order_payment_provider" NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"service_id" uuid,
	"service_title" text NOT NULL,
	"price_option" "order_checkout_price_option",
	"package_tier" text,
	"delivery_days" integer,
	"revisions_included" integer,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing_type" "pricing_type" NOT NULL,
	"requirements" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"payment_intent_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_checkouts_amount_positive" CHECK ("order_checkouts"."amount_cents" > 0),
	CONSTRAINT "order_checkouts_fee_range" CHECK ("order_checkouts"."fee_cents" >= 0 and "order_checkouts"."fee_cents" <= "order_checkouts"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "order_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"movement" "ledger_movement" NOT NULL,
	"movement_key" text NOT NULL,
	"account" "ledger_account" NOT NULL,
	"seller_id" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ledger_movement_account_key" UNIQUE("movement_key","account"),
	CONSTRAINT "order_ledger_amount_nonzero" CHECK ("order_ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "order_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "price_option" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_tier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revisions_included" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "order_payment_status" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD CONSTRAINT "order_checkouts_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD CONSTRAINT "order_checkouts_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD CONSTRAINT "order_checkouts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD CONSTRAINT "order_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger_entries" ADD CONSTRAINT "order_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_checkouts_buyer_idx" ON "order_checkouts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_ledger_seller_idx" ON "order_ledger_entries" USING btree ("seller_id") WHERE "order_ledger_entries"."seller_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivered_held_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'delivered' and "orders"."payment_status" = 'held';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_unique" UNIQUE("checkout_id");--> statement-breakpoint
-- hand-written: every ledger movement balances. Checked at commit (deferred), when all rows of the movement are in.
CREATE FUNCTION order_ledger_movement_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM order_ledger_entries WHERE movement_key = NEW.movement_key) <> 0 THEN
    RAISE EXCEPTION 'ledger movement % does not balance', NEW.movement_key USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_ledger_movement_balances AFTER INSERT OR UPDATE ON order_ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_ledger_movement_balances();
