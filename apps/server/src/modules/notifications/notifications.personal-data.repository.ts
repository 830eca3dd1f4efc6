import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The notifications part of a data export: the notifications and the mail preferences. */
export function notificationsPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'notifications', notifications, [notifications.userId]),
    rowsWhere(db, 'notification-preferences', notificationPreferences, [notificationPreferences.userId]),
  ];
}
