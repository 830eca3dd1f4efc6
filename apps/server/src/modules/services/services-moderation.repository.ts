import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, services } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { ServicesRepository } from './services.repository';

// The writes a moderation decision (admin module) makes on listings and reviews, kept here with their owner so the
// rating and the listing stay consistent whoever asks.

/** Hides a service from everyone but its seller and admins; answers its seller and title, or null if gone. */
export async function hideService(db: Db, id: string, reason: string): Promise<{ ownerId: string; title: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(services)
    .set({ hiddenAt: new Date(), hiddenReason: reason })
    .where(eq(services.id, id))
    .returning({ ownerId: services.userId, title: services.title });
  return row ?? null;
}

export async function restoreService(db: Db, id: string): Promise<{ ownerId: string; title: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(services)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(eq(services.id, id))
    .returning({ ownerId: services.userId, title: services.title });
  return row ?? null;
}

/** Deletes a review and recomputes its listing's rating (a review of a deleted service has none to recompute). */
export async function removeReview(db: Db, id: string): Promise<{ reviewerId: string; serviceId: string | null } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ reviewerId: reviews.reviewerId, serviceId: reviews.serviceId });
    if (row?.serviceId) await new ServicesRepository(tx as unknown as Db).refreshRating(row.serviceId);
    return row ?? null;
  });
}
