import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';

/** A client's issued invoices (drafts are the agency's own), newest first: what its portal lists. */
export async function clientInvoices(db: Db, workspaceId: string, clientId: string) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      creditedCents: invoices.creditedCents,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      token: invoices.publicToken,
    })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.clientId, clientId), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt))
    .limit(500);
}
