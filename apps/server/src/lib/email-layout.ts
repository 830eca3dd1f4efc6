import mjml2html from 'mjml';
import { escapeHtml } from './html-escape';

/**
 * Who a mail speaks for. A seller's mail to their clients and prospects is theirs: their name in the header and
 * the footer, and, for White Label sellers, no word of the platform. The platform's own mails (accounts,
 * notices to sellers) carry the platform's name.
 */
export type EmailBrand =
  | { kind: 'platform' }
  | {
      kind: 'seller';
      name: string;
      whiteLabel: boolean;
      /** The agency's logo (absolute URL) in the header instead of its name in text (ADR 051). */
      logoUrl?: string | null;
      /** The agency's #rrggbb colour for the header and the button. */
      color?: string | null;
      /** Where the client writes for help, in the footer. */
      supportEmail?: string | null;
    };

/** A seller brand for a mail from a workspace's brand (PublicBrand): the logo made absolute against the app's URL. */
export function sellerEmailBrand(
  brand: { name: string; whiteLabel: boolean; logoUrl?: string | null; color?: string | null; supportEmail?: string | null },
  appUrl?: string,
): EmailBrand {
  const logoUrl =
    brand.logoUrl && appUrl && brand.logoUrl.startsWith('/') ? `${appUrl.replace(/\/+$/, '')}${brand.logoUrl}` : null;
  return {
    kind: 'seller',
    name: brand.name,
    whiteLabel: brand.whiteLabel,
    logoUrl,
    color: brand.color ?? null,
    supportEmail: brand.supportEmail ?? null,
  };
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const accentOf = (brand: EmailBrand) =>
  brand.kind === 'seller' && brand.color && COLOR.test(brand.color) ? brand.color : ACCENT;

/** A headline number (a score, a count, a total), shown in a row of boxes. */
export interface EmailFigure {
  label: string;
  value: string;
}

/** How a tag reads: danger (critical), warning (high), notice (medium), neutral (low). */
export type EmailTagTone = 'danger' | 'warning' | 'notice' | 'neutral';

/** One entry of a section (a recommendation, an order line): a title with an optional tag, a line, points. */
export interface EmailItem {
  title: string;
  tag?: { label: string; tone: EmailTagTone };
  description?: string;
  points?: string[];
  /** One line under the points (e.g. what fixing it is worth). */
  footnote?: string;
}

/** A titled part of a longer mail (a report): label/value rows, then items; `empty` when it has neither. */
export interface EmailSection {
  heading: string;
  rows?: EmailFigure[];
  items?: EmailItem[];
  empty?: string;
  /** Small print under the section (assumptions, sources). */
  note?: string;
}

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
  /** Headline numbers in a row of boxes, under the facts. */
  figures?: EmailFigure[];
  /** Titled parts under the figures (a report's scores, its findings). */
  sections?: EmailSection[];
  /** A personal note from the sender, set off as a quote. */
  note?: string | null;
  action?: { label: string; url: string };
  /** Small print under the button (e.g. "This link is private to you"). */
  smallPrint?: string;
  signOff?: string[];
  /** An unsubscribe link in the footer (mail a person can opt out of). */
  unsubscribeUrl?: string;
  /** A footer link to the settings where the recipient chooses which of these mails they get. */
  settings?: { label: string; url: string };
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
const MUTED = '#64748b';
const TAG_COLORS: Record<EmailTagTone, { background: string; color: string }> = {
  danger: { background: '#fee2e2', color: '#991b1b' },
  warning: { background: '#ffedd5', color: '#9a3412' },
  notice: { background: '#fef9c3', color: '#854d0e' },
  neutral: { background: '#e2e8f0', color: '#334155' },
};

/** User text to MJML content: escaped, line breaks kept. */
const html = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br />');

/** A link in the footer's small grey type (the label is escaped here). */
const footerLink = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:${MUTED}">${html(label)}</a>`;

export const oneLineSubject = (subject: string) => subject.replace(/\s+/g, ' ').trim().slice(0, 250);

function footerText(content: EmailContent): { html: string; text: string } {
  const { brand, appUrl } = content;
  const platform = appUrl
    ? { html: footerLink(appUrl, 'ProClub'), text: `ProClub (${appUrl})` }
    : { html: 'ProClub', text: 'ProClub' };
  if (brand.kind === 'platform') return platform;
  const support = brand.supportEmail
    ? {
        html: ` Questions? Write to <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:${MUTED}">${html(brand.supportEmail)}</a>.`,
        text: ` Questions? Write to ${brand.supportEmail}.`,
      }
    : { html: '', text: '' };
  if (brand.whiteLabel)
    return { html: `Sent by ${html(brand.name)}.${support.html}`, text: `Sent by ${brand.name}.${support.text}` };
  return {
    html: `Sent by ${html(brand.name)} with ${platform.html}, the platform for service professionals.${support.html}`,
    text: `Sent by ${brand.name} with ${platform.text}.${support.text}`,
  };
}

/** The footer's lines under the brand: where to choose what arrives, and how to stop it. */
function footerLinks(content: EmailContent): { html: string; text: string }[] {
  const { settings, unsubscribeUrl } = content;
  return [
    settings && {
      html: `Choose which emails you get in your ${footerLink(settings.url, settings.label)}.`,
      text: `Choose which emails you get in your ${settings.label}: ${settings.url}`,
    },
    unsubscribeUrl && { html: footerLink(unsubscribeUrl, 'Unsubscribe'), text: `Unsubscribe: ${unsubscribeUrl}` },
  ].filter((line) => !!line);
}

/** Boxes that sit four to a row on a wide screen and wrap two to a row on a phone (inline blocks, no table). */
function figuresHtml(figures: EmailFigure[]): string {
  const boxes = figures
    .map(
      (figure) =>
        `<div style="display:inline-block;width:118px;margin:3px;padding:10px 4px;border:1px solid #e2e8f0;border-radius:8px;text-align:center;vertical-align:top"><div style="font-size:12px;line-height:1.3;color:${MUTED}">${html(figure.label)}</div><div style="font-size:20px;font-weight:700;white-space:nowrap;color:#0f172a">${html(figure.value)}</div></div>`,
    )
    .join('');
  return `<mj-text padding="6px 21px">${boxes}</mj-text>`;
}

function itemHtml(item: EmailItem): string {
  const tag = item.tag
    ? ` <span style="display:inline-block;margin-left:6px;padding:2px 8px;border-radius:999px;font-size:12px;background:${TAG_COLORS[item.tag.tone].background};color:${TAG_COLORS[item.tag.tone].color}">${html(item.tag.label)}</span>`
    : '';
  return [
    `<div><strong style="font-size:16px">${html(item.title)}</strong>${tag}</div>`,
    item.description ? `<div style="margin-top:4px;color:${MUTED};font-size:13px">${html(item.description)}</div>` : '',
    item.points?.length
      ? `<ul style="margin:6px 0 0;padding-left:18px;color:#334155;font-size:14px">${item.points.map((point) => `<li style="margin:2px 0">${html(point)}</li>`).join('')}</ul>`
      : '',
    item.footnote ? `<div style="margin-top:6px;font-size:13px">${html(item.footnote)}</div>` : '',
  ].join('');
}

function sectionHtml(section: EmailSection): string {
  const rows = section.rows?.length
    ? `<mj-text><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${section.rows
        .map(
          (row) =>
            `<tr><td style="padding:4px 0">${html(row.label)}</td><td style="padding:4px 0;text-align:right;font-weight:600">${html(row.value)}</td></tr>`,
        )
        .join('')}</table></mj-text>`
    : '';
  const items = (section.items ?? []).map(
    (item) =>
      `<mj-text padding="12px 24px">${itemHtml(item)}</mj-text><mj-divider border-width="1px" border-color="#e2e8f0" padding="0 24px" />`,
  );
  const empty = !section.rows?.length && !section.items?.length && section.empty;
  return [
    `<mj-text font-size="18px" font-weight="700" padding="16px 24px 4px">${html(section.heading)}</mj-text>`,
    rows,
    ...items,
    empty ? `<mj-text color="${MUTED}">${html(empty)}</mj-text>` : '',
    section.note ? `<mj-text font-size="12px" color="${MUTED}">${html(section.note)}</mj-text>` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function sectionText(section: EmailSection): string {
  const items = (section.items ?? []).flatMap((item) => [
    `- ${item.title}${item.tag ? ` [${item.tag.label}]` : ''}`,
    ...(item.description ? [`  ${item.description}`] : []),
    ...(item.points ?? []).map((point) => `  * ${point}`),
    ...(item.footnote ? [`  ${item.footnote}`] : []),
  ]);
  const empty = !section.rows?.length && !section.items?.length && section.empty;
  return [
    section.heading,
    ...(section.rows ?? []).map((row) => `- ${row.label}: ${row.value}`),
    ...items,
    ...(empty ? [empty] : []),
    ...(section.note ? ['', section.note] : []),
  ].join('\n');
}

/**
 * Every transactional mail of the app in one responsive layout (MJML, the library campaigns use): the brand's
 * name on top, the message, one button, the footer. All text is escaped here, so callers pass plain strings.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const subject = oneLineSubject(content.subject);
  const header = content.brand.kind === 'platform' ? 'ProClub' : content.brand.name;
  const accent = accentOf(content.brand);
  const logoUrl = content.brand.kind === 'seller' ? content.brand.logoUrl : null;
  const headerMjml = logoUrl
    ? `<mj-image src="${escapeHtml(logoUrl)}" alt="${html(header)}" width="160px" align="left" padding="0 24px" />`
    : `<mj-text font-size="16px" font-weight="700" color="${accent}">${html(header)}</mj-text>`;
  const footer = footerText(content);
  const links = footerLinks(content);
  const body = [
    content.greeting ? `<mj-text>${html(content.greeting)}</mj-text>` : '',
    ...content.paragraphs.map((paragraph) => `<mj-text>${html(paragraph)}</mj-text>`),
    content.heading ? `<mj-text font-size="20px" font-weight="700" line-height="1.3">${html(content.heading)}</mj-text>` : '',
    content.facts?.length
      ? `<mj-text><ul style="margin:0;padding-left:18px;color:#334155">${content.facts.map((fact) => `<li>${html(fact)}</li>`).join('')}</ul></mj-text>`
      : '',
    content.figures?.length ? figuresHtml(content.figures) : '',
    ...(content.sections ?? []).map(sectionHtml),
    content.note
      ? `<mj-text><p style="margin:0;padding:12px;border-left:3px solid #c7d2fe;color:#334155">${html(content.note)}</p></mj-text>`
      : '',
    content.action
      ? `<mj-button href="${escapeHtml(content.action.url)}" background-color="${accent}" border-radius="8px" font-weight="600" align="left">${html(content.action.label)}</mj-button>`
      : '',
    content.smallPrint ? `<mj-text font-size="12px" color="${MUTED}">${html(content.smallPrint)}</mj-text>` : '',
    content.signOff?.length ? `<mj-text color="#334155">${content.signOff.map(html).join('<br />')}</mj-text>` : '',
  ].filter(Boolean);
  const mjml = `<mjml lang="en">
<mj-head>
  <mj-title>${html(subject)}</mj-title>
  ${content.preheader ? `<mj-preview>${html(content.preheader)}</mj-preview>` : ''}
  <mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="1.6" color="#0f172a" padding="6px 24px" /></mj-attributes>
</mj-head>
<mj-body background-color="#f1f5f9" width="600px">
  <mj-section padding="20px 12px 8px"><mj-column>
    ${headerMjml}
  </mj-column></mj-section>
  <mj-section background-color="#ffffff" padding="18px 0" border-radius="12px"><mj-column>
${body.join('\n')}
  </mj-column></mj-section>
  <mj-section padding="16px 12px"><mj-column>
    <mj-text font-size="12px" color="${MUTED}" align="center">${[footer.html, ...links.map((link) => link.html)].join('<br />')}</mj-text>
  </mj-column></mj-section>
</mj-body>
</mjml>`;
  const result = await mjml2html(mjml, { validationLevel: 'soft', fonts: {}, keepComments: false });
  const text = [
    content.greeting ?? '',
    ...content.paragraphs,
    content.heading ?? '',
    (content.facts ?? []).map((fact) => `- ${fact}`).join('\n'),
    (content.figures ?? []).map((figure) => `${figure.label}: ${figure.value}`).join('\n'),
    ...(content.sections ?? []).map(sectionText),
    content.note ?? '',
    content.action ? `${content.action.label}: ${content.action.url}` : '',
    content.smallPrint ?? '',
    (content.signOff ?? []).join('\n'),
    '--',
    footer.text,
    ...links.map((link) => link.text),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, html: result.html, text };
}
