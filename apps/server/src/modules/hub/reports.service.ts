import {
  type CreateReportData,
  type PublicReport,
  REPORT_VIEWED_EVENT,
  type Report,
  type ReportContent,
  type ReportPage,
  type ReportSummary,
  type SendResult,
  toPublicReportContent,
} from '@proclub/contracts/hub';
import { appUrl } from '../../config/app-origin';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import { publicReportUrl } from '../../lib/public-links';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { FileStorage } from '../../plugins/storage';
import { brandLogoPng } from '../branding/branding.public';
import type { ClientActivityRepository } from './client-activity.repository';
import type { ClientRanksRepository } from './client-ranks.repository';
import type { HubClientsRepository } from './hub-clients.repository';
import { type HubOutbound, UNKNOWN_CLIENT_MESSAGE } from './hub-deps';
import { renderReportPdf } from './report-pdf';
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
    private readonly files: FileStorage,
  ) {}

  async create(actor: { id: string; userId: string }, input: CreateReportData): Promise<Report> {
    if (!(await this.clients.find(actor.id, input.clientId))) throw badRequest('clientId', UNKNOWN_CLIENT_MESSAGE);
    const id = await this.reports.insert(actor.id, { ...input, summary: input.summary ?? null }, actor.userId);
    return this.get(actor.id, id);
  }

  async list(workspaceId: string, cursor: string | undefined, limit: number): Promise<ReportPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    return newestPageOf(CURSOR_TAG, await this.reports.page(workspaceId, limit, after), limit, toSummary);
  }

  private async require(workspaceId: string, id: string): Promise<ReportRow> {
    const row = isUuid(id) ? await this.reports.find(workspaceId, id) : null;
    if (!row) throw notFound('Report');
    return row;
  }

  async get(workspaceId: string, id: string): Promise<Report> {
    const row = await this.require(workspaceId, id);
    return {
      ...toSummary(row),
      publicUrl: row.publicToken ? publicReportUrl(this.out.env, row.publicToken) : null,
      pdfUrl: row.pdfKey ? `/api/hub/reports/${row.id}/pdf` : null,
      content: await this.content(row),
    };
  }

  /** The PDF made when the report was first sent (the seller's copy). */
  async pdf(workspaceId: string, id: string): Promise<{ file: Buffer; name: string }> {
    const row = await this.require(workspaceId, id);
    return this.readPdf(row);
  }

  /** The same PDF by the report's private link. */
  async publicPdf(token: string): Promise<{ file: Buffer; name: string }> {
    const row = isWellFormedToken(token) ? await this.reports.findByToken(token) : null;
    if (!row || row.status === 'draft') throw notFound('Report');
    return this.readPdf(row);
  }

  private async readPdf(row: ReportRow) {
    const file = row.pdfKey ? await this.files.get(row.pdfKey) : null;
    if (!file) throw notFound('Report PDF');
    return { file, name: `${row.title.replace(/[^\w .-]+/g, '').trim() || 'report'}.pdf` };
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.reports.delete(workspaceId, id))) throw notFound('Report');
  }

  /**
   * Sending on the seller's behalf (the monthly job's automatic send). A seller who has not verified their
   * address sends nothing to clients: the report stays a draft for them to send once verified.
   */
  async sendAs(vendorId: string, id: string): Promise<SendResult | null> {
    if (!(await this.reports.senderVerified(vendorId))) return null;
    return this.send(vendorId, id, null);
  }

  /** Emails the client the report's private link; a draft becomes sent. Sending again resends the same link. */
  async send(vendorId: string, id: string, senderId: string | null): Promise<SendResult> {
    const row = await this.require(vendorId, id);
    // The first send freezes the content and its PDF; later data edits never change what the client saw.
    let frozen = { snapshot: row.snapshot, pdfKey: row.pdfKey ?? '' };
    if (!row.snapshot || !row.pdfKey) {
      const content = await this.content(row);
      const file = await renderReportPdf({
        title: row.title,
        clientName: row.clientName,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        summary: row.summary,
        brand: await this.out.brands.of(vendorId),
        logo: await brandLogoPng(this.out.db, this.files, vendorId),
        content,
      });
      const pdfKey = `reports/${row.id}-${newPublicToken().slice(0, 16)}.pdf`;
      await this.files.put(pdfKey, file, 'application/pdf');
      frozen = { snapshot: content, pdfKey };
    }
    const token = (await this.reports.markSent(vendorId, row.id, newPublicToken(), frozen, senderId)) as string;
    const url = publicReportUrl(this.out.env, token);
    const brand = await this.out.brands.of(vendorId);
    const email = await renderShareEmail({
      kind: 'report',
      title: row.title,
      clientName: row.clientName,
      firstName: await this.clients.firstName(row.clientId),
      brand,
      url,
      facts: [`Period: ${row.periodStart} to ${row.periodEnd}`],
      appUrl: appUrl(this.out.env),
    });
    // The client reads it as the seller's mail and can answer the seller (the address stays the platform's).
    const seller = await this.clients.seller(vendorId);
    await this.out.mailer.send({ to: row.clientEmail, ...email, fromName: brand.name, replyTo: seller?.email ?? null });
    return { to: row.clientEmail, publicUrl: url, captured: !this.out.mailer.delivers };
  }

  /**
   * The page's beacon (its script calls it once the page is rendered; link unfurlers never do): the first
   * opening marks a sent report viewed and tells the seller live and by email. The seller opening their own
   * link (to check it) does not count.
   */
  async recordView(token: string, viewerId: string | null): Promise<void> {
    const row = isWellFormedToken(token) ? await this.reports.findByToken(token) : null;
    if (!row || row.status === 'draft') throw notFound('Report');
    // Whoever made or sent it opening the link (to check it) does not count.
    const own = viewerId !== null && [row.vendorId, row.createdBy, row.sentBy].includes(viewerId);
    if (own || row.status !== 'sent' || !(await this.reports.markViewed(row.id))) return;
    await this.out
      .publish(`workspace:${row.vendorId}`, {
        type: REPORT_VIEWED_EVENT,
        reportId: row.id,
        title: row.title,
        clientName: row.clientName,
      })
      .catch((error: unknown) => this.out.log.error({ err: error }, 'publishing report.viewed failed'));
    try {
      // The bell, and an email unless the seller turned it off (notifications preferences).
      await this.out.notifier.notify({
        // The teammate who sent it (else who drafted it; a monthly report's is the workspace's owner, ADR 045).
        userId: row.sentBy ?? row.createdBy ?? row.vendorId,
        kind: 'report_viewed',
        title: `${row.clientName} just opened your report`,
        body: `${row.clientName} just opened “${row.title}”.`,
        link: `/hub/proof-reports/${row.id}`,
        subject: { type: 'report', id: row.id },
      });
    } catch (error) {
      this.out.log.error({ err: error }, 'emailing the seller about a viewed report failed');
    }
  }

  /** The client's page, by its private link only: the content as sent. Reading it counts nothing. */
  async publicView(token: string): Promise<PublicReport> {
    const row = isWellFormedToken(token) ? await this.reports.findByToken(token) : null;
    if (!row || row.status === 'draft') throw notFound('Report');
    return {
      pdfUrl: row.pdfKey ? `/api/public/reports/${token}/pdf` : null,
      title: row.title,
      clientName: row.clientName,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      summary: row.summary,
      brand: await this.out.brands.of(row.vendorId),
      content: toPublicReportContent(await this.content(row)),
    };
  }

  /** Each section is read on its own: one that fails is logged and shows empty (spec §8), the rest still show. */
  private async content(row: ReportRow): Promise<ReportContent> {
    if (row.snapshot) return row.snapshot as ReportContent;
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
