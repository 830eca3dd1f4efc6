/**
 * The portal benchmark's measuring process, on one database (PORTAL_BENCH_DB=pglite|postgres; PostgreSQL is a scratch
 * database on TEST_DATABASE_URL). One in-process app, filled through its own API the way the agency works (batched
 * calls): a client with 500 audits, 50 sent reports, 100 issued invoices and 2,000 thread messages, and the client's
 * contact invited to the portal and signed in from the mailed link.
 * Measures GET /api/portal/:clientId/overview as that person beside the raw-SQL floor (one hand-written statement
 * reading the same figures, no HTTP) and GET /api/me (the request floor). Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { ApiClient, mailedLink, testEnv, uniqueEmail } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.PORTAL_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const SAMPLES = Number(process.env.PORTAL_BENCH_SAMPLES ?? 200);
const AUDITS = 500;
const REPORTS = 50;
const INVOICES = 100;
const MESSAGES = 2_000;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
  return { p50: at(50), p95: at(95), samples: values.length };
};
const timed = async (run: () => Promise<unknown>) => {
  for (let n = 0; n < 20; n++) await run(); // warm-up
  const values: number[] = [];
  for (let n = 0; n < SAMPLES; n++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return stats(values);
};
/** Runs `count` calls, `width` at a time; each must answer 2xx. */
async function batched(count: number, width: number, call: (n: number) => Promise<{ statusCode: number; body: string }>) {
  for (let start = 0; start < count; start += width) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(width, count - start) }, (_, offset) => call(start + offset)),
    );
    const failed = answers.find((answer) => answer.statusCode >= 300);
    if (failed) throw new Error(`fill failed: ${failed.statusCode} ${failed.body}`);
  }
}

const testDb = await createTestDatabase(kind);
const db = testDb.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-portal-bench-'));
const app = await buildApp({
  env: testEnv(dir, {}),
  database: testDb.database,
  storage: new LocalDiskStorage(dir),
  logger: false,
});
await app.ready();

const agency = await userWithRole(app, 'agency');
const api = agency.client;
const client = (await api.post('/api/crm/clients', { name: 'Bench Bakery', email: uniqueEmail('bench-bakery') })).json() as {
  id: string;
};
const email = uniqueEmail('bench-maria');
const contact = (await api.post(`/api/crm/clients/${client.id}/contacts`, { firstName: 'Maria', email })).json() as {
  id: string;
};
await api.post(`/api/portal-access/clients/${client.id}/contacts/${contact.id}/invitations`, {});
const token = (await mailedLink(app, email, '/portal/invitations/')).pathname.split('/').at(-1);
const person = new ApiClient(app);
const accepted = await person.post(`/api/portal/invitations/${token}/accept`, { password: 'bench-password' });
if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);

await batched(AUDITS, 20, (n) =>
  api.post('/api/hub/audits', {
    clientId: client.id,
    auditType: 'seo',
    websiteUrl: `https://bakery-${n}.test`,
    score: 40 + (n % 60),
  }),
);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
await batched(REPORTS, 5, async (n) => {
  const created = await api.post('/api/hub/reports', {
    clientId: client.id,
    title: `Month ${n + 1}`,
    periodStart: day(-730 + n * 14),
    periodEnd: day(-716 + n * 14),
  });
  if (created.statusCode !== 201) return created;
  return api.post(`/api/hub/reports/${(created.json() as { id: string }).id}/send`);
});
await batched(INVOICES, 10, async (n) => {
  const created = await api.post('/api/invoices', {
    clientId: client.id,
    issueDate: day(-730 + n * 7),
    dueDate: day(-700 + n * 7),
    lines: [{ description: `Care ${n + 1}`, quantity: 1000, unitPrice: 19_800, taxRate: 0, discountRate: 0 }],
  });
  if (created.statusCode !== 201) return created;
  return api.post(`/api/invoices/${(created.json() as { id: string }).id}/issue`);
});
const project = (
  await api.post('/api/crm/projects', { clientId: client.id, title: 'Ongoing care', status: 'in_progress' })
).json() as {
  id: string;
};
await batched(MESSAGES, 20, (n) =>
  (n % 2 === 0 ? api : person).post(
    n % 2 === 0 ? `/api/project-threads/${project.id}/messages` : `/api/portal/${client.id}/projects/${project.id}/messages`,
    { message: `Update ${n + 1}` },
  ),
);
await db.execute(sql`analyze`);

const first = await person.get(`/api/portal/${client.id}/overview`);
if (first.statusCode !== 200) throw new Error(`overview: ${first.statusCode} ${first.body}`);
const overview = await timed(() => person.get(`/api/portal/${client.id}/overview`));
const workspaceId = agency.id;
const personId = ((await person.get('/api/me')).json() as { user: { id: string } }).user.id;
const overviewRaw = await timed(() =>
  db.execute(sql`
    select
      (select id from portal_access where user_id = ${personId} and client_id = ${client.id} and revoked_at is null) as access,
      (select array_agg(score) from (select r.score from audit_runs r join client_audits a on a.id = r.audit_id
         where a.workspace_id = ${workspaceId} and a.client_id = ${client.id} order by r.created_at desc, r.id desc limit 2) s) as scores,
      (select count(*) from milestones m join projects p on p.id = m.project_id
         where p.workspace_id = ${workspaceId} and p.client_id = ${client.id} and m.status <> 'completed') as upcoming,
      (select count(*) filter (where status in ('open', 'overdue')) from invoices
         where workspace_id = ${workspaceId} and client_id = ${client.id} and status <> 'draft') as open_invoices,
      (select count(*) from project_messages m join projects p on p.id = m.project_id
         where p.workspace_id = ${workspaceId} and p.client_id = ${client.id} and not m.is_read) as unread`),
);
const baseline = await timed(() => person.get('/api/me'));
const body = first.json() as { audit: unknown; openInvoices: unknown; unreadMessages: number };

await app.close();
await testDb.dispose();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    fill: { audits: AUDITS, reports: REPORTS, invoices: INVOICES, messages: MESSAGES },
    answer: body,
    overview,
    overviewRaw,
    baseline,
  }),
);
