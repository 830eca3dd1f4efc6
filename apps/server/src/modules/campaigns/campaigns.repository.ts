import type { CampaignAudience, CampaignBlock, CampaignStatus } from '@proclub/contracts/campaigns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, campaignLinks, campaignRecipients, emailCampaigns, profiles } from '../../db/schema/index';
import { newestFirst } from '../../lib/keyset.repository';
import { insertReturningId } from '../../lib/owned-rows.repository';
import { queryRows } from '../../lib/query-rows.repository';
import { sellerContact } from '../workspaces/workspaces.public';

export interface CampaignContent {
  name: string;
  subject: string;
  preheader: string;
  fromName: string;
  blocks: CampaignBlock[];
  audience: CampaignAudience;
  budget: number;
  ratePerMinute: number;
}

const campaignColumns = {
  id: emailCampaigns.id,
  workspaceId: emailCampaigns.workspaceId,
  name: emailCampaigns.name,
  subject: emailCampaigns.subject,
  preheader: emailCampaigns.preheader,
  fromName: emailCampaigns.fromName,
  blocks: emailCampaigns.blocks,
  audience: emailCampaigns.audience,
  budget: emailCampaigns.budget,
  ratePerMinute: emailCampaigns.ratePerMinute,
  status: emailCampaigns.status,
  compiledHtml: emailCampaigns.compiledHtml,
  compiledText: emailCampaigns.compiledText,
  scheduledAt: emailCampaigns.scheduledAt,
  startedAt: emailCampaigns.startedAt,
  completedAt: emailCampaigns.completedAt,
  sentBy: emailCampaigns.sentBy,
  sentByName: sql<string | null>`(select u.name from "user" u where u.id = ${emailCampaigns.sentBy})`,
  createdAt: emailCampaigns.createdAt,
};
export type CampaignRow = Awaited<ReturnType<CampaignsRepository['find']>> & {};

/**
 * The clients an audience names, with why each one is left out (if it is): one expression shared by the count
 * before sending and the recipient rows written when sending starts, so the two always agree.
 */
function audienceSql(workspaceId: string, audience: CampaignAudience) {
  const filter =
    audience.kind === 'status'
      ? sql`c.status::text in (${sql.join(
          audience.statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : audience.kind === 'tag'
        ? sql`c.tags && array[${sql.join(
            audience.tags.map((tag) => sql`${tag.toLowerCase()}`),
            sql`, `,
          )}]::text[]`
        : audience.clientIds.length
          ? sql`c.id in (${sql.join(
              audience.clientIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql`false`;
  return sql`
    select c.id, c.name, c.email, c.company,
      case
        when c.email !~ '^[^@[:space:]]+@[^@[:space:]]+$' then 'no_email'
        when s.reason is not null then s.reason::text
        else null
      end as excluded
    from clients c
    left join email_suppressions s on s.workspace_id = c.workspace_id and s.email = lower(c.email)
    where c.workspace_id = ${workspaceId} and ${filter}`;
}

/** 32 random bytes as base64url (43 characters), from two random UUIDs' 244 random bits: no pgcrypto needed. */
const RANDOM_TOKEN = sql`translate(rtrim(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_')`;

export class CampaignsRepository {
  constructor(readonly db: Db) {}

  async create(workspaceId: string, content: CampaignContent) {
    return insertReturningId(this.db, emailCampaigns, { workspaceId, ...content });
  }

  /** Only drafts change; returns false when the campaign is not the seller's draft. */
  async updateDraft(workspaceId: string, id: string, content: CampaignContent) {
    const rows = await this.db
      .update(emailCampaigns)
      .set({ ...content, updatedAt: new Date() })
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.workspaceId, workspaceId), eq(emailCampaigns.status, 'draft')))
      .returning({ id: emailCampaigns.id });
    return rows.length > 0;
  }

  async deleteDraft(workspaceId: string, id: string) {
    const rows = await this.db
      .delete(emailCampaigns)
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.workspaceId, workspaceId), eq(emailCampaigns.status, 'draft')))
      .returning({ id: emailCampaigns.id });
    return rows.length > 0;
  }

  async find(workspaceId: string, id: string) {
    const [row] = await this.db
      .select(campaignColumns)
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.workspaceId, workspaceId)));
    return row ?? null;
  }

  async findById(id: string) {
    const [row] = await this.db.select(campaignColumns).from(emailCampaigns).where(eq(emailCampaigns.id, id));
    return row ?? null;
  }

  async list(workspaceId: string, limit: number) {
    return this.db
      .select(campaignColumns)
      .from(emailCampaigns)
      .where(eq(emailCampaigns.workspaceId, workspaceId))
      .orderBy(newestFirst(emailCampaigns.createdAt, emailCampaigns.id))
      .limit(limit);
  }

  async budgetTotal(workspaceId: string) {
    const [row] = await this.db
      .select({ budget: sql<number>`coalesce(sum(${emailCampaigns.budget}), 0)::float8` })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.workspaceId, workspaceId));
    return row.budget;
  }

  /** Moves the campaign from one of `from` to `to`; false when it was in none of them (or not the seller's). */
  async transition(
    workspaceId: string,
    id: string,
    from: CampaignStatus[],
    to: CampaignStatus,
    extra: Partial<{
      scheduledAt: Date | null;
      startedAt: Date;
      completedAt: Date;
      compiledHtml: string;
      compiledText: string;
      sentBy: string;
    }> = {},
    tx: Db = this.db,
  ) {
    const rows = await tx
      .update(emailCampaigns)
      .set({ status: to, updatedAt: new Date(), ...extra })
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.workspaceId, workspaceId), inArray(emailCampaigns.status, from)))
      .returning({ id: emailCampaigns.id });
    return rows.length > 0;
  }

  async audienceCount(workspaceId: string, audience: CampaignAudience) {
    const [row] = await queryRows<{ included: number; no_email: number; unsubscribed: number; bounced: number }>(
      this.db,
      sql`select
        count(*) filter (where a.excluded is null)::int as included,
        count(*) filter (where a.excluded = 'no_email')::int as no_email,
        count(*) filter (where a.excluded = 'unsubscribed')::int as unsubscribed,
        count(*) filter (where a.excluded = 'bounced')::int as bounced
      from (${audienceSql(workspaceId, audience)}) a`,
    );
    return { included: row.included, excluded: { noEmail: row.no_email, unsubscribed: row.unsubscribed, bounced: row.bounced } };
  }

  /** Writes one queued row per included client (one per address), in one statement; returns how many. */
  async materializeRecipients(campaignId: string, workspaceId: string, audience: CampaignAudience, tx: Db = this.db) {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`insert into campaign_recipients (campaign_id, client_id, email, name, company, token)
        select distinct on (lower(a.email)) ${campaignId}::uuid, a.id, a.email, a.name, a.company, ${RANDOM_TOKEN}
        from (${audienceSql(workspaceId, audience)}) a
        where a.excluded is null
        order by lower(a.email), a.id
        on conflict do nothing
        returning id`,
    );
    return rows.length;
  }

  async replaceLinks(campaignId: string, urls: string[], tx: Db = this.db) {
    await tx.delete(campaignLinks).where(eq(campaignLinks.campaignId, campaignId));
    if (urls.length) await tx.insert(campaignLinks).values(urls.map((url, position) => ({ campaignId, position, url })));
  }

  async hasRecipients(campaignId: string) {
    const [row] = await this.db
      .select({ id: campaignRecipients.id })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId))
      .limit(1);
    return !!row;
  }

  /** The seller as campaign footers and merge fields show them. */
  async sender(workspaceId: string) {
    const contact = await sellerContact(this.db, workspaceId);
    return (
      contact && { fullName: contact.fullName, company: contact.companyName, location: contact.location, email: contact.email }
    );
  }

  /** The HMAC key for tracking links: generated once and shared by every instance through the database. */
  async trackingSecret(): Promise<string> {
    const key = 'campaign_tracking_secret';
    await this.db
      .insert(appSettings)
      .values({ key, value: crypto.randomUUID() + crypto.randomUUID() })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.key, key));
    return row.value;
  }
}
