import {
  type AudienceCount,
  type CampaignAudience,
  type CampaignDetail,
  type CampaignList,
  type CampaignPreview,
  type CampaignSummary,
  campaignInputSchema,
  engagementRate,
  formatPostalAddress,
  type PostalAddress,
  RECIPIENT_PAGE_SIZE,
} from '@proclub/contracts/campaigns';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import { compileCampaign, personalize, type Sender } from './campaign-email';
import type { CampaignRow, CampaignsRepository } from './campaigns.repository';
import { applyMerge, assertKnownMergeFields, mergeableTexts, sampleValues } from './merge-fields';
import { type CampaignCounts, NO_RESULTS, type ResultsRepository } from './results.repository';

type Input = z.output<typeof campaignInputSchema>;
const LIST_CAP = 100;

/** Starting, pausing and stopping the send job (campaign-send.job.ts): the service only says when. */
export interface SendScheduler {
  start(campaign: { id: string; workspaceId: string; name: string; ratePerMinute: number }, at: Date): Promise<void>;
  stop(campaignId: string): Promise<void>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export class CampaignsService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly results: ResultsRepository,
    private readonly deps: {
      mailer: Mailer;
      scheduler: SendScheduler;
      /** The workspace's CAN-SPAM postal address (campaign-library.repository.ts). */
      postalAddress: (workspaceId: string) => Promise<PostalAddress | null>;
    },
  ) {}

  private async own(workspaceId: string, id: string) {
    const campaign = isUuid(id) ? await this.campaigns.find(workspaceId, id) : null;
    if (!campaign) throw notFound('Campaign');
    return campaign;
  }

  async sender(workspaceId: string): Promise<Sender> {
    const [profile, postal] = await Promise.all([this.campaigns.sender(workspaceId), this.deps.postalAddress(workspaceId)]);
    return {
      name: profile?.fullName?.trim() || profile?.company?.trim() || 'Your agency',
      company: profile?.company?.trim() || null,
      // Only the workspace's postal address: the profile's city (location) is not a mailing address.
      address: postal ? formatPostalAddress(postal) : null,
      email: profile?.email ?? '',
    };
  }

  private validate(input: Input) {
    assertKnownMergeFields(mergeableTexts(input));
  }

  async list(workspaceId: string): Promise<CampaignList> {
    const rows = await this.campaigns.list(workspaceId, LIST_CAP);
    const [counts, budget] = await Promise.all([
      this.results.counts(rows.map((row) => row.id)),
      this.campaigns.budgetTotal(workspaceId),
    ]);
    const items = rows.map((row) => this.summary(row, counts.get(row.id)));
    const sent = items.reduce((sum, item) => sum + item.sent, 0);
    const opened = items.reduce((sum, item) => sum + item.opened, 0);
    return {
      items,
      summary: { totalReach: sent, engagementRate: engagementRate(sent, opened), totalBudget: Math.round(budget * 100) / 100 },
      delivers: this.deps.mailer.delivers,
    };
  }

  private summary(row: CampaignRow, counts: CampaignCounts = NO_RESULTS): CampaignSummary {
    // The totals of opens and clicks are the detail's; the summary shows how many recipients did each.
    const { totalOpens: _opens, totalClicks: _clicks, ...tally } = counts;
    return {
      id: row.id,
      name: row.name,
      subject: row.subject,
      status: row.status,
      ...tally,
      budget: Number(row.budget),
      scheduledAt: iso(row.scheduledAt),
      startedAt: iso(row.startedAt),
      completedAt: iso(row.completedAt),
      sentBy: row.sentBy ? { id: row.sentBy, name: row.sentByName ?? 'Deleted user' } : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async detail(workspaceId: string, id: string): Promise<CampaignDetail> {
    const row = await this.own(workspaceId, id);
    const [counts, links, timeline] = await Promise.all([
      this.results.counts([row.id]),
      this.results.links(row.id),
      this.results.timeline(row.id),
    ]);
    const count = counts.get(row.id) ?? NO_RESULTS;
    return {
      ...this.summary(row, count),
      preheader: row.preheader,
      fromName: row.fromName,
      blocks: row.blocks,
      audience: row.audience,
      ratePerMinute: row.ratePerMinute,
      uniqueOpens: count.opened,
      totalOpens: count.totalOpens,
      totalClicks: count.totalClicks,
      links,
      timeline,
    };
  }

  async create(workspaceId: string, input: Input) {
    this.validate(input);
    return { id: await this.campaigns.create(workspaceId, input) };
  }

  /** A draft, or a scheduled campaign until it starts (its frozen copy and links are compiled again). */
  async update(workspaceId: string, id: string, input: Input) {
    const campaign = await this.own(workspaceId, id);
    this.validate(input);
    const refused = () =>
      new AppError('not_draft', 409, 'Only draft or scheduled campaigns can be edited. Duplicate it to make changes.');
    if (campaign.status === 'scheduled') {
      const compiled = await compileCampaign(input, await this.sender(workspaceId));
      const saved = await this.campaigns.db.transaction(async (tx) => {
        const ok = await this.campaigns.updateDraft(workspaceId, id, input, tx, {
          compiledHtml: compiled.html,
          compiledText: compiled.text,
        });
        if (ok) await this.campaigns.replaceLinks(id, compiled.links, tx);
        return ok;
      });
      if (!saved) throw refused();
      return { id };
    }
    if (campaign.status !== 'draft' || !(await this.campaigns.updateDraft(workspaceId, id, input))) throw refused();
    return { id };
  }

  /** Moves a scheduled campaign to another time, until it starts. */
  async reschedule(workspaceId: string, id: string, sendAt: string) {
    const campaign = await this.own(workspaceId, id);
    const at = new Date(sendAt);
    if (at.getTime() <= Date.now()) throw badRequest('sendAt', 'Choose a time in the future');
    if (!(await this.campaigns.transition(workspaceId, id, ['scheduled'], 'scheduled', { scheduledAt: at }))) {
      throw new AppError('conflict', 409, 'Only a scheduled campaign that has not started can be rescheduled.');
    }
    await this.deps.scheduler.start(campaign, at);
    return this.detail(workspaceId, id);
  }

  async remove(workspaceId: string, id: string) {
    await this.own(workspaceId, id);
    if (!(await this.campaigns.deleteDraft(workspaceId, id))) {
      throw new AppError('not_draft', 409, 'Only draft campaigns can be deleted.');
    }
  }

  async duplicate(workspaceId: string, id: string) {
    const source = await this.own(workspaceId, id);
    const copy = await this.campaigns.create(workspaceId, {
      name: `${source.name} (copy)`.slice(0, 120),
      subject: source.subject,
      preheader: source.preheader,
      fromName: source.fromName,
      blocks: source.blocks,
      audience: source.audience,
      budget: Number(source.budget),
      ratePerMinute: source.ratePerMinute,
    });
    return { id: copy };
  }

  async audienceCount(workspaceId: string, audience: CampaignAudience): Promise<AudienceCount> {
    return this.campaigns.audienceCount(workspaceId, audience);
  }

  /** The email as a recipient would see it, with sample merge values and the real (untracked) links. */
  async preview(workspaceId: string, input: Input): Promise<CampaignPreview> {
    this.validate(input);
    const sender = await this.sender(workspaceId);
    const compiled = await compileCampaign(input, sender);
    const values = sampleValues(sender);
    const mail = personalize(compiled, values, {
      link: (position) => compiled.links[position],
      open: null,
      unsubscribe: '#unsubscribe',
    });
    return { subject: applyMerge(input.subject, values), ...mail };
  }

  /** Sends the saved campaign to the seller's own address, marked as a test. */
  async sendTest(workspaceId: string, actor: AuthUser, id: string) {
    const campaign = await this.own(workspaceId, id);
    if (!actor.emailVerified) throw forbidden('Verify your email address before sending campaigns.');
    const preview = await this.preview(workspaceId, campaignInputSchema.parse({ ...campaign, budget: Number(campaign.budget) }));
    const sender = await this.sender(workspaceId);
    await this.deps.mailer.send({
      to: actor.email,
      subject: `[Test] ${preview.subject}`,
      html: preview.html,
      text: preview.text,
      fromName: campaign.fromName || sender.company || sender.name,
      replyTo: sender.email || null,
    });
    return { to: actor.email, captured: !this.deps.mailer.delivers };
  }

  /** Now (sendAt absent) or at sendAt: recipients are written when sending starts, so later opt-outs count. */
  async send(workspaceId: string, actor: AuthUser, id: string, sendAt: string | undefined) {
    const campaign = await this.own(workspaceId, id);
    if (!actor.emailVerified) throw forbidden('Verify your email address before sending campaigns.');
    if (campaign.status !== 'draft') throw new AppError('not_draft', 409, 'This campaign was already sent or scheduled.');
    const at = sendAt ? new Date(sendAt) : new Date();
    if (sendAt && at.getTime() <= Date.now()) throw badRequest('sendAt', 'Choose a time in the future');
    const sender = await this.sender(workspaceId);
    if (!sender.address) {
      throw badRequest(
        'postalAddress',
        'Add your mailing address (street, city, postal code and country) before sending: the law (CAN-SPAM) requires it in the footer of every campaign email. Open "Mailing address" in the campaign editor.',
      );
    }
    const count = await this.campaigns.audienceCount(workspaceId, campaign.audience);
    if (count.included === 0) throw badRequest('audience', 'No recipients: the audience has no client who can be emailed.');
    const compiled = await compileCampaign(campaign, sender);
    const moved = await this.campaigns.db.transaction(async (tx) => {
      const ok = await this.campaigns.transition(
        workspaceId,
        id,
        ['draft'],
        sendAt ? 'scheduled' : 'sending',
        {
          scheduledAt: at,
          sentBy: actor.id,
          ...(sendAt ? {} : { startedAt: new Date() }),
          compiledHtml: compiled.html,
          compiledText: compiled.text,
        },
        tx,
      );
      if (!ok) return false;
      await this.campaigns.replaceLinks(id, compiled.links, tx);
      if (!sendAt) await this.campaigns.materializeRecipients(id, workspaceId, campaign.audience, tx);
      return true;
    });
    if (!moved) throw new AppError('not_draft', 409, 'This campaign was already sent or scheduled.');
    await this.deps.scheduler.start(campaign, at);
    return this.detail(workspaceId, id);
  }

  async pause(workspaceId: string, id: string) {
    await this.own(workspaceId, id);
    if (!(await this.campaigns.transition(workspaceId, id, ['sending'], 'paused'))) {
      throw new AppError('not_sending', 409, 'Only a campaign that is sending can be paused.');
    }
    await this.deps.scheduler.stop(id);
    return this.detail(workspaceId, id);
  }

  async resume(workspaceId: string, id: string) {
    const campaign = await this.own(workspaceId, id);
    if (!(await this.campaigns.transition(workspaceId, id, ['paused'], 'sending'))) {
      throw new AppError('not_paused', 409, 'Only a paused campaign can be resumed.');
    }
    await this.deps.scheduler.start(campaign, new Date());
    return this.detail(workspaceId, id);
  }

  async cancel(workspaceId: string, id: string, skipQueued: (campaignId: string) => Promise<void>) {
    await this.own(workspaceId, id);
    if (
      !(await this.campaigns.transition(workspaceId, id, ['scheduled', 'sending', 'paused'], 'cancelled', {
        completedAt: new Date(),
      }))
    ) {
      throw new AppError('not_cancellable', 409, 'Only a scheduled, sending or paused campaign can be cancelled.');
    }
    await this.deps.scheduler.stop(id);
    await skipQueued(id);
    return this.detail(workspaceId, id);
  }

  async recipients(workspaceId: string, id: string, query: { q?: string; page: number }) {
    await this.own(workspaceId, id);
    const page = await this.results.recipients(id, {
      q: query.q,
      limit: RECIPIENT_PAGE_SIZE,
      offset: (query.page - 1) * RECIPIENT_PAGE_SIZE,
    });
    return { ...page, page: query.page, pageSize: RECIPIENT_PAGE_SIZE };
  }

  async allRecipients(workspaceId: string, id: string) {
    const campaign = await this.own(workspaceId, id);
    return { campaign, ...(await this.results.recipients(id, { limit: 100_000, offset: 0 })) };
  }

  async forClient(workspaceId: string, clientId: string) {
    if (!isUuid(clientId)) throw notFound('Client');
    return { items: await this.results.forClient(workspaceId, clientId) };
  }
}
