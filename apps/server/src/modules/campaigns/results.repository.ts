import type { RecipientStatus } from '@proclub/contracts/campaigns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows.repository';

export interface CampaignCounts {
  recipients: number;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  unsubscribed: number;
  totalOpens: number;
  totalClicks: number;
}

/** A campaign with no recipient rows yet. */
export const NO_RESULTS: CampaignCounts = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  bounced: 0,
  unsubscribed: 0,
  totalOpens: 0,
  totalClicks: 0,
};

/** Every result figure, counted from the recipient rows and events (nothing is stored as a number). */
export class ResultsRepository {
  constructor(private readonly db: Db) {}

  async counts(campaignIds: string[]): Promise<Map<string, CampaignCounts>> {
    const result = new Map<string, CampaignCounts>();
    if (campaignIds.length === 0) return result;
    const rows = await queryRows<CampaignCounts & { campaign_id: string }>(
      this.db,
      sql`select campaign_id,
          count(*)::int as recipients,
          count(*) filter (where status in ('sent', 'delivered', 'bounced', 'failed'))::int as sent,
          count(*) filter (where status = 'delivered')::int as delivered,
          count(*) filter (where first_opened_at is not null)::int as opened,
          count(*) filter (where first_clicked_at is not null)::int as clicked,
          count(*) filter (where status = 'bounced')::int as bounced,
          count(*) filter (where unsubscribed_at is not null)::int as unsubscribed,
          coalesce(sum(opens), 0)::int as "totalOpens",
          coalesce(sum(clicks), 0)::int as "totalClicks"
        from campaign_recipients
        where campaign_id in (${sql.join(
          campaignIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by campaign_id`,
    );
    for (const id of campaignIds) result.set(id, { ...NO_RESULTS });
    for (const { campaign_id, ...counts } of rows) result.set(campaign_id, counts);
    return result;
  }

  async links(campaignId: string) {
    return queryRows<{ url: string; clicks: number; uniqueClicks: number }>(
      this.db,
      sql`select l.url, count(e.id)::int as clicks, count(distinct e.recipient_id)::int as "uniqueClicks"
        from campaign_links l
        left join campaign_events e on e.campaign_id = l.campaign_id and e.type = 'click' and e.link_position = l.position
        where l.campaign_id = ${campaignId}
        group by l.position, l.url order by l.position`,
    );
  }

  async timeline(campaignId: string) {
    const rows = await queryRows<{ at: Date | string; opens: number; clicks: number }>(
      this.db,
      sql`select date_trunc('hour', created_at) as at,
          count(*) filter (where type = 'open')::int as opens,
          count(*) filter (where type = 'click')::int as clicks
        from campaign_events
        where campaign_id = ${campaignId} and type in ('open', 'click')
        group by 1 order by 1 limit 500`,
    );
    return rows.map((row) => ({ at: new Date(row.at).toISOString(), opens: row.opens, clicks: row.clicks }));
  }

  async recipients(campaignId: string, query: { q?: string; limit: number; offset: number }) {
    const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const where = sql`campaign_id = ${campaignId} ${search ? sql`and (email ilike ${search} or name ilike ${search})` : sql``}`;
    const [rows, [total]] = await Promise.all([
      queryRows<{
        id: string;
        email: string;
        name: string;
        status: RecipientStatus;
        opens: number;
        clicks: number;
        unsubscribed_at: Date | null;
        sent_at: Date | string | null;
      }>(
        this.db,
        sql`select id, email, name, status, opens, clicks, unsubscribed_at, sent_at from campaign_recipients
          where ${where} order by lower(email), id limit ${query.limit} offset ${query.offset}`,
      ),
      queryRows<{ total: number }>(this.db, sql`select count(*)::int as total from campaign_recipients where ${where}`),
    ]);
    return {
      total: total.total,
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        status: row.status,
        opens: row.opens,
        clicks: row.clicks,
        unsubscribed: row.unsubscribed_at !== null,
        sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      })),
    };
  }

  /** A client's page: the seller's campaigns this client received and what they did. */
  async forClient(workspaceId: string, clientId: string) {
    const rows = await queryRows<{
      campaign_id: string;
      name: string;
      status: RecipientStatus;
      sent_at: Date | string | null;
      opens: number;
      clicks: number;
      unsubscribed_at: Date | null;
    }>(
      this.db,
      sql`select r.campaign_id, c.name, r.status, r.sent_at, r.opens, r.clicks, r.unsubscribed_at
        from campaign_recipients r join email_campaigns c on c.id = r.campaign_id
        where r.client_id = ${clientId} and c.workspace_id = ${workspaceId}
        order by c.created_at desc limit 100`,
    );
    return rows.map((row) => ({
      campaignId: row.campaign_id,
      name: row.name,
      status: row.status,
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      opens: row.opens,
      clicks: row.clicks,
      unsubscribed: row.unsubscribed_at !== null,
    }));
  }
}
