CREATE TYPE "public"."proposal_payment_choice" AS ENUM('invoice_later', 'pay_setup', 'pay_setup_and_subscribe');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'proposal_declined' BEFORE 'report_viewed';--> statement-breakpoint
CREATE TABLE "workspace_brands" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"agency_name" text,
	"logo_key" text,
	"color" text,
	"support_email" text,
	"slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"domain" text NOT NULL,
	"txt_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"full_name" text NOT NULL,
	"consent" boolean NOT NULL,
	"document_hash" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"signer_user_id" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"setup_invoice_id" uuid,
	"subscription_id" uuid
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "payment_choice" "proposal_payment_choice" DEFAULT 'invoice_later' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "workspace_brands" ADD CONSTRAINT "workspace_brands_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_domains" ADD CONSTRAINT "workspace_domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_signatures" ADD CONSTRAINT "proposal_signatures_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_signatures" ADD CONSTRAINT "proposal_signatures_version_id_proposal_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proposal_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_signatures" ADD CONSTRAINT "proposal_signatures_signer_user_id_user_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_brands_slug_idx" ON "workspace_brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_domains_domain_idx" ON "workspace_domains" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "workspace_domains_workspace_idx" ON "workspace_domains" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_signatures_proposal_idx" ON "proposal_signatures" USING btree ("proposal_id");