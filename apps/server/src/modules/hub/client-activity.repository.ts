import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditRuns, clientAudits } from '../../db/schema/index';
import { type ClientWork, clientWork, type TimeRange } from '../crm/crm.public';

export type { CompletedMilestone, MessagesOnDay, TimeRange } from '../crm/crm.public';

export interface AuditRunPoint {
  auditId: string;
  auditType: string;
  websiteUrl: string;
  score: number;
  ranAt: Date;
}

/**
 * What happened for one of a seller's clients: audit runs (the hub's own), and the CRM's completed milestones and
 * project messages (read through crm.public), optionally within a time range. Scoped by the seller and the client.
 */
export class ClientActivityRepository {
  private readonly work: ClientWork;

  constructor(private readonly db: Db) {
    this.work = clientWork(db);
  }

  async auditRuns(vendorId: string, clientId: string, range?: TimeRange, limit = 500): Promise<AuditRunPoint[]> {
    const conditions = [eq(clientAudits.workspaceId, vendorId), eq(clientAudits.clientId, clientId)];
    if (range) conditions.push(gte(auditRuns.createdAt, range.from), lt(auditRuns.createdAt, range.to));
    const rows = await this.db
      .select({
        auditId: clientAudits.id,
        auditType: clientAudits.auditType,
        websiteUrl: clientAudits.websiteUrl,
        score: auditRuns.score,
        ranAt: auditRuns.createdAt,
      })
      .from(auditRuns)
      .innerJoin(clientAudits, eq(clientAudits.id, auditRuns.auditId))
      .where(and(...conditions))
      .orderBy(desc(auditRuns.createdAt))
      .limit(limit);
    return rows.reverse();
  }

  completedMilestones = (vendorId: string, clientId: string, range: TimeRange) =>
    this.work.completedMilestones(vendorId, clientId, range);
  messagesByDay = (vendorId: string, clientId: string, range: TimeRange) => this.work.messagesByDay(vendorId, clientId, range);
  openProjects = (vendorId: string, clientId: string) => this.work.openProjects(vendorId, clientId);
  milestoneCounts = (vendorId: string, clientId: string) => this.work.milestoneCounts(vendorId, clientId);
  unreadMessages = (vendorId: string, clientId: string) => this.work.unreadMessages(vendorId, clientId);
}
