import type { InvitableRole, WorkspaceRole } from '@proclub/contracts/workspaces';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user, workspaceMembers, workspaces } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';

export interface MembershipRow {
  workspaceId: string;
  role: WorkspaceRole;
}

export interface WorkspaceRow {
  id: string;
  name: string;
  role: WorkspaceRole;
  memberCount: number;
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

/** A person's display name: the profile's, else the account's, else the address. */
const personName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${user.name}, ''), ${user.email})`;

/** Workspaces and who belongs to them (the workspaces module owns both tables). */
export class WorkspacesRepository {
  constructor(private readonly db: Db) {}

  /** The guard's one lookup: this person's role in this workspace, or null when they are not in it. */
  async membership(workspaceId: string, userId: string): Promise<MembershipRow | null> {
    const [row] = await this.db
      .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return row ?? null;
  }

  /** The person's workspaces, oldest membership first, each with their role and its head count. */
  async listFor(userId: string): Promise<WorkspaceRow[]> {
    return this.db
      .select({
        id: workspaces.id,
        name: workspaces.name,
        role: workspaceMembers.role,
        memberCount: sql<number>`(select count(*)::int from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`,
      })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(eq(workspaceMembers.userId, userId))
      .orderBy(asc(workspaceMembers.joinedAt), asc(workspaces.id));
  }

  async find(workspaceId: string, userId: string): Promise<WorkspaceRow | null> {
    const rows = await this.listFor(userId);
    return rows.find((row) => row.id === workspaceId) ?? null;
  }

  /** A new workspace with its first owner, in one transaction; `id` only for a personal one (the owner's id). */
  async create(name: string, ownerId: string, id?: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(workspaces).values({ id, name }).returning({ id: workspaces.id });
      await tx.insert(workspaceMembers).values({ workspaceId: row.id, userId: ownerId, role: 'owner' });
      return row.id;
    });
  }

  async rename(workspaceId: string, name: string): Promise<void> {
    await this.db.update(workspaces).set({ name, updatedAt: new Date() }).where(eq(workspaces.id, workspaceId));
  }

  async nameOf(workspaceId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
    return row?.name ?? null;
  }

  async members(workspaceId: string): Promise<MemberRow[]> {
    return this.db
      .select({
        userId: workspaceMembers.userId,
        name: personName,
        email: user.email,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.joinedAt,
      })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .leftJoin(profiles, eq(profiles.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.userId));
  }

  /** Whether an account with this address is already in the workspace (case-insensitive). */
  async hasMemberWithEmail(workspaceId: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${user.email}) = lower(${email})`));
    return row !== undefined;
  }

  /**
   * Runs `body` with the workspace's membership rows locked, so two concurrent changes (two admins demoting the two
   * last owners) cannot both pass the "an owner remains" check.
   */
  async withLockedMembers<T>(workspaceId: string, body: (members: WorkspaceMembersTx, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .for('update');
      return body(new WorkspaceMembersTx(tx as unknown as Db, workspaceId, rows), tx as unknown as Db);
    });
  }

  /** The longest-standing owner of the workspace (whose business it is), if any. */
  async ownerOf(workspaceId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
      .orderBy(workspaceMembers.joinedAt)
      .limit(1);
    return row?.userId ?? null;
  }

  /** The workspaces this person is the only owner of while others belong too (they must hand them over first). */
  async soleOwnerWithTeam(userId: string): Promise<{ id: string; name: string }[]> {
    return queryRows<{ id: string; name: string }>(
      this.db,
      sql`select w.id, w.name from workspaces w join workspace_members m on m.workspace_id = w.id
          where m.user_id = ${userId} and m.role = 'owner'
            and not exists (select 1 from workspace_members o where o.workspace_id = w.id and o.role = 'owner' and o.user_id <> ${userId})
            and exists (select 1 from workspace_members t where t.workspace_id = w.id and t.user_id <> ${userId})
          order by w.name`,
    );
  }

  /** Deletes the workspaces nobody belongs to any more (their last member's account was deleted). */
  async deleteEmpty(): Promise<void> {
    await this.db.execute(
      sql`delete from workspaces w where not exists (select 1 from workspace_members m where m.workspace_id = w.id)`,
    );
  }
}

/** The membership rows of one workspace inside a locking transaction, and the writes on them. */
export class WorkspaceMembersTx {
  constructor(
    private readonly db: Db,
    private readonly workspaceId: string,
    readonly rows: { userId: string; role: WorkspaceRole }[],
  ) {}

  roleOf(userId: string): WorkspaceRole | null {
    return this.rows.find((row) => row.userId === userId)?.role ?? null;
  }

  get ownerCount(): number {
    return this.rows.filter((row) => row.role === 'owner').length;
  }

  async setRole(userId: string, role: WorkspaceRole): Promise<void> {
    await this.db
      .update(workspaceMembers)
      .set({ role })
      .where(and(eq(workspaceMembers.workspaceId, this.workspaceId), eq(workspaceMembers.userId, userId)));
  }

  async remove(userId: string): Promise<void> {
    await this.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, this.workspaceId), eq(workspaceMembers.userId, userId)));
  }

  /** Adds the person (an accepted invitation); false when they already belong. */
  async add(userId: string, role: InvitableRole): Promise<boolean> {
    const rows = await this.db
      .insert(workspaceMembers)
      .values({ workspaceId: this.workspaceId, userId, role })
      .onConflictDoNothing()
      .returning({ userId: workspaceMembers.userId });
    return rows.length > 0;
  }
}
