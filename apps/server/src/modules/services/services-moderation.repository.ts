import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, services } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { ServicesRepository } from './services.repository';

// What moderation (the admin module) reads and writes of listings and reviews, kept here with their owner so the
// rating and the listing stay consistent whoever asks.

/** Hides a service from everyone but its seller and admins; answers its seller and title, or null if gone. */
export async function hideService(db: Db, id: string, reason: string): Promise<{ ownerId: string; title: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(services)
    .set({ hiddenAt: new Date(), hiddenReason: reason })
    .where(eq(services.id, id))
    .returning({ ownerId: services.workspaceId, title: services.title });
  return row ?? null;
}

export async function restoreService(db: Db, id: string): Promise<{ ownerId: string; title: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(services)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(eq(services.id, id))
    .returning({ ownerId: services.workspaceId, title: services.title });
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

/** What a report about a listing shows: its seller and title, while the reporter can see it (or it is theirs). */
export async function reportableService(
  db: Db,
  id: string,
  viewerId: string,
): Promise<{ ownerId: string; summary: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ownerId: services.workspaceId,
      title: services.title,
      visible: sql<boolean>`${services.isActive} and ${services.hiddenAt} is null`,
    })
    .from(services)
    .where(eq(services.id, id));
  return row && (row.visible || row.ownerId === viewerId) ? { ownerId: row.ownerId, summary: row.title } : null;
}

/** What a report about a review shows: its writer, stars and words, while its listing is public. */
export async function reportableReview(
  db: Db,
  id: string,
): Promise<{ ownerId: string; summary: string; serviceId?: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ownerId: reviews.reviewerId, comment: reviews.comment, rating: reviews.rating, serviceId: reviews.serviceId })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(and(eq(reviews.id, id), sql`${services.isActive} and ${services.hiddenAt} is null`));
  return row
    ? { ownerId: row.ownerId, summary: `${row.rating}★ ${row.comment}`.slice(0, 300), serviceId: row.serviceId ?? undefined }
    : null;
}
