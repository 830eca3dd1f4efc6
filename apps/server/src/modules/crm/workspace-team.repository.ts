import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface Teammate {
  userId: string;
  name: string;
  email: string;
}

/**
 * Who belongs to a workspace, read for assignment (only a member may be assigned), @mentions in project threads and
 * the project thread's access check. The workspaces module owns `workspace_members`: this read-only lookup stands in
 * until workspaces.public offers one (docs/wip/ws-crm.md asks for it); nothing here writes that table.
 */
export class WorkspaceTeamRepository {
  constructor(private readonly db: Db) {}

  async isMember(workspaceId: string, userId: string): Promise<boolean> {
    const result = await this.db.execute(
      sql`select 1 as one from workspace_members where workspace_id = ${workspaceId} and user_id = ${userId}`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async member(workspaceId: string, userId: string): Promise<Teammate | null> {
    const rows = await this.members(workspaceId, userId);
    return rows[0] ?? null;
  }

  /** The workspace's members with their display names (the profile's, else the account's, else the address). */
  async members(workspaceId: string, onlyUserId?: string): Promise<Teammate[]> {
    const only = onlyUserId === undefined ? sql`` : sql` and m.user_id = ${onlyUserId}`;
    const result = await this.db.execute(sql`
      select m.user_id as "userId",
             coalesce(nullif(p.full_name, ''), nullif(u.name, ''), u.email) as name,
             u.email as email
      from workspace_members m
      join "user" u on u.id = m.user_id
      left join profiles p on p.id = m.user_id
      where m.workspace_id = ${workspaceId}${only}
      order by m.joined_at`);
    return (result as unknown as { rows: Teammate[] }).rows;
  }
}
