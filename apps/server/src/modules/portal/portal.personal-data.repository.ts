import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

/**
 * The portal part of a data export: the agencies' portals the person has (or had) access to, the invitations they
 * accepted, and the files they shared there (names and sizes; the files themselves are the agency's project records).
 */
export function portalPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'portal access',
      ['portal_access', 'portal_invitations'],
      (userId) =>
        sql`select w.name as agency, c.name as client, a.created_at as since, a.last_seen_at, a.revoked_at,
              i.email as invited_as, i.sent_at as invited_at
            from portal_access a
            join workspaces w on w.id = a.workspace_id
            join clients c on c.id = a.client_id
            left join portal_invitations i on i.accepted_by = a.user_id and i.client_id = a.client_id
            where a.user_id = ${userId} order by a.created_at`,
    ),
    rowsFromSql(
      db,
      'files shared in a portal',
      ['portal_files'],
      (userId) =>
        sql`select name, content_type, size, created_at from portal_files
            where uploaded_by = ${userId} order by created_at`,
    ),
  ];
}
