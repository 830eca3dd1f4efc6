import type {
  AnalysisData,
  AnalysisStep,
  AnalysisSummary,
  CheckResult,
  CrawlData,
  Recommendation,
  RoiInputs,
} from '@proclub/contracts/analysis';
import { AnalyzerError } from '../../lib/analyzer-error';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { timeoutSignal } from '../../lib/timeout-signal';
import { readBusinessContact } from './checks/business-facts';
import { ALL_CHECKS, runCheck } from './checks/check-registry';
import { readGoogleBusiness } from './checks/google-business';
import { indexPage, type PageContext, type PageInput, parseHtml, textOf } from './checks/page-context';
import { countWords, jsOnlyContentCheck, onlyAfterJs, pageStats, stripLinks } from './checks/rendering';
import { clientShellSign, rawContentCheck } from './checks/validity';
import { findWidgets } from './checks/widgets';
import { applySiteWideFacts, completeBusiness, crawlSite, siteChecks, summarizePage } from './crawl';
import type { PageRenderer } from './page-renderer';
import { ProcessingGate } from './processing-gate';
import { businessSize, recommend, summarize } from './recommendations';
import { scoreChecks } from './scoring';
import { assertHtml, decodeHtml, PAGE_MAX_BYTES, readRobots, readSitemap, sitemapUrl } from './site-reader';

/**
 * The site's own fetches (the page, robots.txt, the sitemap) must finish within this. Rendering and the crawl come
 * after, each with its own budget (RENDER_TIMEOUT_MS, the crawl's budgetMs), so a slow site cannot starve them.
 */
export const ANALYSIS_TIMEOUT_MS = 10_000;

const processingGate = new ProcessingGate(2);

export type ProgressListener = (step: AnalysisStep, state: 'running' | 'done' | 'skipped', detail?: string) => void;

export interface AnalyzeInput {
  /** Already normalised (https:// prepended when no scheme). */
  url: string;
  googleBusinessProfile: string | null;
  /** What a sale is worth to the prospect (defaults: a general local business). */
  pricing?: RoiInputs;
  /** Render in the browser even when the HTML is not a client-rendered shell. */
  render?: boolean;
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
    renderer,
    crawler,
  }: {
    signal?: AbortSignal;
    onProgress?: ProgressListener;
    now?: () => Date;
    timeoutMs?: number;
    /** Headless rendering; without it the page is read as served ("Not rendered"). */
    renderer?: PageRenderer;
    /** The small crawl (more pages of the site); without it only the homepage is read. */
    crawler?: { pages: number; budgetMs?: number };
  } = {},
): Promise<AnalyzeOutput> {
  const started = performance.now();
  const deadline = timeoutSignal(timeoutMs, ...(signal ? [signal] : []));
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

  const rawHtml = decodeHtml(page.body, page.headers['content-type']);
  const pageInput = (html: string): PageInput => ({
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
  });
  const evaluate = async (context: PageContext, replace: Map<string, CheckResult>, extra: CheckResult[]) => {
    const checks: CheckResult[] = [];
    for (const [index, check] of ALL_CHECKS.entries()) {
      if (index > 0 && index % 10 === 0) await nextTurn();
      checks.push(replace.get(check.id) ?? runCheck(context, check));
    }
    checks.push(...extra);
    const wordCount = countWords(context.text);
    const titleElement = context.all('title')[0];
    const title = titleElement ? textOf(titleElement) || null : null;
    // Only plain values leave the gate, so the parsed page can be collected now.
    return {
      title,
      googleBusiness: readGoogleBusiness(context),
      business: readBusinessContact(context),
      checks,
      wordCount,
      // The homepage as the crawl sees it (its links pick the pages to read).
      home: crawler ? summarizePage(context) : null,
    };
  };
  const contextOf = async (html: string) => {
    // Parsing, indexing and the checks run in separate event-loop turns so concurrent requests keep flowing.
    await nextTurn();
    const $ = parseHtml(html);
    await nextTurn();
    return indexPage(pageInput(html), $);
  };

  // The HTML as served: is it a client-rendered shell, and (when no rendering follows) every check on it.
  const mode = input.render ? 'always' : 'auto';
  const unavailable = renderer ? renderer.unavailableReason() : 'rendering is not available here';
  const first = await processingGate.run(async () => {
    const context = await contextOf(rawHtml);
    const clientRenderedShell = clientShellSign(context) !== null;
    const rawStats = pageStats(context);
    const rawContent = runCheck(context, rawContentCheck);
    // A widget platform whose widget (form, chat, reviews) only its script shows: rendering tells what it is.
    const widgetToSee = findWidgets(context).find((widget) => widget.kind === 'unknown')?.name ?? null;
    const wantsRender = unavailable === null && (mode === 'always' || clientRenderedShell || widgetToSee !== null);
    const outcome = wantsRender ? null : await evaluate(context, new Map(), []);
    return { clientRenderedShell, rawStats, rawContent, wantsRender, outcome };
  });
  const { clientRenderedShell, rawStats } = first;

  let rendering: NonNullable<AnalysisData['rendering']> = { rendered: false, clientRenderedShell, mode };
  let processed = first.outcome;
  if (first.wantsRender && renderer) {
    onProgress('rendering', 'running');
    // Only the caller's cancel applies: the fetch deadline is spent, and rendering has its own budget.
    const render = await timed(() => renderer.render(page.url, rawHtml, signal ?? new AbortController().signal));
    if (signal?.aborted) throw new AnalyzerError('cancelled', 'The analysis was cancelled.');
    if (render.rendered) {
      onProgress('rendering', 'done', `${render.renderMs} ms`);
      processed = await processingGate.run(async () => {
        const context = await contextOf(render.html);
        const domStats = pageStats(context);
        const jsCheck = jsOnlyContentCheck(rawStats, domStats);
        rendering = {
          rendered: true,
          clientRenderedShell,
          mode,
          renderMs: render.renderMs,
          raw: stripLinks(rawStats),
          dom: stripLinks(domStats),
          onlyAfterJs: onlyAfterJs(rawStats, domStats),
        };
        // raw_html_content is about the HTML as served: it keeps its verdict from the raw page.
        return evaluate(context, new Map([[first.rawContent.id, first.rawContent]]), [jsCheck]);
      });
    } else {
      onProgress('rendering', 'skipped', `Not rendered: ${render.reason}`);
      rendering = { rendered: false, clientRenderedShell, mode, reason: render.reason };
    }
  } else if (unavailable !== null) {
    onProgress('rendering', 'skipped', `Not rendered: ${unavailable}`);
    rendering.reason = unavailable;
  } else {
    onProgress('rendering', 'skipped', 'The HTML as served has the content');
  }
  if (!processed) processed = await processingGate.run(async () => evaluate(await contextOf(rawHtml), new Map(), []));
  const { title, googleBusiness, wordCount, home } = processed;

  // The small crawl: more pages of the same site, then site-level findings (duplicates, broken links, NAP).
  let crawl: CrawlData | undefined;
  if (crawler && home) {
    onProgress('crawl', 'running');
    const crawlStarted = performance.now();
    crawl = await crawlSite(
      {
        home: { url: page.url, status: page.status, summary: home },
        sitemapUrls: sitemap.state === 'found' ? (sitemap.urls ?? []) : [],
        robotsTxt: robots.state === 'found' ? robots.body : '',
        limit: crawler.pages,
        signal,
        budgetMs: crawler.budgetMs,
      },
      fetcher,
      (crawled) =>
        processingGate.run(async () => {
          if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(crawled.headers['content-type'] ?? 'text/html')) return null;
          const html = decodeHtml(crawled.body, crawled.headers['content-type']);
          await nextTurn();
          const $ = parseHtml(html);
          await nextTurn();
          const context = indexPage(
            {
              ...pageInput(html),
              requestedUrl: crawled.url,
              finalUrl: crawled.url,
              status: crawled.status,
              headers: crawled.headers,
              redirects: crawled.redirects,
              pageBytes: crawled.body.length,
              truncated: crawled.truncated,
              timeToHeadersMs: crawled.timeToHeadersMs,
            },
            $,
          );
          return summarizePage(context);
        }),
    );
    networkMs += performance.now() - crawlStarted;
    if (signal?.aborted) throw new AnalyzerError('cancelled', 'The analysis was cancelled.');
    onProgress('crawl', 'done', `${crawl.pages.length} pages`);
  } else onProgress('crawl', 'skipped', 'Crawling is off');

  onProgress('checks', 'running');
  // Contact form, LocalBusiness data, hours, phone and address count wherever the site states them.
  const checks = crawl ? [...applySiteWideFacts(processed.checks, crawl), ...siteChecks(crawl)] : processed.checks;
  const business = crawl ? completeBusiness(processed.business, crawl) : processed.business;
  const { groups, overall } = scoreChecks(checks);
  const size = businessSize(wordCount, sitemap.state === 'found' ? sitemap.urlCount : 0);
  const { recommendations, pricing } = recommend(checks, { inputs: input.pricing, size, hasEmail: !!business.email });
  const summary = summarize(recommendations);
  const warnings: string[] = [];
  if (page.truncated)
    warnings.push(
      `The page is larger than ${PAGE_MAX_BYTES / 1024 / 1024} MB; only the first ${PAGE_MAX_BYTES / 1024 / 1024} MB were analyzed.`,
    );
  if (robots.state === 'error') warnings.push(`robots.txt could not be read: ${robots.detail}`);
  if (sitemap.state === 'error') warnings.push(`The sitemap could not be read: ${sitemap.detail}`);
  if (clientRenderedShell && !rendering.rendered)
    warnings.push(
      `Not rendered${rendering.reason ? ` (${rendering.reason})` : ''}: this page builds its content with JavaScript, and this analysis reads the HTML as served (what crawlers that do not run JavaScript see).`,
    );
  else if (!rendering.rendered && mode === 'always')
    warnings.push(`Not rendered${rendering.reason ? ` (${rendering.reason})` : ''}: the checks read the HTML as served.`);
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
      rendering,
      ...(crawl ? { crawl } : {}),
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
