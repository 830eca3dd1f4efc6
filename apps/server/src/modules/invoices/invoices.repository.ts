import type { InvoiceStatus } from '@proclub/contracts/invoices';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoiceAdjustments,
  invoiceLedgerEntries,
  invoicePaymentEvents,
  invoiceSettings,
  invoices,
  type StoredInvoiceLine,
} from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import type { InvoiceLedgerRow, InvoiceMoney } from './invoice-money';

export type InvoiceRow = typeof invoices.$inferSelect;
export type SettingsRow = typeof invoiceSettings.$inferSelect;
interface RevenueTotalsRow {
  currency: string | null;
  recurring: { mrr: number | string; active: number | string; churned: number | string };
  months: { month: string; collected: number | string }[];
  owed: { open: number | string; overdue: number | string } | null;
  clients: { clientId: string | null; clientName: string; collected: number | string }[];
}

export type AdjustmentRow = typeof invoiceAdjustments.$inferSelect;

export interface DraftValues {
  clientId: string;
  clientName: string;
  clientEmail: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  notes: string;
  lines: StoredInvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** A card payment stays claimed this long at most (a crashed request cannot block paying for ever). */
const PAYING_CLAIM_SECONDS = 120;

/** The invoices module's tables (ADR 048); every read and write is scoped by the workspace, but for the public token. */
export class InvoicesRepository {
  /** Work to run once this repository's transaction has committed (null: not in a transaction, run at once). */
  private readonly committed: (() => Promise<void>)[] | null;

  constructor(
    private readonly db: Db,
    committed: (() => Promise<void>)[] | null = null,
  ) {
    this.committed = committed;
  }

  async transaction<T>(body: (repository: InvoicesRepository) => Promise<T>): Promise<T> {
    const committed: (() => Promise<void>)[] = [];
    const result = await this.db.transaction((tx) => body(new InvoicesRepository(tx as unknown as Db, committed)));
    for (const work of committed) await work();
    return result;
  }

  /** Runs `work` after the transaction commits (never when it rolls back), or now outside one. */
  async afterCommit(work: () => Promise<void>): Promise<void> {
    if (this.committed) this.committed.push(work);
    else await work();
  }

  get handle(): Db {
    return this.db;
  }

  // --- settings -------------------------------------------------------------------------------------------------

  async settings(workspaceId: string, defaultName: () => Promise<string>): Promise<SettingsRow> {
    const [found] = await this.db.select().from(invoiceSettings).where(eq(invoiceSettings.workspaceId, workspaceId));
    if (found) return found;
    await this.db
      .insert(invoiceSettings)
      .values({ workspaceId, businessName: await defaultName() })
      .onConflictDoNothing();
    const [made] = await this.db.select().from(invoiceSettings).where(eq(invoiceSettings.workspaceId, workspaceId));
    if (!made) throw new Error(`invoice settings of ${workspaceId} missing after insert`);
    return made;
  }

  async updateSettings(
    workspaceId: string,
    values: Pick<SettingsRow, 'currency' | 'businessName' | 'remindersEnabled' | 'reminderDaysBefore' | 'reminderDaysAfter'>,
  ): Promise<void> {
    await this.db
      .update(invoiceSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(invoiceSettings.workspaceId, workspaceId));
  }

  /** Takes the workspace's next invoice number; the row lock holds until the caller's transaction ends (no gaps). */
  async takeNumber(workspaceId: string): Promise<number> {
    const [row] = await this.db
      .update(invoiceSettings)
      .set({ nextNumber: sql`${invoiceSettings.nextNumber} + 1` })
      .where(eq(invoiceSettings.workspaceId, workspaceId))
      .returning({ taken: sql<number>`${invoiceSettings.nextNumber} - 1` });
    if (!row) throw new Error(`invoice settings of ${workspaceId} missing`);
    return Number(row.taken);
  }

  // --- invoices -------------------------------------------------------------------------------------------------

  async insertDraft(workspaceId: string, createdBy: string | null, values: DraftValues): Promise<string> {
    const [row] = await this.db
      .insert(invoices)
      .values({ workspaceId, createdBy, ...values })
      .returning({ id: invoices.id });
    return row.id;
  }

  /** Replaces a draft; false when it is not (or no longer) a draft of the workspace. */
  async updateDraft(workspaceId: string, id: string, values: DraftValues): Promise<boolean> {
    const rows = await this.db
      .update(invoices)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId), eq(invoices.status, 'draft')))
      .returning({ id: invoices.id });
    return rows.length > 0;
  }

  /** A proposal's setup invoice that also starts a subscription: paying it saves the card for the later periods. */
  async linkSubscription(id: string, subscriptionId: string): Promise<void> {
    await this.db.update(invoices).set({ subscriptionId }).where(eq(invoices.id, id));
  }

  async deleteDraft(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId), eq(invoices.status, 'draft')))
      .returning({ id: invoices.id });
    return rows.length > 0;
  }

  async find(workspaceId: string, id: string): Promise<InvoiceRow | null> {
    // Any id that is not a uuid answers like a missing invoice (never a database error).
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId)));
    return row ?? null;
  }

  /** The invoice, locked until the transaction ends (every money change reads it this way). */
  async lock(id: string): Promise<InvoiceRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id)).for('update');
    return row ?? null;
  }

  async findByToken(token: string): Promise<InvoiceRow | null> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.publicToken, token));
    return row ?? null;
  }

  async list(
    workspaceId: string,
    query: { status?: InvoiceStatus; clientId?: string; page: number; pageSize: number },
  ): Promise<{ items: InvoiceRow[]; total: number }> {
    const where = and(
      eq(invoices.workspaceId, workspaceId),
      query.status ? eq(invoices.status, query.status) : undefined,
      query.clientId ? eq(invoices.clientId, query.clientId) : undefined,
    );
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(invoices).where(where),
    ]);
    return { items, total: Number(total) };
  }

  async setIssued(id: string, number: number, token: string): Promise<void> {
    await this.db
      .update(invoices)
      .set({ number, publicToken: token, status: 'open', updatedAt: new Date() })
      .where(eq(invoices.id, id));
  }

  async setSent(id: string): Promise<void> {
    await this.db.update(invoices).set({ sentAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
  }

  /** Stores the money state applyMoney computed (the caller holds the row lock). */
  async saveMoney(before: InvoiceRow, next: InvoiceMoney): Promise<void> {
    const now = new Date();
    await this.db
      .update(invoices)
      .set({
        status: next.status,
        paidCents: next.paid,
        refundedCents: next.refunded,
        creditedCents: next.credited,
        platformFeeCents: next.fee,
        platformFeeRefundedCents: next.feeRefunded,
        paidAt: next.status === 'paid' && before.status !== 'paid' ? now : before.paidAt,
        voidedAt: next.status === 'void' && before.status !== 'void' ? now : before.voidedAt,
        updatedAt: now,
      })
      .where(eq(invoices.id, before.id));
  }

  async insertLedger(workspaceId: string, currency: string, rows: InvoiceLedgerRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(invoiceLedgerEntries)
      .values(rows.map((row) => ({ ...row, workspaceId, currency })))
      .onConflictDoNothing();
  }

  async ledgerOf(invoiceId: string) {
    return this.db
      .select({
        movement: invoiceLedgerEntries.movement,
        movementKey: invoiceLedgerEntries.movementKey,
        account: invoiceLedgerEntries.account,
        amountCents: invoiceLedgerEntries.amountCents,
      })
      .from(invoiceLedgerEntries)
      .where(eq(invoiceLedgerEntries.invoiceId, invoiceId))
      .orderBy(asc(invoiceLedgerEntries.createdAt));
  }

  async insertAdjustment(values: typeof invoiceAdjustments.$inferInsert): Promise<void> {
    await this.db.insert(invoiceAdjustments).values(values);
  }

  /** True when this provider payment was already recorded (a second event for the same payment intent). */
  async hasPayment(providerRef: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: invoiceAdjustments.id })
      .from(invoiceAdjustments)
      .where(and(eq(invoiceAdjustments.kind, 'payment'), eq(invoiceAdjustments.providerRef, providerRef)));
    return Boolean(row);
  }

  async adjustments(invoiceId: string): Promise<AdjustmentRow[]> {
    return this.db
      .select()
      .from(invoiceAdjustments)
      .where(eq(invoiceAdjustments.invoiceId, invoiceId))
      .orderBy(asc(invoiceAdjustments.createdAt), asc(invoiceAdjustments.id));
  }

  /** True the first time an event id is seen (same transaction as its effect, so a replay is a no-op). */
  async recordEvent(id: string, type: string): Promise<boolean> {
    const rows = await this.db
      .insert(invoicePaymentEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: invoicePaymentEvents.id });
    return rows.length > 0;
  }

  /** Claims the invoice for one card payment; false while another is under way (a double click) or it is not payable. */
  async claimPaying(id: string): Promise<boolean> {
    const rows = await this.db
      .update(invoices)
      .set({ payingSince: new Date() })
      .where(
        and(
          eq(invoices.id, id),
          inArray(invoices.status, ['open', 'overdue']),
          or(isNull(invoices.payingSince), lt(invoices.payingSince, sql`now() - make_interval(secs => ${PAYING_CLAIM_SECONDS})`)),
        ),
      )
      .returning({ id: invoices.id });
    return rows.length > 0;
  }

  async releasePaying(id: string): Promise<void> {
    await this.db.update(invoices).set({ payingSince: null }).where(eq(invoices.id, id));
  }

  /** Open invoices whose due date is before `today` (YYYY-MM-DD): their ids. */
  async openPastDue(today: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.status, 'open'), lt(invoices.dueDate, today)))
      .limit(1000);
    return rows.map((row) => row.id);
  }

  // --- revenue --------------------------------------------------------------------------------------------------

  /**
   * The revenue dashboard's figures in one round trip, from the running totals the triggers of migration 0050 keep
   * (ADR 055; each total summed over its 16 shards): cash collected per month since `from` (payments less refunds), what open and overdue invoices owe, and
   * the `limit` clients with the most collected (each named as on its paid invoices: one index probe each); beside
   * them the workspace's billing currency (null before its settings exist) and its subscriptions: MRR, active, and
   * canceled since `churnSince`.
   */
  async revenueTotals(workspaceId: string, from: string, churnSince: Date, limit = 10) {
    const result = await this.db.execute(sql`
      select
        (select s.currency from invoice_settings s where s.workspace_id = ${workspaceId}) as currency,
        (select json_build_object(
             'mrr', coalesce(sum(r.amount_cents) filter (where r.status = 'active'), 0),
             'active', count(*) filter (where r.status = 'active'),
             'churned', count(*) filter (where r.status = 'canceled' and r.canceled_at >= ${churnSince}))
           from invoice_subscriptions r where r.workspace_id = ${workspaceId}) as recurring,
        (select coalesce(json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'collected', m.collected)), '[]')
           from (select month, sum(collected_cents) as collected from invoice_revenue_months
                 where workspace_id = ${workspaceId} and month >= ${from}::date group by month) m) as months,
        (select json_build_object('open', coalesce(sum(o.open_cents), 0), 'overdue', coalesce(sum(o.overdue_cents), 0))
           from invoice_revenue_owed o where o.workspace_id = ${workspaceId}) as owed,
        (select coalesce(json_agg(t), '[]') from (
           select nullif(c.client_key, '')::uuid as "clientId", c.collected,
             coalesce(
               (select max(i.client_name) from invoices i
                 where i.workspace_id = ${workspaceId} and i.client_id = nullif(c.client_key, '')::uuid and i.paid_cents > 0),
               (select max(i.client_name) from invoices i
                 where c.client_key = '' and i.workspace_id = ${workspaceId} and i.client_id is null and i.paid_cents > 0),
               '') as "clientName"
           from (select client_key, sum(collected_cents) as collected from invoice_revenue_clients
                 where workspace_id = ${workspaceId} group by client_key having sum(paid_invoices) > 0
                 order by 2 desc, client_key limit ${limit}) c
           order by c.collected desc, c.client_key) t) as clients`);
    const [row] = (result as unknown as { rows: RevenueTotalsRow[] }).rows;
    return {
      currency: row.currency,
      recurring: {
        mrr: Number(row.recurring.mrr),
        active: Number(row.recurring.active),
        churned: Number(row.recurring.churned),
      },
      months: row.months.map((month) => ({ month: month.month, collected: Number(month.collected) })),
      owed: { open: Number(row.owed?.open ?? 0), overdue: Number(row.owed?.overdue ?? 0) },
      clients: row.clients.map((client) => ({ ...client, collected: Number(client.collected) })),
    };
  }

  /** Invoices to remind about: open or overdue, due within `before` days or `after` days past, not reminded today. */
  async remindable(today: string, limit = 500) {
    return this.db
      .select({ id: invoices.id, workspaceId: invoices.workspaceId, dueDate: invoices.dueDate })
      .from(invoices)
      .where(
        and(
          inArray(invoices.status, ['open', 'overdue']),
          lte(invoices.dueDate, sql`(${today}::date + 60)`),
          or(isNull(invoices.lastReminderAt), lt(invoices.lastReminderAt, sql`${today}::date`)),
        ),
      )
      .limit(limit);
  }

  async setReminded(id: string): Promise<void> {
    await this.db.update(invoices).set({ lastReminderAt: new Date() }).where(eq(invoices.id, id));
  }
}
