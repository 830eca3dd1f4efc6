import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

/** Deletes a reported message (a moderation decision); answers its sender, or null if it is gone. */
export async function deleteMessage(db: Db, id: string): Promise<{ senderId: string | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(conversationMessages)
    .where(eq(conversationMessages.id, id))
    .returning({ senderId: conversationMessages.senderId });
  return row ?? null;
}
