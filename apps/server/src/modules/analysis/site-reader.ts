import { AnalyzerError } from '../../lib/analyzer-error';
import type { FetchedResource, SafeFetcher } from '../../lib/safe-fetch';
import { timeoutSignal } from '../../lib/timeout-signal';
import type { RobotsInfo, SitemapInfo } from './checks/page-context';

export const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const ROBOTS_MAX_BYTES = 512 * 1024;
const SITEMAP_MAX_BYTES = 2 * 1024 * 1024;
/** robots.txt and the sitemap each get at most this long, within the analysis deadline. */
const SIDE_FILE_TIMEOUT_MS = 4_000;

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/** Decodes the page with the charset of its Content-Type or <meta charset>, UTF-8 otherwise. */
export function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const label =
    contentType?.match(/charset\s*=\s*"?([\w-]+)/i)?.[1] ?? head.match(/<meta[^>]+charset\s*=\s*["']?([\w-]+)/i)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The page must be HTML: by Content-Type, or (when none is sent) by not looking like binary data. */
export function assertHtml(page: FetchedResource, host: string) {
  const type = page.headers['content-type'];
  if (type) {
    if (!HTML_TYPES.test(type.trim())) {
      throw new AnalyzerError('not_html', `${host} did not return a web page (Content-Type: ${type.split(';')[0].trim()}).`);
    }
    return;
  }
  if (page.body.subarray(0, 1024).includes(0))
    throw new AnalyzerError('not_html', `${host} did not return a web page (binary data).`);
}

const sideSignal = (deadline: AbortSignal) => timeoutSignal(SIDE_FILE_TIMEOUT_MS, deadline);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'unreadable');

export async function readRobots(fetcher: SafeFetcher, origin: string, deadline: AbortSignal): Promise<RobotsInfo> {
  try {
    const robots = await fetcher.fetch({
      url: `${origin}/robots.txt`,
      signal: sideSignal(deadline),
      maxBytes: ROBOTS_MAX_BYTES,
      accept: 'text/plain',
    });
    if (robots.status === 404 || robots.status === 410)
      return { state: 'missing', detail: `HTTP ${robots.status}`, body: '', sitemaps: [] };
    if (robots.status < 200 || robots.status >= 300)
      return { state: 'error', detail: `HTTP ${robots.status}`, body: '', sitemaps: [] };
    const type = robots.headers['content-type'] ?? '';
    const body = robots.body.toString('utf8');
    // Many sites answer every path with their HTML page: that is not a robots.txt.
    if (/html/i.test(type) || /^\s*</.test(body))
      return { state: 'missing', detail: 'an HTML page instead of robots.txt', body: '', sitemaps: [] };
    const sitemaps = [...body.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)].map((match) => match[1]);
    return { state: 'found', detail: `HTTP ${robots.status}`, body, sitemaps };
  } catch (error) {
    return { state: 'error', detail: reasonOf(error), body: '', sitemaps: [] };
  }
}

/** The sitemap robots.txt declares on the same host, else /sitemap.xml. */
export function sitemapUrl(origin: string, robots: RobotsInfo): string {
  for (const candidate of robots.sitemaps) {
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) return url.toString();
    } catch {
      // An unparsable Sitemap: line is ignored.
    }
  }
  return `${origin}/sitemap.xml`;
}

export async function readSitemap(fetcher: SafeFetcher, url: string, deadline: AbortSignal): Promise<SitemapInfo> {
  try {
    const sitemap = await fetcher.fetch({
      url,
      signal: sideSignal(deadline),
      maxBytes: SITEMAP_MAX_BYTES,
      accept: 'application/xml, text/xml',
    });
    if (sitemap.status === 404 || sitemap.status === 410)
      return { state: 'missing', url, detail: `HTTP ${sitemap.status}`, urlCount: 0 };
    if (sitemap.status < 200 || sitemap.status >= 300)
      return { state: 'error', url, detail: `HTTP ${sitemap.status}`, urlCount: 0 };
    const text = sitemap.body.toString('utf8');
    if (!/<(urlset|sitemapindex)\b/i.test(text)) {
      if (/<html\b/i.test(text)) return { state: 'missing', url, detail: 'an HTML page instead of XML', urlCount: 0 };
      return { state: 'invalid', url, detail: 'no <urlset> or <sitemapindex>', urlCount: 0 };
    }
    const urlCount = (text.match(/<loc>/gi) ?? []).length;
    const urls = /<urlset\b/i.test(text)
      ? [...text.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)/gi)].slice(0, 200).map((match) => decodeXml(match[1]))
      : [];
    return { state: 'found', url, detail: `HTTP ${sitemap.status}`, urlCount, urls };
  } catch (error) {
    return { state: 'error', url, detail: reasonOf(error), urlCount: 0 };
  }
}

const decodeXml = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
