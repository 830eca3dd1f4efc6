import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { parsePorts } from '../../lib/ip-policy';
import { defineJob } from '../../lib/jobs/index';
import { adoptRules, type RuleOn } from './rule-adoption.repository';
import type { WorkflowEngine } from './workflow-engine.repository';
import { WorkflowsService } from './workflows.repository';
import { workflowsRoutes } from './workflows.routes';

/**
 * Workflows (issue 35, ADR 052): the engine's jobs (enrolment, steps, webhooks, the recovery sweep, schedules,
 * date triggers) and the builder's routes. The engine is made in app.ts (createWorkflowEngine) because the
 * domain-event recorder every module reports to is part of it. `rulesOn` reads the old automation switches
 * (products), adopted once as ready-made workflows by a job queued at start (ADR 056).
 */
export async function workflowsPlugin(
  app: FastifyInstance,
  { env, engine, rulesOn }: { env: Env; engine: WorkflowEngine; rulesOn: () => Promise<RuleOn[]> },
) {
  engine.register();
  const adoptJob = defineJob<Record<string, never>>({
    name: 'workflows.adopt-rules',
    title: 'Old automation switches as workflows',
    handler: async () => ({ created: await adoptRules(app.database.db, await rulesOn()) }),
  });
  app.jobs.register(adoptJob);
  app.addHook('onReady', async () => {
    await engine.ensureSchedules();
    // Each start queues it (one job across instances starting together); after the first it finds nothing to adopt.
    await app.jobs.enqueue(adoptJob, {}, { singletonKey: 'workflows.adopt-rules', singletonSeconds: 60 });
  });
  const policy = { allowLoopback: env.ANALYZER_ALLOW_LOOPBACK, allowedPorts: parsePorts(env.ANALYZER_ALLOWED_PORTS) };
  const service = new WorkflowsService(app.database.db, engine, app.jobs, policy);
  await app.register(workflowsRoutes, { service, testClock: env.NODE_ENV !== 'production' });
}
