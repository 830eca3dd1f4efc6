import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSchedules } from '../../db/schema/index';

import { assertValidTiming, nextRunAfter, timingOf } from './schedule-timing';
import type { SqlExecutor, TransactionalSql } from './sql-executor';
import type { JobDefinition, JobEnvelope, ScheduleInput, ScheduleRecord } from './types';

type Row = typeof jobSchedules.$inferSelect;
type Send = (name: string, envelope: JobEnvelope, tx: SqlExecutor) => Promise<string | null>;

const BATCH = 50;

interface DueRow {
  id: string;
  name: string;
  owner_id: string | null;
  label: string | null;
  cron: string | null;
  timezone: string;
  every_seconds: number | null;
  payload: unknown;
}

/** The job_schedules table: recurring runs, each due time queued once across instances. */
export class ScheduleStore {
  constructor(
    private readonly db: Db,
    private readonly sql: TransactionalSql,
    private readonly titles: () => Map<string, string>,
  ) {}

  async upsert<P>(name: string, input: ScheduleInput<P>, tx: Db = this.db): Promise<ScheduleRecord> {
    assertValidTiming(input.timing);
    const timing = input.timing;
    const values = {
      name,
      key: input.key ?? 'default',
      ownerId: input.ownerId ?? null,
      label: input.label ?? null,
      cron: 'cron' in timing ? timing.cron.trim() : null,
      timezone: 'cron' in timing ? (timing.timezone ?? 'UTC') : 'UTC',
      everySeconds: 'everySeconds' in timing ? timing.everySeconds : null,
      payload: (input.payload ?? {}) as unknown,
      nextRunAt: input.firstRunAt ?? nextRunAfter(timing, new Date()),
    };
    const [row] = await tx
      .insert(jobSchedules)
      .values(values)
      .onConflictDoUpdate({
        target: [jobSchedules.name, jobSchedules.key],
        set: {
          ownerId: values.ownerId,
          label: values.label,
          cron: values.cron,
          timezone: values.timezone,
          everySeconds: values.everySeconds,
          payload: values.payload,
          nextRunAt: values.nextRunAt,
        },
      })
      .returning();
    return this.toRecord(row);
  }

  async remove(name: string, key: string, tx: Db = this.db): Promise<boolean> {
    const rows = await tx
      .delete(jobSchedules)
      .where(and(eq(jobSchedules.name, name), eq(jobSchedules.key, key)))
      .returning({ id: jobSchedules.id });
    return rows.length > 0;
  }

  async find(name: string, key: string): Promise<ScheduleRecord | null> {
    const [row] = await this.db
      .select()
      .from(jobSchedules)
      .where(and(eq(jobSchedules.name, name), eq(jobSchedules.key, key)));
    return row ? this.toRecord(row) : null;
  }

  async findById(id: string, ownerId?: string | null): Promise<ScheduleRecord | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const conditions: SQL[] = [eq(jobSchedules.id, id)];
    if (ownerId !== undefined && ownerId !== null) conditions.push(eq(jobSchedules.ownerId, ownerId));
    const [row] = await this.db
      .select()
      .from(jobSchedules)
      .where(and(...conditions));
    return row ? this.toRecord(row) : null;
  }

  async list(query: { ownerId?: string | null; names?: string[] }): Promise<ScheduleRecord[]> {
    const conditions: SQL[] = [];
    if (query.ownerId) conditions.push(eq(jobSchedules.ownerId, query.ownerId));
    if (query.names) conditions.push(inArray(jobSchedules.name, query.names.length ? query.names : ['']));
    const rows = await this.db
      .select()
      .from(jobSchedules)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(jobSchedules.nextRunAt));
    return rows.map((row) => this.toRecord(row));
  }

  /**
   * Queues every due schedule this instance has a handler for. Row locks (SKIP LOCKED) and moving next_run_at in
   * the transaction that inserts the job make each due time produce exactly one job, whichever instance ticks.
   * Missed times (all instances down) are not replayed: the next run is the first due time after now.
   */
  async queueDue(definitions: Map<string, JobDefinition<unknown>>, send: Send): Promise<string[]> {
    const names = [...definitions.keys()];
    if (names.length === 0) return [];
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.executeSql(
        `select id, name, owner_id, label, cron, timezone, every_seconds, payload from job_schedules
          where next_run_at <= now() and name = any($1::text[]) order by next_run_at limit ${BATCH} for update skip locked`,
        [names],
      );
      const queued: string[] = [];
      const now = new Date();
      for (const row of rows as unknown as DueRow[]) {
        const jobId = await send(row.name, { ownerId: row.owner_id, label: row.label, payload: row.payload }, tx);
        const next = nextRunAfter(timingOf({ cron: row.cron, timezone: row.timezone, everySeconds: row.every_seconds }), now);
        await tx.executeSql('update job_schedules set next_run_at = $2, last_run_at = now(), last_job_id = $3 where id = $1', [
          row.id,
          next.toISOString(),
          jobId,
        ]);
        queued.push(row.name);
      }
      return queued;
    });
  }

  private toRecord(row: Row): ScheduleRecord {
    return {
      id: row.id,
      name: row.name,
      key: row.key,
      title: this.titles().get(row.name) ?? row.name,
      label: row.label,
      ownerId: row.ownerId,
      cron: row.cron,
      timezone: row.timezone,
      everySeconds: row.everySeconds,
      payload: row.payload,
      nextRunAt: row.nextRunAt,
      lastRunAt: row.lastRunAt,
      lastJobId: row.lastJobId,
    };
  }
}
