import type { ConversationDetail, ConversationPage, ConversationType, PersonPage } from '@proclub/contracts/messaging';
import { AppError, badRequest, notFound, rateLimited } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import type { ConversationsRepository } from './conversations.repository';
import type { MessagesRepository } from './messages.repository';
import type { ConversationAccess } from './messaging.access';
import type { MessagingEvents } from './messaging.events';
import { iso, toParticipant, toPerson } from './messaging.mapper';

const badCursor = 'cursor: invalid page cursor';
/** Enough for typing in the New Chat picker; too few to walk the whole directory by name. */
export const DIRECTORY_RULE: RateLimitRule = { limit: 120, windowMs: 60_000 };

export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly access: ConversationAccess,
    private readonly events: MessagingEvents,
    private readonly limiter: RateLimiter,
  ) {}

  async list(user: AuthUser, cursor: string | undefined, limit: number): Promise<ConversationPage> {
    const values = decodeCursor('conversations', cursor, 2, badCursor);
    const after = values ? { key: String(values[0]), id: String(values[1]) } : null;
    if (after && (!isUuid(after.id) || Number.isNaN(Date.parse(after.key)))) throw badRequest('cursor', badCursor);
    const rows = await this.conversations.listForUser(user.id, limit + 1, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        lastMessageAt: iso(row.lastMessageAt),
        lastMessage: row.lastContent === null ? null : { content: row.lastContent, senderName: row.lastSenderName },
        unread: Number(row.unread),
        myRole: row.myRole,
        priority: row.priority === true,
      })),
      nextCursor: rows.length > limit && last ? encodeCursor('conversations', [last.lastMessageKey, last.id]) : null,
    };
  }

  async get(user: AuthUser, id: string): Promise<ConversationDetail> {
    await this.access.require(user, id);
    return this.detail(id);
  }

  private async detail(id: string): Promise<ConversationDetail> {
    const [conversation, participants] = await Promise.all([
      this.conversations.findById(id),
      this.conversations.participants(id),
    ]);
    if (!conversation) throw notFound('Conversation');
    return {
      id: conversation.id,
      title: conversation.title,
      type: conversation.type,
      lastMessageAt: conversation.lastMessageAt.toISOString(),
      participants: participants.map(toParticipant),
    };
  }

  /** Refuses the request's own duplicates and ids without a profile, naming the problem (400, nothing saved). */
  private async checkPeople(field: string, userIds: string[]): Promise<void> {
    if (new Set(userIds).size !== userIds.length) throw badRequest(field, 'The same person is selected more than once');
    const existing = await this.conversations.existingProfileIds(userIds);
    const unknown = userIds.filter((id) => !existing.has(id));
    if (unknown.length > 0) throw badRequest(field, `Unknown user${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  }

  /** The creator becomes admin; everyone chosen in the dialog joins as client. */
  async create(
    user: AuthUser,
    input: { title: string; type: ConversationType; participantIds: string[] },
  ): Promise<ConversationDetail> {
    if (input.participantIds.includes(user.id))
      throw badRequest('participantIds', 'You are added to the conversation automatically; select other people');
    await this.checkPeople('participantIds', input.participantIds);
    const id = await this.conversations.create({
      title: input.title,
      type: input.type,
      createdBy: user.id,
      participants: [
        { userId: user.id, role: 'admin' },
        ...input.participantIds.map((userId) => ({ userId, role: 'client' as const })),
      ],
    });
    await Promise.all(
      input.participantIds.map((userId) => this.events.toUser(userId, { type: 'conversation.added', conversationId: id })),
    );
    return this.detail(id);
  }

  /** Any participant may add people; they join as team members. */
  async addParticipants(user: AuthUser, id: string, userIds: string[]): Promise<ConversationDetail & { added: number }> {
    await this.access.require(user, id);
    await this.checkPeople('userIds', userIds);
    const current = new Set(await this.conversations.participantIds(id));
    const already = userIds.filter((userId) => current.has(userId));
    if (already.length > 0)
      throw badRequest('userIds', `${already.length === 1 ? 'This person is' : 'These people are'} already in the conversation`);
    const added = await this.conversations.addParticipants(id, userIds, 'team_member');
    await this.events.toConversation(id, { type: 'participants.changed' });
    await Promise.all(added.map((userId) => this.events.toUser(userId, { type: 'conversation.added', conversationId: id })));
    this.events.background(() => this.pushUnread(id, added));
    return { ...(await this.detail(id)), added: added.length };
  }

  /** Any participant may remove anyone but themselves. */
  async removeParticipant(user: AuthUser, id: string, userId: string): Promise<ConversationDetail> {
    await this.access.require(user, id);
    if (userId === user.id) throw new AppError('cannot_remove_self', 400, 'You cannot remove yourself from the conversation');
    if (!(await this.conversations.removeParticipant(id, userId))) throw notFound('Participant');
    await this.events.revoke(id, userId);
    await this.events.toConversation(id, { type: 'participants.changed' });
    await this.events.toUser(userId, { type: 'conversation.removed', conversationId: id });
    this.events.background(async () => {
      await this.events.toUser(userId, { type: 'unread', total: await this.messages.unreadTotal(userId) });
    });
    return this.detail(id);
  }

  /** New members see the history as unread (the spec's 1970 default), so their header count changes. */
  private async pushUnread(conversationId: string, userIds: string[]): Promise<void> {
    const wanted = new Set(userIds);
    const rows = await this.messages.unreadForParticipants(conversationId, null);
    await Promise.all(
      rows
        .filter((row) => wanted.has(row.userId))
        .map((row) =>
          this.events.toUser(row.userId, {
            type: 'unread',
            total: row.total,
            conversationId,
            unreadInConversation: row.inConversation,
          }),
        ),
    );
  }

  /**
   * Contact Seller: the buyer's inquiry conversation about a service, titled after it, with the seller.
   * Reused when it already exists, so asking twice keeps one thread.
   */
  async contactSeller(user: AuthUser, serviceId: string): Promise<{ conversation: ConversationDetail; created: boolean }> {
    const service = isUuid(serviceId) ? await this.conversations.findService(serviceId) : null;
    if (!service || (!service.isActive && service.sellerId !== user.id)) throw notFound('Service');
    if (service.sellerId === user.id)
      throw new AppError('own_service', 400, 'You cannot contact yourself about your own service');
    const { id, created } = await this.conversations.findOrCreateInquiry(service, user.id);
    if (created) await this.events.toUser(service.sellerId, { type: 'conversation.added', conversationId: id });
    return { conversation: await this.detail(id), created };
  }

  async people(user: AuthUser, q: string | undefined, cursor: string | undefined, limit: number): Promise<PersonPage> {
    const values = decodeCursor('people', cursor, 2, badCursor);
    const after = values ? { name: String(values[0]), id: String(values[1]) } : null;
    const wait = await this.limiter.consume(`people:user:${user.id}`, DIRECTORY_RULE);
    if (wait !== null) throw rateLimited('Too many directory searches.', wait);
    const rows = await this.conversations.people(user, q?.trim() || undefined, limit + 1, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toPerson),
      nextCursor: rows.length > limit && last ? encodeCursor('people', [last.sortName, last.id]) : null,
    };
  }
}
