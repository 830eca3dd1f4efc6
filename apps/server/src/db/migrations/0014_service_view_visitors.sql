CREATE TABLE "service_view_visitors" (
	"service_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "service_view_visitors_service_id_day_visitor_pk" PRIMARY KEY("service_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "service_view_visitors" ADD CONSTRAINT "service_view_visitors_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_view_visitors_day_idx" ON "service_view_visitors" USING btree ("day");