import { z } from 'zod';

/** Job states of the job engine (pg-boss): "retry" = failed once, waiting for its next attempt. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

export const jobStateLabels: Record<JobStateName, string> = {
  created: 'Waiting',
  retry: 'Retrying',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const scheduledJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  label: z.string().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const recurringScheduleSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  label: z.string().nullable(),
  cron: z.string().nullable(),
  timezone: z.string(),
  everySeconds: z.number().int().nullable(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
});
export type RecurringSchedule = z.infer<typeof recurringScheduleSchema>;

/** GET /api/schedules: the signed-in seller's own jobs. */
export const schedulesOverviewSchema = z.object({
  /** Waiting, retrying or running, soonest first. */
  upcoming: z.array(scheduledJobSchema),
  /** Finished (done, failed or cancelled), latest first. */
  recent: z.array(scheduledJobSchema),
  schedules: z.array(recurringScheduleSchema),
});
export type SchedulesOverview = z.infer<typeof schedulesOverviewSchema>;
