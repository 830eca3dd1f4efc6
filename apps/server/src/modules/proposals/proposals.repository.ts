import type { ProposalPaymentChoice, ProposalStatus } from '@proclub/contracts/proposals';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, proposalLineItems, proposalSignatures, proposals, proposalVersions, user } from '../../db/schema/index';
import { ownedPageWithClient, ownedRow, selectWithClient } from '../../lib/owned-rows.repository';
import { createClient, primaryFirstNames } from '../crm/crm.public';

export interface ProposalRow {
  id: string;
  title: string;
  status: ProposalStatus;
  clientId: string;
  clientName: string;
  analysisId: string | null;
  website: string | null;
  totalMonthlyCost: number;
  totalSetupCost: number;
  estimatedRoi: number;
  publicToken: string | null;
  sentAt: Date | null;
  sentBy: string | null;
  sentByName: string | null;
  acceptedAt: Date | null;
  version: number;
  viewedAt: Date | null;
  withdrawnAt: Date | null;
  createdAt: Date;
  paymentChoice: ProposalPaymentChoice;
  declinedAt: Date | null;
  declineReason: string | null;
}

/** A proposal's e-signature (one per proposal: signing accepts it). */
export interface SignatureRow {
  id: string;
  versionId: string;
  version: number;
  fullName: string;
  documentHash: string;
  ip: string;
  userAgent: string;
  signerUserId: string | null;
  signedAt: Date;
  setupInvoiceId: string | null;
  subscriptionId: string | null;
}

/** What the client was sent, frozen: the public page shows this, never the live (maybe newer) proposal. */
export interface ProposalSnapshot {
  title: string;
  website: string | null;
  totalMonthlyCost: number;
  totalSetupCost: number;
  estimatedRoi: number;
  items: { product: string; description: string; setupFee: number; monthlyPrice: number; estimatedRoi: number }[];
}

/** One sent version found by its link, with the proposal it belongs to (as it is now). */
export interface SentVersionRow {
  versionId: string;
  version: number;
  snapshot: ProposalSnapshot;
  versionViewedAt: Date | null;
  /** The newest version sent to the client (a newer one may be a draft the client has not seen). */
  latestSentVersion: number;
  proposal: SharedProposalRow;
}

/** A proposal found by its public link: who it belongs to and whom it is for. */
export interface SharedProposalRow extends ProposalRow {
  workspaceId: string;
  clientEmail: string;
}

export interface LineItemRow {
  id: string;
  productId: string;
  product: string;
  description: string;
  setupFee: number;
  monthlyPrice: number;
  estimatedRoi: number;
}

/** A prospect made a client with their proposal: inactive until they accept it. */
export interface NewClientWrite {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  website: string | null;
}

export interface ProposalWrite {
  clientId: string;
  analysisId: string | null;
  title: string;
  website: string | null;
  totalMonthlyCost: number;
  totalSetupCost: number;
  estimatedRoi: number;
  items: Omit<LineItemRow, 'id'>[];
}

const columns = {
  id: proposals.id,
  title: proposals.title,
  status: proposals.status,
  clientId: proposals.clientId,
  clientName: clients.name,
  analysisId: proposals.analysisId,
  website: proposals.website,
  totalMonthlyCost: proposals.totalMonthlyCost,
  totalSetupCost: proposals.totalSetupCost,
  estimatedRoi: proposals.estimatedRoi,
  publicToken: proposals.publicToken,
  sentAt: proposals.sentAt,
  sentBy: proposals.sentBy,
  sentByName: sql<string | null>`(select u.name from "user" u where u.id = ${proposals.sentBy})`,
  acceptedAt: proposals.acceptedAt,
  version: proposals.version,
  viewedAt: proposals.viewedAt,
  withdrawnAt: proposals.withdrawnAt,
  createdAt: proposals.createdAt,
  paymentChoice: proposals.paymentChoice,
  declinedAt: proposals.declinedAt,
  declineReason: proposals.declineReason,
};

export class ProposalsRepository {
  constructor(private readonly db: Db) {}

  async clientName(workspaceId: string, clientId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: clients.name })
      .from(clients)
      .where(ownedRow(clients, workspaceId, clientId));
    return row?.name ?? null;
  }

  async clientWebsite(clientId: string): Promise<string | null> {
    const [row] = await this.db.select({ website: clients.website }).from(clients).where(eq(clients.id, clientId));
    return row?.website ?? null;
  }

  /** The link of the version the client was last sent. */
  async currentToken(workspaceId: string, id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ token: proposals.publicToken })
      .from(proposals)
      .where(ownedRow(proposals, workspaceId, id));
    return row?.token ?? null;
  }

  /** A client of this seller whose website is on the given host (a prospect who is already a client). */
  async clientForHost(workspaceId: string, host: string): Promise<{ id: string; name: string } | null> {
    const [row] = await this.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.workspaceId, workspaceId), sql`lower(${clients.website}) like ${`%//${host.toLowerCase()}%`}`))
      .limit(1);
    return row ?? null;
  }

  /** The proposal and its line items (and the new client it is for, when given) in one transaction. */
  async insert(workspaceId: string, data: Omit<ProposalWrite, 'clientId'>, client: string | NewClientWrite): Promise<string> {
    return this.db.transaction(async (tx) => {
      const { items, ...proposal } = data;
      let clientId = typeof client === 'string' ? client : null;
      if (typeof client !== 'string') {
        // A prospect: a client once the deal is accepted.
        clientId = await createClient(tx, workspaceId, { ...client, status: 'inactive' });
      }
      const [row] = await tx
        .insert(proposals)
        .values({ workspaceId, ...proposal, clientId: clientId as string })
        .returning({ id: proposals.id });
      await tx.insert(proposalLineItems).values(items.map((item, position) => ({ proposalId: row.id, position, ...item })));
      return row.id;
    });
  }

  async page(workspaceId: string, limit: number, after: { createdAt: string; id: string } | null) {
    return ownedPageWithClient(this.db, proposals, columns, { vendorId: workspaceId, limit, after });
  }

  async find(workspaceId: string, id: string): Promise<{ proposal: ProposalRow; items: LineItemRow[] } | null> {
    const [proposal] = await selectWithClient(this.db, proposals, columns).where(ownedRow(proposals, workspaceId, id));
    if (!proposal) return null;
    return { proposal, items: await this.items(id) };
  }

  items(proposalId: string): Promise<LineItemRow[]> {
    return this.db
      .select({
        id: proposalLineItems.id,
        productId: proposalLineItems.productId,
        product: proposalLineItems.product,
        description: proposalLineItems.description,
        setupFee: proposalLineItems.setupFee,
        monthlyPrice: proposalLineItems.monthlyPrice,
        estimatedRoi: proposalLineItems.estimatedRoi,
      })
      .from(proposalLineItems)
      .where(eq(proposalLineItems.proposalId, proposalId))
      .orderBy(asc(proposalLineItems.position));
  }

  /** The client's primary contact's first name, for the mail's greeting (null: no contact). */
  async clientFirstName(clientId: string): Promise<string | null> {
    return (await primaryFirstNames(this.db, [clientId])).get(clientId) ?? null;
  }

  async findWithClient(workspaceId: string, id: string): Promise<SharedProposalRow | null> {
    const [row] = await selectWithClient(this.db, proposals, {
      ...columns,
      workspaceId: proposals.workspaceId,
      clientEmail: clients.email,
    }).where(ownedRow(proposals, workspaceId, id));
    return row ?? null;
  }

  /** The sent version behind a public link, and its proposal as it is now. */
  async findByToken(token: string): Promise<SentVersionRow | null> {
    const [row] = await this.db
      .select({
        versionId: proposalVersions.id,
        version: proposalVersions.version,
        snapshot: proposalVersions.snapshot,
        versionViewedAt: proposalVersions.viewedAt,
        latestSentVersion:
          sql<number>`(select max(sent.version) from ${proposalVersions} sent where sent.proposal_id = ${proposals.id})`.mapWith(
            Number,
          ),
        proposal: { ...columns, workspaceId: proposals.workspaceId, clientEmail: clients.email },
      })
      .from(proposalVersions)
      .innerJoin(proposals, eq(proposals.id, proposalVersions.proposalId))
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(eq(proposalVersions.publicToken, token));
    return row ? { ...row, snapshot: row.snapshot as ProposalSnapshot } : null;
  }

  /**
   * Replaces the line items and totals of a draft (checked in the same statement, so a send in between
   * wins: a sent proposal is locked). False when there was no such draft.
   */
  async update(
    workspaceId: string,
    id: string,
    data: Pick<ProposalWrite, 'title' | 'totalMonthlyCost' | 'totalSetupCost' | 'estimatedRoi' | 'items'> & {
      paymentChoice?: ProposalPaymentChoice;
    },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { items, ...proposal } = data;
      const updated = await tx
        .update(proposals)
        .set({ ...proposal, updatedAt: sql`now()` })
        .where(and(ownedRow(proposals, workspaceId, id), eq(proposals.status, 'draft')))
        .returning({ id: proposals.id });
      if (updated.length === 0) return false;
      await tx.delete(proposalLineItems).where(eq(proposalLineItems.proposalId, id));
      await tx.insert(proposalLineItems).values(items.map((item, position) => ({ proposalId: id, position, ...item })));
      return true;
    });
  }

  /**
   * draft → sent: the current content is frozen as this version under a new link. Null when it was not a
   * draft (a concurrent send won).
   */
  async markSent(
    workspaceId: string,
    id: string,
    token: string,
    snapshot: ProposalSnapshot,
    sentBy: string,
  ): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(proposals)
        .set({ status: 'sent', publicToken: token, sentAt: sql`now()`, sentBy, withdrawnAt: null, updatedAt: sql`now()` })
        .where(and(ownedRow(proposals, workspaceId, id), eq(proposals.status, 'draft')))
        .returning({ version: proposals.version });
      if (!row) return null;
      await tx.insert(proposalVersions).values({ proposalId: id, version: row.version, snapshot, publicToken: token, sentBy });
      return token;
    });
  }

  /** sent/withdrawn → a new draft version (the sent one stays frozen under its link). False when not allowed. */
  async newVersion(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(proposals)
      .set({
        status: 'draft',
        version: sql`${proposals.version} + 1`,
        declinedAt: null,
        declineReason: null,
        updatedAt: sql`now()`,
      })
      .where(and(ownedRow(proposals, workspaceId, id), inArray(proposals.status, ['sent', 'withdrawn'])))
      .returning({ id: proposals.id });
    return rows.length > 0;
  }

  async withdraw(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(proposals)
      .set({ status: 'withdrawn', withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(ownedRow(proposals, workspaceId, id), eq(proposals.status, 'sent')))
      .returning({ id: proposals.id });
    return rows.length > 0;
  }

  async deleteDraft(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(proposals)
      // Only a proposal never sent: a new version's draft keeps the links of the versions sent before it.
      .where(and(ownedRow(proposals, workspaceId, id), eq(proposals.status, 'draft'), eq(proposals.version, 1)))
      .returning({ id: proposals.id });
    return rows.length > 0;
  }

  /**
   * The first browser view of a version: marks the version and (once) the proposal viewed. Returns whether
   * this was the proposal's first view (the hot-lead moment), so only one caller ever sees true.
   */
  async markViewed(proposalId: string, versionId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(proposalVersions)
        .set({ viewedAt: sql`now()` })
        .where(and(eq(proposalVersions.id, versionId), isNull(proposalVersions.viewedAt)));
      const first = await tx
        .update(proposals)
        .set({ viewedAt: sql`now()` })
        .where(and(eq(proposals.id, proposalId), isNull(proposals.viewedAt)))
        .returning({ id: proposals.id });
      return first.length > 0;
    });
  }

  /** The client declines the current sent version (once): false when it was not open to them. */
  async decline(proposalId: string, version: number, reason: string): Promise<boolean> {
    const rows = await this.db
      .update(proposals)
      .set({ declinedAt: sql`now()`, declineReason: reason, updatedAt: sql`now()` })
      .where(
        and(
          eq(proposals.id, proposalId),
          eq(proposals.status, 'sent'),
          eq(proposals.version, version),
          isNull(proposals.declinedAt),
        ),
      )
      .returning({ id: proposals.id });
    return rows.length > 0;
  }

  async signature(proposalId: string): Promise<SignatureRow | null> {
    const [row] = await this.db
      .select({
        id: proposalSignatures.id,
        versionId: proposalSignatures.versionId,
        version: proposalSignatures.version,
        fullName: proposalSignatures.fullName,
        documentHash: proposalSignatures.documentHash,
        ip: proposalSignatures.ip,
        userAgent: proposalSignatures.userAgent,
        signerUserId: proposalSignatures.signerUserId,
        signedAt: proposalSignatures.signedAt,
        setupInvoiceId: proposalSignatures.setupInvoiceId,
        subscriptionId: proposalSignatures.subscriptionId,
      })
      .from(proposalSignatures)
      .where(eq(proposalSignatures.proposalId, proposalId));
    return row ?? null;
  }

  /** What signing started for billing (the invoices module made them). */
  async recordBilling(proposalId: string, billing: { setupInvoiceId: string | null; subscriptionId: string | null }) {
    await this.db.update(proposalSignatures).set(billing).where(eq(proposalSignatures.proposalId, proposalId));
  }

  async versionToken(versionId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ token: proposalVersions.publicToken })
      .from(proposalVersions)
      .where(eq(proposalVersions.id, versionId));
    return row?.token ?? null;
  }

  async sellerContact(workspaceId: string): Promise<{ email: string; name: string } | null> {
    const [row] = await this.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, workspaceId));
    return row ?? null;
  }
}
