import type { CheckResult, CrawlData, CrawlPage } from '@proclub/contracts/analysis';
import type { FetchedResource, SafeFetcher } from '../../lib/safe-fetch';
import { USER_AGENT } from '../../lib/safe-fetch';
import { timeoutSignal } from '../../lib/timeout-signal';
import { findEmail, readBusinessContact } from './checks/business-facts';
import { checkById, runCheck } from './checks/check-registry';
import { plural } from './checks/check-types';
import { type PageContext, textOf } from './checks/page-context';
import { countWords } from './checks/rendering';
import { robotsAllows } from './robots-rules';

/** Pages beyond the homepage, unless ANALYZER_CRAWL_PAGES says otherwise. */
export const CRAWL_PAGES = 10;
/** The whole crawl (pages and link checks) must finish within this; what is left is reported as skipped. */
export const CRAWL_TIMEOUT_MS = 8_000;
const CRAWL_CONCURRENCY = 4;
const CRAWL_PAGE_MAX_BYTES = 1024 * 1024;
/** Internal links checked for 4xx/5xx beyond the crawled pages. */
const LINK_CHECK_MAX = 30;

/** Per-page checks shown in the crawl's pages table (only the ones not passed). */
const PAGE_CHECKS = ['title', 'meta_description', 'h1', 'content_length', 'image_alt', 'canonical', 'indexable'];
/**
 * Facts about the business that any page of the site can state (a contact page has the form, the hours and the
 * LocalBusiness data): judged across the pages read. Every other check stays a homepage check.
 */
export const SITE_WIDE_CHECKS = ['contact_form', 'local_business_schema', 'opening_hours', 'phone', 'address'] as const;
const PREFERRED = /contact|about|service|team|location|pricing|price|menu|book|appointment/i;
const PRIMARY = /contact|about|service/i;
const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|gz|mp4|mp3|webm|css|js|json|xml|txt|docx?|xlsx?)$/i;

export interface PageLink {
  url: string;
  text: string;
  /** In <nav> or <header>: the site's own menu. */
  nav: boolean;
}

/** What the crawl keeps of one parsed page (plain values; the DOM is not kept). */
export interface PageSummary {
  title: string | null;
  description: string | null;
  h1: string | null;
  words: number;
  name: string | null;
  phone: string | null;
  address: string | null;
  email: string | null;
  /** The site-wide checks on this page (SITE_WIDE_CHECKS). */
  facts: NonNullable<CrawlPage['facts']>;
  links: PageLink[];
  findings: CrawlPage['findings'];
}

const sameSite = (a: URL, b: URL) => a.host.replace(/^www\./, '') === b.host.replace(/^www\./, '');
/** "/index.html" (and index.htm/.php) is the same page as "/": one address per page, without the fragment. */
export function pageKey(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  copy.pathname = copy.pathname.replace(/\/(?:index|default)\.(?:html?|php|aspx?)$/i, '/');
  return copy.toString();
}
const clean = (value: string | undefined | null, max: number) => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

/** Reads the facts, on-page findings and links of a parsed page (run inside the analyzer's processing gate). */
export function summarizePage(context: PageContext): PageSummary {
  const links: PageLink[] = [];
  const seen = new Set<string>();
  for (const anchor of context.all('a')) {
    const href = anchor.attribs.href?.trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    let target: URL;
    try {
      target = new URL(href, context.url);
    } catch {
      continue;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
    const url = pageKey(target);
    if (seen.has(url)) continue;
    seen.add(url);
    let nav = false;
    for (let parent = anchor.parent; parent && 'name' in parent; parent = parent.parent)
      if (parent.name === 'nav' || parent.name === 'header') {
        nav = true;
        break;
      }
    links.push({ url, text: textOf(anchor).slice(0, 80), nav });
  }
  const business = readBusinessContact(context);
  const h1 = context.all('h1')[0];
  const title = context.all('title')[0];
  const findings = PAGE_CHECKS.flatMap((id) => {
    const check = checkById.get(id);
    if (!check) return [];
    const result = runCheck(context, check);
    return result.status === 'pass' ? [] : [{ id, label: result.label, status: result.status, evidence: result.evidence }];
  });
  const facts = SITE_WIDE_CHECKS.flatMap((id) => {
    const check = checkById.get(id);
    if (!check) return [];
    const result = runCheck(context, check);
    return [{ id, status: result.status, evidence: result.evidence }];
  });
  return {
    title: clean(title ? textOf(title) : null, 300),
    description: clean(context.meta('description'), 400),
    h1: clean(h1 ? textOf(h1) : null, 200),
    words: countWords(context.text),
    name: business.name,
    phone: business.phone,
    address: business.address,
    email: findEmail(context)?.slice(0, 254) ?? null,
    facts,
    links,
    findings,
  };
}

export interface CrawlInput {
  home: { url: string; status: number; summary: PageSummary };
  sitemapUrls: string[];
  robotsTxt: string;
  limit: number;
  signal?: AbortSignal;
  budgetMs?: number;
}

/** Which pages to read: same site, allowed by robots.txt, contact/about/services first, then menu links, then the sitemap. */
export function choosePages(input: Pick<CrawlInput, 'home' | 'sitemapUrls' | 'robotsTxt' | 'limit'>) {
  const home = new URL(input.home.url);
  const allows = robotsAllows(input.robotsTxt, USER_AGENT);
  const candidates = new Map<string, { url: string; score: number; order: number; source: CrawlPage['source'] }>();
  let robotsSkipped = 0;
  const consider = (raw: string, text: string, nav: boolean, source: CrawlPage['source']) => {
    let url: URL;
    try {
      url = new URL(raw, home);
    } catch {
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !sameSite(url, home)) return;
    if (NOT_PAGES.test(url.pathname)) return;
    const key = pageKey(url);
    const path = new URL(key).pathname;
    if (key === pageKey(home) || (path === '/' && !url.search)) return;
    const existing = candidates.get(key);
    const score =
      (PRIMARY.test(url.pathname) || PRIMARY.test(text) ? 4 : PREFERRED.test(url.pathname) || PREFERRED.test(text) ? 2 : 0) +
      (nav ? 2 : 0) +
      (source === 'sitemap' ? 1 : 0);
    if (existing) {
      existing.score = Math.max(existing.score, score + 1);
      return;
    }
    if (!allows(url.pathname + url.search)) {
      robotsSkipped++;
      return;
    }
    candidates.set(key, { url: key, score, order: candidates.size, source });
  };
  for (const link of input.home.summary.links) consider(link.url, link.text, link.nav, link.nav ? 'navigation' : 'link');
  for (const url of input.sitemapUrls) consider(url, '', false, 'sitemap');
  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  return { chosen: ranked.slice(0, input.limit), found: ranked.length, robotsSkipped, allows };
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
const addressKey = (address: string) => address.toLowerCase().replace(/[^a-z0-9]/g, '');

function groupBy(pages: CrawlPage[], value: (page: CrawlPage) => string | null, key: (value: string) => string = (v) => v) {
  const groups = new Map<string, { value: string; urls: string[] }>();
  for (const page of pages) {
    const found = value(page);
    if (!found) continue;
    const k = key(found);
    const group = groups.get(k) ?? { value: found, urls: [] };
    group.urls.push(page.url);
    groups.set(k, group);
  }
  return [...groups.values()];
}

/**
 * The small crawl: up to `limit` same-site pages besides the homepage, fetched through the safe fetcher (same
 * SSRF policy), `CRAWL_CONCURRENCY` at a time, within `budgetMs`; then the site's internal links are checked for
 * 4xx/5xx. `parse` turns a fetched page into its summary (the analyzer runs it inside its processing gate).
 */
export async function crawlSite(
  input: CrawlInput,
  fetcher: SafeFetcher,
  parse: (page: FetchedResource) => Promise<PageSummary | null>,
): Promise<CrawlData> {
  const started = performance.now();
  const budgetMs = input.budgetMs ?? CRAWL_TIMEOUT_MS;
  const budget = timeoutSignal(budgetMs, ...(input.signal ? [input.signal] : []));
  const { chosen, found, robotsSkipped, allows } = choosePages(input);
  const pages: CrawlPage[] = [
    { url: input.home.url, status: input.home.status, source: 'home', ...withoutLinks(input.home.summary) },
  ];
  const linksByPage = new Map<string, PageLink[]>([[input.home.url, input.home.summary.links]]);
  const statusOf = new Map<string, number>([
    [input.home.url, input.home.status],
    [pageKey(new URL(input.home.url)), input.home.status],
  ]);
  let budgetSkipped = 0;

  const results = new Map<string, CrawlPage>();
  await pool(chosen, CRAWL_CONCURRENCY, async (candidate) => {
    if (budget.aborted) {
      budgetSkipped++;
      return;
    }
    const empty = {
      title: null,
      description: null,
      h1: null,
      words: 0,
      name: null,
      phone: null,
      address: null,
      email: null,
      facts: [],
      findings: [],
    };
    try {
      const page = await fetcher.fetch({
        url: candidate.url,
        signal: budget,
        maxBytes: CRAWL_PAGE_MAX_BYTES,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      });
      statusOf.set(candidate.url, page.status);
      const summary = page.status >= 200 && page.status < 300 ? await parse(page) : null;
      if (summary) linksByPage.set(candidate.url, summary.links);
      results.set(candidate.url, {
        url: candidate.url,
        status: page.status,
        source: candidate.source,
        ...(summary ? withoutLinks(summary) : empty),
        ...(summary || page.status >= 400 ? {} : { error: 'not a web page' }),
      });
    } catch (error) {
      if (budget.aborted) budgetSkipped++;
      else
        results.set(candidate.url, {
          url: candidate.url,
          status: 0,
          source: candidate.source,
          ...empty,
          error: error instanceof Error ? error.message : 'unreadable',
        });
    }
  });
  for (const candidate of chosen) {
    const page = results.get(candidate.url);
    if (page) pages.push(page);
  }

  // Internal links found on the pages read: the ones not fetched yet get one small GET each.
  const foundOn = new Map<string, string[]>();
  const home = new URL(input.home.url);
  for (const [pageUrl, links] of linksByPage)
    for (const link of links) {
      const url = new URL(link.url);
      if (!sameSite(url, home) || NOT_PAGES.test(url.pathname) || !allows(url.pathname + url.search)) continue;
      const list = foundOn.get(link.url) ?? [];
      if (!list.includes(pageUrl)) list.push(pageUrl);
      foundOn.set(link.url, list);
    }
  const toCheck = [...foundOn.keys()].filter((url) => !statusOf.has(url)).slice(0, LINK_CHECK_MAX);
  await pool(toCheck, CRAWL_CONCURRENCY, async (url) => {
    if (budget.aborted) return;
    try {
      const response = await fetcher.fetch({ url, signal: budget, maxBytes: 1024, accept: 'text/html,*/*;q=0.5' });
      statusOf.set(url, response.status);
    } catch {
      // Unreachable links are not counted as broken (a timeout is ours as much as theirs).
    }
  });
  const brokenLinks = [...foundOn.entries()]
    .filter(([url]) => (statusOf.get(url) ?? 0) >= 400)
    .map(([url, on]) => ({ url, status: statusOf.get(url) ?? 0, foundOn: on.slice(0, 5) }));

  const readable = pages.filter((page) => page.status >= 200 && page.status < 300 && !page.error);
  const duplicateTitles = groupBy(
    readable,
    (page) => page.title,
    (v) => v.toLowerCase(),
  ).filter((g) => g.urls.length > 1);
  const duplicateDescriptions = groupBy(
    readable,
    (page) => page.description,
    (v) => v.toLowerCase(),
  ).filter((g) => g.urls.length > 1);
  const phones = groupBy(readable, (page) => page.phone, digits);
  const addresses = groupBy(readable, (page) => page.address, addressKey);
  const names = groupBy(
    readable,
    (page) => page.name,
    (v) => v.toLowerCase(),
  );
  return {
    limit: input.limit,
    candidates: found,
    robotsSkipped,
    budgetSkipped,
    linksChecked: foundOn.size,
    elapsedMs: Math.round(performance.now() - started),
    pages,
    duplicateTitles,
    duplicateDescriptions,
    brokenLinks,
    nap: { consistent: phones.length <= 1 && addresses.length <= 1, phones, addresses, names },
  };
}

function withoutLinks(summary: PageSummary): Omit<PageSummary, 'links'> {
  const { links: _links, ...rest } = summary;
  return rest;
}

/** Site-level findings from the crawl; they count in the scores and recommendations like the homepage's checks. */
export function siteChecks(crawl: CrawlData): CheckResult[] {
  const read = crawl.pages.filter((page) => page.status >= 200 && page.status < 300 && !page.error).length;
  if (read < 2) return [];
  const short = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };
  const listUrls = (urls: string[]) => urls.slice(0, 4).map(short).join(', ') + (urls.length > 4 ? ', …' : '');
  const checks: CheckResult[] = [];
  const dupTitles = crawl.duplicateTitles;
  checks.push({
    id: 'site_duplicate_titles',
    group: 'on_page',
    label: 'Unique page titles across the site',
    status: dupTitles.length > 0 ? 'fail' : 'pass',
    evidence:
      dupTitles.length > 0
        ? dupTitles
            .map((group) => `“${group.value}” on ${plural(group.urls.length, 'page')} (${listUrls(group.urls)})`)
            .join('; ')
        : `All ${plural(read, 'page')} read have their own title`,
    advice: 'Give every page its own title that names what the page offers; duplicates compete with each other in search.',
  });
  const dupDescriptions = crawl.duplicateDescriptions;
  checks.push({
    id: 'site_duplicate_descriptions',
    group: 'on_page',
    label: 'Unique meta descriptions across the site',
    status: dupDescriptions.length > 0 ? 'warn' : 'pass',
    evidence:
      dupDescriptions.length > 0
        ? `${plural(dupDescriptions.length, 'description')} used on several pages: ${dupDescriptions.map((group) => listUrls(group.urls)).join('; ')}`
        : `No meta description is repeated across the ${plural(read, 'page')} read`,
    advice: 'Write a description per page; a repeated one is often replaced by Google with text it picks itself.',
  });
  checks.push({
    id: 'site_broken_links',
    group: 'crawlability',
    label: 'No broken internal links',
    status: crawl.brokenLinks.length > 0 ? 'fail' : 'pass',
    evidence:
      crawl.brokenLinks.length > 0
        ? `${plural(crawl.brokenLinks.length, 'internal link')} answer with an error: ${crawl.brokenLinks
            .slice(0, 4)
            .map((link) => `${short(link.url)} (HTTP ${link.status}, linked from ${listUrls(link.foundOn)})`)
            .join('; ')}`
        : `All ${plural(crawl.linksChecked, 'internal link')} checked work`,
    advice: 'Fix or remove links to missing pages: visitors hit a dead end and crawlers waste their visit.',
  });
  const { phones, addresses } = crawl.nap;
  if (phones.length + addresses.length > 0) {
    const differing = [
      ...(phones.length > 1 ? [`phones ${phones.map((p) => `${p.value} (${listUrls(p.urls)})`).join(' vs ')}`] : []),
      ...(addresses.length > 1 ? [`addresses ${addresses.map((a) => `${a.value} (${listUrls(a.urls)})`).join(' vs ')}`] : []),
    ];
    checks.push({
      id: 'site_nap_consistency',
      group: 'local',
      label: 'Same name, address and phone on every page',
      status: differing.length > 0 ? 'fail' : 'pass',
      evidence:
        differing.length > 0
          ? `The pages disagree: ${differing.join('; ')}`
          : `The pages that state them agree${phones[0] ? ` on the phone ${phones[0].value}` : ''}${addresses[0] ? `${phones[0] ? ' and' : ' on'} the address ${addresses[0].value}` : ''}`,
      advice:
        'Show one phone number and one address everywhere (site, Google Business Profile, directories); mixed details cost local ranking and calls.',
    });
  }
  return checks;
}

const STATUS_RANK: Record<CheckResult['status'], number> = { pass: 2, warn: 1, fail: 0 };
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/**
 * The site-wide facts (SITE_WIDE_CHECKS) judged across the pages read: the best verdict of any page, saying the
 * page it was found on ("… (on /contact)"); the homepage wins a tie. The other checks are left as they are.
 */
export function applySiteWideFacts(checks: CheckResult[], crawl: CrawlData): CheckResult[] {
  const readable = crawl.pages.filter((page) => page.status >= 200 && page.status < 300 && !page.error);
  const home = crawl.pages[0];
  return checks.map((check) => {
    if (!(SITE_WIDE_CHECKS as readonly string[]).includes(check.id)) return check;
    let best: { status: CheckResult['status']; evidence: string; url: string } | null = null;
    for (const page of readable) {
      if (page === home) continue;
      const fact = page.facts?.find((item) => item.id === check.id);
      if (fact && STATUS_RANK[fact.status] > STATUS_RANK[best?.status ?? check.status])
        best = { status: fact.status, evidence: fact.evidence, url: page.url };
    }
    if (!best)
      return readable.length > 1 && check.status !== 'pass'
        ? { ...check, evidence: `${check.evidence} (checked on ${plural(readable.length, 'page')} of the site)` }
        : check;
    return { ...check, status: best.status, evidence: `${best.evidence} (on ${pathOf(best.url)})`, foundOn: best.url };
  });
}

type Business = NonNullable<import('@proclub/contracts/analysis').AnalysisData['business']>;

/** The homepage's contact details, completed from the other pages read (a phone or address only on /contact). */
export function completeBusiness(business: Business, crawl: CrawlData): Business {
  const others = crawl.pages.slice(1).filter((page) => page.status >= 200 && page.status < 300 && !page.error);
  const from = (pick: (page: CrawlPage) => string | null | undefined) => {
    const page = others.find((item) => pick(item));
    return page ? { value: pick(page) ?? null, source: `the page ${pathOf(page.url)}` } : null;
  };
  const out = { ...business };
  if (!out.phone) {
    const found = from((page) => page.phone);
    if (found) [out.phone, out.phoneSource] = [found.value, found.source];
  }
  if (!out.address) {
    const found = from((page) => page.address);
    if (found) [out.address, out.addressSource] = [found.value, found.source];
  }
  if (!out.email) {
    const found = from((page) => page.email);
    if (found) [out.email, out.emailSource] = [found.value, found.source];
  }
  return out;
}
