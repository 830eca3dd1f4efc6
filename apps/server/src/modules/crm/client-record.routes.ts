import {
  CLIENT_PROJECT_REFS_CAP,
  type ClientBilling,
  clientBillingSchema,
  clientBulkResultSchema,
  clientBulkSchema,
  clientNoteInputSchema,
  clientNotePinSchema,
  clientNoteSchema,
  clientProjectRefListSchema,
  savedViewInputSchema,
  savedViewSchema,
  timelinePageSchema,
  timelineQuerySchema,
} from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { assignmentsOf } from './assignments.routes';
import { ClientNotesRepository } from './client-notes.repository';
import { ClientRecordService } from './client-record.service';
import type { TimelineSource } from './client-timeline.repository';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { crmTimelineSource } from './crm-timeline.repository';
import { clientProjectRefs } from './project-refs.repository';
import { SavedViewsRepository } from './saved-views.repository';

const noteParams = z.object({ id: z.string(), noteId: z.string() });

/** The client record page (timeline, notes), the list's bulk actions, tags and saved views. */
export async function clientRecordRoutes(
  instance: FastifyInstance,
  options: {
    timelineSources: readonly TimelineSource[];
    billing?: (workspaceId: string, clientId: string) => Promise<ClientBilling>;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const repository = new ClientsRepository(db);
  const clients = new ClientsService(repository);
  const assignments = assignmentsOf(app);
  const record = new ClientRecordService(repository, new ClientNotesRepository(db), new SavedViewsRepository(db), [
    crmTimelineSource(db),
    ...options.timelineSources,
  ]);
  const tags = ['crm'];

  app.get(
    '/api/crm/clients/:id/timeline',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, querystring: timelineQuerySchema, response: { 200: timelinePageSchema } },
    },
    async (request) => record.timeline((await request.workspace()).id, request.params.id, request.query),
  );

  app.get(
    '/api/crm/clients/:id/billing',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: clientBillingSchema } } },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      const client = await clients.get(workspaceId, request.params.id);
      return options.billing
        ? options.billing(workspaceId, client.id)
        : ({ totals: [], invoiceCount: 0, invoices: [] } satisfies ClientBilling);
    },
  );

  app.get(
    '/api/crm/clients/:id/projects',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, response: { 200: clientProjectRefListSchema } },
    },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      const client = await clients.get(workspaceId, request.params.id);
      return { items: await clientProjectRefs(db, workspaceId, client.id, CLIENT_PROJECT_REFS_CAP) };
    },
  );

  app.get(
    '/api/crm/clients/:id/notes',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: z.array(clientNoteSchema) } } },
    async (request) => record.listNotes(await request.workspace(), request.params.id),
  );

  app.post(
    '/api/crm/clients/:id/notes',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: clientNoteInputSchema, response: { 201: clientNoteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await record.addNote(await request.workspace(), request.params.id, request.body)),
  );

  app.put(
    '/api/crm/clients/:id/notes/:noteId',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: noteParams, body: clientNoteInputSchema, response: { 200: clientNoteSchema } },
    },
    async (request) => record.updateNote(await request.workspace(), request.params.id, request.params.noteId, request.body),
  );

  app.put(
    '/api/crm/clients/:id/notes/:noteId/pin',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: noteParams, body: clientNotePinSchema, response: { 200: clientNoteSchema } },
    },
    async (request) =>
      record.updateNote(await request.workspace(), request.params.id, request.params.noteId, {
        pinned: request.body.pinned,
      }),
  );

  app.delete(
    '/api/crm/clients/:id/notes/:noteId',
    { config: { workspace: 'client_work' }, schema: { tags, params: noteParams } },
    async (request, reply) => {
      await record.deleteNote(await request.workspace(), request.params.id, request.params.noteId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/crm/clients/bulk',
    { config: { workspace: 'client_work' }, schema: { tags, body: clientBulkSchema, response: { 200: clientBulkResultSchema } } },
    async (request) => {
      const { body } = request;
      if (body.action === 'assign') return assignments.assignClients(await request.workspace(), body.ids, body.userId);
      return clients.bulk((await request.workspace()).id, body);
    },
  );

  app.get(
    '/api/crm/client-tags',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(z.string()) } } },
    async (request) => clients.tags((await request.workspace()).id),
  );

  app.get(
    '/api/crm/saved-views',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(savedViewSchema) } } },
    async (request) => record.savedViews((await request.workspace()).userId),
  );

  app.post(
    '/api/crm/saved-views',
    { config: { workspace: 'client_work' }, schema: { tags, body: savedViewInputSchema, response: { 201: savedViewSchema } } },
    async (request, reply) => reply.status(201).send(await record.saveView((await request.workspace()).userId, request.body)),
  );

  app.delete(
    '/api/crm/saved-views/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await record.deleteView((await request.workspace()).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
