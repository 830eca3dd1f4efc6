// What other modules may use from invoices: starting a client's subscription from an accepted proposal's monthly
// items (the proposals module calls it when the agency chose "pay setup now and start monthly").
import { type InvoiceLineInput, invoiceTotals } from '@proclub/contracts/invoices';
import type { Db } from '../../db/client';
import { billingContact } from '../crm/crm.public';
import { InvoicesRepository } from './invoices.repository';
import { SubscriptionsRepository } from './subscriptions.repository';

export interface ProposalSubscription {
  workspaceId: string;
  proposalId: string;
  clientId: string;
  /** The proposal's monthly items, in minor units. */
  lines: InvoiceLineInput[];
  /** The first period's invoice date (YYYY-MM-DD). */
  startDate: string;
  createdBy: string | null;
  daysUntilDue?: number;
}

/**
 * Starts (once per proposal: a second call answers the same id) a monthly subscription for the proposal's client.
 * The job engine bills it from `startDate`; the client's card is saved when they pay the first invoice.
 */
export async function startSubscriptionFromProposal(db: Db, input: ProposalSubscription): Promise<string> {
  const client = await billingContact(db, input.workspaceId, input.clientId);
  if (!client) throw new Error(`client ${input.clientId} is not in workspace ${input.workspaceId}`);
  const totals = invoiceTotals(input.lines);
  if (totals.total <= 0) throw new Error('a subscription needs a monthly total above 0');
  const settings = await new InvoicesRepository(db).settings(input.workspaceId, async () => client.name);
  return new SubscriptionsRepository(db).insert({
    workspaceId: input.workspaceId,
    clientId: client.id,
    clientName: client.company ? `${client.name} (${client.company})` : client.name,
    clientEmail: client.email,
    currency: settings.currency,
    lines: input.lines,
    amountCents: totals.total,
    startDate: input.startDate,
    nextInvoiceDate: input.startDate,
    daysUntilDue: input.daysUntilDue ?? 7,
    source: 'proposal',
    sourceRef: input.proposalId,
    createdBy: input.createdBy,
  });
}

// A client's issued invoices, for its portal (issue 33).
export { clientInvoices } from './client-invoices.repository';
export { invoicesPersonalData } from './invoices.personal-data.repository';
