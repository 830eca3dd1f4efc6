import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, crmSavedViews } from '../../db/schema/index';
import { type PersonalDataSet, rowsFromSql, rowsWhere } from '../../lib/personal-data.repository';

/** The CRM part of a data export: clients, projects (with the client's name), project messages sent, notes and saved views. */
export function crmPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'clients', clients, [clients.workspaceId]),
    rowsFromSql(
      db,
      'projects',
      ['projects', 'milestones'],
      (userId) => sql`
        select p.*, c.name as "client",
               (select string_agg(m.title, '; ') from milestones m where m.project_id = p.id) as "milestones"
        from projects p left join clients c on c.id = p.client_id where p.workspace_id = ${userId} order by p.created_at`,
    ),
    rowsFromSql(
      db,
      'project-messages',
      ['project_messages'],
      (userId) => sql`
        select m.id, p.title as "project", m.message, m.created_at as "createdAt"
        from project_messages m join projects p on p.id = m.project_id where m.sender_id = ${userId} order by m.created_at`,
    ),
    rowsFromSql(
      db,
      'client-notes',
      ['client_notes'],
      (userId) => sql`
        select n.id, c.name as "client", n.body, n.pinned_at as "pinnedAt", n.created_at as "createdAt"
        from client_notes n join clients c on c.id = n.client_id
        where n.author_id = ${userId} or n.workspace_id = ${userId} order by n.created_at`,
    ),
    rowsWhere(db, 'crm-saved-views', crmSavedViews, [crmSavedViews.userId]),
  ];
}
