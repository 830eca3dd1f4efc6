import { z } from 'zod';

// The job engine's side of "schedules" (lib/jobs, table job_schedules, GET /api/schedules): queued jobs and
// recurring job schedules of every module. Not a client's report schedule (re-audit cadence, monthly proof
// report): that is ClientReportSchedule in ./hub (table client_schedules, /api/hub/schedules).

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

export const jobScheduleSchema = z.object({
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
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

/** Platform schedules a seller is shown (they act on the seller's clients): job names of the engine. */
export const SELLER_VISIBLE_PLATFORM_JOBS = [
  'agency.monthly-reports',
  // Workflows (issue 35): the date triggers that act on clients' projects. The hourly rule scans are gone.
  'workflows.date-triggers',
] as const;

/** GET /api/schedules: the signed-in seller's own jobs. */
export const jobSchedulesOverviewSchema = z.object({
  /** Waiting, retrying or running, soonest first. */
  upcoming: z.array(scheduledJobSchema),
  /** Finished (done, failed or cancelled), latest first. */
  recent: z.array(scheduledJobSchema),
  schedules: z.array(jobScheduleSchema),
  /** The platform's own recurring work that acts on the seller's clients (monthly report drafts, automation scans). */
  platform: z.array(jobScheduleSchema),
});
export type JobSchedulesOverview = z.infer<typeof jobSchedulesOverviewSchema>;
