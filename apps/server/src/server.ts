import { buildApp } from './app';
import { loadEnv } from './config/env';
import { createLogger } from './config/logger';
import { warnAboutDemoFeatures } from './config/production-warnings';
import { startupSummary } from './config/startup-summary';
import { DEMO_SEED_LOCK_ID, withAdvisoryLock } from './db/advisory-lock';
import { openDatabase } from './db/client';
import { workspaceOfHost } from './modules/branding/branding.public';
import { createAuth } from './plugins/auth';
import { seedDemoIfEmpty } from './seed/seed-demo';

async function main() {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  // One logger for the process: Fastify, better-auth and the demo seed all write through it.
  const log = createLogger(env);
  // Signing in on an agency's verified custom domain (ADR 051).
  const auth = await createAuth(database.db, env, log, {
    customHostTrusted: async (host) => (await workspaceOfHost(database.db, host)) !== null,
  });
  const app = await buildApp({ env, database, auth, log });

  warnAboutDemoFeatures(env, app.log);
  // Instances starting together on an empty database take turns: the first seeds, the others find users.
  if (env.SEED_DEMO)
    await withAdvisoryLock(database, DEMO_SEED_LOCK_ID, () => seedDemoIfEmpty(database.db, auth, app.log, env, app));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests and closing the database`);
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish within 10 s; exiting without a clean database close');
      process.exit(1);
    }, 10_000);
    force.unref();
    // server.close() only drops the keep-alive connections idle at that moment. A connection whose request is
    // still running becomes idle once answered and would hold the close open until the client lets go (often
    // past the 10 s limit, skipping the CHECKPOINT), so keep closing idle connections until the drain is done.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      clearInterval(sweep);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`ProClub is ready on http://localhost:${env.PORT} (${database.kind} database)`);
  app.log.info(startupSummary(env, database.kind));
}

main().catch((error) => {
  // A configuration refusal is one clear message per line; anything else needs its stack to be diagnosed.
  const expected = error instanceof Error && /^(Invalid configuration|Refusing to start)/.test(error.message);
  console.error(error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : error);
  process.exit(1);
});
