ALTER TYPE "public"."proposal_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "client_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"audit_interval_days" integer DEFAULT 7 NOT NULL,
	"audits_enabled" boolean DEFAULT true NOT NULL,
	"next_audit_at" timestamp with time zone NOT NULL,
	"last_audit_at" timestamp with time zone,
	"monthly_report" boolean DEFAULT true NOT NULL,
	"report_auto_send" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_schedules_interval_range" CHECK ("client_schedules"."audit_interval_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "agent_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"agent_key" text NOT NULL,
	"subject_key" text NOT NULL,
	"status" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"public_token" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_schedules" ADD CONSTRAINT "client_schedules_vendor_id_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedules" ADD CONSTRAINT "client_schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedules" ADD CONSTRAINT "client_schedules_audit_id_client_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."client_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_vendor_id_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_schedules_client_idx" ON "client_schedules" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_schedules_due_idx" ON "client_schedules" USING btree ("next_audit_at") WHERE "client_schedules"."audits_enabled";--> statement-breakpoint
CREATE INDEX "client_schedules_vendor_idx" ON "client_schedules" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_runs_subject_idx" ON "agent_runs" USING btree ("vendor_id","agent_key","subject_key");--> statement-breakpoint
CREATE INDEX "agent_runs_vendor_created_idx" ON "agent_runs" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_versions_token_idx" ON "proposal_versions" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_versions_proposal_version_idx" ON "proposal_versions" USING btree ("proposal_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_reports_scheduled_period_idx" ON "proof_reports" USING btree ("client_id","report_period_start") WHERE "proof_reports"."origin" = 'schedule';--> statement-breakpoint
ALTER TABLE "ai_agents" DROP COLUMN "trigger_count";--> statement-breakpoint
ALTER TABLE "ai_agents" DROP COLUMN "last_triggered_at";--> statement-breakpoint-- Proposals sent before versions existed: their link becomes version 1, frozen as it reads now.
INSERT INTO "proposal_versions" ("proposal_id", "version", "snapshot", "public_token", "sent_at")
SELECT p."id", 1,
  jsonb_build_object(
    'title', p."title", 'website', p."website",
    'totalMonthlyCost', p."total_monthly_cost", 'totalSetupCost', p."total_setup_cost", 'estimatedRoi', p."estimated_roi",
    'items', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'product', li."product", 'description', li."description", 'setupFee', li."setup_fee",
        'monthlyPrice', li."monthly_price", 'estimatedRoi', li."estimated_roi") ORDER BY li."position")
      FROM "proposal_line_items" li WHERE li."proposal_id" = p."id"), '[]'::jsonb)),
  p."public_token", coalesce(p."sent_at", p."created_at")
FROM "proposals" p WHERE p."public_token" IS NOT NULL;--> statement-breakpoint
-- The agents page's sample agents (seeded trigger counts) give way to the four automation rules.
DELETE FROM "ai_agents" WHERE "agent_key" IN ('review_responder', 'lead_qualifier', 'appointment_setter', 'content_writer');
