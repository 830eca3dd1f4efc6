import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

/**
 * The moderation part of a data export: reports the person filed, decisions about their own content, and their appeals of a suspension. Who
 * reported the person is not theirs to see, so reports about them carry no reporter.
 */
export function adminPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'content-reports',
      ['content_reports'],
      (userId) => sql`
        select case when r.reporter_id = ${userId} then 'filed by you' else 'about your content' end as "kind",
               r.target_type as "targetType", r.target_summary as "content", r.reason, r.status, r.resolution,
               r.created_at as "createdAt", r.resolved_at as "resolvedAt"
        from content_reports r where r.reporter_id = ${userId} or r.target_owner_id = ${userId} order by r.created_at`,
    ),
    rowsFromSql(
      db,
      'ban-appeals',
      ['ban_appeals'],
      (userId) => sql`
        select a.message, a.ban_reason as "banReason", a.status, a.decision_reason as "decision",
               a.created_at as "createdAt", a.decided_at as "decidedAt"
        from ban_appeals a where a.user_id = ${userId} order by a.created_at`,
    ),
  ];
}
