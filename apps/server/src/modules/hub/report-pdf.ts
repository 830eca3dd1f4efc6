import type { PublicBrand, ReportContent } from '@proclub/contracts/hub';
import { PDF_FONT, pdfBrandHeader, pdfDocument } from '../../lib/pdf-document';

export interface ReportPdfInput {
  title: string;
  clientName: string;
  periodStart: string;
  periodEnd: string;
  summary: string | null;
  brand: PublicBrand;
  /** The agency's logo (PNG) for the page head (workspace branding, ADR 051). */
  logo?: Buffer | null;
  content: ReportContent;
}

const INDIGO = '#4f46e5';
const MUTED = '#64748b';

/**
 * The proof report as a PDF (pdfkit with the embedded DejaVu Sans of lib/pdf-document.ts: nothing is fetched), made once when the report is
 * first sent, so the file matches the frozen snapshot the client's link shows.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = pdfDocument({ size: 'A4', margin: 48, info: { Title: input.title, Author: input.brand.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { content } = input;

  pdfBrandHeader(doc, { name: input.brand.name, color: input.brand.color, logo: input.logo });
  doc.font(PDF_FONT);
  doc.moveDown(0.3).fillColor('#0f172a').fontSize(20).text(input.title);
  doc.fillColor(MUTED).fontSize(11).text(`${input.clientName} · ${input.periodStart} to ${input.periodEnd}`);
  if (input.summary) doc.moveDown().fillColor('#0f172a').fontSize(11).text(input.summary);

  const latest = content.audits.at(-1);
  doc.moveDown().fontSize(12).fillColor('#0f172a');
  doc.text(`Latest audit score: ${latest ? latest.score : 'no audit in this period'}`);
  doc.text(`Milestones completed: ${content.milestones.length}`);
  doc.text(`Messages: ${content.messages.total} (${content.messages.fromYou} from us, ${content.messages.fromClient} from you)`);

  chart(doc, content);

  section(doc, 'Audits');
  if (content.audits.length === 0) doc.text('No audits ran in this period.');
  for (const audit of content.audits)
    doc.text(`${audit.ranAt.slice(0, 10)}  ${audit.auditType}  ${audit.websiteUrl}  score ${audit.score}`);
  section(doc, 'Milestones');
  if (content.milestones.length === 0) doc.text('No milestones were completed in this period.');
  for (const milestone of content.milestones)
    doc.text(`${milestone.completedAt.slice(0, 10)}  ${milestone.title} (${milestone.projectTitle})`);
  if (content.rankChanges.length) {
    section(doc, 'Rankings');
    for (const change of content.rankChanges)
      doc.text(
        `${change.keyword} (${change.location}): ${change.startPosition} → ${change.endPosition}${change.change === null ? '' : ` (${change.change > 0 ? '+' : ''}${change.change})`}`,
      );
  }
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown().fillColor(INDIGO).fontSize(13).text(title).fillColor('#0f172a').fontSize(10);
}

/** Audit score per period (the latest run of each), 0–100, as a line with its points labelled. */
function chart(doc: PDFKit.PDFDocument, content: ReportContent) {
  const points = content.timeline.points.filter((point) => point.auditScore !== null);
  if (points.length === 0) return;
  section(doc, `Audit score by ${content.timeline.unit}`);
  const left = doc.page.margins.left;
  const top = doc.y + 6;
  const width = doc.page.width - left - doc.page.margins.right;
  const height = 120;
  doc.save().lineWidth(0.5).strokeColor('#e2e8f0').rect(left, top, width, height).stroke().restore();
  const all = content.timeline.points;
  const x = (index: number) => left + (all.length === 1 ? width / 2 : (index / (all.length - 1)) * width);
  const y = (score: number) => top + height - (score / 100) * height;
  const plotted = all.flatMap((point, index) => (point.auditScore === null ? [] : [{ index, point, score: point.auditScore }]));
  doc.save().lineWidth(1.5).strokeColor(INDIGO);
  for (const [order, { index, score }] of plotted.entries()) {
    if (order === 0) doc.moveTo(x(index), y(score));
    else doc.lineTo(x(index), y(score));
  }
  doc.stroke().restore();
  for (const { index, point, score } of plotted) {
    doc.circle(x(index), y(score), 2.5).fill(INDIGO);
    doc
      .fillColor('#0f172a')
      .fontSize(8)
      .text(String(score), x(index) - 10, y(score) - 12, { width: 20, align: 'center' });
    doc.fillColor(MUTED).text(point.start.slice(5), x(index) - 15, top + height + 3, { width: 30, align: 'center' });
  }
  doc.x = left;
  doc.y = top + height + 18;
  doc.fillColor('#0f172a').fontSize(10);
}
