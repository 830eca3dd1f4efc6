import { packageTierLabels } from '@proclub/contracts/services';
import { statementPdf } from '../../lib/statement-pdf';
import { feeOnRemainder } from './ledger';
import type { OrderRow } from './orders.repository';

const paymentLabels: Record<OrderRow['paymentStatus'], string> = {
  unpaid: 'Unpaid',
  held: 'Paid, held until the delivery is accepted',
  released: 'Paid, released to the seller',
  refunded: 'Refunded in full',
  partially_refunded: 'Paid, partially refunded',
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const usd = (cents: number) => dollars.format(cents / 100);

/** The lines the buyer paid for: the package (or price option) and each extra, summing to the amount paid. */
export function receiptLines(order: OrderRow): [string, number][] {
  const amount = order.amountCents ?? Math.round(order.price * 100);
  const extras = order.extras.map((extra): [string, number] => [`Extra: ${extra.title}`, Math.round(extra.price * 100)]);
  const extrasTotal = extras.reduce((sum, [, cents]) => sum + cents, 0);
  const main = order.packageTier
    ? `${order.serviceTitle}, ${packageTierLabels[order.packageTier]} package`
    : `${order.serviceTitle}${order.priceOption ? ` (price ${order.priceOption})` : ''}`;
  return [[main, amount - extrasTotal], ...extras];
}

/**
 * A paid order's receipt as a PDF (lib/statement-pdf.ts, the layout of every money document):
 * seller, buyer, service, package and extras lines, total, the platform fee included, payment status and refunds.
 */
export function renderOrderReceiptPdf(order: OrderRow, refundedCents: number): Promise<Buffer> {
  const { row, section, note, finish } = statementPdf({ title: `Receipt ${order.id}`, heading: 'Receipt', valueWidth: 120 });
  const amount = order.amountCents ?? 0;
  note(`Order ${order.id}`, `Date ${order.createdAt.toISOString().slice(0, 10)}`);

  section('Parties');
  row('Seller', [order.sellerCompany, order.sellerName].filter(Boolean).join(', ') || 'Deleted user');
  row('Buyer', [order.buyerName, order.buyerEmail].filter(Boolean).join(', ') || 'Deleted user');

  section('Order');
  for (const [label, cents] of receiptLines(order)) row(label, usd(cents));
  row('Total paid', usd(amount), true);
  // The fee shrinks with a refund (ADR 023/028): it is taken only on what the seller keeps.
  row("Platform fee (included; kept from the seller's share)", usd(feeOnRemainder(amount, order.feeCents ?? 0, refundedCents)));

  section('Payment');
  row('Status', paymentLabels[order.paymentStatus]);
  row('Refunds', refundedCents > 0 ? usd(refundedCents) : 'None');
  if (refundedCents > 0) row('Net paid', usd(amount - refundedCents), true);
  return finish();
}
