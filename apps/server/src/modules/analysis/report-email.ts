import { type AnalysisResult, PRIORITIES, type Priority, reportSubject } from '@proclub/contracts/analysis';
import { escapeHtml } from '../../lib/html-escape';
import { formatUsd } from '../../lib/money';

const PRIORITY_COLORS: Record<Priority, { background: string; color: string }> = {
  critical: { background: '#fee2e2', color: '#991b1b' },
  high: { background: '#ffedd5', color: '#9a3412' },
  medium: { background: '#fef9c3', color: '#854d0e' },
  low: { background: '#e2e8f0', color: '#334155' },
};
const priorityLabel = (priority: Priority) => priority[0].toUpperCase() + priority.slice(1);

/** The site as people say it: host without www. */
export function siteName(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

export interface ReportEmail {
  subject: string;
  html: string;
  text: string;
}

const STATUS_WORD = { fail: 'Needs fixing', warn: 'Could be better' } as const;
const cents = (value: number) => formatUsd(Math.round(value) / 100);

/**
 * The emailed analysis report, written to the prospect: their overall and group scores, the findings, and
 * what fixing each set of findings is worth to their business a year (their leads × close rate × sale).
 * The agency's prices never appear here (they belong in a proposal). HTML (inline styles, table layout
 * for mail clients) and plain text; every value from the analysed site or the user goes through escapeHtml.
 */
export function renderReportEmail(
  result: AnalysisResult,
  /** whiteLabel: the sender has the White Label add-on, so the footer names only them (no ProClub branding). */
  options: { appUrl: string; senderName: string; whiteLabel?: boolean },
): ReportEmail {
  const site = siteName(result.analysisData.finalUrl || result.website);
  const subject = reportSubject(site);
  const { recommendations, analysisData } = result;
  const sorted = [...recommendations].sort((a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority));
  const issues = analysisData.checks.filter((check) => check.status !== 'pass');
  const yearlyValue = sorted.reduce((sum, item) => sum + (item.yearlyValueCents ?? 0), 0);
  const critical = sorted.filter((item) => item.priority === 'critical' || item.priority === 'high').length;
  const stats: [string, string][] = [
    ['Overall Score', `${analysisData.overallScore}/100`],
    ['Issues Found', String(issues.length)],
    ['Urgent Fixes', String(critical)],
    ...(yearlyValue > 0 ? ([['Worth Fixing (per year)', cents(yearlyValue)]] as [string, string][]) : []),
  ];
  const pricing = analysisData.pricing;
  const assumptions = pricing
    ? `Estimates assume an average sale of ${cents(pricing.averageSaleCents)} and that ${pricing.closeRatePercent}% of new leads become customers.`
    : '';

  const statCells = stats
    .map(
      ([label, value]) =>
        `<td style="padding:12px;border:1px solid #e2e8f0;border-radius:8px;text-align:center"><div style="font-size:12px;color:#64748b">${escapeHtml(label)}</div><div style="font-size:20px;font-weight:700;color:#0f172a">${escapeHtml(value)}</div></td>`,
    )
    .join('');
  const groupRows = analysisData.groups
    .map(
      (group) =>
        `<tr><td style="padding:4px 0">${escapeHtml(group.label)}</td><td style="padding:4px 0;text-align:right;font-weight:600">${escapeHtml(group.score)}/100</td></tr>`,
    )
    .join('');
  const findingsOf = (item: (typeof sorted)[number]) =>
    item.findings ?? item.checkIds.map((id) => analysisData.checks.find((check) => check.id === id)).filter((check) => !!check);
  const recommendationRows = sorted
    .map((item) => {
      const colors = PRIORITY_COLORS[item.priority];
      const findings = findingsOf(item)
        .map(
          (finding) =>
            `<li style="margin:2px 0"><strong>${escapeHtml(finding.label)}</strong> (${escapeHtml(STATUS_WORD[finding.status === 'pass' ? 'warn' : finding.status])}): ${escapeHtml(finding.evidence)}</li>`,
        )
        .join('');
      const value =
        item.yearlyValueCents !== undefined
          ? `<div style="margin-top:6px;font-size:13px">Worth about <strong>${escapeHtml(cents(item.yearlyValueCents))} a year</strong> to your business once fixed.</div>`
          : '';
      return `<tr><td style="padding:14px 0;border-bottom:1px solid #e2e8f0">
<div><strong style="font-size:16px">${escapeHtml(item.product)}</strong>
<span style="display:inline-block;margin-left:8px;padding:2px 8px;border-radius:999px;font-size:12px;background:${colors.background};color:${colors.color}">${escapeHtml(priorityLabel(item.priority))}</span></div>
<div style="margin-top:4px;color:#64748b;font-size:13px">${escapeHtml(item.description)}</div>
<ul style="margin:6px 0 0;padding-left:18px;color:#334155;font-size:14px">${findings}</ul>${value}
</td></tr>`;
    })
    .join('');
  const title = analysisData.title
    ? `<p style="margin:4px 0 0;color:#64748b">Page title: ${escapeHtml(analysisData.title)}</p>`
    : '';

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 24px 8px">
<h1 style="margin:0;font-size:22px">Website Analysis Report</h1>
<p style="margin:8px 0 0;font-size:15px">${escapeHtml(result.website)}</p>${title}
<p style="margin:4px 0 0;color:#64748b;font-size:13px">${escapeHtml(analysisData.checks.length)} checks of how your site serves customers and search engines</p>
</td></tr>
<tr><td style="padding:16px 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="6"><tr>${statCells}</tr></table></td></tr>
<tr><td style="padding:0 24px 8px"><h2 style="font-size:18px;margin:8px 0">Your scores</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${groupRows}</table></td></tr>
<tr><td style="padding:0 24px 8px"><h2 style="font-size:18px;margin:8px 0">What to fix first</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${recommendationRows || '<tr><td style="padding:12px 0;color:#64748b">No opportunities found: the site covers the basics.</td></tr>'}</table>
${assumptions ? `<p style="margin:12px 0 0;color:#64748b;font-size:12px">${escapeHtml(assumptions)}</p>` : ''}</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px">
${
  options.whiteLabel
    ? `Prepared by ${escapeHtml(options.senderName)}.`
    : `Prepared by ${escapeHtml(options.senderName)} with <a href="${escapeHtml(options.appUrl)}" style="color:#4f46e5">ProClub</a>, the platform for service professionals.`
}
</td></tr></table></td></tr></table></body></html>`;

  const lines = [
    'Website Analysis Report',
    result.website,
    '',
    ...stats.map(([label, value]) => `${label}: ${value}`),
    '',
    'Your scores',
    ...analysisData.groups.map((group) => `- ${group.label}: ${group.score}/100`),
    '',
    'What to fix first',
    ...sorted.flatMap((item) => [
      `- ${item.product} [${priorityLabel(item.priority)}]`,
      ...findingsOf(item).map((finding) => `  * ${finding.label}: ${finding.evidence}`),
      ...(item.yearlyValueCents !== undefined ? [`  Worth about ${cents(item.yearlyValueCents)} a year once fixed.`] : []),
    ]),
    ...(assumptions ? ['', assumptions] : []),
    '',
    options.whiteLabel
      ? `Prepared by ${options.senderName}.`
      : `Prepared by ${options.senderName} with ProClub (${options.appUrl})`,
  ];
  return { subject, html, text: lines.join('\n') };
}
