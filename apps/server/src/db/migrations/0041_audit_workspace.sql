ALTER TABLE "admin_audit_log" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "workspace_name" text;