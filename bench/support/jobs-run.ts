/**
 * The jobs benchmark's measuring process: the job engine (lib/jobs, pg-boss) on one database — in-memory PGlite,
 * or a scratch PostgreSQL database when TEST_DATABASE_URL is set and JOBS_BENCH_DB=postgres. Prints one JSON line:
 *   throughput: N queued jobs drained by one instance (concurrency 20), jobs per second;
 *   dueDelay: 1,000 jobs all due at the same instant; delay from due time to handler start (p50/p95/max).
 * Usage: JOBS_BENCH_DB=pglite|postgres node --import tsx bench/support/jobs-run.ts
 */
import pino from 'pino';
import { defineJob } from '../../apps/server/src/lib/jobs/index';
import { JobEngine } from '../../apps/server/src/lib/jobs/job-engine';
import { sqlFor } from '../../apps/server/src/lib/jobs/sql-executor';
import { createTestDatabase } from '../../apps/server/src/test/test-database';

const kind = process.env.JOBS_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const THROUGHPUT_JOBS = Number(process.env.JOBS_BENCH_THROUGHPUT ?? 2000);
const DUE_JOBS = Number(process.env.JOBS_BENCH_DUE ?? 1000);
const CONCURRENCY = Number(process.env.JOBS_BENCH_CONCURRENCY ?? 20);

const testDb = await createTestDatabase(kind);
const log = pino({ level: 'silent' });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const engine = (work: boolean) =>
  new JobEngine({ sql: sqlFor(testDb.database), db: testDb.database.db, log, work, pollingIntervalSeconds: 0.5 });

let done = 0;
const delays: number[] = [];
const drain = defineJob<{ n: number }>({
  name: 'bench.drain',
  title: 'Bench',
  concurrency: CONCURRENCY,
  async handler() {
    done += 1;
  },
});
const due = defineJob<{ dueAt: number }>({
  name: 'bench.due',
  title: 'Bench due',
  concurrency: CONCURRENCY,
  async handler({ dueAt }) {
    delays.push(Date.now() - dueAt);
  },
});

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

// Throughput: queue first (an instance that does not work), then one working instance drains them.
const producer = engine(false);
producer.register(drain);
producer.register(due);
await producer.start();
for (let n = 0; n < THROUGHPUT_JOBS; n++) await producer.enqueue(drain, { n });
const worker = engine(true);
worker.register(drain);
worker.register(due);
const drainStarted = Date.now();
await worker.start();
await until(() => done >= THROUGHPUT_JOBS, 600_000);
const drainMs = Date.now() - drainStarted;

// Due delay: 1,000 jobs queued ahead, all due at the same instant.
const dueAt = new Date(Date.now() + 15_000 + DUE_JOBS * (kind === 'pglite' ? 10 : 5));
for (let n = 0; n < DUE_JOBS; n++) await producer.enqueue(due, { dueAt: dueAt.getTime() }, { startAfter: dueAt });
const queuedBeforeDue = Date.now() < dueAt.getTime();
await until(() => delays.length >= DUE_JOBS, 600_000);

await worker.stop();
await producer.stop();
await testDb.dispose();
const round = (value: number) => Math.round(value);
console.log(
  JSON.stringify({
    kind,
    throughput: { jobs: THROUGHPUT_JOBS, concurrency: CONCURRENCY, drainMs, jobsPerSecond: round((done / drainMs) * 1000) },
    dueDelay: {
      jobs: DUE_JOBS,
      completed: delays.length,
      queuedBeforeDue,
      p50: round(percentile(delays, 50)),
      p95: round(percentile(delays, 95)),
      max: round(Math.max(...delays)),
    },
  }),
);
process.exit(0);
