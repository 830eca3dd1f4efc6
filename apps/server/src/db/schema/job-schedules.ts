import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns';
import { workspaces } from './workspaces';

/**
 * Recurring runs of a job (lib/jobs). pg-boss keeps the jobs themselves (schema pgboss); a schedule row queues one
 * job per due time: the instance that moves next_run_at forward (row lock, SKIP LOCKED) queues it in the same
 * transaction, so N instances queue each run exactly once. Kept here, not in pg-boss's one-schedule-per-queue cron
 * table, so a job can have one schedule per client, intervals in seconds, and an owner the Schedules page filters on.
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull().default('default'),
    /** The workspace whose schedule it is (the Schedules page lists it there); null for the platform's own. */
    ownerId: text('owner_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    label: text('label'),
    cron: text('cron'),
    timezone: text('timezone').notNull().default('UTC'),
    everySeconds: integer('every_seconds'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    nextRunAt: timestamptz('next_run_at').notNull(),
    lastRunAt: timestamptz('last_run_at'),
    lastJobId: uuid('last_job_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('job_schedules_name_key_idx').on(table.name, table.key),
    index('job_schedules_due_idx').on(table.nextRunAt),
    index('job_schedules_owner_idx').on(table.ownerId),
  ],
);
