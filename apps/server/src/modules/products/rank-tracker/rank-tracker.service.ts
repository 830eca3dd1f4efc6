import {
  RANK_PROVIDER_MISSING,
  type RankCheck,
  type RankCheckData,
  type RankHistory,
  type RankKeyword,
  type RankKeywordData,
  type RankProviderStatus,
  RECENT_CHECKS_LIMIT,
} from '@proclub/contracts/products';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { isUuid } from '../../../lib/ids';
import type { ProductClientsRepository } from '../product-clients.repository';
import { type RankProvider, RankProviderError } from './rank-provider';
import type { RankCheckRow, RankKeywordRow, RankTrackerRepository } from './rank-tracker.repository';

const HISTORY_POINTS = 365;

export const toRankKeyword = (row: RankKeywordRow): RankKeyword => ({
  ...row,
  lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toRankCheck = (row: RankCheckRow): RankCheck => ({ ...row, checkedAt: row.checkedAt.toISOString() });

/** Keywords per client and location, their checks (by hand, CSV or a configured provider) and history. */
const duplicateKeyword = () =>
  new AppError('duplicate_keyword', 409, 'This client already tracks that keyword in that location', {
    fields: [{ field: 'keyword', message: 'This client already tracks that keyword in that location' }],
  });

export class RankTrackerService {
  constructor(
    private readonly repository: RankTrackerRepository,
    private readonly clients: ProductClientsRepository,
    private readonly provider: RankProvider | null,
  ) {}

  providerStatus(): RankProviderStatus {
    return { configured: this.provider !== null, name: this.provider?.name ?? null };
  }

  async keywords(workspaceId: string, clientId: string | undefined, limit: number): Promise<RankKeyword[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.repository.keywords(workspaceId, clientId, limit)).map(toRankKeyword);
  }

  async addKeyword(workspaceId: string, data: RankKeywordData): Promise<RankKeyword> {
    await this.clients.require(workspaceId, data.clientId);
    const id = await this.repository.insertKeyword(workspaceId, data);
    if (!id) throw duplicateKeyword();
    return this.keyword(workspaceId, id);
  }

  async updateKeyword(workspaceId: string, id: string, data: RankKeywordData): Promise<RankKeyword> {
    await this.keyword(workspaceId, id); // 404 before anything about the body: the keyword must be the seller's
    await this.clients.require(workspaceId, data.clientId);
    const updated = await this.repository.updateKeyword(workspaceId, id, data);
    if (updated === 'conflict') throw duplicateKeyword();
    if (!updated) throw notFound('Keyword');
    return this.keyword(workspaceId, id);
  }

  async keyword(workspaceId: string, id: string): Promise<RankKeyword> {
    const row = isUuid(id) ? await this.repository.keyword(workspaceId, id) : null;
    if (!row) throw notFound('Keyword');
    return toRankKeyword(row);
  }

  async deleteKeyword(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteKeyword(workspaceId, id))) throw notFound('Keyword');
  }

  /** The last 20 checks across the seller's keywords, newest checked first, each with its change. */
  async recentChecks(workspaceId: string): Promise<RankCheck[]> {
    return (await this.repository.recentChecks(workspaceId, RECENT_CHECKS_LIMIT)).map(toRankCheck);
  }

  async history(workspaceId: string, keywordId: string): Promise<RankHistory> {
    const keyword = await this.keyword(workspaceId, keywordId);
    const points = await this.repository.history(keyword.id, HISTORY_POINTS);
    return { keyword, points: points.map((point) => ({ checkedAt: point.checkedAt.toISOString(), position: point.position })) };
  }

  async recordCheck(workspaceId: string, data: RankCheckData): Promise<RankCheck> {
    const keyword = isUuid(data.keywordId) ? await this.repository.keyword(workspaceId, data.keywordId) : null;
    if (!keyword) throw badRequest('keywordId', 'Please select one of your tracked keywords');
    const id = await this.repository.insertCheck(workspaceId, {
      keywordId: keyword.id,
      position: data.position,
      checkedAt: data.checkedAt ? new Date(data.checkedAt) : new Date(),
      source: 'manual',
    });
    return this.check(workspaceId, id);
  }

  async deleteCheck(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteCheck(workspaceId, id))) throw notFound('Check');
  }

  /** Asks the configured provider for the keyword's position now and records it; refuses when none is configured. */
  async checkNow(workspaceId: string, keywordId: string, signal: AbortSignal): Promise<RankCheck> {
    const keyword = await this.keyword(workspaceId, keywordId);
    if (!this.provider) throw new AppError('rank_provider_missing', 409, RANK_PROVIDER_MISSING);
    if (!keyword.targetDomain)
      throw badRequest('targetDomain', 'Add the client’s domain to this keyword to check its position automatically');
    let answer: Awaited<ReturnType<RankProvider['check']>>;
    try {
      answer = await this.provider.check({
        keyword: keyword.keyword,
        location: keyword.location,
        targetDomain: keyword.targetDomain,
        signal,
      });
    } catch (error) {
      if (error instanceof RankProviderError) throw new AppError('rank_provider_failed', 502, error.message);
      throw error;
    }
    if (answer.position === null) {
      throw new AppError(
        'not_ranked',
        422,
        `${keyword.targetDomain} is not in the top 100 for “${keyword.keyword}” in ${keyword.location}; nothing was recorded.`,
      );
    }
    const id = await this.repository.insertCheck(workspaceId, {
      keywordId: keyword.id,
      position: answer.position,
      checkedAt: new Date(),
      source: 'provider',
    });
    return this.check(workspaceId, id);
  }

  private async check(workspaceId: string, id: string): Promise<RankCheck> {
    const row = await this.repository.check(workspaceId, id);
    if (!row) throw notFound('Check');
    return toRankCheck(row);
  }
}
