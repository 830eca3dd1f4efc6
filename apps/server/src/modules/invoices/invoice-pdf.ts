import { formatMoney, lineTotals } from '@proclub/contracts/invoices';
import { PDF_FONT, PDF_FONT_BOLD, pdfAccent, pdfBrandHeader, pdfDocument } from '../../lib/pdf-document';
import { PDF_COLORS } from '../../lib/statement-pdf';
import type { InvoiceRow } from './invoices.repository';

export const invoiceNumberText = (number: number | null) =>
  number === null ? 'Draft' : `INV-${String(number).padStart(4, '0')}`;

const quantityText = (thousandths: number) => String(thousandths / 1000);
const percentText = (bp: number) => `${bp / 100}%`;

/**
 * The invoice as a PDF in the agency's name (its business name heads the page; ProClub appears nowhere on it, like
 * an emailed invoice). Rendered on request from the row, so it never drifts from the record.
 */
export function invoicePdf(
  invoice: InvoiceRow,
  brand: { businessName: string; color?: string | null; logo?: Buffer | null },
): Promise<Buffer> {
  const number = invoiceNumberText(invoice.number);
  const doc = pdfDocument({ size: 'A4', margin: 48, info: { Title: `Invoice ${number}`, Author: brand.businessName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  pdfBrandHeader(doc, { name: brand.businessName, color: brand.color, logo: brand.logo });
  doc.moveDown(0.4).font(PDF_FONT_BOLD).fillColor(PDF_COLORS.ink).fontSize(22).text(`Invoice ${number}`);
  doc.font(PDF_FONT).fillColor(PDF_COLORS.muted).fontSize(10);
  doc.text(`Billed to: ${invoice.clientName} <${invoice.clientEmail}>`);
  doc.text(`Issued: ${invoice.issueDate}    Due: ${invoice.dueDate}`);
  if (invoice.status === 'paid') doc.text('Status: Paid');
  if (invoice.status === 'void') doc.text('Status: Void');
  doc.moveDown(1);

  // Columns: description | qty | unit price | tax | amount
  const cols = [width - 300, 50, 90, 60, 100];
  const xs = cols.map((_, index) => left + cols.slice(0, index).reduce((sum, col) => sum + col, 0));
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fillColor(PDF_COLORS.ink)
      .fontSize(10);
    let bottom = y;
    cells.forEach((cell, index) => {
      doc.text(cell, xs[index], y, { width: cols[index] - 6, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  row(['Description', 'Qty', 'Unit price', 'Tax', 'Amount'], true);
  for (const line of invoice.lines) {
    const totals = lineTotals(line);
    const description = line.discountRate > 0 ? `${line.description} (−${percentText(line.discountRate)})` : line.description;
    row([description, quantityText(line.quantity), money(line.unitPrice), percentText(line.taxRate), money(totals.total)]);
  }
  doc.moveDown(0.6);
  const total = (label: string, value: string, bold = false) => row([label, '', '', '', value], bold);
  total('Subtotal', money(invoice.subtotalCents));
  if (invoice.discountCents > 0) total('Discount', `−${money(invoice.discountCents)}`);
  total('Tax', money(invoice.taxCents));
  total('Total', money(invoice.totalCents), true);
  if (invoice.paidCents > 0) total('Paid', money(invoice.paidCents));
  if (invoice.creditedCents > 0) total('Credited', money(invoice.creditedCents));
  if (invoice.refundedCents > 0) total('Refunded', money(invoice.refundedCents));
  if (invoice.status === 'open' || invoice.status === 'overdue')
    total('Amount due', money(invoice.totalCents - invoice.paidCents - invoice.creditedCents), true);
  if (invoice.notes) {
    doc
      .moveDown(1)
      .font(PDF_FONT_BOLD)
      .fillColor(pdfAccent({ name: brand.businessName, color: brand.color }))
      .fontSize(12)
      .text('Notes', left);
    doc.font(PDF_FONT).fillColor(PDF_COLORS.ink).fontSize(10).text(invoice.notes, left, doc.y, { width });
  }
  doc.end();
  return done;
}
