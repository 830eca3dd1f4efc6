import { type InvoiceAction, type InvoiceStatus, mayInvoice, refusalFor } from '@proclub/contracts/invoices';
import { AppError, badRequest } from '../../lib/app-error';

/** One row of the invoice ledger; a movement is the rows sharing a movementKey, summing to zero. */
export interface InvoiceLedgerRow {
  invoiceId: string;
  movement: 'issue' | 'payment' | 'refund' | 'credit' | 'void' | 'fee';
  movementKey: string;
  account: 'receivable' | 'revenue' | 'cash' | 'platform_fee';
  amountCents: number;
}

/** The money state of one invoice, as stored on its row. */
export interface InvoiceMoney {
  id: string;
  status: InvoiceStatus;
  total: number;
  paid: number;
  refunded: number;
  credited: number;
  /** The platform's fees on the payments (ADR 055), and what of them refunds gave back. */
  fee: number;
  feeRefunded: number;
}

/** What can happen to an invoice's money. `ref` names the payment, refund or credit note (its movement key). */
export type MoneyEvent =
  | { kind: 'issue' }
  | { kind: 'pay'; ref: string; amount: number; fee?: number }
  | { kind: 'fail' }
  | { kind: 'refund'; ref: string; amount: number }
  | { kind: 'credit'; ref: string; amount: number }
  | { kind: 'void' }
  | { kind: 'overdue' };

export const amountDue = (money: Pick<InvoiceMoney, 'status' | 'total' | 'paid' | 'credited'>) =>
  money.status === 'void' || money.status === 'draft' ? 0 : money.total - money.paid - money.credited;

const ACTION_OF: Record<MoneyEvent['kind'], InvoiceAction | null> = {
  issue: 'issue',
  pay: 'pay',
  fail: 'pay',
  refund: 'refund',
  credit: 'credit',
  void: 'void',
  overdue: null,
};

function movement(
  invoiceId: string,
  kind: InvoiceLedgerRow['movement'],
  key: string,
  amount: number,
  debit: InvoiceLedgerRow['account'],
  credit: InvoiceLedgerRow['account'],
): InvoiceLedgerRow[] {
  if (amount === 0) return [];
  const movementKey = `${invoiceId}:${key}`;
  return [
    { invoiceId, movement: kind, movementKey, account: debit, amountCents: amount },
    { invoiceId, movement: kind, movementKey, account: credit, amountCents: -amount },
  ];
}

/**
 * The platform fee a refund gives back (ADR 055): what the platform keeps shrinks in proportion to what is still
 * paid, as the marketplace's fee does (orders' feeOnRemainder); a full refund gives back all of it.
 */
export function feeGivenBack(money: Pick<InvoiceMoney, 'paid' | 'refunded' | 'fee' | 'feeRefunded'>, refund: number): number {
  if (money.fee === 0 || money.paid === 0) return 0;
  const kept = Math.round((money.fee * (money.paid - money.refunded - refund)) / money.paid);
  return Math.max(0, money.fee - money.feeRefunded - kept);
}

function positiveUpTo(amount: number, most: number, what: string) {
  if (!Number.isInteger(amount) || amount <= 0) throw badRequest('amount', 'Amount must be more than 0');
  if (amount > most) throw badRequest('amount', `Amount must be at most ${what} (${most} in minor units)`);
}

/**
 * The one place an invoice's money changes (ADR 048): given its state and an event, the next state and the ledger
 * rows to write, or an AppError (409 for an action the state does not allow, 400 naming `amount`). Pure, so the
 * property test drives exactly what the service runs.
 *
 * - issue: the client owes the total (receivable ← revenue).
 * - pay: cash comes in against what is owed (cash ← receivable); when nothing is owed any more, paid. A payment
 *   to the agency's Connect account may carry the platform's fee (platform_fee ← cash, ADR 055).
 * - fail: a declined card moves nothing.
 * - refund (paid only): cash goes back and revenue shrinks (revenue ← cash); the platform gives back its fee in
 *   proportion (cash ← platform_fee).
 * - credit (open/overdue): what is owed shrinks (revenue ← receivable); at zero owed, paid.
 * - void (open/overdue): what is still owed is written off (revenue ← receivable).
 * - overdue: open past its due date (no money).
 */
export function applyMoney(money: InvoiceMoney, event: MoneyEvent): { next: InvoiceMoney; rows: InvoiceLedgerRow[] } {
  const action = ACTION_OF[event.kind];
  if (action && !mayInvoice(money.status, action))
    throw new AppError('invalid_transition', 409, refusalFor(money.status, action));
  const due = amountDue(money);
  const id = money.id;
  switch (event.kind) {
    case 'issue':
      return { next: { ...money, status: 'open' }, rows: movement(id, 'issue', 'issue', money.total, 'receivable', 'revenue') };
    case 'pay': {
      positiveUpTo(event.amount, due, 'the amount due');
      const fee = event.fee ?? 0;
      if (!Number.isInteger(fee) || fee < 0 || fee > event.amount)
        throw badRequest('fee', 'The platform fee must be a whole amount from 0 to the payment');
      const next = { ...money, paid: money.paid + event.amount, fee: money.fee + fee };
      if (amountDue(next) === 0) next.status = 'paid';
      return {
        next,
        rows: [
          ...movement(id, 'payment', `payment:${event.ref}`, event.amount, 'cash', 'receivable'),
          ...movement(id, 'fee', `fee:${event.ref}`, fee, 'platform_fee', 'cash'),
        ],
      };
    }
    case 'fail':
      return { next: money, rows: [] };
    case 'refund': {
      positiveUpTo(event.amount, money.paid - money.refunded, 'what was paid and not refunded');
      const back = feeGivenBack(money, event.amount);
      return {
        next: { ...money, refunded: money.refunded + event.amount, feeRefunded: money.feeRefunded + back },
        rows: [
          ...movement(id, 'refund', `refund:${event.ref}`, event.amount, 'revenue', 'cash'),
          ...movement(id, 'fee', `fee-refund:${event.ref}`, back, 'cash', 'platform_fee'),
        ],
      };
    }
    case 'credit': {
      positiveUpTo(event.amount, due, 'the amount due');
      const next = { ...money, credited: money.credited + event.amount };
      if (amountDue(next) === 0) next.status = 'paid';
      return { next, rows: movement(id, 'credit', `credit:${event.ref}`, event.amount, 'revenue', 'receivable') };
    }
    case 'void':
      return { next: { ...money, status: 'void' }, rows: movement(id, 'void', 'void', due, 'revenue', 'receivable') };
    case 'overdue':
      if (money.status !== 'open') throw new AppError('invalid_transition', 409, 'Only an open invoice becomes overdue');
      return { next: { ...money, status: 'overdue' }, rows: [] };
  }
}
