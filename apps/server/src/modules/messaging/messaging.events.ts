import type { ConversationChannelEvent, UserChannelEvent } from '@proclub/contracts/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../plugins/realtime/realtime.plugin';

export const conversationChannel = (id: string) => `conversation:${id}`;
export const userChannel = (id: string) => `user:${id}`;

/**
 * Typed publishing for messaging. Follow-up work that the caller need not wait for (inbox updates for every
 * recipient) runs in the background; close() waits for it so nothing touches a closed database.
 */
export class MessagingEvents {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
  ) {}

  toConversation(conversationId: string, event: ConversationChannelEvent): Promise<void> {
    return this.realtime.publish(conversationChannel(conversationId), event);
  }

  toUser(userId: string, event: UserChannelEvent): Promise<void> {
    return this.realtime.publish(userChannel(userId), event);
  }

  /** Stops a removed participant's open sockets from receiving the conversation's events. */
  revoke(conversationId: string, userId: string): Promise<void> {
    return this.realtime.revoke(conversationChannel(conversationId), userId);
  }

  background(task: () => Promise<unknown>): void {
    const running: Promise<void> = task()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'messaging realtime fan-out failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
