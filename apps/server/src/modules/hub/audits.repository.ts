import type { AuditType } from '@proclub/contracts/hub';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditRuns, clientAudits, clients } from '../../db/schema/index';
import { deleteOwned, findOwnedWithClient, ownedPageWithClient } from '../../lib/owned-rows.repository';
import type { AuditFindings } from './audit-scope';

export interface AuditRow {
  id: string;
  clientId: string;
  clientName: string;
  auditType: AuditType;
  websiteUrl: string;
  score: number | null;
  previousScore: number | null;
  lastRunAt: Date | null;
  createdAt: Date;
}

export interface RunWrite {
  score: number;
  source: 'analyzer' | 'manual';
  findings: AuditFindings | Record<string, never>;
}

export interface RunRow {
  id: string;
  score: number;
  source: 'analyzer' | 'manual';
  createdAt: Date;
}

const previousScore = sql<number | null>`(
  select ${auditRuns.score} from ${auditRuns} where ${auditRuns.auditId} = ${clientAudits.id}
  order by ${auditRuns.createdAt} desc, ${auditRuns.id} desc offset 1 limit 1
)`;

const columns = {
  id: clientAudits.id,
  clientId: clientAudits.clientId,
  clientName: clients.name,
  auditType: clientAudits.auditType,
  websiteUrl: clientAudits.websiteUrl,
  score: clientAudits.score,
  previousScore,
  lastRunAt: clientAudits.lastRunAt,
  createdAt: clientAudits.createdAt,
};

export class AuditsRepository {
  constructor(private readonly db: Db) {}

  /** The audit, and its first run when a score is given (one transaction: both or nothing). */
  async insert(vendorId: string, data: { clientId: string; auditType: AuditType; websiteUrl: string }, run?: RunWrite) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientAudits)
        .values({ workspaceId: vendorId, ...data, ...(run ? { score: run.score, lastRunAt: sql`now()` } : {}) })
        .returning({ id: clientAudits.id });
      if (run) await tx.insert(auditRuns).values({ auditId: row.id, ...run });
      return row.id;
    });
  }

  /** Stores a run and makes it the audit's current score. */
  async addRun(auditId: string, run: RunWrite): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(auditRuns)
        .values({ auditId, ...run })
        .returning({ id: auditRuns.id, createdAt: auditRuns.createdAt });
      await tx.update(clientAudits).set({ score: run.score, lastRunAt: saved.createdAt }).where(eq(clientAudits.id, auditId));
      return saved.id;
    });
  }

  async page(vendorId: string, limit: number, after: { createdAt: string; id: string } | null) {
    return ownedPageWithClient(this.db, clientAudits, columns, { vendorId, limit, after });
  }

  async find(vendorId: string, id: string): Promise<AuditRow | null> {
    return findOwnedWithClient(this.db, clientAudits, columns, vendorId, id);
  }

  async runs(auditId: string, limit = 50): Promise<RunRow[]> {
    return this.db
      .select({ id: auditRuns.id, score: auditRuns.score, source: auditRuns.source, createdAt: auditRuns.createdAt })
      .from(auditRuns)
      .where(eq(auditRuns.auditId, auditId))
      .orderBy(desc(auditRuns.createdAt), desc(auditRuns.id))
      .limit(limit);
  }

  async findings(runId: string): Promise<Partial<AuditFindings>> {
    const [row] = await this.db.select({ findings: auditRuns.findings }).from(auditRuns).where(eq(auditRuns.id, runId));
    return (row?.findings ?? {}) as Partial<AuditFindings>;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, clientAudits, vendorId, id);
  }
}
