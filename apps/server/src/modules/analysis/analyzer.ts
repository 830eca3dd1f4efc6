import type { AnalysisData, AnalysisStep, AnalysisSummary, Recommendation, RoiInputs } from '@proclub/contracts/analysis';
import { AnalyzerError } from '../../lib/analyzer-error';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { readBusinessContact } from './checks/business-facts';
import { ALL_CHECKS, runCheck } from './checks/check-registry';
import { readGoogleBusiness } from './checks/google-business';
import { indexPage, parseHtml, textOf } from './checks/page-context';
import { clientShellSign } from './checks/validity';
import { ProcessingGate } from './processing-gate';
import { businessSize, recommend, summarize } from './recommendations';
import { scoreChecks } from './scoring';
import { assertHtml, decodeHtml, PAGE_MAX_BYTES, readRobots, readSitemap, sitemapUrl } from './site-reader';

/** The whole analysis (fetch and checks) must finish within this. */
export const ANALYSIS_TIMEOUT_MS = 10_000;

const processingGate = new ProcessingGate(2);

export type ProgressListener = (step: AnalysisStep, state: 'running' | 'done' | 'skipped', detail?: string) => void;

export interface AnalyzeInput {
  /** Already normalised (https:// prepended when no scheme). */
  url: string;
  googleBusinessProfile: string | null;
  /** What a sale is worth to the prospect (defaults: a general local business). */
  pricing?: RoiInputs;
}

export interface AnalyzeOutput {
  summary: AnalysisSummary;
  recommendations: Recommendation[];
  analysisData: AnalysisData;
}

/**
 * Fetches the homepage, robots.txt and the sitemap through the safe fetcher, runs every check, scores the
 * groups and prices recommendations. `signal` ends it early (the caller went away).
 */
export async function analyzeSite(
  input: AnalyzeInput,
  fetcher: SafeFetcher,
  {
    signal,
    onProgress = () => {},
    now = () => new Date(),
    timeoutMs = ANALYSIS_TIMEOUT_MS,
  }: { signal?: AbortSignal; onProgress?: ProgressListener; now?: () => Date; timeoutMs?: number } = {},
): Promise<AnalyzeOutput> {
  const started = performance.now();
  const deadline = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]);
  let networkMs = 0;
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      networkMs += performance.now() - at;
    }
  };

  onProgress('fetching', 'running');
  const page = await timed(() =>
    fetcher.fetch({
      url: input.url,
      signal: deadline,
      maxBytes: PAGE_MAX_BYTES,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    }),
  );
  const final = new URL(page.url);
  assertHtml(page, final.host);
  onProgress('fetching', 'done', `HTTP ${page.status}`);

  onProgress('robots', 'running');
  const robots = await timed(() => readRobots(fetcher, final.origin, deadline));
  onProgress('robots', robots.state === 'found' ? 'done' : 'skipped', robots.detail);

  onProgress('sitemap', 'running');
  const sitemap = await timed(() => readSitemap(fetcher, sitemapUrl(final.origin, robots), deadline));
  onProgress('sitemap', sitemap.state === 'found' ? 'done' : 'skipped', sitemap.detail);
  if (signal?.aborted) throw new AnalyzerError('cancelled', 'The analysis was cancelled.');

  onProgress('checks', 'running');
  const processed = await processingGate.run(async () => {
    const html = decodeHtml(page.body, page.headers['content-type']);
    // Parsing, indexing and the checks run in separate event-loop turns so concurrent requests keep flowing.
    await nextTurn();
    const $ = parseHtml(html);
    await nextTurn();
    const context = indexPage(
      {
        requestedUrl: input.url,
        finalUrl: page.url,
        status: page.status,
        headers: page.headers,
        html,
        redirects: page.redirects,
        pageBytes: page.body.length,
        truncated: page.truncated,
        timeToHeadersMs: page.timeToHeadersMs,
        robots,
        sitemap,
        googleBusinessProfile: input.googleBusinessProfile,
      },
      $,
    );
    await nextTurn();
    const checks = [];
    for (const [index, check] of ALL_CHECKS.entries()) {
      if (index > 0 && index % 10 === 0) await nextTurn();
      checks.push(runCheck(context, check));
    }
    const { groups, overall } = scoreChecks(checks);
    const wordCount = context.text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
    const size = businessSize(wordCount, sitemap.state === 'found' ? sitemap.urlCount : 0);
    const { recommendations, pricing } = recommend(checks, { inputs: input.pricing, size });
    const summary = summarize(recommendations);
    const clientRenderedShell = clientShellSign(context) !== null;
    const titleElement = context.all('title')[0];
    const title = titleElement ? textOf(titleElement) || null : null;
    // Only plain values leave the gate, so the parsed page can be collected now.
    return {
      title,
      googleBusiness: readGoogleBusiness(context),
      business: readBusinessContact(context),
      checks,
      groups,
      overall,
      recommendations,
      summary,
      pricing,
      wordCount,
      clientRenderedShell,
    };
  });
  const { title, googleBusiness, business, checks, groups, overall, recommendations, summary, pricing, wordCount } = processed;
  const warnings: string[] = [];
  if (page.truncated)
    warnings.push(
      `The page is larger than ${PAGE_MAX_BYTES / 1024 / 1024} MB; only the first ${PAGE_MAX_BYTES / 1024 / 1024} MB were analyzed.`,
    );
  if (robots.state === 'error') warnings.push(`robots.txt could not be read: ${robots.detail}`);
  if (sitemap.state === 'error') warnings.push(`The sitemap could not be read: ${sitemap.detail}`);
  if (processed.clientRenderedShell)
    warnings.push(
      'Not rendered: this page builds its content with JavaScript, and this analysis reads the HTML as served (what crawlers that do not run JavaScript see).',
    );
  onProgress('checks', 'done', `${checks.length} checks`);

  return {
    summary,
    recommendations,
    analysisData: {
      requestedUrl: input.url,
      finalUrl: page.url,
      statusCode: page.status,
      redirects: page.redirects,
      fetchedAt: now().toISOString(),
      title: title ? title.slice(0, 300) : null,
      overallScore: overall,
      groups,
      checks,
      googleBusinessProfile: googleBusiness,
      business,
      pricing,
      wordCount,
      rendering: { rendered: false, clientRenderedShell: processed.clientRenderedShell },
      partial: page.truncated || robots.state === 'error' || sitemap.state === 'error',
      warnings,
      timings: {
        networkMs: round(networkMs),
        processingMs: round(performance.now() - started - networkMs),
        responseTimeMs: round(page.timeToHeadersMs),
      },
      pageBytes: page.body.length,
    },
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
