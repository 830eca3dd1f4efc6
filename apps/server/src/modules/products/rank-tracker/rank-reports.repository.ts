import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rankChecks, rankKeywords } from '../../../db/schema/index';

/**
 * Rank figures for other features (proof reports, the client dashboard). Every function is scoped by
 * vendorId (the workspace id) + clientId: pass the signed-in seller's id, never one from the request.
 */

export interface ClientPeriod {
  vendorId: string;
  clientId: string;
  /** Inclusive start and end of the period. */
  from: Date;
  to: Date;
}

export interface KeywordRankChange {
  keywordId: string;
  keyword: string;
  location: string;
  /** The last position before the period, or the first one in it when the keyword had none before. */
  startPosition: number;
  /** The last position in the period. */
  endPosition: number;
  /** Places moved up: start − end (positive = better). null when the keyword's only check is in this period (new). */
  change: number | null;
  /** Checks recorded in the period. */
  checks: number;
  lastCheckedAt: Date;
}

interface ChangeRecord extends Record<string, unknown> {
  keyword_id: string;
  keyword: string;
  location: string;
  baseline: number | null;
  first_in_period: number;
  last_in_period: number;
  checks: number;
  last_checked_at: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Rank changes of a client's keywords over a period: only keywords checked in the period, best improvement first. */
export async function rankChangesForClient(db: Db, period: ClientPeriod): Promise<KeywordRankChange[]> {
  const result = await db.execute(sql`
    select k.id as keyword_id, k.keyword, k.location,
      (select c.rank_position from ${rankChecks} c where c.keyword_id = k.id and c.checked_at < ${period.from.toISOString()}::timestamptz
        order by c.checked_at desc, c.id desc limit 1) as baseline,
      (select c.rank_position from ${rankChecks} c where c.keyword_id = k.id and c.checked_at between ${period.from.toISOString()}::timestamptz and ${period.to.toISOString()}::timestamptz
        order by c.checked_at asc, c.id asc limit 1) as first_in_period,
      (select c.rank_position from ${rankChecks} c where c.keyword_id = k.id and c.checked_at between ${period.from.toISOString()}::timestamptz and ${period.to.toISOString()}::timestamptz
        order by c.checked_at desc, c.id desc limit 1) as last_in_period,
      p.checks, to_char(p.last_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_checked_at
    from ${rankKeywords} k
    join lateral (
      select count(*)::int as checks, max(c.checked_at) as last_checked_at from ${rankChecks} c
      where c.keyword_id = k.id and c.checked_at between ${period.from.toISOString()}::timestamptz and ${period.to.toISOString()}::timestamptz
    ) p on p.checks > 0
    where k.workspace_id = ${period.vendorId} and k.client_id = ${period.clientId}
  `);
  const changes = rowsOf<ChangeRecord>(result).map((row): KeywordRankChange => {
    const start = row.baseline ?? row.first_in_period;
    const isNew = row.baseline === null && row.checks === 1;
    return {
      keywordId: row.keyword_id,
      keyword: row.keyword,
      location: row.location,
      startPosition: start,
      endPosition: row.last_in_period,
      change: isNew ? null : start - row.last_in_period,
      checks: row.checks,
      lastCheckedAt: new Date(row.last_checked_at),
    };
  });
  return changes.sort((a, b) => (b.change ?? -Infinity) - (a.change ?? -Infinity) || a.keyword.localeCompare(b.keyword));
}

export interface AverageRank {
  /** Mean of each keyword's latest position (at `at`), one decimal; null when no keyword has a check yet. */
  average: number | null;
  /** Keywords that have a position at `at`. */
  keywords: number;
}

/** A client's average rank: the mean of each tracked keyword's latest position at or before `at` (default now). */
export async function averageRankForClient(
  db: Db,
  query: { vendorId: string; clientId: string; at?: Date },
): Promise<AverageRank> {
  const at = query.at ?? new Date();
  const result = await db.execute(sql`
    select round(avg(latest.rank_position)::numeric, 1)::float8 as average, count(latest.rank_position)::int as keywords
    from ${rankKeywords} k
    join lateral (
      select c.rank_position from ${rankChecks} c where c.keyword_id = k.id and c.checked_at <= ${at.toISOString()}::timestamptz
      order by c.checked_at desc, c.id desc limit 1
    ) latest on true
    where k.workspace_id = ${query.vendorId} and k.client_id = ${query.clientId}
  `);
  const [row] = rowsOf<{ average: number | string | null; keywords: number }>(result);
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    keywords: row?.keywords ?? 0,
  };
}

/** Per UTC day in the period: the mean position of the client's checks that day (for charts), oldest first. */
export async function averageRankSeries(
  db: Db,
  period: ClientPeriod,
): Promise<{ day: string; average: number; checks: number }[]> {
  const result = await db.execute(sql`
    select to_char(c.checked_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      round(avg(c.rank_position)::numeric, 1)::float8 as average, count(*)::int as checks
    from ${rankChecks} c join ${rankKeywords} k on k.id = c.keyword_id
    where k.workspace_id = ${period.vendorId} and k.client_id = ${period.clientId}
      and c.checked_at between ${period.from.toISOString()}::timestamptz and ${period.to.toISOString()}::timestamptz
    group by 1 order by 1
  `);
  return rowsOf<{ day: string; average: number | string; checks: number }>(result).map((row) => ({
    day: row.day,
    average: Number(row.average),
    checks: row.checks,
  }));
}
