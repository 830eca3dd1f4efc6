import { and, desc, eq, like } from 'drizzle-orm';
import { emailOutbox, user } from '../db/schema/index';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_TEAM } from './demo-team';
import { SeedApi } from './seed-api';
import { seedApi } from './seed-as';
import type { SeedContext } from './seed-context';

/**
 * The demo agency's team, made the way people make it: the owner invites each teammate by mail, the teammate's
 * account accepts the mailed link (its token is read from the outbox, as the person reads their mail). Their ids join
 * `accounts` under DEMO_TEAM's keys for the seeders after this one (assigned clients, attributed work).
 */
export async function seedTeam(ctx: SeedContext): Promise<void> {
  if (!ctx.app) return;
  const owner = await seedApi(ctx, 'agency');
  const workspaceId = ctx.accounts.agency;
  for (const mate of DEMO_TEAM) {
    const created = await ctx.auth.api.signUpEmail({ body: { email: mate.email, password: DEMO_PASSWORD, name: mate.fullName } });
    ctx.accounts[mate.key] = created.user.id;
    await ctx.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.user.id));
    await owner.call('POST', `/api/workspaces/${workspaceId}/invitations`, { email: mate.email, role: mate.role });
    const [mail] = await ctx.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, mate.email), like(emailOutbox.text, '%/invitations/%')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = mail?.text.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`demo seed: no invitation mailed to ${mate.email}`);
    const teammate = await SeedApi.signIn(ctx.app, ctx.env, mate.email, DEMO_PASSWORD);
    await teammate.call('POST', `/api/invitations/${token}/accept`);
  }
}

/**
 * The demo agency's clients shared out among its three people through the app's own assignment (each is told, as a
 * teammate would be): Avery keeps some, Priya and Sam get theirs, so "Mine" means something for each of them.
 */
export async function seedAssignments(ctx: SeedContext): Promise<void> {
  if (!ctx.app) return;
  const owner = await seedApi(ctx, 'agency');
  const page = await owner.call<{ items: { id: string }[] }>('GET', '/api/crm/clients?limit=50');
  const people = [ctx.accounts.agency, ctx.accounts.agency_admin, ctx.accounts.agency_member];
  for (const [index, client] of page.items.entries())
    await owner.call('PUT', `/api/crm/clients/${client.id}/assignee`, { userId: people[index % people.length] });
}
