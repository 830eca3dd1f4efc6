/**
 * One job-engine instance in its own OS process, for the tests that need real processes (two instances on one
 * PostgreSQL, SIGKILL mid-run): `node --import tsx job-worker-process.ts` with DATABASE_URL and WORKER_NAME.
 * Its job records each attempt and writes its effect once, keyed by the job id, as real handlers must.
 */
import pino from 'pino';
import { openDatabase } from '../db/client';
import { defineJob } from '../lib/jobs/index';
import { JobEngine } from '../lib/jobs/job-engine';
import { sqlFor } from '../lib/jobs/sql-executor';

const url = process.env.DATABASE_URL;
const worker = process.env.WORKER_NAME ?? 'worker';
if (!url) throw new Error('DATABASE_URL is required');

const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL pool is required');
await pool.query(`create table if not exists fixture_job_attempts (
  job_id text not null, attempt int not null, worker text not null, at timestamptz not null default clock_timestamp())`);
await pool.query('create table if not exists fixture_job_effects (job_id text primary key, worker text not null)');

const FIXTURE_EXPIRE_SECONDS = 4;

const effect = defineJob<{ firstAttemptHoldMs: number }>({
  name: 'fixture.effect',
  title: 'Fixture effect',
  // A killed process leaves its job active: past this, any instance's maintenance fails it back to retry.
  expireInSeconds: FIXTURE_EXPIRE_SECONDS,
  retryDelaySeconds: 1,
  retryBackoff: false,
  async handler(payload, { jobId, attempt }) {
    await pool.query('insert into fixture_job_attempts (job_id, attempt, worker) values ($1, $2, $3)', [jobId, attempt, worker]);
    if (attempt === 1 && payload.firstAttemptHoldMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, payload.firstAttemptHoldMs));
    }
    await pool.query('insert into fixture_job_effects (job_id, worker) values ($1, $2) on conflict do nothing', [jobId, worker]);
  },
});

const engine = new JobEngine({
  sql: sqlFor(database),
  db: database.db,
  log: pino({ level: 'warn' }),
  pollingIntervalSeconds: 0.5,
  scheduleTickMs: 100,
  maintenanceIntervalSeconds: 1,
  shutdownGraceMs: 1000,
});
engine.register(effect);
await engine.start();
if (process.env.SCHEDULE_EVERY_SECONDS) {
  // Every instance declares the same schedule (as every server does at start): it must still run once per due time.
  await engine.schedule(effect, {
    key: 'fixture',
    timing: { everySeconds: Number(process.env.SCHEDULE_EVERY_SECONDS) },
    payload: { firstAttemptHoldMs: 0 },
  });
}
if (process.env.ENQUEUE_HOLD_MS) {
  const id = await engine.enqueue(effect, { firstAttemptHoldMs: Number(process.env.ENQUEUE_HOLD_MS) });
  process.stdout.write(`enqueued ${id}\n`);
}
process.stdout.write('ready\n');

process.once('SIGTERM', async () => {
  await engine.stop();
  await database.close();
  process.exit(0);
});
