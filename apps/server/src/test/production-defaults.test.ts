// @module-tag process
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { disposeServerBundle, HttpClient, killAllServers, type ServerProcess, spawnServer, startServer } from './server-process';
import { createScratchPostgresDatabase, testDatabaseUrl } from './test-database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await killAllServers();
  await disposeServerBundle();
});

async function tempDataDir(): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'proclub-defaults-'));
  cleanups.push(() => fsp.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(options: { databaseUrl?: string; env?: Record<string, string | undefined> }): Promise<ServerProcess> {
  // SEED_DEMO unset: what an operator gets without the flag (the harness sets it to false by default).
  const server = await startServer(
    {
      dataDir: await tempDataDir(),
      databaseUrl: options.databaseUrl,
      env: { SEED_DEMO: undefined, LOG_LEVEL: 'info', ...options.env },
      // Seeding the whole demo through the app's API before it listens: minutes on a loaded 2-core machine.
    },
    270_000,
  );
  cleanups.push(async () => void (await server.kill()));
  return server;
}

async function demoSignIn(server: ServerProcess): Promise<HttpClient & { status: number }> {
  const client = new HttpClient(server);
  const { status } = await client.request('POST', '/api/auth/sign-in/email', {
    email: 'admin@demo.proclub.test',
    password: DEMO_PASSWORD,
  });
  return Object.assign(client, { status });
}

async function checkoutStatus(server: ServerProcess): Promise<number> {
  const client = new HttpClient(server);
  await client.request('POST', '/api/auth/sign-up/email', {
    email: 'buyer@defaults.test',
    password: 'buyer-pass-123',
    name: 'Buyer',
  });
  // Sign-up signs nobody in (issue #30, ADR 041): the password does.
  await client.request('POST', '/api/auth/sign-in/email', { email: 'buyer@defaults.test', password: 'buyer-pass-123' });
  const plans = (await client.request('GET', '/api/membership/plans')).json as { base: { priceId: string } };
  return (await client.request('POST', '/api/membership/create-checkout', { priceId: plans.base.priceId, addOns: [] })).status;
}

describe('production defaults: a bare machine (NODE_ENV=production, embedded database) [pglite]', () => {
  it('still shows the demo workspace and the test checkout, warns loudly, and never logs a password', async () => {
    const server = await start({});
    const admin = await demoSignIn(server);
    expect(admin.status).toBe(200);
    // The billing test clock (issue 34's Playwright) does not exist in production.
    expect((await admin.request('POST', '/api/dev/billing-clock', { days: 31 })).status).toBe(404);
    expect(await checkoutStatus(server)).toBe(200);
    const log = server.output();
    expect(log).toContain('WARNING (production): SEED_DEMO is on');
    expect(log).toContain('WARNING (production): The built-in test checkout is on');
    expect(log).toContain('Seeded demo accounts');
    expect(log).not.toContain(DEMO_PASSWORD);
    // API docs are off in production unless API_DOCS=true.
    expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(404);
    // A real process migrates and seeds a fresh embedded database: slow on a loaded 2-core machine (91 s once in CI
    // with the browser tests beside the unit tests; over 150 s in session 18, the demo having grown).
  }, 300_000);
});

describe('production refuses placeholder secrets at start', () => {
  it('exits with one line per placeholder, naming the setting but never its value', async () => {
    const server = await spawnServer({
      dataDir: await tempDataDir(),
      env: {
        // What deploy/env.example and .env.example show, copied without editing.
        AUTH_SECRET: 'change-me-to-at-least-32-random-characters-openssl-rand',
        DATABASE_URL: 'postgres://proclub:change-me@127.0.0.1:1/proclub',
        STRIPE_SECRET_KEY: 'sk_test_...',
        STRIPE_WEBHOOK_SECRET: 'whsec_...',
        APP_URL: 'https://club.example.com',
      },
    });
    cleanups.push(async () => void (await server.kill()));
    const status = await server.exited;
    expect(status.code).toBe(1);
    const log = server.output();
    expect(log).toContain('Refusing to start in production');
    for (const what of ['AUTH_SECRET', "DATABASE_URL's password", 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
      expect(log).toContain(`  - ${what} is a placeholder from an example`);
    expect(log).not.toContain('change-me-to-at-least');
    expect(log).not.toContain('proclub:change-me@');
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl)(
  'production defaults: a real deployment (NODE_ENV=production with DATABASE_URL) [postgres]',
  () => {
    async function database(): Promise<string> {
      const scratch = await createScratchPostgresDatabase();
      cleanups.push(() => scratch.drop());
      return scratch.url;
    }

    it('has no demo accounts, no test checkout and no API docs without explicit flags', async () => {
      const server = await start({ databaseUrl: await database() });
      expect((await demoSignIn(server)).status).toBe(401);
      expect(await checkoutStatus(server)).toBe(503);
      expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(404);
      expect(server.output()).not.toContain('WARNING (production)');
    });

    it('turns each one on by its flag, with the start-up warning', async () => {
      const server = await start({
        databaseUrl: await database(),
        env: { SEED_DEMO: 'true', TEST_CHECKOUT: 'true', API_DOCS: 'true' },
      });
      expect((await demoSignIn(server)).status).toBe(200);
      expect(await checkoutStatus(server)).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/docs/json`)).status).toBe(200);
      expect(server.output()).toContain('WARNING (production): SEED_DEMO is on');
      expect(server.output()).not.toContain(DEMO_PASSWORD);
    });
  },
);
