CREATE TYPE "public"."invoice_adjustment_kind" AS ENUM('payment', 'failed_payment', 'refund', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_ledger_account" AS ENUM('receivable', 'revenue', 'cash');--> statement-breakpoint
CREATE TYPE "public"."invoice_ledger_movement" AS ENUM('issue', 'payment', 'refund', 'credit', 'void');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'open', 'overdue', 'paid', 'void');--> statement-breakpoint
CREATE TYPE "public"."invoice_subscription_status" AS ENUM('active', 'paused', 'canceled');--> statement-breakpoint
CREATE TABLE "invoice_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" "invoice_adjustment_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text,
	"provider_ref" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_adjustments_amount_nonnegative" CHECK ("invoice_adjustments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"movement" "invoice_ledger_movement" NOT NULL,
	"movement_key" text NOT NULL,
	"account" "invoice_ledger_account" NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_ledger_movement_account_key" UNIQUE("movement_key","account"),
	CONSTRAINT "invoice_ledger_amount_nonzero" CHECK ("invoice_ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"business_name" text NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"reminder_days_before" integer DEFAULT 3 NOT NULL,
	"reminder_days_after" integer DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "invoice_subscription_status" DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"next_invoice_date" date NOT NULL,
	"days_until_due" integer DEFAULT 7 NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_ref" text,
	"saved_card" text,
	"stripe_customer" text,
	"card_last4" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_subscriptions_amount_positive" CHECK ("invoice_subscriptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"number" integer,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"currency" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"public_token" text,
	"paying_since" timestamp with time zone,
	"created_by" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"last_reminder_at" timestamp with time zone,
	"subscription_id" uuid,
	"period_start" date,
	"charge_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_workspace_number_key" UNIQUE("workspace_id","number"),
	CONSTRAINT "invoices_total_positive" CHECK ("invoices"."total_cents" > 0),
	CONSTRAINT "invoices_due_after_issue" CHECK ("invoices"."due_date" >= "invoices"."issue_date"),
	CONSTRAINT "invoices_money_in_range" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."refunded_cents" >= 0 and "invoices"."credited_cents" >= 0 and "invoices"."paid_cents" + "invoices"."credited_cents" <= "invoices"."total_cents" and "invoices"."refunded_cents" <= "invoices"."paid_cents")
);
--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD CONSTRAINT "invoice_ledger_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD CONSTRAINT "invoice_ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_subscriptions" ADD CONSTRAINT "invoice_subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_subscriptions" ADD CONSTRAINT "invoice_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_subscriptions" ADD CONSTRAINT "invoice_subscriptions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_invoice_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."invoice_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_adjustments_invoice_idx" ON "invoice_adjustments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_adjustments_payment_ref_idx" ON "invoice_adjustments" USING btree ("provider_ref") WHERE "invoice_adjustments"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "invoice_ledger_invoice_idx" ON "invoice_ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_ledger_workspace_account_idx" ON "invoice_ledger_entries" USING btree ("workspace_id","account","created_at");--> statement-breakpoint
CREATE INDEX "invoice_subscriptions_workspace_idx" ON "invoice_subscriptions" USING btree ("workspace_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoice_subscriptions_due_idx" ON "invoice_subscriptions" USING btree ("next_invoice_date") WHERE "invoice_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_subscriptions_source_idx" ON "invoice_subscriptions" USING btree ("workspace_id","source_ref") WHERE "invoice_subscriptions"."source_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_token_idx" ON "invoices" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "invoices_workspace_status_created_idx" ON "invoices" USING btree ("workspace_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_workspace_created_idx" ON "invoices" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_period_idx" ON "invoices" USING btree ("subscription_id","period_start") WHERE "invoices"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" in ('open', 'overdue');--> statement-breakpoint
-- hand-written: every ledger movement balances. Checked at commit (deferred), when all rows of the movement are in.
CREATE FUNCTION invoice_ledger_movement_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM invoice_ledger_entries WHERE movement_key = NEW.movement_key) <> 0 THEN
    RAISE EXCEPTION 'ledger movement % does not balance', NEW.movement_key USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_ledger_movement_balances AFTER INSERT OR UPDATE ON invoice_ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION invoice_ledger_movement_balances();
