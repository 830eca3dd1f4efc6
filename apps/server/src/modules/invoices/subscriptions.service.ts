import {
  CHARGE_RETRY_DAYS,
  type cancelSubscriptionSchema,
  type InvoiceCurrency,
  invoiceTotals,
  lineTotals,
  type Subscription,
  type subscriptionInputSchema,
} from '@proclub/contracts/invoices';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { renderNoticeEmail } from '../../lib/notice-email';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { BillingContact } from '../crm/crm.public';
import { invoiceNumberText } from './invoice-pdf';
import type { InvoicesRepository } from './invoices.repository';
import type { InvoicesService } from './invoices.service';
import { type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

type SubscriptionInput = z.output<typeof subscriptionInputSchema>;
type CancelInput = z.output<typeof cancelSubscriptionSchema>;

/** The same day of the month as `anchor`'s, `months` months after `date`'s month (clamped: Jan 31 → Feb 28). */
export function addMonthAnchored(date: string, anchorDay: number, months = 1): string {
  const [year, month] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(anchorDay, last));
  return first.toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A declined-charge notice for the agency (kind invoice_payment_failed). */
export interface AgencyNotice {
  title: string;
  body: string;
  link: string;
  invoiceId: string;
  email: { subject: string; html: string; text: string };
}

/** How a saved card is charged: the test card (signed events into the webhook handler) or Stripe off-session. */
export interface SavedCardCharger {
  charge(invoiceId: string, savedCard: string, stripeCustomer: string | null): Promise<'paid' | 'declined' | 'pending'>;
}

export interface SubscriptionJobs {
  /** Queues the period job of one subscription (deduplicated per period). */
  period(subscriptionId: string, periodStart: string): Promise<void>;
  /** Queues a charge of a period invoice: attempt 1 now, later attempts at their retry time. */
  charge(invoiceId: string, attempt: number, at?: Date): Promise<void>;
}

/**
 * Recurring billing (issue 34, ADR 048): subscriptions entered by hand (or started from a proposal), a period's
 * invoice made by the job engine and charged to the card the client saved; a declined charge is retried after 1, 3
 * and 7 days with a mail to the client each time and a notice to the agency, then the invoice is overdue.
 */
export class SubscriptionsService {
  constructor(
    private readonly invoicesRepository: InvoicesRepository,
    private readonly invoices: InvoicesService,
    private readonly deps: {
      contact(workspaceId: string, clientId: string): Promise<BillingContact | null>;
      jobs: () => SubscriptionJobs;
      charger: SavedCardCharger | null;
      mailer: Mailer;
      appUrl: string;
      log: FastifyBaseLogger;
      /**
       * The agency's notice of a declined charge (issue 34): in the bell (live) of the people who manage billing, and by
       * email as each one's preference for "Client payment failed" says. Without it, the creator is mailed.
       */
      notifyAgency?: (workspaceId: string, notice: AgencyNotice) => Promise<void>;
      /** The time a workspace's retries are counted from (ms); the test clock moves it. Default: now. */
      now?: (workspaceId: string) => number;
    },
  ) {}

  private get repository() {
    return new SubscriptionsRepository(this.invoicesRepository.handle);
  }

  toSubscription(row: SubscriptionRow): Subscription {
    return {
      id: row.id,
      status: row.status,
      clientId: row.clientId,
      clientName: row.clientName,
      currency: row.currency as InvoiceCurrency,
      amount: row.amountCents,
      lines: row.lines.map((line) => ({ ...line, total: lineTotals(line).total })),
      startDate: row.startDate,
      nextInvoiceDate: row.nextInvoiceDate,
      daysUntilDue: row.daysUntilDue,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: row.canceledAt?.toISOString() ?? null,
      cardLast4: row.cardLast4,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async create(
    workspaceId: string,
    userId: string | null,
    input: SubscriptionInput,
    source: { kind: 'manual' } | { kind: 'proposal'; proposalId: string } = { kind: 'manual' },
  ): Promise<Subscription> {
    const settings = await this.invoices.settings(workspaceId);
    const totals = invoiceTotals(input.lines);
    if (totals.total <= 0) throw badRequest('lines', 'The monthly total must be more than 0');
    if (totals.total > 2_000_000_000) throw badRequest('lines', 'The monthly total is too large');
    const client = await this.deps.contact(workspaceId, input.clientId);
    if (!client) throw badRequest('clientId', 'Choose one of your clients');
    const id = await this.repository.insert({
      workspaceId,
      clientId: client.id,
      clientName: client.company ? `${client.name} (${client.company})` : client.name,
      clientEmail: client.email,
      currency: settings.currency,
      lines: input.lines,
      amountCents: totals.total,
      startDate: input.startDate,
      nextInvoiceDate: input.startDate,
      daysUntilDue: input.daysUntilDue,
      source: source.kind,
      sourceRef: source.kind === 'proposal' ? source.proposalId : null,
      createdBy: userId,
    });
    return this.get(workspaceId, id);
  }

  async get(workspaceId: string, id: string): Promise<Subscription> {
    const row = await this.repository.find(workspaceId, id);
    if (!row) throw notFound('Subscription');
    return this.toSubscription(row);
  }

  async list(workspaceId: string): Promise<Subscription[]> {
    return (await this.repository.list(workspaceId)).map((row) => this.toSubscription(row));
  }

  async pause(workspaceId: string, id: string): Promise<Subscription> {
    const row = await this.found(workspaceId, id);
    if (row.status !== 'active') throw new AppError('invalid_transition', 409, 'Only an active subscription can be paused');
    await this.repository.update(id, { status: 'paused' });
    return this.get(workspaceId, id);
  }

  /** Resumes billing; periods skipped while paused are not billed (the next one starts today at the earliest). */
  async resume(workspaceId: string, id: string, today: string): Promise<Subscription> {
    const row = await this.found(workspaceId, id);
    if (row.status !== 'paused') throw new AppError('not_paused', 409, 'Only a paused subscription can be resumed');
    await this.repository.update(id, {
      status: 'active',
      nextInvoiceDate: row.nextInvoiceDate < today ? today : row.nextInvoiceDate,
    });
    return this.get(workspaceId, id);
  }

  async cancel(workspaceId: string, id: string, input: CancelInput): Promise<Subscription> {
    const row = await this.found(workspaceId, id);
    if (row.status === 'canceled') throw new AppError('invalid_transition', 409, 'This subscription is canceled already');
    if (input.atPeriodEnd && row.status === 'active') await this.repository.update(id, { cancelAtPeriodEnd: true });
    else await this.repository.update(id, { status: 'canceled', canceledAt: new Date() });
    return this.get(workspaceId, id);
  }

  private async found(workspaceId: string, id: string): Promise<SubscriptionRow> {
    const row = await this.repository.find(workspaceId, id);
    if (!row) throw notFound('Subscription');
    return row;
  }

  // --- the job engine's side ------------------------------------------------------------------------------------

  /** The sweep: queues one period job per due subscription, and the first charge of any period left uncharged. */
  async queueDuePeriods(today: string): Promise<number> {
    // Every due subscription, a page at a time (10,000 due on the 1st must not wait for the next hourly sweep).
    let queued = 0;
    let after: string | undefined;
    for (;;) {
      const due = await this.repository.due(today, 1000, after);
      for (const subscription of due) await this.deps.jobs().period(subscription.id, subscription.nextInvoiceDate);
      queued += due.length;
      after = due.at(-1)?.id;
      if (due.length < 1000) break;
    }
    // A period whose first charge was never queued (a crash after its commit) is charged now.
    for (const invoiceId of await this.repository.uncharged(new Date(Date.now() - 3_600_000)))
      await this.deps.jobs().charge(invoiceId, 1);
    return queued;
  }

  /**
   * One period: the invoice (issued, numbered, once per subscription and period), the next period's date, and then
   * the saved card's charge — or, without a saved card, the invoice mailed with its pay link (paying it saves the card).
   */
  async runPeriod(subscriptionId: string, periodStart: string): Promise<{ invoiceId: string | null }> {
    let charge = false;
    let mailId: string | null = null;
    // The agency's brand for the mail, read before the transaction (PGlite has one connection).
    const owner = await new SubscriptionsRepository(this.invoicesRepository.handle).lock(subscriptionId);
    const brand = owner ? await this.invoices.brandOf(owner.workspaceId) : { name: '', whiteLabel: false };
    const invoiceId = await this.invoicesRepository.transaction(async (tx) => {
      const subscriptions = new SubscriptionsRepository(tx.handle);
      const sub = await subscriptions.lock(subscriptionId);
      if (sub?.status !== 'active' || sub.nextInvoiceDate !== periodStart) return null;
      if (await subscriptions.periodInvoice(sub.id, periodStart)) return null;
      if (sub.cancelAtPeriodEnd) {
        await subscriptions.update(sub.id, { status: 'canceled', canceledAt: new Date() });
        return null;
      }
      const totals = invoiceTotals(sub.lines);
      const next = addMonthAnchored(periodStart, Number(sub.startDate.slice(8, 10)));
      const id = await subscriptions.insertPeriodInvoice({
        workspaceId: sub.workspaceId,
        clientId: sub.clientId,
        clientName: sub.clientName,
        clientEmail: sub.clientEmail,
        currency: sub.currency,
        issueDate: periodStart,
        dueDate: addDays(periodStart, sub.daysUntilDue),
        notes: `Subscription period ${periodStart} – ${addDays(next, -1)}`,
        lines: sub.lines,
        subtotalCents: totals.subtotal,
        discountCents: totals.discount,
        taxCents: totals.tax,
        totalCents: totals.total,
        subscriptionId: sub.id,
        periodStart,
        createdBy: sub.createdBy,
      });
      const issued = await this.invoices.issueWithin(tx, sub.workspaceId, id);
      await subscriptions.update(sub.id, { nextInvoiceDate: next });
      if (sub.savedCard && this.deps.charger) charge = true;
      else {
        const business = await this.invoices.businessName(sub.workspaceId, tx);
        mailId = await this.deps.mailer.write(await this.invoices.invoiceMail(issued, business, brand, 'send'), tx.handle);
        await tx.setSent(id);
      }
      return id;
    });
    if (mailId) await this.deps.mailer.dispatch([mailId]);
    if (invoiceId && charge) await this.deps.jobs().charge(invoiceId, 1);
    return { invoiceId };
  }

  /** One charge attempt of a period invoice on the saved card; a decline schedules the next try or makes it overdue. */
  async runCharge(invoiceId: string, attempt: number): Promise<'paid' | 'declined' | 'pending' | 'skipped'> {
    const invoice = await this.invoicesRepository.lock(invoiceId);
    if (!invoice?.subscriptionId || (invoice.status !== 'open' && invoice.status !== 'overdue')) return 'skipped';
    if (invoice.chargeAttempts >= attempt) return 'skipped';
    const sub = await this.repository.lock(invoice.subscriptionId);
    if (!sub?.savedCard || !this.deps.charger) return 'skipped';
    await this.repository.setChargeAttempts(invoiceId, attempt);
    const outcome = await this.deps.charger.charge(invoiceId, sub.savedCard, sub.stripeCustomer);
    if (outcome !== 'declined') return outcome;
    const retryDays = CHARGE_RETRY_DAYS[attempt - 1];
    const number = invoiceNumberText(invoice.number);
    if (retryDays !== undefined) {
      // Days after the first try: 1, 3, 7 (so 3 retries over a week, whatever the run's delays).
      const sinceLast = retryDays - (CHARGE_RETRY_DAYS[attempt - 2] ?? 0);
      const at = new Date((this.deps.now?.(invoice.workspaceId) ?? Date.now()) + sinceLast * 86_400_000);
      await this.deps.jobs().charge(invoiceId, attempt + 1, at);
      await this.noticeAgency(sub, invoiceId, `The card payment for invoice ${number} was declined`, [
        `The saved card of ${sub.clientName} was declined for invoice ${number}. We will try again on ${at.toISOString().slice(0, 10)} (retry ${attempt} of ${CHARGE_RETRY_DAYS.length}); ${sub.clientName} was emailed a link to pay with another card.`,
      ]);
    } else {
      await this.invoicesRepository.transaction(async (tx) => {
        const row = await tx.lock(invoiceId);
        if (row?.status === 'open') await this.invoices.applyEvent(tx, invoiceId, { kind: 'overdue' }, null);
      });
      await this.noticeAgency(sub, invoiceId, `Invoice ${number} is overdue: every card charge was declined`, [
        `The saved card of ${sub.clientName} was declined ${attempt} times for invoice ${number}. The invoice is now overdue; reminders continue by email.`,
      ]);
    }
    return 'declined';
  }

  private async noticeAgency(sub: SubscriptionRow, invoiceId: string, subject: string, lines: string[]) {
    const link = `/invoices/${invoiceId}`;
    const mail = await renderNoticeEmail({
      subject,
      greeting: 'Hi,',
      lines,
      action: { label: 'Open the invoice', url: `${this.deps.appUrl}${link}` },
      appUrl: this.deps.appUrl,
    });
    if (this.deps.notifyAgency) {
      await this.deps
        .notifyAgency(sub.workspaceId, { title: subject, body: lines.join(' '), link, invoiceId, email: mail })
        .catch((error) => this.deps.log.error({ err: error }, 'agency notice failed'));
      return;
    }
    const to = await this.repository.creatorEmail(sub.createdBy);
    if (!to) return;
    await this.deps.mailer.send({ to, ...mail }).catch((error) => this.deps.log.error({ err: error }, 'agency notice failed'));
  }
}
