import type { ReportStatus } from '@proclub/contracts/hub';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, proofReports, user } from '../../db/schema/index';
import {
  deleteOwned,
  findOwnedWithClient,
  insertReturningId,
  ownedPageWithClient,
  ownedRow,
  selectWithClient,
} from '../../lib/owned-rows.repository';

export interface ReportRow {
  id: string;
  vendorId: string;
  title: string;
  status: ReportStatus;
  clientId: string;
  clientName: string;
  clientEmail: string;
  periodStart: string;
  periodEnd: string;
  summary: string | null;
  publicToken: string | null;
  sentAt: Date | null;
  viewedAt: Date | null;
  /** The content as sent (frozen at the first send), null for drafts. */
  snapshot: unknown;
  pdfKey: string | null;
  /** Who drafted it and who sent it first (null: the monthly job, or a deleted account). */
  createdBy: string | null;
  sentBy: string | null;
  createdAt: Date;
}

export interface ReportWrite {
  clientId: string;
  title: string;
  periodStart: string;
  periodEnd: string;
  summary: string | null;
}

const columns = {
  id: proofReports.id,
  vendorId: proofReports.workspaceId,
  title: proofReports.title,
  status: proofReports.status,
  clientId: proofReports.clientId,
  clientName: clients.name,
  clientEmail: clients.email,
  periodStart: proofReports.reportPeriodStart,
  periodEnd: proofReports.reportPeriodEnd,
  summary: proofReports.summary,
  publicToken: proofReports.publicToken,
  sentAt: proofReports.sentAt,
  viewedAt: proofReports.viewedAt,
  snapshot: proofReports.snapshot,
  pdfKey: proofReports.pdfKey,
  createdBy: proofReports.createdBy,
  sentBy: proofReports.sentBy,
  createdAt: proofReports.createdAt,
};

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Whether the seller verified their address: unverified accounts send no mail to clients (issue #14). */
  async senderVerified(vendorId: string): Promise<boolean> {
    const [row] = await this.db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, vendorId));
    return row?.verified === true;
  }

  async insert(vendorId: string, data: ReportWrite, createdBy: string): Promise<string> {
    return insertReturningId(this.db, proofReports, {
      workspaceId: vendorId,
      createdBy,
      clientId: data.clientId,
      title: data.title,
      summary: data.summary,
      reportPeriodStart: data.periodStart,
      reportPeriodEnd: data.periodEnd,
    });
  }

  async page(vendorId: string, limit: number, after: { createdAt: string; id: string } | null) {
    return ownedPageWithClient(this.db, proofReports, columns, { vendorId, limit, after });
  }

  async find(vendorId: string, id: string): Promise<ReportRow | null> {
    return findOwnedWithClient(this.db, proofReports, columns, vendorId, id);
  }

  async findByToken(token: string): Promise<ReportRow | null> {
    const [row] = await selectWithClient(this.db, proofReports, columns).where(eq(proofReports.publicToken, token));
    return row ?? null;
  }

  /**
   * Sending keeps the first token (a resent email carries the same link) and moves a draft to sent; a
   * report the client already viewed stays viewed.
   */
  async markSent(
    vendorId: string,
    id: string,
    token: string,
    frozen: { snapshot: unknown; pdfKey: string },
    sentBy: string | null,
  ): Promise<string | null> {
    const [row] = await this.db
      .update(proofReports)
      .set({
        publicToken: sql`coalesce(${proofReports.publicToken}, ${token})`,
        // The first send freezes what the client sees; resending keeps it.
        snapshot: sql`coalesce(${proofReports.snapshot}, ${JSON.stringify(frozen.snapshot)}::jsonb)`,
        pdfKey: sql`coalesce(${proofReports.pdfKey}, ${frozen.pdfKey})`,
        status: sql`case when ${proofReports.status} = 'draft' then 'sent'::proof_report_status else ${proofReports.status} end`,
        sentAt: sql`now()`,
        // Who sent it first ("Sam sent …"); an automatic send names nobody.
        sentBy: sql`coalesce(${proofReports.sentBy}, ${sentBy})`,
        updatedAt: sql`now()`,
      })
      .where(ownedRow(proofReports, vendorId, id))
      .returning({ token: proofReports.publicToken });
    return row?.token ?? null;
  }

  /** sent → viewed, once (the first opening is the one recorded). True when this call made the change. */
  async markViewed(id: string): Promise<boolean> {
    const rows = await this.db
      .update(proofReports)
      .set({ status: 'viewed', viewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(proofReports.id, id), eq(proofReports.status, 'sent')))
      .returning({ id: proofReports.id });
    return rows.length > 0;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, proofReports, vendorId, id);
  }
}
