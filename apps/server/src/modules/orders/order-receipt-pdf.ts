import { packageTierLabels } from '@proclub/contracts/services';
import { PDF_FONT, PDF_FONT_BOLD, pdfDocument } from '../../lib/pdf-document';
import { feeOnRemainder } from './ledger';
import type { OrderRow } from './orders.repository';

const INDIGO = '#4f46e5';
const MUTED = '#64748b';
const INK = '#0f172a';

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
 * A paid order's receipt as a PDF (pdfkit, built-in Helvetica, nothing fetched; like the hub's proof reports):
 * seller, buyer, service, package and extras lines, total, the platform fee included, payment status and refunds.
 */
export function renderOrderReceiptPdf(order: OrderRow, refundedCents: number): Promise<Buffer> {
  const doc = pdfDocument({ size: 'A4', margin: 48, info: { Title: `Receipt ${order.id}`, Author: 'ProClub' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const amount = order.amountCents ?? 0;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fillColor(INK)
      .fontSize(11);
    doc.text(label, left, y, { width: width - 120 });
    const after = doc.y;
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const section = (title: string) => {
    doc.moveDown(0.8).font(PDF_FONT_BOLD).fillColor(INDIGO).fontSize(13).text(title, left).moveDown(0.3);
  };

  doc.font(PDF_FONT).fillColor(MUTED).fontSize(10).text('ProClub');
  doc.moveDown(0.3).font(PDF_FONT_BOLD).fillColor(INK).fontSize(22).text('Receipt');
  doc.font(PDF_FONT).fillColor(MUTED).fontSize(10);
  doc.text(`Order ${order.id}`);
  doc.text(`Date ${order.createdAt.toISOString().slice(0, 10)}`);

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
  doc.end();
  return done;
}
