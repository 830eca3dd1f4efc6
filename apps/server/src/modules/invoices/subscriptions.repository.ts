import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceSubscriptions, invoices, user } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type SubscriptionRow = typeof invoiceSubscriptions.$inferSelect;
export type NewSubscription = typeof invoiceSubscriptions.$inferInsert;

/** The invoices module's subscriptions (ADR 048), scoped by workspace except for the billing jobs. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewSubscription): Promise<string> {
    const [row] = await this.db
      .insert(invoiceSubscriptions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: invoiceSubscriptions.id });
    if (row) return row.id;
    // Only a second start from the same proposal conflicts: answer the first one.
    const [existing] = await this.db
      .select({ id: invoiceSubscriptions.id })
      .from(invoiceSubscriptions)
      .where(
        and(eq(invoiceSubscriptions.workspaceId, values.workspaceId), eq(invoiceSubscriptions.sourceRef, values.sourceRef ?? '')),
      );
    if (!existing) throw new Error('subscription insert conflicted without a source');
    return existing.id;
  }

  async find(workspaceId: string, id: string): Promise<SubscriptionRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(invoiceSubscriptions)
      .where(and(eq(invoiceSubscriptions.id, id), eq(invoiceSubscriptions.workspaceId, workspaceId)));
    return row ?? null;
  }

  async lock(id: string): Promise<SubscriptionRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(invoiceSubscriptions).where(eq(invoiceSubscriptions.id, id)).for('update');
    return row ?? null;
  }

  async list(workspaceId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(invoiceSubscriptions)
      .where(eq(invoiceSubscriptions.workspaceId, workspaceId))
      .orderBy(desc(invoiceSubscriptions.createdAt))
      .limit(500);
  }

  async update(id: string, values: Partial<NewSubscription>): Promise<void> {
    await this.db
      .update(invoiceSubscriptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(invoiceSubscriptions.id, id));
  }

  /** Active subscriptions whose next period starts on or before `today`, by id after `afterId` (a sweep pages). */
  async due(today: string, limit = 1000, afterId?: string) {
    return this.db
      .select({
        id: invoiceSubscriptions.id,
        nextInvoiceDate: invoiceSubscriptions.nextInvoiceDate,
        workspaceId: invoiceSubscriptions.workspaceId,
      })
      .from(invoiceSubscriptions)
      .where(
        and(
          eq(invoiceSubscriptions.status, 'active'),
          lte(invoiceSubscriptions.nextInvoiceDate, today),
          afterId ? gt(invoiceSubscriptions.id, afterId) : undefined,
        ),
      )
      .orderBy(invoiceSubscriptions.id)
      .limit(limit);
  }

  /**
   * Period invoices never charged although their subscription has a saved card, older than `before`: the charge is
   * queued after the period's transaction commits, so a crash in between is caught up by the next sweep.
   */
  async uncharged(before: Date, limit = 500): Promise<string[]> {
    const rows = await this.db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(invoiceSubscriptions, eq(invoiceSubscriptions.id, invoices.subscriptionId))
      .where(
        and(
          eq(invoices.chargeAttempts, 0),
          sql`${invoices.status} in ('open', 'overdue')`,
          sql`${invoiceSubscriptions.savedCard} is not null`,
          lte(invoices.createdAt, before),
        ),
      )
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The period invoice of a subscription, if it was created already (a rerun of the period job). */
  async periodInvoice(subscriptionId: string, periodStart: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.periodStart, periodStart)));
    return row?.id ?? null;
  }

  async insertPeriodInvoice(values: typeof invoices.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(invoices).values(values).returning({ id: invoices.id });
    return row.id;
  }

  async saveCard(
    id: string,
    card: { savedCard: string; cardLast4: string | null; stripeCustomer: string | null },
  ): Promise<void> {
    await this.db
      .update(invoiceSubscriptions)
      .set({ ...card, updatedAt: new Date() })
      .where(eq(invoiceSubscriptions.id, id));
  }

  async setChargeAttempts(invoiceId: string, attempts: number): Promise<void> {
    await this.db.update(invoices).set({ chargeAttempts: attempts }).where(eq(invoices.id, invoiceId));
  }

  /** Who set the subscription up, for the agency's notice (a display read of `user`). */
  async creatorEmail(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const [row] = await this.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return row?.email ?? null;
  }
}
