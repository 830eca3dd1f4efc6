import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { JOBS_INSTALL_LOCK_ID, withAdvisoryLock } from '../../db/advisory-lock';
import { JobEngine } from './job-engine';
import { sqlFor } from './sql-executor';
import type { Jobs } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Decorates app.jobs. Plugins register their job definitions while the app is built; the engine starts when the
 * app is ready (so every handler is known) and stops in preClose, before onClose hooks close transports and
 * server.ts closes the database: running jobs get JOBS_SHUTDOWN_GRACE_MS to finish, the rest go back to retry.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const engine = new JobEngine({
      sql: sqlFor(app.database),
      db: app.database.db,
      log: app.log,
      work: env.JOBS_WORKERS,
      pollingIntervalSeconds: env.JOBS_POLL_INTERVAL_MS / 1000,
      scheduleTickMs: env.JOBS_SCHEDULE_TICK_MS,
      maintenanceIntervalSeconds: env.JOBS_MAINTENANCE_INTERVAL_SECONDS,
      shutdownGraceMs: env.JOBS_SHUTDOWN_GRACE_MS,
      startLock: (start) => withAdvisoryLock(app.database, JOBS_INSTALL_LOCK_ID, start),
    });
    app.decorate('jobs', engine as Jobs);
    app.addHook('onReady', () => engine.start());
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
