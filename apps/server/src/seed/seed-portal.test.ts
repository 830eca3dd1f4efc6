import type { PortalHome, PortalProject } from '@proclub/contracts/portal';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';
import { DEMO_PORTAL_EMAIL } from './seed-portal';

/** The demo's client portal: Dana Whitfield signs in with the demo password and sees Whitfield Law's projects. */
describeEachDatabase('demo seed: the client portal', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('Dana signs in and opens the agency’s portal with her projects; every agency client has a primary contact', async () => {
    const dana = await signIn(t.app, DEMO_PORTAL_EMAIL, DEMO_PASSWORD);
    const homes = (await dana.get('/api/portal/homes')).json() as { items: PortalHome[] };
    expect(homes.items.map((home) => [home.agencyName, home.clientName])).toEqual([['Brightline Digital', 'Dana Whitfield']]);
    const projects = (await dana.get(`/api/portal/${homes.items[0].clientId}/projects`)).json() as { items: PortalProject[] };
    expect(projects.items.length).toBeGreaterThan(0);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as missing from clients c join workspaces w on w.id = c.workspace_id
          where w.name = 'Brightline Digital'
            and not exists (select 1 from client_contacts cc where cc.client_id = c.id and cc.is_primary)`,
    )) as unknown as { rows: { missing: number }[] };
    expect(rows.rows[0].missing).toBe(0);
  });

  it('the demo sellers can send campaigns (a mailing address) and the agency runs the four ready-made workflows', async () => {
    const agency = await signIn(t.app, 'agency@demo.proclub.test', DEMO_PASSWORD);
    const address = await agency.get('/api/crm/campaign-postal-address');
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json().address).toMatchObject({ city: 'Austin', postalCode: '78701' });
    const listed = await agency.get('/api/workflows');
    expect(listed.statusCode, listed.body).toBe(200);
    const active = (listed.json() as { name: string; status: string }[]).filter((workflow) => workflow.status === 'active');
    expect(active.map((workflow) => workflow.name).sort()).toEqual([
      'Audit alert',
      'Lead follow-up',
      'Review request',
      'Welcome',
    ]);
  });
});
