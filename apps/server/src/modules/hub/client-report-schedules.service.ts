import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { defineJob, type Jobs } from '../../lib/jobs/index';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { analyzeLikeTheAnalysis } from '../analysis/analysis.public';
import type { FinishedAuditRun } from '../products/products.public';
import { scoreAudit } from './audit-scope';
import type { AuditsRepository } from './audits.repository';
import type { ClientActivityRepository } from './client-activity.repository';
import type { ClientRanksRepository } from './client-ranks.repository';
import type { ClientReportScheduleRow, ClientReportSchedulesRepository } from './client-report-schedules.repository';
import { REAUDIT_JOB } from './reaudit-job';
import { periodRange } from './report-timeline';

// A client's report schedule (table client_schedules, /api/hub/schedules): how often the client's site is
// re-audited and whether a monthly proof report is drafted (and sent). It runs on the job engine (REAUDIT_JOB),
// whose own queued jobs and recurring job schedules are modules/job-schedules' (lib/jobs, table job_schedules).

const DAY_SECONDS = 86_400;

/** Tells the automations of a finished audit run (the audit alert rule). */
export type AuditRanHook = (run: FinishedAuditRun) => Promise<void>;

export interface ClientReportScheduleView {
  id: string;
  clientId: string;
  auditId: string;
  clientName: string;
  websiteUrl: string;
  lastScore: number | null;
  auditIntervalDays: number;
  auditsEnabled: boolean;
  lastAuditAt: string | null;
  nextAuditAt: string | null;
  monthlyReport: boolean;
  reportAutoSend: boolean;
}

export interface ClientReportScheduleChange {
  auditIntervalDays?: number;
  auditsEnabled?: boolean;
  monthlyReport?: boolean;
  reportAutoSend?: boolean;
}

/** The previous calendar month of `now` (UTC) as YYYY-MM-DD dates. */
export function previousMonth(now: Date): { start: string; end: string; label: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const label = start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10), label };
}

/**
 * Per-client recurring work on the job engine: a re-audit job per client (its schedule keyed by the client,
 * every N days) that runs the real analyzer and keeps the run, and a platform job on the 1st of each month that
 * drafts every scheduled client's proof report from the month before.
 */
export class ClientReportSchedulesService {
  readonly reauditJob = defineJob<{ clientId: string }>({
    name: REAUDIT_JOB,
    title: 'Client site re-audit',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    handler: async ({ clientId }, { signal }) => this.reaudit(clientId, signal),
  });

  readonly monthlyReportJob = defineJob<Record<string, never>>({
    name: 'agency.monthly-reports',
    title: 'Monthly proof reports',
    retryLimit: 3,
    handler: async () => this.draftMonthlyReports(new Date()),
  });

  constructor(
    private readonly deps: {
      schedules: ClientReportSchedulesRepository;
      audits: AuditsRepository;
      activity: ClientActivityRepository;
      ranks: ClientRanksRepository;
      fetcher: SafeFetcher;
      jobs: Jobs;
      log: FastifyBaseLogger;
      auditRan: AuditRanHook;
      /** Sends a drafted report when the seller chose automatic sending. */
      sendReport: (vendorId: string, reportId: string) => Promise<unknown>;
    },
  ) {}

  register() {
    this.deps.jobs.register(this.reauditJob);
    this.deps.jobs.register(this.monthlyReportJob);
  }

  /** The platform's monthly job (idempotent: one scheduled report per client and period). */
  async ensurePlatformSchedule() {
    await this.deps.jobs.schedule(this.monthlyReportJob, {
      key: 'default',
      payload: {},
      label: 'Draft last month’s proof reports (1st of the month)',
      timing: { cron: '0 6 1 * *', timezone: 'UTC' },
    });
  }

  /** Creates or replaces the client's re-audit schedule on the engine (the first run due now). */
  async scheduleAudits(
    row: Pick<ClientReportScheduleRow, 'clientId' | 'vendorId' | 'auditIntervalDays' | 'clientName'>,
    firstRunAt?: Date,
  ) {
    await this.deps.jobs.schedule(this.reauditJob, {
      key: row.clientId,
      ownerId: row.vendorId,
      payload: { clientId: row.clientId },
      label: `Re-audit ${row.clientName}`,
      timing: { everySeconds: row.auditIntervalDays * DAY_SECONDS },
      firstRunAt,
    });
  }

  async list(workspaceId: string): Promise<ClientReportScheduleView[]> {
    const rows = await this.deps.schedules.list(workspaceId);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  private async view(row: ClientReportScheduleRow): Promise<ClientReportScheduleView> {
    const engine = row.auditsEnabled ? await this.deps.jobs.getSchedule(this.reauditJob, row.clientId) : null;
    return {
      id: row.id,
      clientId: row.clientId,
      auditId: row.auditId,
      clientName: row.clientName,
      websiteUrl: row.websiteUrl,
      lastScore: row.lastScore,
      auditIntervalDays: row.auditIntervalDays,
      auditsEnabled: row.auditsEnabled,
      lastAuditAt: row.lastAuditAt?.toISOString() ?? null,
      nextAuditAt: engine?.nextRunAt.toISOString() ?? null,
      monthlyReport: row.monthlyReport,
      reportAutoSend: row.reportAutoSend,
    };
  }

  private async require(workspaceId: string, id: string) {
    const row = isUuid(id) ? await this.deps.schedules.find(workspaceId, id) : null;
    if (!row) throw notFound('Schedule');
    return row;
  }

  async update(workspaceId: string, id: string, change: ClientReportScheduleChange): Promise<ClientReportScheduleView> {
    const row = await this.require(workspaceId, id);
    if (change.auditIntervalDays !== undefined && !(change.auditIntervalDays >= 1 && change.auditIntervalDays <= 365))
      throw badRequest('auditIntervalDays', 'Audit interval must be between 1 and 365 days');
    await this.deps.schedules.update(workspaceId, row.id, change);
    const next = { ...row, ...change };
    if (next.auditsEnabled) await this.scheduleAudits(next);
    else await this.deps.jobs.unschedule(this.reauditJob, row.clientId);
    return this.view((await this.deps.schedules.find(workspaceId, row.id)) as ClientReportScheduleRow);
  }

  /** Run now: queues the client's re-audit job at once (the regular cadence is unchanged). */
  async runNow(workspaceId: string, id: string): Promise<{ jobId: string }> {
    const row = await this.require(workspaceId, id);
    const jobId = await this.deps.jobs.enqueue(
      this.reauditJob,
      { clientId: row.clientId },
      { ownerId: workspaceId, label: `Re-audit ${row.clientName} (run now)` },
    );
    if (!jobId) throw new AppError('already_queued', 409, 'A re-audit for this client is already queued');
    return { jobId };
  }

  /** The job: runs the analyzer on the client's site and keeps the run (score and findings; the diff is read against the run before). */
  async reaudit(clientId: string, signal?: AbortSignal) {
    const row = await this.deps.schedules.byClient(clientId);
    if (!row) return { skipped: 'no schedule' };
    const output = await analyzeLikeTheAnalysis(row.websiteUrl, this.deps.fetcher, signal);
    const { score, findings } = scoreAudit(row.auditType, output.analysisData);
    const runId = await this.deps.audits.addRun(row.auditId, { score, source: 'analyzer', findings });
    await this.deps.schedules.audited(row.id);
    await this.deps.auditRan({
      vendorId: row.vendorId,
      runId,
      clientId,
      clientName: row.clientName,
      websiteUrl: row.websiteUrl,
      previous: row.lastScore,
      score,
    });
    return { runId, score };
  }

  /** Drafts (and, if chosen, sends) the proof report of the month before `now` for every client with the monthly report on. */
  async draftMonthlyReports(now: Date) {
    const period = previousMonth(now);
    let drafted = 0;
    for (const row of await this.deps.schedules.withMonthlyReport()) {
      const reportId = await this.draftReport(row, period);
      if (!reportId) continue;
      drafted += 1;
      if (row.reportAutoSend) await this.deps.sendReport(row.vendorId, reportId);
    }
    return { drafted };
  }

  /** Draft Report Now: this month so far, from the same activity (for a seller who wants to see it before the 1st). */
  async draftNow(workspaceId: string, id: string): Promise<{ reportId: string }> {
    const row = await this.require(workspaceId, id);
    const today = new Date().toISOString().slice(0, 10);
    const start = `${today.slice(0, 8)}01`;
    const label = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const reportId = await this.draftReport(row, { start, end: today, label });
    if (!reportId) throw new AppError('report_exists', 409, 'This month’s report is already drafted');
    return { reportId };
  }

  private async draftReport(row: ClientReportScheduleRow, period: { start: string; end: string; label: string }) {
    const range = periodRange(period.start, period.end);
    const [audits, milestones, messages, rankChanges] = await Promise.all([
      this.deps.activity.auditRuns(row.vendorId, row.clientId, range),
      this.deps.activity.completedMilestones(row.vendorId, row.clientId, range),
      this.deps.activity.messagesByDay(row.vendorId, row.clientId, range),
      this.deps.ranks.changes(row.vendorId, row.clientId, range),
    ]);
    const ordered = [...audits].sort((a, b) => a.ranAt.getTime() - b.ranAt.getTime());
    const parts = [
      ordered.length
        ? `${ordered.length} audit${ordered.length === 1 ? '' : 's'} (score ${ordered[0].score} → ${ordered.at(-1)?.score})`
        : 'no audits',
      `${milestones.length} milestone${milestones.length === 1 ? '' : 's'} completed`,
      `${messages.reduce((sum, day) => sum + day.total, 0)} messages`,
    ];
    const improved = rankChanges.filter((change) => (change.change ?? 0) > 0).length;
    if (rankChanges.length) parts.push(`${improved} of ${rankChanges.length} keywords moved up`);
    const summary = `In ${period.label}: ${parts.join(', ')}.`;
    return this.deps.schedules.draftScheduledReport(row, period, `${row.clientName}: ${period.label} results`, summary);
  }
}
