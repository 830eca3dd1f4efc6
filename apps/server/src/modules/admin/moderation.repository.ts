import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, reviews, services } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

/** The writes a moderation decision makes on other features' rows. */
export class ModerationRepository {
  constructor(private readonly db: Db) {}

  /** Hides a service from everyone but its seller and admins; returns its seller and title, or null if gone. */
  async hideService(id: string, reason: string): Promise<{ ownerId: string; title: string } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(eq(services.id, id))
      .returning({ ownerId: services.userId, title: services.title });
    return row ?? null;
  }

  async restoreService(id: string): Promise<{ ownerId: string; title: string } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(services)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(services.id, id))
      .returning({ ownerId: services.userId, title: services.title });
    return row ?? null;
  }

  async deleteReview(id: string): Promise<{ reviewerId: string; serviceId: string | null } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ reviewerId: reviews.reviewerId, serviceId: reviews.serviceId });
    return row ?? null;
  }

  async deleteMessage(id: string): Promise<{ senderId: string | null } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .delete(conversationMessages)
      .where(eq(conversationMessages.id, id))
      .returning({ senderId: conversationMessages.senderId });
    return row ?? null;
  }
}
