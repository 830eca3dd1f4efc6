CREATE TYPE "public"."notification_email_mode" AS ENUM('off', 'immediate', 'digest');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('order_placed', 'order_status_changed', 'message_received', 'review_received', 'proposal_viewed', 'proposal_accepted', 'report_viewed', 'campaign_finished', 'audit_score_dropped', 'membership_renewed', 'membership_payment_failed');--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"in_app" boolean NOT NULL,
	"email" "notification_email_mode" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"subject_type" text,
	"subject_id" text,
	"in_app" boolean DEFAULT true NOT NULL,
	"digest_pending" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."in_app";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."in_app" and "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_subject_idx" ON "notifications" USING btree ("user_id","subject_type","subject_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_digest_pending_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."digest_pending";--> statement-breakpoint
-- hand-written: trigram indexes for the command palette's name search (lower(title) LIKE '%q%'); clients reuse
-- clients_search_trgm_idx (0011). pg_trgm is created by 0011.
CREATE INDEX IF NOT EXISTS "projects_title_trgm_idx" ON "projects" USING gin ((lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_title_lower_trgm_idx" ON "services" USING gin ((lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "proposals_title_trgm_idx" ON "proposals" USING gin ((lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_title_trgm_idx" ON "conversations" USING gin ((lower("title")) gin_trgm_ops);
