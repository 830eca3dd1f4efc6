import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/** pg-boss's job states; "retry" means failed once and waiting for its next attempt. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobContext {
  jobId: string;
  /** The seller the job belongs to (null for platform jobs). */
  ownerId: string | null;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  /** True when this is the last attempt pg-boss will make (a failure now leaves the job failed). */
  lastAttempt: boolean;
  /** Aborted when the engine stops and its grace period is over: stop early, the job will be retried. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobDefinition<P = unknown> {
  /** Queue name, e.g. 'mail.deliver': lower case letters, digits, '.', '-' and '_'. */
  name: string;
  /** What the Schedules page calls it, e.g. 'Email delivery'. */
  title: string;
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); doubled for each further one unless retryBackoff is false. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * How long one attempt may run (default 15 min). Past it, or when the process died mid-run, the job counts as
   * failed and is retried by any instance: handlers must be idempotent (record their effect with the job id or
   * check the state they change).
   */
  expireInSeconds?: number;
  /** Jobs this instance runs at once for this queue (default 1). */
  concurrency?: number;
  handler(payload: P, context: JobContext): Promise<unknown>;
}

export interface EnqueueOptions {
  ownerId?: string | null;
  /** Shown on the Schedules page instead of the definition's title, e.g. 'Publish "Spring sale"'. */
  label?: string;
  /** When it may start: a Date, or a delay in seconds. Default now. */
  startAfter?: Date | number;
  /**
   * Deduplication: a second enqueue with the same key within the same `singletonSeconds` slot is dropped
   * (enqueue returns null). Without singletonSeconds the slot is 24 hours.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  retryLimit?: number;
}

/** When a schedule runs: a cron expression (5 fields, or 6 with seconds first) or a fixed interval. */
export type ScheduleTiming = { cron: string; timezone?: string } | { everySeconds: number };

export interface ScheduleInput<P> {
  /** Distinguishes several schedules of one job, e.g. a client id. Default 'default'. */
  key?: string;
  timing: ScheduleTiming;
  payload: P;
  ownerId?: string | null;
  label?: string;
  /** First run; default: the next time the timing gives from now. */
  firstRunAt?: Date;
}

export interface ScheduleRecord {
  id: string;
  name: string;
  key: string;
  title: string;
  label: string | null;
  ownerId: string | null;
  cron: string | null;
  timezone: string;
  everySeconds: number | null;
  payload: unknown;
  nextRunAt: Date;
  lastRunAt: Date | null;
  lastJobId: string | null;
}

export interface JobRecord {
  id: string;
  name: string;
  title: string;
  label: string | null;
  ownerId: string | null;
  state: JobState;
  payload: unknown;
  attempts: number;
  retryLimit: number;
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  /** The error message of the last failure, if any. */
  error: string | null;
}

export interface ListJobsQuery {
  ownerId?: string | null;
  /** Only these job names (default all registered). */
  names?: string[];
  states?: JobState[];
  limit?: number;
}

/** Where a call runs: pass a Drizzle transaction to make a schedule change part of it. */
export interface TxOption {
  tx?: Db;
}

export interface Jobs {
  /** Adds a job definition; call while registering plugins (before the app is ready) or any time after. */
  register<P>(definition: JobDefinition<P>): void;
  /** Queues one run. Returns the job id, or null when a singleton key dropped it. */
  enqueue<P>(definition: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<string | null>;
  /** Creates or replaces the schedule (definition, key): each due time queues exactly one job across instances. */
  schedule<P>(definition: JobDefinition<P>, input: ScheduleInput<P>, options?: TxOption): Promise<ScheduleRecord>;
  /** Removes a schedule; true if it existed. */
  unschedule(definition: Pick<JobDefinition, 'name'>, key?: string, options?: TxOption): Promise<boolean>;
  /** Queues a schedule's job now without changing its next run (a "Run now" button, tests). */
  runScheduleNow(scheduleId: string, options?: { ownerId?: string | null }): Promise<string | null>;
  getSchedule(definition: Pick<JobDefinition, 'name'>, key?: string): Promise<ScheduleRecord | null>;
  listSchedules(query?: { ownerId?: string | null; names?: string[] }): Promise<ScheduleRecord[]>;
  /** One job's state; with ownerId, another owner's job is null. */
  getJob(id: string, options?: { ownerId?: string | null }): Promise<JobRecord | null>;
  listJobs(query?: ListJobsQuery): Promise<JobRecord[]>;
  /** Queues a failed job again (one more attempt). False when it is not failed or not the owner's. */
  retry(id: string, options?: { ownerId?: string | null }): Promise<boolean>;
  /** Definitions registered so far (name → title). */
  titles(): Map<string, string>;
}

/** What pg-boss stores in a job's data column: the payload plus who owns it and what to call it. */
export interface JobEnvelope {
  ownerId: string | null;
  label: string | null;
  payload: unknown;
}
