import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, typingIndicators } from '../../db/schema/index';

/** Typing state is rows, not process memory, so every instance (and a reconnecting tab) sees the same state. */
export class TypingRepository {
  constructor(private readonly db: Db) {}

  async set(conversationId: string, userId: string, at: Date): Promise<void> {
    await this.db
      .insert(typingIndicators)
      .values({ conversationId, userId, isTyping: true, updatedAt: at })
      .onConflictDoUpdate({
        target: [typingIndicators.conversationId, typingIndicators.userId],
        set: { isTyping: true, updatedAt: at },
      });
  }

  async clear(conversationId: string, userId: string): Promise<void> {
    await this.db
      .delete(typingIndicators)
      .where(and(eq(typingIndicators.conversationId, conversationId), eq(typingIndicators.userId, userId)));
  }

  /** The profile name other participants see next to 'is typing...'. */
  async person(userId: string): Promise<{ fullName: string | null; email: string | null }> {
    const [row] = await this.db
      .select({ fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row ?? { fullName: null, email: null };
  }

  /** Others typing in the conversation whose indicator was refreshed after `since`. */
  async active(conversationId: string, since: Date, exceptUserId: string) {
    return this.db
      .select({
        userId: typingIndicators.userId,
        fullName: profiles.fullName,
        email: profiles.email,
        at: typingIndicators.updatedAt,
      })
      .from(typingIndicators)
      .leftJoin(profiles, eq(profiles.id, typingIndicators.userId))
      .where(
        and(
          eq(typingIndicators.conversationId, conversationId),
          eq(typingIndicators.isTyping, true),
          gt(typingIndicators.updatedAt, since),
          ne(typingIndicators.userId, exceptUserId),
        ),
      )
      .orderBy(typingIndicators.updatedAt);
  }
}
