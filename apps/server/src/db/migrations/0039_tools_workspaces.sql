ALTER TABLE "client_analyses" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "analysis_roi_defaults" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "email_campaigns" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "email_suppressions" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "proposals" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "rank_keywords" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "rank_checks" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "competitors" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "review_platforms" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "review_requests" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "scheduled_posts" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "content_items" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "citations" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "backlinks" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "ai_agents" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "agent_runs" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "ad_templates" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "map_boost_pages" RENAME COLUMN "vendor_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "analysis_roi_defaults" DROP CONSTRAINT "analysis_roi_defaults_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "client_analyses" DROP CONSTRAINT "client_analyses_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "email_campaigns" DROP CONSTRAINT "email_campaigns_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "email_suppressions" DROP CONSTRAINT "email_suppressions_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "job_schedules" DROP CONSTRAINT "job_schedules_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "ad_templates" DROP CONSTRAINT "ad_templates_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_runs" DROP CONSTRAINT "agent_runs_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_agents" DROP CONSTRAINT "ai_agents_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "backlinks" DROP CONSTRAINT "backlinks_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "citations" DROP CONSTRAINT "citations_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "competitors" DROP CONSTRAINT "competitors_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "map_boost_pages" DROP CONSTRAINT "map_boost_pages_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "rank_checks" DROP CONSTRAINT "rank_checks_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "rank_keywords" DROP CONSTRAINT "rank_keywords_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "review_platforms" DROP CONSTRAINT "review_platforms_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "review_requests" DROP CONSTRAINT "review_requests_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_posts" DROP CONSTRAINT "scheduled_posts_vendor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_vendor_id_user_id_fk";
--> statement-breakpoint
-- Issue 31 (ADR 045): every row keyed by a seller's account id already belongs to their personal workspace (its id
-- is the account's, made by 0036). An account that owns rows here but got no workspace then (not a seller role at the
-- time) gets one now, with itself as owner, so no row is lost when the foreign keys move to workspaces.
INSERT INTO "workspaces" ("id", "name", "created_at", "updated_at")
SELECT u."id",
       coalesce(nullif(trim(p."company_name"), ''), nullif(trim(p."full_name"), ''), nullif(trim(u."name"), ''), u."email"),
       u."created_at", now()
FROM "user" u LEFT JOIN "profiles" p ON p."id" = u."id"
WHERE u."id" IN (SELECT "workspace_id" AS id FROM "client_analyses"
      UNION SELECT "workspace_id" AS id FROM "analysis_roi_defaults"
      UNION SELECT "workspace_id" AS id FROM "email_campaigns"
      UNION SELECT "workspace_id" AS id FROM "email_suppressions"
      UNION SELECT "workspace_id" AS id FROM "proposals"
      UNION SELECT "workspace_id" AS id FROM "rank_keywords"
      UNION SELECT "workspace_id" AS id FROM "rank_checks"
      UNION SELECT "workspace_id" AS id FROM "competitors"
      UNION SELECT "workspace_id" AS id FROM "review_platforms"
      UNION SELECT "workspace_id" AS id FROM "review_requests"
      UNION SELECT "workspace_id" AS id FROM "scheduled_posts"
      UNION SELECT "workspace_id" AS id FROM "content_items"
      UNION SELECT "workspace_id" AS id FROM "citations"
      UNION SELECT "workspace_id" AS id FROM "backlinks"
      UNION SELECT "workspace_id" AS id FROM "ai_agents"
      UNION SELECT "workspace_id" AS id FROM "agent_runs"
      UNION SELECT "workspace_id" AS id FROM "ad_templates"
      UNION SELECT "workspace_id" AS id FROM "map_boost_pages"
      UNION SELECT "owner_id" FROM "job_schedules" WHERE "owner_id" IS NOT NULL)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
SELECT w."id", w."id", 'owner', w."created_at"
FROM "workspaces" w JOIN "user" u ON u."id" = w."id"
WHERE NOT EXISTS (SELECT 1 FROM "workspace_members" m WHERE m."workspace_id" = w."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "client_analyses" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "analysis_roi_defaults" ADD CONSTRAINT "analysis_roi_defaults_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_analyses" ADD CONSTRAINT "client_analyses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_analyses" ADD CONSTRAINT "client_analyses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD CONSTRAINT "job_schedules_owner_id_workspaces_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_templates" ADD CONSTRAINT "ad_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD CONSTRAINT "ai_agents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlinks" ADD CONSTRAINT "backlinks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_boost_pages" ADD CONSTRAINT "map_boost_pages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_keywords" ADD CONSTRAINT "rank_keywords_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_platforms" ADD CONSTRAINT "review_platforms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;