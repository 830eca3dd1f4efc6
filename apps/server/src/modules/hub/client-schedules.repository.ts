import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAudits, clientSchedules, clients, proofReports } from '../../db/schema/index';
import { ownedRow } from '../../lib/owned-rows.repository';

export interface ClientScheduleRow {
  id: string;
  vendorId: string;
  clientId: string;
  clientName: string;
  auditId: string;
  websiteUrl: string;
  auditType: 'seo' | 'performance' | 'accessibility' | 'marketing' | 'comprehensive';
  lastScore: number | null;
  auditIntervalDays: number;
  auditsEnabled: boolean;
  lastAuditAt: Date | null;
  monthlyReport: boolean;
  reportAutoSend: boolean;
}

const columns = {
  id: clientSchedules.id,
  vendorId: clientSchedules.vendorId,
  clientId: clientSchedules.clientId,
  clientName: clients.name,
  auditId: clientSchedules.auditId,
  websiteUrl: clientAudits.websiteUrl,
  auditType: clientAudits.auditType,
  lastScore: clientAudits.score,
  auditIntervalDays: clientSchedules.auditIntervalDays,
  auditsEnabled: clientSchedules.auditsEnabled,
  lastAuditAt: clientSchedules.lastAuditAt,
  monthlyReport: clientSchedules.monthlyReport,
  reportAutoSend: clientSchedules.reportAutoSend,
};

/** Each client's recurring work (re-audit cadence, monthly report), read by the seller's page and the jobs. */
export class ClientSchedulesRepository {
  constructor(private readonly db: Db) {}

  private query() {
    return this.db
      .select(columns)
      .from(clientSchedules)
      .innerJoin(clients, eq(clients.id, clientSchedules.clientId))
      .innerJoin(clientAudits, eq(clientAudits.id, clientSchedules.auditId));
  }

  list(vendorId: string): Promise<ClientScheduleRow[]> {
    return this.query().where(eq(clientSchedules.vendorId, vendorId)).orderBy(clients.name);
  }

  async find(vendorId: string, id: string): Promise<ClientScheduleRow | null> {
    const [row] = await this.query().where(ownedRow(clientSchedules, vendorId, id));
    return row ?? null;
  }

  async byClient(clientId: string): Promise<ClientScheduleRow | null> {
    const [row] = await this.query().where(eq(clientSchedules.clientId, clientId));
    return row ?? null;
  }

  async withMonthlyReport(): Promise<ClientScheduleRow[]> {
    return this.query().where(eq(clientSchedules.monthlyReport, true));
  }

  async update(
    vendorId: string,
    id: string,
    data: Partial<Pick<ClientScheduleRow, 'auditIntervalDays' | 'auditsEnabled' | 'monthlyReport' | 'reportAutoSend'>>,
  ) {
    await this.db
      .update(clientSchedules)
      .set({ ...data, updatedAt: sql`now()` })
      .where(ownedRow(clientSchedules, vendorId, id));
  }

  async audited(id: string) {
    await this.db.update(clientSchedules).set({ lastAuditAt: sql`now()` }).where(eq(clientSchedules.id, id));
  }

  /** A report drafted by the schedule for (client, period); null when one exists already (the job ran before). */
  async draftScheduledReport(row: ClientScheduleRow, period: { start: string; end: string }, title: string, summary: string) {
    const [report] = await this.db
      .insert(proofReports)
      .values({
        vendorId: row.vendorId,
        clientId: row.clientId,
        title,
        summary,
        reportPeriodStart: period.start,
        reportPeriodEnd: period.end,
        origin: 'schedule',
      })
      .onConflictDoNothing()
      .returning({ id: proofReports.id });
    return report?.id ?? null;
  }
}
