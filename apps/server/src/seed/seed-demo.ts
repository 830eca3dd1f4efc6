import { isSellerRole } from '@proclub/contracts/profiles';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema/index';
import { ensurePersonalWorkspace } from '../modules/workspaces/workspaces.public';
import type { Auth } from '../plugins/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_TEAM } from './demo-team';
import { seedAdmin } from './seed-admin';
import { seedAnalysis } from './seed-analysis';
import type { SeedContext } from './seed-context';
import { seedCrm } from './seed-crm';
import { seedHub } from './seed-hub';
import { seedMembership } from './seed-membership';
import { seedMessaging } from './seed-messaging';
import { seedOrders } from './seed-orders';
import { seedPortal } from './seed-portal';
import { seedProducts } from './seed-products';
import { seedSellerSettings } from './seed-seller-settings';
import { seedServices } from './seed-services';
import { seedAssignments, seedTeam } from './seed-team';

/** Feature seeders run after the accounts exist; later features append theirs here. */
const featureSeeders: ((ctx: SeedContext) => Promise<void>)[] = [
  seedTeam,
  seedServices,
  seedCrm,
  seedAssignments,
  seedPortal,
  seedMessaging,
  seedMembership,
  seedOrders,
  seedAnalysis,
  seedHub,
  seedProducts,
  seedAdmin,
  seedSellerSettings,
];

/** Seeds the demo accounts (and feature rows) when the database has no users yet. */
export async function seedDemoIfEmpty(
  db: Db,
  auth: Auth,
  log: FastifyBaseLogger,
  env?: Env,
  app?: FastifyInstance,
): Promise<boolean> {
  const [{ users }] = await db.select({ users: count() }).from(user);
  if (users > 0) return false;
  const accounts: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const created = await auth.api.signUpEmail({
      body: { email: account.email, password: DEMO_PASSWORD, name: account.fullName },
    });
    accounts[account.role] = created.user.id;
    // Demo accounts act as people who confirmed their address (mail to clients needs it).
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.user.id));
    await db
      .update(profiles)
      .set({ role: account.role, companyName: account.companyName, bio: account.bio, location: account.location })
      .where(eq(profiles.id, created.user.id));
    // A seller's business is a workspace (ADR 045), made the way setup makes it.
    if (isSellerRole(account.role)) await ensurePersonalWorkspace(db, created.user.id, account.companyName ?? account.fullName);
  }
  const timings: Record<string, number> = {};
  for (const seed of featureSeeders) {
    const started = performance.now();
    await seed({ db, auth, accounts, log, env, app });
    timings[seed.name] = Math.round(performance.now() - started);
  }
  // better-auth's verification mails to the demo addresses go out after its answers: done before the seed is.
  await auth.background.settled();
  log.debug({ timings }, 'demo seed timings (ms)');
  // Never the password itself: logs are shipped and kept where a password does not belong (it is in the README).
  log.info(
    `Seeded demo accounts (${DEMO_ACCOUNTS.map((a) => a.role).join(', ')}, the agency's ${DEMO_TEAM.map((m) => m.role).join(' and ')}; password in the README)`,
  );
  return true;
}
