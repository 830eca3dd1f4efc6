import type { CheckResult } from '@proclub/contracts/analysis';
import type { AuditDetail, AuditPage } from '@proclub/contracts/hub';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BARE_PAGE, GOOD_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, startFixtureSite } from '../../test/fixture-site';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { scoreChecks } from '../analysis/analysis.public';
import { checksFor } from './audit-scope';
import { hubClient, huge } from './hub.test-helpers';

// A local client website whose homepage the test can swap between runs (bare, then fixed up).
let page = BARE_PAGE;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    // The fixed-up page's canonical names the site it is served from (one naming another site is a finding).
    '/': (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page.replaceAll('https://rosas-bakery.test/', `${site.origin}/`)),
  });
});
afterAll(() => site?.close());

describeEachDatabase(
  'client audits',
  (t) => {
    let seller: SignedUpUser;
    let other: SignedUpUser;
    let clientId: string;

    const create = (api: ApiClient, fields: Record<string, unknown> = {}) =>
      api.post('/api/hub/audits', { clientId, auditType: 'seo', websiteUrl: `${site.origin}/`, ...fields });
    const count = async (api: ApiClient) => ((await api.get('/api/hub/audits')).json() as AuditPage).items.length;

    beforeAll(async () => {
      seller = await userWithRole(t.app, 'agency');
      other = await userWithRole(t.app, 'vendor');
      clientId = (await hubClient(seller.client, 'Bare Bakery')).id;
    });

    it('runs the analyzer for the audit type, stores the score and findings, and shows the change on a re-run', async () => {
      page = BARE_PAGE;
      const created = await create(seller.client);
      expect(created.statusCode).toBe(201);
      const audit = created.json() as AuditDetail;
      expect(audit).toMatchObject({ clientName: 'Bare Bakery', auditType: 'seo', score: null, runs: [], change: null });

      const first = await seller.client.post(`/api/hub/audits/${audit.id}/run`);
      expect(first.statusCode).toBe(200);
      const ran = first.json() as AuditDetail;
      expect(ran.score).toBeGreaterThanOrEqual(0);
      expect(ran.score).toBeLessThan(60);
      expect(ran.runs).toHaveLength(1);
      expect(ran.runs[0].source).toBe('analyzer');
      expect(ran.lastRunAt).not.toBeNull();
      expect(ran.finalUrl).toBe(`${site.origin}/`);
      // SEO scores crawlability, on-page and social checks only.
      expect(new Set(ran.findings.map((check) => check.group))).toEqual(new Set(['crawlability', 'on_page', 'social']));
      expect(ran.findings.find((check) => check.id === 'meta_description')).toMatchObject({ status: 'fail' });
      expect(ran.change).toBeNull();

      page = GOOD_PAGE;
      const second = (await seller.client.post(`/api/hub/audits/${audit.id}/run`)).json() as AuditDetail;
      expect(second.runs).toHaveLength(2);
      expect(second.score).toBeGreaterThan(ran.score as number);
      expect(second.previousScore).toBe(ran.score);
      expect(second.change?.scoreDelta).toBe((second.score as number) - (ran.score as number));
      expect(second.change?.improved).toContainEqual({
        id: 'meta_description',
        label: 'Meta description',
        from: 'fail',
        to: 'pass',
      });
      expect(second.change?.worsened).toEqual([]);

      const listed = ((await seller.client.get('/api/hub/audits')).json() as AuditPage).items.find(
        (item) => item.id === audit.id,
      );
      expect(listed).toMatchObject({ score: second.score, previousScore: ran.score, websiteUrl: `${site.origin}/` });
      expect((await seller.client.get(`/api/hub/audits/${audit.id}`)).json()).toEqual(second);
    });

    it('scores each audit type from its own checks (comprehensive = the overall score)', async () => {
      page = GOOD_PAGE;
      const scores: Record<string, number> = {};
      let comprehensive: CheckResult[] = [];
      for (const auditType of ['performance', 'accessibility', 'marketing', 'comprehensive']) {
        const audit = (await create(seller.client, { auditType })).json() as AuditDetail;
        const ran = (await seller.client.post(`/api/hub/audits/${audit.id}/run`)).json() as AuditDetail;
        expect(ran.score).toBeGreaterThanOrEqual(0);
        expect(ran.score).toBeLessThanOrEqual(100);
        scores[auditType] = ran.score as number;
        if (auditType === 'accessibility')
          expect(ran.findings.map((check) => check.id).sort()).toEqual([
            'h1',
            'image_alt',
            'lang',
            'link_text',
            'title',
            'viewport',
          ]);
        if (auditType === 'comprehensive') {
          expect(ran.findings.length).toBeGreaterThan(30);
          comprehensive = ran.findings as CheckResult[];
        }
      }
      // The comprehensive score is the analyzer's overall score of the same checks. Compared on the audit's own
      // findings: a second fetch of the site (the analysis below) may time the response differently under load.
      expect(scores.comprehensive).toBe(scoreChecks(comprehensive).overall);
      const analysis = (await seller.client.post('/api/analysis', { website: `${site.origin}/` })).json();
      expect(comprehensive.map((check) => check.id).sort()).toEqual(
        analysis.analysisData.checks.map((check: { id: string }) => check.id).sort(),
      );
      expect(checksFor('performance', analysis.analysisData.checks).map((check: { id: string }) => check.id)).toContain(
        'compression',
      );
    });

    it('records a score measured elsewhere (0–100) and refuses anything else with a 400, saving nothing', async () => {
      const manual = (await create(seller.client, { score: 72, auditType: 'accessibility' })).json() as AuditDetail;
      expect(manual).toMatchObject({ score: 72, findings: [], change: null });
      expect(manual.runs.map((run) => [run.score, run.source])).toEqual([[72, 'manual']]);

      const before = await count(seller.client);
      const cases: [Record<string, unknown>, string][] = [
        [{ score: 101 }, 'score'],
        [{ score: -1 }, 'score'],
        [{ score: 50.5 }, 'score'],
        [{ score: '80' }, 'score'],
        [{ auditType: 'vibes' }, 'auditType'],
        [{ websiteUrl: 'x' }, 'websiteUrl'],
        [{ websiteUrl: huge(600) }, 'websiteUrl'],
        [{ clientId: crypto.randomUUID() }, 'clientId'],
        [{ clientId: (await hubClient(other.client)).id }, 'clientId'],
      ];
      for (const [fields, field] of cases) {
        const response = await create(seller.client, fields);
        expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400);
        expect((response.json() as ErrorBody).error.details?.fields?.[0].field).toBe(field);
      }
      expect((await create(seller.client, { score: 101 })).json().error.message).toBe('score: Score must be from 0 to 100');
      expect(await count(seller.client)).toBe(before);
    });

    it('keeps audits to their seller: another seller gets 404 and cannot run them', async () => {
      const audit = (await create(seller.client, { score: 90 })).json() as AuditDetail;
      for (const response of [
        await other.client.get(`/api/hub/audits/${audit.id}`),
        await other.client.post(`/api/hub/audits/${audit.id}/run`),
        await other.client.delete(`/api/hub/audits/${audit.id}`),
      ]) {
        expect(response.statusCode).toBe(404);
      }
      expect(await count(other.client)).toBe(0);
      expect((await seller.client.get(`/api/hub/audits/${audit.id}`)).json().runs).toHaveLength(1);
      expect((await new ApiClient(t.app).post('/api/hub/audits', {})).statusCode).toBe(401);
      const client = await userWithRole(t.app, 'client');
      expect((await client.client.get('/api/hub/audits')).statusCode).toBe(404);
    });

    it('answers an unreachable site with 422 and keeps no run', async () => {
      const closed = await startFixtureSite({});
      const origin = closed.origin;
      await closed.close();
      const audit = (await create(seller.client, { websiteUrl: `${origin}/` })).json() as AuditDetail;
      const response = await seller.client.post(`/api/hub/audits/${audit.id}/run`);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toMatch(/^analysis_/);
      expect((await seller.client.get(`/api/hub/audits/${audit.id}`)).json()).toMatchObject({ score: null, runs: [] });
    });

    it('counts runs against the analyzer rate limit', async () => {
      const strict = await t.buildApp({
        ANALYSES_PER_USER: '1',
        ANALYZER_ALLOW_LOOPBACK: 'true',
        ANALYZER_ALLOWED_PORTS: '1024-65535',
      });
      const limited = await userWithRole(strict, 'freelancer');
      const limitedClient = await hubClient(limited.client);
      const audit = (
        await limited.client.post('/api/hub/audits', {
          clientId: limitedClient.id,
          auditType: 'seo',
          websiteUrl: `${site.origin}/`,
        })
      ).json() as AuditDetail;
      expect((await limited.client.post(`/api/hub/audits/${audit.id}/run`)).statusCode).toBe(200);
      const refused = await limited.client.post(`/api/hub/audits/${audit.id}/run`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('deletes an audit with its runs', async () => {
      const audit = (await create(seller.client, { score: 40 })).json() as AuditDetail;
      expect((await seller.client.delete(`/api/hub/audits/${audit.id}`)).statusCode).toBe(204);
      expect((await seller.client.get(`/api/hub/audits/${audit.id}`)).statusCode).toBe(404);
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
