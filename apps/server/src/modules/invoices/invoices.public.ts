// What other modules may use from invoices: starting a client's subscription from an accepted proposal's monthly
// items (the proposals module calls it when the agency chose "pay setup now and start monthly").
import { type InvoiceLineInput, invoiceTotals } from '@proclub/contracts/invoices';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import { billingContact } from '../crm/crm.public';
import { amountDue } from './invoice-money';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
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

export interface ProposalSetupInvoice {
  workspaceId: string;
  clientId: string;
  /** The setup items (and, with a subscription, its first month), in minor units. */
  lines: InvoiceLineInput[];
  issueDate: string;
  dueDate: string;
  notes: string;
  /** With "pay setup and start monthly": paying this invoice saves the card the subscription is charged to. */
  subscriptionId: string | null;
  /** The agency's name before its billing settings name it. */
  brandName: string;
  createdBy: string | null;
}

/** Issuing needs no mail: the mailer of this narrow service refuses to be used. */
const NO_MAIL = new Proxy({} as Mailer, {
  get() {
    throw new Error('issuing a proposal invoice sends no mail');
  },
});

/**
 * The invoice a signed proposal asks the client to pay now (issue 34): made and issued (numbered, on the ledger, with
 * its public pay page) in the workspace's currency. Answers its id.
 */
export async function issueProposalSetupInvoice(db: Db, input: ProposalSetupInvoice): Promise<string> {
  const repository = new InvoicesRepository(db);
  const client = await billingContact(db, input.workspaceId, input.clientId);
  if (!client) throw new Error(`client ${input.clientId} is not in workspace ${input.workspaceId}`);
  const service = new InvoicesService(repository, {
    contact: (workspaceId, clientId) => billingContact(db, workspaceId, clientId),
    brand: async () => ({ name: input.brandName, whiteLabel: false }),
    mailer: NO_MAIL,
    appUrl: '',
    payment: 'none',
  });
  const values = await service.draftValues(input.workspaceId, {
    clientId: client.id,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    notes: input.notes,
    lines: input.lines,
  });
  return repository.transaction(async (tx) => {
    const id = await tx.insertDraft(input.workspaceId, input.createdBy, values);
    if (input.subscriptionId) await tx.linkSubscription(id, input.subscriptionId);
    await service.issueWithin(tx, input.workspaceId, id);
    return id;
  });
}

/** The public pay page of an issued invoice and what is left to pay (null when there is no such invoice). */
export async function invoicePayment(
  db: Db,
  workspaceId: string,
  invoiceId: string,
): Promise<{ payPath: string; amountDue: number; currency: string; status: string } | null> {
  const row = await new InvoicesRepository(db).find(workspaceId, invoiceId);
  if (!row?.publicToken) return null;
  return {
    payPath: `/invoice/${row.publicToken}`,
    amountDue: amountDue({
      status: row.status,
      total: row.totalCents,
      paid: row.paidCents,
      credited: row.creditedCents,
    }),
    currency: row.currency,
    status: row.status,
  };
}

// A client's record in the CRM (issue 34): its billing summary and its invoices on the timeline, handed to crm by app.ts.
export { clientBillingSummary, invoicesTimelineSource } from './client-billing-summary.repository';
// A client's issued invoices, for its portal (issue 33).
export { clientInvoices } from './client-invoices.repository';
export { invoicesPersonalData } from './invoices.personal-data.repository';
