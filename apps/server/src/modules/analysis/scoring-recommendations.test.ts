import { type AnalysisResult, type CheckResult, INDUSTRY_DEFAULTS } from '@proclub/contracts/analysis';
import { describe, expect, it } from 'vitest';
import { BARE_PAGE, GOOD_PAGE } from '../../test/fixture-pages';
import { runChecks } from './checks/check-registry';
import { buildPageContext, type PageInput } from './checks/page-context';
import { MAX_LIFT_PERCENT, MAX_ROI_PERCENT, MAX_TOTAL_SHARE_PERCENT, PRODUCTS } from './product-catalogue';
import {
  businessSize,
  completeInputs,
  estimateRoi,
  MONTHLY_BUDGET,
  recommend,
  siteYearlyProfitCents,
  summarize,
} from './recommendations';
import { renderReportEmail } from './report-email';
import { scoreChecks } from './scoring';

const input = (html: string): PageInput => ({
  requestedUrl: 'http://bare.test/',
  finalUrl: 'http://bare.test/',
  status: 200,
  headers: {},
  html,
  redirects: [],
  pageBytes: html.length,
  truncated: false,
  timeToHeadersMs: 50,
  robots: { state: 'missing', detail: 'HTTP 404', body: '', sitemaps: [] },
  sitemap: { state: 'missing', url: 'http://bare.test/sitemap.xml', detail: 'HTTP 404', urlCount: 0 },
  googleBusinessProfile: null,
});

const check = (id: string, group: CheckResult['group'], status: CheckResult['status']): CheckResult => ({
  id,
  group,
  label: id,
  status,
  evidence: `${id} evidence`,
  advice: '',
});

describe('scoring', () => {
  it('scores each group as the weighted share of passes (a warning counts half) and the overall as their weighted mean', () => {
    const { groups, overall } = scoreChecks([
      check('https', 'security', 'pass'), // weight 3
      check('hsts', 'security', 'warn'), // weight 1
      check('mixed_content', 'security', 'fail'), // weight 2
      check('title', 'on_page', 'pass'),
    ]);
    expect(groups).toEqual([
      { group: 'on_page', label: 'On-page SEO', score: 100, passed: 1, warned: 0, failed: 0 },
      { group: 'security', label: 'Security', score: 58, passed: 1, warned: 1, failed: 1 },
    ]);
    // (100 × 1.5 + 58 × 1) ÷ 2.5
    expect(overall).toBe(83);
  });

  it('is reproducible: the same page gives the same scores and recommendations', () => {
    const once = runChecks(buildPageContext(input(BARE_PAGE)));
    const again = runChecks(buildPageContext(input(BARE_PAGE)));
    expect(scoreChecks(once)).toEqual(scoreChecks(again));
    expect(recommend(once)).toEqual(recommend(again));
  });

  it('ranks a well-built page far above a bare one', () => {
    const good = scoreChecks(runChecks(buildPageContext({ ...input(GOOD_PAGE), finalUrl: 'https://good.test/' }))).overall;
    const bare = scoreChecks(runChecks(buildPageContext(input(BARE_PAGE)))).overall;
    expect(good).toBeGreaterThan(75);
    expect(bare).toBeLessThan(45);
  });
});

/** A dentist's numbers: every fix pays for itself, so priorities follow the findings alone. */
const DENTAL = { industry: 'dental', ...INDUSTRY_DEFAULTS.dental } as const;

describe('recommendations', () => {
  const recs = (checks: CheckResult[], options?: Parameters<typeof recommend>[1]) => recommend(checks, options).recommendations;

  it('maps failed checks to the products that fix them, listing exactly those findings, with catalogue prices', () => {
    const checks = [
      check('local_business_schema', 'local', 'fail'),
      check('address', 'local', 'fail'),
      check('https', 'security', 'pass'),
    ];
    const recommendations = recs(checks, { inputs: DENTAL });
    const mapBoost = recommendations.find((item) => item.productId === 'map_boost');
    expect(mapBoost).toMatchObject({
      product: 'Map Boost',
      priority: 'high',
      setupFee: 299,
      monthlyPrice: 149,
      reason: 'local_business_schema: local_business_schema evidence; address: address evidence.',
      checkIds: ['local_business_schema', 'address'],
    });
    expect(mapBoost?.findings?.map((finding) => [finding.checkId, finding.status, finding.priority])).toEqual([
      ['local_business_schema', 'fail', 'high'],
      ['address', 'fail', 'high'],
    ]);
    expect(recommendations.map((item) => item.productId)).toEqual(['map_boost']);
  });

  it('recommends a product only for a finding it fixes', () => {
    // An empty optional Google Business Profile field is not a finding Review Booster fixes.
    expect(recs([check('gbp_provided', 'google_business', 'warn')])).toEqual([]);
    // A missing sitemap is fixed by the SEO fixes, not by backlink reports; a missing h1 not by content.
    expect(recs([check('sitemap', 'crawlability', 'fail')]).map((item) => item.productId)).toEqual(['seo_fixes']);
    expect(recs([check('h1', 'on_page', 'fail')]).map((item) => item.productId)).toEqual(['seo_fixes']);
    // Every recommendation of a bare page names at least one failed or weak check it fixes.
    const bare = runChecks(buildPageContext(input(BARE_PAGE)));
    const byId = new Map(bare.map((item) => [item.id, item]));
    for (const item of recs(bare, { size: 'established' })) {
      expect(item.findings?.length).toBeGreaterThan(0);
      for (const finding of item.findings ?? []) expect(byId.get(finding.checkId)?.status).not.toBe('pass');
    }
  });

  it('uses the warning priority for weak checks; several small findings do not raise a product', () => {
    const weak = recs([check('viewport', 'mobile', 'warn')]);
    expect(weak[0]).toMatchObject({ productId: 'mobile_fixes', priority: 'high' });
    const many = recs([
      check('compression', 'speed', 'fail'),
      check('request_count', 'speed', 'fail'),
      check('hsts', 'security', 'fail'),
    ]);
    expect(many[0]).toMatchObject({ productId: 'security_speed_fixes', priority: 'medium' });
    expect(many[0].reason).toContain('(and 1 more finding)');
  });

  it('keeps critical for a site customers cannot reach or contact, at most two a site', () => {
    // Missing LocalBusiness data or HTTPS hurts, but customers still reach the business: high, not critical.
    const local = recs([check('local_business_schema', 'local', 'fail'), check('https', 'security', 'fail')], {
      inputs: DENTAL,
    });
    expect(local.map((item) => item.priority)).toEqual(['high', 'high']);
    // Down, noindex, not mobile-usable and no contact path: each critical, but only the two most urgent stay so.
    const broken = recs(
      [
        check('http_status', 'crawlability', 'fail'),
        check('viewport', 'mobile', 'fail'),
        check('contact_form', 'conversion', 'fail'),
        check('phone', 'local', 'fail'),
      ],
      { size: 'established' },
    );
    const priorities = Object.fromEntries(broken.map((item) => [item.productId, item.priority]));
    expect(priorities).toMatchObject({ seo_fixes: 'critical', ai_agents: 'critical', mobile_fixes: 'high' });
    expect(broken.filter((item) => item.priority === 'critical')).toHaveLength(2);
    expect(broken.find((item) => item.productId === 'ai_agents')?.findings?.[0]).toMatchObject({
      checkId: 'contact_path',
      label: 'A way to contact the business',
    });
    // With an email address on the site there is a contact path: the missing form is high.
    const withEmail = recommend([check('contact_form', 'conversion', 'fail'), check('phone', 'local', 'fail')], {
      hasEmail: true,
    }).recommendations;
    expect(withEmail.find((item) => item.productId === 'ai_agents')?.priority).toBe('high');
  });

  it('includes a product the budget cap left for later when the seller asks for it', () => {
    const checks = runChecks(buildPageContext(input(BARE_PAGE)));
    const capped = recommend(checks, { size: 'micro' });
    expect(capped.pricing.deferredIds?.length).toBe(capped.pricing.deferred.length);
    const wanted = capped.pricing.deferredIds?.[0] ?? '';
    expect(capped.recommendations.some((item) => item.productId === wanted)).toBe(false);
    const withIt = recommend(checks, { size: 'micro', include: [wanted] });
    expect(withIt.recommendations.some((item) => item.productId === wanted)).toBe(true);
    expect(withIt.pricing.deferredIds).not.toContain(wanted);
    expect(withIt.pricing.included).toEqual([wanted]);
    // A product that fixes nothing on this page cannot be slipped in.
    expect(recommend(checks, { size: 'micro', include: ['rank_tracker'] }).recommendations.map((item) => item.productId)).toEqual(
      capped.recommendations.map((item) => item.productId),
    );
  });

  it('never pitches a product with a negative return above low', () => {
    // A café's sale is small: a Map Boost at $299 + $149/month does not pay for itself.
    const cafe = recs([check('local_business_schema', 'local', 'fail')], {
      inputs: { industry: 'bakery_cafe', averageSaleCents: 500, closeRatePercent: 10 },
    });
    expect(cafe[0]).toMatchObject({ productId: 'map_boost', priority: 'low' });
    expect(cafe[0].estimatedROI).toBeLessThan(0);
  });

  it('orders by priority, then ROI, and caps the monthly total to what a business of that size buys', () => {
    const checks = runChecks(buildPageContext(input(BARE_PAGE)));
    const established = recommend(checks, { size: 'established' });
    const order = ['critical', 'high', 'medium', 'low'];
    const list = established.recommendations;
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      expect(order.indexOf(a.priority) <= order.indexOf(b.priority)).toBe(true);
      if (a.priority === b.priority) expect(a.estimatedROI).toBeGreaterThanOrEqual(b.estimatedROI);
    }
    expect(list.length).toBeGreaterThanOrEqual(8);
    const micro = recommend(checks, { size: 'micro' });
    const monthly = (items: typeof list) => items.reduce((sum, item) => sum + item.monthlyPrice, 0);
    expect(monthly(micro.recommendations)).toBeLessThanOrEqual(MONTHLY_BUDGET.micro);
    expect(monthly(micro.recommendations)).toBeLessThan(monthly(list));
    expect(micro.pricing.deferred.length).toBeGreaterThan(0);
    expect(micro.recommendations[0].priority).toBe(list[0].priority);
    expect(businessSize(21, 0)).toBe('micro');
    expect(businessSize(600, 12)).toBe('small');
    expect(businessSize(900, 80)).toBe('established');
  });

  it('estimates ROI from the business’s visitors range, close rate, average sale and margin, with the shown formula', () => {
    const product = PRODUCTS.find((item) => item.id === 'map_boost');
    if (!product) throw new Error('catalogue lost Map Boost');
    const inputs = {
      industry: 'general',
      averageSaleCents: 30_000,
      closeRatePercent: 25,
      marginPercent: 50,
      visitorsLow: 1_000,
      visitorsHigh: 3_000,
    } as const;
    const estimate = estimateRoi(product, 'high', inputs);
    // 1,000–3,000 visitors × 3% = 30–90 leads/mo; lift 10% × 1.25 = 12.5% → 3.75–11.25 extra leads/mo;
    // × 12 × 25% × $300 × 50% = $1,687.50–$5,062.50; middle $3,375; cost 299 + 12 × 149 = 2,087; (3,375 − 2,087) ÷ 2,087 = 62%
    expect(estimate.yearlyValueLowCents).toBe(168_750);
    expect(estimate.yearlyValueHighCents).toBe(506_250);
    expect(estimate.yearlyValueCents).toBe(337_500);
    expect(estimate.lift).toBe(12.5);
    expect(estimate.roi).toBe(62);
    expect(estimate.formula).toContain('Estimate: 1,000–3,000 visitors/mo × 3% get in touch = 30–90 leads/mo');
    expect(estimate.formula).toContain('lift 10% × 1.25 (high) = 12.5% → 3.8–11.3 extra leads/mo');
    expect(estimate.formula).toContain('25% close rate × $300 average sale × 50% margin = $1,688–$5,063 gross profit a year');
    expect(estimate.formula).toContain('$2,087');
    expect(estimate.formula).toContain('= 62%');
    // A bakery's $25 sale makes the same fix worth far less.
    const bakery = estimateRoi(product, 'high', { ...inputs, averageSaleCents: 2_500, closeRatePercent: 60, marginPercent: 35 });
    expect(bakery.roi).toBeLessThan(0);
    // Defaults fill what is missing: the industry's margin and the visitors for the business's size.
    expect(completeInputs({ industry: 'roofing' }, 'micro')).toMatchObject({
      marginPercent: 30,
      visitorsLow: 100,
      visitorsHigh: 500,
    });
    const values = new Set(
      (['dental', 'bakery_cafe', 'roofing'] as const).map(
        (industry) =>
          recs([check('local_business_schema', 'local', 'fail')], { inputs: { industry, ...INDUSTRY_DEFAULTS[industry] } })[0]
            .estimatedROI,
      ),
    );
    expect(values.size).toBe(3);
  });

  it('caps every estimate: lift, share of the business’s own revenue and ROI', () => {
    // A viewport fix for a dentist with many visitors: the raw ROI is in the thousands, the one shown is capped.
    const mobile = PRODUCTS.find((item) => item.id === 'mobile_fixes');
    if (!mobile) throw new Error('catalogue lost the mobile fix');
    const viewport = estimateRoi(mobile, 'critical', { ...DENTAL, visitorsLow: 5_000, visitorsHigh: 20_000 });
    expect(viewport.roi).toBe(MAX_ROI_PERCENT);
    expect(viewport.capped).toBe(true);
    expect(viewport.formula).toMatch(/= \d{4,}%, shown capped at 300%$/);
    // No lift beyond the cap, however critical.
    expect(estimateRoi({ setupFee: 0, monthlyPrice: 10, liftPercent: 50 }, 'critical', DENTAL).lift).toBe(MAX_LIFT_PERCENT);
    // A 130-word roofing site is a micro business: no fix is worth more than a fifth of what its site earns now.
    const roofing = runChecks(buildPageContext(input(BARE_PAGE)));
    const roofer = recommend(roofing, {
      inputs: { industry: 'roofing', ...INDUSTRY_DEFAULTS.roofing },
      size: businessSize(130, 0),
    });
    const full = completeInputs({ industry: 'roofing' }, 'micro');
    const siteHigh = siteYearlyProfitCents(full, full.visitorsHigh);
    expect(roofer.recommendations.length).toBeGreaterThan(0);
    for (const item of roofer.recommendations) {
      expect(item.yearlyValueHighCents ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual((siteHigh * MAX_LIFT_PERCENT) / 100);
      expect(item.yearlyValueHighCents ?? Number.POSITIVE_INFINITY).toBeLessThan(388_800_00);
      expect(item.estimatedROI).toBeLessThanOrEqual(MAX_ROI_PERCENT);
      expect(item.roiFormula).toMatch(/^Estimate: /);
    }
    expect(roofer.pricing.totalValueHighCents ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
      (siteHigh * MAX_TOTAL_SHARE_PERCENT) / 100,
    );
    expect(roofer.pricing).toMatchObject({ visitorsLow: 100, visitorsHigh: 500, marginPercent: 30, leadRatePercent: 3 });
  });

  it('summarises: count, monthly total, first year = setup + 12 × monthly, average ROI as a whole percent', () => {
    const summary = summarize([
      {
        productId: 'a',
        product: 'A',
        priority: 'high',
        reason: '',
        description: '',
        setupFee: 100,
        monthlyPrice: 50,
        estimatedROI: 101,
        roiFormula: '',
        checkIds: [],
      },
      {
        productId: 'b',
        product: 'B',
        priority: 'low',
        reason: '',
        description: '',
        setupFee: 0,
        monthlyPrice: 25,
        estimatedROI: 50,
        roiFormula: '',
        checkIds: [],
      },
    ]);
    expect(summary).toEqual({
      totalRecommendations: 2,
      totalMonthlyRevenue: 75,
      firstYearRevenue: 100 + 12 * 75,
      averageROI: 76,
    });
    expect(summarize([])).toEqual({ totalRecommendations: 0, totalMonthlyRevenue: 0, firstYearRevenue: 0, averageROI: 0 });
  });
});

describe('report email', () => {
  const evil = '<script>alert("x")</script>';
  const result: AnalysisResult = {
    id: 'a1',
    website: `https://evil.test/?q=${evil}`,
    googleBusinessProfile: null,
    createdAt: new Date(0).toISOString(),
    summary: { totalRecommendations: 1, totalMonthlyRevenue: 149, firstYearRevenue: 2087, averageROI: 417 },
    recommendations: [
      {
        productId: 'map_boost',
        product: 'Map Boost',
        priority: 'critical',
        reason: `Page title: “${evil}”`,
        description: 'Directory pages',
        setupFee: 299,
        monthlyPrice: 149,
        estimatedROI: 417,
        roiFormula: '',
        checkIds: ['title'],
        findings: [{ checkId: 'title', label: 'Page title', status: 'fail', evidence: `“${evil}”`, priority: 'critical' }],
        yearlyValueCents: 1_080_000,
        yearlyValueLowCents: 540_000,
        yearlyValueHighCents: 1_620_000,
        liftPercent: 15,
        liftSource: 'Whitespark Local Search Ranking Factors 2023',
      },
    ],
    analysisData: {
      requestedUrl: 'https://evil.test/',
      finalUrl: 'https://www.evil.test/',
      statusCode: 200,
      redirects: [],
      fetchedAt: new Date(0).toISOString(),
      title: evil,
      overallScore: 40,
      groups: [{ group: 'on_page', label: 'On-page SEO', score: 40, passed: 1, warned: 0, failed: 1 }],
      checks: [],
      googleBusinessProfile: { input: null, kind: null, name: null, siteName: null, napMatch: null },
      partial: false,
      warnings: [],
      timings: { networkMs: 1, processingMs: 1, responseTimeMs: 1 },
      pageBytes: 10,
      pricing: {
        industry: 'dental',
        averageSaleCents: 80_000,
        closeRatePercent: 30,
        marginPercent: 60,
        visitorsLow: 500,
        visitorsHigh: 2_000,
        leadRatePercent: 3,
        totalValueLowCents: 540_000,
        totalValueHighCents: 1_620_000,
        businessSize: 'small',
        monthlyBudget: 600,
        deferred: [],
      },
    },
  };

  it('speaks to the prospect: spec subject, scores, findings and their worth, never prices; every value escaped', async () => {
    const email = await renderReportEmail(result, { appUrl: 'http://localhost:3000', senderName: 'Victor <b>Vendor</b>' });
    expect(email.subject).toBe('Website Analysis Report for evil.test');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Vendor</b>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('Overall Score');
    expect(email.html).toContain('On-page SEO');
    expect(email.html).toContain(
      'Estimated $5,400–$16,200 a year in gross profit once fixed (expected lift in leads: 15%; source: Whitespark Local Search Ranking Factors 2023).',
    );
    // The formula's inputs: visitors range, lead rate, close rate, average sale, margin (and the lift above).
    expect(email.text).toContain(
      'Estimates, not promises: they assume 500–2,000 website visitors a month, 3% of visitors get in touch, 30% of new leads become customers, an average sale of $800, a 60% margin',
    );
    expect(email.text).toContain('Estimated Value (per year): $5,400–$16,200');
    expect(email.html).toContain('>Critical</span>');
    // The seller's brand: their name on top and in the sign-off, the platform named in the footer.
    expect(email.html).toContain('Prepared by Victor &lt;b&gt;Vendor&lt;/b&gt;.');
    expect(email.html).toContain('Sent by Victor &lt;b&gt;Vendor&lt;/b&gt; with <a href="http://localhost:3000"');
    expect(email.text).toContain('Map Boost [Critical]');
    expect(email.text).toContain('* Page title (Needs fixing): “<script>');
    expect(email.text).toContain('Overall Score: 40/100');
    expect(email.text).toContain('Reply to this email to reach Victor <b>Vendor</b>.');
    // The agency's price list stays in proposals.
    for (const price of ['$299', '$149', '$2,087', '417%', 'Monthly Revenue', 'First Year Revenue', 'Setup'])
      expect(`${email.html}\n${email.text}`).not.toContain(price);
  });

  it("a White Label seller's report names no platform", async () => {
    const email = await renderReportEmail(result, { appUrl: 'http://localhost:3000', senderName: 'Rosa & Co', whiteLabel: true });
    expect(`${email.html}\n${email.text}`).not.toMatch(/proclub/i);
    expect(email.text).toContain('Sent by Rosa & Co.');
    expect(email.html).toContain('Prepared by Rosa &amp; Co.');
  });

  it('says so when there is nothing to fix', async () => {
    const email = await renderReportEmail(
      { ...result, recommendations: [] },
      { appUrl: 'http://localhost:3000', senderName: 'Rosa' },
    );
    expect(email.html).toContain('No opportunities found: the site covers the basics.');
    expect(email.text).toContain('What to fix first\nNo opportunities found: the site covers the basics.');
  });
});
