import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignRecipients, emailCampaigns } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';

/** A client's campaign emails on its CRM timeline: sent, first opened, first clicked (campaign_recipients_client_idx). */
export function campaignsTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['campaign'],
    events: ({ vendorId: workspaceId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        (
          [
            ['sent', 'sent_at'],
            ['opened', 'first_opened_at'],
            ['clicked', 'first_clicked_at'],
          ] as const
        ).map(
          ([action, column]) =>
            sql`select ${`campaign-${action}:`} || r.id::text as id, 'campaign' as kind, ${action}::text as action,
                ${sql.raw(`r.${column}`)} as ts, c.name as title, c.subject as detail, '/crm?tab=campaigns' as link
              from ${campaignRecipients} r join ${emailCampaigns} c on c.id = r.campaign_id
              where r.client_id = ${clientId} and c.workspace_id = ${workspaceId} and ${sql.raw(`r.${column}`)} is not null`,
        ),
        page,
      ),
  };
}
