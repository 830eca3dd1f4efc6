CREATE TYPE "public"."audit_run_source" AS ENUM('analyzer', 'manual');--> statement-breakpoint
CREATE TYPE "public"."audit_type" AS ENUM('seo', 'performance', 'accessibility', 'marketing', 'comprehensive');--> statement-breakpoint
CREATE TYPE "public"."onboarding_status" AS ENUM('in_progress', 'completed');--> statement-breakpoint
CREATE TYPE "public"."proof_report_status" AS ENUM('draft', 'sent', 'viewed');--> statement-breakpoint
CREATE TABLE "audit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"source" "audit_run_source" NOT NULL,
	"findings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_runs_score_range" CHECK ("audit_runs"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "client_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"audit_type" "audit_type" NOT NULL,
	"website_url" text NOT NULL,
	"score" integer,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_audits_score_range" CHECK ("client_audits"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "onboarding_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"workflow_name" text NOT NULL,
	"template_id" text,
	"status" "onboarding_status" DEFAULT 'in_progress' NOT NULL,
	"steps" jsonb NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_workflows_current_step_range" CHECK ("onboarding_workflows"."current_step" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proof_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" "proof_report_status" DEFAULT 'draft' NOT NULL,
	"summary" text,
	"report_period_start" date NOT NULL,
	"report_period_end" date NOT NULL,
	"public_token" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_reports_period_order" CHECK ("proof_reports"."report_period_start" <= "proof_reports"."report_period_end")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "public_token" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_runs" ADD CONSTRAINT "audit_runs_audit_id_client_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."client_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audits" ADD CONSTRAINT "client_audits_vendor_id_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audits" ADD CONSTRAINT "client_audits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_workflows" ADD CONSTRAINT "onboarding_workflows_vendor_id_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_workflows" ADD CONSTRAINT "onboarding_workflows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD CONSTRAINT "proof_reports_vendor_id_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD CONSTRAINT "proof_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_runs_audit_created_idx" ON "audit_runs" USING btree ("audit_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_audits_vendor_created_idx" ON "client_audits" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_audits_client_idx" ON "client_audits" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "onboarding_workflows_vendor_created_idx" ON "onboarding_workflows" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "onboarding_workflows_client_idx" ON "onboarding_workflows" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "proof_reports_vendor_created_idx" ON "proof_reports" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proof_reports_client_idx" ON "proof_reports" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_reports_public_token_idx" ON "proof_reports" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_public_token_idx" ON "proposals" USING btree ("public_token");