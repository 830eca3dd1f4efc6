import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePorts } from '../../lib/ip-policy';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import { PROSPECT, prospectSiteRoutes } from '../../test/fixture-prospect';
import { type FixtureSite, startFixtureSite } from '../../test/fixture-site';
import { analyzeLikeTheAnalysis, registerAnalysisEngine } from './analysis-engine';
import { analyzeSite } from './analyzer';
import { pageKey } from './crawl';

describe('site-wide facts from the crawl', () => {
  let site: FixtureSite;
  let fetcher: SafeFetcher;
  beforeAll(async () => {
    let origin = '';
    site = await startFixtureSite(prospectSiteRoutes(() => origin));
    origin = site.origin;
    fetcher = createSafeFetcher({ allowLoopback: true, allowedPorts: parsePorts(`80,443,${site.port}`) });
  });
  afterAll(async () => {
    await fetcher?.close();
    await site?.close();
  });

  it('judges the contact form, LocalBusiness data, hours and address across the pages and says where each was found', async () => {
    const { analysisData, recommendations } = await analyzeSite(
      { url: `${site.origin}/`, googleBusinessProfile: 'Lakeview Family Dentistry' },
      fetcher,
      { crawler: { pages: 10 } },
    );
    const checks = new Map(analysisData.checks.map((check) => [check.id, check]));
    const contact = `${site.origin}/contact`;
    expect(checks.get('contact_form')).toMatchObject({ status: 'pass', foundOn: contact });
    expect(checks.get('contact_form')?.evidence).toMatch(/Form with fields: name, email, message \(on \/contact\)$/);
    expect(checks.get('local_business_schema')).toMatchObject({ status: 'pass', foundOn: contact });
    expect(checks.get('local_business_schema')?.evidence).toContain('Dentist (on /contact)');
    expect(checks.get('opening_hours')).toMatchObject({ status: 'pass', foundOn: contact });
    expect(checks.get('address')?.evidence).toContain(`“${PROSPECT.address}” (schema.org) (on /contact)`);
    // The homepage states the phone: it stays the homepage's finding.
    expect(checks.get('phone')).toMatchObject({ status: 'pass' });
    expect(checks.get('phone')?.foundOn).toBeUndefined();
    // Homepage-only checks stay homepage checks (the homepage has one H1 and its own title).
    expect(checks.get('title')?.evidence).toContain('Dentist in Chicago');
    // No AI Agents pitch for a site with a contact form; no Map Boost for missing LocalBusiness data.
    expect(recommendations.find((rec) => rec.productId === 'ai_agents')).toBeUndefined();
    expect(recommendations.find((rec) => rec.productId === 'map_boost')?.checkIds ?? []).not.toContain('local_business_schema');

    // The CRM pre-fill: the name from the logo and footer, the phone from the homepage, the address and email from /contact.
    expect(analysisData.business).toMatchObject({
      name: PROSPECT.name,
      phone: PROSPECT.phone,
      address: PROSPECT.address,
      email: PROSPECT.email,
      addressSource: 'the page /contact',
      emailSource: 'the page /contact',
    });
    // The Business Profile comparison uses the same name.
    expect(analysisData.googleBusinessProfile.siteName).toBe(PROSPECT.name);
    expect(checks.get('gbp_nap_match')?.status).toBe('pass');

    // /index.html is the homepage: not read again, not a duplicate title.
    const crawl = analysisData.crawl;
    expect(crawl?.pages.map((page) => new URL(page.url).pathname)).toEqual(['/', '/about', '/contact']);
    expect(crawl?.duplicateTitles).toEqual([]);
    expect(site.hits.get('/index.html')).toBeUndefined();
  });

  it('a re-audit runs the same crawl and checks as the analysis', async () => {
    const analysis = await analyzeSite({ url: `${site.origin}/`, googleBusinessProfile: null }, fetcher, {
      crawler: { pages: 10 },
    });
    const unregister = registerAnalysisEngine({ crawler: { pages: 10 } });
    try {
      const audit = await analyzeLikeTheAnalysis(`${site.origin}/`, fetcher);
      expect(audit.analysisData.crawl?.pages.length).toBe(analysis.analysisData.crawl?.pages.length);
      const verdicts = (checks: typeof analysis.analysisData.checks) => checks.map((check) => `${check.id}:${check.status}`);
      expect(verdicts(audit.analysisData.checks)).toEqual(verdicts(analysis.analysisData.checks));
      expect(audit.analysisData.overallScore).toBe(analysis.analysisData.overallScore);
    } finally {
      unregister();
    }
    // Without the analysis routes registered (a module on its own), only the homepage is read.
    expect((await analyzeLikeTheAnalysis(`${site.origin}/`, fetcher)).analysisData.crawl).toBeUndefined();
  });

  it('without the crawl, the homepage alone decides (and says nothing about other pages)', async () => {
    const { analysisData } = await analyzeSite({ url: `${site.origin}/`, googleBusinessProfile: null }, fetcher);
    const checks = new Map(analysisData.checks.map((check) => [check.id, check]));
    expect(checks.get('contact_form')?.status).toBe('fail');
    expect(checks.get('address')?.status).toBe('fail');
    expect(analysisData.business?.address).toBeNull();
  });
});

it('/index.html, /index.htm and /default.aspx are the same page as /', () => {
  expect(pageKey(new URL('https://a.test/index.html#top'))).toBe('https://a.test/');
  expect(pageKey(new URL('https://a.test/shop/index.htm'))).toBe('https://a.test/shop/');
  expect(pageKey(new URL('https://a.test/default.aspx?x=1'))).toBe('https://a.test/?x=1');
  expect(pageKey(new URL('https://a.test/indexes.html'))).toBe('https://a.test/indexes.html');
});
