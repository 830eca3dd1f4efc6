import crypto from 'node:crypto';
import {
  INVITATION_DAYS,
  type InvitableRole,
  type Invitation,
  type InvitationPreview,
  mayDo,
  mayManageMember,
  type Workspace,
  type WorkspaceAction,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@proclub/contracts/workspaces';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound, rateLimited } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { AuthUser } from '../../plugins/auth';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import type { InvitationRow, InvitationsRepository } from './invitations.repository';
import type { MembershipRow, WorkspacesRepository } from './workspaces.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A workspace id: a uuid, or (a personal workspace) its owner's account id; anything else is answered like a miss. */
const isWorkspaceId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
/** Invitation mails a workspace may send a day (a stolen admin session cannot mail-bomb the world). */
const INVITES_PER_WORKSPACE: RateLimitRule = { limit: 50, windowMs: DAY_MS };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const lastOwner = () => new AppError('last_owner', 409, 'A workspace needs an owner: transfer ownership to another member first');

export interface InvitationMail {
  to: string;
  workspaceName: string;
  inviterName: string;
  role: InvitableRole;
  token: string;
  expiresAt: Date;
}

export interface WorkspacesDeps {
  workspaces: WorkspacesRepository;
  invitations: InvitationsRepository;
  limiter: RateLimiter;
  sendInvitation: (mail: InvitationMail) => Promise<void>;
  /** A member lost access: close their workspace channel and tell their open tabs (ADR 045 §8). */
  accessEnded: (userId: string, workspace: { id: string; name: string }) => Promise<void>;
  /** Someone joined: a new account without an app role takes the business's (set once, by profiles). */
  joined: (userId: string, workspaceId: string) => Promise<void>;
}

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  sentAt: row.sentAt.toISOString(),
});

/** Workspaces, members, roles and invitations (issue 31, ADR 045). Every refusal names its rule and changes nothing. */
export class WorkspacesService {
  constructor(private readonly deps: WorkspacesDeps) {}

  /**
   * The kernel guard's decision: this person's membership in the workspace, allowed to do `action`. Not a member (or
   * not a workspace id) → 404, as if it did not exist; a member whose role may not → 403.
   */
  async authorize(user: AuthUser, workspaceId: string, action: WorkspaceAction): Promise<MembershipRow> {
    const membership = await this.membershipOf(user, workspaceId);
    this.authorizeRole(membership.role, action);
    return membership;
  }

  /** The person's membership of the workspace; 404 when they have none (or the id cannot be one). */
  async membershipOf(user: AuthUser, workspaceId: string): Promise<MembershipRow> {
    const membership = isWorkspaceId(workspaceId) ? await this.deps.workspaces.membership(workspaceId, user.id) : null;
    if (!membership) throw notFound('Workspace');
    return membership;
  }

  /**
   * The same answer from a role read with the session (the kernel guard's one-statement path): the id is checked
   * alike and a person who is not a member (null) gets the same 404.
   */
  membershipRead(workspaceId: string, role: WorkspaceRole | null): MembershipRow {
    if (!isWorkspaceId(workspaceId) || !role) throw notFound('Workspace');
    return { workspaceId, role };
  }

  /** 403 unless the role may do the action (the matrix in the contracts). */
  authorizeRole(role: WorkspaceRole, action: WorkspaceAction): void {
    if (!mayDo(role, action)) throw forbidden(`Your role (${role}) cannot do this in this workspace`);
  }

  async list(user: AuthUser): Promise<Workspace[]> {
    return this.deps.workspaces.listFor(user.id);
  }

  /**
   * A person's first workspace of their own (a teammate starting a side business) is their personal one: its id is
   * their account's, so what it sells shows their profile's name and page like every seller's (ADR 045 §2). Any
   * further one gets a random id.
   */
  async create(user: AuthUser, name: string): Promise<Workspace> {
    const personal = (await this.deps.workspaces.nameOf(user.id)) === null;
    const id = await this.deps.workspaces.create(name, user.id, personal ? user.id : undefined).catch((error: unknown) => {
      // Two creations at once: the other one took the personal id; this one is an ordinary workspace.
      if (personal && isUniqueViolation(error)) return this.deps.workspaces.create(name, user.id);
      throw error;
    });
    return this.require(user, id);
  }

  async rename(user: AuthUser, workspaceId: string, name: string): Promise<Workspace> {
    await this.authorize(user, workspaceId, 'settings');
    await this.deps.workspaces.rename(workspaceId, name);
    return this.require(user, workspaceId);
  }

  /** One of the person's workspaces with their role; 404 when they are not in it. */
  get(user: AuthUser, workspaceId: string): Promise<Workspace> {
    return this.require(user, workspaceId);
  }

  private async require(user: AuthUser, workspaceId: string): Promise<Workspace> {
    const found = await this.deps.workspaces.find(workspaceId, user.id);
    if (!found) throw notFound('Workspace');
    return found;
  }

  async members(user: AuthUser, workspaceId: string): Promise<WorkspaceMember[]> {
    await this.authorize(user, workspaceId, 'client_work');
    const rows = await this.deps.workspaces.members(workspaceId);
    return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  }

  async changeRole(user: AuthUser, workspaceId: string, targetId: string, role: InvitableRole): Promise<WorkspaceMember[]> {
    const actor = await this.authorize(user, workspaceId, 'members');
    if (targetId === user.id) throw forbidden('You cannot change your own role: ask another owner or admin');
    await this.deps.workspaces.withLockedMembers(workspaceId, async (members) => {
      const target = members.roleOf(targetId);
      if (!target) throw notFound('Member');
      if (!mayManageMember(actor.role, target)) throw forbidden('Only an owner can change an owner’s role');
      if (target === 'owner' && members.ownerCount === 1) throw lastOwner();
      await members.setRole(targetId, role);
    });
    return this.members(user, workspaceId);
  }

  /** Removes a member, or — when the target is oneself — leaves. */
  async removeMember(user: AuthUser, workspaceId: string, targetId: string): Promise<void> {
    const leaving = targetId === user.id;
    const actor = await this.authorize(user, workspaceId, leaving ? 'client_work' : 'members');
    await this.deps.workspaces.withLockedMembers(workspaceId, async (members) => {
      const target = members.roleOf(targetId);
      if (!target) throw notFound('Member');
      if (!leaving && !mayManageMember(actor.role, target)) throw forbidden('Only an owner can remove an owner');
      if (target === 'owner' && members.ownerCount === 1) throw lastOwner();
      await members.remove(targetId);
    });
    const name = (await this.deps.workspaces.nameOf(workspaceId)) ?? 'the workspace';
    await this.deps.accessEnded(targetId, { id: workspaceId, name });
  }

  /** The owner hands the workspace to another member, who becomes owner; the old owner stays as an admin. */
  async transfer(user: AuthUser, workspaceId: string, targetId: string): Promise<WorkspaceMember[]> {
    await this.authorize(user, workspaceId, 'billing');
    if (targetId === user.id) throw badRequest('userId', 'userId: choose another member to hand the workspace to');
    await this.deps.workspaces.withLockedMembers(workspaceId, async (members) => {
      if (!members.roleOf(targetId)) throw notFound('Member');
      await members.setRole(targetId, 'owner');
      await members.setRole(user.id, 'admin');
    });
    return this.members(user, workspaceId);
  }

  async invitations(user: AuthUser, workspaceId: string): Promise<Invitation[]> {
    await this.authorize(user, workspaceId, 'members');
    return (await this.deps.invitations.listOpen(workspaceId)).map(toInvitation);
  }

  /** Invites an address; inviting an address with an open invitation sends it again (one open invitation each). */
  async invite(user: AuthUser, workspaceId: string, input: { email: string; role: InvitableRole }): Promise<Invitation> {
    await this.authorize(user, workspaceId, 'members');
    if (input.email.toLowerCase() === user.email.toLowerCase())
      throw badRequest('email', 'email: you are already in this workspace — invite someone else');
    if (await this.deps.workspaces.hasMemberWithEmail(workspaceId, input.email))
      throw new AppError('already_member', 409, `${input.email} is already a member of this workspace`);
    await this.spendInvite(workspaceId);
    const open = await this.deps.invitations.findOpenByEmail(workspaceId, input.email);
    const token = newPublicToken();
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
    const tokenHash = hashToken(token);
    if (!open) {
      const id = await this.deps.invitations.create({
        workspaceId,
        email: input.email,
        role: input.role,
        invitedBy: user.id,
        tokenHash,
        expiresAt,
      });
      return this.mail(workspaceId, id, token);
    }
    await this.deps.invitations.renew(open.id, { tokenHash, expiresAt, invitedBy: user.id, role: input.role });
    return this.mail(workspaceId, open.id, token);
  }

  async resend(user: AuthUser, workspaceId: string, invitationId: string): Promise<Invitation> {
    await this.authorize(user, workspaceId, 'members');
    const open = isUuid(invitationId) ? await this.deps.invitations.findOpen(workspaceId, invitationId) : null;
    if (!open) throw notFound('Invitation');
    await this.spendInvite(workspaceId);
    const token = newPublicToken();
    await this.deps.invitations.renew(open.id, {
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
      invitedBy: user.id,
    });
    return this.mail(workspaceId, open.id, token);
  }

  async revoke(user: AuthUser, workspaceId: string, invitationId: string): Promise<void> {
    await this.authorize(user, workspaceId, 'members');
    if (!isUuid(invitationId) || !(await this.deps.invitations.findOpen(workspaceId, invitationId))) throw notFound('Invitation');
    await this.deps.invitations.revoke(invitationId);
  }

  private async spendInvite(workspaceId: string): Promise<void> {
    const wait = await this.deps.limiter.consume(`workspace-invites:${workspaceId}`, INVITES_PER_WORKSPACE);
    if (wait !== null) throw rateLimited('Too many invitations from this workspace today.', wait);
  }

  private async mail(workspaceId: string, invitationId: string, token: string): Promise<Invitation> {
    const row = await this.deps.invitations.findOpen(workspaceId, invitationId);
    if (!row) throw notFound('Invitation');
    await this.deps.sendInvitation({
      to: row.email,
      workspaceName: (await this.deps.workspaces.nameOf(workspaceId)) ?? 'a workspace',
      inviterName: row.invitedBy,
      role: row.role,
      token,
      expiresAt: row.expiresAt,
    });
    return toInvitation(row);
  }

  /** What the link's page shows. Unknown → 404; used, revoked or expired → 410, saying which. */
  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.usable(token);
    return {
      workspaceName: row.workspaceName,
      invitedBy: row.invitedBy,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  private async usable(token: string) {
    const row = isWellFormedToken(token) ? await this.deps.invitations.findByTokenHash(hashToken(token)) : null;
    if (!row) throw notFound('Invitation');
    if (row.acceptedAt) throw new AppError('invitation_used', 410, 'This invitation was already used. Ask for a new one.');
    if (row.revokedAt) throw new AppError('invitation_used', 410, 'This invitation was withdrawn. Ask for a new one.');
    if (row.expiresAt.getTime() <= Date.now())
      throw new AppError('invitation_expired', 410, 'This invitation has expired. Ask for a new one.');
    return row;
  }

  /**
   * Joins the signed-in person to the workspace. The invitation is for one address: another account is refused
   * (409), so a forwarded link cannot bring in someone else.
   */
  async accept(user: AuthUser, token: string): Promise<Workspace> {
    const row = await this.usable(token);
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw new AppError(
        'invitation_for_another_account',
        409,
        `This invitation is for ${row.email}. Sign in with that address to accept it.`,
      );
    await this.deps.workspaces.withLockedMembers(row.workspaceId, async (members, tx: Db) => {
      if (!(await this.deps.invitations.markAccepted(tx, row.id, user.id)))
        throw new AppError('invitation_used', 410, 'This invitation was already used. Ask for a new one.');
      if (!(await members.add(user.id, row.role)))
        throw new AppError('already_member', 409, `You are already a member of ${row.workspaceName}`);
    });
    await this.deps.joined(user.id, row.workspaceId);
    return this.require(user, row.workspaceId);
  }
}
