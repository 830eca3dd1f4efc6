import type { AnalysisResult, CheckResult } from '@proclub/contracts/analysis';
import { describe, expect, it } from 'vitest';
import { BARE_PAGE, GOOD_PAGE } from '../../test/fixture-pages';
import { runChecks } from './checks/check-registry';
import { buildPageContext, type PageInput } from './checks/page-context';
import { PRODUCTS } from './product-catalogue';
import { estimateRoi, recommend, summarize } from './recommendations';
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
    expect(recommend(once, scoreChecks(once).groups)).toEqual(recommend(again, scoreChecks(again).groups));
  });

  it('ranks a well-built page far above a bare one', () => {
    const good = scoreChecks(runChecks(buildPageContext({ ...input(GOOD_PAGE), finalUrl: 'https://good.test/' }))).overall;
    const bare = scoreChecks(runChecks(buildPageContext(input(BARE_PAGE)))).overall;
    expect(good).toBeGreaterThan(75);
    expect(bare).toBeLessThan(45);
  });
});

describe('recommendations', () => {
  it('maps failed checks to products with priority, evidence in the reason, and prices from the catalogue', () => {
    const checks = [
      check('local_business_schema', 'local', 'fail'),
      check('address', 'local', 'fail'),
      check('https', 'security', 'pass'),
    ];
    const recommendations = recommend(checks, scoreChecks(checks).groups);
    const mapBoost = recommendations.find((item) => item.productId === 'map_boost');
    expect(mapBoost).toMatchObject({
      product: 'Map Boost',
      priority: 'critical',
      setupFee: 299,
      monthlyPrice: 149,
      reason: 'local_business_schema: local_business_schema evidence; address: address evidence.',
      checkIds: ['local_business_schema', 'address'],
    });
    expect(recommendations.find((item) => item.productId === 'security_speed_fixes')).toBeUndefined();
  });

  it('uses the warning priority for weak checks and raises the priority when three findings point to one product', () => {
    const weak = recommend([check('viewport', 'mobile', 'warn')], []);
    expect(weak[0]).toMatchObject({ productId: 'mobile_fixes', priority: 'high' });
    const many = recommend(
      [check('compression', 'speed', 'fail'), check('request_count', 'speed', 'fail'), check('hsts', 'security', 'fail')],
      [],
    );
    expect(many[0]).toMatchObject({ productId: 'security_speed_fixes', priority: 'high' });
    expect(many[0].reason).toContain('(and 1 more finding)');
  });

  it('orders by priority, then ROI', () => {
    const checks = runChecks(buildPageContext(input(BARE_PAGE)));
    const recommendations = recommend(checks, scoreChecks(checks).groups);
    const order = ['critical', 'high', 'medium', 'low'];
    for (let i = 1; i < recommendations.length; i++) {
      const [a, b] = [recommendations[i - 1], recommendations[i]];
      expect(order.indexOf(a.priority) <= order.indexOf(b.priority)).toBe(true);
      if (a.priority === b.priority) expect(a.estimatedROI).toBeGreaterThanOrEqual(b.estimatedROI);
    }
    expect(recommendations.length).toBeGreaterThanOrEqual(10);
  });

  it('estimates ROI with the shown formula', () => {
    const product = PRODUCTS.find((item) => item.id === 'map_boost');
    if (!product) throw new Error('catalogue lost Map Boost');
    const { roi, formula } = estimateRoi(product, 'critical');
    // 8 × 1.5 = 12 leads/mo × 12 × $75 = $10,800; cost 299 + 12 × 149 = 2,087; (10,800 − 2,087) ÷ 2,087 = 417%
    expect(roi).toBe(417);
    expect(formula).toContain('= 12 extra leads/mo');
    expect(formula).toContain('$10,800');
    expect(formula).toContain('$2,087');
    expect(formula).toContain('= 417%');
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
      groups: [],
      checks: [],
      googleBusinessProfile: { input: null, kind: null, name: null, siteName: null, napMatch: null },
      partial: false,
      warnings: [],
      timings: { networkMs: 1, processingMs: 1, responseTimeMs: 1 },
      pageBytes: 10,
    },
  };

  it('has the spec subject, the summary stats, recommendations and a branded footer, with every value escaped', () => {
    const email = renderReportEmail(result, { appUrl: 'http://localhost:3000', senderName: 'Victor <b>Vendor</b>' });
    expect(email.subject).toBe('Website Analysis Report for evil.test');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Vendor</b>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('Opportunities Found');
    expect(email.html).toContain('$2,087');
    expect(email.html).toContain('417%');
    expect(email.html).toContain('Critical');
    expect(email.html).toContain('Prepared by Victor &lt;b&gt;Vendor&lt;/b&gt; with');
    expect(email.text).toContain('Map Boost [Critical]');
    expect(email.text).toContain('Monthly Revenue: $149');
  });
});
