import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIds } from '../../db/id-lists';
import { clients } from '../../db/schema/index';

/**
 * Adds or removes one tag on a workspace's clients in one statement (a workflow's tag step, for one run or a whole
 * burst of runs); answers the ids whose tags changed. Clients of another workspace and unknown ids change nothing.
 */
export async function setClientsTag(
  db: Db,
  workspaceId: string,
  clientIds: string[],
  tag: string,
  op: 'add' | 'remove',
): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  // Rows locked in id order first: two bulk writes of one client set (this and a burst's activity touches) then
  // queue instead of deadlocking.
  const changed = await db
    .update(clients)
    .set(
      op === 'add'
        ? { tags: sql`array_append(${clients.tags}, ${tag}::text)`, updatedAt: sql`now()` }
        : { tags: sql`array_remove(${clients.tags}, ${tag}::text)`, updatedAt: sql`now()` },
    )
    .where(
      and(
        sql`${clients.id} in (select id from clients where ${inIds(clients.id, clientIds)} order by id for update)`,
        eq(clients.workspaceId, workspaceId),
        op === 'add' ? sql`not (${tag}::text = any(${clients.tags}))` : sql`${tag}::text = any(${clients.tags})`,
      ),
    )
    .returning({ id: clients.id });
  return new Set(changed.map((row) => row.id));
}
