import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from '../../config/env';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase, testDatabaseUrl } from '../../test/test-database';
import { until } from '../../test/until';

// Real OS processes on one PostgreSQL (issue #19): what in-process tests cannot show — two servers sharing the
// queue, and a process killed with SIGKILL in the middle of a job. PostgreSQL only: PGlite is single-process.

interface Worker {
  process: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

const workerEntry = path.join(serverRoot, 'src/test/job-worker-process.ts');
const workers: Worker[] = [];

function startWorker(url: string, name: string, env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, WORKER_NAME: name, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker = { process: child, output: () => output, exited };
  workers.push(worker);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker ${name} did not start:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('ready\n')) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker ${name} exited (${code}):\n${output}`));
    });
  });
}

async function stopWorker(worker: Worker, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill(signal);
  await worker.exited;
}

describe.skipIf(!testDatabaseUrl)('job engine in real processes [postgres]', () => {
  let scratch: ScratchPostgresDatabase;
  let client: pg.Client;
  const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await stopWorker(worker, 'SIGKILL');
  });
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  it('two server processes run a scheduled job once per due time', async () => {
    const every = { SCHEDULE_EVERY_SECONDS: '1' };
    const [a, b] = [await startWorker(scratch.url, 'a', every), await startWorker(scratch.url, 'b', every)];
    const effects = await until(
      () => rows<{ job_id: string }>('select job_id from fixture_job_effects'),
      (list) => list.length >= 6,
      60_000,
    );
    await stopWorker(a);
    await stopWorker(b);
    expect(effects.length).toBeGreaterThanOrEqual(6);

    // One attempt per job, and one job per due time: due times are a second apart, so the jobs created over a
    // span of S seconds number at most S + 1 (plus one for a late tick); a doubled schedule would make twice that.
    const attempts = await rows<{ job_id: string; n: number }>(
      'select job_id, count(*)::int as n from fixture_job_attempts group by job_id having count(*) > 1',
    );
    expect(attempts).toEqual([]);
    const [span] = await rows<{ jobs: number; seconds: number }>(
      `select count(*)::int as jobs, extract(epoch from max(created_on) - min(created_on))::float as seconds
         from pgboss.job where name = 'fixture.effect'`,
    );
    expect(span.jobs).toBeGreaterThanOrEqual(6);
    expect(span.jobs).toBeLessThanOrEqual(Math.floor(span.seconds) + 2);
  });

  it('a job whose process is killed with SIGKILL mid-run is retried after a restart, and its effect happens once', async () => {
    // Only this test's job: the schedule of the previous test (kept in the database, as it should be) goes.
    await client.query('delete from job_schedules');
    await client.query("delete from pgboss.job where name = 'fixture.effect'");
    await client.query('truncate fixture_job_attempts, fixture_job_effects');
    const doomed = await startWorker(scratch.url, 'doomed', { ENQUEUE_HOLD_MS: '120000' });
    const jobId = /enqueued (\S+)/.exec(doomed.output())?.[1];
    expect(jobId).toBeTruthy();
    const started = await until(
      () => rows('select * from fixture_job_attempts where job_id = $1', [jobId]),
      (list) => list.length === 1,
    );
    expect(started).toHaveLength(1);
    await stopWorker(doomed, 'SIGKILL');
    expect(await rows('select * from fixture_job_effects')).toEqual([]);

    // A fresh process: pg-boss's maintenance sees the attempt expire and the job runs again, to completion.
    await startWorker(scratch.url, 'restarted');
    const effects = await until(
      () => rows<{ job_id: string; worker: string }>('select job_id, worker from fixture_job_effects'),
      (list) => list.length > 0,
      60_000,
    );
    expect(effects).toEqual([{ job_id: jobId, worker: 'restarted' }]);
    const attempts = await rows<{ attempt: number; worker: string }>(
      'select attempt, worker from fixture_job_attempts where job_id = $1 order by at',
      [jobId],
    );
    expect(attempts.map((row) => row.worker)).toEqual(['doomed', 'restarted']);
    expect(attempts[1].attempt).toBe(2);
    // The effect is written inside the handler; pg-boss marks the job completed just after it returns.
    const [job] = await until(
      () => rows<{ state: string }>('select state from pgboss.job where id = $1', [jobId]),
      (list) => list[0]?.state === 'completed',
      10_000,
    );
    expect(job.state).toBe('completed');
  });
});
