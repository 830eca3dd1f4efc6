import { type CheckDefinition, fail, pass, quote } from './check-types';
import { type Element, textOf } from './page-context';

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

const isContactField = (element: Element) =>
  element.name === 'textarea' ||
  (element.name === 'input' && (/^(email|tel)$/i.test(element.attribs.type ?? '') || /email/i.test(element.attribs.name ?? '')));
const isVisibleField = (element: Element) =>
  ['textarea', 'select'].includes(element.name) ||
  (element.name === 'input' && !/^(hidden|submit|button)$/i.test(element.attribs.type ?? ''));

const CTA =
  /\b(contact|call|book|schedule|appointment|quote|estimate|get started|order|reserve|request|free consultation|buy|enquire|inquire)\b/i;

const ANALYTICS: [string, RegExp][] = [
  ['Google Analytics / gtag', /googletagmanager\.com\/gtag|google-analytics\.com|gtag\(\s*['"]config/i],
  ['Google Tag Manager', /googletagmanager\.com\/gtm\.js|GTM-[A-Z0-9]+/],
  ['Plausible', /plausible\.io/i],
  ['Matomo', /matomo|piwik/i],
  ['Fathom', /usefathom\.com/i],
  ['Meta Pixel', /connect\.facebook\.net\/[^"']*fbevents|fbq\(/i],
  ['Microsoft Clarity', /clarity\.ms/i],
  ['Hotjar', /hotjar\.com/i],
  ['Segment', /cdn\.segment\.com/i],
  ['Umami', /umami/i],
];

export const conversionChecks: CheckDefinition[] = [
  {
    id: 'contact_form',
    group: 'conversion',
    label: 'Contact form',
    weight: 2,
    advice: 'A short contact or booking form on the homepage turns visitors into leads.',
    run: ({ all }) => {
      const form = all('form')
        .map(descendants)
        .find((fields) => fields.some(isContactField));
      if (!form) return fail('No contact form (a form with an email, phone or message field)');
      const fields = form
        .filter(isVisibleField)
        .map((field) => field.attribs.name ?? field.attribs.type ?? field.name)
        .slice(0, 5);
      return pass(`Form with fields: ${fields.join(', ')}`);
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
      const sources = all('script')
        .map((element) => `${element.attribs.src ?? ''} ${textOf(element).slice(0, 4000)}`)
        .join('\n');
      const found = ANALYTICS.filter(([, pattern]) => pattern.test(sources)).map(([name]) => name);
      return found.length ? pass(`Found ${found.join(', ')}`) : fail('No analytics tag found');
    },
  },
];
