import type { CampaignList } from '@proclub/contracts/crm';
import { beforeAll, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/index';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

describeEachDatabase('crm campaigns', (t) => {
  let seller: SignedUpUser;
  let otherSeller: SignedUpUser;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    otherSeller = await userWithRole(t.app, 'vendor');
    // Campaign rows have no create endpoint yet (sending is a later issue); they are seeded like the demo data.
    await t.database.db.insert(campaigns).values([
      {
        vendorId: seller.id,
        name: 'Spring Sale',
        type: 'email',
        status: 'active',
        sent: 1000,
        opened: 250,
        clicked: 40,
        budget: 500.25,
        startDate: '2030-03-01',
      },
      {
        vendorId: seller.id,
        name: 'Newsletter',
        type: 'newsletter',
        status: 'completed',
        sent: 3000,
        opened: 900,
        clicked: 120,
        budget: 199.75,
        startDate: '2030-01-01',
        endDate: '2030-01-31',
      },
      { vendorId: seller.id, name: 'Launch', type: 'email', status: 'scheduled', startDate: '2030-06-01' },
      {
        vendorId: otherSeller.id,
        name: 'Other',
        type: 'email',
        status: 'active',
        sent: 10,
        opened: 10,
        budget: 5,
        startDate: '2030-01-01',
      },
    ]);
  });

  it('lists the seller’s campaigns with the summary: reach = sent, engagement = opened / sent %, budget total', async () => {
    const body = (await seller.client.get('/api/crm/campaigns')).json() as CampaignList;
    expect(body.items.map((campaign) => campaign.name).sort()).toEqual(['Launch', 'Newsletter', 'Spring Sale']);
    expect(body.items.find((campaign) => campaign.name === 'Newsletter')).toMatchObject({
      status: 'completed',
      sent: 3000,
      opened: 900,
      clicked: 120,
      budget: 199.75,
      startDate: '2030-01-01',
      endDate: '2030-01-31',
    });
    expect(body.summary).toEqual({ totalReach: 4000, engagementRate: expect.closeTo(28.75, 6), totalBudget: 700 });
  });

  it('reports a 0% engagement rate when nothing was sent', async () => {
    const fresh = await userWithRole(t.app, 'freelancer');
    const body = (await fresh.client.get('/api/crm/campaigns')).json() as CampaignList;
    expect(body).toEqual({ items: [], summary: { totalReach: 0, engagementRate: 0, totalBudget: 0 } });
  });
});
