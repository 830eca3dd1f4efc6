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
import { idParams } from '../../lib/crud-routes';
import type { ConversationsService } from './conversations.service';

const tags = ['messaging'];
const pageQuery = (defaultLimit: number) =>
  z.object({
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });

export function conversationsRoutes(instance: FastifyInstance, service: ConversationsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/messaging/conversations',
    { schema: { tags, querystring: pageQuery(CONVERSATION_PAGE_SIZE), response: { 200: conversationPageSchema } } },
    async (request) => service.list(await request.requireUser(), request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/messaging/conversations',
    { schema: { tags, body: createConversationSchema, response: { 201: conversationDetailSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(await request.requireUser(), request.body)),
  );

  app.get(
    '/api/messaging/conversations/:id',
    { schema: { tags, params: idParams, response: { 200: conversationDetailSchema } } },
    async (request) => service.get(await request.requireUser(), request.params.id),
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
