import type { EarningsStatement } from '@proclub/contracts/orders';
import { csvLine } from '../../lib/csv';
import { renderEmail } from '../../lib/email-layout';
import { formatCents } from '../../lib/money';
import { PDF_FONT, PDF_FONT_BOLD } from '../../lib/pdf-document';
import { PDF_COLORS, statementPdf as startPdf } from '../../lib/statement-pdf';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { EarningsStatementRepository } from './earnings-statement.repository';

const plurals = new Intl.PluralRules('en-US');
const count = new Intl.NumberFormat('en-US');
/** "1 order", "1,204 orders". */
export const countOf = (value: number, one: string, other = `${one}s`) =>
  `${count.format(value)} ${plurals.select(value) === 'one' ? one : other}`;

/** The first instant of a YYYY-MM month and of the next one (UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(year, index - 1, 1)), to: new Date(Date.UTC(year, index, 1)) };
}

/** "October 2026". */
export const monthLabel = (month: string) =>
  monthRange(month).from.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month before the one `now` is in, as YYYY-MM (what the monthly mail covers). */
export function previousMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A seller's earnings statement for a month, from the order ledger (the source of truth): for each order with money
 * moving that month, what left escrow (sales = released + fee + refund), the platform's fee, the refund to the buyer,
 * the seller's net (what was released to them) and what was paid out to their bank.
 */
export async function earningsStatement(
  repository: EarningsStatementRepository,
  sellerId: string,
  month: string,
  sellerName: string,
): Promise<EarningsStatement> {
  const { from, to } = monthRange(month);
  const rows = await repository.monthRows(sellerId, from, to);
  const orders = rows.map((row) => ({
    orderId: row.orderId,
    serviceTitle: row.serviceTitle,
    settledAt: row.settledAt.toISOString(),
    salesCents: row.releasedCents + row.feesCents + row.refundsCents,
    feesCents: row.feesCents,
    refundsCents: row.refundsCents,
    netCents: row.releasedCents,
    payoutsCents: row.payoutsCents,
  }));
  const sum = (key: 'salesCents' | 'feesCents' | 'refundsCents' | 'netCents' | 'payoutsCents') =>
    orders.reduce((total, order) => total + order[key], 0);
  return {
    month,
    sellerName,
    ordersSettled: orders.filter((order) => order.salesCents > 0).length,
    salesCents: sum('salesCents'),
    feesCents: sum('feesCents'),
    refundsCents: sum('refundsCents'),
    netCents: sum('netCents'),
    payoutsCents: sum('payoutsCents'),
    orders,
  };
}

const HEADER = ['Date', 'Order', 'Service', 'Sales', 'Platform fee', 'Refunds', 'Net earnings', 'Paid out'];

/** The statement as CSV (a header row, one line per order, then the month's totals; the file name has the month). */
export function statementCsv(statement: EarningsStatement): string {
  const lines = [
    csvLine(HEADER),
    ...statement.orders.map((order) =>
      csvLine([
        order.settledAt.slice(0, 10),
        order.orderId,
        order.serviceTitle,
        formatCents(order.salesCents),
        formatCents(order.feesCents),
        formatCents(order.refundsCents),
        formatCents(order.netCents),
        formatCents(order.payoutsCents),
      ]),
    ),
    csvLine([
      'Total',
      countOf(statement.ordersSettled, 'order settled', 'orders settled'),
      '',
      formatCents(statement.salesCents),
      formatCents(statement.feesCents),
      formatCents(statement.refundsCents),
      formatCents(statement.netCents),
      formatCents(statement.payoutsCents),
    ]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The statement as a PDF (lib/statement-pdf.ts): the month's totals, then each order. */
export function statementPdf(statement: EarningsStatement): Promise<Buffer> {
  const { doc, left, row, section, note, finish } = startPdf({
    title: `Earnings statement ${statement.month}`,
    heading: 'Earnings statement',
    valueWidth: 140,
  });
  note(`${monthLabel(statement.month)} · ${statement.sellerName}`);

  section('Summary');
  row('Orders settled', countOf(statement.ordersSettled, 'order'));
  row('Sales', formatCents(statement.salesCents));
  row('Platform fees', formatCents(statement.feesCents));
  row('Refunds', formatCents(statement.refundsCents));
  row('Net earnings', formatCents(statement.netCents), true);
  row('Paid out', formatCents(statement.payoutsCents));

  section('Orders');
  if (statement.orders.length === 0)
    doc.font(PDF_FONT).fillColor(PDF_COLORS.muted).fontSize(11).text('No money moved this month.');
  for (const order of statement.orders) {
    doc
      .font(PDF_FONT_BOLD)
      .fillColor(PDF_COLORS.ink)
      .fontSize(11)
      .text(`${order.settledAt.slice(0, 10)} · ${order.serviceTitle}`, left);
    const parts = [
      `Sales ${formatCents(order.salesCents)}`,
      `fee ${formatCents(order.feesCents)}`,
      `refunds ${formatCents(order.refundsCents)}`,
      `net ${formatCents(order.netCents)}`,
      `paid out ${formatCents(order.payoutsCents)}`,
    ];
    doc.font(PDF_FONT).fillColor(PDF_COLORS.muted).fontSize(10).text(parts.join(' · '), left).moveDown(0.4);
  }
  return finish();
}

/** The monthly mail: the month's net and a link to download the statement. */
export async function statementMail(statement: EarningsStatement, to: string, appUrl: string): Promise<MailMessage> {
  const rendered = await renderEmail({
    subject: `Your ProClub earnings statement for ${monthLabel(statement.month)}`,
    preheader: `Net earnings ${formatCents(statement.netCents)}`,
    brand: { kind: 'platform' },
    greeting: `Hi ${statement.sellerName},`,
    paragraphs: [`Your earnings statement for ${monthLabel(statement.month)} is ready.`],
    figures: [
      { label: 'Orders settled', value: count.format(statement.ordersSettled) },
      { label: 'Net earnings', value: formatCents(statement.netCents) },
      { label: 'Paid out', value: formatCents(statement.payoutsCents) },
    ],
    facts: [
      `Sales: ${formatCents(statement.salesCents)}`,
      `Platform fees: ${formatCents(statement.feesCents)}`,
      `Refunds: ${formatCents(statement.refundsCents)}`,
    ],
    action: { label: 'Download Statement (PDF)', url: `${appUrl}/api/orders/statement.pdf?month=${statement.month}` },
    smallPrint: `A CSV for your books: ${appUrl}/api/orders/statement.csv?month=${statement.month}`,
    appUrl,
  });
  return { to, ...rendered };
}
