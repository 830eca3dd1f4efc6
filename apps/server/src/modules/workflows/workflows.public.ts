// What the composition (app.ts) uses from workflows: the engine (with the domain-event recorder every module
// reports its facts to, through app.recordDomainEvent) and the plugin with the builder's routes and jobs.
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { DomainEventInput, RecordDomainEvent } from '../../lib/domain-events';
import { safeFetcherFromEnv } from '../../lib/safe-fetch';
import type { CreateTaskInput, WorkflowEffects } from './engine-types';
import { WorkflowEngine } from './workflow-engine.repository';

export { adoptRules, type RuleOn } from './rule-adoption.repository';
export { workflowsPlugin } from './workflows.plugin';
export type { CreateTaskInput, WorkflowEffects };

/** The engine on this app's database, jobs, mailer and notifier; `effects` are other modules' writes (tasks). */
export function createWorkflowEngine(
  app: FastifyInstance,
  env: Env,
  effects: WorkflowEffects,
): { engine: WorkflowEngine; record: RecordDomainEvent } {
  const fetcher = safeFetcherFromEnv(env);
  app.addHook('onClose', () => fetcher.close());
  const log = app.log.child({ module: 'workflows' });
  // Reporting never throws into the reporting module's flow (its fact is already recorded): failures are logged.
  const record: RecordDomainEvent = async (event: DomainEventInput) => {
    try {
      await engine.record(event);
    } catch (error) {
      log.error({ err: error, type: event.type }, 'recording a domain event failed');
    }
  };
  const engine: WorkflowEngine = new WorkflowEngine({
    db: app.database.db,
    jobs: app.jobs,
    mailer: app.mailer,
    notifier: app.notifications,
    env,
    log,
    effects,
    fetcher,
    recordEvent: record,
  });
  return { engine, record };
}
