import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { Auth } from '../plugins/auth';

/** What every feature seeder gets: its own file, so the seeders and seed-demo.ts do not import each other. */
export interface SeedContext {
  db: Db;
  auth: Auth;
  /** Demo account ids by role, for feature seeders to attach their rows to. */
  accounts: Record<string, string>;
  log: FastifyBaseLogger;
  /** The app's configuration (the membership seed needs the payment settings); absent in some tests. */
  env?: Env;
  /** The built app: seeders that act as a demo person go through its API (SeedApi), so the app's rules apply. */
  app?: FastifyInstance;
}
