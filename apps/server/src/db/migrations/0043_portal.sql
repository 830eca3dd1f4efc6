CREATE TYPE "public"."milestone_review" AS ENUM('approved', 'changes_requested');--> statement-breakpoint
CREATE TYPE "public"."portal_file_side" AS ENUM('agency', 'client');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'portal_milestone_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'portal_changes_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'portal_file_shared';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'portal_viewed';--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"side" "portal_file_side" NOT NULL,
	"uploaded_by" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "client_review" "milestone_review";--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "client_review_note" text;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "client_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "client_reviewed_by" text;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_files" ADD CONSTRAINT "portal_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_files" ADD CONSTRAINT "portal_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_files" ADD CONSTRAINT "portal_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_files" ADD CONSTRAINT "portal_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_primary_idx" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "client_contacts_email_idx" ON "client_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "portal_access_live_idx" ON "portal_access" USING btree ("user_id","client_id") WHERE "portal_access"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "portal_access_client_idx" ON "portal_access" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_files_project_created_idx" ON "portal_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_invitations_token_idx" ON "portal_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_invitations_open_idx" ON "portal_invitations" USING btree ("contact_id") WHERE "portal_invitations"."accepted_at" is null and "portal_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "portal_invitations_client_idx" ON "portal_invitations" USING btree ("client_id","sent_at");--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_client_reviewed_by_user_id_fk" FOREIGN KEY ("client_reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every existing client with an email gets a primary contact (issue 33). Its name is split into the contact's first
-- and last name only when the client also names a different company (the CRM form's "Maria Lopez" at "Lopez Bakery");
-- otherwise the client's name is a business's, and the contact has the address and no name yet.
INSERT INTO "client_contacts" ("workspace_id", "client_id", "first_name", "last_name", "email", "phone", "is_primary", "created_at", "updated_at")
SELECT c."workspace_id", c."id",
  CASE WHEN p.person THEN split_part(btrim(c."name"), ' ', 1) ELSE '' END,
  CASE WHEN p.person THEN btrim(substr(btrim(c."name"), length(split_part(btrim(c."name"), ' ', 1)) + 1)) ELSE '' END,
  c."email", c."phone", true, c."created_at", c."created_at"
FROM "clients" c
CROSS JOIN LATERAL (
  SELECT coalesce(btrim(c."company"), '') NOT IN ('', btrim(c."name")) AND position('@' in c."name") = 0 AS person
) p
WHERE coalesce(btrim(c."email"), '') <> ''
  AND NOT EXISTS (SELECT 1 FROM "client_contacts" cc WHERE cc."client_id" = c."id");
