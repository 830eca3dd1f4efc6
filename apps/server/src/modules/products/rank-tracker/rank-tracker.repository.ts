import type { RankCheckSource } from '@proclub/contracts/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clients, rankChecks, rankKeywords } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../lib/db-errors';
import { newestFirst } from '../../../lib/keyset.repository';
import {
  deleteOwned,
  findOwnedWithClient,
  insertReturningId,
  newestOwnedWithClient,
  ownedRow,
  updateOwned,
} from '../../../lib/owned-rows.repository';

export interface RankKeywordRow {
  id: string;
  clientId: string;
  clientName: string;
  keyword: string;
  location: string;
  targetDomain: string | null;
  latestPosition: number | null;
  previousPosition: number | null;
  lastCheckedAt: Date | null;
  checkCount: number;
  createdAt: Date;
}

export interface RankCheckRow {
  id: string;
  keywordId: string;
  keyword: string;
  location: string;
  clientId: string;
  clientName: string;
  position: number;
  previousPosition: number | null;
  checkedAt: Date;
  source: RankCheckSource;
}

export interface RankCheckWrite {
  keywordId: string;
  position: number;
  checkedAt: Date;
  source: RankCheckSource;
}

/** The keyword's check just before the given one, by (checked_at, id): the "previous rank". */
const previousPositionOf = (checkedAt: unknown, id: unknown, keywordId: unknown) => sql<number | null>`(
  select p.rank_position from ${rankChecks} p
  where p.keyword_id = ${keywordId} and (p.checked_at, p.id) < (${checkedAt}, ${id})
  order by p.checked_at desc, p.id desc limit 1)`;

/** The keyword's n-th newest check (0 = latest). */
const nthPosition = (n: number) => sql<number | null>`(
  select c.rank_position from ${rankChecks} c where c.keyword_id = ${rankKeywords.id}
  order by c.checked_at desc, c.id desc offset ${sql.raw(String(n))} limit 1)`;

const keywordColumns = {
  id: rankKeywords.id,
  clientId: rankKeywords.clientId,
  clientName: clients.name,
  keyword: rankKeywords.keyword,
  location: rankKeywords.location,
  targetDomain: rankKeywords.targetDomain,
  latestPosition: nthPosition(0),
  previousPosition: nthPosition(1),
  lastCheckedAt:
    sql<Date | null>`(select max(c.checked_at) from ${rankChecks} c where c.keyword_id = ${rankKeywords.id})`.mapWith(
      rankChecks.checkedAt,
    ),
  checkCount: sql<number>`(select count(*)::int from ${rankChecks} c where c.keyword_id = ${rankKeywords.id})`,
  createdAt: rankKeywords.createdAt,
};

const checkColumns = {
  id: rankChecks.id,
  keywordId: rankChecks.keywordId,
  keyword: rankKeywords.keyword,
  location: rankKeywords.location,
  clientId: rankKeywords.clientId,
  clientName: clients.name,
  position: rankChecks.rankPosition,
  previousPosition: previousPositionOf(rankChecks.checkedAt, rankChecks.id, rankChecks.keywordId),
  checkedAt: rankChecks.checkedAt,
  source: rankChecks.source,
};

export class RankTrackerRepository {
  constructor(private readonly db: Db) {}

  /** Checks with their keyword and client. */
  private selectChecks() {
    return this.db
      .select(checkColumns)
      .from(rankChecks)
      .innerJoin(rankKeywords, eq(rankKeywords.id, rankChecks.keywordId))
      .innerJoin(clients, eq(clients.id, rankKeywords.clientId));
  }

  /** Sellers with at least one keyword the provider can check (one that names the client's domain). */
  async vendorsWithCheckableKeywords(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ workspaceId: rankKeywords.workspaceId })
      .from(rankKeywords)
      .where(sql`${rankKeywords.targetDomain} is not null`);
    return rows.map((row) => row.workspaceId);
  }

  async keywords(workspaceId: string, clientId: string | undefined, limit: number): Promise<RankKeywordRow[]> {
    return newestOwnedWithClient(this.db, rankKeywords, keywordColumns, { vendorId: workspaceId, clientId, limit });
  }

  async keyword(workspaceId: string, id: string): Promise<RankKeywordRow | null> {
    return findOwnedWithClient(this.db, rankKeywords, keywordColumns, workspaceId, id);
  }

  /** Inserts the keyword, or returns null when the client already tracks it in that location (any case). */
  async insertKeyword(
    workspaceId: string,
    data: { clientId: string; keyword: string; location: string; targetDomain: string | null },
  ): Promise<string | null> {
    const rows = await this.db
      .insert(rankKeywords)
      .values({ workspaceId, ...data })
      .onConflictDoNothing()
      .returning({ id: rankKeywords.id });
    return rows[0]?.id ?? null;
  }

  /**
   * Changes the keyword in place, so its checks (the history) stay with it. 'conflict' when the client already
   * tracks the new keyword in that location; false when the keyword is not the seller's.
   */
  async updateKeyword(
    workspaceId: string,
    id: string,
    data: { clientId: string; keyword: string; location: string; targetDomain: string | null },
  ): Promise<boolean | 'conflict'> {
    try {
      return await updateOwned(this.db, rankKeywords, workspaceId, id, data);
    } catch (error) {
      if (isUniqueViolation(error)) return 'conflict';
      throw error;
    }
  }

  async deleteKeyword(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, rankKeywords, workspaceId, id);
  }

  /** The seller's newest checks (by checked time) with the previous position of each one's keyword. */
  async recentChecks(workspaceId: string, limit: number, keywordId?: string): Promise<RankCheckRow[]> {
    const conditions = [eq(rankChecks.workspaceId, workspaceId)];
    if (keywordId) conditions.push(eq(rankChecks.keywordId, keywordId));
    return this.selectChecks()
      .where(and(...conditions))
      .orderBy(newestFirst(rankChecks.checkedAt, rankChecks.id))
      .limit(limit);
  }

  async check(workspaceId: string, id: string): Promise<RankCheckRow | null> {
    const [row] = await this.selectChecks().where(ownedRow(rankChecks, workspaceId, id));
    return row ?? null;
  }

  /** The keyword's positions, oldest first (the newest `limit` of them). */
  async history(keywordId: string, limit: number): Promise<{ checkedAt: Date; position: number }[]> {
    const rows = await this.db
      .select({ checkedAt: rankChecks.checkedAt, position: rankChecks.rankPosition })
      .from(rankChecks)
      .where(eq(rankChecks.keywordId, keywordId))
      .orderBy(sql`${rankChecks.checkedAt} desc, ${rankChecks.id} desc`)
      .limit(limit);
    return rows.reverse();
  }

  async insertCheck(workspaceId: string, data: RankCheckWrite): Promise<string> {
    return insertReturningId(this.db, rankChecks, {
      workspaceId,
      keywordId: data.keywordId,
      rankPosition: data.position,
      checkedAt: data.checkedAt,
      source: data.source,
    });
  }

  async deleteCheck(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, rankChecks, workspaceId, id);
  }

  /** Every keyword of the seller, keyed by client id + lower-cased keyword + location (for CSV matching). */
  async keywordIndex(workspaceId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({
        id: rankKeywords.id,
        clientId: rankKeywords.clientId,
        keyword: rankKeywords.keyword,
        location: rankKeywords.location,
      })
      .from(rankKeywords)
      .where(eq(rankKeywords.workspaceId, workspaceId));
    return new Map(rows.map((row) => [keywordKey(row.clientId, row.keyword, row.location), row.id]));
  }

  /**
   * Imports checks in one transaction: creates the keywords the file names that are not tracked yet, then
   * inserts the checks in multi-row statements. All or nothing.
   */
  async importChecks(
    workspaceId: string,
    newKeywords: { key: string; clientId: string; keyword: string; location: string }[],
    checks: { keywordKey: string; position: number; checkedAt: Date }[],
    known: Map<string, string>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ids = new Map(known);
      for (const keyword of newKeywords) {
        const [inserted] = await tx
          .insert(rankKeywords)
          .values({ workspaceId, clientId: keyword.clientId, keyword: keyword.keyword, location: keyword.location })
          .onConflictDoNothing()
          .returning({ id: rankKeywords.id });
        // Created meanwhile by another request: use that row.
        const row =
          inserted ??
          (
            await tx
              .select({ id: rankKeywords.id })
              .from(rankKeywords)
              .where(
                and(
                  eq(rankKeywords.clientId, keyword.clientId),
                  sql`lower(${rankKeywords.keyword}) = lower(${keyword.keyword})`,
                  sql`lower(${rankKeywords.location}) = lower(${keyword.location})`,
                ),
              )
          )[0];
        ids.set(keyword.key, row.id);
      }
      const values = checks.map((check) => ({
        workspaceId,
        keywordId: ids.get(check.keywordKey) as string,
        rankPosition: check.position,
        checkedAt: check.checkedAt,
        source: 'csv' as const,
      }));
      for (let start = 0; start < values.length; start += 1_000) {
        await tx.insert(rankChecks).values(values.slice(start, start + 1_000));
      }
    });
  }
}

export const keywordKey = (clientId: string, keyword: string, location: string) =>
  `${clientId}\u0000${keyword.trim().toLowerCase()}\u0000${location.trim().toLowerCase()}`;
