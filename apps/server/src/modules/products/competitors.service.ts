import { normalizeWebsiteUrl } from '@proclub/contracts/analysis';
import type { Competitor, SiteSnapshot } from '@proclub/contracts/products';
import type { FastifyBaseLogger } from 'fastify';
import { AnalyzerError } from '../../lib/analyzer-error';
import { notFound, rateLimited } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { analyzeSite } from '../analysis/analysis.public';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import type { CompetitorRow, CompetitorsRepository } from './competitors.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toCompetitor = (row: CompetitorRow): Competitor => ({ ...row, createdAt: row.createdAt.toISOString() });

export interface CompetitorsDeps {
  competitors: CompetitorsRepository;
  clients: ProductClientsRepository;
  fetcher: SafeFetcher;
  limiter: RateLimiter;
  /** The analyzer's per-user budget (the same one Client Analysis uses). */
  analysesPerUser: RateLimitRule;
  log: FastifyBaseLogger;
}

/** Competitors per client, analysed side by side with the client's own site by the website analyzer. */
export class CompetitorsService {
  constructor(private readonly deps: CompetitorsDeps) {}

  async list(workspaceId: string, clientId: string | undefined, limit: number): Promise<Competitor[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.deps.competitors.list(workspaceId, clientId, limit)).map(toCompetitor);
  }

  async get(workspaceId: string, id: string): Promise<Competitor> {
    const row = isUuid(id) ? await this.deps.competitors.find(workspaceId, id) : null;
    if (!row) throw notFound('Competitor');
    return toCompetitor(row);
  }

  async create(
    workspaceId: string,
    data: { clientId: string; name: string; website: string; clientWebsite: string },
  ): Promise<Competitor> {
    await this.deps.clients.require(workspaceId, data.clientId);
    const id = await this.deps.competitors.insert(workspaceId, {
      clientId: data.clientId,
      name: data.name,
      website: normalizeWebsiteUrl(data.website),
      clientWebsite: normalizeWebsiteUrl(data.clientWebsite),
    });
    return this.get(workspaceId, id);
  }

  async update(
    workspaceId: string,
    id: string,
    data: { clientId: string; name: string; website: string; clientWebsite: string },
  ): Promise<Competitor> {
    if (!isUuid(id) || !(await this.deps.competitors.find(workspaceId, id))) throw notFound('Competitor');
    await this.deps.clients.require(workspaceId, data.clientId);
    const changed = await this.deps.competitors.update(workspaceId, id, {
      clientId: data.clientId,
      name: data.name,
      website: normalizeWebsiteUrl(data.website),
      clientWebsite: normalizeWebsiteUrl(data.clientWebsite),
    });
    if (!changed) throw notFound('Competitor');
    return this.get(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.deps.competitors.delete(workspaceId, id))) throw notFound('Competitor');
  }

  /**
   * Analyzes the competitor's and the client's sites at once (two analyses against the seller's analyzer
   * budget) and stores both scores. A site that cannot be read is recorded with its reason.
   */
  async analyze(workspaceId: string, actorId: string, id: string, signal: AbortSignal): Promise<Competitor> {
    const competitor = await this.get(workspaceId, id);
    for (let i = 0; i < 2; i++) {
      const wait = await this.deps.limiter.consume(`analysis:user:${actorId}`, this.deps.analysesPerUser);
      if (wait !== null) throw rateLimited('Too many analyses.', wait, { retryAfterSeconds: wait });
    }
    const [client, rival] = await Promise.all([
      this.snapshot(competitor.clientWebsite, signal),
      this.snapshot(competitor.website, signal),
    ]);
    await this.deps.competitors.saveComparison(workspaceId, competitor.id, {
      analyzedAt: new Date().toISOString(),
      client,
      competitor: rival,
    });
    return this.get(workspaceId, competitor.id);
  }

  private async snapshot(url: string, signal: AbortSignal): Promise<SiteSnapshot> {
    try {
      const { analysisData } = await analyzeSite({ url, googleBusinessProfile: null }, this.deps.fetcher, { signal });
      return {
        url: analysisData.finalUrl || url,
        error: null,
        title: analysisData.title,
        overallScore: analysisData.overallScore,
        groups: analysisData.groups.map((group) => ({ group: group.group, label: group.label, score: group.score })),
        failedChecks: analysisData.checks.filter((check) => check.status === 'fail').length,
        responseTimeMs: Math.round(analysisData.timings.responseTimeMs),
      };
    } catch (error) {
      if (!(error instanceof AnalyzerError)) this.deps.log.error({ err: error, url }, 'competitor analysis failed');
      return {
        url,
        error: error instanceof AnalyzerError ? error.message : 'The site could not be analyzed.',
        title: null,
        overallScore: null,
        groups: [],
        failedChecks: 0,
        responseTimeMs: null,
      };
    }
  }
}
