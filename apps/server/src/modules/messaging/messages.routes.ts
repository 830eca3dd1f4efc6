import {
  MESSAGE_PAGE_SIZE,
  messagePageSchema,
  messageSchema,
  messageSearchResultSchema,
  reactionInputSchema,
  reactionResultSchema,
  readResultSchema,
  searchQuerySchema,
  sendMessageSchema,
  typingInputSchema,
  typingListSchema,
  unreadTotalSchema,
} from '@proclub/contracts/messaging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessagesService } from './messages.service';

const tags = ['messaging'];
const conversationParams = z.object({ id: z.string().max(64) });

export function messagesRoutes(instance: FastifyInstance, service: MessagesService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/messaging/conversations/:id/messages',
    {
      schema: {
        tags,
        params: conversationParams,
        querystring: z.object({
          cursor: z.string().max(500).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
        }),
        response: { 200: messagePageSchema },
      },
    },
    async (request) => service.page(await request.requireUser(), request.params.id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/messaging/conversations/:id/messages',
    { schema: { tags, params: conversationParams, body: sendMessageSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await service.send(user, request.params.id, request.body.content));
    },
  );

  app.post(
    '/api/messaging/conversations/:id/messages/:messageId/reactions',
    {
      schema: {
        tags,
        params: conversationParams.extend({ messageId: z.string().max(64) }),
        body: reactionInputSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) =>
      service.toggleReaction(await request.requireUser(), request.params.id, request.params.messageId, request.body.emoji),
  );

  app.post(
    '/api/messaging/conversations/:id/read',
    { schema: { tags, params: conversationParams, response: { 200: readResultSchema } } },
    async (request) => service.markRead(await request.requireUser(), request.params.id),
  );

  app.put(
    '/api/messaging/conversations/:id/typing',
    { schema: { tags, params: conversationParams, body: typingInputSchema } },
    async (request, reply) => {
      await service.setTyping(await request.requireUser(), request.params.id, request.body.isTyping);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/messaging/conversations/:id/typing',
    { schema: { tags, params: conversationParams, response: { 200: typingListSchema } } },
    async (request) => service.typingNow(await request.requireUser(), request.params.id),
  );

  app.get('/api/messaging/unread', { schema: { tags, response: { 200: unreadTotalSchema } } }, async (request) =>
    service.unreadTotal(await request.requireUser()),
  );

  app.get(
    '/api/messaging/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: messageSearchResultSchema } } },
    async (request) => service.search(await request.requireUser(), request.query.q),
  );
}
