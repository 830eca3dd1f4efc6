import type { NotificationKind, NotificationPreference } from '@proclub/contracts/notifications';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications, user } from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';

export interface NotificationInsert {
  userId: string;
  workspaceId: string | null;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  subjectType: string | null;
  subjectId: string | null;
  inApp: boolean;
  digestPending: boolean;
}

const listColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  workspaceId: notifications.workspaceId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  workspaceId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

/** Notifications and preferences; every read and write is scoped by the user. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * For each wanted (user, kind), in order: the user's email address and name (for immediate mails) and their
   * preference for that kind (null: default); null where the user is gone. One statement for all of them.
   */
  async recipients(wanted: readonly { userId: string; kind: NotificationKind }[], tx: Db = this.db) {
    if (wanted.length === 0) return [];
    const rows = await tx
      .select({
        userId: user.id,
        email: user.email,
        name: user.name,
        kind: notificationPreferences.kind,
        inApp: notificationPreferences.inApp,
        emailMode: notificationPreferences.email,
      })
      .from(user)
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, user.id),
          inArray(notificationPreferences.kind, [...new Set(wanted.map((item) => item.kind))]),
        ),
      )
      .where(inArray(user.id, [...new Set(wanted.map((item) => item.userId))]));
    return wanted.map(({ userId, kind }) => {
      const ofUser = rows.filter((row) => row.userId === userId);
      if (ofUser.length === 0) return null;
      const preference = ofUser.find((row) => row.kind === kind);
      return {
        email: ofUser[0].email,
        name: ofUser[0].name,
        inApp: preference?.inApp ?? null,
        emailMode: preference?.emailMode ?? null,
      };
    });
  }

  /** The rows in the order given (one multi-row insert). */
  async insert(rows: readonly NotificationInsert[], tx: Db = this.db): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(notifications)
      .values([...rows])
      .returning(listColumns);
    if (inserted.length !== rows.length) throw new Error('notification insert returned fewer rows');
    return inserted;
  }

  /** Newest first, one page past the cursor; limit + 1 rows tell whether another page exists. */
  /** `workspace`: only that workspace's notices and the personal ones (undefined: all). */
  async page(
    userId: string,
    limit: number,
    after: { createdAt: string; id: string } | null,
    unreadOnly: boolean,
    workspace?: string,
  ) {
    return this.db
      .select({ ...listColumns, key: createdAtKey(notifications.createdAt) })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.inApp, true),
          unreadOnly ? isNull(notifications.readAt) : undefined,
          workspace ? or(eq(notifications.workspaceId, workspace), isNull(notifications.workspaceId)) : undefined,
          after ? olderThan(notifications.createdAt, notifications.id, after) : undefined,
        ),
      )
      .orderBy(newestFirst(notifications.createdAt, notifications.id))
      .limit(limit + 1);
  }

  async unreadCount(userId: string, tx: Db = this.db): Promise<number> {
    return (await this.unreadCounts([userId], tx)).get(userId) ?? 0;
  }

  /** Unread in-app notifications per user (a user with none is missing from the map). */
  async unreadCounts(userIds: readonly string[], tx: Db = this.db): Promise<Map<string, number>> {
    const rows = await tx
      .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(inArray(notifications.userId, [...userIds]), eq(notifications.inApp, true), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    return new Map(rows.map((row) => [row.userId, row.count]));
  }

  /** Marks one of the user's notifications read; null when it is not theirs (or does not exist). */
  async markRead(userId: string, id: string): Promise<NotificationRow | null> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.inApp, true)))
      .returning(listColumns);
    return row ?? null;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Reads every unread notification about one thing (opening the conversation reads its message notices). */
  async markSubjectRead(userId: string, subjectType: string, subjectId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.subjectType, subjectType),
          eq(notifications.subjectId, subjectId),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  async preferences(userId: string): Promise<NotificationPreference[]> {
    return this.db
      .select({ kind: notificationPreferences.kind, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  }

  async savePreferences(userId: string, items: NotificationPreference[]): Promise<void> {
    await this.db
      .insert(notificationPreferences)
      .values(items.map((item) => ({ userId, ...item })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  }

  /** Users with rows waiting for the digest (a bounded batch per run). */
  async digestUsers(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.digestPending, true))
      .limit(limit);
    return rows.map((row) => row.userId);
  }

  /**
   * Takes a user's pending digest rows (clears the flag) inside the caller's transaction, oldest first; the
   * mail is written in the same transaction, so a crash sends neither or both.
   */
  async takeDigest(userId: string, tx: Db) {
    const rows = await tx
      .update(notifications)
      .set({ digestPending: false })
      .where(and(eq(notifications.userId, userId), eq(notifications.digestPending, true)))
      .returning({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
      });
    const [who] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
    return { rows: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()), who: who ?? null };
  }

  /** Test and bench helper: ids of a user's notifications of some kinds. */
  async idsOf(userId: string, kinds: NotificationKind[]) {
    const rows = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.kind, kinds)));
    return rows.map((row) => row.id);
  }
}
