import { PDF_FONT, PDF_FONT_BOLD, pdfDocument } from './pdf-document';

// The one layout of the app's money documents (order receipts, membership receipts, earnings statements): pdfkit
// with the embedded Unicode font of lib/pdf-document.ts, nothing fetched. A title block, titled sections, and label/value rows with the
// value right-aligned in a column of its own.

export const PDF_COLORS = { indigo: '#4f46e5', muted: '#64748b', ink: '#0f172a' } as const;

export interface StatementPdf {
  doc: PDFKit.PDFDocument;
  /** The page's left edge inside the margin, and the width between the margins. */
  left: number;
  width: number;
  /** A label with its value right-aligned; bold for totals. */
  row(label: string, value: string, bold?: boolean): void;
  section(title: string): void;
  /** Small muted lines under the title (a number, a date, a name). */
  note(...lines: string[]): void;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

export function statementPdf(options: { title: string; heading: string; valueWidth: number }): StatementPdf {
  const doc = pdfDocument({ size: 'A4', margin: 48, info: { Title: options.title, Author: 'ProClub' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { valueWidth } = options;

  doc.font(PDF_FONT).fillColor(PDF_COLORS.muted).fontSize(10).text('ProClub');
  doc.moveDown(0.3).font(PDF_FONT_BOLD).fillColor(PDF_COLORS.ink).fontSize(22).text(options.heading);

  return {
    doc,
    left,
    width,
    row(label, value, bold = false) {
      const y = doc.y;
      doc
        .font(bold ? PDF_FONT_BOLD : PDF_FONT)
        .fillColor(PDF_COLORS.ink)
        .fontSize(11);
      doc.text(label, left, y, { width: width - valueWidth });
      const after = doc.y;
      doc.text(value, left + width - valueWidth, y, { width: valueWidth, align: 'right' });
      doc.y = Math.max(after, doc.y) + 4;
    },
    section(title) {
      doc.moveDown(0.8).font(PDF_FONT_BOLD).fillColor(PDF_COLORS.indigo).fontSize(13).text(title, left).moveDown(0.3);
    },
    note(...lines) {
      doc.font(PDF_FONT).fillColor(PDF_COLORS.muted).fontSize(10);
      for (const line of lines) doc.text(line);
    },
    finish() {
      doc.end();
      return done;
    },
  };
}
