import {
  listQuerySchema,
  rankCheckInputSchema,
  rankCheckSchema,
  rankHistorySchema,
  rankImportQuerySchema,
  rankImportReportSchema,
  rankKeywordInputSchema,
  rankKeywordSchema,
  rankProviderStatusSchema,
} from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../lib/app-error';
import { idParams } from '../../../lib/crud-routes';
import { abortWhenCallerLeaves } from '../../../lib/long-running-routes';
import { ProductClientsRepository } from '../product-clients.repository';
import { RANK_CHECK_CRON, registerRankCheckJobs } from './rank-check.job';
import { RankImportService } from './rank-import.service';
import type { RankProvider } from './rank-provider';
import { RankTrackerRepository } from './rank-tracker.repository';
import { RankTrackerService } from './rank-tracker.service';

/** /api/products/rank-tracker: keywords, checks (manual, CSV, provider), the last 20 checks and history. */
export async function rankTrackerRoutes(instance: FastifyInstance, { provider }: { provider: RankProvider | null }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new RankTrackerRepository(app.database.db);
  const clients = new ProductClientsRepository(app.database.db);
  const service = new RankTrackerService(repository, clients, provider);
  if (provider) {
    const { fanOut } = registerRankCheckJobs(app.jobs, repository, provider, app.log.child({ module: 'rank-tracker' }));
    await app.jobs.schedule(fanOut, { timing: { cron: RANK_CHECK_CRON }, payload: {} });
  } else {
    // RANK_PROVIDER unset: positions are entered by hand; a schedule left from an earlier configuration goes.
    await app.jobs.unschedule({ name: 'rank.check-all' });
  }
  const importer = new RankImportService(repository, clients);
  const tags = ['products'];

  app.get(
    '/api/products/rank-tracker/provider',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: rankProviderStatusSchema } } },
    async () => service.providerStatus(),
  );

  app.get(
    '/api/products/rank-tracker/keywords',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(rankKeywordSchema) } },
    },
    async (request) => service.keywords((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/rank-tracker/keywords',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: rankKeywordInputSchema, response: { 201: rankKeywordSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.addKeyword((await request.workspace()).id, request.body)),
  );

  app.put(
    '/api/products/rank-tracker/keywords/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: rankKeywordInputSchema, response: { 200: rankKeywordSchema } },
    },
    async (request) => service.updateKeyword((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/rank-tracker/keywords/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.deleteKeyword((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/products/rank-tracker/keywords/:id/history',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: rankHistorySchema } } },
    async (request) => service.history((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/products/rank-tracker/keywords/:id/check-now',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 201: rankCheckSchema } } },
    async (request, reply) => {
      const signal = abortWhenCallerLeaves(reply);
      return reply.status(201).send(await service.checkNow((await request.workspace()).id, request.params.id, signal));
    },
  );

  // Checks are recorded and deleted, never edited.
  app.get(
    '/api/products/rank-tracker/checks',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(rankCheckSchema) } } },
    async (request) => service.recentChecks((await request.workspace()).id),
  );

  app.post(
    '/api/products/rank-tracker/checks',
    { config: { workspace: 'client_work' }, schema: { tags, body: rankCheckInputSchema, response: { 201: rankCheckSchema } } },
    async (request, reply) => reply.status(201).send(await service.recordCheck((await request.workspace()).id, request.body)),
  );

  app.delete(
    '/api/products/rank-tracker/checks/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.deleteCheck((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/products/rank-tracker/checks/import',
    {
      config: { acceptsUploads: true, workspace: 'client_work' },
      schema: { tags, querystring: rankImportQuerySchema, response: { 200: rankImportReportSchema } },
    },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      if (!request.isMultipart()) throw badRequest('file', 'Choose a CSV file to import');
      const file = await request.file({ limits: { files: 1, fileSize: 2 * 1024 * 1024 } });
      if (!file) throw badRequest('file', 'Choose a CSV file to import');
      const content = await file.toBuffer().catch(() => {
        throw badRequest('file', 'The CSV file must be at most 2 MB');
      });
      const text = new TextDecoder('utf-8', { fatal: false }).decode(content);
      if (text.includes('\u0000')) throw badRequest('file', 'The file is not a CSV text file');
      return importer.importCsv(workspaceId, text, request.query.dryRun === 'true');
    },
  );
}
