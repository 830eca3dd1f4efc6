import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientNotes, milestones, projectMessages, projects } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from './client-timeline.repository';
import { personNameOf } from './person-name.repository';

/**
 * The CRM's own part of a client's timeline: notes, project messages and completed milestones; the detail names who
 * did it ("Sam added a note", "Sam in Website redesign").
 */
export function crmTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['note', 'message', 'milestone'],
    events: ({ vendorId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        [
          sql`select 'note:' || n.id::text as id, 'note' as kind, 'added' as action, n.created_at as ts,
              left(n.body, 140) as title,
              coalesce(${personNameOf(sql`n.author_id`)}, 'Deleted user') || ' added a note' as detail,
              '/crm/clients/' || n.client_id::text as link
            from ${clientNotes} n where n.client_id = ${clientId} and n.workspace_id = ${vendorId}`,
          sql`select 'message:' || m.id::text as id, 'message' as kind, 'sent' as action, m.created_at as ts,
              left(m.message, 140) as title,
              coalesce(${personNameOf(sql`m.sender_id`)}, 'Deleted user') || ' in ' || p.title as detail,
              '/crm?tab=messages&thread=' || p.id::text as link
            from ${projectMessages} m join ${projects} p on p.id = m.project_id
            where p.client_id = ${clientId} and p.workspace_id = ${vendorId}`,
          sql`select 'milestone:' || ms.id::text as id, 'milestone' as kind, 'completed' as action, ms.completed_at as ts,
              ms.title as title, p.title as detail, '/crm?tab=projects' as link
            from ${milestones} ms join ${projects} p on p.id = ms.project_id
            where p.client_id = ${clientId} and p.workspace_id = ${vendorId} and ms.completed_at is not null`,
        ],
        page,
      ),
  };
}
