import type { CampaignBlock } from '@proclub/contracts/campaigns';
import mjml2html from 'mjml';
import { escapeHtml } from '../../lib/html-escape';
import { applyMerge, type MergeValues } from './merge-fields';

/** The seller as the footer shows them: required by anti-spam law (who sent it, where to write to them). */
export interface Sender {
  name: string;
  company: string | null;
  address: string | null;
  email: string;
}

export interface CompiledCampaign {
  /** HTML and text with placeholders: %%LINK_n%%, %%OPEN%%, %%UNSUBSCRIBE%% and merge tags. */
  html: string;
  text: string;
  /** The button URLs in order: a click link names one by its position. */
  links: string[];
}

export interface RecipientUrls {
  link(position: number): string;
  open: string | null;
  unsubscribe: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Seller text to MJML content: escaped, line breaks kept. */
const html = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br />');

function blockMjml(block: CampaignBlock, linkPosition: (url: string) => number): string {
  switch (block.type) {
    case 'heading':
      return `<mj-text font-size="22px" font-weight="700" line-height="1.3">${html(block.text)}</mj-text>`;
    case 'text':
      return `<mj-text>${html(block.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="%%LINK_${linkPosition(block.url)}%%" background-color="#4f46e5" border-radius="6px">${html(block.text)}</mj-button>`;
    case 'image':
      return `<mj-image src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" />`;
    case 'divider':
      return '<mj-divider border-width="1px" border-color="#e2e8f0" />';
  }
}

function blockText(block: CampaignBlock, linkPosition: (url: string) => number): string {
  switch (block.type) {
    case 'heading':
      return block.text.toUpperCase();
    case 'text':
      return block.text;
    case 'button':
      return `${block.text}: %%LINK_${linkPosition(block.url)}%%`;
    case 'image':
      return block.alt ? `[${block.alt}]` : '';
    case 'divider':
      return '----';
  }
}

const footerLines = (sender: Sender) => [sender.company || sender.name, sender.address ?? ''].filter(Boolean);

/** Compiles the campaign once (MJML → responsive HTML); each recipient's copy only fills in placeholders. */
export async function compileCampaign(
  content: { subject: string; preheader: string; blocks: CampaignBlock[] },
  sender: Sender,
): Promise<CompiledCampaign> {
  const links: string[] = [];
  const linkPosition = (url: string) => {
    const found = links.indexOf(url);
    if (found >= 0) return found;
    links.push(url);
    return links.length - 1;
  };
  const body = content.blocks.map((block) => blockMjml(block, linkPosition)).join('\n');
  const footer = footerLines(sender).map(html).join('<br />');
  const mjml = `<mjml lang="en">
<mj-head>
  <mj-title>${html(content.subject)}</mj-title>
  ${content.preheader ? `<mj-preview>${html(content.preheader)}</mj-preview>` : ''}
  <mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="1.6" color="#0f172a" /></mj-attributes>
</mj-head>
<mj-body background-color="#f1f5f9" width="600px">
  <mj-section background-color="#ffffff" padding="24px 12px" border-radius="8px"><mj-column>
${body}
  </mj-column></mj-section>
  <mj-section padding="16px 12px"><mj-column>
    <mj-text font-size="12px" color="#64748b" align="center">${footer}<br /><br />You receive this email because you are a client of ${html(sender.company || sender.name)}.<br /><a href="%%UNSUBSCRIBE%%" style="color:#64748b">Unsubscribe</a></mj-text>
    <mj-raw>%%OPEN%%</mj-raw>
  </mj-column></mj-section>
</mj-body>
</mjml>`;
  const result = await mjml2html(mjml, { validationLevel: 'soft', fonts: {}, keepComments: false });
  const text = [
    ...content.blocks.map((block) => blockText(block, linkPosition)).filter(Boolean),
    '',
    '--',
    ...footerLines(sender),
    `Unsubscribe: %%UNSUBSCRIBE%%`,
  ].join('\n\n');
  return { html: result.html, text, links };
}

/** One recipient's copy: tracking URLs in, merge fields filled (values escaped in the HTML part). */
export function personalize(compiled: { html: string; text: string }, values: MergeValues, urls: RecipientUrls) {
  const fill = (template: string, escapeValue: (value: string) => string) =>
    applyMerge(
      template
        .replace(/%%LINK_(\d+)%%/g, (_match, position: string) => escapeValue(urls.link(Number(position))))
        .replace(/%%UNSUBSCRIBE%%/g, escapeValue(urls.unsubscribe))
        .replace(
          /%%OPEN%%/g,
          urls.open && escapeValue === escapeHtml
            ? `<img src="${escapeHtml(urls.open)}" width="1" height="1" alt="" style="display:block;border:0" />`
            : '',
        ),
      values,
      escapeValue,
    );
  return { html: fill(compiled.html, escapeHtml), text: fill(compiled.text, (value) => value) };
}
