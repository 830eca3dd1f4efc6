import { type CheckDefinition, fail, pass, plural, warn } from './check-types';

function blocksEverything(robots: string): string | null {
  // The group for every crawler ("User-agent: *") with "Disallow: /" and no "Allow:" of the root.
  let inStarGroup = false;
  let groupHasRules = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const [field, ...rest] = line.split(':');
    const key = field?.trim().toLowerCase();
    const value = rest.join(':').trim();
    if (key === 'user-agent') {
      if (groupHasRules) inStarGroup = false;
      groupHasRules = false;
      if (value === '*') inStarGroup = true;
    } else if (key === 'disallow' || key === 'allow') {
      groupHasRules = true;
      if (inStarGroup && key === 'disallow' && value === '/') return line;
    }
  }
  return null;
}

export const crawlabilityChecks: CheckDefinition[] = [
  {
    id: 'http_status',
    group: 'crawlability',
    label: 'Homepage status',
    weight: 3,
    advice: 'The homepage should answer 200 OK so search engines and visitors can load it.',
    run: ({ status }) => (status >= 200 && status < 300 ? pass(`HTTP ${status}`) : fail(`HTTP ${status}`)),
  },
  {
    id: 'redirects',
    group: 'crawlability',
    label: 'Redirect chain',
    weight: 1,
    advice: 'Reach the final address in at most one redirect (e.g. http → https); each extra hop costs time.',
    run: ({ redirects, requestedUrl, finalUrl }) => {
      if (redirects.length === 0) return pass('No redirects');
      const chain = [requestedUrl, ...redirects.map((hop) => hop.to)].join(' → ');
      if (redirects.length === 1) return pass(`One redirect (${redirects[0].status}): ${chain}`);
      return warn(`${plural(redirects.length, 'redirect')} before ${finalUrl}: ${chain}`);
    },
  },
  {
    id: 'indexable',
    group: 'crawlability',
    label: 'Indexable (no noindex)',
    weight: 3,
    advice: 'Remove noindex from the homepage (meta robots or X-Robots-Tag) or it will not appear in search.',
    run: ({ meta, headers }) => {
      const robots = [meta('robots'), meta('googlebot')].find((content) => content && /noindex/i.test(content));
      if (robots) return fail(`<meta name="robots" content="${robots}">`);
      const header = headers['x-robots-tag'];
      if (header && /noindex/i.test(header)) return fail(`X-Robots-Tag: ${header}`);
      return pass('No noindex directive');
    },
  },
  {
    id: 'robots_txt',
    group: 'crawlability',
    label: 'robots.txt',
    weight: 2,
    advice: 'Publish a robots.txt that lets search engines crawl the site and points to the sitemap.',
    run: ({ robots }) => {
      if (robots.state === 'missing') return warn(`No robots.txt (${robots.detail})`);
      if (robots.state === 'error') return warn(`robots.txt could not be read (${robots.detail})`);
      const blocked = blocksEverything(robots.body);
      if (blocked) return fail(`robots.txt blocks every crawler: "${blocked}"`);
      const rules = robots.body.split(/\r?\n/).filter((line) => /^\s*(dis)?allow\s*:/i.test(line)).length;
      return pass(`robots.txt found (${plural(rules, 'rule')}${robots.sitemaps.length ? ', declares a sitemap' : ''})`);
    },
  },
  {
    id: 'sitemap',
    group: 'crawlability',
    label: 'XML sitemap',
    weight: 2,
    advice: 'An XML sitemap lists your pages so search engines find all of them.',
    run: ({ sitemap }) => {
      if (sitemap.state === 'found') return pass(`${sitemap.url} lists ${plural(sitemap.urlCount, 'URL')}`);
      if (sitemap.state === 'invalid') return warn(`${sitemap.url} is not a valid sitemap (${sitemap.detail})`);
      if (sitemap.state === 'error') return warn(`${sitemap.url} could not be read (${sitemap.detail})`);
      return fail(`No sitemap at ${sitemap.url} (${sitemap.detail})`);
    },
  },
];
