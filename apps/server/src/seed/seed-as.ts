import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { SeedApi } from './seed-api';
import type { SeedContext } from './seed-context';

const sessions = new WeakMap<Record<string, string>, Map<string, Promise<SeedApi>>>();

/** The API as one demo account (signed in once per seeding run; the accounts map identifies the run). */
export function seedApi(ctx: SeedContext, role: string): Promise<SeedApi> {
  if (!ctx.app) throw new Error('demo seed: the app is needed to seed through its API');
  const app = ctx.app;
  let byRole = sessions.get(ctx.accounts);
  if (!byRole) {
    byRole = new Map();
    sessions.set(ctx.accounts, byRole);
  }
  let session = byRole.get(role);
  if (!session) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`demo seed: no demo account with role ${role}`);
    session = SeedApi.signIn(app, ctx.env, account.email, DEMO_PASSWORD);
    byRole.set(role, session);
  }
  return session;
}
