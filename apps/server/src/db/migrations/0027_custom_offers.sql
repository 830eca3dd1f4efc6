CREATE TYPE "public"."custom_offer_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn', 'expired');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'offer_received';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'offer_accepted';--> statement-breakpoint
CREATE TABLE "custom_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"service_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"status" "custom_offer_status" DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checkout_id" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "custom_offers_price_positive" CHECK ("custom_offers"."price_cents" > 0),
	CONSTRAINT "custom_offers_days_range" CHECK ("custom_offers"."delivery_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_checkout_id_order_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."order_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_offers_conversation_idx" ON "custom_offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_offers_checkout_idx" ON "custom_offers" USING btree ("checkout_id");