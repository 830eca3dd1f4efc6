import {
  addParticipantsSchema,
  CONVERSATION_PAGE_SIZE,
  contactSellerSchema,
  conversationDetailSchema,
  conversationPageSchema,
  createConversationSchema,
  personPageSchema,
} from '@proclub/contracts/messaging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pagedRecordRoutes } from '../../lib/crud-routes';
import type { ConversationsService } from './conversations.service';

const tags = ['messaging'];
const pageQuery = (defaultLimit: number) =>
  z.object({
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });

export function conversationsRoutes(instance: FastifyInstance, service: ConversationsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  pagedRecordRoutes(
    app,
    {
      base: '/api/messaging/conversations',
      tags,
      item: conversationDetailSchema,
      input: createConversationSchema,
      query: pageQuery(CONVERSATION_PAGE_SIZE),
      list: conversationPageSchema,
    },
    service,
  );

  app.post(
    '/api/messaging/conversations/:id/participants',
    {
      schema: {
        tags,
        params: idParams,
        body: addParticipantsSchema,
        response: { 200: conversationDetailSchema.extend({ added: z.number() }) },
      },
    },
    async (request) => service.addParticipants(await request.requireUser(), request.params.id, request.body.userIds),
  );

  app.delete(
    '/api/messaging/conversations/:id/participants/:userId',
    {
      schema: {
        tags,
        params: idParams.extend({ userId: z.string().max(64) }),
        response: { 200: conversationDetailSchema },
      },
    },
    async (request) => service.removeParticipant(await request.requireUser(), request.params.id, request.params.userId),
  );

  app.post(
    '/api/messaging/contact-seller',
    {
      schema: {
        tags,
        body: contactSellerSchema,
        response: { 200: conversationDetailSchema, 201: conversationDetailSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.contactSeller(await request.requireUser(), request.body.serviceId);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/api/messaging/people',
    {
      schema: {
        tags,
        querystring: pageQuery(20).extend({ q: z.string().max(100).optional() }),
        response: { 200: personPageSchema },
      },
    },
    async (request) => service.people(await request.requireUser(), request.query.q, request.query.cursor, request.query.limit),
  );
}
