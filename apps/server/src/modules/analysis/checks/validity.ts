import { type CheckDefinition, fail, pass, plural, quote, warn } from './check-types';
import { type Element, type JsonLdNode, type PageContext, textOf, typesOf } from './page-context';

// ---------- Crawlable anchors (Lighthouse "Links are crawlable") ----------

/** Why a link cannot be followed by a crawler, or null when it can. */
export function uncrawlableReason(link: Element): string | null {
  const { attribs } = link;
  // Lighthouse's exemptions: ARIA roles (a link acting as a button) and named anchors.
  if (attribs.role !== undefined || attribs.name !== undefined) return null;
  const href = attribs.href;
  if (href === undefined) {
    if (attribs.onclick !== undefined) return 'no href (a click handler instead)';
    // A link that looks like one (it has text or an image to click) but has no address; an empty <a id="x"> is a jump target.
    const looksLikeLink = textOf(link).length > 0 || link.children.some((child) => 'name' in child && child.name === 'img');
    return looksLikeLink ? 'has no href' : null;
  }
  if (attribs.id !== undefined && href.trim() === '') return null;
  const raw = href.trim();
  if (/^javascript:/i.test(raw)) return `href=${quote(raw, 40)}`;
  if (/^(mailto|tel|sms|#)/i.test(raw) || raw === '') return null;
  if (!URL.canParse(raw, 'https://example.test/')) return `href=${quote(raw, 40)} is not a valid URL`;
  return null;
}

export const crawlableAnchorsCheck: CheckDefinition = {
  id: 'crawlable_anchors',
  group: 'crawlability',
  label: 'Crawlable links',
  weight: 2,
  advice: 'Every link needs a real href (not "javascript:" or a click handler) so search engines can follow it.',
  run: ({ all }) => {
    const bad: string[] = [];
    let links = 0;
    for (const link of all('a')) {
      links++;
      const reason = uncrawlableReason(link);
      if (reason) bad.push(`${quote(textOf(link) || '(no text)', 30)} ${reason}`);
    }
    if (links === 0) return warn('No links on the page');
    if (bad.length === 0) return pass(`All ${plural(links, 'link')} can be crawled`);
    return fail(`${plural(bad.length, 'link')} cannot be crawled: ${bad.slice(0, 3).join('; ')}`);
  },
};

// ---------- hreflang (Lighthouse "Document has a valid hreflang") ----------

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A hreflang value: x-default, or an ISO 639 language with an optional script and ISO 3166 region ("en-GB", "zh-Hant-TW"). */
export function hreflangProblem(value: string): string | null {
  const code = value.trim();
  if (code.toLowerCase() === 'x-default') return null;
  if (code.includes('_')) return `${quote(code)} uses "_" (write ${quote(code.replace(/_/g, '-'))})`;
  const parts = code.split('-');
  const [language, ...rest] = parts;
  if (!/^[a-z]{2,3}$/i.test(language) || !languageNames.of(language.toLowerCase()))
    return `${quote(code)}: ${quote(language)} is not a language code`;
  if (rest[0] && /^[a-z]{4}$/i.test(rest[0])) rest.shift(); // a script subtag (Hant, Latn)
  const region = rest.shift();
  if (region !== undefined) {
    // "UK" is reserved, not a country code: Google ignores en-UK (it is en-GB).
    if (region.toUpperCase() === 'UK' || !/^([a-z]{2}|\d{3})$/i.test(region) || !regionNames.of(region.toUpperCase()))
      return `${quote(code)}: ${quote(region)} is not a country code`;
  }
  if (rest.length) return `${quote(code)} has extra parts`;
  return null;
}

export const hreflangCheck: CheckDefinition = {
  id: 'hreflang',
  group: 'on_page',
  label: 'Valid hreflang',
  weight: 1,
  advice: 'Each language version is linked with rel="alternate" hreflang="<language[-COUNTRY]>" and an absolute URL.',
  run: ({ all, headers }) => {
    const entries: { code: string; href: string }[] = all('link')
      .filter((link) => /(^|\s)alternate(\s|$)/i.test(link.attribs.rel ?? '') && link.attribs.hreflang !== undefined)
      .map((link) => ({ code: link.attribs.hreflang ?? '', href: (link.attribs.href ?? '').trim() }));
    for (const match of (headers.link ?? '').matchAll(/<([^>]*)>[^,]*?hreflang="?([^";,]+)"?/gi))
      entries.push({ code: match[2], href: match[1] });
    if (entries.length === 0) return pass('No hreflang links (one language)');
    const problems: string[] = [];
    for (const { code, href } of entries) {
      const problem = hreflangProblem(code);
      if (problem) problems.push(problem);
      else if (!/^https?:\/\//i.test(href))
        problems.push(`${quote(code)} links to ${quote(href || '(nothing)', 60)}, not an absolute URL`);
    }
    if (problems.length === 0)
      return pass(`${plural(entries.length, 'hreflang link')}: ${entries.map((entry) => entry.code).join(', ')}`);
    return fail(`${plural(problems.length, 'invalid hreflang link')}: ${problems.slice(0, 3).join('; ')}`);
  },
};

// ---------- Structured data ----------

const isSchemaContext = (context: unknown): boolean => {
  if (typeof context === 'string') return /^https?:\/\/schema\.org\/?$/i.test(context.trim());
  if (Array.isArray(context)) return context.some(isSchemaContext);
  if (context && typeof context === 'object') {
    const vocab = (context as Record<string, unknown>)['@vocab'];
    return typeof vocab === 'string' && /schema\.org/i.test(vocab);
  }
  return false;
};

const LOCAL_HINT = /business|store|restaurant|dentist|plumber|electrician|contractor|salon|service|clinic|attorney|agent|shop/i;

/** Problems Google's Rich Results test reports as errors, for the types local businesses use. */
function nodeProblems(node: JsonLdNode): string[] {
  const problems: string[] = [];
  const types = typesOf(node);
  const label = types[0] ?? 'item';
  if (node['@type'] === undefined && !node['@id']) problems.push('an item without @type');
  if (types.some((type) => LOCAL_HINT.test(type))) {
    if (typeof node.name !== 'string' || !node.name.trim()) problems.push(`${label} without name`);
    if (node.address === undefined) problems.push(`${label} without address`);
  }
  const rating = node.aggregateRating as Record<string, unknown> | undefined;
  if (rating && typeof rating === 'object') {
    const value = Number(rating.ratingValue);
    if (!Number.isFinite(value)) problems.push('aggregateRating without a numeric ratingValue');
    if (rating.reviewCount === undefined && rating.ratingCount === undefined)
      problems.push('aggregateRating without reviewCount or ratingCount');
  }
  for (const key of ['telephone', 'url', 'email', 'name']) {
    const value = node[key];
    if (value !== undefined && typeof value !== 'string' && !Array.isArray(value) && typeof value !== 'number')
      problems.push(`${label}.${key} is not text`);
  }
  return problems;
}

export const structuredDataCheck: CheckDefinition = {
  id: 'structured_data_valid',
  group: 'on_page',
  label: 'Valid structured data',
  weight: 2,
  advice: 'JSON-LD must parse, use the schema.org vocabulary and carry the properties Google requires (e.g. name and address).',
  run: ({ all, jsonLdErrors }) => {
    const blocks = all('script').filter((script) => (script.attribs.type ?? '').trim().toLowerCase() === 'application/ld+json');
    if (blocks.length === 0) return warn('No structured data (JSON-LD) to validate');
    const problems: string[] = [];
    if (jsonLdErrors)
      problems.push(`${plural(jsonLdErrors, 'JSON-LD block')} ${jsonLdErrors === 1 ? 'is' : 'are'} not valid JSON`);
    for (const block of blocks) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(textOf(block));
      } catch {
        continue;
      }
      const tops = (Array.isArray(parsed) ? parsed : [parsed]).filter(
        (item): item is JsonLdNode => !!item && typeof item === 'object',
      );
      for (const top of tops) {
        if (!isSchemaContext(top['@context']))
          problems.push(`@context is ${quote(String(top['@context'] ?? 'missing'), 40)}, not https://schema.org`);
        const nodes = Array.isArray(top['@graph']) ? (top['@graph'] as JsonLdNode[]) : [top];
        for (const node of nodes) if (node && typeof node === 'object') problems.push(...nodeProblems(node));
      }
    }
    if (problems.length === 0) return pass(`${plural(blocks.length, 'JSON-LD block')} valid`);
    return fail([...new Set(problems)].slice(0, 4).join('; '));
  },
};

// ---------- Client-rendered shells ----------

const MOUNT_IDS = /^(root|app|__next|__nuxt|___gatsby|svelte|main-app|application)$/i;

/** Where a page's raw HTML is an empty mount point filled by JavaScript, what gives it away; null otherwise. */
export function clientShellSign(page: Pick<PageContext, 'all' | 'text'>): string | null {
  const words = page.text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  if (words >= 80) return null;
  const scripts = page.all('script').filter((script) => script.attribs.src !== undefined || script.attribs.type === 'module');
  // An inline-script shell: the page's text is in its scripts (strings they write into the page), many times the
  // text the HTML shows.
  const inline = page
    .all('script')
    .filter(
      (script) =>
        script.attribs.src === undefined &&
        /^(|text\/javascript|module|application\/javascript)$/i.test((script.attribs.type ?? '').trim()),
    )
    .map((script) => textOf(script));
  const code = inline.join('\n');
  const writes =
    /\.innerHTML\s*=|document\.write\(|insertAdjacentHTML|\.append(Child)?\(|createElement\(|\.textContent\s*=|\.replaceChildren\(/.test(
      code,
    );
  const scriptWords = (code.match(/["'`][^"'`]{20,}["'`]/g) ?? []).join(' ').match(/[\p{L}][\p{L}'’-]+/gu)?.length ?? 0;
  if (writes && scriptWords >= 40 && scriptWords >= 3 * Math.max(words, 1))
    return `inline scripts that write the page (${scriptWords} words in scripts, ${words} in the HTML)`;
  if (scripts.length === 0) return null;
  const mount = [...page.all('div'), ...page.all('main')].find(
    (element) => MOUNT_IDS.test(element.attribs.id ?? '') && textOf(element).length < 40,
  );
  if (mount) return `an empty <${mount.name} id="${mount.attribs.id}"> filled by JavaScript`;
  const custom = ['app-root', 'my-app', 'ion-app'].find((tag) => page.all(tag).length > 0);
  if (custom) return `an empty <${custom}> filled by JavaScript`;
  if (page.all('noscript').some((element) => /enable javascript|javascript (is )?required/i.test(textOf(element))))
    return 'a "please enable JavaScript" notice';
  return null;
}

export const rawContentCheck: CheckDefinition = {
  id: 'raw_html_content',
  group: 'crawlability',
  label: 'Content in the HTML',
  weight: 2,
  advice:
    'Serve the text, headings and contact details in the HTML (server-side rendering or pre-rendering), not only after JavaScript runs.',
  run: (page) => {
    const sign = clientShellSign(page);
    if (!sign) return pass('The page’s content is in its HTML');
    return fail(`The HTML is a client-rendered shell (${sign}): crawlers that do not run JavaScript see an empty page`);
  },
};
