import type { PortalFileSide } from '@proclub/contracts/portal';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, portalAccess, portalFiles, portalInvitations, profiles, user } from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';

export interface InvitationRow {
  id: string;
  workspaceId: string;
  clientId: string;
  contactId: string;
  email: string;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const invitationColumns = {
  id: portalInvitations.id,
  workspaceId: portalInvitations.workspaceId,
  clientId: portalInvitations.clientId,
  contactId: portalInvitations.contactId,
  email: portalInvitations.email,
  sentAt: portalInvitations.sentAt,
  expiresAt: portalInvitations.expiresAt,
  acceptedAt: portalInvitations.acceptedAt,
  revokedAt: portalInvitations.revokedAt,
};

const isOpen = and(isNull(portalInvitations.acceptedAt), isNull(portalInvitations.revokedAt));

export interface AccessRow {
  id: string;
  workspaceId: string;
  clientId: string;
  contactId: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date | null;
}

const accessColumns = {
  id: portalAccess.id,
  workspaceId: portalAccess.workspaceId,
  clientId: portalAccess.clientId,
  contactId: portalAccess.contactId,
  userId: portalAccess.userId,
  createdAt: portalAccess.createdAt,
  lastSeenAt: portalAccess.lastSeenAt,
};

export interface FileRow {
  id: string;
  projectId: string;
  side: PortalFileSide;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  uploadedBy: string;
  createdAt: Date;
}

const fileColumns = {
  id: portalFiles.id,
  projectId: portalFiles.projectId,
  side: portalFiles.side,
  name: portalFiles.name,
  contentType: portalFiles.contentType,
  size: portalFiles.size,
  storageKey: portalFiles.storageKey,
  uploadedBy: sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${user.name}, ''), 'Deleted user')`,
  createdAt: portalFiles.createdAt,
};

/** The portal's own tables: invitations (token stored as its SHA-256), who has access, and shared files. */
export class PortalRepository {
  constructor(private readonly db: Db) {}

  // ---------- invitations ----------

  async invitationsOfClient(workspaceId: string, clientId: string): Promise<InvitationRow[]> {
    return this.db
      .select(invitationColumns)
      .from(portalInvitations)
      .where(and(eq(portalInvitations.workspaceId, workspaceId), eq(portalInvitations.clientId, clientId), isOpen))
      .orderBy(desc(portalInvitations.sentAt));
  }

  async openInvitation(workspaceId: string, id: string): Promise<InvitationRow | null> {
    const [row] = await this.db
      .select(invitationColumns)
      .from(portalInvitations)
      .where(and(eq(portalInvitations.workspaceId, workspaceId), eq(portalInvitations.id, id), isOpen));
    return row ?? null;
  }

  async openInvitationOfContact(contactId: string): Promise<InvitationRow | null> {
    const [row] = await this.db
      .select(invitationColumns)
      .from(portalInvitations)
      .where(and(eq(portalInvitations.contactId, contactId), isOpen));
    return row ?? null;
  }

  async invitationByTokenHash(tokenHash: string): Promise<(InvitationRow & { clientName: string }) | null> {
    const [row] = await this.db
      .select({ ...invitationColumns, clientName: clients.name })
      .from(portalInvitations)
      .innerJoin(clients, eq(clients.id, portalInvitations.clientId))
      .where(eq(portalInvitations.tokenHash, tokenHash));
    return row ?? null;
  }

  async createInvitation(input: {
    workspaceId: string;
    clientId: string;
    contactId: string;
    email: string;
    invitedBy: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<InvitationRow> {
    const [row] = await this.db.insert(portalInvitations).values(input).returning(invitationColumns);
    return row;
  }

  /** A resend: a new token (the old link stops working), a new 7 days. */
  async renewInvitation(
    id: string,
    input: { tokenHash: string; expiresAt: Date; invitedBy: string; email: string },
  ): Promise<InvitationRow | null> {
    const [row] = await this.db
      .update(portalInvitations)
      .set({ ...input, sentAt: new Date() })
      .where(and(eq(portalInvitations.id, id), isOpen))
      .returning(invitationColumns);
    return row ?? null;
  }

  async revokeInvitation(id: string): Promise<boolean> {
    const rows = await this.db
      .update(portalInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(portalInvitations.id, id), isOpen))
      .returning({ id: portalInvitations.id });
    return rows.length > 0;
  }

  /**
   * Uses the invitation once and gives its person access, in one transaction: false when another accept (or a
   * revoke) got there first. An access already live for this person and client is kept.
   */
  async accept(invitation: InvitationRow, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(portalInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(and(eq(portalInvitations.id, invitation.id), isOpen))
        .returning({ id: portalInvitations.id });
      if (used.length === 0) return false;
      await tx
        .insert(portalAccess)
        .values({
          workspaceId: invitation.workspaceId,
          clientId: invitation.clientId,
          contactId: invitation.contactId,
          userId,
        })
        .onConflictDoNothing();
      return true;
    });
  }

  // ---------- access ----------

  /** The person's live access to this client, or null (revoked, never given, or another person's). */
  async liveAccess(userId: string, clientId: string): Promise<AccessRow | null> {
    const [row] = await this.db
      .select(accessColumns)
      .from(portalAccess)
      .where(and(eq(portalAccess.userId, userId), eq(portalAccess.clientId, clientId), isNull(portalAccess.revokedAt)));
    return row ?? null;
  }

  /** Every client the person may open, with the client's name, oldest access first. */
  async homesOf(userId: string): Promise<(AccessRow & { clientName: string })[]> {
    return this.db
      .select({ ...accessColumns, clientName: clients.name })
      .from(portalAccess)
      .innerJoin(clients, eq(clients.id, portalAccess.clientId))
      .where(and(eq(portalAccess.userId, userId), isNull(portalAccess.revokedAt)))
      .orderBy(portalAccess.createdAt);
  }

  /** The client's live accesses with the person's name and email. */
  async accessOfClient(workspaceId: string, clientId: string) {
    return this.db
      .select({
        ...accessColumns,
        name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${user.name}, ''), ${user.email})`,
        email: user.email,
      })
      .from(portalAccess)
      .innerJoin(user, eq(user.id, portalAccess.userId))
      .leftJoin(profiles, eq(profiles.id, portalAccess.userId))
      .where(and(eq(portalAccess.workspaceId, workspaceId), eq(portalAccess.clientId, clientId), isNull(portalAccess.revokedAt)))
      .orderBy(portalAccess.createdAt);
  }

  async withdraw(workspaceId: string, id: string): Promise<AccessRow | null> {
    const [row] = await this.db
      .update(portalAccess)
      .set({ revokedAt: new Date() })
      .where(and(eq(portalAccess.workspaceId, workspaceId), eq(portalAccess.id, id), isNull(portalAccess.revokedAt)))
      .returning(accessColumns);
    return row ?? null;
  }

  /** Records a visit at most once a minute: true when this call wrote it (the first visit in a minute). */
  async touch(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(portalAccess)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(portalAccess.id, id),
          or(isNull(portalAccess.lastSeenAt), lt(portalAccess.lastSeenAt, new Date(now.getTime() - 60_000))),
        ),
      )
      .returning({ id: portalAccess.id });
    return rows.length > 0;
  }

  // ---------- files ----------

  async files(workspaceId: string, clientId: string, projectId: string): Promise<FileRow[]> {
    return this.db
      .select(fileColumns)
      .from(portalFiles)
      .leftJoin(user, eq(user.id, portalFiles.uploadedBy))
      .leftJoin(profiles, eq(profiles.id, portalFiles.uploadedBy))
      .where(
        and(eq(portalFiles.workspaceId, workspaceId), eq(portalFiles.clientId, clientId), eq(portalFiles.projectId, projectId)),
      )
      .orderBy(desc(portalFiles.createdAt), desc(portalFiles.id))
      .limit(500);
  }

  /** One client's files on all its projects, newest first: `limit + 1` rows after the cursor's (created_at, id). */
  async clientFiles(
    workspaceId: string,
    clientId: string,
    limit: number,
    after: { createdAt: string; id: string } | null,
  ): Promise<(FileRow & { key: string })[]> {
    const conditions = [eq(portalFiles.workspaceId, workspaceId), eq(portalFiles.clientId, clientId)];
    if (after) conditions.push(olderThan(portalFiles.createdAt, portalFiles.id, after));
    return this.db
      .select({ ...fileColumns, key: createdAtKey(portalFiles.createdAt) })
      .from(portalFiles)
      .leftJoin(user, eq(user.id, portalFiles.uploadedBy))
      .leftJoin(profiles, eq(profiles.id, portalFiles.uploadedBy))
      .where(and(...conditions))
      .orderBy(newestFirst(portalFiles.createdAt, portalFiles.id))
      .limit(limit + 1);
  }

  async file(workspaceId: string, clientId: string, id: string): Promise<FileRow | null> {
    const [row] = await this.db
      .select(fileColumns)
      .from(portalFiles)
      .leftJoin(user, eq(user.id, portalFiles.uploadedBy))
      .leftJoin(profiles, eq(profiles.id, portalFiles.uploadedBy))
      .where(and(eq(portalFiles.workspaceId, workspaceId), eq(portalFiles.clientId, clientId), eq(portalFiles.id, id)));
    return row ?? null;
  }

  async insertFile(input: {
    workspaceId: string;
    clientId: string;
    projectId: string;
    side: PortalFileSide;
    uploadedBy: string;
    name: string;
    contentType: string;
    size: number;
    storageKey: string;
  }): Promise<string> {
    const [row] = await this.db.insert(portalFiles).values(input).returning({ id: portalFiles.id });
    return row.id;
  }
}
