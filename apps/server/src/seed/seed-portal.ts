import { splitPersonName } from '@proclub/contracts/client-contacts';
import { and, desc, eq, like } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index';
import { DEMO_PASSWORD } from './demo-accounts';
import { SeedApi } from './seed-api';
import { seedApi } from './seed-as';
import type { SeedContext } from './seed-context';

/** The demo agency's client who has the portal (README: sign in with this address and the demo password). */
export const DEMO_PORTAL_EMAIL = 'dana@whitfieldlaw.test';

/**
 * Contacts on the demo agency's clients and one client in the portal, made the way people make them (issue 33):
 * the agency adds each client's person as its primary contact, invites Dana Whitfield to the portal, and Dana sets
 * a password from the mailed link (its token read from the outbox, as the person reads their mail).
 */
export async function seedPortal(ctx: SeedContext): Promise<void> {
  if (!ctx.app) return;
  const owner = await seedApi(ctx, 'agency');
  const page = await owner.call<{ items: { id: string; name: string; email: string; phone: string | null }[] }>(
    'GET',
    '/api/crm/clients?limit=50',
  );
  let dana: { clientId: string; contactId: string } | null = null;
  for (const client of page.items) {
    const { firstName, lastName } = splitPersonName(client.name);
    if (!firstName) continue;
    const contact = await owner.call<{ id: string }>('POST', `/api/crm/clients/${client.id}/contacts`, {
      firstName,
      lastName,
      email: client.email,
      phone: client.phone ?? undefined,
      isPrimary: true,
    });
    if (client.email === DEMO_PORTAL_EMAIL) dana = { clientId: client.id, contactId: contact.id };
  }
  if (!dana) return;
  await owner.call('POST', `/api/portal-access/clients/${dana.clientId}/contacts/${dana.contactId}/invitations`, {});
  const [mail] = await ctx.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, DEMO_PORTAL_EMAIL), like(emailOutbox.text, '%/portal/invitations/%')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/portal\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`demo seed: no portal invitation mailed to ${DEMO_PORTAL_EMAIL}`);
  const person = new SeedApi(ctx.app, SeedApi.origin(ctx.env));
  await person.call('POST', `/api/portal/invitations/${token}/accept`, { password: DEMO_PASSWORD });
}
