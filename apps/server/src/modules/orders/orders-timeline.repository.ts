import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';

/** A client's marketplace orders on its CRM timeline: accepted and delivered (orders_client_idx). */
export function ordersTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['order'],
    events: ({ vendorId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        (
          [
            ['accepted', 'accepted_at'],
            ['delivered', 'delivered_at'],
          ] as const
        ).map(
          ([action, column]) =>
            sql`select ${`order-${action}:`} || o.id::text as id, 'order' as kind, ${action}::text as action,
                ${sql.raw(`o.${column}`)} as ts, o.service_title as title, o.status::text as detail, '/dashboard' as link
              from ${orders} o
              where o.client_id = ${clientId} and o.seller_id = ${vendorId} and ${sql.raw(`o.${column}`)} is not null`,
        ),
        page,
      ),
  };
}
