import type { AdminReport, ReportStatus, ReportTarget } from '@proclub/contracts/admin';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contentReports, profiles } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { reportableMessage } from '../messaging/messaging.public';
import { reportableReview, reportableService } from '../services/services.public';

export interface ReportedContent {
  ownerId: string | null;
  summary: string;
  /** The service a review belongs to (its rating is recomputed when the review goes). */
  serviceId?: string;
}

const reporter = alias(profiles, 'reporter');
const owner = alias(profiles, 'owner');

const queueColumns = {
  id: contentReports.id,
  targetType: contentReports.targetType,
  targetId: contentReports.targetId,
  targetSummary: contentReports.targetSummary,
  targetOwnerId: contentReports.targetOwnerId,
  targetOwnerName: owner.fullName,
  reason: contentReports.reason,
  status: contentReports.status,
  reporterId: contentReports.reporterId,
  reporterName: reporter.fullName,
  resolution: contentReports.resolution,
  createdAt: contentReports.createdAt,
  resolvedAt: contentReports.resolvedAt,
  key: sql<string>`to_char(${contentReports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

type QueueRow = {
  [K in keyof typeof queueColumns]: unknown;
} & { id: string; key: string; createdAt: Date; resolvedAt: Date | null };

function toReport(row: QueueRow): AdminReport {
  const r = row as unknown as {
    id: string;
    targetType: ReportTarget;
    targetId: string;
    targetSummary: string | null;
    targetOwnerId: string | null;
    targetOwnerName: string | null;
    reason: string;
    status: ReportStatus;
    reporterId: string | null;
    reporterName: string | null;
    resolution: string | null;
    createdAt: Date;
    resolvedAt: Date | null;
  };
  return {
    id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    targetSummary: r.targetSummary,
    targetOwner: r.targetOwnerId ? { id: r.targetOwnerId, name: r.targetOwnerName } : null,
    reason: r.reason,
    status: r.status,
    reporter: r.reporterId ? { id: r.reporterId, name: r.reporterName } : null,
    resolution: r.resolution,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}

/** Reports and the content they point at. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The reported content as the reporter may see it, or null (missing, or not theirs to see): a service that is
   * listed (or their own), a review of such a service, a message of a conversation they take part in.
   */
  async visibleContent(type: ReportTarget, id: string, viewerId: string): Promise<ReportedContent | null> {
    // Each kind is read by the module that owns it.
    if (type === 'service') return reportableService(this.db, id, viewerId);
    if (type === 'review') return reportableReview(this.db, id);
    return reportableMessage(this.db, id, viewerId);
  }

  /** One open report per reporter and target: a repeat returns the existing one. */
  async open(input: {
    reporterId: string;
    targetType: ReportTarget;
    targetId: string;
    content: ReportedContent;
    reason: string;
  }): Promise<{ id: string; status: ReportStatus }> {
    const [existing] = await this.db
      .select({ id: contentReports.id, status: contentReports.status })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.targetType, input.targetType),
          eq(contentReports.targetId, input.targetId),
          eq(contentReports.reporterId, input.reporterId),
          eq(contentReports.status, 'open'),
        ),
      );
    if (existing) return existing;
    const [row] = await this.db
      .insert(contentReports)
      .values({
        reporterId: input.reporterId,
        targetType: input.targetType,
        targetId: input.targetId,
        targetOwnerId: input.content.ownerId,
        targetSummary: input.content.summary,
        reason: input.reason,
      })
      .returning({ id: contentReports.id, status: contentReports.status });
    return row;
  }

  private selectQueue() {
    return this.db
      .select(queueColumns)
      .from(contentReports)
      .leftJoin(reporter, eq(reporter.id, contentReports.reporterId))
      .leftJoin(owner, eq(owner.id, contentReports.targetOwnerId));
  }

  /** One page of a status, newest first, on content_reports_queue_idx. */
  async page(status: ReportStatus, after: { key: string; id: string } | null, limit: number) {
    const rows = (await this.selectQueue()
      .where(
        and(
          eq(contentReports.status, status),
          after
            ? sql`(${contentReports.createdAt}, ${contentReports.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${contentReports.status}, ${contentReports.createdAt} desc nulls last, ${contentReports.id} desc nulls last`)
      .limit(limit)) as QueueRow[];
    return rows.map((row) => ({ report: toReport(row), key: row.key }));
  }

  async find(id: string): Promise<AdminReport | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.selectQueue().where(eq(contentReports.id, id))) as QueueRow[];
    return row ? toReport(row) : null;
  }

  /** Closes every open report on the target (one decision answers them all); returns the closed reports and their reporters. */
  async close(
    report: { targetType: ReportTarget; targetId: string; id: string },
    status: Exclude<ReportStatus, 'open'>,
    resolution: string,
    adminId: string,
  ): Promise<{ id: string; reporterId: string | null }[]> {
    return this.db
      .update(contentReports)
      .set({ status, resolution, resolvedBy: adminId, resolvedAt: new Date() })
      .where(
        and(
          eq(contentReports.status, 'open'),
          status === 'dismissed'
            ? eq(contentReports.id, report.id)
            : and(eq(contentReports.targetType, report.targetType), eq(contentReports.targetId, report.targetId)),
        ),
      )
      .returning({ id: contentReports.id, reporterId: contentReports.reporterId });
  }
}
