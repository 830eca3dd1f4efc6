import type { ProposalStatus } from '@proclub/contracts/proposals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, proposalLineItems, proposals } from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';

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
  acceptedAt: Date | null;
  createdAt: Date;
}

/** A proposal found by its public link: who it belongs to and whom it is for. */
export interface SharedProposalRow extends ProposalRow {
  vendorId: string;
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
  acceptedAt: proposals.acceptedAt,
  createdAt: proposals.createdAt,
};

export class ProposalsRepository {
  constructor(private readonly db: Db) {}

  async clientBelongsTo(vendorId: string, clientId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.vendorId, vendorId), eq(clients.id, clientId)));
    return !!row;
  }

  /** The proposal and its line items in one transaction. */
  async insert(vendorId: string, data: ProposalWrite): Promise<string> {
    return this.db.transaction(async (tx) => {
      const { items, ...proposal } = data;
      const [row] = await tx
        .insert(proposals)
        .values({ vendorId, ...proposal })
        .returning({ id: proposals.id });
      await tx.insert(proposalLineItems).values(items.map((item, position) => ({ proposalId: row.id, position, ...item })));
      return row.id;
    });
  }

  async page(vendorId: string, limit: number, after: { createdAt: string; id: string } | null) {
    const conditions = [eq(proposals.vendorId, vendorId)];
    if (after) conditions.push(olderThan(proposals.createdAt, proposals.id, after));
    return this.db
      .select({ ...columns, key: createdAtKey(proposals.createdAt) })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(and(...conditions))
      .orderBy(newestFirst(proposals.createdAt, proposals.id))
      .limit(limit + 1);
  }

  async find(vendorId: string, id: string): Promise<{ proposal: ProposalRow; items: LineItemRow[] } | null> {
    const [proposal] = await this.db
      .select(columns)
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(and(eq(proposals.vendorId, vendorId), eq(proposals.id, id)));
    if (!proposal) return null;
    return { proposal, items: await this.items(id) };
  }

  private items(proposalId: string): Promise<LineItemRow[]> {
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

  async findWithClient(vendorId: string, id: string): Promise<SharedProposalRow | null> {
    const [row] = await this.db
      .select({ ...columns, vendorId: proposals.vendorId, clientEmail: clients.email })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(and(eq(proposals.vendorId, vendorId), eq(proposals.id, id)));
    return row ?? null;
  }

  async findByToken(token: string): Promise<{ proposal: SharedProposalRow; items: LineItemRow[] } | null> {
    const [proposal] = await this.db
      .select({ ...columns, vendorId: proposals.vendorId, clientEmail: clients.email })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(eq(proposals.publicToken, token));
    if (!proposal) return null;
    return { proposal, items: await this.items(proposal.id) };
  }

  /**
   * Replaces the line items and totals of a proposal that is not accepted yet (checked in the same
   * statement, so an acceptance in between wins). False when there was nothing to update.
   */
  async update(
    vendorId: string,
    id: string,
    data: Pick<ProposalWrite, 'title' | 'totalMonthlyCost' | 'totalSetupCost' | 'estimatedRoi' | 'items'>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { items, ...proposal } = data;
      const updated = await tx
        .update(proposals)
        .set({ ...proposal, updatedAt: sql`now()` })
        .where(and(eq(proposals.vendorId, vendorId), eq(proposals.id, id), inArray(proposals.status, ['draft', 'sent'])))
        .returning({ id: proposals.id });
      if (updated.length === 0) return false;
      await tx.delete(proposalLineItems).where(eq(proposalLineItems.proposalId, id));
      await tx.insert(proposalLineItems).values(items.map((item, position) => ({ proposalId: id, position, ...item })));
      return true;
    });
  }

  /** draft → sent with its public token; null when it was not a draft. */
  async markSent(vendorId: string, id: string, token: string): Promise<string | null> {
    const [row] = await this.db
      .update(proposals)
      .set({ status: 'sent', publicToken: token, sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(proposals.vendorId, vendorId), eq(proposals.id, id), eq(proposals.status, 'draft')))
      .returning({ token: proposals.publicToken });
    return row?.token ?? null;
  }

  /** sent → accepted, recording when; null when it was not waiting for an answer. */
  async accept(id: string): Promise<Date | null> {
    const [row] = await this.db
      .update(proposals)
      .set({ status: 'accepted', acceptedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(proposals.id, id), eq(proposals.status, 'sent')))
      .returning({ acceptedAt: proposals.acceptedAt });
    return row?.acceptedAt ?? null;
  }
}
