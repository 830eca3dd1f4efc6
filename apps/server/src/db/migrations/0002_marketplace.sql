CREATE TYPE "public"."pricing_type" AS ENUM('fixed', 'hourly', 'project', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."service_category" AS ENUM('web_development', 'mobile_development', 'design', 'marketing', 'seo', 'content_writing', 'video_production', 'consulting', 'other');--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "service_category" DEFAULT 'web_development' NOT NULL,
	"pricing_type" "pricing_type" DEFAULT 'fixed' NOT NULL,
	"price_from" numeric(12, 2),
	"price_to" numeric(12, 2),
	"sort_price" numeric(12, 2) GENERATED ALWAYS AS (coalesce(price_from, price_to)) STORED,
	"delivery_time" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"portfolio_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', proclub_text_array_join(tags)), 'B') || setweight(to_tsvector('english', proclub_enum_words(category)), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_service_reviewer_idx" ON "reviews" USING btree ("service_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_service_created_idx" ON "reviews" USING btree ("service_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_user_created_idx" ON "services" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_active_newest_idx" ON "services" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."is_active";--> statement-breakpoint
CREATE INDEX "services_active_category_newest_idx" ON "services" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."is_active";--> statement-breakpoint
CREATE INDEX "services_active_price_asc_idx" ON "services" USING btree ("sort_price","id") WHERE "services"."is_active";--> statement-breakpoint
CREATE INDEX "services_active_price_desc_idx" ON "services" USING btree ("sort_price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."is_active";--> statement-breakpoint
CREATE INDEX "services_active_rating_idx" ON "services" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."is_active";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search");