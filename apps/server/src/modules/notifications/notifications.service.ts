import {
  defaultPreference,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationChannelEvent,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreference,
  notificationKindLabels,
} from '@proclub/contracts/notifications';
import type { WorkspaceAction } from '@proclub/contracts/workspaces';
import type { FastifyBaseLogger } from 'fastify';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import { renderNoticeEmail } from './notification-email';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

export interface NotifyInput {
  userId: string;
  /** The workspace the notice concerns (issue 31): named on it, and the bell in that workspace shows it. */
  workspaceId?: string | null;
  kind: NotificationKind;
  /** One line, e.g. 'New message from Dana'. */
  title: string;
  body?: string | null;
  /** App path opened from the bell and the email, e.g. '/messages?c=…'. */
  link?: string | null;
  /** What it is about; reading that thing can read its notifications (markSubjectRead). */
  subject?: { type: string; id: string } | null;
  /**
   * The mail to send when the recipient's preference for this kind is an immediate email, instead of the generic
   * notice (an order event's own mail, issue 37). Off sends nothing; digest lists the title in the daily digest.
   */
  email?: { subject: string; html: string; text: string } | null;
}

/** Work left for after the caller's transaction commits: the live push and the immediate mail's delivery. */
export type AfterCommit = () => Promise<void>;

export interface Notifier {
  /**
   * Records a notification as the user's preference for its kind says (in the app, an immediate mail through
   * the outbox, a row for the daily digest — or nothing). With `tx` the rows are written inside the caller's
   * transaction and the returned function must be called after the commit; without, it runs on its own and
   * delivers before returning.
   */
  notify(input: NotifyInput, options?: { tx?: Db }): Promise<AfterCommit>;
  /**
   * notify() for the several notices one event makes (every recipient of a message), on its own: one statement
   * each for the preferences, the rows and the unread counts, however many there are.
   */
  notifyAll(inputs: readonly NotifyInput[]): Promise<void>;
  /**
   * notify() for a workspace's people (issue 31): every member whose role may do `action` gets the notice, named with
   * the workspace. Notices stay per person; this only finds the people.
   */
  notifyWorkspace(
    workspaceId: string,
    action: WorkspaceAction,
    input: Omit<NotifyInput, 'userId' | 'workspaceId'>,
    options?: { tx?: Db },
  ): Promise<AfterCommit>;
  /** Reads the user's unread notifications about one thing (e.g. the conversation they just opened). */
  markSubjectRead(userId: string, subjectType: string, subjectId: string): Promise<void>;
}

export interface NotificationsDeps {
  repository: NotificationsRepository;
  db: Db;
  mailer: Mailer;
  env: Env;
  publish: (channel: string, event: NotificationChannelEvent) => Promise<void>;
  log: FastifyBaseLogger;
  /**
   * The people of a workspace whose role may do `action` (handed over by the composition from workspaces). Without
   * it, a workspace's notices go to the account whose id it has: the owner of a personal workspace (ADR 045 §2).
   */
  teamOf?: (workspaceId: string, action: WorkspaceAction, tx: Db) => Promise<string[]>;
}

const PAGE_KIND = 'notifications';
const nothing: AfterCommit = async () => {};

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  workspaceId: row.workspaceId,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

const clip = (value: string | null | undefined, max: number) => (value ? value.replace(/\s+/g, ' ').trim().slice(0, max) : null);

/** Only app paths are stored as links (a link is rendered by the app and in emails under APP_URL). */
const safeLink = (link: string | null | undefined) => (link && /^\/(?!\/)[^\s]*$/.test(link) ? link.slice(0, 500) : null);

export class NotificationsService implements Notifier {
  constructor(private readonly deps: NotificationsDeps) {}

  async notify(input: NotifyInput, options: { tx?: Db } = {}): Promise<AfterCommit> {
    if (options.tx) return this.record([input], options.tx);
    await this.notifyAll([input]);
    return nothing;
  }

  async notifyWorkspace(
    workspaceId: string,
    action: WorkspaceAction,
    input: Omit<NotifyInput, 'userId' | 'workspaceId'>,
    options: { tx?: Db } = {},
  ): Promise<AfterCommit> {
    const tx = options.tx ?? this.deps.db;
    const people = this.deps.teamOf ? await this.deps.teamOf(workspaceId, action, tx) : [workspaceId];
    const inputs = people.map((userId) => ({ ...input, userId, workspaceId }));
    if (options.tx) return this.record(inputs, options.tx);
    await this.notifyAll(inputs);
    return nothing;
  }

  async notifyAll(inputs: readonly NotifyInput[]): Promise<void> {
    // On its own no transaction is opened: on PGlite a transaction holds the one connection, and a burst of
    // messages would queue every reader behind their notices. (A crash between the rows and their immediate mails
    // loses those mails; callers that need both or neither pass their tx to notify.)
    const after = await this.record(inputs, this.deps.db);
    await after();
  }

  private async record(inputs: readonly NotifyInput[], tx: Db): Promise<AfterCommit> {
    const { repository, mailer, env } = this.deps;
    const recipients = await repository.recipients(inputs, tx);
    const planned = inputs.flatMap((input, index) => {
      const recipient = recipients[index];
      if (!recipient) return [];
      const fallback = defaultPreference(input.kind);
      const inApp = recipient.inApp ?? fallback.inApp;
      const email = recipient.emailMode ?? fallback.email;
      if (!inApp && email !== 'digest' && email !== 'immediate') return [];
      const title = clip(input.title, 200) ?? notificationKindLabels[input.kind];
      return [{ input, recipient, inApp, email, title, body: clip(input.body, 500), link: safeLink(input.link) }];
    });
    const stored = planned.filter((notice) => notice.inApp || notice.email === 'digest');
    const rows = await repository.insert(
      stored.map(({ input, title, body, link, inApp, email }) => ({
        userId: input.userId,
        workspaceId: input.workspaceId ?? null,
        kind: input.kind,
        title,
        body,
        link,
        subjectType: input.subject?.type ?? null,
        subjectId: input.subject?.id ?? null,
        inApp,
        digestPending: email === 'digest',
      })),
      tx,
    );
    const mailIds: string[] = [];
    for (const { input, recipient, title, body, link } of planned.filter((notice) => notice.email === 'immediate')) {
      const mail =
        input.email ??
        (await renderNoticeEmail(
          {
            subject: title,
            greeting: `Hi ${recipient.name || 'there'},`,
            lines: body ? [body] : [notificationKindLabels[input.kind]],
            action: { label: 'Open in ProClub', url: `${appUrl(env)}${link ?? '/notifications'}` },
          },
          env,
        ));
      mailIds.push(await mailer.write({ to: recipient.email, ...mail }, tx));
    }
    const live = rows.flatMap((row, index) => (stored[index].inApp ? [{ userId: stored[index].input.userId, row }] : []));
    const unread = live.length > 0 ? await repository.unreadCounts([...new Set(live.map((item) => item.userId))], tx) : new Map();
    return async () => {
      if (mailIds.length > 0)
        await mailer
          .dispatch(mailIds)
          .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification mail dispatch failed'));
      await Promise.all(
        live.map(({ userId, row }) =>
          this.deps
            .publish(userChannel(userId), {
              type: 'notification.created',
              notification: toNotification(row),
              unread: unread.get(userId) ?? 0,
            })
            .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification publish failed')),
        ),
      );
    };
  }

  async markSubjectRead(userId: string, subjectType: string, subjectId: string): Promise<void> {
    const changed = await this.deps.repository.markSubjectRead(userId, subjectType, subjectId);
    if (changed > 0) await this.pushUnread(userId);
  }

  async page(
    userId: string,
    cursor: string | undefined,
    limit: number,
    unreadOnly: boolean,
    workspace?: string,
  ): Promise<NotificationPage> {
    const after = decodeNewestCursor(PAGE_KIND, cursor);
    const rows = await this.deps.repository.page(userId, limit, after, unreadOnly, workspace);
    return { ...newestPageOf(PAGE_KIND, rows, limit, toNotification), unread: await this.deps.repository.unreadCount(userId) };
  }

  unreadCount(userId: string) {
    return this.deps.repository.unreadCount(userId);
  }

  async markRead(userId: string, id: string): Promise<Notification> {
    const row = isUuid(id) ? await this.deps.repository.markRead(userId, id) : null;
    if (!row) throw notFound('Notification');
    await this.pushUnread(userId);
    return toNotification(row);
  }

  async markAllRead(userId: string): Promise<{ unread: number }> {
    await this.deps.repository.markAllRead(userId);
    await this.pushUnread(userId);
    return { unread: 0 };
  }

  /** Every kind with the user's choice or the default. */
  async preferences(userId: string): Promise<NotificationPreference[]> {
    const saved = new Map((await this.deps.repository.preferences(userId)).map((item) => [item.kind, item]));
    return NOTIFICATION_KINDS.map((kind) => saved.get(kind) ?? { kind, ...defaultPreference(kind) });
  }

  async savePreferences(userId: string, items: NotificationPreference[]): Promise<NotificationPreference[]> {
    const byKind = new Map(items.map((item) => [item.kind, item]));
    await this.deps.repository.savePreferences(userId, [...byKind.values()]);
    return this.preferences(userId);
  }

  /** Other tabs and devices update their bell. */
  private async pushUnread(userId: string) {
    const unread = await this.deps.repository.unreadCount(userId);
    await this.deps.publish(userChannel(userId), { type: 'notification.read', unread }).catch(() => {});
  }

  /**
   * One run of the daily digest: every user with rows waiting gets one mail listing them (oldest first), written to
   * the outbox in the transaction that clears their flags. Returns the number of mails.
   */
  async sendDigests(batch = 500): Promise<number> {
    const { repository, mailer, env, db } = this.deps;
    let mails = 0;
    for (const userId of await repository.digestUsers(batch)) {
      const mailId = await db.transaction(async (tx) => {
        const { rows, who } = await repository.takeDigest(userId, tx);
        if (!who || rows.length === 0) return null;
        const mail = await renderNoticeEmail(
          {
            subject: `Your ProClub daily digest: ${rows.length} update${rows.length === 1 ? '' : 's'}`,
            greeting: `Hi ${who.name || 'there'}, here is what happened since your last digest:`,
            lines: [],
            list: rows.map((row) => (row.body ? `${row.title} — ${row.body}` : row.title)),
            action: { label: 'Open notifications', url: `${appUrl(env)}/notifications` },
          },
          env,
        );
        return mailer.write({ to: who.email, ...mail }, tx);
      });
      if (mailId) {
        mails += 1;
        await mailer.dispatch([mailId]);
      }
    }
    return mails;
  }
}

export const userChannel = (userId: string) => `user:${userId}`;
