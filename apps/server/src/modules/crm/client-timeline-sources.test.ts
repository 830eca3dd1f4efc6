import type { TimelinePage } from '@proclub/contracts/crm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import {
  addClient,
  campaignSeller,
  createCampaign,
  linksIn,
  mailsTo,
  pathOf,
  waitForStatus,
} from '../campaigns/campaigns.test-helpers';

// The timeline's sources other modules hand to crm through app.ts: here the campaigns one, end to end (a real send
// on the job engine, the open pixel and a click), so a broken hand-over or source query fails a test.
describeEachDatabase(
  'crm client timeline: campaign emails',
  (t) => {
    let seller: SignedUpUser;
    beforeAll(async () => {
      seller = await campaignSeller(t.app);
    });

    it('shows a campaign email sent, opened and clicked, newest first, linking to the campaigns', async () => {
      const client = await addClient(seller.client, { name: 'Tina', email: 'tina@timeline.test' });
      const id = await createCampaign(seller, {
        name: 'Timeline offer',
        audience: { kind: 'clients', clientIds: [client.id], statuses: [], tags: [] },
      });
      expect((await seller.client.post(`/api/crm/campaigns/${id}/send`, {})).statusCode).toBe(200);
      await waitForStatus(seller, id, 'completed');
      const [mail] = await mailsTo(t.app, 'tina@timeline.test');
      const links = linksIn(mail.html);
      expect((await t.app.inject({ method: 'GET', url: pathOf(links.open) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: pathOf(links.clicks[0]) })).statusCode).toBe(302);

      const page = (await seller.client.get(`/api/crm/clients/${client.id}/timeline?kind=campaign`)).json() as TimelinePage;
      expect(page.items.map((item) => item.action)).toEqual(['clicked', 'opened', 'sent']);
      expect(page.items[0]).toMatchObject({ kind: 'campaign', title: 'Timeline offer', link: '/crm?tab=campaigns' });
      const other = await campaignSeller(t.app);
      expect((await other.client.get(`/api/crm/clients/${client.id}/timeline?kind=campaign`)).statusCode).toBe(404);
    });
  },
  { env: { CAMPAIGN_BATCH_SECONDS: '1', JOBS_POLL_INTERVAL_MS: '500', JOBS_SCHEDULE_TICK_MS: '100' } },
);
