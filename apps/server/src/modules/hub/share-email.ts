import type { PublicBrand } from '@proclub/contracts/hub';
import { escapeHtml } from '../../lib/html-escape';

export interface ShareEmailInput {
  kind: 'report' | 'proposal';
  title: string;
  clientName: string;
  brand: PublicBrand;
  url: string;
  /** Short facts shown above the button, e.g. the period or the monthly total. */
  facts: string[];
  appUrl: string;
}

const intro = { report: 'has prepared a report for you', proposal: 'has sent you a proposal' } as const;
const action = { report: 'View Report', proposal: 'View Proposal' } as const;

/**
 * The email that carries a proof report's or proposal's private link. Every user-written value is escaped;
 * the link is the only way to the page. White-label sellers' emails do not mention us.
 */
export function renderShareEmail(input: ShareEmailInput): { subject: string; html: string; text: string } {
  const { brand } = input;
  // One line whatever was typed: a subject is a mail header.
  const subject = `${brand.name} ${input.kind === 'report' ? 'sent you a report' : 'sent you a proposal'}: ${input.title}`
    .replace(/\s+/g, ' ')
    .slice(0, 250);
  const footer = brand.whiteLabel
    ? `Sent by ${escapeHtml(brand.name)}.`
    : `Sent by ${escapeHtml(brand.name)} with <a href="${escapeHtml(input.appUrl)}" style="color:#4f46e5">ProClub</a>, the platform for service professionals.`;
  const facts = input.facts.map((fact) => `<li style="margin:2px 0">${escapeHtml(fact)}</li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 8px;font-size:15px">Hi ${escapeHtml(input.clientName)},</p>
<p style="margin:0 0 12px;font-size:15px">${escapeHtml(brand.name)} ${intro[input.kind]}:</p>
<h1 style="margin:0 0 8px;font-size:20px">${escapeHtml(input.title)}</h1>
<ul style="margin:0 0 16px;padding-left:18px;color:#334155;font-size:14px">${facts}</ul>
<a href="${escapeHtml(input.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${action[input.kind]}</a>
<p style="margin:16px 0 0;color:#64748b;font-size:12px">This link is private to you. Anyone with it can open the ${input.kind}.</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px">${footer}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    `Hi ${input.clientName},`,
    '',
    `${brand.name} ${intro[input.kind]}: ${input.title}`,
    ...input.facts.map((fact) => `- ${fact}`),
    '',
    `${action[input.kind]}: ${input.url}`,
    '',
    brand.whiteLabel ? `Sent by ${brand.name}.` : `Sent by ${brand.name} with ProClub (${input.appUrl}).`,
  ].join('\n');
  return { subject, html, text };
}
