import { type CheckDefinition, fail, pass, quote, warn } from './check-types';
import { type Element, type PageContext, textOf } from './page-context';
import { type FoundWidget, findWidgets } from './widgets';

/** Descendant elements of one element (forms are small). */
function descendants(root: Element): Element[] {
  const found: Element[] = [];
  const stack = [...root.children].reverse();
  while (stack.length) {
    const node = stack.pop();
    if (node?.type === 'tag') {
      found.push(node as Element);
      stack.push(...[...(node as Element).children].reverse());
    }
  }
  return found;
}

const isVisibleField = (element: Element) =>
  ['textarea', 'select'].includes(element.name) ||
  (element.name === 'input' && !/^(hidden|submit|button|reset|image)$/i.test(element.attribs.type ?? ''));

const fieldName = (field: Element) =>
  `${field.attribs.name ?? ''} ${field.attribs.id ?? ''} ${field.attribs.placeholder ?? ''} ${field.attribs.autocomplete ?? ''} ${field.attribs['aria-label'] ?? ''}`;
const isEmailField = (field: Element) =>
  field.name === 'input' && (/^email$/i.test(field.attribs.type ?? '') || /e-?mail/i.test(fieldName(field)));
const isPhoneField = (field: Element) =>
  field.name === 'input' && (/^tel$/i.test(field.attribs.type ?? '') || /phone|tel\b|mobile/i.test(fieldName(field)));
const isNameField = (field: Element) =>
  field.name === 'input' && !isEmailField(field) && !isPhoneField(field) && /name/i.test(fieldName(field));
const isSearchForm = (form: Element, fields: Element[]) =>
  /search/i.test(
    `${form.attribs.role ?? ''} ${form.attribs.action ?? ''} ${form.attribs.class ?? ''} ${form.attribs.id ?? ''}`,
  ) ||
  fields.some((field) => /^search$/i.test(field.attribs.type ?? '') || /^(q|s|query|search)$/i.test(field.attribs.name ?? ''));
const SIGNUP = /newsletter|subscribe|sign[\s-]?up|mailing[\s-]?list|mailchimp|list-manage\.com|klaviyo|convertkit/i;

/** Inline styles and attributes that keep an element (and so everything in it) off the screen. */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node && 'attribs' in node; node = node.parent as Element | null) {
    const attribs = node.attribs;
    if (attribs.hidden !== undefined || attribs['aria-hidden'] === 'true') return true;
    if (/(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attribs.style ?? '')) return true;
    if (node.name === 'noscript' || node.name === 'template') return true;
  }
  return false;
}

export type FormVerdict = { kind: 'contact'; fields: string[] } | { kind: 'signup' | 'search' | 'hidden' | 'other' };

/**
 * What a form is for. A contact form lets a visitor send a message or a callback request: a message box, or a
 * way to reach them (email or phone) with their name. A lone email field, or a form that says subscribe /
 * newsletter, is a sign-up; search boxes and hidden forms do not count.
 */
export function classifyForm(form: Element): FormVerdict {
  if (isHidden(form)) return { kind: 'hidden' };
  const fields = descendants(form).filter(isVisibleField);
  if (isSearchForm(form, fields)) return { kind: 'search' };
  const message = fields.some((field) => field.name === 'textarea');
  const reach = fields.some((field) => isEmailField(field) || isPhoneField(field));
  const named = fields.some(isNameField);
  const wording = `${form.attribs.action ?? ''} ${form.attribs.class ?? ''} ${form.attribs.id ?? ''} ${textOf(form)}`;
  if (!message && SIGNUP.test(wording)) return { kind: 'signup' };
  if (message || (reach && named) || fields.some(isPhoneField)) {
    return { kind: 'contact', fields: fields.map((field) => field.attribs.name ?? field.attribs.type ?? field.name).slice(0, 5) };
  }
  return reach ? { kind: 'signup' } : { kind: 'other' };
}

/** A hosted form, booking or chat widget (a way to send a message), recognised by its loader or what it inserts. */
export function contactWidget(page: Pick<PageContext, 'all'>): FoundWidget | null {
  const widgets = findWidgets(page);
  return (
    widgets.find((widget) => widget.kind === 'form') ??
    widgets.find((widget) => widget.kind === 'booking') ??
    widgets.find((widget) => widget.kind === 'chat') ??
    null
  );
}

const CTA =
  /\b(contact|call|book|schedule|appointment|quote|estimate|get started|order|reserve|request|free consultation|buy|enquire|inquire)\b/i;

/** A tag id made only of X (or 0) characters is a template placeholder that never loads any data. */
const isPlaceholderId = (id: string) => /^(G|GTM|UA|AW)-[X0]+(-[X0]+)?$/i.test(id) || /X{4,}/i.test(id);

const OTHER_ANALYTICS: [string, RegExp][] = [
  ['Plausible', /plausible\.io|\/plausible[\w.-]*\.js|\bdata-domain=/i],
  ['Matomo', /matomo\.(js|php)|piwik\.(js|php)|matomo\.cloud|_paq\.push|_mtm\.push|container_\w+\.js/i],
  ['Fathom', /usefathom\.com|fathom\.trackPageview|\.js\b[^\n]*\bdata-site=/i],
  ['Meta Pixel', /connect\.facebook\.net\/[^"']*fbevents|fbq\(\s*['"]init/i],
  ['Microsoft Clarity', /clarity\.ms/i],
  ['Hotjar', /static\.hotjar\.com|hotjar\.com\/c\/hotjar/i],
  ['Segment', /cdn\.segment\.com/i],
  ['Umami', /umami\.is|umami\.js|data-website-id=[0-9a-f-]{36}|umami\.track/i],
  ['Cloudflare Web Analytics', /static\.cloudflareinsights\.com/i],
];

export interface AnalyticsReading {
  live: string[];
  placeholders: string[];
  universalOnly: string[];
}

/**
 * Google tags by id (gtag.js ?id=, gtag('config'), GTM-…, AMP <amp-analytics>) and other tools by their
 * loader. A placeholder id (GTM-XXXXXXX) loads nothing; a UA- property without a GA4 or GTM tag beside it
 * has collected nothing since Universal Analytics shut down in July 2023.
 */
export function readAnalytics(all: PageContext['all']): AnalyticsReading {
  // A script's address, its data- attributes (Umami's data-website-id, Plausible's data-domain, Fathom's data-site)
  // and its inline code.
  const source = all('script')
    .map((element) => {
      const data = Object.entries(element.attribs)
        .filter(([key]) => key.startsWith('data-'))
        .map(([key, value]) => `${key}=${value}`)
        .join(' ');
      return `${element.attribs.src ?? ''} ${data}\n${textOf(element).slice(0, 8000)}`;
    })
    .join('\n');
  const ids = new Set<string>();
  for (const match of source.matchAll(/[?&]id=((?:G|GTM|UA|AW)-[\w-]+)/gi)) ids.add(match[1]);
  for (const match of source.matchAll(/gtag\(\s*['"]config['"]\s*,\s*['"]([\w-]+)['"]/gi)) ids.add(match[1]);
  for (const match of source.matchAll(/\b(GTM-[A-Z0-9]+)\b/g)) ids.add(match[1]);
  for (const match of source.matchAll(/\b(UA-\d+-\d+|UA-X+-X+)\b/gi)) ids.add(match[1]);
  for (const match of source.matchAll(/ga\(\s*['"]create['"]\s*,\s*['"]([\w-]+)['"]/gi)) ids.add(match[1]);
  for (const iframe of all('iframe')) {
    const tag = (iframe.attribs.src ?? '').match(/googletagmanager\.com\/ns\.html\?id=(GTM-[\w]+)/i);
    if (tag) ids.add(tag[1]);
  }
  const live: string[] = [];
  const placeholders: string[] = [];
  const universal: string[] = [];
  for (const id of ids) {
    if (isPlaceholderId(id)) placeholders.push(id);
    else if (/^UA-/i.test(id)) universal.push(id);
    else if (/^GTM-/i.test(id)) live.push(`Google Tag Manager (${id})`);
    else if (/^G-/i.test(id)) live.push(`Google Analytics 4 (${id})`);
    else live.push(`Google tag (${id})`);
  }
  for (const amp of all('amp-analytics')) {
    const config = `${amp.attribs.config ?? ''} ${textOf(amp).slice(0, 2000)}`;
    const ampIds = [...config.matchAll(/\b((?:G|GTM|UA|AW)-[\w-]+)\b/g)].map((match) => match[1]);
    const real = ampIds.filter((id) => !isPlaceholderId(id));
    if (ampIds.length && real.length === 0) placeholders.push(...ampIds);
    else if (real.length && real.every((id) => /^UA-/i.test(id))) universal.push(...real);
    else live.push(`AMP analytics${amp.attribs.type ? ` (${amp.attribs.type})` : ''}`);
  }
  for (const [name, pattern] of OTHER_ANALYTICS) if (pattern.test(source)) live.push(name);
  return { live, placeholders, universalOnly: live.length ? [] : universal };
}

export const conversionChecks: CheckDefinition[] = [
  {
    id: 'contact_form',
    group: 'conversion',
    label: 'Contact form',
    weight: 2,
    advice: 'A short contact or booking form on the homepage turns visitors into leads.',
    run: ({ all }) => {
      const verdicts = all('form').map(classifyForm);
      const contact = verdicts.find((verdict) => verdict.kind === 'contact');
      if (contact?.kind === 'contact') return pass(`Form with fields: ${contact.fields.join(', ')}`);
      const widget = contactWidget({ all });
      if (widget)
        return pass(
          widget.kind === 'form'
            ? `Embedded form widget: ${widget.name}`
            : widget.kind === 'booking'
              ? `Booking widget: ${widget.name} (visitors can book and leave their details)`
              : `Chat widget: ${widget.name} (visitors can send a message)`,
        );
      const platform = findWidgets({ all }).find((found) => found.kind === 'unknown');
      if (platform)
        return warn(
          `No contact form in the page, but a ${platform.name} widget is loaded by a script; the rendered page does not show whether it is a form or a chat`,
        );
      const seen = [
        verdicts.filter((verdict) => verdict.kind === 'signup').length ? 'a newsletter/sign-up form' : '',
        verdicts.filter((verdict) => verdict.kind === 'hidden').length ? 'a hidden form' : '',
        verdicts.filter((verdict) => verdict.kind === 'search').length ? 'a search form' : '',
      ].filter(Boolean);
      return fail(
        `No contact form (a visible form with a message box, or a name with an email or phone field)${seen.length ? `; only ${seen.join(' and ')}` : ''}`,
      );
    },
  },
  {
    id: 'call_to_action',
    group: 'conversion',
    label: 'Call to action',
    weight: 2,
    advice: 'A clear button or link such as "Book now" or "Get a quote" tells visitors what to do next.',
    run: ({ all }) => {
      const controls = [
        ...all('a'),
        ...all('button'),
        ...all('input').filter((input) => /^submit$/i.test(input.attribs.type ?? '')),
      ];
      const action = controls
        .map((element) => textOf(element) || element.attribs.value?.trim() || element.attribs['aria-label']?.trim() || '')
        .find((text) => text.length <= 60 && CTA.test(text));
      return action ? pass(`Call to action: ${quote(action, 60)}`) : fail('No call-to-action button or link');
    },
  },
  {
    id: 'analytics',
    group: 'conversion',
    label: 'Analytics tag',
    weight: 2,
    advice: 'An analytics tag measures visits and leads, so marketing spend can be judged.',
    run: ({ all }) => {
      const { live, placeholders, universalOnly } = readAnalytics(all);
      if (live.length) return pass(`Found ${[...new Set(live)].join(', ')}`);
      if (universalOnly.length)
        return fail(`Only Universal Analytics (${universalOnly.join(', ')}), which stopped collecting data in July 2023`);
      if (placeholders.length) return fail(`Placeholder tag id ${placeholders.join(', ')}: it loads no analytics`);
      return fail('No analytics tag found');
    },
  },
];
