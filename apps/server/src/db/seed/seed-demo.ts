import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Auth } from '../../plugins/auth';
import type { Db } from '../client';
import { profiles, user } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedAnalysis } from './seed-analysis';
import { seedCrm } from './seed-crm';
import { seedHub } from './seed-hub';
import { seedMembership } from './seed-membership';
import { seedMessaging } from './seed-messaging';
import { seedOrders } from './seed-orders';
import { seedProducts } from './seed-products';
import { seedServices } from './seed-services';

export interface SeedContext {
  db: Db;
  auth: Auth;
  /** Demo account ids by role, for feature seeders to attach their rows to. */
  accounts: Record<string, string>;
  log: FastifyBaseLogger;
  /** The app's configuration (the membership seed needs the payment settings); absent in some tests. */
  env?: Env;
}

/** Feature seeders run after the accounts exist; later features append theirs here. */
const featureSeeders: ((ctx: SeedContext) => Promise<void>)[] = [
  seedServices,
  seedCrm,
  seedMessaging,
  seedMembership,
  seedOrders,
  seedAnalysis,
  seedHub,
  seedProducts,
];

/** Seeds the demo accounts (and feature rows) when the database has no users yet. */
export async function seedDemoIfEmpty(db: Db, auth: Auth, log: FastifyBaseLogger, env?: Env): Promise<boolean> {
  const [{ users }] = await db.select({ users: count() }).from(user);
  if (users > 0) return false;
  const accounts: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const created = await auth.api.signUpEmail({
      body: { email: account.email, password: DEMO_PASSWORD, name: account.fullName },
    });
    accounts[account.role] = created.user.id;
    await db
      .update(profiles)
      .set({ role: account.role, companyName: account.companyName, bio: account.bio, location: account.location })
      .where(eq(profiles.id, created.user.id));
  }
  for (const seed of featureSeeders) await seed({ db, auth, accounts, log, env });
  log.info(`Seeded demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`).join(', ')}`);
  return true;
}
