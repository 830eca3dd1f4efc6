import {
  clientContactInputSchema,
  clientContactListSchema,
  clientContactSchema,
  clientContactUpdateSchema,
  contactParams,
} from '@proclub/contracts/client-contacts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { ClientContactsRepository } from './client-contacts.repository';
import { ClientContactsService } from './client-contacts.service';

/** A client's contact persons (issue 33): /api/crm/clients/:id/contacts. */
export async function clientContactsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const contacts = new ClientContactsService(new ClientContactsRepository(app.database.db));
  const tags = ['crm'];

  app.get(
    '/api/crm/clients/:id/contacts',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: clientContactListSchema } } },
    async (request) => ({ items: await contacts.list((await request.workspace()).id, request.params.id) }),
  );

  app.post(
    '/api/crm/clients/:id/contacts',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: clientContactInputSchema, response: { 201: clientContactSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await contacts.add((await request.workspace()).id, request.params.id, request.body)),
  );

  app.patch(
    '/api/crm/clients/:id/contacts/:contactId',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: contactParams, body: clientContactUpdateSchema, response: { 200: clientContactSchema } },
    },
    async (request) => contacts.update((await request.workspace()).id, request.params.id, request.params.contactId, request.body),
  );

  app.delete(
    '/api/crm/clients/:id/contacts/:contactId',
    { config: { workspace: 'client_work' }, schema: { tags, params: contactParams } },
    async (request, reply) => {
      await contacts.remove((await request.workspace()).id, request.params.id, request.params.contactId);
      return reply.status(204).send();
    },
  );
}
