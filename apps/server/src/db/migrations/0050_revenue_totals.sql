ALTER TYPE "public"."invoice_ledger_movement" ADD VALUE 'fee';--> statement-breakpoint
ALTER TYPE "public"."invoice_ledger_account" ADD VALUE 'platform_fee';--> statement-breakpoint
CREATE TABLE "invoice_revenue_clients" (
	"workspace_id" text NOT NULL,
	"client_key" text NOT NULL,
	"shard" smallint NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"paid_invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_revenue_clients_workspace_id_client_key_shard_pk" PRIMARY KEY("workspace_id","client_key","shard")
);
--> statement-breakpoint
CREATE TABLE "invoice_revenue_months" (
	"workspace_id" text NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_revenue_months_workspace_id_month_shard_pk" PRIMARY KEY("workspace_id","month","shard")
);
--> statement-breakpoint
CREATE TABLE "invoice_revenue_owed" (
	"workspace_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"open_cents" bigint DEFAULT 0 NOT NULL,
	"overdue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_revenue_owed_workspace_id_shard_pk" PRIMARY KEY("workspace_id","shard")
);
--> statement-breakpoint
DROP INDEX "invoices_workspace_paid_client_idx";--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "platform_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "platform_fee_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_revenue_clients" ADD CONSTRAINT "invoice_revenue_clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_revenue_months" ADD CONSTRAINT "invoice_revenue_months_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_revenue_owed" ADD CONSTRAINT "invoice_revenue_owed_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_workspace_paid_client_name_idx" ON "invoices" USING btree ("workspace_id","client_id","client_name") WHERE "invoices"."paid_cents" > 0;--> statement-breakpoint
-- hand-written (ADR 055): the revenue dashboard's running totals follow every write of invoices and of the ledger, in
-- the writer's transaction. The triggers are deferred to the commit, so a workspace's totals rows are locked only
-- while its transactions commit (not while they do the rest of their work: the monthly run's payments of one workspace
-- would queue on them), and every total is split in 16 shards by invoice so those transactions rarely meet on one
-- row (the dashboard adds the shards). Locks are always taken owed → client → month (an invoice's row is updated before its ledger
-- rows are inserted, and deferred triggers fire in that order), so two writers cannot deadlock on them. A delete (a draft, or a workspace's cascade)
-- only subtracts from rows that exist: it never inserts a row for a workspace that is going away.
CREATE FUNCTION invoice_revenue_follow_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws text := CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END;
  part smallint := hashtext(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END::text) & 15;
  old_open bigint := 0; old_overdue bigint := 0; new_open bigint := 0; new_overdue bigint := 0;
  old_key text; new_key text; old_collected bigint := 0; new_collected bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'open' THEN old_open := OLD.total_cents - OLD.paid_cents - OLD.credited_cents;
    ELSIF OLD.status = 'overdue' THEN old_overdue := OLD.total_cents - OLD.paid_cents - OLD.credited_cents;
    END IF;
    IF OLD.paid_cents > 0 THEN
      old_key := coalesce(OLD.client_id::text, '');
      old_collected := OLD.paid_cents - OLD.refunded_cents;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'open' THEN new_open := NEW.total_cents - NEW.paid_cents - NEW.credited_cents;
    ELSIF NEW.status = 'overdue' THEN new_overdue := NEW.total_cents - NEW.paid_cents - NEW.credited_cents;
    END IF;
    IF NEW.paid_cents > 0 THEN
      new_key := coalesce(NEW.client_id::text, '');
      new_collected := NEW.paid_cents - NEW.refunded_cents;
    END IF;
  END IF;

  IF new_open <> old_open OR new_overdue <> old_overdue THEN
    IF TG_OP = 'DELETE' THEN
      UPDATE invoice_revenue_owed SET open_cents = open_cents - old_open, overdue_cents = overdue_cents - old_overdue
        WHERE workspace_id = ws AND shard = part;
    ELSE
      INSERT INTO invoice_revenue_owed AS t (workspace_id, shard, open_cents, overdue_cents)
        VALUES (ws, part, new_open - old_open, new_overdue - old_overdue)
        ON CONFLICT (workspace_id, shard) DO UPDATE
          SET open_cents = t.open_cents + excluded.open_cents, overdue_cents = t.overdue_cents + excluded.overdue_cents;
    END IF;
  END IF;

  IF old_key IS NOT NULL AND new_key IS NOT NULL AND old_key = new_key THEN
    IF new_collected <> old_collected THEN
      UPDATE invoice_revenue_clients SET collected_cents = collected_cents + new_collected - old_collected
        WHERE workspace_id = ws AND client_key = new_key AND shard = part;
    END IF;
  ELSE
    IF old_key IS NOT NULL THEN
      UPDATE invoice_revenue_clients SET collected_cents = collected_cents - old_collected, paid_invoices = paid_invoices - 1
        WHERE workspace_id = ws AND client_key = old_key AND shard = part;
    END IF;
    IF new_key IS NOT NULL THEN
      INSERT INTO invoice_revenue_clients AS t (workspace_id, client_key, shard, collected_cents, paid_invoices)
        VALUES (ws, new_key, part, new_collected, 1)
        ON CONFLICT (workspace_id, client_key, shard) DO UPDATE
          SET collected_cents = t.collected_cents + excluded.collected_cents, paid_invoices = t.paid_invoices + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_revenue_follow_invoice
  AFTER INSERT OR DELETE OR UPDATE OF status, total_cents, paid_cents, refunded_cents, credited_cents, client_id ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION invoice_revenue_follow_invoice();--> statement-breakpoint
-- The ledger is append-only (its rows go only with their workspace, and the months with it).
CREATE FUNCTION invoice_revenue_follow_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_revenue_months AS t (workspace_id, month, shard, collected_cents)
    VALUES (NEW.workspace_id, date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date,
      hashtext(NEW.invoice_id::text) & 15, NEW.amount_cents)
    ON CONFLICT (workspace_id, month, shard) DO UPDATE SET collected_cents = t.collected_cents + excluded.collected_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_revenue_follow_ledger AFTER INSERT ON invoice_ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.account = 'cash' AND NEW.movement IN ('payment', 'refund'))
  EXECUTE FUNCTION invoice_revenue_follow_ledger();--> statement-breakpoint
-- What is there already.
INSERT INTO invoice_revenue_owed (workspace_id, shard, open_cents, overdue_cents)
  SELECT workspace_id, hashtext(id::text) & 15,
    coalesce(sum(total_cents - paid_cents - credited_cents) FILTER (WHERE status = 'open'), 0),
    coalesce(sum(total_cents - paid_cents - credited_cents) FILTER (WHERE status = 'overdue'), 0)
  FROM invoices WHERE status IN ('open', 'overdue') GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO invoice_revenue_clients (workspace_id, client_key, shard, collected_cents, paid_invoices)
  SELECT workspace_id, coalesce(client_id::text, ''), hashtext(id::text) & 15, sum(paid_cents - refunded_cents), count(*)
  FROM invoices WHERE paid_cents > 0 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO invoice_revenue_months (workspace_id, month, shard, collected_cents)
  SELECT workspace_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, hashtext(invoice_id::text) & 15,
    sum(amount_cents)
  FROM invoice_ledger_entries WHERE account = 'cash' AND movement IN ('payment', 'refund') GROUP BY 1, 2, 3;
