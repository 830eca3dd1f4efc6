DROP TABLE "campaigns" CASCADE;--> statement-breakpoint
DROP TYPE "public"."campaign_status";