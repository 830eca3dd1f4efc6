import {
  combinedRoi,
  type DeclineProposalInput,
  PROPOSAL_ACCEPTED_EVENT,
  PROPOSAL_DECLINED_EVENT,
  PROPOSAL_LOCKED_MESSAGE,
  PROPOSAL_SIGN_CHANGED_MESSAGE,
  PROPOSAL_SIGN_OUTDATED_MESSAGE,
  PROPOSAL_VIEWED_EVENT,
  type Proposal,
  type ProposalPage,
  type ProposalPaymentChoice,
  type ProposalSignature,
  type ProposalSummary,
  type Prospect,
  type PublicProposal,
  type SendProposalResult,
  type SignProposalInput,
  type UpdateProposalData,
} from '@proclub/contracts/proposals';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { RecordDomainEvent } from '../../lib/domain-events';
import { isUuid } from '../../lib/ids';
import { formatUsd } from '../../lib/money';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import { publicProposalUrl } from '../../lib/public-links';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { AuthUser } from '../../plugins/auth';
import type { AnalysisLookup } from '../analysis/analysis.public';
import { siteName } from '../analysis/analysis.public';
import type { HubOutbound } from '../hub/hub.public';
import { renderShareEmail } from '../hub/hub.public';
import type { AcceptDealRepository } from './accept-deal.repository';
import { documentHash } from './document-hash';
import { onboardingTemplateFor } from './onboarding-template';
import { signedProposalPdf } from './proposal-pdf';
import type {
  NewClientWrite,
  ProposalRow,
  ProposalSnapshot,
  ProposalsRepository,
  SentVersionRow,
  SignatureRow,
} from './proposals.repository';

const CURSOR_TAG = 'proposals';
/** A new client's site is re-audited weekly until the seller changes it. */
const DEFAULT_AUDIT_INTERVAL_DAYS = 7;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const signatureOf = (row: SignatureRow | null): ProposalSignature | null =>
  row && {
    fullName: row.fullName,
    signedAt: row.signedAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    documentHash: row.documentHash,
    version: row.version,
    signedInAs: row.signerUserId !== null,
  };
const toSummary = (row: ProposalRow, env: Env, signature: SignatureRow | null = null): ProposalSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  clientId: row.clientId,
  clientName: row.clientName,
  totalMonthlyCost: row.totalMonthlyCost,
  totalSetupCost: row.totalSetupCost,
  estimatedROI: row.estimatedRoi,
  analysisId: row.analysisId,
  sentAt: iso(row.sentAt),
  sentBy: row.sentBy ? { id: row.sentBy, name: row.sentByName ?? 'Deleted user' } : null,
  acceptedAt: iso(row.acceptedAt),
  version: row.version,
  viewedAt: iso(row.viewedAt),
  withdrawnAt: iso(row.withdrawnAt),
  publicUrl: row.publicToken ? publicProposalUrl(env, row.publicToken) : null,
  createdAt: row.createdAt.toISOString(),
  paymentChoice: row.paymentChoice,
  declinedAt: iso(row.declinedAt),
  declineReason: row.declineReason,
  signature: signatureOf(signature),
});

/** Who signs: from the request (IP after the trusted proxies, the browser's user agent) and the session, if any. */
export interface Signer {
  ip: string;
  userAgent: string;
  userId: string | null;
}

/** Proposal prices are in dollars; invoices count minor units. */
const cents = (dollars: number) => Math.round(Number(dollars) * 100);
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
function addMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

interface BillingLine {
  description: string;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  discountRate: number;
}

/**
 * What signing starts for billing (issue 34), injected by app.ts (the invoices module owns invoices and
 * subscriptions): the setup invoice to pay now, and the monthly subscription.
 */
export interface ProposalBilling {
  issueSetupInvoice(input: {
    workspaceId: string;
    clientId: string;
    lines: BillingLine[];
    issueDate: string;
    dueDate: string;
    notes: string;
    subscriptionId: string | null;
    brandName: string;
    createdBy: string | null;
  }): Promise<string>;
  startSubscription(input: {
    workspaceId: string;
    proposalId: string;
    clientId: string;
    lines: BillingLine[];
    startDate: string;
    createdBy: string | null;
  }): Promise<string>;
  payment(
    workspaceId: string,
    invoiceId: string,
  ): Promise<{ payPath: string; amountDue: number; currency: string; status: string } | null>;
}

/** The brand's logo bytes for PDFs (branding module, through app.ts's storage). */
export type BrandLogo = (workspaceId: string) => Promise<Buffer | null>;

// Shared with the proposal editor's live totals.
export { combinedRoi };

export interface CreateProposal {
  analysisId: string;
  clientId?: string;
  newClient?: { name: string; email: string; phone?: string | null; address?: string | null; website?: string | null };
  productIds: string[];
  title?: string | null;
}

/** After a deal closes: the automations that act on it (the welcome email to the client). */
export interface DealFollowUps {
  proposalAccepted(deal: { workspaceId: string; clientId: string; proposalId: string; projectId: string }): Promise<void>;
  /** Proposal sent / viewed, for workflows (issue 35). */
  recordEvent: RecordDomainEvent;
  /** The client's re-audit schedule on the job engine (part of the accepting transaction). */
  scheduleAudits(
    schedule: { workspaceId: string; clientId: string; clientName: string; auditIntervalDays: number },
    tx: Db,
  ): Promise<void>;
}

/**
 * Proposals built from a saved analysis' recommendations (prices come from the analysis, never the browser);
 * sent versions are frozen under their own links; accepting closes the deal.
 */
export class ProposalsService {
  constructor(
    private readonly proposals: ProposalsRepository,
    private readonly analyses: AnalysisLookup,
    private readonly deals: AcceptDealRepository,
    /** Emailing clients their link and telling the seller live and by email. */
    private readonly out: HubOutbound,
    private readonly followUps: DealFollowUps,
    private readonly billing: ProposalBilling | null = null,
    private readonly brandLogo: BrandLogo = async () => null,
  ) {}

  /** What the analysis found about the site, to prefill a new client, and a client already on that site. */
  async prospect(workspaceId: string, analysisId: string): Promise<Prospect> {
    const analysis = isUuid(analysisId) ? await this.analyses.find(workspaceId, analysisId) : null;
    if (!analysis) throw notFound('Analysis');
    const website = analysis.analysisData.finalUrl || analysis.clientWebsite;
    const business = analysis.analysisData.business;
    return {
      name: business?.name ?? analysis.analysisData.googleBusinessProfile.siteName ?? null,
      email: business?.email ?? null,
      phone: business?.phone ?? null,
      address: business?.address ?? null,
      website,
      existingClient: await this.proposals.clientForHost(workspaceId, siteName(website)),
    };
  }

  async create(workspaceId: string, input: CreateProposal): Promise<Proposal> {
    const analysis = await this.analyses.find(workspaceId, input.analysisId);
    if (!analysis) throw notFound('Analysis');
    let client: string | NewClientWrite;
    let clientName: string;
    if (input.clientId) {
      const existing = await this.proposals.clientName(workspaceId, input.clientId);
      if (!existing) throw badRequest('clientId', 'Please select one of your clients');
      client = input.clientId;
      clientName = existing;
    } else if (input.newClient) {
      const fresh = input.newClient;
      client = {
        name: fresh.name,
        email: fresh.email,
        phone: fresh.phone ?? null,
        address: fresh.address ?? null,
        website: fresh.website ?? analysis.clientWebsite,
      };
      clientName = fresh.name;
    } else throw badRequest('clientId', 'Please select a client or create a new one');
    const wanted = new Set(input.productIds);
    const chosen = analysis.recommendations.filter((item) => wanted.has(item.productId));
    if (chosen.length !== wanted.size)
      throw badRequest('productIds', 'Some selected recommendations are not part of this analysis');
    const id = await this.proposals.insert(
      workspaceId,
      {
        analysisId: analysis.id,
        title: input.title || `Growth plan for ${clientName}`,
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
      },
      client,
    );
    return this.get(workspaceId, id);
  }

  async list(workspaceId: string, cursor: string | undefined, limit: number): Promise<ProposalPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    return newestPageOf(CURSOR_TAG, await this.proposals.page(workspaceId, limit, after), limit, (row) =>
      toSummary(row, this.out.env),
    );
  }

  async get(workspaceId: string, id: string): Promise<Proposal> {
    const found = isUuid(id) ? await this.proposals.find(workspaceId, id) : null;
    if (!found) throw notFound('Proposal');
    return {
      ...toSummary(found.proposal, this.out.env, await this.proposals.signature(found.proposal.id)),
      website: found.proposal.website,
      items: found.items.map(({ estimatedRoi, ...item }) => ({ ...item, estimatedROI: estimatedRoi })),
    };
  }

  /** Edit a draft: new title and line items; totals and the combined ROI are recomputed here. Sent ones are locked. */
  async update(workspaceId: string, id: string, input: UpdateProposalData): Promise<Proposal> {
    const current = await this.get(workspaceId, id);
    if (current.status !== 'draft') throw locked(current.status);
    const items = input.items.map((item) => ({
      productId: item.productId || 'custom',
      product: item.product,
      description: item.description,
      setupFee: item.setupFee,
      monthlyPrice: item.monthlyPrice,
      estimatedRoi: item.estimatedROI,
    }));
    const updated = await this.proposals.update(workspaceId, current.id, {
      title: input.title,
      paymentChoice: input.paymentChoice,
      totalMonthlyCost: round2(items.reduce((sum, item) => sum + item.monthlyPrice, 0)),
      totalSetupCost: round2(items.reduce((sum, item) => sum + item.setupFee, 0)),
      estimatedRoi: combinedRoi(input.items),
      items,
    });
    if (!updated) throw locked('sent');
    return this.get(workspaceId, current.id);
  }

  /** New Version: a sent (or withdrawn) proposal becomes an editable draft of the next version; the sent one stays as sent. */
  async newVersion(workspaceId: string, id: string): Promise<Proposal> {
    const current = await this.get(workspaceId, id);
    if (!(await this.proposals.newVersion(workspaceId, current.id)))
      throw new AppError('not_sent', 409, 'Only a sent or withdrawn proposal can get a new version');
    return this.get(workspaceId, current.id);
  }

  async withdraw(workspaceId: string, id: string): Promise<Proposal> {
    const current = await this.get(workspaceId, id);
    if (!(await this.proposals.withdraw(workspaceId, current.id)))
      throw new AppError('not_sent', 409, 'Only a sent proposal can be withdrawn');
    return this.get(workspaceId, current.id);
  }

  async deleteDraft(workspaceId: string, id: string): Promise<void> {
    const current = await this.get(workspaceId, id);
    if (!(await this.proposals.deleteDraft(workspaceId, current.id)))
      throw new AppError('not_draft', 409, 'Only a draft that was never sent can be deleted; withdraw a sent proposal instead');
  }

  /** Send to Client (drafts only): this version is frozen under a new private link, emailed; the proposal becomes sent. */
  async send(workspaceId: string, actor: AuthUser, id: string): Promise<SendProposalResult> {
    const found = isUuid(id) ? await this.proposals.find(workspaceId, id) : null;
    if (!found) throw notFound('Proposal');
    const { proposal, items } = found;
    const snapshot: ProposalSnapshot = {
      title: proposal.title,
      website: proposal.website,
      totalMonthlyCost: proposal.totalMonthlyCost,
      totalSetupCost: proposal.totalSetupCost,
      estimatedRoi: proposal.estimatedRoi,
      items: items.map(({ product, description, setupFee, monthlyPrice, estimatedRoi }) => ({
        product,
        description,
        setupFee,
        monthlyPrice,
        estimatedRoi,
      })),
    };
    const token =
      proposal.status === 'draft'
        ? await this.proposals.markSent(workspaceId, proposal.id, newPublicToken(), snapshot, actor.id)
        : null;
    if (!token) throw new AppError('not_draft', 409, 'Only draft proposals can be sent');
    await this.followUps.recordEvent({
      id: `proposal.sent:${token}`,
      workspaceId,
      type: 'proposal.sent',
      clientId: proposal.clientId,
      proposalId: proposal.id,
    });
    return this.emailLink(workspaceId, actor, proposal.id, token);
  }

  /** Resend: the client gets the link of the version they were sent again (nothing changes). */
  async resend(workspaceId: string, actor: AuthUser, id: string): Promise<SendProposalResult> {
    const current = await this.get(workspaceId, id);
    const token = current.status === 'sent' ? await this.proposals.currentToken(workspaceId, current.id) : null;
    if (!token) throw new AppError('not_sent', 409, 'Only a sent proposal can be resent');
    return this.emailLink(workspaceId, actor, current.id, token);
  }

  private async emailLink(workspaceId: string, actor: AuthUser, id: string, token: string) {
    const row = await this.proposals.findWithClient(workspaceId, id);
    if (!row) throw notFound('Proposal');
    const url = publicProposalUrl(this.out.env, token);
    const brand = await this.out.brands.of(workspaceId);
    const email = await renderShareEmail({
      kind: 'proposal',
      title: row.title,
      clientName: row.clientName,
      // "Hi Maria": the client's primary contact, as every client mail greets them (issue 33).
      firstName: await this.proposals.clientFirstName(row.clientId),
      brand,
      url,
      facts: [
        `${formatUsd(row.totalMonthlyCost)}/month`,
        `Setup ${formatUsd(row.totalSetupCost)}`,
        `Estimated first-year ROI ${row.estimatedRoi}%`,
      ],
      appUrl: appUrl(this.out.env),
    });
    // In the workspace's name, answered to the person who sent it.
    await this.out.mailer.send({ to: row.clientEmail, ...email, fromName: brand.name, replyTo: actor.email });
    return { to: row.clientEmail, publicUrl: url, captured: !this.out.mailer.delivers };
  }

  private async shared(token: string): Promise<SentVersionRow> {
    const found = isWellFormedToken(token) ? await this.proposals.findByToken(token) : null;
    if (!found) throw notFound('Proposal');
    return found;
  }

  /** The client's page, by its private link only: the version they were sent, as sent. Reading it counts nothing. */
  async publicView(token: string): Promise<PublicProposal> {
    return this.viewOf(await this.shared(token));
  }

  private async viewOf(shared: SentVersionRow): Promise<PublicProposal> {
    const { snapshot, version, proposal, latestSentVersion } = shared;
    const current = version === proposal.version;
    // A new version the seller is still drafting is not news to the client: their link says "updated" only once
    // a newer version was sent.
    const revising = !current && version === latestSentVersion;
    const state =
      current && proposal.status === 'accepted'
        ? 'accepted'
        : current && proposal.status === 'withdrawn'
          ? 'withdrawn'
          : current && proposal.status === 'sent' && proposal.declinedAt
            ? 'declined'
            : (current && proposal.status === 'sent') || revising
              ? 'open'
              : 'updated';
    const signature = state === 'accepted' ? await this.proposals.signature(proposal.id) : null;
    const payment =
      signature?.setupInvoiceId && this.billing
        ? await this.billing.payment(proposal.workspaceId, signature.setupInvoiceId)
        : null;
    const { brands } = this.out;
    return {
      title: snapshot.title,
      status: current ? proposal.status : 'sent',
      state,
      version,
      clientName: proposal.clientName,
      website: snapshot.website,
      items: snapshot.items.map(({ estimatedRoi, ...item }) => ({
        ...item,
        setupFee: Number(item.setupFee),
        monthlyPrice: Number(item.monthlyPrice),
        estimatedROI: estimatedRoi,
      })),
      totalMonthlyCost: Number(snapshot.totalMonthlyCost),
      totalSetupCost: Number(snapshot.totalSetupCost),
      estimatedROI: snapshot.estimatedRoi,
      sentAt: iso(proposal.sentAt),
      acceptedAt: state === 'accepted' ? iso(proposal.acceptedAt) : null,
      brand: await brands.of(proposal.workspaceId),
      documentHash: documentHash(proposal.id, version, snapshot),
      paymentChoice: proposal.paymentChoice,
      signature: signature && {
        fullName: signature.fullName,
        signedAt: signature.signedAt.toISOString(),
        documentHash: signature.documentHash,
        version: signature.version,
        signedInAs: signature.signerUserId !== null,
      },
      declineReason: state === 'declined' ? proposal.declineReason : null,
      payment,
    };
  }

  /**
   * The page's beacon: a browser rendered the proposal (link unfurlers fetch the page but run no script, so
   * they never get here). The first view of a sent proposal tells the seller live and by email; the seller
   * opening their own link does not count.
   */
  async recordView(token: string, viewerId: string | null): Promise<void> {
    const { versionId, proposal } = await this.shared(token);
    if (viewerId === proposal.workspaceId || viewerId === proposal.sentBy || proposal.status === 'draft') return;
    if (!(await this.proposals.markViewed(proposal.id, versionId))) return;
    await this.followUps.recordEvent({
      id: `proposal.viewed:${versionId}`,
      workspaceId: proposal.workspaceId,
      type: 'proposal.viewed',
      clientId: proposal.clientId,
      proposalId: proposal.id,
    });
    const viewedAt = new Date().toISOString();
    await this.notifySeller(proposal, {
      event: {
        type: PROPOSAL_VIEWED_EVENT,
        proposalId: proposal.id,
        title: proposal.title,
        clientName: proposal.clientName,
        viewedAt,
      },
      subject: `${proposal.clientName} just opened your proposal`,
      lines: [`${proposal.clientName} just opened “${proposal.title}”. A good moment to follow up.`],
    });
  }

  /**
   * Why this version cannot be signed or declined now (null: it can): the seller is drafting a new version, a newer
   * version replaced it, it was withdrawn, declined or already signed.
   */
  private refusal({ proposal, version, latestSentVersion }: SentVersionRow): AppError | null {
    // The seller is drafting a new version of the offer the client has: signing now would close the deal on terms
    // that are changing, so the client is told to wait for it.
    if (version !== proposal.version && version === latestSentVersion && proposal.status === 'draft')
      return new AppError('proposal_locked', 409, 'This proposal is being updated. Please wait for the new version.');
    if (version !== proposal.version) return new AppError('proposal_outdated', 409, PROPOSAL_SIGN_OUTDATED_MESSAGE);
    if (proposal.status === 'accepted')
      return new AppError('proposal_accepted', 409, 'This proposal was already signed and accepted.');
    if (proposal.status === 'withdrawn')
      return new AppError('not_sent', 409, 'This proposal was withdrawn. Please contact the sender if you have questions.');
    if (proposal.declinedAt) return new AppError('not_sent', 409, 'This proposal was declined.');
    if (proposal.status !== 'sent') return new AppError('not_sent', 409, PROPOSAL_SIGN_OUTDATED_MESSAGE);
    return null;
  }

  /**
   * Sign (e-signature, ADR 051): the typed full name, consent to the terms, the hash of the exact version the signer
   * saw (checked against this version: another version's hash or an outdated link is refused with 409). Signing
   * accepts: in one transaction the signature is recorded and the deal closes (client active, project with its
   * welcome message, onboarding, audit schedule); then what the agency chose for billing starts and the seller is
   * told live and by email.
   */
  async sign(token: string, input: SignProposalInput, signer: Signer): Promise<PublicProposal> {
    const shared = await this.shared(token);
    const { proposal, version, versionId, snapshot } = shared;
    const refused = this.refusal(shared);
    if (refused) throw refused;
    const hash = documentHash(proposal.id, version, snapshot);
    if (input.documentHash !== hash) throw new AppError('proposal_outdated', 409, PROPOSAL_SIGN_CHANGED_MESSAGE);
    const items = await this.proposals.items(proposal.id);
    const template = onboardingTemplateFor(items);
    const website = (await this.proposals.clientWebsite(proposal.clientId)) ?? proposal.website;
    const closed = await this.deals.close({
      proposalId: proposal.id,
      version,
      workspaceId: proposal.workspaceId,
      clientId: proposal.clientId,
      projectTitle: proposal.title,
      projectDescription: `From the accepted proposal: ${items.map((item) => item.product).join(', ')}.`,
      budget: round2(proposal.totalSetupCost + proposal.totalMonthlyCost),
      welcomeMessage: `Welcome aboard, ${proposal.clientName}! Thanks for accepting “${proposal.title}”. This thread is where we will share progress and answer your questions. First up: ${template.steps[0]}.`,
      workflow: { name: `${template.name}: ${proposal.clientName}`, templateId: template.id, steps: template.steps },
      website,
      auditIntervalDays: DEFAULT_AUDIT_INTERVAL_DAYS,
      scheduleAudits: (tx) =>
        this.followUps.scheduleAudits(
          {
            workspaceId: proposal.workspaceId,
            clientId: proposal.clientId,
            clientName: proposal.clientName,
            auditIntervalDays: DEFAULT_AUDIT_INTERVAL_DAYS,
          },
          tx,
        ),
      signature: {
        versionId,
        fullName: input.fullName,
        documentHash: hash,
        ip: signer.ip,
        userAgent: signer.userAgent.slice(0, 500),
        signerUserId: signer.userId,
      },
    });
    // A concurrent signature won (or the proposal changed in between): the page shows what happened.
    if (!closed) {
      const now = await this.shared(token);
      throw this.refusal(now) ?? new AppError('proposal_accepted', 409, 'This proposal was already signed and accepted.');
    }
    this.out.log.info({ proposalId: proposal.id }, 'proposal signed, deal closed');
    await this.startBilling(proposal, snapshot).catch((error: unknown) =>
      this.out.log.error({ err: error, proposalId: proposal.id }, 'starting billing for a signed proposal failed'),
    );
    await this.notifySeller(proposal, {
      event: {
        type: PROPOSAL_ACCEPTED_EVENT,
        proposalId: proposal.id,
        projectId: closed.projectId,
        title: proposal.title,
        clientName: proposal.clientName,
        acceptedAt: closed.acceptedAt.toISOString(),
      },
      subject: `${proposal.clientName} signed your proposal`,
      lines: [
        `${input.fullName} signed “${proposal.title}” for ${proposal.clientName}.`,
        'Their project, onboarding workflow and audit schedule are set up.',
      ],
    });
    await this.followUps
      .proposalAccepted({
        workspaceId: proposal.workspaceId,
        clientId: proposal.clientId,
        proposalId: proposal.id,
        projectId: closed.projectId,
      })
      .catch((error: unknown) => this.out.log.error({ err: error }, 'proposal accepted follow-ups failed'));
    return this.publicView(token);
  }

  /**
   * The agency's choice at signing (issue 34): "pay the setup now" issues the setup invoice; "and start the monthly
   * subscription" also starts it from the month after signing, and its first month is on the setup invoice, whose
   * payment saves the card the later months are charged to (ADR 051). Nothing to pay: no invoice.
   */
  private async startBilling(proposal: SentVersionRow['proposal'], snapshot: ProposalSnapshot) {
    const choice: ProposalPaymentChoice = proposal.paymentChoice;
    if (choice === 'invoice_later' || !this.billing) return;
    const line = (description: string, dollars: number): BillingLine => ({
      description,
      quantity: 1000,
      unitPrice: cents(dollars),
      taxRate: 0,
      discountRate: 0,
    });
    const setup = snapshot.items
      .filter((item) => Number(item.setupFee) > 0)
      .map((item) => line(`${item.product}: setup`, Number(item.setupFee)));
    const monthly = snapshot.items
      .filter((item) => Number(item.monthlyPrice) > 0)
      .map((item) => line(`${item.product}: monthly`, Number(item.monthlyPrice)));
    const signedOn = today();
    let subscriptionId: string | null = null;
    if (choice === 'pay_setup_and_subscribe' && monthly.length > 0)
      subscriptionId = await this.billing.startSubscription({
        workspaceId: proposal.workspaceId,
        proposalId: proposal.id,
        clientId: proposal.clientId,
        lines: monthly,
        startDate: addMonth(signedOn),
        createdBy: proposal.sentBy,
      });
    const lines = [
      ...setup,
      ...(subscriptionId
        ? monthly.map((item) => ({ ...item, description: item.description.replace(/: monthly$/, ': first month') }))
        : []),
    ];
    const setupInvoiceId =
      lines.length > 0
        ? await this.billing.issueSetupInvoice({
            workspaceId: proposal.workspaceId,
            clientId: proposal.clientId,
            lines,
            issueDate: signedOn,
            dueDate: addDays(signedOn, 7),
            notes: `For the signed proposal “${proposal.title}”.`,
            subscriptionId,
            brandName: (await this.out.brands.of(proposal.workspaceId)).name,
            createdBy: proposal.sentBy,
          })
        : null;
    await this.proposals.recordBilling(proposal.id, { setupInvoiceId, subscriptionId });
  }

  /** Decline with a reason: the current sent version only; the seller is told live and by email. */
  async decline(token: string, input: DeclineProposalInput): Promise<PublicProposal> {
    const shared = await this.shared(token);
    const refused = this.refusal(shared);
    if (refused) throw refused;
    const { proposal, version } = shared;
    const reason = input.reason.trim();
    if (!(await this.proposals.decline(proposal.id, version, reason)))
      throw this.refusal(await this.shared(token)) ?? new AppError('not_sent', 409, 'This proposal was declined.');
    await this.followUps.recordEvent({
      id: `proposal.declined:${shared.versionId}`,
      workspaceId: proposal.workspaceId,
      type: 'proposal.declined',
      clientId: proposal.clientId,
      proposalId: proposal.id,
      payload: { reason },
    });
    await this.notifySeller(proposal, {
      event: {
        type: PROPOSAL_DECLINED_EVENT,
        proposalId: proposal.id,
        title: proposal.title,
        clientName: proposal.clientName,
        reason,
      },
      subject: `${proposal.clientName} declined your proposal`,
      lines: [`${proposal.clientName} declined “${proposal.title}”.`, `Their reason: ${reason}`],
    });
    return this.publicView(token);
  }

  /** The signed PDF for the signer (by the link of the signed version). 404 until it is signed. */
  async signedPdfByToken(token: string): Promise<{ pdf: Buffer; title: string }> {
    const shared = await this.shared(token);
    const signature = await this.proposals.signature(shared.proposal.id);
    if (!signature || signature.versionId !== shared.versionId) throw notFound('Signed proposal');
    return this.renderSigned(shared, signature);
  }

  /** The signed PDF for the agency. 404 until it is signed. */
  async signedPdf(workspaceId: string, id: string): Promise<{ pdf: Buffer; title: string }> {
    const current = await this.get(workspaceId, id);
    const signature = await this.proposals.signature(current.id);
    const token = signature ? await this.proposals.versionToken(signature.versionId) : null;
    if (!signature || !token) throw notFound('Signed proposal');
    return this.renderSigned(await this.shared(token), signature);
  }

  private async renderSigned(shared: SentVersionRow, signature: SignatureRow) {
    const [brand, logo] = await Promise.all([
      this.out.brands.of(shared.proposal.workspaceId),
      this.brandLogo(shared.proposal.workspaceId).catch(() => null),
    ]);
    const pdf = await signedProposalPdf({
      snapshot: shared.snapshot,
      version: shared.version,
      clientName: shared.proposal.clientName,
      signature,
      brand: { name: brand.name, color: brand.color, whiteLabel: brand.whiteLabel, logo },
    });
    return { pdf, title: shared.snapshot.title };
  }

  /** Live (realtime) and by email (outbox). Neither failing undoes what happened, so both are only logged. */
  private async notifySeller(
    { workspaceId, sentBy }: { workspaceId: string; sentBy: string | null },
    notice: { event: { type: string; [key: string]: unknown }; subject: string; lines: string[] },
  ) {
    await this.out
      .publish(`workspace:${workspaceId}`, notice.event)
      .catch((error: unknown) => this.out.log.error({ err: error }, `publishing ${notice.event.type} failed`));
    try {
      // The bell, and an email unless the seller turned it off (notifications preferences).
      await this.out.notifier.notify({
        // Notifications are per person: the member who sent it (else the personal workspace's owner, whose id it is).
        userId: sentBy ?? workspaceId,
        kind:
          notice.event.type === PROPOSAL_ACCEPTED_EVENT
            ? 'proposal_accepted'
            : notice.event.type === PROPOSAL_DECLINED_EVENT
              ? 'proposal_declined'
              : 'proposal_viewed',
        title: notice.subject,
        body: notice.lines.join(' '),
        link: typeof notice.event.proposalId === 'string' ? `/hub/proposals?open=${notice.event.proposalId}` : '/hub/proposals',
        subject: typeof notice.event.proposalId === 'string' ? { type: 'proposal', id: notice.event.proposalId } : null,
      });
    } catch (error) {
      this.out.log.error({ err: error }, `emailing the seller about ${notice.event.type} failed`);
    }
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const locked = (status: string) =>
  status === 'accepted'
    ? new AppError('proposal_accepted', 409, 'An accepted proposal can no longer be edited')
    : new AppError('proposal_locked', 409, PROPOSAL_LOCKED_MESSAGE);
