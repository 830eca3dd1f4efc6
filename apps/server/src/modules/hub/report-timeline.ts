import type { ReportContent } from '@proclub/contracts/hub';
import type { AuditRunPoint, CompletedMilestone, MessagesOnDay, TimeRange } from './client-activity.repository';

const DAY_MS = 86_400_000;
/** Periods up to this many days are charted by week, longer ones by month. */
const WEEKLY_UP_TO_DAYS = 120;

/** [start 00:00 UTC, day after end 00:00 UTC) for calendar dates YYYY-MM-DD. */
export function periodRange(start: string, end: string): TimeRange {
  return { from: new Date(`${start}T00:00:00Z`), to: new Date(new Date(`${end}T00:00:00Z`).getTime() + DAY_MS) };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** Bucket starts covering the period: Mondays (short periods) or first days of months. */
export function buckets(start: string, end: string): { unit: 'week' | 'month'; starts: string[] } {
  const days = (new Date(`${end}T00:00:00Z`).getTime() - new Date(`${start}T00:00:00Z`).getTime()) / DAY_MS;
  const unit = days <= WEEKLY_UP_TO_DAYS ? 'week' : 'month';
  const starts: string[] = [];
  if (unit === 'week') {
    for (let day = weekStart(start); day <= end; day = isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + 7 * DAY_MS)))
      starts.push(day);
  } else {
    const cursor = new Date(`${monthStart(start)}T00:00:00Z`);
    while (isoDay(cursor) <= end) {
      starts.push(isoDay(cursor));
      cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    }
  }
  return { unit, starts };
}

/** Milestones, messages, the latest audit score and mean rank per bucket of the period, for the report's chart. */
export function timeline(
  start: string,
  end: string,
  data: {
    audits: AuditRunPoint[];
    milestones: CompletedMilestone[];
    messages: MessagesOnDay[];
    ranks: { day: string; average: number; checks: number }[];
  },
): ReportContent['timeline'] {
  const { unit, starts } = buckets(start, end);
  const bucketOf = (day: string) => (unit === 'week' ? weekStart(day) : monthStart(day));
  const points = new Map(
    starts.map((key) => [key, { milestones: 0, messages: 0, scores: [] as number[], rankSum: 0, rankChecks: 0 }]),
  );
  for (const milestone of data.milestones) {
    const point = points.get(bucketOf(isoDay(milestone.completedAt)));
    if (point) point.milestones += 1;
  }
  for (const day of data.messages) {
    const point = points.get(bucketOf(day.day));
    if (point) point.messages += day.total;
  }
  // The latest run of each period is its score (what the site scores at the end of it): averaging would turn
  // 55 → 89 within a week into 72 while the report's card says 89.
  for (const run of [...data.audits].sort((a, b) => a.ranAt.getTime() - b.ranAt.getTime())) {
    const point = points.get(bucketOf(isoDay(run.ranAt)));
    if (point) point.scores = [run.score];
  }
  for (const day of data.ranks) {
    const point = points.get(bucketOf(day.day));
    if (!point) continue;
    point.rankSum += day.average * day.checks;
    point.rankChecks += day.checks;
  }
  return {
    unit,
    points: starts.map((key) => {
      const point = points.get(key) as NonNullable<ReturnType<typeof points.get>>;
      return {
        start: key,
        milestones: point.milestones,
        messages: point.messages,
        auditScore: point.scores.at(-1) ?? null,
        averageRank: point.rankChecks ? Math.round((point.rankSum / point.rankChecks) * 10) / 10 : null,
      };
    }),
  };
}
