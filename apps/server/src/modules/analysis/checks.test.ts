import type { CheckStatus } from '@proclub/contracts/analysis';
import { describe, expect, it } from 'vitest';
import { BARE_PAGE, GOOD_PAGE } from '../../test/fixture-pages';
import { ALL_CHECKS, checkById, runChecks } from './checks/check-registry';
import { buildPageContext, type PageInput } from './checks/page-context';

const base: PageInput = {
  requestedUrl: 'https://rosas-bakery.test/',
  finalUrl: 'https://rosas-bakery.test/',
  status: 200,
  headers: { 'content-encoding': 'br', 'cache-control': 'max-age=300', 'strict-transport-security': 'max-age=31536000' },
  html: GOOD_PAGE,
  redirects: [],
  pageBytes: 20_000,
  truncated: false,
  timeToHeadersMs: 120,
  robots: { state: 'found', detail: 'HTTP 200', body: 'User-agent: *\nDisallow: /admin\n', sitemaps: [] },
  sitemap: { state: 'found', url: 'https://rosas-bakery.test/sitemap.xml', detail: 'HTTP 200', urlCount: 12 },
  googleBusinessProfile: "Rosa's Bakery",
};

const doc = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const run = (id: string, overrides: Partial<PageInput> = {}) => {
  const check = checkById.get(id);
  if (!check) throw new Error(`no check ${id}`);
  return check.run(buildPageContext({ ...base, ...overrides }));
};

type Case = [Partial<PageInput>, CheckStatus, string?];
/** Per check: a passing and a failing (or warning) page, with the evidence we expect to see. */
const cases: Record<string, Case[]> = {
  http_status: [
    [{}, 'pass', 'HTTP 200'],
    [{ status: 404 }, 'fail', 'HTTP 404'],
  ],
  redirects: [
    [{}, 'pass', 'No redirects'],
    [
      {
        redirects: [
          { from: 'http://a.test/', to: 'https://a.test/', status: 301 },
          { from: 'https://a.test/', to: 'https://www.a.test/', status: 301 },
        ],
      },
      'warn',
      '2 redirects',
    ],
  ],
  indexable: [
    [{}, 'pass'],
    [{ html: doc('<meta name="robots" content="noindex, nofollow">') }, 'fail', 'noindex, nofollow'],
    [{ headers: { 'x-robots-tag': 'noindex' } }, 'fail', 'X-Robots-Tag: noindex'],
  ],
  robots_txt: [
    [{}, 'pass', 'robots.txt found (1 rule)'],
    [{ robots: { state: 'found', detail: '', body: 'User-agent: *\nDisallow: /\n', sitemaps: [] } }, 'fail', 'Disallow: /'],
    [{ robots: { state: 'missing', detail: 'HTTP 404', body: '', sitemaps: [] } }, 'warn', 'No robots.txt (HTTP 404)'],
  ],
  sitemap: [
    [{}, 'pass', 'lists 12 URLs'],
    [
      { sitemap: { state: 'missing', url: 'https://rosas-bakery.test/sitemap.xml', detail: 'HTTP 404', urlCount: 0 } },
      'fail',
      'No sitemap',
    ],
  ],
  title: [
    [{}, 'pass', '(50 characters)'],
    [{ html: doc('<title>Home</title>') }, 'warn', '(4 characters): shorter than'],
    [{ html: doc('') }, 'fail', 'No <title>'],
  ],
  meta_description: [
    [{}, 'pass', '(132 characters)'],
    [{ html: doc('<meta name="description" content="Short">') }, 'warn', 'shorter than the 70–160'],
    [{ html: doc('') }, 'fail', 'No meta description'],
  ],
  h1: [
    [{}, 'pass', 'Fresh bread'],
    [{ html: doc('', '<h1>A</h1><h1>B</h1>') }, 'warn', '2 H1 headings'],
    [{ html: doc('', '<h2>Only h2</h2>') }, 'fail', 'No H1 heading'],
  ],
  canonical: [
    [{}, 'pass', 'https://rosas-bakery.test/'],
    [{ html: doc('') }, 'warn', 'No canonical link'],
  ],
  lang: [
    [{}, 'pass', 'lang="en"'],
    [{ html: BARE_PAGE }, 'warn', 'No lang attribute'],
  ],
  content_length: [
    [{ html: doc('', `<p>${'word '.repeat(320)}</p>`) }, 'pass', '320 words'],
    [
      { html: doc('<script>var lots = "of words in a script do not count"</script>', '<p>Just a few words</p>') },
      'fail',
      'Only 4 words',
    ],
  ],
  open_graph: [
    [{}, 'pass', 'og:title, og:description, og:image'],
    [{ html: doc('<meta property="og:title" content="x">') }, 'warn', 'Missing og:description, og:image'],
    [{ html: doc('') }, 'fail', 'No Open Graph tags'],
  ],
  twitter_card: [
    [{}, 'pass', 'summary_large_image'],
    [{ html: doc('') }, 'fail'],
  ],
  favicon: [
    [{}, 'pass', '/favicon.ico'],
    [{ html: doc('') }, 'warn', 'No favicon'],
  ],
  viewport: [
    [{}, 'pass', 'width=device-width'],
    [{ html: doc('<meta name="viewport" content="initial-scale=1">') }, 'warn'],
    [{ html: doc('') }, 'fail', 'No viewport meta tag'],
  ],
  image_alt: [
    [{}, 'pass', 'All 1 image have alt text'],
    [{ html: BARE_PAGE }, 'fail', '2 of 2 images have no alt attribute'],
    [{ html: doc('', `${'<img src="/a.png" alt="A">'.repeat(19)}<img src="/b.png">`) }, 'fail', '1 of 20 images has no alt'],
  ],
  link_text: [
    [{}, 'pass'],
    [{ html: BARE_PAGE }, 'warn', '“click here”'],
    [
      { html: doc('', '<a href="/1"></a><a href="/2">here</a><a href="/3">more</a><a href="/4">click here</a>') },
      'fail',
      '4 of 4 links',
    ],
  ],
  https: [
    [{}, 'pass'],
    [{ finalUrl: 'http://rosas-bakery.test/' }, 'fail', 'plain HTTP'],
  ],
  hsts: [
    [{}, 'pass', 'max-age=31536000'],
    [{ headers: {} }, 'warn', 'No Strict-Transport-Security'],
  ],
  mixed_content: [
    [{}, 'pass'],
    [
      { html: doc('<script src="http://cdn.test/a.js"></script>', '<img src="http://cdn.test/b.png" alt="">') },
      'fail',
      '2 resources over HTTP',
    ],
  ],
  response_time: [
    [{}, 'pass', '120 ms'],
    [{ timeToHeadersMs: 2600 }, 'fail', '2600 ms'],
  ],
  compression: [
    [{}, 'pass', 'Content-Encoding: br'],
    [{ headers: {} }, 'fail', 'Not compressed (20 KB'],
  ],
  cache_headers: [
    [{}, 'pass', 'cache-control: max-age=300'],
    [{ headers: {} }, 'warn'],
  ],
  page_weight: [
    [{}, 'pass', 'HTML is 20 KB'],
    [{ pageBytes: 300 * 1024 }, 'warn', 'HTML is 300 KB'],
    [{ pageBytes: 3 * 1024 * 1024, truncated: true }, 'fail', 'larger than'],
  ],
  request_count: [
    [{}, 'pass', '3 requests'],
    [{ html: doc('', Array.from({ length: 60 }, (_, i) => `<img src="/${i}.png" alt="">`).join('')) }, 'fail', '60 requests'],
  ],
  local_business_schema: [
    [{}, 'pass', 'Bakery'],
    [{ html: doc('<script type="application/ld+json">{"@type":"Organization","name":"X"}</script>') }, 'warn', 'Organization'],
    [{ html: doc('<script type="application/ld+json">{broken</script>') }, 'fail', 'could not be parsed'],
    [{ html: BARE_PAGE }, 'fail', 'No JSON-LD'],
  ],
  business_name: [
    [{}, 'pass', 'schema.org LocalBusiness'],
    [{ html: BARE_PAGE }, 'warn', 'only guessed from the page title'],
    [
      {
        html: doc(
          '<title>Best Plumber in Portland | 24/7</title>',
          '<footer>© 2025 Rose City Plumbing LLC. All rights reserved.</footer>',
        ),
      },
      'pass',
      'Rose City Plumbing LLC',
    ],
  ],
  address: [
    [{}, 'pass', '12 Main Street'],
    [{ html: doc('', '<p>Visit us at 45 Baker Street, London</p>') }, 'pass', '45 Baker Street'],
    [{ html: BARE_PAGE }, 'fail', 'No street address'],
  ],
  phone: [
    [{}, 'pass', '(503) 555-0142 (schema.org)'],
    [{ html: doc('', '<p>Call (402) 555-0142 today</p>') }, 'pass', '(402) 555-0142 (page text)'],
    [{ html: doc('', '<p>Call (555) 123-4567 today</p>') }, 'fail', 'No phone number'],
    [{ html: BARE_PAGE }, 'fail'],
  ],
  click_to_call: [
    [{}, 'pass', 'tel:+15035550142'],
    [{ html: doc('', '<p>Call (402) 555-0142 today</p>') }, 'warn', 'not a tel: link'],
    [{ html: BARE_PAGE }, 'fail'],
  ],
  map_embed: [
    [{}, 'pass', 'Embedded map'],
    [{ html: doc('', '<a href="https://maps.app.goo.gl/abc">Directions</a>') }, 'warn', 'Map link only'],
    [{ html: BARE_PAGE }, 'fail'],
  ],
  opening_hours: [
    [{}, 'pass', 'Mo-Sa 07:00-18:00'],
    [{ html: doc('', '<p>Open Monday - Friday 9am - 5pm</p>') }, 'warn', 'text only'],
    [{ html: BARE_PAGE }, 'fail'],
  ],
  reviews_shown: [
    [{}, 'pass', 'aggregateRating 4.8 from 132 reviews'],
    [{ html: doc('', '<h2>Testimonials</h2>') }, 'warn'],
    [{ html: BARE_PAGE }, 'fail'],
  ],
  crawlable_anchors: [
    [{}, 'pass'],
    [{ html: doc('', '<a href="javascript:void(0)">Menu</a><a href="/x">X</a>') }, 'fail', '1 link cannot be crawled'],
  ],
  raw_html_content: [
    [{}, 'pass'],
    [{ html: doc('', '<div id="app"></div><script src="/app.js"></script>') }, 'fail', 'client-rendered shell'],
  ],
  hreflang: [
    [{}, 'pass', 'No hreflang links'],
    [{ html: doc('<link rel="alternate" hreflang="en-UK" href="https://a.test/uk/">') }, 'fail', 'not a country code'],
  ],
  structured_data_valid: [
    [{}, 'pass', '1 JSON-LD block valid'],
    [{ html: doc('<script type="application/ld+json">{"@type":"Dentist"}</script>') }, 'fail', 'not https://schema.org'],
    [{ html: BARE_PAGE }, 'warn', 'No structured data'],
  ],
  contact_form: [
    [{}, 'pass', 'email, message'],
    [
      { html: doc('', '<form class="newsletter"><input type="email" name="email"><button>Subscribe</button></form>') },
      'fail',
      'sign-up',
    ],
    [{ html: doc('', '<form><input type="search" name="q"></form>') }, 'fail'],
  ],
  call_to_action: [
    [{}, 'pass'],
    [{ html: BARE_PAGE }, 'fail', 'No call-to-action'],
  ],
  analytics: [
    [{}, 'pass', 'Google Analytics'],
    [{ html: doc('<script defer data-domain="x.test" src="https://plausible.io/js/script.js"></script>') }, 'pass', 'Plausible'],
    [{ html: BARE_PAGE }, 'fail'],
  ],
  gbp_provided: [
    [{}, 'pass', "Business name: “Rosa's Bakery”"],
    [{ googleBusinessProfile: 'https://www.google.com/maps/place/Rosa%27s+Bakery/@40.1,-74.2,17z' }, 'pass', 'Profile URL'],
    [{ googleBusinessProfile: null }, 'warn', 'No Google Business Profile'],
  ],
  gbp_nap_match: [
    [{ googleBusinessProfile: 'Rosas Bakery LLC' }, 'pass', 'matches'],
    [{ googleBusinessProfile: 'https://www.google.com/maps/place/Rosa%27s+Bakery/@40.1,-74.2,17z' }, 'pass', 'matches'],
    [{ googleBusinessProfile: 'Tony’s Pizza' }, 'fail', 'differs'],
    [{ googleBusinessProfile: 'https://maps.app.goo.gl/xyz' }, 'warn', 'does not contain a business name'],
  ],
};

describe('website checks', () => {
  it('has at least 25 checks, each with a passing and a failing case here', () => {
    expect(ALL_CHECKS.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(cases).sort()).toEqual(ALL_CHECKS.map((check) => check.id).sort());
    for (const [id, list] of Object.entries(cases)) {
      expect(
        list.some(([, status]) => status === 'pass'),
        id,
      ).toBe(true);
      expect(
        list.some(([, status]) => status !== 'pass'),
        id,
      ).toBe(true);
    }
  });

  for (const [id, list] of Object.entries(cases)) {
    it.each(list.map((item, index) => [index, ...item] as const))(`${id} case %i → %s`, (_index, overrides, status, evidence) => {
      const outcome = run(id, overrides);
      expect(outcome.status).toBe(status);
      if (evidence) expect(outcome.evidence).toContain(evidence);
    });
  }

  it('runs every check on garbage markup without throwing', () => {
    const results = runChecks(buildPageContext({ ...base, html: '<<<>>><div <p "unterminated <script>{{{' }));
    expect(results).toHaveLength(ALL_CHECKS.length);
    for (const result of results) expect(['pass', 'warn', 'fail']).toContain(result.status);
  });
});
