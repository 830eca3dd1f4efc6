import type { CheckResult } from '@proclub/contracts/analysis';
import { plural } from './check-types';
import { type PageContext, textOf } from './page-context';

/** What a crawler can read on one version of the page (raw HTML or rendered DOM). */
export interface PageStats {
  words: number;
  /** Distinct crawlable link targets (http(s), resolved against the page). */
  links: number;
  h1: number;
  /** Not stored: used to tell which links appear only after JavaScript. */
  linkSet?: Set<string>;
}

const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
export const countWords = (text: string) => text.match(WORDS)?.length ?? 0;

export function pageStats(page: Pick<PageContext, 'all' | 'text' | 'url'>): PageStats {
  const linkSet = new Set<string>();
  for (const anchor of page.all('a')) {
    const href = anchor.attribs.href?.trim();
    if (!href || href.startsWith('#')) continue;
    try {
      const target = new URL(href, page.url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
      target.hash = '';
      linkSet.add(target.toString());
    } catch {
      // An unparsable href is not a link a crawler follows.
    }
  }
  const h1 = page.all('h1').filter((element) => textOf(element).length > 0).length;
  return { words: countWords(page.text), links: linkSet.size, h1, linkSet };
}

export interface OnlyAfterJs {
  words: number;
  links: number;
  h1: number;
}

export function onlyAfterJs(raw: PageStats, rendered: PageStats): OnlyAfterJs {
  let links = 0;
  for (const link of rendered.linkSet ?? []) if (!raw.linkSet?.has(link)) links++;
  return { words: Math.max(0, rendered.words - raw.words), links, h1: raw.h1 === 0 && rendered.h1 > 0 ? rendered.h1 : 0 };
}

export const stripLinks = ({ words, links, h1 }: PageStats): PageStats => ({ words, links, h1 });

/**
 * The SEO finding of a rendered page: what exists only after JavaScript. Google renders pages later and not
 * always; other crawlers, link previews and AI assistants mostly read the HTML as served.
 * Fails when the heading or most of the text needs JavaScript; warns for links or a sizeable share of text.
 */
export function jsOnlyContentCheck(raw: PageStats, rendered: PageStats): CheckResult {
  const extra = onlyAfterJs(raw, rendered);
  const parts: string[] = [];
  if (extra.words > 0) parts.push(plural(extra.words, 'word'));
  if (extra.links > 0) parts.push(plural(extra.links, 'link'));
  if (extra.h1 > 0) parts.push('the H1 heading');
  const share = rendered.words > 0 ? extra.words / rendered.words : 0;
  const served = `the HTML as served has ${plural(raw.words, 'word')}, ${plural(raw.links, 'link')} and ${raw.h1 > 0 ? 'an H1' : 'no H1'}`;
  const status: CheckResult['status'] =
    extra.h1 > 0 || (share >= 0.5 && extra.words >= 30)
      ? 'fail'
      : (share >= 0.2 && extra.words >= 30) || extra.links >= 3
        ? 'warn'
        : 'pass';
  const evidence =
    parts.length === 0 || status === 'pass'
      ? `The rendered page shows what the HTML as served already has (${served})`
      : `Only after JavaScript: ${joinWords(parts)} (${served})`;
  return {
    id: 'js_only_content',
    group: 'crawlability',
    label: 'Content only after JavaScript',
    status,
    evidence,
    advice:
      'Put the text, the H1 and the navigation links in the HTML the server sends; crawlers that do not run JavaScript (and Google before it renders) see only that.',
  };
}

const joinWords = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]);
