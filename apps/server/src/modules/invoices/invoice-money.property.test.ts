import { INVOICE_MACHINE, INVOICE_STATUSES, invoiceTotals, lineTotals } from '@proclub/contracts/invoices';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { amountDue, applyMoney, type InvoiceLedgerRow, type InvoiceMoney, type MoneyEvent } from './invoice-money';

const lineArb = fc.record({
  description: fc.constant('x'),
  quantity: fc.integer({ min: 1, max: 1_000_000 }),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  taxRate: fc.integer({ min: 0, max: 10_000 }),
  discountRate: fc.integer({ min: 0, max: 10_000 }),
});

describe('invoice totals (minor units)', () => {
  it('total = subtotal − discount + tax, each line rounded once, all integers', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), (lines) => {
        const totals = invoiceTotals(lines);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
        for (const [index, line] of lines.entries()) {
          const each = totals.lines[index];
          for (const value of Object.values(each)) expect(Number.isInteger(value)).toBe(true);
          // Each figure is within half a minor unit of the exact amount.
          const exactGross = (line.quantity * line.unitPrice) / 1000;
          expect(Math.abs(each.gross - exactGross)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(each.discount - (each.gross * line.discountRate) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(each.tax - ((each.gross - each.discount) * line.taxRate) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(each.discount).toBeLessThanOrEqual(each.gross);
          expect(each.total).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('rounds half up on the line: 0.5 of a minor unit becomes 1', () => {
    expect(lineTotals({ quantity: 500, unitPrice: 1, taxRate: 0, discountRate: 0 }).gross).toBe(1);
    expect(lineTotals({ quantity: 1000, unitPrice: 100, taxRate: 50, discountRate: 0 }).tax).toBe(1); // 0.5 → 1
    expect(lineTotals({ quantity: 1000, unitPrice: 100, taxRate: 49, discountRate: 0 }).tax).toBe(0); // 0.49 → 0
  });

  it('stays exact for large quantities times large prices', () => {
    expect(lineTotals({ quantity: 999_999_999, unitPrice: 9_999_999_999, taxRate: 0, discountRate: 0 }).gross).toBe(
      Number((999_999_999n * 9_999_999_999n * 2n + 1000n) / 2000n),
    );
  });
});

const eventArb: fc.Arbitrary<MoneyEvent> = fc.oneof(
  fc.constant<MoneyEvent>({ kind: 'issue' }),
  fc.integer({ min: -5, max: 60_000 }).map((amount): MoneyEvent => ({ kind: 'pay', ref: 'r', amount })),
  // A payment to the agency's Connect account carries the platform's fee (ADR 055); an impossible fee is refused.
  fc
    .tuple(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: -5, max: 3_000 }))
    .map(([amount, fee]): MoneyEvent => ({ kind: 'pay', ref: 'r', amount, fee: fee > amount ? amount + 1 : fee })),
  fc.constant<MoneyEvent>({ kind: 'fail' }),
  fc.integer({ min: -5, max: 60_000 }).map((amount): MoneyEvent => ({ kind: 'refund', ref: 'r', amount })),
  fc.integer({ min: -5, max: 60_000 }).map((amount): MoneyEvent => ({ kind: 'credit', ref: 'r', amount })),
  fc.constant<MoneyEvent>({ kind: 'void' }),
  fc.constant<MoneyEvent>({ kind: 'overdue' }),
);

const sum = (rows: InvoiceLedgerRow[], account?: InvoiceLedgerRow['account']) =>
  rows.filter((row) => !account || row.account === account).reduce((total, row) => total + row.amountCents, 0);

describe('the invoice ledger over random issue / pay / fail / refund / credit / void sequences', () => {
  it('every movement balances, balances match the invoice, and refused events change nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.array(eventArb, { maxLength: 30 }), (total, events) => {
        let money: InvoiceMoney = {
          id: 'inv',
          status: 'draft',
          total,
          paid: 0,
          refunded: 0,
          credited: 0,
          fee: 0,
          feeRefunded: 0,
        };
        const ledger: InvoiceLedgerRow[] = [];
        let voidedDue = 0;
        for (const [index, event] of events.entries()) {
          const ref = { ...event, ...('ref' in event ? { ref: `r${index}` } : {}) } as MoneyEvent;
          const before = money;
          let result: ReturnType<typeof applyMoney>;
          try {
            result = applyMoney(money, ref);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect([400, 409]).toContain((error as AppError).statusCode);
            expect(money).toBe(before);
            continue;
          }
          if (event.kind === 'void') voidedDue = amountDue(money);
          // Each movement sums to zero and no (movement, account) repeats.
          const keys = new Set(result.rows.map((row) => `${row.movementKey}|${row.account}`));
          expect(keys.size).toBe(result.rows.length);
          expect(sum(result.rows)).toBe(0);
          for (const row of result.rows) expect(ledger.some((old) => old.movementKey === row.movementKey)).toBe(false);
          ledger.push(...result.rows);
          money = result.next;

          // The balances are the invoice's figures.
          expect(sum(ledger)).toBe(0);
          // Cash is what the agency kept: payments less refunds, less the platform's fees net of those given back.
          expect(sum(ledger, 'cash')).toBe(money.paid - money.refunded - (money.fee - money.feeRefunded));
          expect(sum(ledger, 'platform_fee')).toBe(money.fee - money.feeRefunded);
          expect(money.feeRefunded).toBeLessThanOrEqual(money.fee);
          expect(money.fee).toBeLessThanOrEqual(money.paid);
          // A fully refunded invoice leaves the platform none of its fee; otherwise it keeps its share.
          if (money.refunded === money.paid) expect(money.feeRefunded).toBe(money.fee);
          else if (money.paid > 0)
            expect(money.fee - money.feeRefunded).toBe(Math.round((money.fee * (money.paid - money.refunded)) / money.paid));
          expect(sum(ledger, 'receivable')).toBe(amountDue(money));
          const issued = money.status === 'draft' ? 0 : money.total;
          expect(0 - sum(ledger, 'revenue')).toBe(issued - money.credited - voidedDue - money.refunded);
          expect(money.paid + money.credited).toBeLessThanOrEqual(money.total);
          expect(money.refunded).toBeLessThanOrEqual(money.paid);
          expect(amountDue(money)).toBeGreaterThanOrEqual(0);
          if (money.status === 'paid') expect(amountDue(money)).toBe(0);
          if (event.kind === 'fail') expect(result.rows).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the machine lists an action for every state, and a paid invoice allows only refunds', () => {
    for (const status of INVOICE_STATUSES) expect(INVOICE_MACHINE[status]).toBeDefined();
    expect(INVOICE_MACHINE.paid).toEqual(['refund']);
    expect(() =>
      applyMoney(
        { id: 'i', status: 'paid', total: 10, paid: 10, refunded: 0, credited: 0, fee: 0, feeRefunded: 0 },
        { kind: 'void' },
      ),
    ).toThrow(AppError);
  });
});
