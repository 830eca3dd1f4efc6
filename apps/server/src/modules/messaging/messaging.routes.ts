import type { FastifyInstance } from 'fastify';
import { RateLimiter } from '../auth/auth.public';
import { WorkspaceTeam } from '../workspaces/workspaces.public';
import { ConversationsRepository } from './conversations.repository';
import { conversationsRoutes } from './conversations.routes';
import { ConversationsService } from './conversations.service';
import { MessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { MessagesService } from './messages.service';
import { ConversationAccess } from './messaging.access';
import { type Clock, systemClock } from './messaging.clock';
import { MessagingEvents } from './messaging.events';
import { TypingRepository } from './typing.repository';

export interface MessagingOptions {
  /** Time source for typing expiry; tests pass a fake one. */
  clock?: Clock;
}

/** Messaging: conversations, participants, messages, reactions, typing, read state and the conversation channel. */
export async function messagingRoutes(app: FastifyInstance, options: MessagingOptions = {}) {
  const db = app.database.db;
  const conversations = new ConversationsRepository(db);
  const messages = new MessagesRepository(db);
  const access = new ConversationAccess(conversations);
  const events = new MessagingEvents(app.realtime, app.log);

  // Only participants may subscribe to conversation:{id}; everyone else is told it does not exist.
  app.realtime.channels.register('conversation', (user, id) => access.isParticipant(id, user.id));

  conversationsRoutes(app, new ConversationsService(conversations, messages, access, events, new RateLimiter(db)));
  messagesRoutes(
    app,
    new MessagesService(
      messages,
      new TypingRepository(db),
      access,
      events,
      options.clock ?? systemClock,
      app.notifications,
      new WorkspaceTeam(db),
    ),
  );

  app.addHook('onClose', () => events.drain());
}
