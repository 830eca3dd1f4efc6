import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PreparedQuery, preparedQuery } from '../../db/prepared';
import { campaignEvents, campaignLinks, campaignRecipients, emailCampaigns, emailSuppressions } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';
import { teamNameSql } from '../workspaces/workspaces.public';
import { RECORD_CLICKS, RECORD_OPENS } from './tracking.sql';

export interface QueuedRecipient {
  id: string;
  email: string;
  name: string;
  company: string | null;
  token: string;
  suppressed: boolean;
  /** The client the recipient came from (null once it is deleted): its primary contact's first name greets them. */
  clientId: string | null;
}

/**
 * A recipient's first open or first click, as the tracking write found it: the campaigns module reports it as a
 * domain event (campaign.email_opened / campaign.email_clicked) once per recipient.
 */
export interface FirstTouch {
  kind: 'opened' | 'clicked';
  recipientId: string;
  campaignId: string;
  workspaceId: string;
  clientId: string | null;
  /** The clicked link (clicks only). */
  url?: string;
  position?: number;
}

/** Sending, delivery outcomes and tracking: every write that changes a recipient row after it was queued. */
export class DeliveryRepository {
  private readonly query: PreparedQuery;

  constructor(readonly db: Db) {
    this.query = preparedQuery(db);
  }

  /**
   * Locks up to `limit` queued recipients of a campaign that is still sending (skip locked: a second run of the
   * same campaign takes other rows). Must run inside the transaction that also writes their mails.
   */
  async lockQueued(tx: Db, campaignId: string, limit: number): Promise<QueuedRecipient[]> {
    return queryRows<QueuedRecipient>(
      tx,
      sql`select r.id, r.email, r.name, r.company, r.token, r.client_id as "clientId",
          exists (select 1 from email_suppressions s where s.workspace_id = c.workspace_id and s.email = lower(r.email)) as suppressed
        from campaign_recipients r join email_campaigns c on c.id = r.campaign_id
        where r.campaign_id = ${campaignId} and r.status = 'queued' and c.status = 'sending'
        order by r.id
        limit ${limit}
        for update of r skip locked`,
    );
  }

  async markSent(tx: Db, recipientId: string, outboxId: string, delivered: boolean) {
    const now = new Date();
    await tx
      .update(campaignRecipients)
      .set({ status: delivered ? 'delivered' : 'sent', outboxId, sentAt: now, deliveredAt: delivered ? now : null })
      .where(eq(campaignRecipients.id, recipientId));
  }

  async markSkipped(tx: Db, recipientId: string, reason: string) {
    await tx.update(campaignRecipients).set({ status: 'skipped', error: reason }).where(eq(campaignRecipients.id, recipientId));
  }

  /** Cancelling: every recipient not yet written to the outbox is skipped. */
  async skipQueued(campaignId: string, reason: string) {
    await this.db
      .update(campaignRecipients)
      .set({ status: 'skipped', error: reason })
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'queued')));
  }

  /** Completes a sending campaign that has no queued recipient left; true when it did. */
  async completeIfDone(campaignId: string) {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update email_campaigns set status = 'completed', completed_at = now(), updated_at = now()
        where id = ${campaignId} and status = 'sending'
          and not exists (select 1 from campaign_recipients where campaign_id = ${campaignId} and status = 'queued')
        returning id`,
    );
    return rows.length > 0;
  }

  /**
   * SMTP's answer for one mail: delivered, or bounced (permanent, suppressed for the seller) or failed. One
   * transaction: a reader that sees the bounce also sees the suppression (an audience count in between counted the
   * bounced address as still included).
   */
  async recordDelivery(outboxId: string, outcome: { delivered: boolean; permanent: boolean; error?: string }) {
    const status = outcome.delivered ? 'delivered' : outcome.permanent ? 'bounced' : 'failed';
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .update(campaignRecipients)
        .set({ status, deliveredAt: outcome.delivered ? new Date() : null, error: outcome.error ?? null })
        .where(eq(campaignRecipients.outboxId, outboxId))
        .returning({ id: campaignRecipients.id, campaignId: campaignRecipients.campaignId, email: campaignRecipients.email });
      if (!row) return;
      if (outcome.delivered || outcome.permanent) {
        await tx
          .insert(campaignEvents)
          .values({ campaignId: row.campaignId, recipientId: row.id, type: outcome.delivered ? 'delivered' : 'bounce' });
      }
      if (outcome.permanent) await this.suppress(tx, row.campaignId, row.email, 'bounced');
    });
  }

  private async suppress(db: Db, campaignId: string, email: string, reason: 'bounced' | 'unsubscribed') {
    const [campaign] = await db
      .select({ workspaceId: emailCampaigns.workspaceId })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    if (!campaign) return;
    await db
      .insert(emailSuppressions)
      .values({ workspaceId: campaign.workspaceId, email: email.toLowerCase(), reason, campaignId })
      .onConflictDoNothing();
  }

  async recipientByToken(token: string) {
    const [row] = await this.db
      .select({
        id: campaignRecipients.id,
        campaignId: campaignRecipients.campaignId,
        email: campaignRecipients.email,
        unsubscribedAt: campaignRecipients.unsubscribedAt,
      })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.token, token));
    return row ?? null;
  }

  /**
   * Opens, many in one statement (the pixel is the hottest public route; tracking-recorder.ts groups concurrent
   * ones): bumps each recipient's counters and writes one event per open. Per token, in order: whether it was known;
   * and the recipients opened for the first time.
   */
  async recordOpens(tokens: string[]): Promise<{ known: boolean[]; firsts: FirstTouch[] }> {
    const rows = await this.query<{
      token: string;
      recipientId: string;
      campaignId: string;
      clientId: string | null;
      workspaceId: string;
      firstOpen: boolean;
    }>({ name: 'campaign_record_opens', text: RECORD_OPENS, values: [tokens] });
    const known = new Set(rows.map((row) => row.token));
    const firsts = rows
      .filter((row) => row.firstOpen)
      .map(({ recipientId, campaignId, clientId, workspaceId }) => ({
        kind: 'opened' as const,
        recipientId,
        campaignId,
        clientId,
        workspaceId,
      }));
    return { known: tokens.map((token) => known.has(token)), firsts };
  }

  async recordOpen(token: string): Promise<boolean> {
    return (await this.recordOpens([token])).known[0];
  }

  /**
   * Clicks, many in one statement: per (token, link position), in order, the URL stored at that position of the
   * recipient's campaign, or null (unknown token or position: nothing is recorded for it). A click also counts as an
   * open (images are often blocked), so a first click can also be the recipient's first open.
   */
  async recordClicks(clicks: { token: string; position: number }[]): Promise<{ urls: (string | null)[]; firsts: FirstTouch[] }> {
    const rows = await this.query<{
      ord: number;
      url: string;
      position: number;
      recipientId: string;
      campaignId: string;
      clientId: string | null;
      workspaceId: string;
      firstOpen: boolean;
      firstClick: boolean;
    }>({
      name: 'campaign_record_clicks',
      text: RECORD_CLICKS,
      values: [clicks.map((click) => click.token), clicks.map((click) => click.position)],
    });
    const urls = new Map(rows.map((row) => [Number(row.ord), row.url]));
    // One first per recipient and kind: the earliest of the batch's clicks.
    const firsts = new Map<string, FirstTouch>();
    for (const row of [...rows].sort((a, b) => Number(a.ord) - Number(b.ord))) {
      const base = {
        recipientId: row.recipientId,
        campaignId: row.campaignId,
        clientId: row.clientId,
        workspaceId: row.workspaceId,
      };
      if (row.firstOpen && !firsts.has(`opened:${row.recipientId}`))
        firsts.set(`opened:${row.recipientId}`, { kind: 'opened', ...base });
      if (row.firstClick && !firsts.has(`clicked:${row.recipientId}`))
        firsts.set(`clicked:${row.recipientId}`, { kind: 'clicked', ...base, url: row.url, position: Number(row.position) });
    }
    return { urls: clicks.map((_, index) => urls.get(index + 1) ?? null), firsts: [...firsts.values()] };
  }

  /** Where a click link goes, without counting it (HEAD requests and prefetches are nobody clicking). */
  async linkFor(token: string, position: number): Promise<string | null> {
    const [row] = await this.db
      .select({ url: campaignLinks.url })
      .from(campaignRecipients)
      .innerJoin(
        campaignLinks,
        and(eq(campaignLinks.campaignId, campaignRecipients.campaignId), eq(campaignLinks.position, position)),
      )
      .where(eq(campaignRecipients.token, token));
    return row?.url ?? null;
  }

  async recordClick(token: string, position: number): Promise<string | null> {
    return (await this.recordClicks([{ token, position }])).urls[0];
  }

  async recordUnsubscribe(recipient: { id: string; campaignId: string; email: string; unsubscribedAt: Date | null }) {
    if (recipient.unsubscribedAt) return;
    // One transaction, as for a bounce: the unsubscribe and the suppression are seen together.
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.update(campaignRecipients).set({ unsubscribedAt: new Date() }).where(eq(campaignRecipients.id, recipient.id));
      await tx
        .insert(campaignEvents)
        .values({ campaignId: recipient.campaignId, recipientId: recipient.id, type: 'unsubscribe' });
      await this.suppress(tx, recipient.campaignId, recipient.email, 'unsubscribed');
    });
  }

  /** Demo data: every recipient of the campaign delivered a day ago; returns them in address order. */
  async markAllDeliveredForDemo(campaignId: string) {
    await this.db
      .update(campaignRecipients)
      .set({ status: 'delivered', sentAt: sql`now() - interval '1 day'`, deliveredAt: sql`now() - interval '1 day'` })
      .where(eq(campaignRecipients.campaignId, campaignId));
    return this.db
      .select({ token: campaignRecipients.token })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId))
      .orderBy(campaignRecipients.email);
  }

  async senderOf(campaignId: string) {
    const [row] = await queryRows<{ name: string }>(
      this.db,
      sql`select coalesce(nullif(p.company_name, ''), nullif(p.full_name, ''), ${teamNameSql(sql`p.id`, sql`c.workspace_id`)}, 'the sender') as name
        from email_campaigns c left join profiles p on p.id = c.workspace_id where c.id = ${campaignId}`,
    );
    return row?.name ?? 'the sender';
  }
}
