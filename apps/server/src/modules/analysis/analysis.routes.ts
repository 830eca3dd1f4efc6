import { PassThrough } from 'node:stream';
import {
  ANALYSIS_STREAM_TYPE,
  type AnalysisStreamEvent,
  analysisListQuerySchema,
  analysisPageSchema,
  analysisResultSchema,
  analyzeRequestSchema,
  industrySchema,
  repriceRequestSchema,
  roiDefaultsResponseSchema,
  sendReportRequestSchema,
  sendReportResponseSchema,
  updateRoiDefaultSchema,
} from '@proclub/contracts/analysis';
import { WORKSPACE_HEADER } from '@proclub/contracts/workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { AppError, rateLimited } from '../../lib/app-error';
import { abortWhenCallerLeaves, withRetryAfter } from '../../lib/long-running-routes';
import { safeFetcherFromEnv } from '../../lib/safe-fetch';
import { RateLimiter } from '../auth/auth.public';
import { MembershipAccess } from '../membership/membership.public';
import { profileLookup } from '../profiles/profiles.public';
import { AnalysisRepository } from './analysis.repository';
import { AnalysisService } from './analysis.service';
import { registerAnalysisEngine } from './analysis-engine';
import { chromiumPath, createPageRenderer } from './page-renderer';

const idParams = z.object({ id: z.string().max(64) });
const industryParams = z.object({ industry: industrySchema });

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes(ANALYSIS_STREAM_TYPE);

/**
 * POST /api/analysis runs an analysis for anyone (saved for signed-in sellers). With
 * `Accept: application/x-ndjson` the answer is a stream of progress events ending in the result (or an
 * error event); otherwise one JSON result. History, reopening and emailing are for the seller who saved it.
 */
export async function analysisRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const profiles = profileLookup(db);
  const fetcher = safeFetcherFromEnv(env);
  const renderer = createPageRenderer({
    executablePath: chromiumPath(env.ANALYZER_CHROMIUM_PATH),
    fetcher,
    pages: env.ANALYZER_RENDER_PAGES,
    timeoutMs: env.ANALYZER_RENDER_TIMEOUT_MS,
  });
  // Re-audits run the same rendering and crawl as the analysis (analysis-engine.ts).
  const unregister = registerAnalysisEngine({
    renderer,
    crawler: env.ANALYZER_CRAWL_PAGES > 0 ? { pages: env.ANALYZER_CRAWL_PAGES } : undefined,
  });
  app.addHook('onClose', async () => {
    unregister();
    await renderer.close();
    await fetcher.close();
  });
  const service = new AnalysisService({
    analyses: new AnalysisRepository(db),
    profiles,
    limiter: new RateLimiter(db),
    fetcher,
    renderer,
    mailer: app.mailer,
    env,
    log: app.log,
    membership: new MembershipAccess(db),
  });
  const tags = ['analysis'];
  // Analyses without an account running in this process: capped, so visitors cannot hold every render slot.
  let anonymousRunning = 0;
  const ANONYMOUS_BUSY_RETRY_SECONDS = 30;

  /**
   * The workspace a signed-in person's analysis is saved in: the one named by X-Workspace-Id (the guard's 404 for a
   * workspace they are not in), none without the header (a buyer's or a visitor's analysis is not saved).
   */
  const savingWorkspace = async (request: FastifyRequest) =>
    request.headers[WORKSPACE_HEADER] ? request.workspace('client_work') : null;

  app.post(
    '/api/analysis',
    { schema: { tags, body: analyzeRequestSchema, response: { 200: analysisResultSchema } } },
    async (request, reply) => {
      const user = await request.currentUser();
      const workspace = user ? await savingWorkspace(request) : null;
      await withRetryAfter(reply, async () => {
        if (!user && anonymousRunning >= env.ANONYMOUS_ANALYSES_AT_ONCE)
          throw rateLimited('Too many analyses without an account are running.', ANONYMOUS_BUSY_RETRY_SECONDS, {
            retryAfterSeconds: ANONYMOUS_BUSY_RETRY_SECONDS,
          });
        await service.admit(user, request.ip);
      });
      if (!user) anonymousRunning++;
      let released = false;
      const release = () => {
        if (!user && !released) anonymousRunning--;
        released = true;
      };
      const signal = abortWhenCallerLeaves(reply);

      if (!wantsStream(request)) {
        try {
          const result = await service.analyze(workspace, request.body, { signal });
          const { networkMs, processingMs } = result.analysisData.timings;
          reply.header('server-timing', `network;dur=${networkMs}, app;dur=${processingMs}`);
          return result;
        } finally {
          release();
        }
      }

      const stream = new PassThrough();
      const write = (event: AnalysisStreamEvent) => stream.write(`${JSON.stringify(event)}\n`);
      reply.type(ANALYSIS_STREAM_TYPE).header('cache-control', 'no-store').header('x-accel-buffering', 'no');
      void reply.send(stream as never);
      service
        .analyze(workspace, request.body, { signal, onEvent: write })
        .then((result) => write({ type: 'result', result }))
        .catch((error: unknown) => {
          if (error instanceof AppError) write({ type: 'error', error: { code: error.code, message: error.message } });
          else {
            request.log.error({ err: error }, 'analysis failed');
            write({ type: 'error', error: { code: 'internal_error', message: 'Something went wrong' } });
          }
        })
        .finally(() => {
          release();
          stream.end();
        });
      return reply;
    },
  );

  app.get(
    '/api/analysis',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: analysisListQuerySchema, response: { 200: analysisPageSchema } },
    },
    async (request) => service.history((await request.workspace()).id, request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/analysis/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: analysisResultSchema } } },
    async (request) => service.get((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/analysis/:id/email',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: sendReportRequestSchema, response: { 200: sendReportResponseSchema } },
    },
    async (request) => {
      // Mail to a client answers to the sender's address: only once it is verified.
      const sender = await request.requireVerifiedUser();
      return service.emailReport((await request.workspace()).id, sender, request.params.id, request.body.to);
    },
  );

  // The analysis as the prospect's PDF: for its seller, and behind the link in the emailed report.
  app.get(
    '/api/analysis/:id/pdf',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { file, name } = await service.pdf((await request.workspace()).id, request.params.id);
      return reply.header('content-disposition', `attachment; filename="${name}"`).type('application/pdf').send(file);
    },
  );
  app.get(
    '/api/public/analysis-reports/:token/pdf',
    { schema: { tags, params: z.object({ token: z.string().max(128) }) } },
    async (request, reply) => {
      const { file, name } = await service.publicPdf(request.params.token);
      return reply
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(file);
    },
  );

  // ROI inputs: per-industry defaults the seller edits, and re-pricing one saved analysis.
  app.get(
    '/api/analysis/roi-defaults',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: roiDefaultsResponseSchema } } },
    async (request) => ({
      items: await service.roiDefaults((await request.workspace()).id),
    }),
  );

  app.put(
    '/api/analysis/roi-defaults/:industry',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: industryParams, body: updateRoiDefaultSchema, response: { 200: roiDefaultsResponseSchema } },
    },
    async (request) => ({
      items: await service.saveRoiDefault((await request.workspace()).id, request.params.industry, request.body),
    }),
  );

  app.delete(
    '/api/analysis/roi-defaults/:industry',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: industryParams, response: { 200: roiDefaultsResponseSchema } },
    },
    async (request) => ({ items: await service.resetRoiDefault((await request.workspace()).id, request.params.industry) }),
  );

  app.put(
    '/api/analysis/:id/pricing',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: repriceRequestSchema, response: { 200: analysisResultSchema } },
    },
    async (request) => service.reprice((await request.workspace()).id, request.params.id, request.body),
  );
}
