import type { AudienceCount, CampaignList, CampaignPreview, CampaignRecipientPage } from '@proclub/contracts/campaigns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import {
  addClient,
  campaignInput,
  campaignSeller,
  createCampaign,
  detail,
  linksIn,
  mailsTo,
  pathOf,
  waitForStatus,
} from './campaigns.test-helpers';
import { DeliveryRepository } from './delivery.repository';

const fieldOf = (body: unknown) => (body as ErrorBody).error.details?.fields?.[0]?.field;

describeEachDatabase(
  'email campaigns',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    const ana = 'ana@clients.test';
    const ben = 'ben@clients.test';

    beforeAll(async () => {
      seller = await campaignSeller(t.app);
      other = await campaignSeller(t.app);
      await addClient(seller.client, { name: 'Ana <b>Lopez</b>', email: ana, company: 'Ana & Co', tags: ['VIP', 'spring'] });
      await addClient(seller.client, { name: 'Ben', email: ben, tags: ['spring'] });
      await addClient(seller.client, { name: 'Cara', email: 'cara@clients.test', status: 'inactive', tags: ['vip'] });
      // A client imported without a usable address (the form refuses it; older data and imports may not).
      await t.database.db.insert(clients).values({ workspaceId: seller.id, name: 'No Mail', email: '' });
      await addClient(other.client, { name: 'Other client', email: 'other@clients.test' });
    });

    describe('audience', () => {
      it('counts by status, by tag and hand-picked, leaving out clients without an email', async () => {
        const count = async (audience: object) =>
          (await seller.client.post('/api/crm/campaigns/audience-count', audience)).json() as AudienceCount;
        expect(await count({ kind: 'status', statuses: ['active'] })).toEqual({
          included: 2,
          excluded: { noEmail: 1, unsubscribed: 0, bounced: 0 },
        });
        expect((await count({ kind: 'tag', tags: ['vip'] })).included).toBe(2);
        expect((await count({ kind: 'tag', tags: ['Spring'] })).included).toBe(2);
        const list = (await seller.client.get('/api/crm/clients?tag=vip')).json() as { items: { email: string }[] };
        expect(list.items.map((client) => client.email).sort()).toEqual([ana, 'cara@clients.test']);
        const [otherClient] = ((await other.client.get('/api/crm/clients')).json() as { items: { id: string }[] }).items;
        // Another seller's client cannot be hand-picked: it is simply not in this seller's audience.
        expect((await count({ kind: 'clients', clientIds: [otherClient.id] })).included).toBe(0);
        const missing = await seller.client.post('/api/crm/campaigns/audience-count', { kind: 'tag', tags: [] });
        expect(missing.statusCode).toBe(400);
        expect(fieldOf(missing.json())).toBe('tags');
      });
    });

    describe('compose', () => {
      it('refuses bad input with a 4xx naming the field and saves nothing', async () => {
        const before = ((await seller.client.get('/api/crm/campaigns')).json() as CampaignList).items.length;
        const cases: [object, string][] = [
          [campaignInput({ subject: '  ' }), 'subject'],
          [campaignInput({ blocks: [{ type: 'text', text: 'Hi {{favourite_colour}}' }] }), 'blocks.0.text'],
          [campaignInput({ subject: 'Hi {{nickname|you}}' }), 'subject'],
          [campaignInput({ blocks: [{ type: 'text', text: 'x'.repeat(200_000) }] }), 'blocks.0.text'],
          [campaignInput({ blocks: [{ type: 'button', text: 'Go', url: 'javascript:alert(1)' }] }), 'blocks.0.url'],
        ];
        for (const [body, field] of cases) {
          const response = await seller.client.post('/api/crm/campaigns', body);
          expect(response.statusCode, field).toBe(400);
          expect(JSON.stringify(response.json())).toContain(field);
        }
        const huge = await seller.client.post(
          '/api/crm/campaigns',
          campaignInput({ blocks: Array(60).fill({ type: 'text', text: 'y'.repeat(10_000) }) }),
        );
        expect(huge.statusCode).toBe(400);
        expect(fieldOf(huge.json())).toBe('blocks');
        const megabyte = await seller.client.post('/api/crm/campaigns', campaignInput({ subject: 'x'.repeat(1_100_000) }));
        expect(megabyte.statusCode).toBe(413);
        expect(((await seller.client.get('/api/crm/campaigns')).json() as CampaignList).items.length).toBe(before);
      });

      it('previews responsive MJML HTML with merge fields, fallbacks and a plain-text part', async () => {
        const response = await seller.client.post('/api/crm/campaigns/preview', campaignInput());
        expect(response.statusCode).toBe(200);
        const preview = response.json() as CampaignPreview;
        expect(preview.subject).toBe('Hello Alex');
        expect(preview.html).toContain('<!doctype html>');
        expect(preview.html).toContain('@media only screen'); // MJML's responsive columns
        expect(preview.html).toContain('Hi Alex from Sample Co');
        expect(preview.html).toContain('Bright Agency');
        expect(preview.html).toContain('1 Main St, Springfield');
        expect(preview.text).toContain('See offer: https://example.com/offer?x=1');
        expect(preview.text).toContain('Hi Alex from Sample Co');
      });

      it('keeps drafts editable, duplicates them, and sends a test to the seller', async () => {
        const id = await createCampaign(seller, { name: 'Draft one' });
        const edited = await seller.client.put(`/api/crm/campaigns/${id}`, { payload: campaignInput({ name: 'Draft edited' }) });
        expect(edited.statusCode).toBe(200);
        expect((await detail(seller, id)).name).toBe('Draft edited');
        const copy = await seller.client.post(`/api/crm/campaigns/${id}/duplicate`);
        expect(copy.statusCode).toBe(201);
        expect((await detail(seller, (copy.json() as { id: string }).id)).name).toBe('Draft edited (copy)');
        const test = await seller.client.post(`/api/crm/campaigns/${id}/test`);
        expect(test.json()).toEqual({ to: seller.email, captured: true });
        const [mail] = await mailsTo(t.app, seller.email).then((mails) => mails.filter((m) => m.subject.startsWith('[Test]')));
        expect(mail.subject).toBe('[Test] Hello Alex');
        expect(mail.fromAddress).toContain('"Bright Agency"');
        expect(mail.replyTo).toBe(seller.email);
      });
    });

    describe('sending', () => {
      it('refuses a schedule in the past and an audience with nobody in it', async () => {
        const id = await createCampaign(seller);
        const past = await seller.client.post(`/api/crm/campaigns/${id}/send`, {
          sendAt: new Date(Date.now() - 60_000).toISOString(),
        });
        expect(past.statusCode).toBe(400);
        expect(fieldOf(past.json())).toBe('sendAt');
        const empty = await createCampaign(seller, { audience: { kind: 'tag', tags: ['nobody'], statuses: [], clientIds: [] } });
        const none = await seller.client.post(`/api/crm/campaigns/${empty}/send`, {});
        expect(none.statusCode).toBe(400);
        expect(fieldOf(none.json())).toBe('audience');
        expect((await detail(seller, id)).status).toBe('draft');
      });

      it('sends one personalised mail per recipient with RFC 8058 headers and a footer, and counts from the rows', async () => {
        const id = await createCampaign(seller, { name: 'Launch' });
        const sent = await seller.client.post(`/api/crm/campaigns/${id}/send`, {});
        expect(sent.statusCode).toBe(200);
        const done = await waitForStatus(seller, id, 'completed');
        expect(done).toMatchObject({ status: 'completed', recipients: 2, sent: 2, delivered: 2, opened: 0 });
        const [mail] = await mailsTo(t.app, ana).then((mails) => mails.filter((m) => m.subject === 'Hello Ana'));
        expect(mail.html).toContain('Hi Ana from Ana &amp; Co');
        expect(mail.html).not.toContain('<b>Lopez</b>');
        expect(mail.headers?.['List-Unsubscribe']).toMatch(
          /^<http:\/\/localhost:3000\/api\/public\/email\/unsubscribe\/[\w-]{43}>$/,
        );
        expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        expect(mail.text).toContain('1 Main St, Springfield');
        expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/api\/public\/email\/unsubscribe\//);
        expect(mail.html).not.toContain('https://example.com/offer'); // only the tracked link
      });

      it('schedules for later, then sends at that time', async () => {
        const id = await createCampaign(seller, { name: 'Later' });
        const at = new Date(Date.now() + 3_600_000).toISOString();
        const scheduled = await seller.client.post(`/api/crm/campaigns/${id}/send`, { sendAt: at });
        expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: at, recipients: 0 });
        const schedule = await t.app.jobs.getSchedule({ name: 'campaign.send' }, id);
        expect(schedule?.nextRunAt.toISOString()).toBe(at);
        expect(schedule?.ownerId).toBe(seller.id);
        await t.app.jobs.runScheduleNow(schedule!.id);
        expect(await waitForStatus(seller, id, 'completed')).toMatchObject({ sent: 2 });
      });

      it('pauses, resumes and cancels from Manage Campaign; a cancelled campaign sends no one else', async () => {
        for (let n = 0; n < 5; n++)
          await addClient(seller.client, {
            name: `Pause ${n}`,
            email: `pause-${n}@clients.test`,
            status: 'archived',
            tags: ['pausable'],
          });
        const paused = await createCampaign(seller, {
          name: 'Pausable',
          ratePerMinute: 1, // one mail a minute: the first run sends one
          audience: { kind: 'tag', tags: ['pausable'], statuses: [], clientIds: [] },
        });
        await seller.client.post(`/api/crm/campaigns/${paused}/send`, {});
        expect((await seller.client.post(`/api/crm/campaigns/${paused}/pause`)).json()).toMatchObject({ status: 'paused' });
        expect(await t.app.jobs.getSchedule({ name: 'campaign.send' }, paused)).toBeNull();
        const before = (await detail(seller, paused)).sent;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect((await detail(seller, paused)).sent).toBe(before);
        expect((await seller.client.post(`/api/crm/campaigns/${paused}/pause`)).statusCode).toBe(409);
        expect((await seller.client.post(`/api/crm/campaigns/${paused}/resume`)).json()).toMatchObject({ status: 'sending' });
        const cancelled = await seller.client.post(`/api/crm/campaigns/${paused}/cancel`);
        expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
        const after = await detail(seller, paused);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect((await detail(seller, paused)).sent).toBe(after.sent);
        expect(after.sent).toBeLessThan(5);
        const page = (await seller.client.get(`/api/crm/campaigns/${paused}/recipients`)).json() as CampaignRecipientPage;
        expect(page.items.some((row) => row.status === 'skipped')).toBe(true);
      });
    });

    describe('tracking and unsubscribe', () => {
      let id: string;
      let links: ReturnType<typeof linksIn>;
      beforeAll(async () => {
        id = await createCampaign(seller, { name: 'Tracked', subject: 'Tracked {{first_name}}' });
        await seller.client.post(`/api/crm/campaigns/${id}/send`, {});
        await waitForStatus(seller, id, 'completed');
        const [mail] = (await mailsTo(t.app, ben)).filter((m) => m.subject === 'Tracked Ben');
        links = linksIn(mail.html);
      });

      it('counts opens (unique and total) from the pixel and clicks per link, redirecting only to the sent URL', async () => {
        const pixel = await t.app.inject({ method: 'GET', url: pathOf(links.open) });
        expect(pixel.statusCode).toBe(200);
        expect(pixel.headers['content-type']).toBe('image/gif');
        await t.app.inject({ method: 'GET', url: pathOf(links.open) });
        const click = await t.app.inject({ method: 'GET', url: pathOf(links.clicks[0]) });
        expect(click.statusCode).toBe(302);
        expect(click.headers.location).toBe('https://example.com/offer?x=1');
        const result = await detail(seller, id);
        expect(result).toMatchObject({ opened: 1, uniqueOpens: 1, totalOpens: 2, clicked: 1, totalClicks: 1 });
        expect(result.links).toEqual([{ url: 'https://example.com/offer?x=1', clicks: 1, uniqueClicks: 1 }]);
        expect(result.timeline.reduce((sum, point) => sum + point.opens, 0)).toBe(2);
      });

      it('does not count HEAD requests or prefetches as opens or clicks, and still answers them', async () => {
        const before = await detail(seller, id);
        const notPeople: { method: 'HEAD' | 'GET'; headers?: Record<string, string> }[] = [
          { method: 'HEAD' },
          { method: 'GET', headers: { 'sec-purpose': 'prefetch' } },
          { method: 'GET', headers: { 'sec-purpose': 'prefetch;prerender' } },
          { method: 'GET', headers: { purpose: 'prefetch' } },
          { method: 'GET', headers: { 'x-moz': 'prefetch' } },
          { method: 'GET', headers: { 'x-purpose': 'preview' } },
        ];
        for (const request of notPeople) {
          const pixel = await t.app.inject({ ...request, url: pathOf(links.open) });
          expect(pixel.statusCode, JSON.stringify(request)).toBe(200);
          const click = await t.app.inject({ ...request, url: pathOf(links.clicks[0]) });
          expect(click.statusCode, JSON.stringify(request)).toBe(302);
          expect(click.headers.location).toBe('https://example.com/offer?x=1');
        }
        expect(await detail(seller, id)).toMatchObject({
          totalOpens: before.totalOpens,
          uniqueOpens: before.uniqueOpens,
          totalClicks: before.totalClicks,
        });
      });

      it('redirects only to links that were in the sent email: a sent campaign cannot be given new ones', async () => {
        const edited = await seller.client.put(`/api/crm/campaigns/${id}`, {
          payload: campaignInput({
            name: 'Tracked',
            subject: 'Tracked {{first_name}}',
            blocks: [
              { type: 'button', text: 'See offer', url: 'https://evil.test/phish' },
              { type: 'button', text: 'And this', url: 'https://evil.test/2' },
            ],
          }),
        });
        expect(edited.statusCode).toBe(409);
        // HEAD: where the link goes, without counting a click (the counts are asserted by the tests around this one).
        const click = await t.app.inject({ method: 'HEAD', url: pathOf(links.clicks[0]) });
        expect(click.headers.location).toBe('https://example.com/offer?x=1');
        expect((await detail(seller, id)).links.map((link) => link.url)).toEqual(['https://example.com/offer?x=1']);
      });

      it('answers an edited, guessed or foreign link with 404 and never redirects', async () => {
        const click = pathOf(links.clicks[0]);
        const [, , , , , token, position, signature] = click.split('/');
        const tampered = [
          `/api/public/email/c/${token}/1/${signature}`,
          // One character changed (never to the same one: a signature ending in A would stay valid).
          `/api/public/email/c/${token}/${position}/${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
          `/api/public/email/c/${'A'.repeat(43)}/${position}/${signature}`,
          `/api/public/email/c/${token}/${position}/${signature}?url=https://evil.test`,
          '/api/public/email/o/not-a-token.gif',
          `/api/public/email/unsubscribe/${'B'.repeat(43)}`,
        ];
        for (const url of tampered) {
          const response = await t.app.inject({ method: 'GET', url });
          if (url.includes('?url=')) {
            // A stray query parameter changes nothing: the redirect is the stored URL, never one from the request.
            expect(response.headers.location).toBe('https://example.com/offer?x=1');
            continue;
          }
          expect(response.statusCode, url).toBe(404);
          expect(response.headers.location).toBeUndefined();
        }
        expect((await detail(seller, id)).totalClicks).toBe(2);
      });

      it('unsubscribes in one click (RFC 8058 POST, no cookie or origin), and later campaigns leave the client out', async () => {
        const page = await t.app.inject({ method: 'GET', url: pathOf(links.unsubscribe) });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Bright Agency');
        const oneClick = await t.app.inject({
          method: 'POST',
          url: pathOf(links.unsubscribe),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.statusCode).toBe(200);
        expect(oneClick.body).toContain('You are unsubscribed');
        expect((await detail(seller, id)).unsubscribed).toBe(1);
        const count = (
          await seller.client.post('/api/crm/campaigns/audience-count', { kind: 'status', statuses: ['active'] })
        ).json();
        expect(count).toEqual({ included: 1, excluded: { noEmail: 1, unsubscribed: 1, bounced: 0 } });
        const next = await createCampaign(seller, { name: 'After unsubscribe', subject: 'Next {{first_name}}' });
        await seller.client.post(`/api/crm/campaigns/${next}/send`, {});
        expect(await waitForStatus(seller, next, 'completed')).toMatchObject({ recipients: 1, sent: 1 });
        expect((await mailsTo(t.app, ben)).filter((m) => m.subject === 'Next Ben')).toHaveLength(0);
        // The other seller's list is their own: Ben unsubscribed from this seller only.
        const otherCount = (
          await other.client.post('/api/crm/campaigns/audience-count', { kind: 'status', statuses: ['active'] })
        ).json();
        expect(otherCount.excluded.unsubscribed).toBe(0);
      });

      it('lists recipients (searchable, paged) and exports CSV', async () => {
        const page = (await seller.client.get(`/api/crm/campaigns/${id}/recipients?q=ben`)).json() as CampaignRecipientPage;
        expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
        expect(page.items[0]).toMatchObject({ email: ben, opens: 2, clicks: 2, unsubscribed: true, status: 'delivered' });
        const csv = await seller.client.get(`/api/crm/campaigns/${id}/recipients.csv`);
        expect(csv.headers['content-type']).toContain('text/csv');
        expect(csv.body.split('\r\n')[0]).toBe('email,name,status,sent_at,opens,clicks,unsubscribed');
        expect(csv.body).toContain(`${ben},Ben,delivered,`);
        const [benClient] = ((await seller.client.get(`/api/crm/clients?q=${ben}`)).json() as { items: { id: string }[] }).items;
        const history = (await seller.client.get(`/api/crm/clients/${benClient.id}/campaigns`)).json() as {
          items: { name: string; opens: number }[];
        };
        expect(history.items.find((item) => item.name === 'Tracked')).toMatchObject({ opens: 2, clicks: 2, unsubscribed: true });
      });

      it('records every open and click of a burst (they share writes), and an unknown token among them still 404s', async () => {
        const before = await detail(seller, id);
        const unknown = `/api/public/email/o/${'C'.repeat(43)}.gif`;
        const burst = [
          ...Array.from({ length: 10 }, () => pathOf(links.open)),
          ...Array.from({ length: 5 }, () => pathOf(links.clicks[0])),
          ...Array.from({ length: 5 }, () => unknown),
        ];
        const statuses = (await Promise.all(burst.map((url) => t.app.inject({ method: 'GET', url })))).map(
          (response) => response.statusCode,
        );
        expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(302), ...Array(5).fill(404)]);
        const after = await detail(seller, id);
        expect(after.totalOpens - before.totalOpens).toBe(10);
        expect(after.totalClicks - before.totalClicks).toBe(5);
        expect(after.timeline.reduce((sum, point) => sum + point.opens, 0)).toBe(after.totalOpens);
      });

      it('commits a tracking write asynchronously for that write only: the connection it ran on is back to synchronous', async () => {
        const token =
          pathOf(links.open)
            .split('/')
            .at(-1)
            ?.replace(/\.gif$/, '') ?? '';
        const { db } = t.database;
        expect((await new DeliveryRepository(db).recordOpens([token, 'C'.repeat(43)])).known).toEqual([true, false]);
        // PGlite has one connection, and the pg pool hands back the connection released last: the same one.
        const [row] = await queryRows<{ value: string }>(db, sql`select current_setting('synchronous_commit') as value`);
        expect(row.value).toBe('on');
      });
    });

    describe('scoping', () => {
      it('gives another workspace 404 for every campaign route, and a client (no workspace) 404', async () => {
        const id = await createCampaign(seller, { name: 'Private' });
        const routes: [string, string][] = [
          ['GET', `/api/crm/campaigns/${id}`],
          ['PUT', `/api/crm/campaigns/${id}`],
          ['DELETE', `/api/crm/campaigns/${id}`],
          ['POST', `/api/crm/campaigns/${id}/send`],
          ['POST', `/api/crm/campaigns/${id}/test`],
          ['POST', `/api/crm/campaigns/${id}/duplicate`],
          ['POST', `/api/crm/campaigns/${id}/pause`],
          ['POST', `/api/crm/campaigns/${id}/cancel`],
          ['GET', `/api/crm/campaigns/${id}/recipients`],
          ['GET', `/api/crm/campaigns/${id}/recipients.csv`],
        ];
        for (const [method, url] of routes) {
          const response = await other.client.request(method as 'GET', url, {
            payload: method === 'PUT' ? campaignInput() : method === 'POST' ? {} : undefined,
          });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
        expect(((await other.client.get('/api/crm/campaigns')).json() as CampaignList).items.map((c) => c.name)).not.toContain(
          'Private',
        );
        const client = await userWithRole(t.app, 'client');
        expect((await client.client.get('/api/crm/campaigns')).statusCode).toBe(404);
        expect((await detail(seller, id)).status).toBe('draft');
      });
    });
  },
  { env: { CAMPAIGN_BATCH_SECONDS: '1', JOBS_POLL_INTERVAL_MS: '500', JOBS_SCHEDULE_TICK_MS: '100' } },
);
