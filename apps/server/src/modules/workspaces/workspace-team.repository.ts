import { mayDo, type WorkspaceAction, type WorkspaceRole } from '@proclub/contracts/workspaces';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows.repository';

export interface Teammate {
  userId: string;
  name: string;
  email: string;
}

const nameOf = sql`coalesce(nullif(p.full_name, ''), nullif(u.name, ''), u.email)`;

/**
 * Who belongs to a workspace, for the modules that assign work to people, open a project's thread to the team or
 * notify a teammate named with @ (issue 31). Read-only; the workspaces module writes its tables.
 */
export class WorkspaceTeam {
  constructor(private readonly db: Db) {}

  async isMember(workspaceId: string, userId: string): Promise<boolean> {
    return (await this.members(workspaceId, userId)).length > 0;
  }

  async member(workspaceId: string, userId: string): Promise<Teammate | null> {
    return (await this.members(workspaceId, userId))[0] ?? null;
  }

  /** The workspace's members with their display names (the profile's, else the account's, else the address). */
  async members(workspaceId: string, onlyUserId?: string): Promise<Teammate[]> {
    const only = onlyUserId === undefined ? sql`` : sql` and m.user_id = ${onlyUserId}`;
    return queryRows<Teammate>(
      this.db,
      sql`select m.user_id as "userId", ${nameOf} as name, u.email as email
          from workspace_members m join "user" u on u.id = m.user_id left join profiles p on p.id = m.user_id
          where m.workspace_id = ${workspaceId}${only}
          order by m.joined_at`,
    );
  }

  /** Everyone who shares a workspace with the person (not the person), once each. */
  async teammatesOf(userId: string): Promise<Teammate[]> {
    return queryRows<Teammate>(
      this.db,
      sql`select distinct m.user_id as "userId", ${nameOf} as name, u.email as email
          from workspace_members mine
          join workspace_members m on m.workspace_id = mine.workspace_id and m.user_id <> mine.user_id
          join "user" u on u.id = m.user_id left join profiles p on p.id = m.user_id
          where mine.user_id = ${userId}`,
    );
  }
}

/** A workspace's name and its longest-standing owner, for the platform's console (moderation of a listing). */
export class WorkspaceDirectory {
  constructor(private readonly db: Db) {}

  async of(workspaceId: string): Promise<{ id: string; name: string; ownerId: string | null } | null> {
    const [row] = await queryRows<{ id: string; name: string; ownerId: string | null }>(
      this.db,
      sql`select w.id, w.name,
            (select m.user_id from workspace_members m where m.workspace_id = w.id and m.role = 'owner'
              order by m.joined_at limit 1) as "ownerId"
          from workspaces w where w.id = ${workspaceId}`,
    );
    return row ?? null;
  }
}

/** The members of a workspace whose role may do `action` (ADR 045 §5): who hears of the workspace's seller news. */
export async function membersWhoMay(db: Db, workspaceId: string, action: WorkspaceAction): Promise<string[]> {
  const rows = await queryRows<{ userId: string; role: WorkspaceRole }>(
    db,
    sql`select user_id as "userId", role from workspace_members where workspace_id = ${workspaceId} order by joined_at`,
  );
  return rows.filter((row) => mayDo(row.role, action)).map((row) => row.userId);
}
