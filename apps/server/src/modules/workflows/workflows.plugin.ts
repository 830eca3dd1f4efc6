import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { parsePorts } from '../../lib/ip-policy';
import type { WorkflowEngine } from './workflow-engine.repository';
import { WorkflowsService } from './workflows.repository';
import { workflowsRoutes } from './workflows.routes';

/**
 * Workflows (issue 35, ADR 052): the engine's jobs (enrolment, steps, webhooks, the recovery sweep, schedules,
 * date triggers) and the builder's routes. The engine is made in app.ts (createWorkflowEngine) because the
 * domain-event recorder every module reports to is part of it.
 */
export async function workflowsPlugin(app: FastifyInstance, { env, engine }: { env: Env; engine: WorkflowEngine }) {
  engine.register();
  app.addHook('onReady', async () => {
    await engine.ensureSchedules();
  });
  const policy = { allowLoopback: env.ANALYZER_ALLOW_LOOPBACK, allowedPorts: parsePorts(env.ANALYZER_ALLOWED_PORTS) };
  const service = new WorkflowsService(app.database.db, engine, app.jobs, policy);
  await app.register(workflowsRoutes, { service, testClock: env.NODE_ENV !== 'production' });
}
