import type { CampaignList, CampaignRecipientPage } from '@proclub/contracts/campaigns';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('campaigns: demo seed', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('gives the demo sellers real campaigns whose recipient rows produce every figure shown', async () => {
    const seller = await signIn(t.app, 'agency@demo.proclub.test', DEMO_PASSWORD);
    const list = (await seller.get('/api/crm/campaigns')).json() as CampaignList;
    expect(list.items.map((campaign) => campaign.status).sort()).toEqual(['completed', 'draft', 'paused']);
    let sent = 0;
    let opened = 0;
    for (const campaign of list.items) {
      const rows = (await seller.get(`/api/crm/campaigns/${campaign.id}/recipients`)).json() as CampaignRecipientPage;
      expect(rows.total).toBe(campaign.recipients);
      expect(rows.items.filter((row) => row.opens > 0).length).toBe(campaign.opened);
      expect(rows.items.filter((row) => row.clicks > 0).length).toBe(campaign.clicked);
      sent += campaign.sent;
      opened += campaign.opened;
    }
    expect(sent).toBeGreaterThan(0);
    expect(list.summary.totalReach).toBe(sent);
    expect(list.summary.engagementRate).toBeCloseTo((opened / sent) * 100, 6);
    expect(list.summary.totalBudget).toBe(900);
  });
});
