import type { Env } from '../../../config/env';
import { timeoutSignal } from '../../../lib/timeout-signal';

export interface RankQuery {
  keyword: string;
  /** As the seller typed it (e.g. 'Austin, TX'); the provider geo-targets the search with it. */
  location: string;
  /** The host whose position is wanted, without www (e.g. 'rosasbakery.com'). */
  targetDomain: string;
  signal: AbortSignal;
}

/** The first position of the target domain in the top 100 organic results, or null when it is not there. */
export interface RankAnswer {
  position: number | null;
}

/**
 * A search-results API that reports where a domain ranks. Positions come only from a provider or from the
 * seller (by hand or CSV): the tracker never estimates one.
 */
export interface RankProvider {
  readonly name: string;
  check(query: RankQuery): Promise<RankAnswer>;
}

export class RankProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RankProviderError';
  }
}

const PROVIDER_TIMEOUT_MS = 20_000;
const TOP = 100;

/** Whether a result URL belongs to the domain (the domain itself or a subdomain such as www.). */
export function urlMatchesDomain(link: string, domain: string): boolean {
  try {
    const host = new URL(link).hostname.toLowerCase().replace(/\.$/, '');
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    return false;
  }
}

interface SerpApiResponse {
  error?: string;
  organic_results?: { position?: number; link?: string }[];
}

/**
 * SerpApi's Google engine (https://serpapi.com/search-api): one search per check, 100 results, geo-targeted
 * by location. `baseUrl` points it at another host (a local fake in tests).
 */
export function serpApiProvider(options: { apiKey: string; baseUrl?: string }): RankProvider {
  const base = options.baseUrl ?? 'https://serpapi.com';
  return {
    name: 'SerpApi',
    async check({ keyword, location, targetDomain, signal }) {
      const url = new URL('/search.json', base);
      url.search = new URLSearchParams({
        engine: 'google',
        q: keyword,
        location,
        num: String(TOP),
        api_key: options.apiKey,
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: timeoutSignal(PROVIDER_TIMEOUT_MS, signal),
        });
      } catch {
        throw new RankProviderError('The rank provider could not be reached. Try again later or record the position by hand.');
      }
      const body = (await response.json().catch(() => null)) as SerpApiResponse | null;
      if (!response.ok || !body || body.error) {
        throw new RankProviderError(
          `The rank provider refused the check${body?.error ? `: ${body.error.slice(0, 200)}` : ` (HTTP ${response.status})`}.`,
        );
      }
      const results = body.organic_results ?? [];
      for (const [index, result] of results.entries()) {
        if (result.link && urlMatchesDomain(result.link, targetDomain)) {
          const position = Number.isInteger(result.position) ? (result.position as number) : index + 1;
          return { position: position >= 1 && position <= TOP ? position : null };
        }
      }
      return { position: null };
    },
  };
}

/** The provider named by RANK_PROVIDER, or null (RANK_PROVIDER=none): then checks are recorded by hand. */
export function rankProviderFromEnv(env: Env): RankProvider | null {
  if (env.RANK_PROVIDER === 'serpapi' && env.RANK_PROVIDER_API_KEY) {
    return serpApiProvider({ apiKey: env.RANK_PROVIDER_API_KEY, baseUrl: env.RANK_PROVIDER_URL });
  }
  return null;
}
