import { type AnalysisResult, PRIORITIES } from '@proclub/contracts/analysis';
import type { PublicBrand } from '@proclub/contracts/hub';
import { formatUsd } from '../../lib/money';
import { pdfDocument } from '../../lib/pdf-document';
import { MAX_LIFT_PERCENT, MAX_TOTAL_SHARE_PERCENT } from './product-catalogue';
import { siteName } from './report-email';

const INDIGO = '#4f46e5';
const MUTED = '#64748b';
const INK = '#0f172a';
const STATUS_WORD = { fail: 'Needs fixing', warn: 'Could be better', pass: 'Could be better' } as const;
const dollars = (cents: number) => formatUsd(Math.round(cents / 100));
/** Ranges are written "from $a to $b" (words read aloud and copy the same everywhere). */
const range = (low: number, high: number) =>
  Math.round(low / 100) === Math.round(high / 100) ? dollars(low) : `${dollars(low)} to ${dollars(high)}`;
const count = (value: number) => value.toLocaleString('en-US');

/**
 * The analysis as a PDF for the prospect (pdfkit with the embedded font of lib/pdf-document.ts: nothing is
 * fetched), in the seller's name: their scores, the findings, what fixing them is estimated to be worth and the
 * numbers the estimate is built from (visitors range, lead rate, close rate, average sale, margin, each fix's lift).
 * A White Label seller's PDF names only the agency; others carry "made with ProClub" in the footer. No prices.
 */
export function renderAnalysisPdf(result: AnalysisResult, brand: PublicBrand): Promise<Buffer> {
  const site = siteName(result.analysisData.finalUrl || result.website);
  const title = `Website Analysis Report for ${site}`;
  const doc = pdfDocument({ size: 'A4', margin: 48, info: { Title: title, Author: brand.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { analysisData: data } = result;
  const sorted = [...result.recommendations].sort((a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority));
  const issues = data.checks.filter((check) => check.status !== 'pass');

  doc.fillColor(INDIGO).fontSize(12).text(brand.name);
  doc.moveDown(0.3).fillColor(INK).fontSize(20).text(title);
  doc
    .fillColor(MUTED)
    .fontSize(10)
    .text(`${result.website} · analysed ${result.createdAt.slice(0, 10)}${data.title ? ` · page title: ${data.title}` : ''}`);
  const name = data.business?.name;
  if (name) doc.text(`Business: ${name}`);

  doc.moveDown().fillColor(INK).fontSize(14).text(`Overall score: ${data.overallScore}/100`);
  doc.fontSize(11).text(`Issues found: ${issues.length} · checks run: ${data.checks.length}`);
  const pricing = data.pricing;
  if (pricing?.totalValueLowCents !== undefined && pricing.totalValueHighCents !== undefined && sorted.length > 0)
    doc.text(
      `Estimated value of the fixes: ${range(pricing.totalValueLowCents, pricing.totalValueHighCents)} a year in gross profit`,
    );

  section(doc, 'Your scores');
  for (const group of data.groups) doc.text(`${group.label}: ${group.score}/100`);

  section(doc, 'What to fix first');
  if (sorted.length === 0) doc.text('No opportunities found: the site covers the basics.');
  for (const item of sorted) {
    doc.moveDown(0.4).fillColor(INK).fontSize(11).text(`${item.product} (${item.priority} priority)`);
    doc.fillColor(MUTED).fontSize(9).text(item.description);
    doc.fillColor(INK).fontSize(9);
    const findings = item.findings ?? item.checkIds.flatMap((id) => data.checks.filter((check) => check.id === id));
    for (const finding of findings)
      doc.text(`- ${finding.label} (${STATUS_WORD[finding.status]}): ${finding.evidence}`, { indent: 8 });
    if (item.yearlyValueLowCents !== undefined && item.yearlyValueHighCents !== undefined)
      doc.text(
        `Estimated ${range(item.yearlyValueLowCents, item.yearlyValueHighCents)} a year in gross profit once fixed` +
          (item.liftPercent !== undefined
            ? `; expected lift in leads ${item.liftPercent}% (${item.liftSource ?? 'an assumption'})`
            : '') +
          '.',
        { indent: 8 },
      );
  }

  if (pricing && sorted.length > 0) {
    section(doc, 'How the estimates are made');
    const lines = [
      ...(pricing.visitorsLow !== undefined && pricing.visitorsHigh !== undefined
        ? [`Website visitors a month: ${count(pricing.visitorsLow)} to ${count(pricing.visitorsHigh)}`]
        : []),
      ...(pricing.leadRatePercent !== undefined ? [`Visitors who get in touch: ${pricing.leadRatePercent}%`] : []),
      `Close rate (new leads who become customers): ${pricing.closeRatePercent}%`,
      `Average sale: ${dollars(pricing.averageSaleCents)}`,
      ...(pricing.marginPercent !== undefined ? [`Margin: ${pricing.marginPercent}%`] : []),
      'Expected lift in leads: given with each fix above, with its source',
    ];
    for (const line of lines) doc.text(line);
    doc
      .moveDown(0.5)
      .fillColor(MUTED)
      .text(
        'Estimate = visitors x share who get in touch x lift x 12 months x close rate x average sale x margin. ' +
          `Estimates, not promises: no single fix is estimated above ${MAX_LIFT_PERCENT}% of what the website earns now, ` +
          `nor all of them together above ${MAX_TOTAL_SHARE_PERCENT}%. The defaults are industry benchmarks; your own numbers make it better.`,
      );
  }

  doc
    .moveDown()
    .fillColor(MUTED)
    .fontSize(9)
    .text(brand.whiteLabel ? `Prepared by ${brand.name}.` : `Prepared by ${brand.name} with ProClub.`);
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown().fillColor(INDIGO).fontSize(13).text(title).fillColor(INK).fontSize(10);
}
