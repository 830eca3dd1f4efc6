import { type AnalysisData, type AnalysisSummary, INDUSTRY_DEFAULTS, type Recommendation } from '@proclub/contracts/analysis';
import { runChecks } from './checks/check-registry';
import { readGoogleBusiness } from './checks/google-business';
import { buildPageContext, textOf } from './checks/page-context';
import { recommend, summarize } from './recommendations';
import { scoreChecks } from './scoring';

/** A typical small-business homepage that misses much of the basics (for the demo history). */
const DEMO_PAGE = `<!doctype html><html><head><title>Harbor Dental</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Family dentist.">
<link rel="icon" href="/favicon.png"></head>
<body><h1>Harbor Dental</h1><p>Gentle care for the whole family. Call (503) 555-0134 to book.</p>
<img src="/team.jpg"><img src="/office.jpg" alt="Our office">
<a href="/about">About us</a> <a href="/contact">Contact</a></body></html>`;

/**
 * A complete analysis computed offline from the page above with the real checks, scoring and pricing
 * (as if fetched over HTTPS with no robots.txt or sitemap), so demo accounts have a History entry.
 */
export function demoAnalysis(website: string, googleBusinessProfile: string | null) {
  const context = buildPageContext({
    requestedUrl: website,
    finalUrl: website,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
    html: DEMO_PAGE,
    redirects: [],
    pageBytes: DEMO_PAGE.length,
    truncated: false,
    timeToHeadersMs: 420,
    robots: { state: 'missing', detail: 'HTTP 404', body: '', sitemaps: [] },
    sitemap: { state: 'missing', url: `${new URL(website).origin}/sitemap.xml`, detail: 'HTTP 404', urlCount: 0 },
    googleBusinessProfile,
  });
  const checks = runChecks(context);
  const { groups, overall } = scoreChecks(checks);
  const priced = recommend(checks, { inputs: { industry: 'dental', ...INDUSTRY_DEFAULTS.dental }, size: 'small' });
  const recommendations: Recommendation[] = priced.recommendations;
  const summary: AnalysisSummary = summarize(recommendations);
  const title = context.all('title')[0];
  const analysisData: AnalysisData = {
    requestedUrl: website,
    finalUrl: website,
    statusCode: 200,
    redirects: [],
    fetchedAt: new Date().toISOString(),
    title: title ? textOf(title) : null,
    overallScore: overall,
    groups,
    checks,
    googleBusinessProfile: readGoogleBusiness(context),
    pricing: priced.pricing,
    rendering: { rendered: false, clientRenderedShell: false },
    partial: false,
    warnings: [],
    timings: { networkMs: 480, processingMs: 12, responseTimeMs: 420 },
    pageBytes: DEMO_PAGE.length,
  };
  return { analysisData, recommendations, summary };
}
