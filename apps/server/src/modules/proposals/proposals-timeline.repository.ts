import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposals } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';

// Who sent it, as the activity says it ("Sam sent version 2"); null once that account is deleted.
const sentByDetail = sql`(select u.name || ' sent version ' || p.version::text from "user" u where u.id = p.sent_by)`;

/** A client's proposals on its CRM timeline: sent, viewed and accepted (proposals_client_idx finds them). */
export function proposalsTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['proposal'],
    events: ({ vendorId: workspaceId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        (
          [
            ['sent', 'sent_at'],
            ['viewed', 'viewed_at'],
            ['accepted', 'accepted_at'],
          ] as const
        ).map(
          ([action, column]) =>
            sql`select ${`proposal-${action}:`} || p.id::text as id, 'proposal' as kind, ${action}::text as action,
                ${sql.raw(`p.${column}`)} as ts, p.title as title, ${action === 'sent' ? sentByDetail : sql`null::text`} as detail,
                '/hub/proposals?open=' || p.id::text as link
              from ${proposals} p
              where p.client_id = ${clientId} and p.workspace_id = ${workspaceId} and ${sql.raw(`p.${column}`)} is not null`,
        ),
        page,
      ),
  };
}
