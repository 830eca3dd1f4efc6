import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/index';

/** Adds or removes one tag on a client (a workflow's tag step); answers whether the tags changed. */
export async function setClientTag(
  db: Db,
  workspaceId: string,
  clientId: string,
  tag: string,
  op: 'add' | 'remove',
): Promise<boolean> {
  const changed = await db
    .update(clients)
    .set(
      op === 'add'
        ? { tags: sql`array_append(${clients.tags}, ${tag}::text)`, updatedAt: sql`now()` }
        : { tags: sql`array_remove(${clients.tags}, ${tag}::text)`, updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(clients.id, clientId),
        eq(clients.workspaceId, workspaceId),
        op === 'add' ? sql`not (${tag}::text = any(${clients.tags}))` : sql`${tag}::text = any(${clients.tags})`,
      ),
    )
    .returning({ id: clients.id });
  return changed.length > 0;
}
