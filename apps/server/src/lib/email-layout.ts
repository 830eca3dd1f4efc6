import mjml2html from 'mjml';
import { escapeHtml } from './html-escape';

/**
 * Who a mail speaks for. A seller's mail to their clients and prospects is theirs: their name in the header and
 * the footer, and, for White Label sellers, no word of the platform. The platform's own mails (accounts,
 * notices to sellers) carry the platform's name.
 */
export type EmailBrand = { kind: 'platform' } | { kind: 'seller'; name: string; whiteLabel: boolean };

export interface EmailContent {
  /** One line: it becomes the Subject header (whitespace collapsed, 250 characters at most). */
  subject: string;
  /** The inbox's preview line. */
  preheader?: string;
  brand: EmailBrand;
  greeting?: string;
  paragraphs: string[];
  /** A title set apart above the facts (the report's or proposal's name). */
  heading?: string;
  /** Short facts as a list (a period, a monthly total). */
  facts?: string[];
  /** A personal note from the sender, set off as a quote. */
  note?: string | null;
  action?: { label: string; url: string };
  /** Small print under the button (e.g. "This link is private to you"). */
  smallPrint?: string;
  signOff?: string[];
  /** An unsubscribe link in the footer (mail a person can opt out of). */
  unsubscribeUrl?: string;
  /** Where "ProClub" in the footer links to (plain text without it). */
  appUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const ACCENT = '#4f46e5';

/** User text to MJML content: escaped, line breaks kept. */
const html = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br />');

export const oneLineSubject = (subject: string) => subject.replace(/\s+/g, ' ').trim().slice(0, 250);

function footerText(content: EmailContent): { html: string; text: string } {
  const { brand, appUrl } = content;
  const platform = appUrl
    ? { html: `<a href="${escapeHtml(appUrl)}" style="color:#64748b">ProClub</a>`, text: `ProClub (${appUrl})` }
    : { html: 'ProClub', text: 'ProClub' };
  if (brand.kind === 'platform') return platform;
  if (brand.whiteLabel) return { html: `Sent by ${html(brand.name)}.`, text: `Sent by ${brand.name}.` };
  return {
    html: `Sent by ${html(brand.name)} with ${platform.html}, the platform for service professionals.`,
    text: `Sent by ${brand.name} with ${platform.text}.`,
  };
}

/**
 * Every transactional mail of the app in one responsive layout (MJML, the library campaigns use): the brand's
 * name on top, the message, one button, the footer. All text is escaped here, so callers pass plain strings.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const subject = oneLineSubject(content.subject);
  const header = content.brand.kind === 'platform' ? 'ProClub' : content.brand.name;
  const footer = footerText(content);
  const body = [
    content.greeting ? `<mj-text>${html(content.greeting)}</mj-text>` : '',
    ...content.paragraphs.map((paragraph) => `<mj-text>${html(paragraph)}</mj-text>`),
    content.heading ? `<mj-text font-size="20px" font-weight="700" line-height="1.3">${html(content.heading)}</mj-text>` : '',
    content.facts?.length
      ? `<mj-text><ul style="margin:0;padding-left:18px;color:#334155">${content.facts.map((fact) => `<li>${html(fact)}</li>`).join('')}</ul></mj-text>`
      : '',
    content.note
      ? `<mj-text><p style="margin:0;padding:12px;border-left:3px solid #c7d2fe;color:#334155">${html(content.note)}</p></mj-text>`
      : '',
    content.action
      ? `<mj-button href="${escapeHtml(content.action.url)}" background-color="${ACCENT}" border-radius="8px" font-weight="600" align="left">${html(content.action.label)}</mj-button>`
      : '',
    content.smallPrint ? `<mj-text font-size="12px" color="#64748b">${html(content.smallPrint)}</mj-text>` : '',
    content.signOff?.length ? `<mj-text color="#334155">${content.signOff.map(html).join('<br />')}</mj-text>` : '',
  ].filter(Boolean);
  const unsubscribe = content.unsubscribeUrl
    ? `<br /><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a>`
    : '';
  const mjml = `<mjml lang="en">
<mj-head>
  <mj-title>${html(subject)}</mj-title>
  ${content.preheader ? `<mj-preview>${html(content.preheader)}</mj-preview>` : ''}
  <mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="1.6" color="#0f172a" padding="6px 24px" /></mj-attributes>
</mj-head>
<mj-body background-color="#f1f5f9" width="600px">
  <mj-section padding="20px 12px 8px"><mj-column>
    <mj-text font-size="16px" font-weight="700" color="${ACCENT}">${html(header)}</mj-text>
  </mj-column></mj-section>
  <mj-section background-color="#ffffff" padding="18px 0" border-radius="12px"><mj-column>
${body.join('\n')}
  </mj-column></mj-section>
  <mj-section padding="16px 12px"><mj-column>
    <mj-text font-size="12px" color="#64748b" align="center">${footer.html}${unsubscribe}</mj-text>
  </mj-column></mj-section>
</mj-body>
</mjml>`;
  const result = await mjml2html(mjml, { validationLevel: 'soft', fonts: {}, keepComments: false });
  const text = [
    content.greeting ?? '',
    ...content.paragraphs,
    content.heading ?? '',
    ...(content.facts ?? []).map((fact) => `- ${fact}`),
    content.note ?? '',
    content.action ? `${content.action.label}: ${content.action.url}` : '',
    content.smallPrint ?? '',
    (content.signOff ?? []).join('\n'),
    '--',
    footer.text,
    content.unsubscribeUrl ? `Unsubscribe: ${content.unsubscribeUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, html: result.html, text };
}
