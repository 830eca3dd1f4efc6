import crypto from 'node:crypto';
import type { AgencyBrand } from '@proclub/contracts/branding';
import type { NotificationKind } from '@proclub/contracts/notifications';
import type {
  ClientFilePage,
  MilestoneReviewInput,
  PortalEvent,
  PortalFile,
  PortalHome,
  PortalInvitation,
  PortalOverview,
} from '@proclub/contracts/portal';
import { PORTAL_EVENT, PORTAL_INVITE_DAYS } from '@proclub/contracts/portal';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { RecordDomainEvent } from '../../lib/domain-events';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import { isWellFormedToken, newPublicToken } from '../../lib/public-token';
import type { AuthUser } from '../../plugins/auth';
import type { FileStorage } from '../../plugins/storage';
import { accountExistsFor } from '../auth/auth.public';
import {
  ClientContactsRepository,
  clientAssignee,
  milestonesAwaitingReview,
  portalClient,
  portalProject,
  portalProjects,
  projectTitles,
  reviewMilestone,
  toMilestone,
  unreadForPortalUser,
  upcomingMilestones,
} from '../crm/crm.public';
import { clientAuditList, latestAuditScores, sentReports } from '../hub/hub.public';
import { clientInvoices } from '../invoices/invoices.public';
import type { Notifier } from '../notifications/notifications.public';
import type { DisputeEvidenceUpload } from '../orders/orders.public';
import { rankChangesForClient } from '../products/products.public';
import { clientProposalVersions } from '../proposals/proposals.public';
import { WorkspaceDirectory, WorkspaceTeam } from '../workspaces/workspaces.public';
import type { AccessRow, FileRow, InvitationRow, PortalRepository } from './portal.repository';

const DAY_MS = 86_400_000;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const PRIVATE_PORTAL_PREFIX = 'private/portal-files';
const CLIENT_FILES_CURSOR = 'client-files';

export interface PortalInvitationMail {
  to: string;
  firstName: string;
  agencyName: string;
  clientName: string;
  inviterName: string;
  token: string;
  expiresAt: Date;
  brand: AgencyBrand;
}

export interface PortalDeps {
  db: Db;
  portal: PortalRepository;
  storage: FileStorage;
  notifier: Pick<Notifier, 'notify'>;
  publish: (channel: string, event: PortalEvent) => Promise<void>;
  sendInvitation: (mail: PortalInvitationMail) => Promise<void>;
  /** The agency's brand (branding module): its portal, invitation page and mails carry it. */
  brandOf: (workspaceId: string) => Promise<AgencyBrand>;
  /** Reports "milestone approved" to automations (app.recordDomainEvent; never throws). */
  recordEvent?: RecordDomainEvent;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface PortalHomeAccess extends AccessRow {
  agencyName: string;
  clientName: string;
}

const toInvitation = (row: InvitationRow): PortalInvitation => ({
  id: row.id,
  contactId: row.contactId,
  email: row.email,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export const invitationUsed = () => new AppError('invitation_used', 410, 'This invitation was already used. Ask for a new one.');

/**
 * The client portal (issue 33): invitations of a client's contacts, who has access, and what a portal user sees.
 * Portal routes resolve the caller's live access to the client first; without it (another client, another agency,
 * an agency member who was never invited, a withdrawn access) every answer is a 404.
 */
export class PortalService {
  private readonly contacts: ClientContactsRepository;
  private readonly directory: WorkspaceDirectory;
  private readonly team: WorkspaceTeam;
  private readonly now: () => Date;

  constructor(private readonly deps: PortalDeps) {
    this.contacts = new ClientContactsRepository(deps.db);
    this.directory = new WorkspaceDirectory(deps.db);
    this.team = new WorkspaceTeam(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  // ---------- agency side ----------

  private async requireContact(workspaceId: string, clientId: string, contactId: string) {
    if (!isUuid(clientId) || !(await this.contacts.clientExists(workspaceId, clientId))) throw notFound('Client');
    const contact = isUuid(contactId) ? await this.contacts.find(workspaceId, clientId, contactId) : null;
    if (!contact) throw notFound('Contact');
    return contact;
  }

  async accessOverview(workspaceId: string, clientId: string) {
    if (!isUuid(clientId) || !(await this.contacts.clientExists(workspaceId, clientId))) throw notFound('Client');
    const [invitations, access] = await Promise.all([
      this.deps.portal.invitationsOfClient(workspaceId, clientId),
      this.deps.portal.accessOfClient(workspaceId, clientId),
    ]);
    return {
      invitations: invitations.map(toInvitation),
      access: access.map((row) => ({
        id: row.id,
        contactId: row.contactId,
        name: row.name,
        email: row.email,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      })),
    };
  }

  /** Invites a contact; a contact with an open invitation gets it again (a new link, a new 7 days). */
  async invite(
    actor: { id: string; userId: string },
    clientId: string,
    contactId: string,
    email?: string,
  ): Promise<PortalInvitation> {
    const contact = await this.requireContact(actor.id, clientId, contactId);
    const to = contact.email ?? email;
    if (!to) throw badRequest('email', 'email: the contact has no email address — add one to invite them');
    const token = newPublicToken();
    const expiresAt = new Date(this.now().getTime() + PORTAL_INVITE_DAYS * DAY_MS);
    const open = await this.deps.portal.openInvitationOfContact(contact.id);
    const row = open
      ? await this.deps.portal.renewInvitation(open.id, {
          tokenHash: hashToken(token),
          expiresAt,
          invitedBy: actor.userId,
          email: to,
        })
      : await this.deps.portal.createInvitation({
          workspaceId: actor.id,
          clientId,
          contactId: contact.id,
          email: to,
          invitedBy: actor.userId,
          tokenHash: hashToken(token),
          expiresAt,
        });
    if (!row) throw invitationUsed();
    await this.mail(actor, row, contact.firstName, token);
    return toInvitation(row);
  }

  async resend(actor: { id: string; userId: string }, invitationId: string): Promise<PortalInvitation> {
    const open = isUuid(invitationId) ? await this.deps.portal.openInvitation(actor.id, invitationId) : null;
    if (!open) throw notFound('Invitation');
    const contact = await this.requireContact(actor.id, open.clientId, open.contactId);
    const token = newPublicToken();
    const row = await this.deps.portal.renewInvitation(open.id, {
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + PORTAL_INVITE_DAYS * DAY_MS),
      invitedBy: actor.userId,
      email: open.email,
    });
    if (!row) throw notFound('Invitation');
    await this.mail(actor, row, contact.firstName, token);
    return toInvitation(row);
  }

  async revoke(workspaceId: string, invitationId: string): Promise<void> {
    const open = isUuid(invitationId) ? await this.deps.portal.openInvitation(workspaceId, invitationId) : null;
    if (!open || !(await this.deps.portal.revokeInvitation(open.id))) throw notFound('Invitation');
  }

  /** Withdraws a person's access: their portal answers 404 from the next request on, and their open tab is told. */
  async withdraw(workspaceId: string, accessId: string): Promise<void> {
    const row = isUuid(accessId) ? await this.deps.portal.withdraw(workspaceId, accessId) : null;
    if (!row) throw notFound('Portal access');
    await this.deps.publish(`user:${row.userId}`, {
      type: PORTAL_EVENT,
      clientId: row.clientId,
      kind: 'viewed',
      text: 'access_ended',
    });
  }

  private async mail(actor: { id: string; userId: string }, row: InvitationRow, firstName: string, token: string) {
    const [agency, client, inviter] = await Promise.all([
      this.directory.of(actor.id),
      portalClient(this.deps.db, actor.id, row.clientId),
      this.team.member(actor.id, actor.userId),
    ]);
    const brand = await this.deps.brandOf(actor.id);
    await this.deps.sendInvitation({
      to: row.email,
      firstName,
      agencyName: brand.name,
      clientName: client?.name ?? '',
      inviterName: inviter?.name ?? agency?.name ?? brand.name,
      token,
      expiresAt: row.expiresAt,
      brand,
    });
  }

  // ---------- the invitation link ----------

  private async usable(token: string) {
    const row = isWellFormedToken(token) ? await this.deps.portal.invitationByTokenHash(hashToken(token)) : null;
    if (!row) throw notFound('Invitation');
    if (row.acceptedAt) throw invitationUsed();
    if (row.revokedAt) throw new AppError('invitation_used', 410, 'This invitation was withdrawn. Ask for a new one.');
    if (row.expiresAt.getTime() <= this.now().getTime())
      throw new AppError('invitation_expired', 410, 'This invitation has expired. Ask for a new one.');
    return row;
  }

  async preview(token: string) {
    const row = await this.usable(token);
    const [brand, contact] = await Promise.all([
      this.deps.brandOf(row.workspaceId),
      this.contacts.find(row.workspaceId, row.clientId, row.contactId),
    ]);
    return {
      agencyName: brand.name,
      brand,
      clientName: row.clientName,
      firstName: contact?.firstName ?? '',
      email: row.email,
      expiresAt: row.expiresAt.toISOString(),
      hasAccount: await accountExistsFor(this.deps.db, row.email),
    };
  }

  /** The invited address, when the link is usable and no account has it yet (a new account is made for it). */
  async newAccountFor(token: string): Promise<{ email: string; name: string } | null> {
    const row = await this.usable(token);
    if (await accountExistsFor(this.deps.db, row.email)) return null;
    const contact = await this.contacts.find(row.workspaceId, row.clientId, row.contactId);
    return { email: row.email, name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : row.email };
  }

  /** Gives the signed-in person access. The invitation is for one address: another account gets a 409. */
  async accept(user: AuthUser, token: string): Promise<{ clientId: string }> {
    const row = await this.usable(token);
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw new AppError(
        'invitation_for_another_account',
        409,
        `This invitation is for ${row.email}. Sign in with that address to accept it.`,
      );
    if (!(await this.deps.portal.accept(row, user.id))) throw invitationUsed();
    return { clientId: row.clientId };
  }

  // ---------- the portal ----------

  /** The caller's live access to the client; anyone else (another client's person, an agency member) gets a 404. */
  async requireAccess(user: AuthUser, clientId: string): Promise<AccessRow> {
    const access = isUuid(clientId) ? await this.deps.portal.liveAccess(user.id, clientId) : null;
    if (!access) throw notFound('Portal');
    // last_seen_at moves at most once a minute: a fresh one needs no write at all.
    const fresh = access.lastSeenAt !== null && this.now().getTime() - access.lastSeenAt.getTime() < 60_000;
    if (!fresh && (await this.deps.portal.touch(access.id, this.now()))) {
      const gap = access.lastSeenAt ? this.now().getTime() - access.lastSeenAt.getTime() : Number.POSITIVE_INFINITY;
      // A "came by" notice once per visit (an hour apart), not on every page.
      if (gap > 60 * 60_000) void this.tell(access, user, 'portal_viewed', 'viewed', 'opened the portal', null);
    }
    return access;
  }

  async homes(user: AuthUser): Promise<PortalHome[]> {
    const rows = await this.deps.portal.homesOf(user.id);
    const brands = new Map<string, AgencyBrand>();
    for (const row of rows)
      if (!brands.has(row.workspaceId)) brands.set(row.workspaceId, await this.deps.brandOf(row.workspaceId));
    return rows.map((row) => {
      const brand = brands.get(row.workspaceId) as AgencyBrand;
      return { id: row.id, clientId: row.clientId, clientName: row.clientName, agencyName: brand.name, brand };
    });
  }

  async overview(access: AccessRow): Promise<PortalOverview> {
    const { db } = this.deps;
    const { workspaceId, clientId } = access;
    const monthAgo = new Date(this.now().getTime() - 30 * DAY_MS);
    const [client, agency, scores, ranks, upcoming, invoices, unread, awaiting] = await Promise.all([
      portalClient(db, workspaceId, clientId),
      this.directory.of(workspaceId),
      latestAuditScores(db, workspaceId, clientId),
      rankChangesForClient(db, { vendorId: workspaceId, clientId, from: monthAgo, to: this.now() }),
      upcomingMilestones(db, workspaceId, clientId),
      clientInvoices(db, workspaceId, clientId),
      unreadForPortalUser(db, workspaceId, clientId, access.userId),
      milestonesAwaitingReview(db, workspaceId, clientId),
    ]);
    const open = invoices.filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue');
    const positions = ranks.map((rank) => rank.endPosition);
    return {
      clientName: client?.name ?? '',
      agencyName: agency?.name ?? '',
      audit: {
        latest: scores[0]?.score ?? null,
        change: scores.length > 1 ? scores[0].score - scores[1].score : null,
        ranAt: scores[0]?.ranAt.toISOString() ?? null,
      },
      ranks: {
        keywords: ranks.length,
        improved: ranks.filter((rank) => (rank.change ?? 0) > 0).length,
        declined: ranks.filter((rank) => (rank.change ?? 0) < 0).length,
        averageRank: positions.length ? Math.round((positions.reduce((a, b) => a + b, 0) / positions.length) * 10) / 10 : null,
      },
      upcomingMilestones: upcoming,
      openInvoices: {
        count: open.length,
        dueCents: open.reduce((sum, invoice) => sum + invoice.totalCents - invoice.paidCents - invoice.creditedCents, 0),
        currency: open[0]?.currency ?? null,
      },
      unreadMessages: unread,
      awaitingReview: awaiting,
    };
  }

  async projects(access: AccessRow) {
    const rows = await portalProjects(this.deps.db, access.workspaceId, access.clientId);
    return rows.map((row) => ({ ...row, milestones: row.milestones.map(toMilestone) }));
  }

  async review(access: AccessRow, user: AuthUser, milestoneId: string, input: MilestoneReviewInput) {
    const result = isUuid(milestoneId)
      ? await reviewMilestone(this.deps.db, {
          workspaceId: access.workspaceId,
          clientId: access.clientId,
          milestoneId,
          userId: user.id,
          decision: input.decision,
          note: input.note?.trim() || null,
        })
      : null;
    if (!result) throw notFound('Milestone');
    if (result === 'not_completed')
      throw new AppError('conflict', 409, 'Only a completed milestone can be approved or sent back');
    const approved = input.decision === 'approved';
    if (approved)
      await this.deps.recordEvent?.({
        // One approval per completion: approving it again after more work is a new fact.
        id: `milestone.approved:${milestoneId}:${result.milestone.completedAt?.toISOString() ?? ''}`,
        workspaceId: access.workspaceId,
        type: 'milestone.approved',
        clientId: access.clientId,
        projectId: result.projectId,
        subjectId: milestoneId,
      });
    await this.tell(
      access,
      user,
      approved ? 'portal_milestone_approved' : 'portal_changes_requested',
      approved ? 'milestone_approved' : 'changes_requested',
      approved
        ? `approved “${result.milestone.title}” (${result.projectTitle})`
        : `asked for changes to “${result.milestone.title}” (${result.projectTitle})`,
      input.note?.trim() || null,
      result.assignee,
    );
    return toMilestone(result.milestone);
  }

  /** Every proposal version sent to the client, each with its own public page (where it is signed). */
  async proposals(access: AccessRow) {
    const rows = await clientProposalVersions(this.deps.db, access.workspaceId, access.clientId);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      version: row.version,
      status: row.version === row.latestVersion ? row.status : 'superseded',
      sentAt: row.sentAt.toISOString(),
      url: `/proposal/${row.token}`,
      current: row.version === row.latestVersion,
    }));
  }

  async reports(access: AccessRow) {
    const [reports, audits] = await Promise.all([
      sentReports(this.deps.db, access.workspaceId, access.clientId),
      clientAuditList(this.deps.db, access.workspaceId, access.clientId),
    ]);
    return {
      reports: reports.map((row) => ({
        id: row.id,
        title: row.title,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        sentAt: row.sentAt.toISOString(),
        url: `/report/${row.token}`,
        pdfUrl: `/api/public/reports/${row.token}/pdf`,
      })),
      audits: audits.map((row) => ({ ...row, lastRunAt: row.lastRunAt?.toISOString() ?? null })),
    };
  }

  async invoices(access: AccessRow) {
    const rows = await clientInvoices(this.deps.db, access.workspaceId, access.clientId);
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      currency: row.currency,
      totalCents: row.totalCents,
      dueCents: row.totalCents - row.paidCents - row.creditedCents,
      issueDate: String(row.issueDate),
      dueDate: String(row.dueDate),
      payUrl: row.token ? `/invoice/${row.token}` : null,
      pdfUrl: row.token ? `/api/public/invoices/${row.token}/pdf` : null,
    }));
  }

  /** A project of this client in this workspace: a portal person's access, or the agency's own path ids. */
  async requireProject(scope: { workspaceId: string; clientId: string }, projectId: string) {
    // The agency's upload route passes the client id from its path: neither id may reach PostgreSQL unless a uuid.
    const ids = isUuid(projectId) && isUuid(scope.clientId);
    const project = ids ? await portalProject(this.deps.db, scope.workspaceId, scope.clientId, projectId) : null;
    if (!project) throw notFound('Project');
    return project;
  }

  // ---------- files ----------

  toFile(row: FileRow, url: string): PortalFile {
    return {
      id: row.id,
      projectId: row.projectId,
      side: row.side,
      name: row.name,
      contentType: row.contentType,
      size: row.size,
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt.toISOString(),
      url,
    };
  }

  async files(workspaceId: string, clientId: string, projectId: string): Promise<FileRow[]> {
    // Ids that are not uuids name nothing here (and PostgreSQL would refuse to compare them): 404.
    if (!isUuid(clientId) || !isUuid(projectId)) throw notFound('Project');
    return this.deps.portal.files(workspaceId, clientId, projectId);
  }

  /**
   * The client record's Files section: the client's files on every project, newest first, each with its project's
   * title and the agency's download link. Another workspace's client (or an id that is not a uuid) is a 404.
   */
  async clientFiles(workspaceId: string, clientId: string, query: { cursor?: string; limit: number }): Promise<ClientFilePage> {
    const after = decodeNewestCursor(CLIENT_FILES_CURSOR, query.cursor);
    if (!isUuid(clientId) || !(await this.contacts.clientExists(workspaceId, clientId))) throw notFound('Client');
    const rows = await this.deps.portal.clientFiles(workspaceId, clientId, query.limit, after);
    const titles = await projectTitles(
      this.deps.db,
      workspaceId,
      rows.map((row) => row.projectId),
    );
    return newestPageOf(CLIENT_FILES_CURSOR, rows, query.limit, (row) => ({
      ...this.toFile(row, `/api/portal-access/clients/${clientId}/files/${row.id}`),
      projectTitle: titles.get(row.projectId) ?? 'Project',
    }));
  }

  /** Stores checked files under server-chosen private keys; the client's uploads tell the assignee. */
  async share(
    scope: { workspaceId: string; clientId: string; projectId: string; side: 'agency' | 'client' },
    user: AuthUser,
    files: DisputeEvidenceUpload[],
    access?: AccessRow,
  ): Promise<void> {
    if (files.length === 0) throw badRequest('files', 'files: choose at least one file');
    for (const file of files) {
      const storageKey = `${PRIVATE_PORTAL_PREFIX}/${scope.projectId}/${crypto.randomUUID()}`;
      await this.deps.storage.put(storageKey, file.body, file.contentType);
      await this.deps.portal.insertFile({
        ...scope,
        uploadedBy: user.id,
        name: file.name,
        contentType: file.contentType,
        size: file.body.length,
        storageKey,
      });
    }
    if (access && scope.side === 'client') {
      const project = await portalProject(this.deps.db, scope.workspaceId, scope.clientId, scope.projectId);
      const names = files.map((file) => file.name).join(', ');
      await this.tell(
        access,
        user,
        'portal_file_shared',
        'file_shared',
        `shared ${names} on ${project?.title ?? 'a project'}`,
        null,
        project?.assignedTo ?? null,
      );
    }
  }

  async download(workspaceId: string, clientId: string, fileId: string): Promise<{ file: FileRow; body: Buffer }> {
    const file = isUuid(fileId) && isUuid(clientId) ? await this.deps.portal.file(workspaceId, clientId, fileId) : null;
    if (!file) throw notFound('File');
    const body = await this.deps.storage.get(file.storageKey);
    if (!body) throw notFound('File');
    return { file, body };
  }

  // ---------- telling the agency ----------

  /**
   * The assigned member (the project's, else the client's; the workspace owner when nobody is) hears of it in the
   * bell and by email as their preference says, and the workspace's open screens update live.
   */
  private async tell(
    access: AccessRow,
    user: AuthUser,
    kind: NotificationKind,
    event: PortalEvent['kind'],
    what: string,
    note: string | null,
    assignee?: string | null,
  ): Promise<void> {
    try {
      const [client, agency] = await Promise.all([
        portalClient(this.deps.db, access.workspaceId, access.clientId),
        this.directory.of(access.workspaceId),
      ]);
      const who = user.name || user.email;
      const text = `${who} (${client?.name ?? 'client'}) ${what}`;
      const recipient = assignee ?? (await clientAssignee(this.deps.db, access.workspaceId, access.clientId)) ?? agency?.ownerId;
      if (recipient && (await this.team.isMember(access.workspaceId, recipient)))
        await this.deps.notifier.notify({
          userId: recipient,
          workspaceId: access.workspaceId,
          kind,
          title: text,
          body: note,
          link: `/crm/clients/${access.clientId}`,
          subject: { type: 'client', id: access.clientId },
        });
      await this.deps.publish(`workspace:${access.workspaceId}`, {
        type: PORTAL_EVENT,
        clientId: access.clientId,
        kind: event,
        text,
      });
    } catch (error) {
      this.deps.log.error({ err: error, clientId: access.clientId }, 'telling the agency about portal activity failed');
    }
  }
}
