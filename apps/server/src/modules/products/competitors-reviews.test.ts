import type { Competitor, ReviewPlatform, ReviewRequest } from '@proclub/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE_PAGE, GOOD_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, ROBOTS, SITEMAP, startFixtureSite, text } from '../../test/fixture-site';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { sellerUnsubscribe } from '../campaigns/campaigns.public';
import { fieldsOf, newClient } from './products.test-helpers';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/': html(GOOD_PAGE),
    '/rival': html(BARE_PAGE),
    '/robots.txt': text(ROBOTS),
    '/sitemap.xml': text(SITEMAP, 'application/xml'),
  });
});
afterAll(() => site?.close());

describeEachDatabase(
  'competitor analysis and review booster',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    let clientId: string;

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      other = await userWithRole(t.app, 'vendor');
      clientId = (await newClient(seller.client, { name: 'Rosa Bakery', company: 'Rosa’s <Bakery>' })).id;
    });

    describe('competitors', () => {
      it('adds a competitor and analyzes it side by side with the client’s site', async () => {
        const created = await seller.client.post('/api/products/competitors', {
          clientId,
          name: 'Crusty Rivals',
          website: `${site.origin}/rival`,
          clientWebsite: `${site.origin}/`,
        });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({ name: 'Crusty Rivals', clientName: 'Rosa Bakery', comparison: null });

        const analyzed = await seller.client.post(`/api/products/competitors/${created.json().id}/analyze`);
        expect(analyzed.statusCode).toBe(200);
        const { comparison } = analyzed.json() as Competitor;
        expect(comparison?.client.error).toBeNull();
        expect(comparison?.competitor.error).toBeNull();
        expect(comparison?.client.overallScore).toBeGreaterThan(comparison?.competitor.overallScore ?? 100);
        expect(comparison?.client.groups.map((group) => group.group)).toContain('local');
        expect(comparison?.competitor.failedChecks).toBeGreaterThan(0);

        const listed = (await seller.client.get(`/api/products/competitors?clientId=${clientId}`)).json() as Competitor[];
        expect(listed[0].comparison?.analyzedAt).toBe(comparison?.analyzedAt);
      });

      it('records why a site could not be analyzed instead of failing the comparison', async () => {
        const created = await seller.client.post('/api/products/competitors', {
          clientId,
          name: 'Ghost Bakery',
          website: 'ghost-bakery.invalid',
          clientWebsite: `${site.origin}/`,
        });
        expect(created.json().website).toBe('https://ghost-bakery.invalid');
        const analyzed = (
          await seller.client.post(`/api/products/competitors/${created.json().id}/analyze`)
        ).json() as Competitor;
        expect(analyzed.comparison?.competitor).toMatchObject({ overallScore: null, groups: [] });
        expect(analyzed.comparison?.competitor.error).toContain('does not resolve');
        expect(analyzed.comparison?.client.overallScore).toBeGreaterThan(0);
      });

      it('scopes competitors and validates input', async () => {
        const created = (
          await seller.client.post('/api/products/competitors', {
            clientId,
            name: 'Private Rival',
            website: 'rival.test',
            clientWebsite: 'rosa.test',
          })
        ).json() as Competitor;
        expect((await other.client.post(`/api/products/competitors/${created.id}/analyze`)).statusCode).toBe(404);
        expect((await other.client.delete(`/api/products/competitors/${created.id}`)).statusCode).toBe(404);
        expect(((await other.client.get('/api/products/competitors')).json() as Competitor[]).length).toBe(0);

        const theirs = await newClient(other.client);
        for (const [body, field] of [
          [{ clientId: theirs.id, name: 'X', website: 'x.test', clientWebsite: 'y.test' }, 'clientId'],
          [{ clientId, name: 'x'.repeat(100 * 1024), website: 'x.test', clientWebsite: 'y.test' }, 'name'],
          [{ clientId, name: 'X', website: 'x', clientWebsite: 'y.test' }, 'website'],
        ] as const) {
          const response = await seller.client.post('/api/products/competitors', body);
          expect(response.statusCode).toBe(400);
          expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
        }
      });

      it('counts both analyses against the analyzer budget', async () => {
        const limited = await t.buildApp({
          ANALYSES_PER_USER: '3',
          ANALYZER_ALLOW_LOOPBACK: 'true',
          ANALYZER_ALLOWED_PORTS: '80,443,1024-65535',
        });
        const user = await userWithRole(limited, 'freelancer');
        const client = await newClient(user.client);
        const competitor = (
          await user.client.post('/api/products/competitors', {
            clientId: client.id,
            name: 'Budget Rival',
            website: `${site.origin}/rival`,
            clientWebsite: `${site.origin}/`,
          })
        ).json() as Competitor;
        expect((await user.client.post(`/api/products/competitors/${competitor.id}/analyze`)).statusCode).toBe(200);
        const refused = await user.client.post(`/api/products/competitors/${competitor.id}/analyze`);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
      });
    });

    describe('review booster', () => {
      let sink: SmtpSink;
      let mailing: ApiClient;
      beforeAll(async () => {
        sink = await startSmtpSink();
        const app = await t.buildApp({ SMTP_URL: sink.url, JOBS_POLL_INTERVAL_MS: '500' });
        mailing = new ApiClient(app, seller.client.jar.clone());
        mailing.workspaceId = seller.id;
      });
      afterAll(() => sink?.close());

      it('sends a review request through the mailer, escaped, and records it on the platform', async () => {
        const platform = await mailing.post('/api/products/review-booster/platforms', {
          clientId,
          name: 'Google',
          reviewUrl: 'https://g.page/r/rosa-bakery/review',
          rating: 4.76,
          reviewCount: 120,
        });
        expect(platform.statusCode).toBe(201);
        expect(platform.json()).toMatchObject({ status: 'active', rating: 4.8, reviewCount: 120, requestsSent: 0 });

        const sent = await mailing.post('/api/products/review-booster/requests', {
          platformId: platform.json().id,
          customerName: '<b>Maria</b>',
          customerEmail: 'maria@customer.test',
          message: 'Thanks for the <i>birthday</i> order!',
        });
        expect(sent.statusCode).toBe(201);
        expect(sent.json()).toMatchObject({
          platformName: 'Google',
          clientName: 'Rosa Bakery',
          customerEmail: 'maria@customer.test',
        });

        const mail = await sink.waitFor((received) => received.to.includes('maria@customer.test'));
        expect(mail.subject).toBe('Rosa’s <Bakery> would love your feedback');
        expect(mail.decoded).toContain('Hi &lt;b&gt;Maria&lt;/b&gt;,');
        expect(mail.decoded).toContain('Rosa’s &lt;Bakery&gt;');
        expect(mail.decoded).toContain('href="https://g.page/r/rosa-bakery/review"');
        // Only the plain-text part carries the name as typed; the HTML part never has live markup from input.
        expect(mail.decoded).not.toMatch(/<p[^>]*>Hi <b>/);
        expect(mail.decoded).toContain('Thanks for the &lt;i&gt;birthday&lt;/i&gt; order!');

        // In the business's name, answered to the seller, with a one-click unsubscribe.
        expect(mail.raw).toMatch(/^From: "Rosa’s <Bakery>"|^From: =\?UTF-8\?/m);
        expect(mail.raw).toContain(`Reply-To: ${seller.email}`);
        expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
        expect(mail.decoded).toContain('/api/public/email/unsubscribe/seller/');

        const platforms = (await mailing.get('/api/products/review-booster/platforms')).json() as ReviewPlatform[];
        expect(platforms.find((item) => item.id === platform.json().id)?.requestsSent).toBe(1);
        const requests = (await mailing.get('/api/products/review-booster/requests')).json() as ReviewRequest[];
        expect(requests[0].customerName).toBe('<b>Maria</b>');
      });

      it('an unsubscribed customer gets no more review requests from that seller; an edited link does nothing', async () => {
        const platform = (
          await mailing.post('/api/products/review-booster/platforms', {
            clientId,
            name: 'Facebook',
            reviewUrl: 'https://facebook.test/rosa/reviews',
          })
        ).json() as ReviewPlatform;
        const ask = () =>
          mailing.post('/api/products/review-booster/requests', {
            platformId: platform.id,
            customerName: 'Jo',
            customerEmail: 'Jo@Customer.test',
          });
        expect((await ask()).statusCode).toBe(201);
        const mail = await sink.waitFor((received) =>
          received.to.some((address) => address.toLowerCase() === 'jo@customer.test'),
        );
        const link = /(\/api\/public\/email\/unsubscribe\/seller\/[A-Za-z0-9_.-]+)/.exec(mail.decoded)?.[1] ?? '';
        expect(link).not.toBe('');

        const edited = `${link.slice(0, -2)}xx`;
        expect((await t.app.inject({ method: 'POST', url: edited })).statusCode).toBe(404);
        expect((await ask()).statusCode).toBe(201);
        // Wait for that second mail here: arriving during the next test, it would count as one sent there.
        const toJo = () => sink.received.filter((received) => received.to.some((a) => a.toLowerCase() === 'jo@customer.test'));
        await until(toJo, (mails) => mails.length === 2, 10_000);
        expect(toJo()).toHaveLength(2);

        const page = await t.app.inject({ method: 'GET', url: link });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Stop emails from');
        expect(page.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
        // The page says which mails stop (campaigns and review requests) and which still arrive.
        expect(page.body).toContain('campaign emails and review requests, including the automatic ones');
        expect(page.body).toContain('Mails about work you asked for (proposals, reports and project messages) still arrive.');
        const done = await t.app.inject({ method: 'POST', url: link });
        expect(done.body).toContain('You are unsubscribed');
        expect(done.body).toMatch(/gets no more campaign emails or review requests from /);
        const refused = await ask();
        expect(refused.statusCode).toBe(400);
        expect(fieldsOf(refused.json() as ErrorBody)).toEqual(['customerEmail']);
      });

      it('unsubscribe links work for any valid address: 1- and 64-character local parts and a 254-character address', async () => {
        const platform = (
          await mailing.post('/api/products/review-booster/platforms', {
            clientId,
            name: 'Nextdoor',
            reviewUrl: 'https://nextdoor.test/rosa/reviews',
          })
        ).json() as ReviewPlatform;
        const label = (letter: string) => letter.repeat(60);
        const longest = `${'l'.repeat(64)}@${label('a')}.${label('b')}.${label('c')}.${'d'.repeat(254 - 64 - 1 - 183 - 5)}.test`;
        expect(longest).toHaveLength(254);
        // Mailed to and followed back: the visible link and the one-click header.
        const links = new Map<string, string>();
        for (const address of ['z@customer.test', `${'m'.repeat(64)}@customer.test`]) {
          const sent = await mailing.post('/api/products/review-booster/requests', {
            platformId: platform.id,
            customerName: 'Long',
            customerEmail: address,
          });
          expect(sent.statusCode, address).toBe(201);
          const mail = await sink.waitFor((received) => received.to.includes(address));
          const link = /(\/api\/public\/email\/unsubscribe\/seller\/[A-Za-z0-9_.-]+)/.exec(mail.decoded)?.[1] ?? '';
          // The one-click header carries the same link (folded by the mailer when long).
          const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ''))?.[1] ?? '';
          expect(new URL(header).pathname, address).toBe(link);
          links.set(address, link);
        }
        // The longest valid address: its link as the mailer would put it in the mail (this SMTP sink refuses
        // addresses that long, so the link is made by the same code the review request uses).
        links.set(longest, new URL(await sellerUnsubscribe(t.database.db, t.env).url(seller.id, longest)).pathname);
        for (const [address, link] of links) {
          const page = await t.app.inject({ method: 'GET', url: link });
          expect(page.statusCode, address).toBe(200);
          expect(page.body).toContain(address);
          const oneClick = await t.app.inject({
            method: 'POST',
            url: link,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          });
          expect(oneClick.statusCode, address).toBe(200);
          expect(oneClick.body).toContain('You are unsubscribed');
        }
      });

      it('refuses pending platforms, other sellers’ platforms and bad input without sending', async () => {
        const pending = (
          await seller.client.post('/api/products/review-booster/platforms', {
            clientId,
            name: 'Yelp',
            reviewUrl: 'https://yelp.test/writeareview/rosa',
            status: 'pending',
          })
        ).json() as ReviewPlatform;
        const before = sink.received.length;
        const cases: [string, Record<string, unknown>, string][] = [
          ['pending', { platformId: pending.id, customerName: 'Al', customerEmail: 'al@customer.test' }, 'platformId'],
          ['bad email', { platformId: pending.id, customerName: 'Al', customerEmail: 'not-an-email' }, 'customerEmail'],
          [
            'long name',
            { platformId: pending.id, customerName: 'x'.repeat(100 * 1024), customerEmail: 'al@c.test' },
            'customerName',
          ],
        ];
        for (const [label, body, field] of cases) {
          const response = await mailing.post('/api/products/review-booster/requests', body);
          expect(response.statusCode, label).toBe(400);
          expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
        }
        const stolen = await other.client.post('/api/products/review-booster/requests', {
          platformId: pending.id,
          customerName: 'Al',
          customerEmail: 'al@customer.test',
        });
        expect(stolen.statusCode).toBe(400);
        expect((await other.client.delete(`/api/products/review-booster/platforms/${pending.id}`)).statusCode).toBe(404);
        const badUrl = await seller.client.post('/api/products/review-booster/platforms', {
          clientId,
          name: 'Evil',
          reviewUrl: 'javascript:alert(1)',
        });
        expect(fieldsOf(badUrl.json())).toEqual(['reviewUrl']);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(sink.received.length).toBe(before);
      });
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
