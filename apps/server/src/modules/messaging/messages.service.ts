import {
  type Message,
  type MessagePage,
  type MessageSearchResult,
  type ReactionResult,
  type ReadResult,
  TYPING_EXPIRY_MS,
  type TypingList,
} from '@proclub/contracts/messaging';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { mentionedIn } from '../../lib/mentions';
import type { AuthUser } from '../../plugins/auth';
import type { Notifier } from '../notifications/notifications.public';
import type { WorkspaceTeam } from '../workspaces/workspaces.public';
import type { MessagesRepository } from './messages.repository';
import type { ConversationAccess } from './messaging.access';
import type { Clock } from './messaging.clock';
import type { MessagingEvents } from './messaging.events';
import { displayName, iso, toMessage } from './messaging.mapper';
import type { TypingRepository } from './typing.repository';

const badCursor = 'cursor: invalid page cursor';
const INBOX_PREVIEW_CHARS = 200;
const SEARCH_LIMIT = 20;

export class MessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly typing: TypingRepository,
    private readonly access: ConversationAccess,
    private readonly events: MessagingEvents,
    private readonly clock: Clock,
    private readonly notifier: Pick<Notifier, 'notifyAll' | 'markSubjectRead'>,
    /** The sender's teammates, for "@Sam" in a conversation (issue 31). */
    private readonly team: Pick<WorkspaceTeam, 'teammatesOf'>,
  ) {}

  /** A page of history, oldest first within the page; olderCursor fetches the page before it. */
  async page(user: AuthUser, conversationId: string, cursor: string | undefined, limit: number): Promise<MessagePage> {
    await this.access.require(user, conversationId);
    const values = decodeCursor('messages', cursor, 2, badCursor);
    const before = values ? { key: String(values[0]), id: String(values[1]) } : null;
    if (before && (!isUuid(before.id) || Number.isNaN(Date.parse(before.key)))) throw badRequest('cursor', badCursor);
    const rows = await this.messages.page(conversationId, limit + 1, before);
    const items = rows.slice(0, limit);
    const oldest = items.at(-1);
    return {
      items: items.reverse().map(toMessage),
      olderCursor: rows.length > limit && oldest ? encodeCursor('messages', [oldest.key, oldest.id]) : null,
    };
  }

  async send(user: AuthUser, conversationId: string, content: string): Promise<Message> {
    const row = isUuid(conversationId) ? await this.messages.insertAsParticipant(conversationId, user.id, content) : null;
    if (!row) throw notFound('Conversation');
    const message = toMessage(row);
    await this.events.toConversation(conversationId, { type: 'message.created', message });
    // Every participant's list entry and header count (the sender's other tabs too); nobody waits for this.
    this.events.background(async () => {
      const recipients = [...row.recipients, { userId: user.id, inConversation: 0, total: Number(row.senderTotal) }];
      const lastMessage = {
        content: message.content.slice(0, INBOX_PREVIEW_CHARS),
        senderName: displayName(message.sender),
      };
      await Promise.all(
        recipients.map((recipient) =>
          this.events.toUser(recipient.userId, {
            type: 'inbox',
            conversationId,
            lastMessageAt: message.createdAt,
            lastMessage,
            unread: Number(recipient.inConversation),
            total: Number(recipient.total),
          }),
        ),
      );
      // The bell: opening the conversation (markRead, which the open conversation calls on a live message) reads
      // these again, so a conversation the recipient has open does not leave a notice behind.
      const sender = displayName(message.sender) ?? 'Someone';
      // A teammate in the conversation named with @ hears of it as a mention (their preference for mentions).
      const inConversation = new Set(row.recipients.map((recipient) => recipient.userId));
      const mentioned = new Set(
        message.content.includes('@')
          ? mentionedIn(
              message.content,
              (await this.team.teammatesOf(user.id)).filter((mate) => inConversation.has(mate.userId)),
              user.id,
            ).map((mate) => mate.userId)
          : [],
      );
      await this.notifier.notifyAll(
        row.recipients.map((recipient) => ({
          userId: recipient.userId,
          kind: mentioned.has(recipient.userId) ? ('mentioned' as const) : ('message_received' as const),
          title: mentioned.has(recipient.userId) ? `${sender} mentioned you` : `New message from ${sender}`,
          body: message.content.slice(0, INBOX_PREVIEW_CHARS),
          link: `/messages?c=${conversationId}`,
          subject: { type: 'conversation', id: conversationId },
        })),
      );
    });
    return message;
  }

  async toggleReaction(user: AuthUser, conversationId: string, messageId: string, emoji: string): Promise<ReactionResult> {
    if (!isUuid(conversationId)) throw notFound('Conversation');
    const target = isUuid(messageId)
      ? await this.messages.reactionTarget(conversationId, messageId, user.id)
      : { member: await this.access.isParticipant(conversationId, user.id), found: false };
    if (!target.member) throw notFound('Conversation');
    if (!target.found) throw notFound('Message');
    const reactions = await this.messages.toggleReaction(messageId, user.id, emoji);
    await this.events.toConversation(conversationId, { type: 'reaction.changed', messageId, reactions });
    return { messageId, reactions };
  }

  /** Opening a conversation (or seeing a live message in it) reads it: read receipts and unread counts follow. */
  async markRead(user: AuthUser, conversationId: string): Promise<ReadResult> {
    await this.access.require(user, conversationId);
    const result = await this.messages.markRead(conversationId, user.id);
    if (!result) throw notFound('Conversation');
    const lastReadAt = iso(result.lastReadAt);
    const total = Number(result.total);
    await this.notifier.markSubjectRead(user.id, 'conversation', conversationId);
    if (result.advanced) {
      await this.events.toConversation(conversationId, { type: 'read', userId: user.id, lastReadAt });
      // The user's other tabs update their badges too.
      await this.events.toUser(user.id, { type: 'unread', total, conversationId, unreadInConversation: 0 });
    }
    return { lastReadAt, total };
  }

  async unreadTotal(user: AuthUser): Promise<{ total: number }> {
    return { total: await this.messages.unreadTotal(user.id) };
  }

  async search(user: AuthUser, q: string): Promise<MessageSearchResult> {
    const rows = await this.messages.search(user.id, q, SEARCH_LIMIT);
    return {
      items: rows.map((row) => ({
        conversationId: row.conversationId,
        conversationTitle: row.conversationTitle,
        message: toMessage(row),
        snippet: row.snippet,
      })),
    };
  }

  async setTyping(user: AuthUser, conversationId: string, isTyping: boolean): Promise<void> {
    await this.access.require(user, conversationId);
    const at = this.clock();
    const [person] = await Promise.all([
      this.typing.person(user.id),
      isTyping ? this.typing.set(conversationId, user.id, at) : this.typing.clear(conversationId, user.id),
    ]);
    await this.events.toConversation(conversationId, {
      type: 'typing',
      userId: user.id,
      name: displayName(person) ?? user.name,
      isTyping,
      at: at.toISOString(),
    });
  }

  /** Who else is typing now: only indicators refreshed within the last 5 seconds count. */
  async typingNow(user: AuthUser, conversationId: string): Promise<TypingList> {
    await this.access.require(user, conversationId);
    const since = new Date(this.clock().getTime() - TYPING_EXPIRY_MS);
    const rows = await this.typing.active(conversationId, since, user.id);
    return { items: rows.map((row) => ({ userId: row.userId, name: displayName(row), at: row.at.toISOString() })) };
  }
}
