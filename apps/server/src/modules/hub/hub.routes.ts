import { publicReportSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { safeFetcherFromEnv } from '../../lib/safe-fetch';
import { RateLimiter } from '../auth/auth.public';
import { AuditsRepository } from './audits.repository';
import { auditsRoutes } from './audits.routes';
import { AuditsService } from './audits.service';
import { ClientActivityRepository } from './client-activity.repository';
import { clientDashboardRoutes } from './client-dashboard.routes';
import { ClientDashboardService } from './client-dashboard.service';
import { ClientRanksRepository } from './client-ranks.repository';
import { ClientReportSchedulesRepository } from './client-report-schedules.repository';
import { clientReportSchedulesRoutes } from './client-report-schedules.routes';
import { ClientReportSchedulesService } from './client-report-schedules.service';
import { HubClientsRepository } from './hub-clients.repository';
import { hubOutbound } from './hub-deps';
import { OnboardingRepository } from './onboarding.repository';
import { onboardingRoutes } from './onboarding.routes';
import { OnboardingService } from './onboarding.service';
import { ReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

const tokenParams = z.object({ token: z.string().max(100) });

/**
 * The hub: the workspace's /api/hub/* (proof reports, audits, client dashboard, onboarding) and the public
 * proof report page's data at /api/public/reports/:token.
 */
export async function hubRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const db = app.database.db;
  const out = hubOutbound(app, env);
  const clients = new HubClientsRepository(db);
  const activity = new ClientActivityRepository(db);
  const ranks = new ClientRanksRepository(db);
  const reports = new ReportsService(new ReportsRepository(db), activity, ranks, clients, out, app.storage);
  const fetcher = safeFetcherFromEnv(env);
  app.addHook('onClose', () => fetcher.close());
  const audits = new AuditsService({
    audits: new AuditsRepository(db),
    clients,
    fetcher,
    limiter: new RateLimiter(db),
    perUser: { limit: env.ANALYSES_PER_USER, windowMs: env.ANALYSIS_WINDOW_MINUTES * 60_000 },
  });
  const dashboard = new ClientDashboardService(activity, ranks, clients, app.log);
  const schedules = new ClientReportSchedulesService({
    schedules: new ClientReportSchedulesRepository(db),
    audits: new AuditsRepository(db),
    activity,
    ranks,
    fetcher,
    jobs: app.jobs,
    log: app.log,
    // The audit alert is a workflow now (issue 35): a re-audit reports how much the score changed.
    auditRan: async (run) => {
      if (run.previous !== null)
        await app.recordDomainEvent({
          id: `audit.score_changed:${run.runId}`,
          workspaceId: run.vendorId,
          type: 'audit.score_changed',
          clientId: run.clientId,
          subjectId: run.runId,
          payload: { score: run.score, previous: run.previous, change: run.score - run.previous },
        });
    },
    sendReport: (vendorId, reportId) => reports.sendAs(vendorId, reportId),
  });
  schedules.register();
  app.addHook('onReady', async () => {
    await schedules.ensurePlatformSchedule();
    // The hourly scans of the old automation rules are gone (issue 35: they are workflows on events now).
    for (const name of ['automations.lead-follow-up', 'automations.review-request']) await app.jobs.unschedule({ name });
  });
  const onboarding = new OnboardingService(new OnboardingRepository(db), clients);

  // Every /api/hub/* route declares its workspace action: the kernel guard (ADR 045) scopes and authorizes it.
  await app.register(reportsRoutes, { reports });
  await app.register(auditsRoutes, { audits });
  await app.register(clientDashboardRoutes, { dashboard });
  await app.register(onboardingRoutes, { onboarding });
  await app.register(clientReportSchedulesRoutes, { schedules });

  await app.register(async (publicScope) => {
    const typed = publicScope.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/api/public/reports/:token',
      { schema: { tags: ['public'], params: tokenParams, response: { 200: publicReportSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return reports.publicView(request.params.token);
      },
    );
    // The page's beacon, sent by its script once rendered: the only thing that counts a view (link
    // unfurlers GET or HEAD the page and never run it).
    typed.post(
      '/api/public/reports/:token/view',
      { schema: { tags: ['public'], params: tokenParams } },
      async (request, reply) => {
        const viewer = await request.currentUser();
        await reports.recordView(request.params.token, viewer?.id ?? null);
        return reply.status(204).send();
      },
    );
    typed.get('/api/public/reports/:token/pdf', { schema: { tags: ['public'], params: tokenParams } }, async (request, reply) => {
      const { file, name } = await reports.publicPdf(request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', `inline; filename="${name}"`)
        .type('application/pdf')
        .send(file);
    });
  });
}
