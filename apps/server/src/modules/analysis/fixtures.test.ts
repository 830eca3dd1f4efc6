import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CheckStatus } from '@proclub/contracts/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePorts } from '../../lib/ip-policy';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { analyzeSite } from './analyzer';
import { readBusinessContact } from './checks/business-facts';
import { runChecks } from './checks/check-registry';
import { buildPageContext } from './checks/page-context';

/**
 * The fixture corpus: small pages written for one case each (fixtures/*.html), with the verdicts a careful
 * reviewer (and Lighthouse, where it has the check) gives them. `{{self}}` is the page's own address and
 * `{{origin}}` its site, filled in where the page is served.
 */
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

type Expected = CheckStatus | [CheckStatus, string];
interface Case {
  checks: Record<string, Expected>;
  facts?: { name?: string; nameSource?: string; address?: string | null; phone?: string | null };
  gbp?: string;
  /** Judged only where the page is served from the fixtures.test host (its verdict depends on the host). */
  parsedOnly?: boolean;
}

const CORPUS: Record<string, Case> = {
  'spa-shell': { checks: { raw_html_content: ['fail', 'id="root"'], content_length: 'fail', h1: 'fail' } },
  'spa-noscript': { checks: { raw_html_content: ['fail', '<app-root>'] } },
  'gtm-placeholder': { checks: { analytics: ['fail', 'Placeholder tag id GTM-XXXXXXX'] } },
  'ga4-placeholder': { checks: { analytics: ['fail', 'G-XXXXXXXXXX'] } },
  'ua-only': { checks: { analytics: ['fail', 'Only Universal Analytics (UA-12345678-1)'] } },
  'ua-plus-ga4': { checks: { analytics: ['pass', 'G-7QK2M9XZ1B'] } },
  'amp-analytics': { checks: { analytics: ['pass', 'AMP analytics (gtag)'], canonical: 'pass' } },
  'newsletter-only': { checks: { contact_form: ['fail', 'only a newsletter/sign-up form and a search form'] } },
  'hidden-contact-form': { checks: { contact_form: ['fail', 'only a hidden form'] } },
  'contact-form': { checks: { contact_form: ['pass', 'full_name, email, message'] } },
  'embedded-typeform': { checks: { contact_form: ['pass', 'Typeform'] } },
  'embedded-hubspot': { checks: { contact_form: ['pass', 'HubSpot Forms'] } },
  'canonical-relative': { checks: { canonical: ['fail', 'relative'] } },
  // Lighthouse passes a canonical naming another page of the same site; we warn (the page may not be shown).
  'canonical-cross-page': { checks: { canonical: ['warn', 'names another page of the site'] } },
  'canonical-cross-host': {
    checks: { canonical: ['pass', 'another host of the same site'] },
    parsedOnly: true,
  },
  'canonical-cross-site': { checks: { canonical: ['fail', 'points to another site'] } },
  'link-without-href': { checks: { crawlable_anchors: ['fail', '“Order a cake” has no href'] } },
  'chat-tawk': { checks: { contact_form: ['pass', 'Chat widget: Tawk.to'] } },
  'analytics-umami': { checks: { analytics: ['pass', 'Umami'] } },
  'analytics-plausible': { checks: { analytics: ['pass', 'Plausible'] } },
  'analytics-fathom': { checks: { analytics: ['pass', 'Fathom'] } },
  'analytics-matomo': { checks: { analytics: ['pass', 'Matomo'] } },
  'reviews-google-widget': { checks: { reviews_shown: ['pass', 'Review widget: Trustindex'] } },
  'inline-script-shell': { checks: { raw_html_content: ['fail', 'inline scripts that write the page'] } },
  'name-truncated-initial': {
    checks: { business_name: ['pass', 'Walter J. Smith Plumbing'] },
    facts: { name: 'Walter J. Smith Plumbing', nameSource: 'footer copyright' },
  },
  'name-cut-copyright': {
    checks: { business_name: 'warn', gbp_nap_match: ['warn', 'only a guess'] },
    facts: { name: 'Harbor Tax Advisors', nameSource: 'page title' },
    gbp: 'Harbour Tax & Accounting',
  },
  'name-logo-sentence': {
    checks: { business_name: ['pass', 'Summit Roofing'] },
    facts: { name: 'Summit Roofing', nameSource: 'page title' },
  },
  'year-title-text': {
    checks: { address: ['pass', '1200 Lake Shore Dr, Chicago, IL 60610'] },
    facts: { address: '1200 Lake Shore Dr, Chicago, IL 60610', phone: '(312) 555-0148' },
  },
  'year-title-only': { checks: { address: 'fail' }, facts: { address: null } },
  'canonical-self': { checks: { canonical: 'pass', raw_html_content: 'pass' } },
  'alt-one-missing': { checks: { image_alt: ['fail', '1 of 10 images has no alt attribute: “cake-10.jpg”'] } },
  'alt-decorative': { checks: { image_alt: 'pass' } },
  'template-links': { checks: { crawlable_anchors: ['pass', 'All 3 links'], link_text: 'pass', image_alt: 'pass' } },
  'javascript-anchors': { checks: { crawlable_anchors: ['fail', '2 links cannot be crawled'] } },
  'hreflang-bad': { checks: { hreflang: ['fail', '4 invalid hreflang links'] } },
  'hreflang-good': { checks: { hreflang: ['pass', '5 hreflang links'] } },
  'jsonld-broken': { checks: { structured_data_valid: ['fail', 'not valid JSON'], local_business_schema: 'fail' } },
  'jsonld-incomplete': {
    checks: { structured_data_valid: ['fail', 'Plumber without address'], local_business_schema: 'pass' },
  },
  'address-us': {
    checks: { address: 'pass', phone: 'pass', business_name: ['pass', 'logo alt text'] },
    facts: {
      name: 'Lincoln Lock & Key',
      nameSource: 'logo alt text',
      address: '310 S 13th St, Lincoln, NE 68508',
      phone: '(402) 555-0142',
    },
  },
  'address-ca': {
    checks: { address: 'pass', phone: 'pass', business_name: 'pass' },
    facts: {
      name: 'Talbot Street Dental',
      nameSource: 'footer copyright',
      address: '70b Talbot St N, St. Thomas, ON N5P 1A9',
      phone: '(519) 555-0199',
    },
  },
  'address-uk': {
    checks: { address: ['pass', '<address> element'], phone: 'pass' },
    facts: { address: '14 Old Church Road, London E4 6ST', phone: '020 7946 0958' },
  },
  'address-de': {
    checks: { address: 'pass', phone: 'pass' },
    facts: {
      name: 'Bäckerei Sonnenschein GmbH',
      nameSource: 'footer copyright',
      address: 'Hauptstraße 12, 10115 Berlin',
      phone: '030 1234567',
    },
  },
  'address-de-am-markt': {
    checks: { address: 'pass' },
    facts: { address: 'Am Markt 3a, 80331 München', phone: '089 123456' },
  },
  'po-box': { checks: { address: ['fail', 'Only a P.O. box'], phone: 'pass' }, facts: { address: null } },
  'city-only': { checks: { address: 'fail' }, facts: { address: null, phone: '(503) 555-0177' } },
  'street-no-number': { checks: { address: 'fail', phone: 'fail' }, facts: { address: null, phone: null } },
  'phone-then-street': {
    checks: { address: 'pass', phone: 'pass' },
    facts: { address: '1234 SE Division St, Portland, OR 97202', phone: '(503) 555-0142' },
  },
  'name-keyword-title': {
    checks: { business_name: ['pass', 'logo alt text'], gbp_nap_match: 'pass' },
    facts: { name: 'Rose City Plumbing', nameSource: 'logo alt text' },
    gbp: 'Rose City Plumbing',
  },
  'name-footer-only': {
    checks: { business_name: ['pass', 'footer copyright'], gbp_nap_match: 'pass' },
    facts: { name: 'Summit Roofing Co', nameSource: 'footer copyright' },
    gbp: 'Summit Roofing',
  },
};

const files = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.slice(0, -5));
const source = (name: string, origin: string) =>
  readFileSync(`${FIXTURES}${name}.html`, 'utf8').replaceAll('{{self}}', `${origin}/${name}`).replaceAll('{{origin}}', origin);

const statusOf = (expected: Expected) => (Array.isArray(expected) ? expected[0] : expected);

it('the corpus has at least 25 pages and every page has expected verdicts', () => {
  expect(files.length).toBeGreaterThanOrEqual(25);
  expect(files.sort()).toEqual(Object.keys(CORPUS).sort());
});

describe('fixture corpus, parsed', () => {
  const origin = 'https://fixtures.test';
  for (const [name, expected] of Object.entries(CORPUS)) {
    it(name, () => {
      const context = buildPageContext({
        requestedUrl: `${origin}/${name}`,
        finalUrl: `${origin}/${name}`,
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        html: source(name, origin),
        redirects: [],
        pageBytes: 2_000,
        truncated: false,
        timeToHeadersMs: 50,
        robots: { state: 'missing', detail: 'HTTP 404', body: '', sitemaps: [] },
        sitemap: { state: 'missing', url: `${origin}/sitemap.xml`, detail: 'HTTP 404', urlCount: 0 },
        googleBusinessProfile: expected.gbp ?? null,
      });
      const results = new Map(runChecks(context).map((check) => [check.id, check]));
      for (const [id, verdict] of Object.entries(expected.checks)) {
        const result = results.get(id);
        expect(result, `${name}: check ${id}`).toBeDefined();
        expect(`${id}: ${result?.status}`, `${name}: ${result?.evidence}`).toBe(`${id}: ${statusOf(verdict)}`);
        if (Array.isArray(verdict)) expect(result?.evidence).toContain(verdict[1]);
      }
      if (expected.facts) {
        const facts = readBusinessContact(context);
        const { name: businessName, nameSource, address, phone } = expected.facts;
        if (businessName !== undefined) expect(facts.name).toBe(businessName);
        if (nameSource !== undefined) expect(facts.nameSource).toBe(nameSource);
        if (address !== undefined) expect(facts.address).toBe(address);
        if (phone !== undefined) expect(facts.phone).toBe(phone);
      }
    });
  }
});

describe('fixture corpus, fetched from a local site by the analyzer', () => {
  let site: FixtureSite;
  let fetcher: SafeFetcher;
  beforeAll(async () => {
    const routes: Record<string, ReturnType<typeof html>> = {};
    site = await startFixtureSite(routes);
    for (const name of files) routes[`/${name}`] = html(source(name, site.origin));
    fetcher = createSafeFetcher({ allowLoopback: true, allowedPorts: parsePorts(`80,443,${site.port}`) });
  });
  afterAll(async () => {
    await fetcher?.close();
    await site?.close();
  });

  it('gives every page the same verdicts end to end', async () => {
    for (const [name, expected] of Object.entries(CORPUS)) {
      if (expected.parsedOnly) continue;
      const { analysisData } = await analyzeSite(
        { url: `${site.origin}/${name}`, googleBusinessProfile: expected.gbp ?? null },
        fetcher,
      );
      const results = new Map(analysisData.checks.map((check) => [check.id, check]));
      for (const [id, verdict] of Object.entries(expected.checks))
        expect(`${name} ${id}: ${results.get(id)?.status}`).toBe(`${name} ${id}: ${statusOf(verdict)}`);
      if (expected.facts?.address !== undefined) expect(analysisData.business?.address).toBe(expected.facts.address);
    }
  });
});
