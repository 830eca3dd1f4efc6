import type { ClientBilling } from '@proclub/contracts/crm';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';
import { invoiceNumberText } from './invoice-pdf';

/**
 * One client's billing for its CRM record (issue 34): per currency, the lifetime value (collected less refunds, every
 * invoice) and what is still owed (open and overdue, less paid and credited); the latest invoices, drafts included.
 * Both statements walk `invoices_client_idx`.
 */
export async function clientBillingSummary(db: Db, workspaceId: string, clientId: string, limit = 5): Promise<ClientBilling> {
  const scope = and(eq(invoices.workspaceId, workspaceId), eq(invoices.clientId, clientId));
  const [totals, latest] = await Promise.all([
    db
      .select({
        currency: invoices.currency,
        lifetimeValue: sql<string>`sum(${invoices.paidCents} - ${invoices.refundedCents})`,
        outstanding: sql<string>`sum(case when ${invoices.status} in ('open', 'overdue') then ${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents} else 0 end)`,
        count: sql<string>`count(*)`,
      })
      .from(invoices)
      .where(scope)
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        currency: invoices.currency,
        total: invoices.totalCents,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(scope)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit),
  ]);
  return {
    totals: totals.map((row) => ({
      currency: row.currency,
      lifetimeValue: Number(row.lifetimeValue),
      outstanding: Number(row.outstanding),
    })),
    invoiceCount: totals.reduce((sum, row) => sum + Number(row.count), 0),
    invoices: latest.map((row) => ({ ...row, number: row.number === null ? null : invoiceNumberText(row.number) })),
  };
}

/** A client's invoices on its CRM timeline (ADR 046): sent and paid (invoices_client_idx); voided ones are left out. */
export function invoicesTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['invoice'],
    events: ({ vendorId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        (
          [
            ['sent', 'sent_at'],
            ['paid', 'paid_at'],
          ] as const
        ).map(
          ([action, column]) =>
            sql`select ${`invoice-${action}:`} || i.id::text as id, 'invoice' as kind, ${action}::text as action,
                ${sql.raw(`i.${column}`)} as ts,
                'INV-' || lpad(coalesce(i.number, 0)::text, 4, '0') as title,
                i.currency || ' ' || to_char(i.total_cents / 100.0, 'FM999999990.00') as detail,
                '/invoices/' || i.id::text as link
              from ${invoices} i
              where i.client_id = ${clientId} and i.workspace_id = ${vendorId} and ${sql.raw(`i.${column}`)} is not null
                and i.status <> 'void'`,
        ),
        page,
      ),
  };
}
