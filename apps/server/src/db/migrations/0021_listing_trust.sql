ALTER TABLE "reviews" DROP CONSTRAINT "reviews_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
-- hand-written: the column is added empty, filled from each review's service, then required.
ALTER TABLE "reviews" ADD COLUMN "seller_id" text;--> statement-breakpoint
UPDATE "reviews" SET "seller_id" = "services"."user_id" FROM "services" WHERE "services"."id" = "reviews"."service_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "services_title_trgm_idx" ON "services" USING gist ("title" gist_trgm_ops);