import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversationParticipants } from '../../db/schema/index';
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

/** What a report about a message shows: its sender and words, when the reporter takes part in its conversation. */
export async function reportableMessage(
  db: Db,
  id: string,
  viewerId: string,
): Promise<{ ownerId: string | null; summary: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ownerId: conversationMessages.senderId, content: conversationMessages.content })
    .from(conversationMessages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversationMessages.conversationId),
        eq(conversationParticipants.userId, viewerId),
      ),
    )
    .where(eq(conversationMessages.id, id));
  return row ? { ownerId: row.ownerId, summary: row.content.slice(0, 300) } : null;
}

/** The conversation's participants' ids (empty for a conversation that does not exist): who an offer may be for. */
export async function conversationParticipantIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}
