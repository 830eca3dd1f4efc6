-- The CRM and the hub move to workspaces (issue 31, ADR 045 §2): vendor_id becomes workspace_id. A personal
-- workspace's id is its owner's account id (migration 0036), so every row keeps its value and already belongs to it.
ALTER TABLE "clients" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "projects" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "client_notes" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "proof_reports" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "client_audits" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "onboarding_workflows" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "client_schedules" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "client_notes" DROP CONSTRAINT "client_notes_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "client_audits" DROP CONSTRAINT "client_audits_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "client_schedules" DROP CONSTRAINT "client_schedules_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_workflows" DROP CONSTRAINT "onboarding_workflows_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "proof_reports" DROP CONSTRAINT "proof_reports_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD COLUMN "sent_by" text;--> statement-breakpoint
-- Defensive: a row whose owner has no workspace yet (an account that was not a seller when 0036 ran) gets that
-- account's personal workspace, named as 0036 names them, with the account as its owner.
INSERT INTO "workspaces" ("id", "name", "created_at", "updated_at")
SELECT u."id",
       coalesce(nullif(trim(p."company_name"), ''), nullif(trim(p."full_name"), ''), nullif(trim(u."name"), ''), u."email"),
       coalesce(p."created_at", u."created_at"), now()
FROM "user" u LEFT JOIN "profiles" p ON p."id" = u."id"
WHERE u."id" IN (
  SELECT "workspace_id" FROM "clients" UNION SELECT "workspace_id" FROM "projects"
  UNION SELECT "workspace_id" FROM "client_notes" UNION SELECT "workspace_id" FROM "proof_reports"
  UNION SELECT "workspace_id" FROM "client_audits" UNION SELECT "workspace_id" FROM "onboarding_workflows"
  UNION SELECT "workspace_id" FROM "client_schedules")
AND NOT EXISTS (SELECT 1 FROM "workspaces" w WHERE w."id" = u."id");--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
SELECT w."id", w."id", 'owner', w."created_at"
FROM "workspaces" w JOIN "user" u ON u."id" = w."id"
WHERE NOT EXISTS (SELECT 1 FROM "workspace_members" m WHERE m."workspace_id" = w."id");--> statement-breakpoint
-- Attribution for the rows made before teams: their seller made (and sent) them.
UPDATE "clients" SET "created_by" = "workspace_id";--> statement-breakpoint
UPDATE "projects" SET "created_by" = "workspace_id";--> statement-breakpoint
UPDATE "proof_reports" SET "created_by" = "workspace_id" WHERE "origin" = 'manual';--> statement-breakpoint
UPDATE "proof_reports" SET "sent_by" = "workspace_id" WHERE "sent_at" IS NOT NULL AND "origin" = 'manual';--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audits" ADD CONSTRAINT "client_audits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedules" ADD CONSTRAINT "client_schedules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_workflows" ADD CONSTRAINT "onboarding_workflows_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD CONSTRAINT "proof_reports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD CONSTRAINT "proof_reports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reports" ADD CONSTRAINT "proof_reports_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_workspace_assigned_idx" ON "clients" USING btree ("workspace_id","assigned_to","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_workspace_assigned_idx" ON "projects" USING btree ("workspace_id","assigned_to","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The notices of teams: assigned to you, mentioned in a project thread.
ALTER TYPE "public"."notification_kind" ADD VALUE 'assigned';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'mentioned';