import type { InvitableRole } from '@proclub/contracts/workspaces';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user, workspaceInvitations, workspaces } from '../../db/schema/index';

export interface InvitationRow {
  id: string;
  workspaceId: string;
  email: string;
  role: InvitableRole;
  invitedBy: string;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

export interface InvitationByToken extends InvitationRow {
  workspaceName: string;
}

const inviterName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${user.name}, ''), ${user.email}, 'A former member')`;

const columns = {
  id: workspaceInvitations.id,
  workspaceId: workspaceInvitations.workspaceId,
  email: workspaceInvitations.email,
  role: sql<InvitableRole>`${workspaceInvitations.role}`,
  invitedBy: inviterName,
  sentAt: workspaceInvitations.sentAt,
  expiresAt: workspaceInvitations.expiresAt,
  acceptedAt: workspaceInvitations.acceptedAt,
  revokedAt: workspaceInvitations.revokedAt,
};

const isOpen = and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

/** Invitations by email to a workspace; the link's token is stored only as its SHA-256. */
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(columns)
      .from(workspaceInvitations)
      .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
      .leftJoin(profiles, eq(profiles.id, workspaceInvitations.invitedBy));
  }

  /** The open (neither accepted nor revoked) invitations of a workspace, newest first; expired ones included. */
  async listOpen(workspaceId: string): Promise<InvitationRow[]> {
    return this.select()
      .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isOpen))
      .orderBy(desc(workspaceInvitations.sentAt));
  }

  async findOpen(workspaceId: string, id: string): Promise<InvitationRow | null> {
    const [row] = await this.select().where(
      and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id), isOpen),
    );
    return row ?? null;
  }

  async findOpenByEmail(workspaceId: string, email: string): Promise<InvitationRow | null> {
    const [row] = await this.select().where(
      and(eq(workspaceInvitations.workspaceId, workspaceId), sql`lower(${workspaceInvitations.email}) = lower(${email})`, isOpen),
    );
    return row ?? null;
  }

  async findByTokenHash(tokenHash: string): Promise<InvitationByToken | null> {
    const [row] = await this.db
      .select({ ...columns, workspaceName: workspaces.name })
      .from(workspaceInvitations)
      .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
      .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
      .leftJoin(profiles, eq(profiles.id, workspaceInvitations.invitedBy))
      .where(eq(workspaceInvitations.tokenHash, tokenHash));
    return row ?? null;
  }

  async create(input: {
    workspaceId: string;
    email: string;
    role: InvitableRole;
    invitedBy: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<string> {
    const [row] = await this.db.insert(workspaceInvitations).values(input).returning({ id: workspaceInvitations.id });
    return row.id;
  }

  /** A resend: a new token (the old link stops working), a new 7 days, by whoever resent it. */
  async renew(id: string, input: { tokenHash: string; expiresAt: Date; invitedBy: string; role?: InvitableRole }): Promise<void> {
    await this.db
      .update(workspaceInvitations)
      .set({ ...input, sentAt: new Date() })
      .where(and(eq(workspaceInvitations.id, id), isOpen));
  }

  async revoke(id: string): Promise<boolean> {
    const rows = await this.db
      .update(workspaceInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(workspaceInvitations.id, id), isOpen))
      .returning({ id: workspaceInvitations.id });
    return rows.length > 0;
  }

  /** Marks it used, once: false when another accept (or a revoke) got there first. Run inside the join's transaction. */
  async markAccepted(db: Db, id: string, userId: string): Promise<boolean> {
    const rows = await db
      .update(workspaceInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(and(eq(workspaceInvitations.id, id), isOpen))
      .returning({ id: workspaceInvitations.id });
    return rows.length > 0;
  }
}
