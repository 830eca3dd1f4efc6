import {
  type JobSchedule,
  jobSchedulesOverviewSchema,
  type ScheduledJob,
  SELLER_VISIBLE_PLATFORM_JOBS,
  scheduledJobSchema,
} from '@proclub/contracts/job-schedules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import type { JobRecord, ScheduleRecord } from '../../lib/jobs/index';

const toJob = (job: JobRecord): ScheduledJob => ({
  id: job.id,
  name: job.name,
  title: job.title,
  label: job.label,
  state: job.state,
  attempts: job.attempts,
  retryLimit: job.retryLimit,
  startAfter: job.startAfter.toISOString(),
  startedAt: job.startedAt?.toISOString() ?? null,
  completedAt: job.completedAt?.toISOString() ?? null,
  error: job.error,
});

const toSchedule = (schedule: ScheduleRecord): JobSchedule => ({
  id: schedule.id,
  name: schedule.name,
  title: schedule.title,
  label: schedule.label,
  cron: schedule.cron,
  timezone: schedule.timezone,
  everySeconds: schedule.everySeconds,
  nextRunAt: schedule.nextRunAt.toISOString(),
  lastRunAt: schedule.lastRunAt?.toISOString() ?? null,
});

/** The Schedules page's API: the current workspace's jobs and schedules only (another workspace's job → 404). */
export async function jobSchedulesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['schedules'];

  app.get(
    '/api/schedules',
    { config: { workspace: 'settings' }, schema: { tags, response: { 200: jobSchedulesOverviewSchema } } },
    async (request) => {
      const { id: workspaceId } = await request.workspace();
      const [upcoming, recent, schedules, platform] = await Promise.all([
        app.jobs.listJobs({ ownerId: workspaceId, states: ['created', 'retry', 'active'], limit: 100 }),
        app.jobs.listJobs({ ownerId: workspaceId, states: ['completed', 'failed', 'cancelled'], limit: 50 }),
        app.jobs.listSchedules({ ownerId: workspaceId }),
        app.jobs.listSchedules({ names: [...SELLER_VISIBLE_PLATFORM_JOBS] }),
      ]);
      return {
        upcoming: upcoming.sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime()).map(toJob),
        recent: recent.map(toJob),
        schedules: schedules.map(toSchedule),
        // Only the platform's own rows (no owner): a seller never sees another seller's schedules.
        platform: platform.filter((schedule) => schedule.ownerId === null).map(toSchedule),
      };
    },
  );

  app.post(
    '/api/schedules/jobs/:id/retry',
    { config: { workspace: 'settings' }, schema: { tags, params: idParams, response: { 200: scheduledJobSchema } } },
    async (request) => {
      const { id: workspaceId } = await request.workspace();
      const job = await app.jobs.getJob(request.params.id, { ownerId: workspaceId });
      if (!job) throw notFound('Job');
      if (job.state !== 'failed') throw new AppError('job_not_failed', 409, 'Only a failed job can be retried');
      if (!(await app.jobs.retry(job.id, { ownerId: workspaceId })))
        throw new AppError('job_not_failed', 409, 'Only a failed job can be retried');
      const retried = await app.jobs.getJob(job.id, { ownerId: workspaceId });
      if (!retried) throw notFound('Job');
      return toJob(retried);
    },
  );
}
