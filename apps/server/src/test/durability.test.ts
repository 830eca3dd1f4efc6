// @module-tag process
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { disposeServerBundle, HttpClient, killAllServers, type ServerTarget, startServer } from './server-process';
import { createMigratedScratchPostgresDatabase, databaseKinds, prepareMigratedDataDir } from './test-database';

/**
 * The durability check: the real server process is killed with SIGKILL while several clients
 * write through the API, again and again, and after every restart each write the API acknowledged
 * (answered 2xx) must still be there. A write in flight at the kill may or may not have landed.
 *
 * Each cycle is a server start (~10 s of CPU on this 2-core machine), so `npm test` kills each database's server
 * 5 times; `npm run bench -- --only durability` runs the full 20 (DURABILITY_CYCLES, read by this test alone).
 */
const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 5);
const BIO_WRITERS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface BioWriter {
  client: HttpClient;
  name: string;
  /** The last bio the API acknowledged. */
  acked: string;
  /** A bio sent whose answer never arrived (the kill came first); it may or may not be stored. */
  inFlight: string | null;
}

interface AckedSignUp {
  email: string;
  cycle: number;
}

describe('durability: SIGKILL in the middle of writes', () => {
  // Cleanup lives in afterAll, not in the test body: a test that times out is abandoned mid-way.
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const cleanup of cleanups) await cleanup();
    await disposeServerBundle();
  });

  // The two databases run side by side: each test owns its server processes, data dir and database.
  it.concurrent.each(databaseKinds())(
    `[%s] keeps every acknowledged write across ${CYCLES} SIGKILL restarts`,
    { timeout: 900_000 },
    async (kind) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-durability-'));
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      // Already migrated: the kills are the subject here, and a first start's migrations cost a server seconds.
      if (kind === 'pglite') await prepareMigratedDataDir(dataDir);
      const scratch = kind === 'postgres' ? await createMigratedScratchPostgresDatabase() : undefined;
      if (scratch) cleanups.push(() => scratch.drop());
      await killAndRestart({ dataDir, databaseUrl: scratch?.url });
    },
  );
});

async function killAndRestart(target: ServerTarget) {
  const start = () => startServer(target);
  let server = await start();

  const writers: BioWriter[] = [];
  for (let index = 0; index < BIO_WRITERS; index++) {
    const client = new HttpClient(server);
    const name = `Writer ${index}`;
    const signUp = await client.request('POST', '/api/auth/sign-up/email', {
      name,
      email: `writer-${index}@durability.test`,
      password: 'durable-password',
    });
    expect(signUp.status).toBe(200);
    // Sign-up signs nobody in (issue #30, ADR 041): the writer signs in with the password.
    const signedIn = await client.request('POST', '/api/auth/sign-in/email', {
      email: `writer-${index}@durability.test`,
      password: 'durable-password',
    });
    expect(signedIn.status).toBe(200);
    const initial = await client.request('PATCH', '/api/profile', { fullName: name, bio: 'initial' });
    expect(initial.status).toBe(200);
    writers.push({ client, name, acked: 'initial', inFlight: null });
  }
  const ackedSignUps: AckedSignUp[] = [];

  async function verify(signUps: AckedSignUp[], label: string) {
    for (const writer of writers) {
      writer.client.server = server;
      const me = await writer.client.request('GET', '/api/me');
      expect(me.status, `${label}: ${writer.name}'s session survived the restart`).toBe(200);
      const bio = (me.json as { profile: { bio: string } }).profile.bio;
      const allowed = writer.inFlight ? [writer.acked, writer.inFlight] : [writer.acked];
      expect(allowed, `${label}: ${writer.name}'s bio is the last acknowledged one (or the one in flight)`).toContain(bio);
      writer.acked = bio;
      writer.inFlight = null;
    }
    for (const signUp of signUps) {
      // The account exists with its password (sign-up signs nobody in since issue #30: the writers' sessions above
      // are the sessions that must survive).
      const client = new HttpClient(server);
      const signedIn = await client.request('POST', '/api/auth/sign-in/email', {
        email: signUp.email,
        password: 'durable-password',
      });
      expect(signedIn.status, `${label}: account ${signUp.email} (acknowledged in cycle ${signUp.cycle}) exists`).toBe(200);
      const me = await client.request('GET', '/api/me');
      expect(me.status).toBe(200);
      expect((me.json as { user: { email: string } }).user.email).toBe(signUp.email);
    }
  }

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    let killing = false;
    let bioAcks = 0;
    const signUpsThisCycle: AckedSignUp[] = [];

    // A failure is expected only once the kill has begun; before that any error fails the test.
    const tolerateKill = (error: unknown) => {
      if (!killing) throw error;
    };

    const bioLoops = writers.map(async (writer, index) => {
      for (let n = 0; ; n++) {
        const value = `cycle ${cycle} write ${n} by ${index}`;
        writer.inFlight = value;
        try {
          const response = await writer.client.request('PATCH', '/api/profile', { fullName: writer.name, bio: value });
          if (response.status !== 200) throw new Error(`PATCH /api/profile answered ${response.status}`);
        } catch (error) {
          return tolerateKill(error);
        }
        writer.acked = value;
        writer.inFlight = null;
        bioAcks++;
      }
    });

    const signUpLoop = (async () => {
      for (let n = 0; ; n++) {
        const email = `cycle-${cycle}-${n}@durability.test`;
        const client = new HttpClient(server);
        try {
          const response = await client.request('POST', '/api/auth/sign-up/email', {
            name: `Cycle ${cycle}`,
            email,
            password: 'durable-password',
          });
          if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
        } catch (error) {
          return tolerateKill(error);
        }
        signUpsThisCycle.push({ email, cycle });
      }
    })();
    // Surface a loop's failure at once instead of as an unhandled rejection while we wait below.
    let loopFailure: unknown;
    for (const loop of [...bioLoops, signUpLoop])
      loop.catch((error) => {
        loopFailure ??= error;
      });

    // Kill at a random moment once both kinds of write are flowing.
    while ((bioAcks === 0 || signUpsThisCycle.length === 0) && server.running && !loopFailure) await sleep(5);
    if (loopFailure) throw loopFailure;
    await sleep(Math.random() * 300);
    killing = true;
    const exit = await server.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    await Promise.all([...bioLoops, signUpLoop]);
    expect(bioAcks + signUpsThisCycle.length, `cycle ${cycle}: no write was acknowledged before the kill`).toBeGreaterThan(0);
    ackedSignUps.push(...signUpsThisCycle);

    server = await start();
    await verify(signUpsThisCycle, `after kill ${cycle}`);
  }

  // Everything acknowledged in any cycle is still there at the end.
  await verify(ackedSignUps, 'final check');
  expect(ackedSignUps.length).toBeGreaterThanOrEqual(CYCLES);

  const exit = await server.kill('SIGTERM');
  expect(exit.code).toBe(0);
}
