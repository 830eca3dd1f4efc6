import type { AuditEntry } from '@proclub/contracts/admin';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/index';

export interface AuditWrite {
  actorId: string;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  targetUserId?: string | null;
  workspaceId?: string | null;
  workspaceName?: string | null;
  reason?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

const columns = {
  id: adminAuditLog.id,
  actorId: adminAuditLog.actorId,
  actorName: adminAuditLog.actorName,
  action: adminAuditLog.action,
  targetType: adminAuditLog.targetType,
  targetId: adminAuditLog.targetId,
  workspaceId: adminAuditLog.workspaceId,
  workspaceName: adminAuditLog.workspaceName,
  reason: adminAuditLog.reason,
  ip: adminAuditLog.ip,
  createdAt: adminAuditLog.createdAt,
};

type Row = {
  id: number;
  actorId: string;
  actorName: string | null;
  workspaceId: string | null;
  workspaceName: string | null;
  createdAt: Date;
} & Omit<AuditEntry, 'id' | 'actor' | 'workspace' | 'createdAt'>;

const toEntry = (row: Row): AuditEntry => ({
  id: String(row.id),
  actor: { id: row.actorId, name: row.actorName },
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  workspace: row.workspaceId ? { id: row.workspaceId, name: row.workspaceName } : null,
  reason: row.reason,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

/** The append-only audit log: insert and read, nothing else (a trigger refuses UPDATE and DELETE too). */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  async append(entry: AuditWrite): Promise<void> {
    await this.db.insert(adminAuditLog).values(entry);
  }

  /** Newest first, keyset-paged by id (ids only grow). */
  async page(options: { beforeId: number | null; limit: number; targetId?: string }): Promise<AuditEntry[]> {
    const conditions: SQL[] = [];
    if (options.beforeId !== null) conditions.push(lt(adminAuditLog.id, options.beforeId));
    if (options.targetId) conditions.push(eq(adminAuditLog.targetId, options.targetId));
    const rows = await this.db
      .select(columns)
      .from(adminAuditLog)
      .where(and(...conditions))
      .orderBy(desc(adminAuditLog.id))
      .limit(options.limit);
    return rows.map(toEntry);
  }

  /** Actions that affected one user (the user page's moderation history). */
  async forUser(userId: string, limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .select(columns)
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, userId))
      .orderBy(desc(adminAuditLog.id))
      .limit(limit);
    return rows.map(toEntry);
  }
}
