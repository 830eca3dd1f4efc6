import { type CheckDefinition, fail, pass, plural, quote, warn } from './check-types';
import { textOf } from './page-context';

/** Same document: host (www. counts) and path, ignoring a trailing slash, the scheme, the fragment and the query. */
export function samePage(a: URL, b: URL): boolean {
  const path = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';
  return a.hostname.toLowerCase() === b.hostname.toLowerCase() && path(a) === path(b);
}

/** Public suffixes of two labels (co.uk) and hosting platforms whose subdomains are separate sites (x.github.io). */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'sch.uk',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'id.au',
  'asn.au',
  'co.nz',
  'org.nz',
  'net.nz',
  'co.za',
  'org.za',
  'com.br',
  'com.mx',
  'co.in',
  'co.jp',
  'com.sg',
  'com.hk',
  'co.il',
  'com.tr',
  'com.ar',
  'com.cn',
  'co.kr',
  'qc.ca',
  'on.ca',
  'bc.ca',
  'ab.ca',
  'github.io',
  'netlify.app',
  'vercel.app',
  'herokuapp.com',
  'wixsite.com',
  'squarespace.com',
  'blogspot.com',
  'webflow.io',
  'pages.dev',
  'weebly.com',
  'wordpress.com',
  'godaddysites.com',
  'business.site',
  'square.site',
]);

/** The registrable domain a host belongs to ("www.shop.example.co.uk" → "example.co.uk"); an IP address is its own site. */
export function siteOf(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const lastTwo = labels.slice(-2).join('.');
  return TWO_LABEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}

export const TITLE_RANGE = [30, 60] as const;
export const DESCRIPTION_RANGE = [70, 160] as const;

const lengthCheck = (text: string, [min, max]: readonly [number, number], what: string) => {
  const length = [...text].length;
  const evidence = `${quote(text)} (${length} characters)`;
  if (length >= min && length <= max) return pass(evidence);
  return warn(`${evidence}: ${length < min ? 'shorter' : 'longer'} than the ${min}–${max} characters ${what} should have`);
};

export const onPageChecks: CheckDefinition[] = [
  {
    id: 'title',
    group: 'on_page',
    label: 'Page title',
    weight: 3,
    advice: 'A unique title of 30–60 characters with the business name, service and town.',
    run: ({ all }) => {
      const first = all('title')[0];
      const title = first ? textOf(first) : '';
      if (!title) return fail('No <title> on the page');
      return lengthCheck(title, TITLE_RANGE, 'a title');
    },
  },
  {
    id: 'meta_description',
    group: 'on_page',
    label: 'Meta description',
    weight: 2,
    advice: 'A meta description of 70–160 characters that sells the click from search results.',
    run: ({ meta }) => {
      const description = (meta('description') ?? '').trim();
      if (!description) return fail('No meta description');
      return lengthCheck(description, DESCRIPTION_RANGE, 'a description');
    },
  },
  {
    id: 'h1',
    group: 'on_page',
    label: 'One H1 heading',
    weight: 2,
    advice: 'Exactly one H1 that says what the business does.',
    run: ({ all }) => {
      const headings = all('h1').map((element) => textOf(element));
      if (headings.length === 0) return fail('No H1 heading');
      if (headings.length === 1) return headings[0] ? pass(quote(headings[0])) : warn('One H1, but it is empty');
      return warn(
        `${plural(headings.length, 'H1 heading')}: ${headings
          .slice(0, 3)
          .map((text) => quote(text, 40))
          .join(', ')}`,
      );
    },
  },
  {
    id: 'canonical',
    group: 'on_page',
    label: 'Canonical URL',
    weight: 1,
    advice: 'A <link rel="canonical"> tells search engines which address is the real one.',
    run: ({ all, url }) => {
      const hrefs = [
        ...new Set(
          all('link')
            .filter((link) => /(^|\s)canonical(\s|$)/i.test(link.attribs.rel ?? ''))
            .map((link) => (link.attribs.href ?? '').trim()),
        ),
      ];
      if (hrefs.length === 0) return warn('No canonical link');
      if (hrefs.length > 1)
        return fail(
          `${hrefs.length} different canonical links: ${hrefs
            .slice(0, 3)
            .map((href) => quote(href, 60))
            .join(', ')}`,
        );
      const href = hrefs[0];
      if (!href) return fail('The canonical link has an empty href');
      if (!/^https?:\/\//i.test(href)) {
        if (!URL.canParse(href, url.toString())) return fail(`Canonical link is not a valid URL: ${quote(href)}`);
        return fail(`Canonical link is relative (${quote(href)}); search engines expect an absolute URL`);
      }
      if (!URL.canParse(href)) return fail(`Canonical link is not a valid URL: ${quote(href)}`);
      const target = new URL(href);
      // Lighthouse's rules: another site fails; the site's root named by an inner page fails; another host of the
      // same site (www. or not, a subdomain) is fine.
      if (siteOf(target.hostname) !== siteOf(url.hostname))
        return fail(`Canonical points to another site: ${target.toString()} (this page is on ${url.hostname})`);
      if (target.pathname === '/' && !target.search && (url.pathname !== '/' || url.search !== ''))
        return fail(`Canonical points to the site’s homepage instead of this page: ${target.toString()}`);
      if (!samePage(target, url)) {
        const sameHostPath = (target.pathname.replace(/\/+$/, '') || '/') === (url.pathname.replace(/\/+$/, '') || '/');
        if (sameHostPath) return pass(`${target.toString()} (this page on another host of the same site)`);
        return warn(
          `Canonical names another page of the site: ${target.toString()} (this page is ${url.toString()}); search engines may show that page instead`,
        );
      }
      if (target.protocol !== url.protocol)
        return warn(
          `Canonical uses ${target.protocol.slice(0, -1)} while the page is ${url.protocol.slice(0, -1)}: ${target.toString()}`,
        );
      return pass(target.toString());
    },
  },
  {
    id: 'lang',
    group: 'on_page',
    label: 'Page language',
    weight: 1,
    advice: 'Set <html lang="…"> so search engines and screen readers know the language.',
    run: ({ all }) => {
      const lang = all('html')[0]?.attribs.lang?.trim();
      return lang ? pass(`lang="${lang}"`) : warn('No lang attribute on <html>');
    },
  },
  {
    id: 'content_length',
    group: 'on_page',
    label: 'Amount of text',
    weight: 1,
    advice: 'At least 300 words on the homepage describing services, area and why to choose you.',
    run: ({ text }) => {
      const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
      if (words >= 300) return pass(`${words} words of text`);
      if (words >= 100) return warn(`${words} words of text (aim for 300+)`);
      return fail(`Only ${plural(words, 'word')} of text`);
    },
  },
];
