import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAudits, clientReportSchedules, clients, proofReports } from '../../db/schema/index';
import { ownedRow } from '../../lib/owned-rows.repository';

export interface ClientReportScheduleRow {
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
  id: clientReportSchedules.id,
  vendorId: clientReportSchedules.workspaceId,
  clientId: clientReportSchedules.clientId,
  clientName: clients.name,
  auditId: clientReportSchedules.auditId,
  websiteUrl: clientAudits.websiteUrl,
  auditType: clientAudits.auditType,
  lastScore: clientAudits.score,
  auditIntervalDays: clientReportSchedules.auditIntervalDays,
  auditsEnabled: clientReportSchedules.auditsEnabled,
  lastAuditAt: clientReportSchedules.lastAuditAt,
  monthlyReport: clientReportSchedules.monthlyReport,
  reportAutoSend: clientReportSchedules.reportAutoSend,
};

/** Each client's recurring work (re-audit cadence, monthly report), read by the seller's page and the jobs. */
export class ClientReportSchedulesRepository {
  constructor(private readonly db: Db) {}

  private query() {
    return this.db
      .select(columns)
      .from(clientReportSchedules)
      .innerJoin(clients, eq(clients.id, clientReportSchedules.clientId))
      .innerJoin(clientAudits, eq(clientAudits.id, clientReportSchedules.auditId));
  }

  list(vendorId: string): Promise<ClientReportScheduleRow[]> {
    return this.query().where(eq(clientReportSchedules.workspaceId, vendorId)).orderBy(clients.name);
  }

  async find(vendorId: string, id: string): Promise<ClientReportScheduleRow | null> {
    const [row] = await this.query().where(ownedRow(clientReportSchedules, vendorId, id));
    return row ?? null;
  }

  async byClient(clientId: string): Promise<ClientReportScheduleRow | null> {
    const [row] = await this.query().where(eq(clientReportSchedules.clientId, clientId));
    return row ?? null;
  }

  async withMonthlyReport(): Promise<ClientReportScheduleRow[]> {
    return this.query().where(eq(clientReportSchedules.monthlyReport, true));
  }

  async update(
    vendorId: string,
    id: string,
    data: Partial<Pick<ClientReportScheduleRow, 'auditIntervalDays' | 'auditsEnabled' | 'monthlyReport' | 'reportAutoSend'>>,
  ) {
    await this.db
      .update(clientReportSchedules)
      .set({ ...data, updatedAt: sql`now()` })
      .where(ownedRow(clientReportSchedules, vendorId, id));
  }

  async audited(id: string) {
    await this.db.update(clientReportSchedules).set({ lastAuditAt: sql`now()` }).where(eq(clientReportSchedules.id, id));
  }

  /** A report drafted by the schedule for (client, period); null when one exists already (the job ran before). */
  async draftScheduledReport(
    row: ClientReportScheduleRow,
    period: { start: string; end: string },
    title: string,
    summary: string,
  ) {
    const [report] = await this.db
      .insert(proofReports)
      .values({
        workspaceId: row.vendorId,
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
