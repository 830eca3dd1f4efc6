import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { JobRecords } from './job-records';
import { ScheduleStore } from './schedule-store.repository';
import type { SqlExecutor, SqlResult, TransactionalSql } from './sql-executor';
import type {
  EnqueueOptions,
  JobContext,
  JobDefinition,
  JobEnvelope,
  JobRecord,
  Jobs,
  ListJobsQuery,
  ScheduleInput,
  ScheduleRecord,
  TxOption,
} from './types';

export interface JobEngineOptions {
  sql: TransactionalSql;
  db: Db;
  log: FastifyBaseLogger;
  /** False: this instance queues jobs but runs none (and queues no schedules). */
  work?: boolean;
  pollingIntervalSeconds?: number;
  /** How often this instance looks for due schedules. */
  scheduleTickMs?: number;
  /** How often pg-boss expires stuck jobs (a process killed mid-run) and archives old ones. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for running jobs before failing them back to "retry". */
  shutdownGraceMs?: number;
  /**
   * Runs pg-boss's first start (it installs its schema) under a lock shared by every instance. pg-boss's own lock
   * sits inside the installing transaction, after its "is it installed?" lookup, so a second instance starting at
   * the same moment can still try CREATE SCHEMA and fail on a duplicate key; a lock taken before that lookup avoids it.
   */
  startLock?: (start: () => Promise<void>) => Promise<void>;
}

type QueueOptions = PgBoss.Queue & { name: string };

/** Another instance booting at the same moment may attach its partition concurrently: PostgreSQL then aborts one. */
async function createQueueRetryingDeadlocks(boss: PgBoss, options: QueueOptions, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(options.name, options);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;
/** What runOne did with a job: left its completion to the batch, or settled it (failed, or completed with output). */
const COMPLETED = 'completed';
const SETTLED = 'settled';
type RunOutcome = typeof COMPLETED | typeof SETTLED;
const DAY = 24 * 60 * 60;
/**
 * pg-boss polls once per queue: with forty queues that is twenty fetch statements a second on an idle instance, and
 * on PGlite (in the process) most of an idle server's CPU. Instead one statement per interval names the queues that
 * have a due job (pollDue) and only their workers fetch. A worker's own poll stays as a slow safety net.
 */
const WORKER_FALLBACK_POLL_SECONDS = 300;
const DUE_QUEUES_SQL = `
  SELECT q.name FROM unnest($1::text[]) AS q(name)
  WHERE EXISTS (
    SELECT 1 FROM pgboss.job j WHERE j.name = q.name AND j.state < 'active' AND j.start_after < now()
  )`;

/** The durable job engine: pg-boss for the queue, ScheduleStore for recurring runs. See index.ts for usage. */
export class JobEngine implements Jobs {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly running = new Set<AbortController>();
  private readonly records: JobRecords;
  private readonly schedules: ScheduleStore;
  private state: 'idle' | 'starting' | 'started' | 'stopping' | 'stopped' = 'idle';
  private queueSetups: Promise<void>[] = [];
  private booting: Promise<void> | null = null;
  private readonly queues = new Map<string, Promise<void>>();
  /** Queue creations run one at a time: each attaches a partition to pgboss.job, and two at once can deadlock. */
  private creating: Promise<unknown> = Promise.resolve();
  /** Queues whose creation finished: the schedule tick only queues these (it must not create one mid-transaction). */
  private readonly readyQueues = new Map<string, JobDefinition<unknown>>();
  private tickTimer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /**
   * pg-boss marks a job completed or failed without awaiting the query, so a worker can look finished while that
   * statement is still running; stop() waits for these so none reaches a database that is closing.
   */
  private readonly bossQueries = new Set<Promise<unknown>>();
  /** Batches handed to our handlers; stop() waits for them (bounded) before the database may close. */
  private readonly batches = new Set<Promise<unknown>>();

  constructor(private readonly options: JobEngineOptions) {
    this.boss = new PgBoss({
      db: this.tracked(options.sql),
      schema: 'pgboss',
      // Our ScheduleStore replaces pg-boss's cron (one schedule per queue, minute steps); maintenance stays on.
      schedule: false,
      supervise: options.work !== false,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      // Keep finished jobs (and failed ones, for Retry) visible on the Schedules page for a week.
      archiveCompletedAfterSeconds: 7 * DAY,
      archiveFailedAfterSeconds: 7 * DAY,
      deleteAfterDays: 30,
    });
    this.boss.on('error', (error: unknown) => options.log.warn({ err: error }, 'job engine error'));
    this.records = new JobRecords(options.sql, () => this.titles());
    this.schedules = new ScheduleStore(options.db, options.sql, () => this.titles());
  }

  private tracked(sql: SqlExecutor): SqlExecutor {
    return {
      executeSql: (text, values) => {
        // A handler that ignored its abort signal can return after stop(), and pg-boss then settles its job
        // without awaiting the query, against a database that may be closed. Skip that write (pg-boss reads an
        // empty answer as "0 affected"): the job was already failed back to retry, or expires, and runs again.
        if (this.state === 'stopped') return Promise.resolve({} as SqlResult);
        const query = sql.executeSql(text, values);
        this.bossQueries.add(query);
        const forget = () => this.bossQueries.delete(query);
        query.then(forget, forget);
        return query;
      },
    };
  }

  register<P>(definition: JobDefinition<P>): void {
    if (!NAME.test(definition.name)) throw new Error(`job name "${definition.name}" must match ${NAME}`);
    if (this.definitions.has(definition.name)) throw new Error(`job "${definition.name}" is registered twice`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
    if (this.state === 'started') this.queueSetups.push(this.setUpQueue(definition as JobDefinition<unknown>));
  }

  titles(): Map<string, string> {
    return new Map([...this.definitions.values()].map((definition) => [definition.name, definition.title]));
  }

  /** pg-boss's tables, migrated on first use: enqueue() may run before start() (seeding, plugins' onReady). */
  private boot(): Promise<void> {
    const start = () => this.boss.start().then(() => undefined);
    this.booting ??= this.options.startLock ? this.options.startLock(start) : start();
    return this.booting;
  }

  /** Creates the queue once (pg-boss partitions jobs by queue) and applies the definition's retry settings. */
  private queue(name: string): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      const definition = this.definitions.get(name);
      if (!definition) return Promise.reject(new Error(`job "${name}" is not registered`));
      const options = {
        name,
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: definition.retryBackoff ?? true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      };
      ready = this.boot()
        .then(() => {
          const created = this.creating.then(() => createQueueRetryingDeadlocks(this.boss, options));
          this.creating = created.catch(() => {});
          return created;
        })
        // A definition whose retry or expiry settings changed since the queue was created takes effect now.
        .then(() => this.boss.updateQueue(name, options))
        .then(() => {
          this.readyQueues.set(name, definition);
        });
      ready.catch(() => this.queues.delete(name));
      this.queues.set(name, ready);
    }
    return ready;
  }

  async start(): Promise<void> {
    if (this.state !== 'idle') return;
    this.state = 'starting';
    await this.boot();
    this.state = 'started';
    this.queueSetups = [...this.definitions.values()].map((definition) => this.setUpQueue(definition));
    await Promise.all(this.queueSetups);
    if (this.options.work !== false) {
      this.scheduleTick(0);
      this.pollDue(0);
    }
  }

  /** Stops polling and scheduling, waits up to the grace period for running jobs, then fails the rest back to retry. */
  async stop(): Promise<void> {
    if (this.state !== 'started' && this.state !== 'starting') return;
    this.state = 'stopping';
    if (this.tickTimer) clearTimeout(this.tickTimer);
    if (this.pollTimer) clearTimeout(this.pollTimer);
    await Promise.all([this.ticking, this.polling]);
    await Promise.allSettled(this.queueSetups);
    const grace = this.options.shutdownGraceMs ?? 10_000;
    const abort = setTimeout(() => {
      for (const controller of this.running) controller.abort(new Error('the server is shutting down'));
    }, grace);
    try {
      await this.boss.stop({ graceful: true, timeout: grace, close: false, wait: true });
      // Handlers past the grace period were aborted: give them a moment to return, then let pg-boss's own
      // completion statements (issued right after a batch returns) reach the database.
      await Promise.race([Promise.allSettled(this.batches), new Promise((resolve) => setTimeout(resolve, grace).unref())]);
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled(this.bossQueries);
    } finally {
      clearTimeout(abort);
      this.state = 'stopped';
    }
  }

  async enqueue<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
    return this.send(definition.name, { ownerId: options.ownerId ?? null, label: options.label ?? null, payload }, options);
  }

  /** Inserts one job, optionally inside a transaction (the schedule tick), and wakes this instance's workers. */
  async send(name: string, envelope: JobEnvelope, options: EnqueueOptions = {}, db?: SqlExecutor): Promise<string | null> {
    if (this.state === 'stopped') throw new Error('the job engine is stopped');
    await this.queue(name);
    const sendOptions: PgBoss.SendOptions = {};
    if (options.startAfter !== undefined) sendOptions.startAfter = options.startAfter;
    if (options.retryLimit !== undefined) sendOptions.retryLimit = options.retryLimit;
    if (options.singletonKey) {
      sendOptions.singletonKey = options.singletonKey;
      sendOptions.singletonSeconds = options.singletonSeconds ?? DAY;
    }
    if (db) (sendOptions as { db?: SqlExecutor }).db = db;
    const id = await this.boss.send(name, envelope as unknown as object, sendOptions);
    const startsNow = options.startAfter === undefined || (typeof options.startAfter === 'number' && options.startAfter <= 0);
    if (id && startsNow && !db) this.wake(name);
    return id;
  }

  async schedule<P>(definition: JobDefinition<P>, input: ScheduleInput<P>, options: TxOption = {}): Promise<ScheduleRecord> {
    return this.schedules.upsert(definition.name, input, options.tx);
  }

  unschedule(definition: Pick<JobDefinition, 'name'>, key = 'default', options: TxOption = {}): Promise<boolean> {
    return this.schedules.remove(definition.name, key, options.tx);
  }

  getSchedule(definition: Pick<JobDefinition, 'name'>, key = 'default'): Promise<ScheduleRecord | null> {
    return this.schedules.find(definition.name, key);
  }

  listSchedules(query: { ownerId?: string | null; names?: string[] } = {}): Promise<ScheduleRecord[]> {
    return this.schedules.list(query);
  }

  async runScheduleNow(scheduleId: string, options: { ownerId?: string | null } = {}): Promise<string | null> {
    const schedule = await this.schedules.findById(scheduleId, options.ownerId);
    if (!schedule) return null;
    return this.send(schedule.name, { ownerId: schedule.ownerId, label: schedule.label, payload: schedule.payload });
  }

  getJob(id: string, options: { ownerId?: string | null } = {}): Promise<JobRecord | null> {
    return this.records.find(id, options.ownerId);
  }

  listJobs(query: ListJobsQuery = {}): Promise<JobRecord[]> {
    return this.records.list(query);
  }

  async retry(id: string, options: { ownerId?: string | null } = {}): Promise<boolean> {
    const job = await this.records.find(id, options.ownerId);
    if (job?.state !== 'failed') return false;
    // pg-boss types retry() as void; it resolves to its usual command response.
    const result = (await this.boss.retry(job.name, id)) as unknown as { affected: number } | undefined;
    const retried = (result?.affected ?? 0) > 0;
    if (retried) this.wake(job.name);
    return retried;
  }

  private wake(name: string) {
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  private async setUpQueue(definition: JobDefinition<unknown>) {
    await this.queue(definition.name);
    if (this.options.work === false || this.state !== 'started') return;
    const batchSize = definition.concurrency ?? 1;
    let workerId = '';
    workerId = await this.boss.work<JobEnvelope>(
      definition.name,
      {
        batchSize,
        includeMetadata: true,
        pollingIntervalSeconds: WORKER_FALLBACK_POLL_SECONDS,
      },
      async (jobs) => {
        const batch = Promise.all(jobs.map((job) => this.runOne(definition, job)));
        this.batches.add(batch);
        const outcomes = await batch.finally(() => this.batches.delete(batch));
        // One statement completes the batch's plain successes (a query per job capped the engine at ~100 jobs/s).
        const done = jobs.filter((_job, index) => outcomes[index] === COMPLETED).map((job) => job.id);
        if (done.length > 0) await this.boss.complete(definition.name, done);
        // A full batch means more may be due: fetch again at once instead of sleeping a polling interval
        // (1,000 jobs due together would otherwise drain at one batch per interval).
        if (jobs.length >= batchSize && workerId) this.boss.notifyWorker(workerId);
      },
    );
    this.workerIds.set(definition.name, [...(this.workerIds.get(definition.name) ?? []), workerId]);
  }

  /**
   * Runs one job. A failure (or a success with output to keep) is settled here, so one failure in a batch does
   * not fail its neighbours; a plain success answers COMPLETED and is completed with the rest of the batch.
   */
  private async runOne(definition: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<JobEnvelope>): Promise<RunOutcome> {
    const controller = new AbortController();
    this.running.add(controller);
    const context: JobContext = {
      jobId: job.id,
      ownerId: job.data?.ownerId ?? null,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: controller.signal,
      log: this.options.log.child({ job: definition.name, jobId: job.id }),
    };
    try {
      const output = await definition.handler(job.data?.payload, context);
      if (!output || typeof output !== 'object') return COMPLETED;
      await this.boss.complete(definition.name, job.id, output);
      return SETTLED;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.log.warn({ err: message, attempt: context.attempt }, context.lastAttempt ? 'job failed' : 'job failed; will retry');
      await this.boss.fail(definition.name, job.id, { message });
      return SETTLED;
    } finally {
      this.running.delete(controller);
    }
  }

  /** Every polling interval, one statement finds this instance's queues with a due job and wakes their workers. */
  private pollDue(delayMs: number) {
    if (this.state !== 'started') return;
    this.pollTimer = setTimeout(() => {
      const names = [...this.workerIds.keys()];
      this.polling = (names.length > 0 ? this.options.sql.executeSql(DUE_QUEUES_SQL, [names]) : Promise.resolve({ rows: [] }))
        .then((result) => {
          for (const row of result.rows as { name: string }[]) this.wake(row.name);
        })
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'looking for due jobs failed'))
        .finally(() => {
          this.polling = null;
          this.pollDue((this.options.pollingIntervalSeconds ?? 2) * 1000);
        });
    }, delayMs);
    this.pollTimer.unref();
  }

  private scheduleTick(delayMs: number) {
    if (this.state !== 'started') return;
    this.tickTimer = setTimeout(() => {
      this.ticking = this.schedules
        .queueDue(this.readyQueues, (name, envelope, tx) => this.send(name, envelope, {}, tx))
        .then((names) => {
          for (const name of names) this.wake(name);
        })
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'queueing due schedules failed'))
        .finally(() => {
          this.ticking = null;
          this.scheduleTick(this.options.scheduleTickMs ?? 1000);
        });
    }, delayMs);
    this.tickTimer.unref();
  }
}
