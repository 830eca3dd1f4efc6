import { type AnalysisResult, PRIORITIES, type Priority, reportSubject } from '@proclub/contracts/analysis';
import { type EmailSection, type EmailTagTone, type RenderedEmail, renderEmail } from '../../lib/email-layout';
import { formatUsd } from '../../lib/money';
import { MAX_LIFT_PERCENT, MAX_TOTAL_SHARE_PERCENT } from './product-catalogue';

const PRIORITY_TONES: Record<Priority, EmailTagTone> = { critical: 'danger', high: 'warning', medium: 'notice', low: 'neutral' };
const priorityLabel = (priority: Priority) => priority[0].toUpperCase() + priority.slice(1);

/** The site as people say it: host without www. */
export function siteName(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

const STATUS_WORD = { fail: 'Needs fixing', warn: 'Could be better' } as const;
const cents = (value: number) => formatUsd(Math.round(value / 100));
const range = (low: number, high: number) =>
  Math.round(low / 100) === Math.round(high / 100) ? cents(low) : `${cents(low)}–${cents(high)}`;
const count = (value: number) => value.toLocaleString('en-US');

type Pricing = NonNullable<AnalysisResult['analysisData']['pricing']>;
type Item = AnalysisResult['recommendations'][number];

/** The estimate of one recommendation in words ("Estimated $X–$Y a year …"), or null on analyses made before. */
export function estimateWords(item: Item): string | null {
  if (item.yearlyValueLowCents !== undefined && item.yearlyValueHighCents !== undefined)
    return `Estimated ${range(item.yearlyValueLowCents, item.yearlyValueHighCents)} a year in gross profit once fixed${
      item.liftPercent !== undefined
        ? ` (expected lift in leads: ${item.liftPercent}%; source: ${item.liftSource ?? 'an assumption'})`
        : ''
    }.`;
  if (item.yearlyValueCents !== undefined) return `Estimated at about ${cents(item.yearlyValueCents)} a year once fixed.`;
  return null;
}

/** The formula's inputs, in words, for the email and the PDF (visitors, lead rate, close rate, sale, margin, lift). */
export function inputsWords(pricing: Pricing): string {
  const visitors =
    pricing.visitorsLow !== undefined && pricing.visitorsHigh !== undefined
      ? pricing.visitorsLow === pricing.visitorsHigh
        ? `${count(pricing.visitorsLow)} website visitors a month`
        : `${count(pricing.visitorsLow)}–${count(pricing.visitorsHigh)} website visitors a month`
      : null;
  const parts = [
    ...(visitors ? [visitors] : []),
    ...(pricing.leadRatePercent !== undefined ? [`${pricing.leadRatePercent}% of visitors get in touch`] : []),
    `${pricing.closeRatePercent}% of new leads become customers`,
    `an average sale of ${cents(pricing.averageSaleCents)}`,
    ...(pricing.marginPercent !== undefined ? [`a ${pricing.marginPercent}% margin`] : []),
  ];
  return `Estimates, not promises: they assume ${parts.join(', ')}, and the expected lift in leads given for each fix. No single fix is estimated above ${MAX_LIFT_PERCENT}% of what your website earns you now, nor all of them together above ${MAX_TOTAL_SHARE_PERCENT}%.`;
}

/**
 * The emailed analysis report, written to the prospect in the seller's name (the branded layout, seller brand:
 * White Label sellers' reports name no platform): their overall and group scores, the findings, and what fixing
 * each set of findings is worth to their business a year (their leads × close rate × sale). The agency's prices
 * never appear here (they belong in a proposal). The layout escapes every value from the analysed site or the user.
 */
export function renderReportEmail(
  result: AnalysisResult,
  /** whiteLabel: the sender has the White Label add-on, so the mail names only them (no ProClub branding). */
  options: { appUrl: string; senderName: string; whiteLabel?: boolean; pdfUrl?: string },
): Promise<RenderedEmail> {
  const site = siteName(result.analysisData.finalUrl || result.website);
  const { recommendations, analysisData } = result;
  const sorted = [...recommendations].sort((a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority));
  const issues = analysisData.checks.filter((check) => check.status !== 'pass');
  const yearlyValue = sorted.reduce((sum, item) => sum + (item.yearlyValueCents ?? 0), 0);
  const totalLow = analysisData.pricing?.totalValueLowCents;
  const totalHigh = analysisData.pricing?.totalValueHighCents;
  const urgent = sorted.filter((item) => item.priority === 'critical' || item.priority === 'high').length;
  const pricing = analysisData.pricing;
  const findingsOf = (item: (typeof sorted)[number]) =>
    item.findings ?? item.checkIds.map((id) => analysisData.checks.find((check) => check.id === id)).filter((check) => !!check);
  const benchmark = analysisData.benchmark;
  const rivals = benchmark?.competitors.filter((competitor) => !competitor.error) ?? [];
  const sections: EmailSection[] = [
    {
      heading: 'Your scores',
      rows: analysisData.groups.map((group) => ({ label: group.label, value: `${group.score}/100` })),
    },
    ...(benchmark && benchmark.grades.length > 0
      ? [
          {
            heading: 'Against your competitors',
            rows: benchmark.grades.map((grade) => ({
              label: grade.label,
              value: `Grade ${grade.grade} · you ${grade.score}, competitors ${grade.competitorAverage} on average (best ${grade.best})`,
            })),
            note: `Compared with ${rivals.map((competitor) => siteName(competitor.finalUrl ?? competitor.website)).join(', ')}: A is well ahead of their average, B level or ahead, C a little behind, D behind, F far behind.`,
          },
        ]
      : []),
    {
      heading: 'What to fix first',
      items: sorted.map((item) => ({
        title: item.product,
        tag: { label: priorityLabel(item.priority), tone: PRIORITY_TONES[item.priority] },
        description: item.description,
        points: findingsOf(item).map(
          (finding) =>
            `${finding.label} (${STATUS_WORD[finding.status === 'pass' ? 'warn' : finding.status]}): ${finding.evidence}`,
        ),
        footnote: estimateWords(item) ?? undefined,
      })),
      empty: 'No opportunities found: the site covers the basics.',
      note: pricing && sorted.length > 0 ? inputsWords(pricing) : undefined,
    },
  ];
  return renderEmail({
    subject: reportSubject(site),
    preheader: `${issues.length} issue${issues.length === 1 ? '' : 's'} found on ${site}, ${urgent} urgent`,
    brand: { kind: 'seller', name: options.senderName, whiteLabel: options.whiteLabel ?? false },
    paragraphs: [
      `We checked how ${site} serves customers and search engines (${analysisData.checks.length} checks). Here is what we found.`,
    ],
    heading: 'Website Analysis Report',
    facts: [result.website, ...(analysisData.title ? [`Page title: ${analysisData.title}`] : [])],
    figures: [
      { label: 'Overall Score', value: `${analysisData.overallScore}/100` },
      { label: 'Issues Found', value: String(issues.length) },
      { label: 'Urgent Fixes', value: String(urgent) },
      ...(benchmark?.overall ? [{ label: 'Against Competitors', value: `Grade ${benchmark.overall.grade}` }] : []),
      ...(totalLow !== undefined && totalHigh !== undefined && totalHigh > 0
        ? [{ label: 'Estimated Value (per year)', value: range(totalLow, totalHigh) }]
        : yearlyValue > 0
          ? [{ label: 'Estimated Value (per year)', value: cents(yearlyValue) }]
          : []),
    ],
    sections,
    ...(options.pdfUrl ? { action: { label: 'Download the report (PDF)', url: options.pdfUrl } } : {}),
    smallPrint: `Questions about this report? Reply to this email to reach ${options.senderName}.`,
    signOff: [`Prepared by ${options.senderName}.`],
    appUrl: options.appUrl,
  });
}
