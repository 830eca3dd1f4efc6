import {
  clientExportQuerySchema,
  clientInputSchema,
  clientListQuerySchema,
  clientOptionSchema,
  clientPageSchema,
  clientSchema,
  importQuerySchema,
  importReportSchema,
  optionsQuerySchema,
} from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { MembershipAccess } from '../membership/membership.public';
import { ClientImportService } from './client-import.service';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

export async function clientsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new ClientsRepository(app.database.db);
  const clients = new ClientsService(repository);
  const importer = new ClientImportService(repository);
  const membership = new MembershipAccess(app.database.db);
  const tags = ['crm'];

  app.get(
    '/api/crm/clients',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: clientListQuerySchema, response: { 200: clientPageSchema } },
    },
    async (request) => {
      const { cursor, limit, assigned, ...filters } = request.query;
      const { id, userId } = await request.workspace();
      return clients.list(id, { ...filters, assignedTo: assigned === 'me' ? userId : undefined }, cursor, limit);
    },
  );

  app.get(
    '/api/crm/clients/options',
    {
      config: { workspace: 'client_work' },
      schema: {
        tags,
        querystring: optionsQuerySchema,
        response: { 200: z.array(clientOptionSchema) },
      },
    },
    async (request) => clients.options((await request.workspace()).id, request.query.q),
  );

  app.get(
    '/api/crm/clients/export',
    { config: { workspace: 'client_work' }, schema: { tags, querystring: clientExportQuerySchema } },
    async (request, reply) => {
      const csv = await clients.exportCsv((await request.workspace()).id, request.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/crm/clients/import',
    {
      config: { acceptsUploads: true, workspace: 'client_work' },
      schema: { tags, querystring: importQuerySchema, response: { 200: importReportSchema } },
    },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      // CSV import is part of the Advanced CRM Tools add-on.
      await membership.requireAddOn(workspaceId, 'advanced_crm');
      if (!request.isMultipart()) throw badRequest('file', 'Choose a CSV file to import');
      const file = await request.file({ limits: { files: 1 } });
      if (!file) throw badRequest('file', 'Choose a CSV file to import');
      const content = await file.toBuffer();
      const text = new TextDecoder('utf-8', { fatal: false }).decode(content);
      if (text.includes('\u0000')) throw badRequest('file', 'The file is not a CSV text file');
      return importer.importCsv(workspaceId, text, request.query.dryRun === 'true');
    },
  );

  app.post(
    '/api/crm/clients',
    { config: { workspace: 'client_work' }, schema: { tags, body: clientInputSchema, response: { 201: clientSchema } } },
    async (request, reply) => {
      const workspace = await request.workspace();
      const client = await clients.create(workspace, request.body);
      await app.recordDomainEvent({
        id: `client.created:${client.id}`,
        workspaceId: workspace.id,
        type: 'client.created',
        clientId: client.id,
      });
      return reply.status(201).send(client);
    },
  );

  app.get(
    '/api/crm/clients/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: clientSchema } } },
    async (request) => clients.get((await request.workspace()).id, request.params.id),
  );

  app.put(
    '/api/crm/clients/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: clientInputSchema, response: { 200: clientSchema } },
    },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      const before = new Set((await clients.get(workspaceId, request.params.id)).tags.map((tag) => tag.toLowerCase()));
      const client = await clients.update(workspaceId, request.params.id, request.body);
      for (const tag of client.tags.filter((item) => !before.has(item.toLowerCase())))
        await app.recordDomainEvent({ workspaceId, type: 'client.tagged', clientId: client.id, payload: { tag } });
      return client;
    },
  );

  app.delete(
    '/api/crm/clients/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await clients.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
