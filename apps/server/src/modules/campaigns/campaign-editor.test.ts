import type {
  AudienceCount,
  CampaignPreview,
  CampaignTemplate,
  CampaignTemplateList,
  PostalAddressResponse,
} from '@proclub/contracts/campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { STARTER_TEMPLATES } from './campaign-library.service';
import { sendPace } from './campaign-send.job';
import {
  addClient,
  campaignInput,
  campaignSeller,
  createCampaign,
  detail,
  linksIn,
  mailsTo,
  POSTAL_ADDRESS,
  pathOf,
  waitForStatus,
} from './campaigns.test-helpers';

const fieldOf = (body: unknown) => (body as ErrorBody).error.details?.fields?.[0]?.field;

describe('sendPace', () => {
  it('holds the rate at low values: 1 a minute is one mail every 60 s, never one per short batch', () => {
    expect(sendPace(1, 10)).toEqual({ everySeconds: 60, batch: 1 });
    expect(sendPace(1, 1)).toEqual({ everySeconds: 60, batch: 1 });
    expect(sendPace(7, 10)).toEqual({ everySeconds: 60, batch: 7 });
    expect(sendPace(90, 10)).toEqual({ everySeconds: 10, batch: 15 });
    expect(sendPace(120, 10)).toEqual({ everySeconds: 10, batch: 20 });
    expect(sendPace(60, 1)).toEqual({ everySeconds: 1, batch: 1 });
    // Over any whole minute of runs, exactly the rate is sent.
    for (const rate of [1, 2, 3, 7, 13, 45, 59, 61, 599, 10_000]) {
      const { everySeconds, batch } = sendPace(rate, 10);
      expect((batch * 60) / everySeconds, `rate ${rate}`).toBe(rate);
      expect(Number.isInteger(batch)).toBe(true);
    }
  });
});

describeEachDatabase(
  'campaign editor: templates, segments, postal address, reschedule, throttle',
  (t) => {
    let seller: SignedUpUser;

    beforeAll(async () => {
      seller = await campaignSeller(t.app);
    });

    describe('template library', () => {
      it('starts with the built-in starters, saves as template (same name replaces), and deletes only its own', async () => {
        const list = async () => ((await seller.client.get('/api/crm/campaign-templates')).json() as CampaignTemplateList).items;
        const first = await list();
        expect(first.filter((item) => item.starter).map((item) => item.name)).toEqual(
          STARTER_TEMPLATES.map((starter) => starter.name).sort(),
        );
        expect((await list()).length).toBe(first.length); // seeded once

        const input = campaignInput();
        const saved = await seller.client.post('/api/crm/campaign-templates', {
          name: 'Spring base',
          subject: input.subject,
          preheader: input.preheader,
          blocks: input.blocks,
        });
        expect(saved.statusCode, saved.body).toBe(201);
        const template = saved.json() as CampaignTemplate;
        expect(template).toMatchObject({ name: 'Spring base', starter: false, subject: input.subject });
        const again = await seller.client.post('/api/crm/campaign-templates', {
          name: 'spring BASE',
          subject: 'Changed',
          blocks: [{ type: 'text', text: 'New body' }],
        });
        expect((again.json() as CampaignTemplate).id).toBe(template.id);
        const mine = (await list()).filter((item) => !item.starter);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ subject: 'Changed', blocks: [{ type: 'text', text: 'New body' }] });

        const clash = await seller.client.post('/api/crm/campaign-templates', {
          name: STARTER_TEMPLATES[0].name,
          blocks: [{ type: 'text', text: 'x' }],
        });
        expect(clash.statusCode).toBe(409);
        expect(fieldOf(clash.json())).toBe('name');
        const bad = await seller.client.post('/api/crm/campaign-templates', { name: ' ', blocks: [{ type: 'text', text: 'x' }] });
        expect(bad.statusCode).toBe(400);
        expect(fieldOf(bad.json())).toBe('name');
        const unknownField = await seller.client.post('/api/crm/campaign-templates', {
          name: 'Odd',
          blocks: [{ type: 'text', text: 'Hi {{nickname}}' }],
        });
        expect(fieldOf(unknownField.json())).toBe('blocks.0.text');

        const other = await campaignSeller(t.app);
        expect((await other.client.delete(`/api/crm/campaign-templates/${template.id}`)).statusCode).toBe(404);
        const starter = first.find((item) => item.starter)!;
        expect((await seller.client.delete(`/api/crm/campaign-templates/${starter.id}`)).statusCode).toBe(409);
        expect((await seller.client.delete(`/api/crm/campaign-templates/${template.id}`)).statusCode).toBe(204);
        expect((await list()).some((item) => item.id === template.id)).toBe(false);
      });
    });

    describe('postal address (CAN-SPAM)', () => {
      it('is required before the first send: 400 naming postalAddress, nothing sent; the profile city is not one', async () => {
        const fresh = await userWithRole(t.app, 'agency');
        await fresh.client.patch('/api/profile', { fullName: 'No Address', companyName: 'Nowhere Ltd', location: 'Springfield' });
        await addClient(fresh.client, { name: 'Dana', email: 'dana@postal.test' });
        const id = await createCampaign(fresh, { name: 'No address yet' });
        expect(((await fresh.client.get('/api/crm/campaign-postal-address')).json() as PostalAddressResponse).address).toBeNull();

        const refused = await fresh.client.post(`/api/crm/campaigns/${id}/send`, {});
        expect(refused.statusCode).toBe(400);
        expect(fieldOf(refused.json())).toBe('postalAddress');
        expect((refused.json() as ErrorBody).error.message).toMatch(/mailing address/i);
        expect((await detail(fresh, id)).status).toBe('draft');
        expect(await mailsTo(t.app, 'dana@postal.test')).toHaveLength(0);
        const later = await fresh.client.post(`/api/crm/campaigns/${id}/send`, {
          sendAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
        expect(fieldOf(later.json())).toBe('postalAddress');

        const incomplete = await fresh.client.put('/api/crm/campaign-postal-address', {
          payload: { ...POSTAL_ADDRESS, postalCode: ' ' },
        });
        expect(incomplete.statusCode).toBe(400);
        expect(fieldOf(incomplete.json())).toBe('postalCode');
        const saved = await fresh.client.put('/api/crm/campaign-postal-address', {
          payload: { street: '9 Elm Road', city: 'Leeds', postalCode: 'LS1 4AP', country: 'United Kingdom' },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect((saved.json() as PostalAddressResponse).address).toMatchObject({ street: '9 Elm Road', region: '' });

        const preview = (await fresh.client.post('/api/crm/campaigns/preview', campaignInput())).json() as CampaignPreview;
        expect(preview.html).toContain('9 Elm Road, Leeds, LS1 4AP, United Kingdom');
        expect((await fresh.client.post(`/api/crm/campaigns/${id}/send`, {})).statusCode).toBe(200);
        await waitForStatus(fresh, id, 'completed');
        const [mail] = await mailsTo(t.app, 'dana@postal.test');
        expect(mail.text).toContain('9 Elm Road, Leeds, LS1 4AP, United Kingdom');

        // Another workspace's address is its own.
        const other = await campaignSeller(t.app);
        expect(((await other.client.get('/api/crm/campaign-postal-address')).json() as PostalAddressResponse).address).toEqual(
          POSTAL_ADDRESS,
        );
      });
    });

    describe('segments', () => {
      it('counts by engagement with the last campaign (opened, clicked) and never opened, server-side', async () => {
        const segSeller = await campaignSeller(t.app);
        const [ana, ben, cara] = ['ana@seg.test', 'ben@seg.test', 'cara@seg.test'];
        for (const [name, email] of [
          ['Ana', ana],
          ['Ben', ben],
          ['Cara', cara],
        ]) {
          await addClient(segSeller.client, { name, email, tags: ['seg'] });
        }
        await addClient(segSeller.client, { name: 'Dormant', email: 'dormant@seg.test', status: 'inactive', tags: ['seg'] });
        const count = async (audience: object) => {
          const response = await segSeller.client.post('/api/crm/campaigns/audience-count', audience);
          expect(response.statusCode, response.body).toBe(200);
          return (response.json() as AudienceCount).included;
        };
        const seg = { kind: 'tag', tags: ['seg'] };
        expect(await count({ kind: 'all' })).toBe(4);
        expect(await count({ ...seg, engagement: 'never_opened' })).toBe(4);
        expect(await count({ ...seg, engagement: 'opened_last' })).toBe(0);

        const first = await createCampaign(segSeller, { name: 'First', subject: 'First {{first_name}}', audience: seg as never });
        await segSeller.client.post(`/api/crm/campaigns/${first}/send`, {});
        await waitForStatus(segSeller, first, 'completed');
        const mailOf = async (to: string) => linksIn((await mailsTo(t.app, to)).find((m) => m.subject.startsWith('First'))!.html);
        expect((await t.app.inject({ method: 'GET', url: pathOf((await mailOf(ana)).open) })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: pathOf((await mailOf(ben)).clicks[0]) })).statusCode).toBe(302);
        await until(
          () => count({ ...seg, engagement: 'opened_last' }),
          (n) => n === 2,
          10_000,
        );
        expect(await count({ ...seg, engagement: 'clicked_last' })).toBe(1);
        expect(await count({ ...seg, engagement: 'never_opened' })).toBe(2);
        expect(await count({ kind: 'status', statuses: ['active'], engagement: 'never_opened' })).toBe(1);

        // Once a newer campaign has gone out (to Cara alone, who does not open it), "the last campaign" is that one.
        const second = await createCampaign(segSeller, {
          name: 'Second',
          subject: 'Second',
          audience: { kind: 'tag', tags: ['seg'], statuses: [], clientIds: [], engagement: 'never_opened' },
        });
        // The campaign being sent is never its own "last campaign": its recipients are the segment as counted.
        expect(await count({ ...seg, engagement: 'never_opened' })).toBe(2);
        await segSeller.client.post(`/api/crm/campaigns/${second}/send`, {});
        expect(await waitForStatus(segSeller, second, 'completed')).toMatchObject({ recipients: 2 });
        expect(await count({ ...seg, engagement: 'opened_last' })).toBe(0);
        expect(await count({ ...seg, engagement: 'clicked_last' })).toBe(0);
        expect(await count({ ...seg, engagement: 'never_opened' })).toBe(2);
        const bad = await segSeller.client.post('/api/crm/campaigns/audience-count', { ...seg, engagement: 'loved_it' });
        expect(bad.statusCode).toBe(400);
        expect(fieldOf(bad.json())).toBe('engagement');
      });
    });

    describe('scheduled campaigns', () => {
      it('can be rescheduled and edited until they start; the edit is what goes out', async () => {
        await addClient(seller.client, { name: 'Sol', email: 'sol@sched.test', tags: ['sched'] });
        const audience = { kind: 'tag' as const, tags: ['sched'], statuses: [], clientIds: [] };
        const id = await createCampaign(seller, { name: 'Sched', subject: 'Before edit', audience });
        const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
        expect((await seller.client.post(`/api/crm/campaigns/${id}/send`, { sendAt: inAnHour })).statusCode).toBe(200);

        const inTwo = new Date(Date.now() + 7_200_000).toISOString();
        const moved = await seller.client.post(`/api/crm/campaigns/${id}/reschedule`, { sendAt: inTwo });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json()).toMatchObject({ status: 'scheduled', scheduledAt: inTwo });
        const schedule = await t.app.jobs.getSchedule({ name: 'campaign.send' }, id);
        expect(schedule?.nextRunAt.toISOString()).toBe(inTwo);
        const past = await seller.client.post(`/api/crm/campaigns/${id}/reschedule`, {
          sendAt: new Date(Date.now() - 1000).toISOString(),
        });
        expect(past.statusCode).toBe(400);
        expect(fieldOf(past.json())).toBe('sendAt');

        const edited = await seller.client.put(`/api/crm/campaigns/${id}`, {
          payload: campaignInput({
            name: 'Sched',
            subject: 'After edit',
            audience,
            blocks: [
              { type: 'text', text: 'Edited body' },
              { type: 'button', text: 'New link', url: 'https://example.com/new' },
            ],
          }),
        });
        expect(edited.statusCode, edited.body).toBe(200);
        await t.app.jobs.runScheduleNow(schedule!.id);
        await waitForStatus(seller, id, 'completed');
        const [mail] = await mailsTo(t.app, 'sol@sched.test');
        expect(mail.subject).toBe('After edit');
        expect(mail.html).toContain('Edited body');
        const click = await t.app.inject({ method: 'GET', url: pathOf(linksIn(mail.html).clicks[0]) });
        expect(click.headers.location).toBe('https://example.com/new');

        expect((await seller.client.put(`/api/crm/campaigns/${id}`, { payload: campaignInput() })).statusCode).toBe(409);
        expect((await seller.client.post(`/api/crm/campaigns/${id}/reschedule`, { sendAt: inTwo })).statusCode).toBe(409);
      });
    });

    describe('throttle', () => {
      it('sends 1 a minute at a rate of 1: one mail per run, runs 60 s apart', async () => {
        for (let n = 0; n < 3; n++)
          await addClient(seller.client, { name: `Slow ${n}`, email: `slow-${n}@rate.test`, tags: ['slow'] });
        const id = await createCampaign(seller, {
          name: 'Slow',
          ratePerMinute: 1,
          audience: { kind: 'tag', tags: ['slow'], statuses: [], clientIds: [] },
        });
        expect((await seller.client.post(`/api/crm/campaigns/${id}/send`, {})).statusCode).toBe(200);
        const schedule = await t.app.jobs.getSchedule({ name: 'campaign.send' }, id);
        expect(schedule?.everySeconds).toBe(60);
        await until(
          () => detail(seller, id),
          (campaign) => campaign.sent === 1,
          10_000,
        );
        const ran = await until(
          () => t.app.jobs.getSchedule({ name: 'campaign.send' }, id),
          (record) => record?.lastRunAt !== null,
          10_000,
        );
        // The next run starts a minute after the first (the batch of a 1 s CAMPAIGN_BATCH_SECONDS used to be 1 mail
        // a second: 60 a minute).
        expect(ran!.nextRunAt.getTime() - ran!.lastRunAt!.getTime()).toBeGreaterThanOrEqual(59_000);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect((await detail(seller, id)).sent).toBe(1);
        // Each later run (here started by hand rather than waiting a minute) sends one more, no more.
        await t.app.jobs.runScheduleNow(ran!.id);
        await until(
          () => detail(seller, id),
          (campaign) => campaign.sent === 2,
          10_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect((await detail(seller, id)).sent).toBe(2);
        await seller.client.post(`/api/crm/campaigns/${id}/cancel`);
      });
    });
  },
  { env: { CAMPAIGN_BATCH_SECONDS: '1', JOBS_POLL_INTERVAL_MS: '500', JOBS_SCHEDULE_TICK_MS: '100' } },
);
