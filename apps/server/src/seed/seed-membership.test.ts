import type { Membership, MembershipChargesPage } from '@proclub/contracts/membership';
import type { OrderPage } from '@proclub/contracts/orders';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('demo seed: memberships through the test checkout, orders behind every review', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('gives the demo vendor every add-on, the client the base plan and the freelancer nothing', async () => {
    const membershipOf = async (role: string) =>
      (await (await signIn(t.app, `${role}@demo.proclub.test`, DEMO_PASSWORD)).get('/api/membership')).json() as Membership;
    expect((await membershipOf('vendor')).addOns).toEqual(['advanced_crm', 'priority_support', 'analytics_pro', 'white_label']);
    expect(await membershipOf('client')).toMatchObject({ subscribed: true, addOns: [] });
    expect((await membershipOf('freelancer')).subscribed).toBe(false);
  });

  it("each demo member's payment is in their billing centre, with the card it was paid with", async () => {
    const vendor = await signIn(t.app, 'vendor@demo.proclub.test', DEMO_PASSWORD);
    const { items } = (await vendor.get('/api/membership/charges')).json() as MembershipChargesPage;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ amountCents: 13_700, card: { brand: 'visa', last4: '4242' } });
    const freelancer = await signIn(t.app, 'freelancer@demo.proclub.test', DEMO_PASSWORD);
    expect(((await freelancer.get('/api/membership/charges')).json() as MembershipChargesPage).items).toEqual([]);
  });

  it('every seeded review has a completed order; the vendor has an order waiting and the agency one in progress', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from reviews r where not exists (select 1 from orders o where o.service_id = r.service_id and o.buyer_id = r.reviewer_id and o.status = 'completed')`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(0);
    const vendor = await signIn(t.app, 'vendor@demo.proclub.test', DEMO_PASSWORD);
    expect(((await vendor.get('/api/orders?role=seller')).json() as OrderPage).awaitingResponse).toBe(1);
    const agency = await signIn(t.app, 'agency@demo.proclub.test', DEMO_PASSWORD);
    const inProgress = (await agency.get('/api/orders?role=seller&status=in_progress')).json() as OrderPage;
    expect(inProgress.items).toHaveLength(1);
    expect(inProgress.items[0].projectId).not.toBeNull();
  });
});
