CREATE TABLE "analysis_roi_defaults" (
	"vendor_id" text NOT NULL,
	"industry" text NOT NULL,
	"average_sale_cents" integer NOT NULL,
	"close_rate_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_roi_defaults_vendor_id_industry_pk" PRIMARY KEY("vendor_id","industry"),
	CONSTRAINT "analysis_roi_defaults_sale_check" CHECK ("analysis_roi_defaults"."average_sale_cents" between 100 and 100000000),
	CONSTRAINT "analysis_roi_defaults_close_check" CHECK ("analysis_roi_defaults"."close_rate_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "analysis_roi_defaults" ADD CONSTRAINT "analysis_roi_defaults_vendor_id_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;