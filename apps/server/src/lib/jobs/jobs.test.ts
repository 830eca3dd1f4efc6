import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { AppError } from '../app-error';
import { defineJob } from './index';
import { JobEngine } from './job-engine';
import { sqlFor } from './sql-executor';

const log = pino({ level: 'silent' });

describeEachDatabase('job engine', (t) => {
  const engines: JobEngine[] = [];
  const engine = (options: { work?: boolean; shutdownGraceMs?: number } = {}) => {
    const created = new JobEngine({
      sql: sqlFor(t.database),
      db: t.database.db,
      log,
      pollingIntervalSeconds: 0.5,
      scheduleTickMs: 50,
      shutdownGraceMs: options.shutdownGraceMs ?? 1000,
      work: options.work,
    });
    engines.push(created);
    return created;
  };
  afterAll(async () => {
    for (const created of engines) await created.stop();
  });

  it('keeps a queued job across a restart: a new instance runs what the stopped one queued', async () => {
    const runs: string[] = [];
    const job = defineJob<{ n: number }>({
      name: 'test.restart',
      title: 'Restart',
      async handler({ n }) {
        runs.push(`run ${n}`);
      },
    });
    const first = engine({ work: false });
    first.register(job);
    await first.start();
    const id = await first.enqueue(job, { n: 1 }, { startAfter: 1 });
    await first.stop();
    expect(runs).toEqual([]);

    const second = engine();
    second.register(job);
    await second.start();
    await until(
      () => runs,
      (list) => list.length > 0,
    );
    expect(runs).toEqual(['run 1']);
    const record = await until(
      () => second.getJob(id as string),
      (found) => found?.state === 'completed',
    );
    expect(record).toMatchObject({ state: 'completed', attempts: 1, title: 'Restart' });
  });

  it('retries a failing job with growing delays, then completes it', async () => {
    const attempts: number[] = [];
    const job = defineJob<Record<string, never>>({
      name: 'test.backoff',
      title: 'Backoff',
      retryLimit: 3,
      retryDelaySeconds: 1,
      async handler(_payload, { attempt }) {
        attempts.push(Date.now());
        if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
      },
    });
    const worker = engine();
    worker.register(job);
    await worker.start();
    const id = (await worker.enqueue(job, {})) as string;
    const done = await until(
      () => worker.getJob(id),
      (found) => found?.state === 'completed',
      20_000,
    );
    expect(done).toMatchObject({ state: 'completed', attempts: 3 });
    expect(attempts).toHaveLength(3);
    // pg-boss backoff: the n-th retry waits between delay·2^(n-1) and twice that (jitter).
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1900);
  });

  it('fires a cron schedule, and two instances queue each due time exactly once', async () => {
    const runs: string[] = [];
    const job = defineJob<{ tag: string }>({
      name: 'test.cron',
      title: 'Cron',
      async handler(_payload, { jobId }) {
        runs.push(jobId);
      },
    });
    const [a, b] = [engine(), engine()];
    for (const instance of [a, b]) {
      instance.register(job);
      await instance.start();
    }
    // One due time in the window (then hourly): both instances tick every 50 ms, one job must come of it.
    await a.schedule(job, {
      key: 'once',
      timing: { everySeconds: 3600 },
      payload: { tag: 'x' },
      firstRunAt: new Date(Date.now() + 300),
    });
    await until(
      () => runs,
      (list) => list.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(1);
    const schedule = await b.getSchedule(job, 'once');
    expect(schedule?.lastJobId).toBe(runs[0]);
    expect(schedule?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3000_000);

    // A 6-field cron with seconds: every second.
    await a.schedule(job, { key: 'every-second', timing: { cron: '* * * * * *' }, payload: { tag: 'y' } });
    await until(
      () => runs,
      (list) => list.length >= 3,
    );
    expect(runs.length).toBeGreaterThanOrEqual(3);
    await a.unschedule(job, 'every-second');
  });

  it('refuses a cron that does not parse or an interval of 0, naming the field', async () => {
    const job = defineJob<Record<string, never>>({ name: 'test.invalid', title: 'Invalid', async handler() {} });
    const instance = engine({ work: false });
    instance.register(job);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) =>
          error instanceof AppError ? (error.details as { fields: { field: string }[] }).fields[0].field : 'other',
      );
    expect(await refusal(instance.schedule(job, { timing: { cron: 'not a cron' }, payload: {} }))).toBe('cron');
    expect(await refusal(instance.schedule(job, { timing: { cron: '99 * * * *' }, payload: {} }))).toBe('cron');
    expect(await refusal(instance.schedule(job, { timing: { everySeconds: 0 }, payload: {} }))).toBe('everySeconds');
    expect(await refusal(instance.schedule(job, { timing: { cron: '0 * * * *', timezone: 'Mars/Base' }, payload: {} }))).toBe(
      'timezone',
    );
    expect(await instance.getSchedule(job)).toBeNull();
  });

  it('shuts down gracefully: a running job finishes, one past the grace period goes back to retry', async () => {
    let finished = 0;
    const quick = defineJob<Record<string, never>>({
      name: 'test.quick',
      title: 'Quick',
      async handler() {
        await new Promise((resolve) => setTimeout(resolve, 600));
        finished += 1;
      },
    });
    const slow = defineJob<Record<string, never>>({
      name: 'test.slow',
      title: 'Slow',
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handler(_payload, { signal }) {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        if (signal.aborted) throw new Error('stopped');
      },
    });
    const worker = engine({ shutdownGraceMs: 1500 });
    worker.register(quick);
    worker.register(slow);
    await worker.start();
    const quickId = (await worker.enqueue(quick, {})) as string;
    const slowId = (await worker.enqueue(slow, {})) as string;
    await until(
      () => worker.getJob(slowId),
      (found) => found?.state === 'active',
    );
    await until(
      () => worker.getJob(quickId),
      (found) => found?.state !== 'created',
    );
    await worker.stop();
    expect(finished).toBe(1);
    expect((await worker.getJob(quickId))?.state).toBe('completed');
    expect((await worker.getJob(slowId))?.state).toBe('retry');
  });

  it('serves the Schedules API scoped to the workspace: list, Retry of a failed job, 404 for another workspace', async () => {
    const seller = await userWithRole(t.app, 'agency');
    const other = await userWithRole(t.app, 'vendor');
    let healthy = false;
    const flaky = defineJob<Record<string, never>>({
      name: 'test.flaky',
      title: 'Flaky job',
      retryLimit: 0,
      async handler() {
        if (!healthy) throw new Error('the provider is down');
      },
    });
    t.app.jobs.register(flaky);
    const id = (await t.app.jobs.enqueue(flaky, {}, { ownerId: seller.id, label: 'Flaky for seller' })) as string;
    await until(
      () => t.app.jobs.getJob(id),
      (found) => found?.state === 'failed',
    );

    const overview = (await seller.client.get('/api/schedules')).json();
    expect(overview.recent).toEqual([
      expect.objectContaining({
        id,
        title: 'Flaky job',
        label: 'Flaky for seller',
        state: 'failed',
        error: 'the provider is down',
      }),
    ]);
    expect((await other.client.get('/api/schedules')).json().recent).toEqual([]);
    expect((await other.client.post(`/api/schedules/jobs/${id}/retry`)).statusCode).toBe(404);
    expect((await seller.client.post('/api/schedules/jobs/not-a-job/retry')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/schedules' })).statusCode).toBe(401);

    healthy = true;
    const retried = await seller.client.post(`/api/schedules/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    // Queued again; a worker may already have picked it up by the time the answer reads its state.
    expect(['retry', 'active', 'completed']).toContain(retried.json().state);
    const done = await until(
      () => t.app.jobs.getJob(id),
      (found) => found?.state === 'completed',
    );
    expect(done?.state).toBe('completed');
    expect((await seller.client.post(`/api/schedules/jobs/${id}/retry`)).statusCode).toBe(409);
  });
});
