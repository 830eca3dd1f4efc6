import type {
  ProjectChannelEvent,
  ProjectMessage,
  ProjectMessagePage,
  ProjectThread,
  ProjectThreadPage,
} from '@proclub/contracts/crm';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { mentionedIn } from '../../lib/mentions';
import { decodeNewestCursor, encodeCursor, newestPageOf } from '../../lib/newest-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { Notifier } from '../notifications/notifications.public';
import type { WorkspaceTeam } from '../workspaces/workspaces.public';
import type { MessageRow, ProjectThreadsRepository, ThreadRow } from './project-threads.repository';

const THREADS_TAG = 'threads';
const CLIENT_THREADS_TAG = 'client-threads';
const MESSAGES_TAG = 'messages';

export const projectChannel = (projectId: string) => `project:${projectId}`;

function toThread({ key: _key, createdAt, ...row }: ThreadRow): ProjectThread {
  return { ...row, createdAt: createdAt.toISOString() };
}

export function toProjectMessage(row: MessageRow): ProjectMessage {
  return {
    id: row.id,
    projectId: row.projectId,
    senderId: row.senderId ?? 'deleted-user',
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    sender: row.senderId ? { fullName: row.senderName, email: row.senderEmail } : { fullName: 'Deleted user', email: '' },
  };
}

type Publish = (channel: string, event: ProjectChannelEvent) => Promise<void>;

export interface ThreadNotices {
  notifier: Pick<Notifier, 'notify'>;
  log: FastifyBaseLogger;
}

/**
 * Project threads: the members of the project's workspace and the project's client (the account whose email
 * matches the client record, case-insensitively) share one thread. Anyone else gets a 404, so project ids cannot be probed.
 */
export class ProjectThreadsService {
  constructor(
    private readonly threads: ProjectThreadsRepository,
    private readonly publish: Publish,
    private readonly team: WorkspaceTeam,
    private readonly notices?: ThreadNotices,
    /** Whether the person has live client-portal access to this client (issue 33; handed in by app.ts). */
    private readonly portalAccess?: (userId: string, clientId: string) => Promise<boolean>,
  ) {}

  private async access(user: AuthUser, projectId: string) {
    if (!isUuid(projectId)) return null;
    const access = await this.threads.access(projectId, user.id);
    if (!access) return null;
    if (access.clientEmail.trim().toLowerCase() === user.email.trim().toLowerCase()) return access;
    // A person the agency invited to the client's portal shares the client's threads.
    if (this.portalAccess && (await this.portalAccess(user.id, access.clientId))) return access;
    // Every member of the project's workspace reads and writes its thread (ADR 045).
    return (await this.team.isMember(access.workspaceId, user.id)) ? access : null;
  }

  /** Whether the user is a member of the project's workspace or its client (also guards the realtime channel). */
  async canAccess(user: AuthUser, projectId: string): Promise<boolean> {
    return (await this.access(user, projectId)) !== null;
  }

  private async requireAccess(user: AuthUser, projectId: string) {
    const access = await this.access(user, projectId);
    if (!access) throw notFound('Project');
    return access;
  }

  /** The workspace's projects in progress or quoted; unread counts what others sent (not the viewer). */
  async sellerThreads(
    workspace: { id: string; userId: string },
    cursor: string | undefined,
    limit: number,
  ): Promise<ProjectThreadPage> {
    const after = decodeNewestCursor(THREADS_TAG, cursor);
    return newestPageOf(
      THREADS_TAG,
      await this.threads.sellerThreads(workspace.id, workspace.userId, limit, after),
      limit,
      toThread,
    );
  }

  async clientThreads(user: AuthUser, cursor: string | undefined, limit: number): Promise<ProjectThreadPage> {
    const after = decodeNewestCursor(CLIENT_THREADS_TAG, cursor);
    const rows = await this.threads.clientThreads(user.id, user.email, limit, after);
    return newestPageOf(CLIENT_THREADS_TAG, rows, limit, toThread);
  }

  /** The newest messages in ascending order; nextCursor loads the ones before them. */
  async messages(user: AuthUser, projectId: string, cursor: string | undefined, limit: number): Promise<ProjectMessagePage> {
    await this.requireAccess(user, projectId);
    const before = decodeNewestCursor(MESSAGES_TAG, cursor);
    const rows = await this.threads.messages(projectId, limit, before);
    const items = rows.slice(0, limit);
    const oldest = items.at(-1);
    return {
      items: items.reverse().map(toProjectMessage),
      nextCursor: rows.length > limit && oldest ? encodeCursor(MESSAGES_TAG, [oldest.key, oldest.id]) : null,
    };
  }

  async send(user: AuthUser, projectId: string, text: string): Promise<ProjectMessage> {
    const access = await this.requireAccess(user, projectId);
    const sender = { name: access.viewerName, email: access.viewerEmail ?? user.email };
    const message = toProjectMessage(await this.threads.insertMessage(projectId, user.id, text, sender));
    await this.publish(projectChannel(projectId), { type: 'message.created', message });
    if (text.includes('@')) await this.notifyMentions(access, user.id, projectId, text);
    return message;
  }

  /** "@Sam" in a project thread tells that teammate (the bell, and an email as their preference says). */
  private async notifyMentions(
    access: { workspaceId: string; projectTitle: string; viewerName: string | null },
    senderId: string,
    projectId: string,
    text: string,
  ): Promise<void> {
    if (!this.notices) return;
    try {
      const team = await this.team.members(access.workspaceId);
      const by = access.viewerName ?? team.find((person) => person.userId === senderId)?.name ?? 'Someone';
      for (const person of mentionedIn(text, team, senderId))
        await this.notices.notifier.notify({
          userId: person.userId,
          kind: 'mentioned',
          title: `${by} mentioned you in ${access.projectTitle}`,
          body: text.length > 280 ? `${text.slice(0, 279)}…` : text,
          link: `/crm?tab=messages&thread=${projectId}`,
          subject: { type: 'project', id: projectId },
        });
    } catch (error) {
      this.notices.log.error({ err: error }, 'notifying mentioned teammates failed');
    }
  }

  /** Marks the other side's unread messages read and tells the thread's sockets which ones. */
  async markRead(user: AuthUser, projectId: string): Promise<{ ids: string[] }> {
    await this.requireAccess(user, projectId);
    const ids = await this.threads.markRead(projectId, user.id);
    if (ids.length > 0) await this.publish(projectChannel(projectId), { type: 'messages.read', ids });
    return { ids };
  }
}
