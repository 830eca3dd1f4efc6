import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposals } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';

/** A client's proposals on its CRM timeline: sent, viewed and accepted (proposals_client_idx finds them). */
export function proposalsTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['proposal'],
    events: ({ vendorId, clientId, ...page }) =>
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
                ${sql.raw(`p.${column}`)} as ts, p.title as title, null::text as detail, '/hub/proposals?open=' || p.id::text as link
              from ${proposals} p
              where p.client_id = ${clientId} and p.vendor_id = ${vendorId} and ${sql.raw(`p.${column}`)} is not null`,
        ),
        page,
      ),
  };
}
