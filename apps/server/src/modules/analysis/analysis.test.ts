import type { AnalysisPage, AnalysisResult, AnalysisStreamEvent, RoiDefault } from '@proclub/contracts/analysis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crawlSiteRoutes } from '../../test/fixture-crawl';
import { BARE_PAGE, GOOD_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, ROBOTS, SITEMAP, startFixtureSite, text } from '../../test/fixture-site';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { gradeAgainst } from './benchmark';
import { renderReportEmail } from './report-email';

const EVIL_TITLE = '<script>alert("owned")</script> Evil Plumbing';

let site: FixtureSite;
let lockSite: FixtureSite;
beforeAll(async () => {
  let origin = '';
  lockSite = await startFixtureSite(crawlSiteRoutes(() => origin));
  origin = lockSite.origin;
  site = await startFixtureSite({
    '/': html(GOOD_PAGE),
    '/bare': html(BARE_PAGE),
    '/evil': html(`<html><head><title>${EVIL_TITLE}</title></head><body><p>Call us</p></body></html>`),
    '/slow': (_request, response) =>
      void setTimeout(
        () => html('<html><head><title>Slow</title></head><body><p>At last</p></body></html>')(_request, response),
        1_500,
      ),
    '/robots.txt': text(ROBOTS),
    '/sitemap.xml': text(SITEMAP, 'application/xml'),
  });
});
afterAll(async () => {
  await site?.close();
  await lockSite?.close();
});

const fieldMessage = (body: ErrorBody) => body.error.details?.fields?.[0]?.message;
const put = (client: ApiClient, url: string, body: unknown) => client.put(url, { payload: body as never });

describeEachDatabase(
  'website analysis',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    let sink: SmtpSink;

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      other = await userWithRole(t.app, 'vendor');
      sink = await startSmtpSink();
    });
    afterAll(() => sink?.close());

    const analyze = async (client: ApiClient, website: string, googleBusinessProfile?: string) =>
      client.post('/api/analysis', { website, ...(googleBusinessProfile !== undefined ? { googleBusinessProfile } : {}) });

    it('analyzes a site for a seller, saves it, and lists it in their history only', async () => {
      const response = await analyze(seller.client, `${site.origin}/`, "Rosa's Bakery");
      expect(response.statusCode).toBe(200);
      expect(response.headers['server-timing']).toMatch(/network;dur=[\d.]+, app;dur=[\d.]+/);
      const result = response.json() as AnalysisResult;
      expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.website).toBe(`${site.origin}/`);
      expect(result.analysisData.checks.length).toBeGreaterThanOrEqual(25);
      expect(result.analysisData.groups.map((group) => group.group)).toContain('local');
      expect(result.summary.totalRecommendations).toBe(result.recommendations.length);
      expect(result.summary.firstYearRevenue).toBe(
        result.recommendations.reduce((sum, item) => sum + item.setupFee + 12 * item.monthlyPrice, 0),
      );
      expect(result.analysisData.googleBusinessProfile).toMatchObject({ kind: 'name', napMatch: 'match' });

      const history = (await seller.client.get('/api/analysis')).json() as AnalysisPage;
      expect(history.items[0]).toMatchObject({
        id: result.id,
        website: result.website,
        totalRecommendations: result.summary.totalRecommendations,
      });
      const reopened = await seller.client.get(`/api/analysis/${result.id}`);
      expect(reopened.json()).toEqual(result);

      expect((await other.client.get(`/api/analysis/${result.id}`)).statusCode).toBe(404);
      expect(((await other.client.get('/api/analysis')).json() as AnalysisPage).items.map((item) => item.id)).not.toContain(
        result.id,
      );
      expect((await seller.client.get('/api/analysis/not-a-uuid')).statusCode).toBe(404);
    });

    it('crawls the site, saves the pages and site findings with the analysis, and reopens them', async () => {
      const response = await analyze(seller.client, `${lockSite.origin}/`);
      expect(response.statusCode).toBe(200);
      const result = response.json() as AnalysisResult;
      const crawl = result.analysisData.crawl;
      expect(crawl?.pages).toHaveLength(4);
      expect(crawl?.brokenLinks.map((link) => link.url)).toEqual([`${lockSite.origin}/old-prices`]);
      expect(crawl?.duplicateTitles[0]?.urls).toHaveLength(2);
      expect(crawl?.nap.consistent).toBe(false);
      expect(result.analysisData.checks.find((check) => check.id === 'site_nap_consistency')?.status).toBe('fail');
      const reopened = (await seller.client.get(`/api/analysis/${result.id}`)).json() as AnalysisResult;
      expect(reopened.analysisData.crawl).toEqual(crawl);
    });

    it('benchmarks against competitors: grades per group, a failed competitor left out, grades in the emailed report', async () => {
      const response = await seller.client.post('/api/analysis', {
        website: `${site.origin}/`,
        competitors: [`${site.origin}/bare`, 'unreachable.invalid'],
      });
      expect(response.statusCode).toBe(200);
      const result = response.json() as AnalysisResult;
      const benchmark = result.analysisData.benchmark;
      expect(benchmark?.competitors.map((competitor) => [competitor.website, competitor.error ?? 'ok'])).toEqual([
        [`${site.origin}/bare`, 'ok'],
        ['https://unreachable.invalid', 'Could not find unreachable.invalid: the domain name does not resolve.'],
      ]);
      const bare = benchmark?.competitors[0];
      expect(benchmark?.grades.length).toBe(result.analysisData.groups.length);
      for (const grade of benchmark?.grades ?? []) {
        const theirs = bare?.groups.find((group) => group.group === grade.group)?.score;
        expect(grade.competitorAverage).toBe(theirs);
        expect(grade.grade).toBe(gradeAgainst(grade.score, [theirs ?? 0]));
      }
      // A complete page against a two-word one.
      expect(benchmark?.overall?.grade).toBe('A');
      expect(benchmark?.grades.find((grade) => grade.group === 'on_page')?.grade).toBe('A');

      const reopened = (await seller.client.get(`/api/analysis/${result.id}`)).json() as AnalysisResult;
      expect(reopened.analysisData.benchmark).toEqual(benchmark);

      const email = await renderReportEmail(reopened, { appUrl: 'http://localhost:3000', senderName: 'Rosa & Co' });
      expect(email.text).toContain('Against your competitors');
      expect(email.text).toMatch(/On-page SEO: Grade A · you \d+, competitors \d+ on average \(best \d+\)/);
      expect(email.text).toContain('Against Competitors: Grade A');
    });

    it('prepends https:// when no scheme is given and explains the failure', async () => {
      const response = await analyze(seller.client, 'unreachable.invalid');
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe('Could not find unreachable.invalid: the domain name does not resolve.');
    });

    it('streams live progress and ends with the result', async () => {
      const response = await seller.client.post(
        '/api/analysis',
        { website: `${site.origin}/bare` },
        { headers: { accept: 'application/x-ndjson' } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/x-ndjson');
      const events = response.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as AnalysisStreamEvent);
      const steps = events.filter((event) => event.type === 'progress').map((event) => `${event.step}:${event.state}`);
      expect(steps).toEqual([
        'competitors:skipped',
        'fetching:running',
        'fetching:done',
        'robots:running',
        'robots:done',
        'sitemap:running',
        'sitemap:done',
        'rendering:skipped',
        'crawl:running',
        'crawl:done',
        'checks:running',
        'checks:done',
      ]);
      const last = events.at(-1);
      expect(last?.type).toBe('result');
      if (last?.type === 'result') {
        // A bare two-word page is a micro business: a few fixes within its budget, the rest deferred.
        expect(last.result.summary.totalRecommendations).toBeGreaterThanOrEqual(1);
        expect(last.result.analysisData.pricing).toMatchObject({ businessSize: 'micro', monthlyBudget: 250 });
        expect(last.result.summary.totalMonthlyRevenue).toBeLessThanOrEqual(250);
        expect(last.result.analysisData.pricing?.deferred.length).toBeGreaterThan(0);
      }
    });

    it('streams a refusal as an error event', async () => {
      const response = await seller.client.post(
        '/api/analysis',
        { website: 'http://169.254.169.254/latest/meta-data/' },
        { headers: { accept: 'application/x-ndjson' } },
      );
      const last = JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}');
      expect(last).toEqual({
        type: 'error',
        error: {
          code: 'analysis_blocked_address',
          message: 'Refused to connect to 169.254.169.254: it is a cloud metadata address.',
        },
      });
    });

    it('analyzes without saving for visitors and without a workspace; history is workspace-only', async () => {
      const anonymous = await analyze(new ApiClient(t.app), `${site.origin}/`);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json().id).toBeNull();
      const client = await userWithRole(t.app, 'client');
      // A buyer has no workspace: the one their own id names is not theirs (404), and without one nothing is saved.
      expect((await analyze(client.client, `${site.origin}/`)).statusCode).toBe(404);
      expect((await client.client.get('/api/analysis')).statusCode).toBe(404);
      client.client.workspaceId = undefined;
      const asClient = await analyze(client.client, `${site.origin}/`);
      expect(asClient.json().id).toBeNull();
      expect((await client.client.get('/api/analysis')).statusCode).toBe(400);
      expect((await new ApiClient(t.app).get('/api/analysis')).statusCode).toBe(401);
    });

    it.each([
      ['ab', 'Website URL must be at least 3 characters'],
      ['   ab   ', 'Website URL must be at least 3 characters'],
      [`https://example.test/${'a'.repeat(490)}`, 'Website URL is too long'],
      ['http://exa mple.test', 'Please enter a valid website URL'],
    ])('refuses the website %j with the spec message', async (website, message) => {
      const response = await analyze(seller.client, website);
      expect(response.statusCode).toBe(400);
      expect(fieldMessage(response.json())).toBe(message);
    });

    it('refuses loopback, private and metadata targets under the default policy', async () => {
      const strict = await t.buildApp({ ANALYZER_ALLOW_LOOPBACK: 'false', ANALYZER_ALLOWED_PORTS: '80,443' });
      const client = new ApiClient(strict);
      const cases: [string, string][] = [
        [`${site.origin}/`, `Refused to connect to port ${site.port}: only ports 80 and 443 are analyzed.`],
        ['http://127.0.0.1/', 'Refused to connect to 127.0.0.1: it is a loopback address.'],
        ['http://localhost/', 'Refused to connect to localhost: it resolves to 127.0.0.1, a loopback address.'],
        ['http://10.0.0.8/', 'Refused to connect to 10.0.0.8: it is a private network address.'],
        ['http://[::1]/', 'Refused to connect to ::1: it is a loopback address.'],
        ['http://169.254.169.254/', 'Refused to connect to 169.254.169.254: it is a cloud metadata address.'],
      ];
      for (const [website, message] of cases) {
        const response = await analyze(client, website);
        expect(response.statusCode, website).toBe(422);
        expect(response.json().error.message).toBe(message);
      }
    });

    it('rate-limits analyses per user and per IP with 429 and Retry-After', async () => {
      const limited = await t.buildApp({ ANALYSES_PER_USER: '2', ANALYSES_PER_IP: '3' });
      const user = await userWithRole(limited, 'freelancer');
      const remote = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < 2; i++)
        expect((await user.client.post('/api/analysis', { website: `${site.origin}/bare` }, remote)).statusCode).toBe(200);
      const third = await user.client.post('/api/analysis', { website: `${site.origin}/bare` }, remote);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toMatch(/^Too many analyses\. Please try again in \d+ minutes?\.$/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // The per-IP budget (3, of which the user spent 3) now stops visitors from that address too.
      const visitor = await new ApiClient(limited).post('/api/analysis', { website: `${site.origin}/bare` }, remote);
      expect(visitor.statusCode).toBe(429);
      expect(visitor.json().error.message).toMatch(/^Too many analyses from this network\. Please try again in \d+ minutes?\.$/);
      const elsewhere = await new ApiClient(limited).post(
        '/api/analysis',
        { website: `${site.origin}/bare` },
        { remoteAddress: '203.0.113.8' },
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it('gives analyses without an account their own, tighter budget per IP and a cap on how many run at once', async () => {
      const limited = await t.buildApp({
        ANONYMOUS_ANALYSES_PER_IP: '2',
        ANONYMOUS_ANALYSES_AT_ONCE: '1',
        ANALYSES_PER_IP: '50',
      });
      const visitor = () => new ApiClient(limited);
      const from = (address: string) => ({ remoteAddress: address });
      // Two running at once from anywhere: the second is refused while the first is in progress, and nothing is spent.
      // The fixture site is shared by both databases' runs: count this run's request to /slow from here.
      const slowBefore = site.hits.get('/slow') ?? 0;
      const [first, second] = await Promise.all([
        visitor().post('/api/analysis', { website: `${site.origin}/slow` }, from('203.0.113.20')),
        // Once the first is fetching its (slow) page, it holds the one slot.
        until(
          () => site.hits.get('/slow') ?? 0,
          (count) => count > slowBefore,
          10_000,
        ).then(() => visitor().post('/api/analysis', { website: `${site.origin}/bare` }, from('203.0.113.21'))),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(429);
      expect(second.json().error.message).toBe(
        'Too many analyses without an account are running. Please try again in 30 seconds.',
      );
      expect(second.headers['retry-after']).toBe('30');
      // The slot is free again, and the second address's budget is whole.
      for (let i = 0; i < 2; i++)
        expect((await visitor().post('/api/analysis', { website: `${site.origin}/bare` }, from('203.0.113.21'))).statusCode).toBe(
          200,
        );
      const third = await visitor().post('/api/analysis', { website: `${site.origin}/bare` }, from('203.0.113.21'));
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toMatch(
        /^Too many analyses without an account from this network\. Please try again in \d+ minutes?\.$/,
      );
      // A signed-in seller on that network keeps their own budget.
      const seller = await userWithRole(limited, 'agency');
      expect(
        (await seller.client.post('/api/analysis', { website: `${site.origin}/bare` }, from('203.0.113.21'))).statusCode,
      ).toBe(200);
    });

    it('emails the report through SMTP: spec subject, summary, recommendations, escaped site text', async () => {
      const mailing = await t.buildApp({ SMTP_URL: sink.url, DEV_MAILBOX: 'true' });
      const user = await userWithRole(mailing, 'agency');
      const saved = (await user.client.post('/api/analysis', { website: `${site.origin}/evil` })).json() as AnalysisResult;
      expect(saved.analysisData.title).toBe(EVIL_TITLE);

      const sent = await user.client.post(`/api/analysis/${saved.id}/email`, { to: '  owner@evil-plumbing.test ' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        to: 'owner@evil-plumbing.test',
        subject: 'Website Analysis Report for 127.0.0.1',
        queued: true,
      });
      const mail = await sink.waitFor((received) => received.to.includes('owner@evil-plumbing.test'));
      expect(mail.subject).toBe('Website Analysis Report for 127.0.0.1');
      expect(mail.decoded).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Evil Plumbing');
      // Escaped in the HTML part (the plain-text part quotes the page title as it is).
      const htmlPart = mail.decoded.slice(mail.decoded.indexOf('Content-Type: text/html'));
      expect(htmlPart).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Evil Plumbing');
      expect(htmlPart).not.toContain('<script>alert');
      expect(mail.decoded).toContain('Overall Score');
      expect(mail.decoded).toContain(saved.recommendations[0].product);
      // The prospect's report carries no price list (that is what proposals are for).
      expect(mail.decoded).not.toContain('Monthly Revenue');
      expect(mail.decoded).not.toContain(`$${saved.recommendations[0].setupFee}`);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      // The seller's mail: their name as the sender, answers to them, their brand in the layout.
      expect(mail.raw).toMatch(/^From: "?agency tester"? </m);
      expect(mail.raw).toContain(`Reply-To: ${user.email}`);
      expect(mail.decoded).toContain('Prepared by agency tester.');
      expect(mail.decoded).toContain('Sent by agency tester with');

      const mailbox = await mailing.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(mailbox.body).toContain('Website Analysis Report for 127.0.0.1');
    });

    it('prices for this business: per-industry defaults the seller edits, per-analysis inputs, re-pricing', async () => {
      const defaults = await seller.client.get('/api/analysis/roi-defaults');
      expect(defaults.statusCode).toBe(200);
      const dental = (defaults.json() as { items: RoiDefault[] }).items.find((item) => item.industry === 'dental');
      expect(dental).toEqual({
        industry: 'dental',
        label: 'Dentist',
        averageSaleCents: 80_000,
        closeRatePercent: 30,
        marginPercent: 60,
        custom: false,
      });

      const edited = await put(seller.client, '/api/analysis/roi-defaults/dental', {
        averageSaleCents: 120_000,
        closeRatePercent: 40,
      });
      expect(edited.statusCode).toBe(200);
      expect((edited.json() as { items: RoiDefault[] }).items.find((item) => item.industry === 'dental')).toMatchObject({
        averageSaleCents: 120_000,
        closeRatePercent: 40,
        custom: true,
      });
      // Another seller still sees the built-in values.
      const theirs = (await other.client.get('/api/analysis/roi-defaults')).json() as { items: RoiDefault[] };
      expect(theirs.items.find((item) => item.industry === 'dental')?.custom).toBe(false);

      const bad = await put(seller.client, '/api/analysis/roi-defaults/dental', {
        averageSaleCents: 120_000,
        closeRatePercent: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldMessage(bad.json())).toBe('Close rate must be between 1% and 100%');
      expect(
        (await put(seller.client, '/api/analysis/roi-defaults/astrology', { averageSaleCents: 100, closeRatePercent: 5 }))
          .statusCode,
      ).toBe(400);

      // The analysis takes the seller's dental defaults; the formula shows them.
      const result = (await analyze(seller.client, `${site.origin}/bare`).then((response) => response)).json() as AnalysisResult;
      expect(result.analysisData.pricing).toMatchObject({ industry: 'general', averageSaleCents: 30_000, closeRatePercent: 25 });
      const asDentist = (
        await seller.client.post('/api/analysis', { website: `${site.origin}/bare`, pricing: { industry: 'dental' } })
      ).json() as AnalysisResult;
      expect(asDentist.analysisData.pricing).toMatchObject({
        industry: 'dental',
        averageSaleCents: 120_000,
        closeRatePercent: 40,
      });
      expect(asDentist.recommendations[0].roiFormula).toContain('40% close rate × $1,200 average sale');

      // Re-pricing one analysis changes its ROI, keeps its findings, and is saved.
      const repriced = await put(seller.client, `/api/analysis/${asDentist.id}/pricing`, {
        industry: 'bakery_cafe',
        averageSaleCents: 2_500,
        closeRatePercent: 60,
      });
      expect(repriced.statusCode).toBe(200);
      const cheaper = repriced.json() as AnalysisResult;
      expect(cheaper.recommendations.map((item) => item.productId)).toEqual(
        asDentist.recommendations.map((item) => item.productId),
      );
      expect(cheaper.recommendations[0].estimatedROI).toBeLessThan(asDentist.recommendations[0].estimatedROI);
      expect(
        ((await seller.client.get(`/api/analysis/${asDentist.id}`)).json() as AnalysisResult).analysisData.pricing?.industry,
      ).toBe('bakery_cafe');
      expect(
        (
          await put(other.client, `/api/analysis/${asDentist.id}/pricing`, {
            industry: 'general',
            averageSaleCents: 100,
            closeRatePercent: 5,
          })
        ).statusCode,
      ).toBe(404);

      // A product the budget cap left for later is included by hand, and stays included on the next re-pricing.
      const left = cheaper.analysisData.pricing?.deferredIds ?? [];
      expect(left.length).toBeGreaterThan(0);
      const inputs = { industry: 'bakery_cafe', averageSaleCents: 2_500, closeRatePercent: 60 };
      const included = (
        await put(seller.client, `/api/analysis/${asDentist.id}/pricing`, { ...inputs, include: [left[0]] })
      ).json() as AnalysisResult;
      expect(included.recommendations.map((item) => item.productId)).toContain(left[0]);
      expect(included.analysisData.pricing?.included).toEqual([left[0]]);
      const again = (await put(seller.client, `/api/analysis/${asDentist.id}/pricing`, inputs)).json() as AnalysisResult;
      expect(again.recommendations.map((item) => item.productId)).toContain(left[0]);
      const badInclude = await put(seller.client, `/api/analysis/${asDentist.id}/pricing`, { ...inputs, include: 'map_boost' });
      expect(badInclude.statusCode).toBe(400);

      const reset = await seller.client.delete('/api/analysis/roi-defaults/dental');
      expect((reset.json() as { items: RoiDefault[] }).items.find((item) => item.industry === 'dental')?.custom).toBe(false);
    });

    it('validates the recipient and scopes emailing to the owner', async () => {
      const saved = (await analyze(seller.client, `${site.origin}/bare`)).json() as AnalysisResult;
      const empty = await seller.client.post(`/api/analysis/${saved.id}/email`, { to: '   ' });
      expect(fieldMessage(empty.json())).toBe('Please enter an email address');
      const bad = await seller.client.post(`/api/analysis/${saved.id}/email`, { to: 'not-an-address' });
      expect(fieldMessage(bad.json())).toBe('Please enter a valid email address');
      expect((await other.client.post(`/api/analysis/${saved.id}/email`, { to: 'x@example.test' })).statusCode).toBe(404);
      const limited = await t.buildApp({ REPORT_EMAILS_PER_USER: '1' });
      const owner = await userWithRole(limited, 'vendor');
      const mine = (await owner.client.post('/api/analysis', { website: `${site.origin}/bare` })).json() as AnalysisResult;
      expect((await owner.client.post(`/api/analysis/${mine.id}/email`, { to: 'a@example.test' })).statusCode).toBe(200);
      expect((await owner.client.post(`/api/analysis/${mine.id}/email`, { to: 'a@example.test' })).statusCode).toBe(429);
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
