import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

/** The workspaces part of a data export: the person's memberships and the invitations they sent or accepted. */
export function workspacesPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'workspace-memberships',
      ['workspace_members'],
      (userId) =>
        sql`select w.name as workspace, m.role, m.joined_at from workspace_members m join workspaces w on w.id = m.workspace_id where m.user_id = ${userId} order by m.joined_at`,
    ),
    rowsFromSql(
      db,
      'workspace-invitations',
      ['workspace_invitations'],
      (userId) =>
        sql`select w.name as workspace, i.email, i.role, i.sent_at, i.expires_at, i.accepted_at, i.revoked_at,
              case when i.invited_by = ${userId} then 'sent' else 'accepted' end as yours
            from workspace_invitations i join workspaces w on w.id = i.workspace_id
            where i.invited_by = ${userId} or i.accepted_by = ${userId} order by i.sent_at`,
    ),
  ];
}
