import type { CheerioAPI } from 'cheerio/slim';
import { load } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';

export type { Element };

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export interface RobotsInfo {
  /** found: 2xx text; missing: 404/410; error: anything else (timeout, 5xx, refused). */
  state: 'found' | 'missing' | 'error';
  detail: string;
  body: string;
  /** Sitemap: lines, absolute URLs. */
  sitemaps: string[];
}

export interface SitemapInfo {
  state: 'found' | 'missing' | 'invalid' | 'error';
  url: string;
  detail: string;
  urlCount: number;
  /** The first page addresses it lists (<urlset> only; a sitemap index lists sitemaps), for the crawl. */
  urls?: string[];
}

/** Everything fetched about one site, as the checks read it. */
export interface PageInput {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  redirects: Redirect[];
  /** Decoded HTML size in bytes, and whether it was cut at the cap. */
  pageBytes: number;
  truncated: boolean;
  timeToHeadersMs: number;
  robots: RobotsInfo;
  sitemap: SitemapInfo;
  googleBusinessProfile: string | null;
}

export type JsonLdNode = Record<string, unknown>;

export interface PageContext extends PageInput {
  url: URL;
  $: CheerioAPI;
  /** Every JSON-LD object on the page (top level, arrays and @graph flattened). */
  jsonLd: JsonLdNode[];
  jsonLdErrors: number;
  /** Visible text (no script, style, template), whitespace collapsed. */
  text: string;
  /** Elements by lower-case tag name, in document order (one walk, so checks need no selector scans). */
  all(tag: string): Element[];
  /** First content of <meta name|property="key"> (key lower-cased). */
  meta(key: string): string | undefined;
}

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

interface Walked {
  text: string;
  tags: Map<string, Element[]>;
}

/** One pass over the document: visible text (no script/style/template) and elements by tag. */
function walk(nodes: AnyNode[]): Walked {
  const parts: string[] = [];
  const tags = new Map<string, Element[]>();
  // Two parallel stacks (node, inside-hidden flag): no allocation per node on large pages.
  const stack: AnyNode[] = [...nodes].reverse();
  const hiddenStack: boolean[] = stack.map(() => false);
  while (stack.length) {
    const node = stack.pop() as AnyNode;
    const hidden = hiddenStack.pop() as boolean;
    if (node.type === 'text') {
      if (!hidden) parts.push((node as unknown as { data: string }).data);
      continue;
    }
    if (!('children' in node)) continue;
    let childHidden = hidden;
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const element = node as Element;
      const name = element.name;
      const list = tags.get(name);
      if (list) list.push(element);
      else tags.set(name, [element]);
      if (HIDDEN.has(name)) childHidden = true;
      if (!hidden) parts.push(' ');
      // A <template>'s content is inert (not rendered, not crawled): none of its elements are judged.
      if (name === 'template') continue;
    }
    const children = (node as unknown as { children: AnyNode[] }).children;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]);
      hiddenStack.push(childHidden);
    }
  }
  return { text: parts.join('').replace(/\s+/g, ' ').trim(), tags };
}

/** The text inside one element (scripts and styles included only if the element is one). */
export function textOf(element: AnyNode): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [element];
  while (stack.length) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if ('children' in node) {
      const children = (node as unknown as { children: AnyNode[] }).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export const attr = (element: Element, name: string): string | undefined => element.attribs[name];

function flattenJsonLd(value: unknown, into: JsonLdNode[], depth = 0) {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) flattenJsonLd(item, into, depth + 1);
    return;
  }
  const node = value as JsonLdNode;
  into.push(node);
  if (Array.isArray(node['@graph'])) flattenJsonLd(node['@graph'], into, depth + 1);
}

/** Parses the page once (htmlparser2: forgiving with broken markup) for every check to read. */
export function buildPageContext(input: PageInput): PageContext {
  return indexPage(input, load(input.html));
}

export const parseHtml = (html: string): CheerioAPI => load(html);

/** The context over an already parsed page (the analyzer parses and indexes in separate event-loop turns). */
export function indexPage(input: PageInput, $: CheerioAPI): PageContext {
  const { text, tags } = walk($.root().toArray());
  const all = (tag: string) => tags.get(tag) ?? [];
  const jsonLd: JsonLdNode[] = [];
  let jsonLdErrors = 0;
  for (const script of all('script')) {
    if ((script.attribs.type ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    try {
      flattenJsonLd(JSON.parse(textOf(script)), jsonLd);
    } catch {
      jsonLdErrors++;
    }
  }
  const metas = new Map<string, string>();
  for (const element of all('meta')) {
    const key = (element.attribs.name ?? element.attribs.property ?? '').trim().toLowerCase();
    if (key && !metas.has(key) && element.attribs.content !== undefined) metas.set(key, element.attribs.content);
  }
  return {
    ...input,
    url: new URL(input.finalUrl),
    $,
    jsonLd,
    jsonLdErrors,
    text,
    all,
    meta: (key) => metas.get(key.toLowerCase()),
  };
}

/** The @type values of a JSON-LD node as a list. */
export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  return [];
}
