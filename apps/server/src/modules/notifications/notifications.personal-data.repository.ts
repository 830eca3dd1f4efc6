import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';
import { type PersonalDataSet, rowsFromSql, rowsWhere } from '../../lib/personal-data.repository';

/**
 * The notifications part of a data export: what the person was told and their mail preferences. A notification's
 * body is left out: it quotes other people's words (a message's first line), which are theirs, not the person's.
 */
export function notificationsPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'notifications',
      ['notifications'],
      (userId) => sql`
        select kind, title, link, read_at as "readAt", created_at as "createdAt"
        from notifications where user_id = ${userId} order by created_at`,
    ),
    rowsWhere(db, 'notification-preferences', notificationPreferences, [notificationPreferences.userId]),
  ];
}
