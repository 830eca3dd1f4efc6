CREATE TYPE "public"."task_priority" AS ENUM('low', 'normal', 'high');--> statement-breakpoint
CREATE TYPE "public"."task_source" AS ENUM('user', 'workflow');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'task_due';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'invoice_payment_failed';--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"client_id" uuid,
	"project_id" uuid,
	"assignee_id" text,
	"due_at" timestamp with time zone,
	"due_key" timestamp with time zone GENERATED ALWAYS AS (coalesce(due_at, '9999-12-31 00:00:00+00'::timestamptz)) STORED NOT NULL,
	"priority" "task_priority" DEFAULT 'normal' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"reminded_at" timestamp with time zone,
	"source" "task_source" DEFAULT 'user' NOT NULL,
	"created_by" text,
	"workflow_id" text,
	"workflow_run_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_workspace_due_idx" ON "tasks" USING btree ("workspace_id","due_key","id");--> statement-breakpoint
CREATE INDEX "tasks_workspace_assignee_due_idx" ON "tasks" USING btree ("workspace_id","assignee_id","due_key","id");--> statement-breakpoint
CREATE INDEX "tasks_client_due_idx" ON "tasks" USING btree ("client_id","due_key","id");--> statement-breakpoint
CREATE INDEX "tasks_project_due_idx" ON "tasks" USING btree ("project_id","due_key","id");--> statement-breakpoint
CREATE INDEX "tasks_remind_idx" ON "tasks" USING btree ("due_at") WHERE done_at is null and reminded_at is null and assignee_id is not null;--> statement-breakpoint
CREATE INDEX "tasks_client_created_idx" ON "tasks" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_client_done_idx" ON "tasks" USING btree ("client_id","done_at");--> statement-breakpoint
CREATE INDEX "invoices_workspace_paid_client_idx" ON "invoices" USING btree ("workspace_id","client_id","paid_cents","refunded_cents") WHERE "invoices"."paid_cents" > 0;--> statement-breakpoint
CREATE INDEX "invoice_ledger_cash_month_idx" ON "invoice_ledger_entries" USING btree ("workspace_id","created_at","amount_cents") WHERE "invoice_ledger_entries"."account" = 'cash';