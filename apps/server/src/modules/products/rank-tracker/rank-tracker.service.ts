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
import type { AuthUser } from '../../../plugins/auth';
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

  async keywords(user: AuthUser, clientId: string | undefined, limit: number): Promise<RankKeyword[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.repository.keywords(user.id, clientId, limit)).map(toRankKeyword);
  }

  async addKeyword(user: AuthUser, data: RankKeywordData): Promise<RankKeyword> {
    await this.clients.require(user.id, data.clientId);
    const id = await this.repository.insertKeyword(user.id, data);
    if (!id) throw duplicateKeyword();
    return this.keyword(user, id);
  }

  async updateKeyword(user: AuthUser, id: string, data: RankKeywordData): Promise<RankKeyword> {
    await this.keyword(user, id); // 404 before anything about the body: the keyword must be the seller's
    await this.clients.require(user.id, data.clientId);
    const updated = await this.repository.updateKeyword(user.id, id, data);
    if (updated === 'conflict') throw duplicateKeyword();
    if (!updated) throw notFound('Keyword');
    return this.keyword(user, id);
  }

  async keyword(user: AuthUser, id: string): Promise<RankKeyword> {
    const row = isUuid(id) ? await this.repository.keyword(user.id, id) : null;
    if (!row) throw notFound('Keyword');
    return toRankKeyword(row);
  }

  async deleteKeyword(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteKeyword(user.id, id))) throw notFound('Keyword');
  }

  /** The last 20 checks across the seller's keywords, newest checked first, each with its change. */
  async recentChecks(user: AuthUser): Promise<RankCheck[]> {
    return (await this.repository.recentChecks(user.id, RECENT_CHECKS_LIMIT)).map(toRankCheck);
  }

  async history(user: AuthUser, keywordId: string): Promise<RankHistory> {
    const keyword = await this.keyword(user, keywordId);
    const points = await this.repository.history(keyword.id, HISTORY_POINTS);
    return { keyword, points: points.map((point) => ({ checkedAt: point.checkedAt.toISOString(), position: point.position })) };
  }

  async recordCheck(user: AuthUser, data: RankCheckData): Promise<RankCheck> {
    const keyword = isUuid(data.keywordId) ? await this.repository.keyword(user.id, data.keywordId) : null;
    if (!keyword) throw badRequest('keywordId', 'Please select one of your tracked keywords');
    const id = await this.repository.insertCheck(user.id, {
      keywordId: keyword.id,
      position: data.position,
      checkedAt: data.checkedAt ? new Date(data.checkedAt) : new Date(),
      source: 'manual',
    });
    return this.check(user, id);
  }

  async deleteCheck(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteCheck(user.id, id))) throw notFound('Check');
  }

  /** Asks the configured provider for the keyword's position now and records it; refuses when none is configured. */
  async checkNow(user: AuthUser, keywordId: string, signal: AbortSignal): Promise<RankCheck> {
    const keyword = await this.keyword(user, keywordId);
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
    const id = await this.repository.insertCheck(user.id, {
      keywordId: keyword.id,
      position: answer.position,
      checkedAt: new Date(),
      source: 'provider',
    });
    return this.check(user, id);
  }

  private async check(user: AuthUser, id: string): Promise<RankCheck> {
    const row = await this.repository.check(user.id, id);
    if (!row) throw notFound('Check');
    return toRankCheck(row);
  }
}
