/**
 * The durable job engine (pg-boss on PostgreSQL and PGlite; ADR docs/decisions — job engine). Jobs are rows: they
 * survive restarts, retry with backoff, run once across instances, and are listed on the Schedules page.
 *
 * Usage, in a Fastify plugin registered after `jobsPlugin` (app.ts):
 *
 *   import { defineJob } from '../../lib/jobs';
 *
 *   export const reauditJob = defineJob<{ clientId: string }>({
 *     name: 'agency.reaudit',              // queue name: a-z 0-9 . _ -
 *     title: 'Site re-audit',              // shown on the Schedules page
 *     retryLimit: 3, retryDelaySeconds: 30, // backoff doubles: 30 s, 60 s, 120 s
 *     async handler({ clientId }, { ownerId, jobId, attempt, signal, log }) {
 *       // must be idempotent: a process killed mid-run has its job run again after expireInSeconds
 *     },
 *   });
 *
 *   app.jobs.register(reauditJob);                                          // while the plugin registers
 *   await app.jobs.enqueue(reauditJob, { clientId }, { ownerId: sellerId }); // now
 *   await app.jobs.enqueue(reauditJob, { clientId }, { ownerId, startAfter: 3600, singletonKey: clientId });
 *   await app.jobs.schedule(reauditJob, {                                   // create or replace (name, key)
 *     key: clientId, ownerId: sellerId, payload: { clientId }, label: 'Re-audit harbor-dental.test',
 *     timing: { cron: '0 6 * * 1', timezone: 'UTC' },                      // or { everySeconds: 604800 }
 *   }, { tx });                                                              // optional Drizzle transaction
 *   await app.jobs.unschedule(reauditJob, clientId);
 *   const job = await app.jobs.getJob(jobId, { ownerId: sellerId });        // null if not theirs
 *   const jobs = await app.jobs.listJobs({ ownerId: sellerId, states: ['failed'] });
 *   await app.jobs.retry(jobId, { ownerId: sellerId });
 *
 * A bad cron, time zone or interval throws a 400 AppError naming the field (cron, timezone, everySeconds).
 */
export { jobsPlugin } from './jobs.plugin';
export type {
  EnqueueOptions,
  JobContext,
  JobDefinition,
  JobRecord,
  JobState,
  Jobs,
  ListJobsQuery,
  ScheduleInput,
  ScheduleRecord,
  ScheduleTiming,
} from './types';

import type { JobDefinition } from './types';

/** Types a job definition (payload type P); register it with app.jobs.register(). */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
