-- Issue 31 (ADR 045 §2, ADR 047): the marketplace's seller side belongs to the seller's workspace. A personal
-- workspace's id is its owner's account id (migration 0036), so every seller id already names its workspace: the
-- columns are renamed (services.user_id, seller_payout_accounts.user_id → workspace_id; orders, order_checkouts,
-- custom_offers, reviews and order_ledger keep seller_id, now naming the seller workspace) and their references move
-- from "user" to "workspaces". Notifications stay per person and gain the workspace they concern.
ALTER TABLE "services" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "seller_payout_accounts" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER INDEX "services_user_created_idx" RENAME TO "services_workspace_created_idx";--> statement-breakpoint
ALTER TABLE "custom_offers" DROP CONSTRAINT "custom_offers_seller_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "order_checkouts" DROP CONSTRAINT "order_checkouts_seller_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_seller_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "seller_payout_accounts" DROP CONSTRAINT "seller_payout_accounts_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_seller_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "workspace_id" text;
--> statement-breakpoint
-- Any seller id without a workspace yet (an account that sold before it finished seller setup, say) gets its personal
-- workspace now, as migration 0036 gave every seller one, with the account as its owner.
INSERT INTO "workspaces" ("id", "name", "created_at", "updated_at")
SELECT u."id",
       coalesce(nullif(trim(p."company_name"), ''), nullif(trim(p."full_name"), ''), nullif(trim(u."name"), ''), u."email"),
       coalesce(p."created_at", u."created_at"), now()
FROM "user" u LEFT JOIN "profiles" p ON p."id" = u."id"
WHERE u."id" IN (
        SELECT "workspace_id" FROM "services"
        UNION SELECT "seller_id" FROM "orders" WHERE "seller_id" IS NOT NULL
        UNION SELECT "seller_id" FROM "order_checkouts"
        UNION SELECT "seller_id" FROM "custom_offers"
        UNION SELECT "seller_id" FROM "reviews"
        UNION SELECT "workspace_id" FROM "seller_payout_accounts")
  AND NOT EXISTS (SELECT 1 FROM "workspaces" w WHERE w."id" = u."id");--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
SELECT w."id", w."id", 'owner', w."created_at"
FROM "workspaces" w JOIN "user" u ON u."id" = w."id"
WHERE NOT EXISTS (SELECT 1 FROM "workspace_members" m WHERE m."workspace_id" = w."id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_seller_id_workspaces_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD CONSTRAINT "order_checkouts_seller_id_workspaces_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_workspaces_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_payout_accounts" ADD CONSTRAINT "seller_payout_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_workspaces_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
