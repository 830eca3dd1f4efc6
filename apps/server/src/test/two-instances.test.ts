import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LISTENER_APPLICATION_NAME } from '../plugins/realtime/event-bus';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { DEMO_TEAM } from '../seed/demo-team';
import { disposeServerBundle, HttpClient, killAllServers, type ServerProcess, spawnServer } from './server-process';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase, testDatabaseUrl } from './test-database';
import { until } from './until';

// Issue #16's proof: two real server processes (the production bundle) behind no proxy, on one PostgreSQL, as an
// operator runs them. Both start at the same moment on an empty database with SEED_DEMO=true. One pair of servers
// serves every test so the file stays fast: each test checks one of the claims.

const SIGN_UPS_PER_IP = 3;
const sharedEnv = {
  SEED_DEMO: 'true',
  SIGN_UPS_PER_IP: String(SIGN_UPS_PER_IP),
  // Every second instead of hourly, so "runs once per due time across instances" shows within the test.
  RATE_LIMIT_PRUNE_CRON: '* * * * * *',
  JOBS_POLL_INTERVAL_MS: '500',
  JOBS_SCHEDULE_TICK_MS: '200',
};

const email = (role: string) => (DEMO_ACCOUNTS.find((account) => account.role === role) as { email: string }).email;

/** A client of `server` that carries another client's session cookie (the load balancer sent it elsewhere). */
function sameSessionOn(server: ServerProcess, from: HttpClient): HttpClient {
  const client = new HttpClient(server);
  client.cookie = from.cookie;
  return client;
}

async function signIn(server: ServerProcess, role: string): Promise<HttpClient & { id: string }> {
  const client = new HttpClient(server);
  const { status } = await client.request('POST', '/api/auth/sign-in/email', { email: email(role), password: DEMO_PASSWORD });
  expect(status).toBe(200);
  const me = (await client.request('GET', '/api/me')).json as { user: { id: string } };
  return Object.assign(client, { id: me.user.id });
}

function openSocket(
  server: ServerProcess,
  cookie: string,
): Promise<{ socket: WebSocket; frames: { type: string; channel?: string; event?: { type: string } }[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, { headers: { origin: server.origin, cookie } });
    const frames: { type: string }[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
  });
}

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL [postgres]', () => {
  let scratch: ScratchPostgresDatabase;
  let admin: pg.Client;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const rows = async <T>(text: string, values: unknown[] = []) => (await admin.query(text, values)).rows as T[];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'proclub-two-'));
    // Separate data dirs: nothing may travel between the instances except through PostgreSQL.
    const [dirA, dirB] = [path.join(dataDir, 'a'), path.join(dataDir, 'b')];
    [a, b] = await Promise.all([
      spawnServer({ dataDir: dirA, databaseUrl: scratch.url, env: sharedEnv }),
      spawnServer({ dataDir: dirB, databaseUrl: scratch.url, env: sharedEnv }),
    ]);
    // Both seed the demo (one wins the lock) through the app's API before they listen: minutes on a loaded machine.
    await Promise.all([a.ready(270_000), b.ready(270_000)]);
  }, 300_000);

  afterAll(async () => {
    await killAllServers();
    await disposeServerBundle();
    await admin?.end();
    await scratch?.drop();
    if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('both started together on an empty database: migrated once, seeded once, both serving', async () => {
    const [{ users }] = await rows<{ users: number }>('select count(*)::int as users from "user"');
    // The demo accounts, the agency's teammates and its client in the portal (seed-portal.ts).
    expect(users).toBe(DEMO_ACCOUNTS.length + DEMO_TEAM.length + 1);
    expect(`${a.output()}\n${b.output()}`).not.toMatch(/duplicate key|unhandled|ERR_/i);
    for (const server of [a, b]) {
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
    }
  });

  it('a session made through A acts through B', async () => {
    const seller = await signIn(a, 'vendor');
    const onB = sameSessionOn(b, seller);
    const me = await onB.request('GET', '/api/me');
    expect(me.status).toBe(200);
    expect((me.json as { user: { id: string } }).user.id).toBe(seller.id);
    const created = await onB.request('POST', '/api/messaging/conversations', {
      title: 'Across instances',
      participantIds: [(await signIn(b, 'client')).id],
    });
    expect(created.status).toBe(201);
  });

  it('a message sent through A reaches a socket on B, and B tells its sockets to refetch after losing its listener', async () => {
    const seller = await signIn(a, 'vendor');
    const client = await signIn(b, 'client');
    const conversation = (
      await seller.request('POST', '/api/messaging/conversations', { title: 'Realtime', participantIds: [client.id] })
    ).json as { id: string };
    const { socket, frames } = await openSocket(b, client.cookie as string);
    try {
      const channel = `conversation:${conversation.id}`;
      socket.send(JSON.stringify({ type: 'subscribe', channel }));
      await until(
        () => frames,
        (list) => list.some((frame) => frame.type === 'subscribed'),
        10_000,
      );
      expect(
        (await seller.request('POST', `/api/messaging/conversations/${conversation.id}/messages`, { content: 'Hello from A' }))
          .status,
      ).toBe(201);
      const delivered = await until(
        () => frames,
        (list) => list.some((frame) => frame.type === 'event' && frame.channel === channel),
        10_000,
      );
      expect(delivered.some((frame) => frame.type === 'event' && frame.channel === channel)).toBe(true);

      // Cut every instance's LISTEN connection, as a database failover or a network blip would.
      const killed = await rows<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.length).toBe(2);
      const resynced = await until(
        () => frames,
        (list) => list.some((frame) => frame.type === 'resync'),
        15_000,
      );
      expect(resynced.some((frame) => frame.type === 'resync')).toBe(true);
      // And events flow again after the gap.
      const before = frames.filter((frame) => frame.type === 'event').length;
      await seller.request('POST', `/api/messaging/conversations/${conversation.id}/messages`, { content: 'After the gap' });
      const after = await until(
        () => frames.filter((frame) => frame.type === 'event').length,
        (n) => n > before,
        10_000,
      );
      expect(after).toBeGreaterThan(before);
    } finally {
      socket.close();
    }
  }, 60_000);

  it('an image uploaded through A is served by B with long cache headers', async () => {
    const seller = await signIn(a, 'vendor');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${a.baseUrl}/api/profile/avatar`, {
      method: 'PUT',
      headers: { origin: a.origin, cookie: seller.cookie as string },
      body: form,
    });
    const body = (await uploaded.json()) as { avatarUrl: string };
    expect({ status: uploaded.status, body }).toMatchObject({ status: 200 });
    const { avatarUrl } = body;
    const served = await fetch(`${b.baseUrl}${avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('a scheduled job runs once per due time, whichever instance picks it up', async () => {
    const name = 'platform.rate-limits-prune';
    const jobs = await until(
      () => rows<{ id: string }>("select id from pgboss.job where name = $1 and state = 'completed'", [name]),
      (list) => list.length >= 4,
      30_000,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    // Due times are a second apart: S seconds of schedule make at most S + 2 jobs; a doubled schedule twice that.
    const [span] = await rows<{ jobs: number; seconds: number; retried: number }>(
      `select count(*)::int as jobs, extract(epoch from max(created_on) - min(created_on))::float as seconds,
              count(*) filter (where retry_count > 0)::int as retried
         from pgboss.job where name = $1`,
      [name],
    );
    expect(span.jobs).toBeLessThanOrEqual(Math.floor(span.seconds) + 2);
    expect(span.retried).toBe(0);
  });

  it('a per-IP rate limit counts requests on both instances', async () => {
    const signUp = (server: ServerProcess, n: number) =>
      new HttpClient(server).request('POST', '/api/auth/sign-up/email', {
        email: `two-${n}@instances.test`,
        password: 'two-instances-pass-1',
        name: `Person ${n}`,
      });
    const statuses = [(await signUp(a, 1)).status, (await signUp(b, 2)).status, (await signUp(a, 3)).status];
    expect(statuses).toEqual([200, 200, 200]);
    expect((await signUp(b, 4)).status).toBe(429);
  });

  it("answers with a request id (its own, or the caller's), serves /metrics privately, and warns about proxy headers", async () => {
    const own = await fetch(`${a.baseUrl}/api/health`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${a.baseUrl}/api/health`, { headers: { 'x-request-id': 'lb-trace-12345678' } });
    expect(given.headers.get('x-request-id')).toBe('lb-trace-12345678');

    const metrics = await fetch(`${b.baseUrl}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'db_pool_connections',
      'realtime_sockets',
      'realtime_channels',
      'job_queue_depth',
      'mail_outbox_pending',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(name);
    }
    // Through a proxy (public traffic) the same path is an unknown route.
    expect((await fetch(`${b.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    await until(
      () => b.output(),
      (out) => out.includes('TRUST_PROXY is off'),
      5_000,
    );
    expect(b.output()).toContain('TRUST_PROXY is off');
  });
});
