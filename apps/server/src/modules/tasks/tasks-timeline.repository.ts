import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';

/** A client's tasks on its CRM timeline (ADR 046): created and done (tasks_client_created_idx, tasks_client_done_idx). */
export function tasksTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['task'],
    events: ({ vendorId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        (
          [
            ['created', 'created_at'],
            ['completed', 'done_at'],
          ] as const
        ).map(
          ([action, column]) =>
            sql`select ${`task-${action}:`} || t.id::text as id, 'task' as kind, ${action}::text as action,
                ${sql.raw(`t.${column}`)} as ts, t.title as title, initcap(t.priority::text) || ' priority' as detail, '/tasks' as link
              from ${tasks} t
              where t.client_id = ${clientId} and t.workspace_id = ${vendorId} and ${sql.raw(`t.${column}`)} is not null`,
        ),
        page,
      ),
  };
}
