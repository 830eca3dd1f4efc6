import crypto from 'node:crypto';
import {
  formatMoney,
  INVOICE_ACTIONS,
  type Invoice,
  type InvoiceAdjustment,
  type InvoiceCurrency,
  type InvoicePage,
  type InvoiceSettings,
  type InvoiceStatus,
  type InvoiceSummary,
  type invoiceInputSchema,
  type invoiceListQuerySchema,
  type invoiceSettingsInputSchema,
  invoiceTotals,
  lineTotals,
  mayInvoice,
  type PublicInvoice,
  type refundInputSchema,
  refusalFor,
} from '@proclub/contracts/invoices';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { RecordDomainEvent } from '../../lib/domain-events';
import { renderEmail, sellerEmailBrand } from '../../lib/email-layout';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { BillingContact } from '../crm/crm.public';
import { amountDue, applyMoney, type InvoiceMoney, type MoneyEvent } from './invoice-money';
import { invoiceNumberText } from './invoice-pdf';
import type { DraftValues, InvoiceRow, InvoicesRepository, SettingsRow } from './invoices.repository';

type DraftInput = z.output<typeof invoiceInputSchema>;
type ListQuery = z.output<typeof invoiceListQuerySchema>;
type SettingsInput = z.output<typeof invoiceSettingsInputSchema>;
type AmountInput = z.output<typeof refundInputSchema>;

/** An invoice total must fit the integer columns with room to spare: 20 million in major units. */
const MAX_TOTAL = 2_000_000_000;

/** The agency's brand on its invoice mails and PDFs (workspace branding, ADR 051). */
export interface InvoiceBrand {
  name: string;
  whiteLabel: boolean;
  logoUrl?: string | null;
  color?: string | null;
  supportEmail?: string | null;
}

export interface InvoiceDeps {
  contact(workspaceId: string, clientId: string): Promise<BillingContact | null>;
  /** The agency's name and white-label flag (the profile's company name until billing settings name it). */
  brand(workspaceId: string): Promise<InvoiceBrand>;
  mailer: Mailer;
  appUrl: string;
  /** How the public page takes a card. */
  payment: 'test' | 'stripe' | 'none';
  /** Reports "invoice paid" and "invoice overdue" to automations (app.recordDomainEvent; never throws). */
  recordEvent?: RecordDomainEvent;
}

/** The invoice states automations can start from (issue 35). */
const AUTOMATION_EVENTS: Partial<Record<InvoiceStatus, 'invoice.paid' | 'invoice.overdue'>> = {
  paid: 'invoice.paid',
  overdue: 'invoice.overdue',
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const moneyOf = (row: InvoiceRow): InvoiceMoney => ({
  id: row.id,
  status: row.status,
  total: row.totalCents,
  paid: row.paidCents,
  refunded: row.refundedCents,
  credited: row.creditedCents,
  fee: row.platformFeeCents,
  feeRefunded: row.platformFeeRefundedCents,
});

/** Agency invoices (issue 34, ADR 048): drafts, issuing with a gapless number, sending, and every money change. */
export class InvoicesService {
  constructor(
    private readonly repository: InvoicesRepository,
    private readonly deps: InvoiceDeps,
  ) {}

  // --- settings -------------------------------------------------------------------------------------------------

  private settingsRow(workspaceId: string, repository = this.repository): Promise<SettingsRow> {
    return repository.settings(workspaceId, async () => (await this.deps.brand(workspaceId)).name);
  }

  async settings(workspaceId: string): Promise<InvoiceSettings> {
    const row = await this.settingsRow(workspaceId);
    return {
      currency: row.currency as InvoiceCurrency,
      businessName: row.businessName,
      remindersEnabled: row.remindersEnabled,
      reminderDaysBefore: row.reminderDaysBefore,
      reminderDaysAfter: row.reminderDaysAfter,
      nextNumber: row.nextNumber,
    };
  }

  async updateSettings(workspaceId: string, input: SettingsInput): Promise<InvoiceSettings> {
    await this.settingsRow(workspaceId);
    await this.repository.updateSettings(workspaceId, input);
    return this.settings(workspaceId);
  }

  // --- drafts ---------------------------------------------------------------------------------------------------

  /** A draft's stored values from its input, checked (currency, dates, total, client): 400 naming the field. */
  async draftValues(workspaceId: string, input: DraftInput): Promise<DraftValues> {
    const settings = await this.settingsRow(workspaceId);
    if (input.currency && input.currency !== settings.currency)
      throw badRequest('currency', `This workspace bills in ${settings.currency}, not ${input.currency}`);
    if (input.dueDate < input.issueDate) throw badRequest('dueDate', 'Due date cannot be before the issue date');
    const totals = invoiceTotals(input.lines);
    if (totals.total <= 0) throw badRequest('lines', 'The invoice total must be more than 0');
    if (totals.total > MAX_TOTAL) throw badRequest('lines', 'The invoice total is too large');
    const client = await this.deps.contact(workspaceId, input.clientId);
    if (!client) throw badRequest('clientId', 'Choose one of your clients');
    return {
      clientId: client.id,
      clientName: client.company ? `${client.name} (${client.company})` : client.name,
      clientEmail: client.email,
      currency: settings.currency,
      issueDate: input.issueDate,
      dueDate: input.dueDate,
      notes: input.notes,
      lines: input.lines,
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      taxCents: totals.tax,
      totalCents: totals.total,
    };
  }

  async create(workspaceId: string, userId: string, input: DraftInput): Promise<Invoice> {
    const id = await this.repository.insertDraft(workspaceId, userId, await this.draftValues(workspaceId, input));
    return this.get(workspaceId, id);
  }

  async update(workspaceId: string, id: string, input: DraftInput): Promise<Invoice> {
    const current = await this.found(workspaceId, id);
    this.allow(current.status, 'edit');
    const values = await this.draftValues(workspaceId, input);
    if (!(await this.repository.updateDraft(workspaceId, id, values))) {
      const now = await this.found(workspaceId, id);
      throw new AppError('invalid_transition', 409, refusalFor(now.status, 'edit'));
    }
    return this.get(workspaceId, id);
  }

  async remove(workspaceId: string, id: string): Promise<void> {
    const current = await this.found(workspaceId, id);
    this.allow(current.status, 'delete');
    if (!(await this.repository.deleteDraft(workspaceId, id)))
      throw new AppError('invalid_transition', 409, 'Only a draft invoice can be deleted');
  }

  // --- reads ----------------------------------------------------------------------------------------------------

  private async found(workspaceId: string, id: string): Promise<InvoiceRow> {
    const row = await this.repository.find(workspaceId, id);
    if (!row) throw notFound('Invoice');
    return row;
  }

  private allow(status: InvoiceStatus, action: (typeof INVOICE_ACTIONS)[number]) {
    if (!mayInvoice(status, action)) throw new AppError('invalid_transition', 409, refusalFor(status, action));
  }

  async get(workspaceId: string, id: string): Promise<Invoice> {
    const row = await this.found(workspaceId, id);
    const adjustments = await this.repository.adjustments(id);
    return this.toInvoice(
      row,
      adjustments.map(
        (adjustment): InvoiceAdjustment => ({
          id: adjustment.id,
          kind: adjustment.kind,
          amount: adjustment.amountCents,
          fee: adjustment.feeCents,
          reason: adjustment.reason,
          createdAt: adjustment.createdAt.toISOString(),
        }),
      ),
    );
  }

  async list(workspaceId: string, query: ListQuery): Promise<InvoicePage> {
    const { items, total } = await this.repository.list(workspaceId, {
      status: query.status === 'all' ? undefined : query.status,
      clientId: query.clientId,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: items.map((row) => this.toSummary(row)), total, page: query.page, pageSize: query.pageSize };
  }

  async row(workspaceId: string, id: string): Promise<{ row: InvoiceRow; businessName: string }> {
    const row = await this.found(workspaceId, id);
    return { row, businessName: (await this.settingsRow(workspaceId)).businessName };
  }

  private toSummary(row: InvoiceRow): InvoiceSummary {
    return {
      id: row.id,
      number: row.number === null ? null : invoiceNumberText(row.number),
      status: row.status,
      clientId: row.clientId,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      currency: row.currency as InvoiceCurrency,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      total: row.totalCents,
      amountDue: amountDue(moneyOf(row)),
      createdAt: row.createdAt.toISOString(),
    };
  }

  private toInvoice(row: InvoiceRow, adjustments: InvoiceAdjustment[]): Invoice {
    return {
      ...this.toSummary(row),
      notes: row.notes,
      lines: row.lines.map((line) => ({ ...line, total: lineTotals(line).total })),
      subtotal: row.subtotalCents,
      discount: row.discountCents,
      tax: row.taxCents,
      paid: row.paidCents,
      refunded: row.refundedCents,
      credited: row.creditedCents,
      platformFee: row.platformFeeCents - row.platformFeeRefundedCents,
      sentAt: iso(row.sentAt),
      paidAt: iso(row.paidAt),
      voidedAt: iso(row.voidedAt),
      payPath: row.publicToken ? `/invoice/${row.publicToken}` : null,
      adjustments,
      allowed: INVOICE_ACTIONS.filter(
        (action) => mayInvoice(row.status, action) && (action !== 'pay' || this.deps.payment !== 'none'),
      ),
    };
  }

  // --- issue and send -------------------------------------------------------------------------------------------

  /** Draft → open: the next number of the workspace, the public token, and the issue movement in the ledger. */
  async issueWithin(repository: InvoicesRepository, workspaceId: string, id: string): Promise<InvoiceRow> {
    const row = await repository.lock(id);
    if (!row || row.workspaceId !== workspaceId) throw notFound('Invoice');
    if (row.status !== 'draft') return row;
    const { next, rows } = applyMoney(moneyOf(row), { kind: 'issue' });
    await this.settingsRow(workspaceId, repository);
    const number = await repository.takeNumber(workspaceId);
    await repository.setIssued(id, number, newPublicToken());
    await repository.saveMoney(row, next);
    await repository.insertLedger(workspaceId, row.currency, rows);
    const issued = await repository.lock(id);
    if (!issued) throw new Error('issued invoice vanished');
    return issued;
  }

  async issue(workspaceId: string, id: string): Promise<Invoice> {
    const current = await this.found(workspaceId, id);
    this.allow(current.status, 'issue');
    await this.repository.transaction((repository) => this.issueWithin(repository, workspaceId, id));
    return this.get(workspaceId, id);
  }

  /** Issues a draft if needed and mails the client the invoice with its pay link, in the agency's name. */
  async send(workspaceId: string, id: string): Promise<Invoice> {
    const current = await this.found(workspaceId, id);
    this.allow(current.status, 'send');
    const brand = await this.deps.brand(workspaceId);
    const mailId = await this.repository.transaction(async (repository) => {
      const row = await this.issueWithin(repository, workspaceId, id);
      const settings = await this.settingsRow(workspaceId, repository);
      const mail = await this.invoiceMail(row, settings.businessName, brand, 'send');
      const written = await this.deps.mailer.write(mail, repository.handle);
      await repository.setSent(id);
      return written;
    });
    await this.deps.mailer.dispatch([mailId]);
    return this.get(workspaceId, id);
  }

  brandOf(workspaceId: string): Promise<InvoiceBrand> {
    return this.deps.brand(workspaceId);
  }

  async invoiceMail(row: InvoiceRow, businessName: string, brand: InvoiceBrand, kind: 'send' | 'reminder' | 'declined') {
    const number = invoiceNumberText(row.number);
    const due = formatMoney(amountDue(moneyOf(row)), row.currency);
    const payUrl = `${this.deps.appUrl}/invoice/${row.publicToken}`;
    const subject =
      kind === 'send'
        ? `Invoice ${number} from ${businessName}`
        : kind === 'reminder'
          ? `Reminder: invoice ${number} from ${businessName}`
          : `Your payment for invoice ${number} was declined`;
    const intro =
      kind === 'send'
        ? `${businessName} sent you invoice ${number} for ${formatMoney(row.totalCents, row.currency)}.`
        : kind === 'reminder'
          ? `This is a reminder that invoice ${number} from ${businessName} has ${due} due on ${row.dueDate}.`
          : `Your card was declined when paying invoice ${number}. Please try again with another card.`;
    const rendered = await renderEmail({
      subject,
      brand: sellerEmailBrand({ ...brand, name: businessName }, this.deps.appUrl),
      greeting: `Hi ${row.clientName},`,
      paragraphs: [intro],
      facts: [`Amount due: ${due}`, `Due date: ${row.dueDate}`],
      action: { label: 'View and pay invoice', url: payUrl },
      smallPrint: 'This link is private to you.',
      appUrl: this.deps.appUrl,
    });
    return { to: row.clientEmail, fromName: businessName, ...rendered };
  }

  // --- money ----------------------------------------------------------------------------------------------------

  /** Runs one money event on an invoice under its row lock: state, ledger and history change together. */
  async applyEvent(
    repository: InvoicesRepository,
    invoiceId: string,
    event: MoneyEvent,
    history: {
      kind: 'payment' | 'failed_payment' | 'refund' | 'credit_note';
      amount: number;
      provider?: string;
      ref?: string;
      reason?: string;
      by?: string;
    } | null,
  ): Promise<InvoiceRow> {
    const row = await repository.lock(invoiceId);
    if (!row) throw notFound('Invoice');
    const { next, rows } = applyMoney(moneyOf(row), event);
    await repository.saveMoney(row, next);
    await repository.insertLedger(row.workspaceId, row.currency, rows);
    if (history)
      await repository.insertAdjustment({
        workspaceId: row.workspaceId,
        invoiceId,
        kind: history.kind,
        amountCents: history.amount,
        // The platform fee this payment carried, or what of it this refund gave back (ADR 055).
        feeCents:
          history.kind === 'payment'
            ? next.fee - row.platformFeeCents
            : history.kind === 'refund'
              ? next.feeRefunded - row.platformFeeRefundedCents
              : 0,
        provider: history.provider ?? null,
        providerRef: history.ref ?? null,
        reason: history.reason ?? '',
        createdBy: history.by ?? null,
      });
    const automation = next.status !== row.status ? AUTOMATION_EVENTS[next.status] : undefined;
    const record = this.deps.recordEvent;
    // Once per invoice and state (the id is the key), after the money's transaction commits.
    if (automation && record)
      await repository.afterCommit(() =>
        record({
          id: `${automation}:${invoiceId}`,
          workspaceId: row.workspaceId,
          type: automation,
          clientId: row.clientId,
          subjectId: invoiceId,
          payload: { number: row.number, total: row.totalCents, currency: row.currency },
        }),
      );
    return row;
  }

  async void(workspaceId: string, id: string): Promise<Invoice> {
    await this.found(workspaceId, id);
    await this.repository.transaction((repository) => this.applyEvent(repository, id, { kind: 'void' }, null));
    return this.get(workspaceId, id);
  }

  async credit(workspaceId: string, userId: string, id: string, input: AmountInput): Promise<Invoice> {
    await this.found(workspaceId, id);
    const ref = crypto.randomUUID();
    await this.repository.transaction((repository) =>
      this.applyEvent(
        repository,
        id,
        { kind: 'credit', ref, amount: input.amount },
        {
          kind: 'credit_note',
          amount: input.amount,
          reason: input.reason,
          by: userId,
        },
      ),
    );
    return this.get(workspaceId, id);
  }

  /** Records a refund; `atProvider` then gives the money back on the card (Stripe) after the commit. */
  async refund(
    workspaceId: string,
    userId: string,
    id: string,
    input: AmountInput,
    atProvider: (invoice: InvoiceRow, amount: number, ref: string) => Promise<void>,
  ): Promise<Invoice> {
    await this.found(workspaceId, id);
    const ref = crypto.randomUUID();
    const row = await this.repository.transaction((repository) =>
      this.applyEvent(
        repository,
        id,
        { kind: 'refund', ref, amount: input.amount },
        {
          kind: 'refund',
          amount: input.amount,
          reason: input.reason,
          by: userId,
        },
      ),
    );
    await atProvider(row, input.amount, ref);
    return this.get(workspaceId, id);
  }

  // --- public page ----------------------------------------------------------------------------------------------

  async byToken(token: string): Promise<InvoiceRow> {
    const row = isWellFormedToken(token) ? await this.repository.findByToken(token) : null;
    if (!row || row.status === 'draft') throw notFound('Invoice');
    return row;
  }

  async publicView(token: string): Promise<PublicInvoice> {
    const row = await this.byToken(token);
    const [settings, brand] = await Promise.all([this.settingsRow(row.workspaceId), this.deps.brand(row.workspaceId)]);
    return {
      number: invoiceNumberText(row.number),
      status: row.status,
      businessName: settings.businessName,
      whiteLabel: brand.whiteLabel,
      clientName: row.clientName,
      currency: row.currency as InvoiceCurrency,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      notes: row.notes,
      lines: row.lines.map((line) => ({ ...line, total: lineTotals(line).total })),
      subtotal: row.subtotalCents,
      discount: row.discountCents,
      tax: row.taxCents,
      total: row.totalCents,
      paid: row.paidCents,
      amountDue: amountDue(moneyOf(row)),
      paidAt: iso(row.paidAt),
      payment: this.deps.payment,
    };
  }

  /** The agency's name on invoices; pass the transaction's repository when called inside one (PGlite has one connection). */
  async businessName(workspaceId: string, repository = this.repository): Promise<string> {
    return (await this.settingsRow(workspaceId, repository)).businessName;
  }

  /** Open invoices past their due date become overdue (the daily job). Answers how many moved. */
  /** Open invoices due before `today` become overdue (only one workspace's with `workspaceId`: the test clock). */
  async markOverdue(today: string, workspaceId?: string): Promise<number> {
    let moved = 0;
    for (const id of await this.repository.openPastDue(today)) {
      await this.repository.transaction(async (repository) => {
        const row = await repository.lock(id);
        if (row?.status !== 'open' || row.dueDate >= today) return;
        if (workspaceId && row.workspaceId !== workspaceId) return;
        await this.applyEvent(repository, id, { kind: 'overdue' }, null);
        moved += 1;
      });
    }
    return moved;
  }
}
