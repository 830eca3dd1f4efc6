import type { ParticipantRole } from '@proclub/contracts/messaging';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { ConversationsRepository } from './conversations.repository';

/**
 * The one participant check. A conversation the user is not in answers exactly like one that does not
 * exist (404), so ids cannot be probed.
 */
export class ConversationAccess {
  constructor(private readonly conversations: ConversationsRepository) {}

  async isParticipant(conversationId: string, userId: string): Promise<boolean> {
    return isUuid(conversationId) && (await this.conversations.participantRole(conversationId, userId)) !== null;
  }

  async require(user: AuthUser, conversationId: string): Promise<ParticipantRole> {
    const role = isUuid(conversationId) ? await this.conversations.participantRole(conversationId, user.id) : null;
    if (!role) throw notFound('Conversation');
    return role;
  }
}
