import {
  combinedRoi,
  PROPOSAL_ACCEPTED_EVENT,
  type Proposal,
  type ProposalPage,
  type ProposalSummary,
  type PublicProposal,
  type UpdateProposalData,
} from '@proclub/contracts/proposals';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { formatUsd } from '../../lib/money';
import { decodeNewestCursor, encodeCursor } from '../../lib/newest-cursor';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { AuthUser } from '../../plugins/auth';
import type { AnalysisRepository } from '../analysis/analysis.public';
import { siteName } from '../analysis/analysis.public';
import type { HubOutbound } from '../hub/hub.public';
import { appUrl, publicProposalUrl, renderShareEmail } from '../hub/hub.public';
import type { ProposalRow, ProposalsRepository } from './proposals.repository';

const CURSOR_TAG = 'proposals';

const toSummary = (row: ProposalRow): ProposalSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  clientId: row.clientId,
  clientName: row.clientName,
  totalMonthlyCost: row.totalMonthlyCost,
  totalSetupCost: row.totalSetupCost,
  estimatedROI: row.estimatedRoi,
  analysisId: row.analysisId,
  sentAt: row.sentAt?.toISOString() ?? null,
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

// Shared with the proposal editor's live totals.
export { combinedRoi };

export interface CreateProposal {
  analysisId: string;
  clientId: string;
  productIds: string[];
  title?: string | null;
}

/** Proposals built from a saved analysis' recommendations; prices come from the analysis, never the browser. */
export class ProposalsService {
  constructor(
    private readonly proposals: ProposalsRepository,
    private readonly analyses: AnalysisRepository,
    /** Emailing clients their link and telling the seller live when they accept. */
    private readonly out: HubOutbound,
  ) {}

  async create(user: AuthUser, input: CreateProposal): Promise<Proposal> {
    const analysis = await this.analyses.find(user.id, input.analysisId);
    if (!analysis) throw notFound('Analysis');
    if (!(await this.proposals.clientBelongsTo(user.id, input.clientId)))
      throw badRequest('clientId', 'Please select one of your clients');
    const wanted = new Set(input.productIds);
    const chosen = analysis.recommendations.filter((item) => wanted.has(item.productId));
    if (chosen.length !== wanted.size)
      throw badRequest('productIds', 'Some selected recommendations are not part of this analysis');
    const site = siteName(analysis.clientWebsite);
    const id = await this.proposals.insert(user.id, {
      clientId: input.clientId,
      analysisId: analysis.id,
      title: input.title || `Growth plan for ${site}`,
      website: analysis.clientWebsite,
      totalMonthlyCost: chosen.reduce((sum, item) => sum + item.monthlyPrice, 0),
      totalSetupCost: chosen.reduce((sum, item) => sum + item.setupFee, 0),
      estimatedRoi: combinedRoi(chosen),
      items: chosen.map((item) => ({
        productId: item.productId,
        product: item.product,
        description: item.description,
        setupFee: item.setupFee,
        monthlyPrice: item.monthlyPrice,
        estimatedRoi: item.estimatedROI,
      })),
    });
    return this.get(user, id);
  }

  async list(user: AuthUser, cursor: string | undefined, limit: number): Promise<ProposalPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    const rows = await this.proposals.page(user.id, limit, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toSummary),
      nextCursor: rows.length > limit && last ? encodeCursor(CURSOR_TAG, [last.key, last.id]) : null,
    };
  }

  async get(user: AuthUser, id: string): Promise<Proposal> {
    const found = isUuid(id) ? await this.proposals.find(user.id, id) : null;
    if (!found) throw notFound('Proposal');
    return {
      ...toSummary(found.proposal),
      website: found.proposal.website,
      items: found.items.map(({ estimatedRoi, ...item }) => ({ ...item, estimatedROI: estimatedRoi })),
      publicUrl: found.proposal.publicToken ? publicProposalUrl(this.out.env, found.proposal.publicToken) : null,
    };
  }

  /** Edit: new title and line items; totals and the combined ROI are recomputed here. Accepted proposals are final. */
  async update(user: AuthUser, id: string, input: UpdateProposalData): Promise<Proposal> {
    const current = await this.get(user, id);
    if (current.status === 'accepted') throw accepted();
    const items = input.items.map((item) => ({
      productId: item.productId || 'custom',
      product: item.product,
      description: item.description,
      setupFee: item.setupFee,
      monthlyPrice: item.monthlyPrice,
      estimatedRoi: item.estimatedROI,
    }));
    const updated = await this.proposals.update(user.id, current.id, {
      title: input.title,
      totalMonthlyCost: round2(items.reduce((sum, item) => sum + item.monthlyPrice, 0)),
      totalSetupCost: round2(items.reduce((sum, item) => sum + item.setupFee, 0)),
      estimatedRoi: combinedRoi(input.items),
      items,
    });
    if (!updated) throw accepted();
    return this.get(user, current.id);
  }

  /** Send to Client (drafts only): a private link by email; the proposal becomes sent. */
  async send(user: AuthUser, id: string): Promise<{ to: string; publicUrl: string }> {
    const row = isUuid(id) ? await this.proposals.findWithClient(user.id, id) : null;
    if (!row) throw notFound('Proposal');
    const token = row.status === 'draft' ? await this.proposals.markSent(user.id, row.id, newPublicToken()) : null;
    if (!token) throw new AppError('not_draft', 409, 'Only draft proposals can be sent');
    const url = publicProposalUrl(this.out.env, token);
    const email = renderShareEmail({
      kind: 'proposal',
      title: row.title,
      clientName: row.clientName,
      brand: await this.out.brands.of(user.id),
      url,
      facts: [
        `${formatUsd(row.totalMonthlyCost)}/month`,
        `Setup ${formatUsd(row.totalSetupCost)}`,
        `Estimated first-year ROI ${row.estimatedRoi}%`,
      ],
      appUrl: appUrl(this.out.env),
    });
    await this.out.mailer.send({ to: row.clientEmail, ...email });
    return { to: row.clientEmail, publicUrl: url };
  }

  private async shared(token: string) {
    const found = isWellFormedToken(token) ? await this.proposals.findByToken(token) : null;
    if (!found || found.proposal.status === 'draft') throw notFound('Proposal');
    return found;
  }

  /** The client's page, by its private link only. */
  async publicView(token: string): Promise<PublicProposal> {
    const { proposal, items } = await this.shared(token);
    return {
      title: proposal.title,
      status: proposal.status,
      clientName: proposal.clientName,
      website: proposal.website,
      items: items.map((item) => ({
        product: item.product,
        description: item.description,
        setupFee: item.setupFee,
        monthlyPrice: item.monthlyPrice,
        estimatedROI: item.estimatedRoi,
      })),
      totalMonthlyCost: proposal.totalMonthlyCost,
      totalSetupCost: proposal.totalSetupCost,
      estimatedROI: proposal.estimatedRoi,
      sentAt: proposal.sentAt?.toISOString() ?? null,
      acceptedAt: proposal.acceptedAt?.toISOString() ?? null,
      brand: await this.out.brands.of(proposal.vendorId),
    };
  }

  /** Accept: sent → accepted with the time, and the seller is told live. Accepting twice is answered like once. */
  async accept(token: string): Promise<PublicProposal> {
    const { proposal } = await this.shared(token);
    if (proposal.status === 'sent') {
      const acceptedAt = await this.proposals.accept(proposal.id);
      if (acceptedAt) {
        await this.out
          .publish(`user:${proposal.vendorId}`, {
            type: PROPOSAL_ACCEPTED_EVENT,
            proposalId: proposal.id,
            title: proposal.title,
            clientName: proposal.clientName,
            acceptedAt: acceptedAt.toISOString(),
          })
          .catch((error: unknown) => this.out.log.error({ err: error }, 'publishing proposal.accepted failed'));
      }
    }
    return this.publicView(token);
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const accepted = () => new AppError('proposal_accepted', 409, 'An accepted proposal can no longer be edited');
