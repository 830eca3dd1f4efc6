// @module-tag process
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { disposeServerBundle, HttpClient, killAllServers, type ServerProcess, spawnServer, startServer } from './server-process';
import {
  createMigratedScratchPostgresDatabase,
  prepareMigratedDataDir,
  type ScratchPostgresDatabase,
  testDatabaseUrl,
} from './test-database';

const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) await server.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => {
  await killAllServers();
  await disposeServerBundle();
});

/**
 * A data dir holding a migrated, empty database: these tests are about locks, signals and restarts, and a
 * first start's 29 migrations cost each spawned server seconds of CPU (migrating an empty data dir in a real
 * process is production-defaults.test.ts's bare machine).
 */
async function tempDataDir(): Promise<string> {
  const dir = await emptyDir();
  await prepareMigratedDataDir(dir);
  return dir;
}

/** A data dir for a server on PostgreSQL (it keeps only the lock there). */
async function emptyDir(): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'proclub-lifecycle-'));
  cleanups.push(() => fsp.rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(server: ServerProcess): ServerProcess {
  started.push(server);
  return server;
}

async function signUp(server: ServerProcess, email: string): Promise<HttpClient> {
  const client = new HttpClient(server);
  const response = await client.request('POST', '/api/auth/sign-up/email', {
    name: 'Life Cycle',
    email,
    password: 'lifecycle-pass',
  });
  expect(response.status).toBe(200);
  // Sign-up signs nobody in (issue #30, ADR 041): the password does.
  expect((await client.request('POST', '/api/auth/sign-in/email', { email, password: 'lifecycle-pass' })).status).toBe(200);
  return client;
}

/** Fires requests and reports, per request, the status or the network error code. */
async function settle(requests: Promise<{ status: number }>[]): Promise<(number | string)[]> {
  const results = await Promise.allSettled(requests);
  return results.map((result) => {
    if (result.status === 'fulfilled') return result.value.status;
    const cause = (result.reason as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(result.reason);
  });
}

describe('server process lifecycle [pglite]', () => {
  it('a second process on the same DATA_DIR refuses to start with a clear message; the first keeps working', async () => {
    const dataDir = await tempDataDir();
    const first = track(await startServer({ dataDir }));
    const lockPath = path.join(dataDir, 'proclub.lock');
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(first.pid));

    const second = track(await spawnServer({ dataDir }));
    const exit = await second.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(second.output()).toContain(`is in use by another ProClub process (PID ${first.pid})`);
    expect(second.output()).toContain(dataDir);

    // The refused process neither took nor removed the lock, and the first server is unharmed.
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(first.pid));
    const client = await signUp(first, 'still-working@lifecycle.test');
    expect((await client.request('GET', '/api/me')).status).toBe(200);
  });

  it('SIGTERM drains in-flight requests, checkpoints, exits 0 and removes the lock; the data is there after restart', async () => {
    const dataDir = await tempDataDir();
    const server = track(await startServer({ dataDir, env: { LOG_LEVEL: 'info' } }));
    const client = await signUp(server, 'before-sigterm@lifecycle.test');

    // Sign-ups hash a password, so they are still running when the signal arrives. The info log's
    // "incoming request" lines tell us when the server has started handling each of them.
    const signUpsLogged = () =>
      server.output().match(/"url":"\/api\/auth\/sign-up\/email".*"msg":"incoming request"/g)?.length ?? 0;
    const before = signUpsLogged();
    const inFlight = Array.from({ length: 6 }, (_, index) =>
      new HttpClient(server).request('POST', '/api/auth/sign-up/email', {
        name: `In flight ${index}`,
        email: `in-flight-${index}@lifecycle.test`,
        password: 'lifecycle-pass',
      }),
    );
    while (signUpsLogged() < before + inFlight.length && server.running) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const outcomes = await settle(inFlight);
    const exit = await server.exited;

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM received');
    expect(fs.existsSync(path.join(dataDir, 'proclub.lock'))).toBe(false);
    // Every request the server had started handling is answered, not cut off.
    expect(outcomes).toEqual(inFlight.map(() => 200));

    const restarted = track(await startServer({ dataDir }));
    client.server = restarted;
    expect((await client.request('GET', '/api/me')).status).toBe(200);
    for (let index = 0; index < inFlight.length; index++) {
      const signIn = await new HttpClient(restarted).request('POST', '/api/auth/sign-in/email', {
        email: `in-flight-${index}@lifecycle.test`,
        password: 'lifecycle-pass',
      });
      expect(signIn.status, `in-flight sign-up ${index} was acknowledged and kept`).toBe(200);
    }
  });

  it('a lock left by a killed process is taken over on the next start', async () => {
    const dataDir = await tempDataDir();
    const killed = track(await startServer({ dataDir }));
    await killed.kill('SIGKILL');
    expect(fs.readFileSync(path.join(dataDir, 'proclub.lock'), 'utf8')).toBe(String(killed.pid));
    const next = track(await startServer({ dataDir }));
    expect(fs.readFileSync(path.join(dataDir, 'proclub.lock'), 'utf8')).toBe(String(next.pid));
  });
});

describe('demo data at start [pglite]', () => {
  it('seeds one demo account per role by default, and none with SEED_DEMO=false', async () => {
    // Seeding the demo through the app's own services is ≈ 40 s of CPU: beside the browser tests that took over 150 s.
    const seeded = track(await startServer({ dataDir: await tempDataDir(), env: { SEED_DEMO: 'true' } }, 300_000));
    for (const role of ['agency', 'vendor', 'freelancer', 'client', 'admin']) {
      const client = new HttpClient(seeded);
      const signIn = await client.request('POST', '/api/auth/sign-in/email', {
        email: `${role}@demo.proclub.test`,
        password: DEMO_PASSWORD,
      });
      expect(signIn.status, role).toBe(200);
      expect(((await client.request('GET', '/api/me')).json as { profile: { role: string } }).profile.role).toBe(role);
    }

    const plain = track(await startServer({ dataDir: await tempDataDir() })); // the harness sets SEED_DEMO=false
    const signIn = await new HttpClient(plain).request('POST', '/api/auth/sign-in/email', {
      email: 'vendor@demo.proclub.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });
});

describe.skipIf(!testDatabaseUrl)('server process lifecycle [postgres]', () => {
  let scratch: ScratchPostgresDatabase;

  async function database(): Promise<string> {
    scratch = await createMigratedScratchPostgresDatabase();
    cleanups.push(() => scratch.drop());
    return scratch.url;
  }

  it('two instances on one database share sessions: sign in on one, use and revoke on the other', async () => {
    const databaseUrl = await database();
    const [a, b] = await Promise.all([
      startServer({ dataDir: await emptyDir(), databaseUrl }),
      startServer({ dataDir: await emptyDir(), databaseUrl }),
    ]);
    track(a);
    track(b);
    const onA = await signUp(a, 'shared@lifecycle.test');
    const onB = new HttpClient(b);
    onB.cookie = onA.cookie;
    expect((await onB.request('GET', '/api/me')).status).toBe(200);
    expect((await onB.request('PATCH', '/api/profile', { fullName: 'Shared', bio: 'written on B' })).status).toBe(200);
    expect(((await onA.request('GET', '/api/me')).json as { profile: { bio: string } }).profile.bio).toBe('written on B');

    expect((await onB.request('POST', '/api/auth/sign-out')).status).toBe(200);
    const stale = new HttpClient(a);
    stale.cookie = onA.cookie;
    expect((await stale.request('GET', '/api/me')).status).toBe(401);
  });

  it('SIGTERM exits 0 and sessions survive the restart', async () => {
    const databaseUrl = await database();
    const dataDir = await emptyDir();
    const server = track(await startServer({ dataDir, databaseUrl }));
    const client = await signUp(server, 'restart@lifecycle.test');
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    const restarted = track(await startServer({ dataDir, databaseUrl }));
    client.server = restarted;
    expect((await client.request('GET', '/api/me')).status).toBe(200);
  });
});
