import {
  type CreateReportData,
  type PublicReport,
  REPORT_VIEWED_EVENT,
  type Report,
  type ReportContent,
  type ReportPage,
  type ReportSummary,
  type SendResult,
} from '@proclub/contracts/hub';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, encodeCursor } from '../../lib/newest-cursor';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { AuthUser } from '../../plugins/auth';
import type { ClientActivityRepository } from './client-activity.repository';
import type { ClientRanksRepository } from './client-ranks.repository';
import type { HubClientsRepository } from './hub-clients.repository';
import { type HubOutbound, UNKNOWN_CLIENT_MESSAGE } from './hub-deps';
import { appUrl, publicReportUrl } from './public-links';
import { periodRange, timeline } from './report-timeline';
import type { ReportRow, ReportsRepository } from './reports.repository';
import { renderShareEmail } from './share-email';

const CURSOR_TAG = 'proof-reports';

const toSummary = (row: ReportRow): ReportSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  clientId: row.clientId,
  clientName: row.clientName,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  summary: row.summary,
  sentAt: row.sentAt?.toISOString() ?? null,
  viewedAt: row.viewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Proof reports: created for one of the seller's clients and a period, sent by private link, viewed by the client. */
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly activity: ClientActivityRepository,
    private readonly ranks: ClientRanksRepository,
    private readonly clients: HubClientsRepository,
    private readonly out: HubOutbound,
  ) {}

  async create(user: AuthUser, input: CreateReportData): Promise<Report> {
    if (!(await this.clients.find(user.id, input.clientId))) throw badRequest('clientId', UNKNOWN_CLIENT_MESSAGE);
    const id = await this.reports.insert(user.id, {
      clientId: input.clientId,
      title: input.title,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      summary: input.summary ?? null,
    });
    return this.get(user, id);
  }

  async list(user: AuthUser, cursor: string | undefined, limit: number): Promise<ReportPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    const rows = await this.reports.page(user.id, limit, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toSummary),
      nextCursor: rows.length > limit && last ? encodeCursor(CURSOR_TAG, [last.key, last.id]) : null,
    };
  }

  private async require(user: AuthUser, id: string): Promise<ReportRow> {
    const row = isUuid(id) ? await this.reports.find(user.id, id) : null;
    if (!row) throw notFound('Report');
    return row;
  }

  async get(user: AuthUser, id: string): Promise<Report> {
    const row = await this.require(user, id);
    return {
      ...toSummary(row),
      publicUrl: row.publicToken ? publicReportUrl(this.out.env, row.publicToken) : null,
      content: await this.content(row),
    };
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.reports.delete(user.id, id))) throw notFound('Report');
  }

  /** Emails the client the report's private link; a draft becomes sent. Sending again resends the same link. */
  async send(user: AuthUser, id: string): Promise<SendResult> {
    const row = await this.require(user, id);
    const token = (await this.reports.markSent(user.id, row.id, newPublicToken())) as string;
    const url = publicReportUrl(this.out.env, token);
    const email = renderShareEmail({
      kind: 'report',
      title: row.title,
      clientName: row.clientName,
      brand: await this.out.brands.of(user.id),
      url,
      facts: [`Period: ${row.periodStart} to ${row.periodEnd}`],
      appUrl: appUrl(this.out.env),
    });
    await this.out.mailer.send({ to: row.clientEmail, ...email });
    return { to: row.clientEmail, publicUrl: url };
  }

  /**
   * The client's page, by its private link only. The first opening marks a sent report viewed and tells
   * the seller live; the seller opening their own link (to check it) does not count.
   */
  async publicView(token: string, viewerId: string | null): Promise<PublicReport> {
    const row = isWellFormedToken(token) ? await this.reports.findByToken(token) : null;
    if (!row || row.status === 'draft') throw notFound('Report');
    if (viewerId !== row.vendorId && row.status === 'sent' && (await this.reports.markViewed(row.id))) {
      await this.out
        .publish(`user:${row.vendorId}`, {
          type: REPORT_VIEWED_EVENT,
          reportId: row.id,
          title: row.title,
          clientName: row.clientName,
        })
        .catch((error: unknown) => this.out.log.error({ err: error }, 'publishing report.viewed failed'));
    }
    return {
      title: row.title,
      clientName: row.clientName,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      summary: row.summary,
      brand: await this.out.brands.of(row.vendorId),
      content: await this.content(row),
    };
  }

  /** Each section is read on its own: one that fails is logged and shows empty (spec §8), the rest still show. */
  private async content(row: ReportRow): Promise<ReportContent> {
    const range = periodRange(row.periodStart, row.periodEnd);
    const read = async <T>(what: string, work: () => Promise<T>, empty: T): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        this.out.log.error({ err: error, reportId: row.id }, `reading the report's ${what} failed`);
        return empty;
      }
    };
    const [audits, milestones, messages, rankChanges, ranks] = await Promise.all([
      read('audits', () => this.activity.auditRuns(row.vendorId, row.clientId, range), []),
      read('milestones', () => this.activity.completedMilestones(row.vendorId, row.clientId, range), []),
      read('messages', () => this.activity.messagesByDay(row.vendorId, row.clientId, range), []),
      read('rank changes', () => this.ranks.changes(row.vendorId, row.clientId, range), []),
      read('rank history', () => this.ranks.series(row.vendorId, row.clientId, range), []),
    ]);
    const total = messages.reduce((sum, day) => sum + day.total, 0);
    const fromYou = messages.reduce((sum, day) => sum + day.fromYou, 0);
    return {
      audits: audits.map((run) => ({ ...run, ranAt: run.ranAt.toISOString() })),
      milestones: milestones.map((milestone) => ({ ...milestone, completedAt: milestone.completedAt.toISOString() })),
      messages: { total, fromYou, fromClient: total - fromYou },
      rankChanges: rankChanges.map((change) => ({
        keyword: change.keyword,
        location: change.location,
        startPosition: change.startPosition,
        endPosition: change.endPosition,
        change: change.change,
      })),
      timeline: timeline(row.periodStart, row.periodEnd, { audits, milestones, messages, ranks }),
    };
  }
}
