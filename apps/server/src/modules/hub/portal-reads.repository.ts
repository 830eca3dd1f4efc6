import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditRuns, clientAudits, proofReports } from '../../db/schema/index';

// What a client's portal shows of the hub (issue 33): the latest audit scores, the client's audits, and the
// reports that were sent to them. Scoped by the workspace and the client the portal resolved.

/** The client's two newest audit runs (any audit), newest first: the latest score and its change. */
export async function latestAuditScores(
  db: Db,
  workspaceId: string,
  clientId: string,
): Promise<{ score: number; ranAt: Date }[]> {
  return db
    .select({ score: auditRuns.score, ranAt: auditRuns.createdAt })
    .from(auditRuns)
    .innerJoin(clientAudits, eq(clientAudits.id, auditRuns.auditId))
    .where(and(eq(clientAudits.workspaceId, workspaceId), eq(clientAudits.clientId, clientId)))
    .orderBy(desc(auditRuns.createdAt), desc(auditRuns.id))
    .limit(2);
}

/** The client's audits with their latest score, newest first. */
export async function clientAuditList(db: Db, workspaceId: string, clientId: string) {
  return db
    .select({
      id: clientAudits.id,
      auditType: clientAudits.auditType,
      websiteUrl: clientAudits.websiteUrl,
      score: clientAudits.score,
      lastRunAt: clientAudits.lastRunAt,
    })
    .from(clientAudits)
    .where(and(eq(clientAudits.workspaceId, workspaceId), eq(clientAudits.clientId, clientId)))
    .orderBy(desc(clientAudits.createdAt), desc(clientAudits.id))
    .limit(200);
}

/** The proof reports sent to the client (each has its public page and PDF), newest first. */
export async function sentReports(db: Db, workspaceId: string, clientId: string) {
  const rows = await db
    .select({
      id: proofReports.id,
      title: proofReports.title,
      periodStart: proofReports.reportPeriodStart,
      periodEnd: proofReports.reportPeriodEnd,
      sentAt: proofReports.sentAt,
      token: proofReports.publicToken,
    })
    .from(proofReports)
    .where(
      and(
        eq(proofReports.workspaceId, workspaceId),
        eq(proofReports.clientId, clientId),
        isNotNull(proofReports.sentAt),
        isNotNull(proofReports.publicToken),
      ),
    )
    .orderBy(desc(proofReports.sentAt), desc(proofReports.id))
    .limit(200);
  return rows.flatMap((row) => (row.sentAt && row.token ? [{ ...row, sentAt: row.sentAt, token: row.token }] : []));
}
