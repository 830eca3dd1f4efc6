/**
 * Times the admin console's repository calls straight against the database (the "per query" figure, without
 * HTTP and the session lookup): the users table pages and filters, a user page and the metrics.
 * Usage: tsx bench/support/admin-queries.ts postgres://… <samples>   → prints one JSON line { name: { p50, p95 } }
 */
import { openDatabase } from '../../apps/server/src/db/client';
import { MetricsRepository } from '../../apps/server/src/modules/admin/metrics.repository';
import { AdminUsersRepository } from '../../apps/server/src/modules/admin/users.repository';

const [url, samplesArg] = process.argv.slice(2);
const samples = Number(samplesArg ?? 60);
const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const users = new AdminUsersRepository(database.db);
const metrics = new MetricsRepository(database.db);
const base = { member: 'any', banned: 'any', limit: 25 } as const;

// The 41st page's key, found by walking 40 pages as the console would.
let after: { key: string; id: string } | null = null;
for (let i = 0; i < 40; i++) {
  const page = await users.page(base, after);
  const last = page.rows.at(-1);
  after = page.lastKey && last ? { key: page.lastKey, id: last.id } : null;
}

const cases: Record<string, () => Promise<unknown>> = {
  'users first page': () => users.page(base, null),
  'users page 41': () => users.page(base, after),
  'users search': () => users.page({ ...base, q: 'hopper 12' }, null),
  'users role filter': () => users.page({ ...base, role: 'agency' }, null),
  'users members': () => users.page({ ...base, member: 'member' }, null),
  'users banned': () => users.page({ ...base, banned: 'banned' }, null),
  'user page': () => users.detail('bench-u-4242'),
  'metrics 30 days': () => metrics.compute(30),
  'metrics 90 days': () => metrics.compute(90),
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
};
const result: Record<string, { p50: number; p95: number; samples: number }> = {};
for (const [name, run] of Object.entries(cases)) {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  result[name] = { p50: percentile(times, 50), p95: percentile(times, 95), samples };
}
console.log(JSON.stringify(result));
await database.close();
