import type { WorkflowDetail, WorkflowRun } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { until } from '../../test/until';
import {
  addClient,
  campaignSeller,
  createCampaign,
  linksIn,
  mailsTo,
  pathOf,
  waitForStatus,
} from '../campaigns/campaigns.test-helpers';

// Issue 35: "campaign email opened or clicked" start workflows from real tracking: the first open and the first click
// of each recipient are recorded once, however often the pixel is loaded or the link followed.

describeEachDatabase(
  'workflows: campaign email opened / clicked triggers',
  (t) => {
    let seller: SignedUpUser;
    let opened: WorkflowDetail;
    let clicked: WorkflowDetail;
    let ann: string;
    let ben: string;
    let links: Record<string, ReturnType<typeof linksIn>>;

    const workflow = async (name: string, event: 'campaign.email_opened' | 'campaign.email_clicked') => {
      const created = await seller.client.post('/api/workflows', {
        name,
        definition: { trigger: { type: 'event', event }, steps: [{ id: 'a', kind: 'tag', op: 'add', tag: name }] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const detail = created.json() as WorkflowDetail;
      const published = await seller.client.post(`/api/workflows/${detail.id}/publish`);
      expect(published.statusCode, published.body).toBe(200);
      return detail;
    };
    const runsOf = async (id: string) => (await seller.client.get(`/api/workflows/${id}/runs`)).json() as WorkflowRun[];
    /** Every campaign event recorded so far has been dispatched (so no further enrolment can come from it). */
    const dispatchedEvents = async () =>
      (
        (await t.app.database.db.execute(sql`
          select type::text as type, client_id as "clientId", dispatched_at is not null as dispatched from domain_events
          where workspace_id = ${seller.id} and type in ('campaign.email_opened', 'campaign.email_clicked')`)) as unknown as {
          rows: { type: string; clientId: string; dispatched: boolean }[];
        }
      ).rows;

    beforeAll(async () => {
      seller = await campaignSeller(t.app);
      opened = await workflow('opened-mail', 'campaign.email_opened');
      clicked = await workflow('clicked-mail', 'campaign.email_clicked');
      ann = (await addClient(seller.client, { name: 'Ann Reader', email: 'ann.reader@example.test', status: 'active' })).id;
      ben = (await addClient(seller.client, { name: 'Ben Clicker', email: 'ben.clicker@example.test', status: 'active' })).id;
      const campaign = await createCampaign(seller, { name: 'Tracked for workflows', subject: 'News {{first_name}}' });
      const sent = await seller.client.post(`/api/crm/campaigns/${campaign}/send`, {});
      expect(sent.statusCode, sent.body).toBe(200);
      await waitForStatus(seller, campaign, 'completed');
      links = {};
      for (const [id, email] of [
        [ann, 'ann.reader@example.test'],
        [ben, 'ben.clicker@example.test'],
      ]) {
        const [mail] = await mailsTo(t.app, email);
        links[id] = linksIn(mail.html);
      }
    });

    it('enrols a client once in a "campaign email opened" workflow, however often the pixel is loaded', async () => {
      // Hits one after another and at once (one batch): only the first open is the event.
      for (let n = 0; n < 3; n++)
        expect((await t.app.inject({ method: 'GET', url: pathOf(links[ann].open) })).statusCode).toBe(200);
      await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: pathOf(links[ann].open) })));
      const runs = await until(
        () => runsOf(opened.id),
        (list) => list.length >= 1 && list.every((run) => run.status === 'completed'),
      );
      await until(dispatchedEvents, (rows) => rows.length > 0 && rows.every((row) => row.dispatched));
      expect((await dispatchedEvents()).filter((row) => row.type === 'campaign.email_opened')).toEqual([
        { type: 'campaign.email_opened', clientId: ann, dispatched: true },
      ]);
      const after = await runsOf(opened.id);
      expect(after.map((run) => run.clientId)).toEqual([ann]);
      expect(runs[0]).toMatchObject({ clientId: ann, eventType: 'campaign.email_opened', status: 'completed' });
      // Opening is not clicking.
      expect(await runsOf(clicked.id)).toEqual([]);
    });

    it('enrols a client once in a "campaign email clicked" workflow, however often the link is followed', async () => {
      for (let n = 0; n < 3; n++) {
        const click = await t.app.inject({ method: 'GET', url: pathOf(links[ben].clicks[0]) });
        expect(click.statusCode).toBe(302);
      }
      await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: pathOf(links[ben].clicks[0]) })));
      await until(
        () => runsOf(clicked.id),
        (list) => list.length >= 1 && list.every((run) => run.status === 'completed'),
      );
      await until(dispatchedEvents, (rows) => rows.length >= 3 && rows.every((row) => row.dispatched));
      const clickedRuns = await runsOf(clicked.id);
      expect(clickedRuns.map((run) => [run.clientId, run.eventType])).toEqual([[ben, 'campaign.email_clicked']]);
      // A click is also an open (images are often blocked): Ben's first click was his first open, once.
      const openedRuns = await until(
        () => runsOf(opened.id),
        (list) => list.length >= 2 && list.every((run) => run.status === 'completed'),
      );
      expect(openedRuns.map((run) => run.clientId).sort()).toEqual([ann, ben].sort());
      const events = (await dispatchedEvents()).map((row) => `${row.type}:${row.clientId}`).sort();
      expect(events).toEqual(
        [`campaign.email_opened:${ann}`, `campaign.email_opened:${ben}`, `campaign.email_clicked:${ben}`].sort(),
      );
      // The client's tag shows the step ran (once each).
      const client = (await seller.client.get(`/api/crm/clients/${ben}`)).json() as { tags: string[] };
      expect(client.tags).toEqual(expect.arrayContaining(['opened-mail', 'clicked-mail']));
    });
  },
  { env: { JOBS_POLL_INTERVAL_MS: '500' } },
);
