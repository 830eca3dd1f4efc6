import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  formatRankChange,
  RANK_PROVIDER_MISSING,
  type RankCheck,
  type RankHistory,
  type RankKeyword,
} from '@proclub/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../../test/test-app';
import { userWithRole } from '../../../test/test-users';
import { addKeyword, daysAgo, fieldsOf, newClient, recordCheck } from '../products.test-helpers';
import { averageRankForClient, averageRankSeries, rankChangesForClient } from './rank-reports.repository';

const BASE = '/api/products/rank-tracker';

/** A local stand-in for SerpApi's /search.json: answers from `results` per keyword, records the queries. */
async function startFakeSerpApi() {
  const queries: URLSearchParams[] = [];
  const results = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    queries.push(url.searchParams);
    const answer = results.get(url.searchParams.get('q') ?? '') ?? { status: 200, body: { organic_results: [] } };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    results,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('rank tracker', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    other = await userWithRole(t.app, 'vendor');
  });

  describe('access', () => {
    it('answers 401 without a session and 404 to a client, who has no workspace', async () => {
      expect((await new ApiClient(t.app).get(`${BASE}/checks`)).statusCode).toBe(401);
      const client = await userWithRole(t.app, 'client');
      const response = await client.client.get(`${BASE}/checks`);
      expect(response.statusCode).toBe(404);
      expect((await client.client.post(`${BASE}/keywords`, { clientId: 'x', keyword: 'a', location: 'b' })).statusCode).toBe(404);
    });
  });

  it('adds a keyword per client and location; the same one again (any case) is a 409', async () => {
    const client = await newClient(seller.client, { name: 'Rosa Plumbing' });
    const keyword = await addKeyword(seller.client, client.id, { targetDomain: 'https://www.RosaPlumbing.com/contact' });
    expect(keyword).toMatchObject({
      clientId: client.id,
      clientName: 'Rosa Plumbing',
      keyword: 'emergency plumber',
      location: 'Austin, TX',
      targetDomain: 'rosaplumbing.com',
      latestPosition: null,
      previousPosition: null,
      lastCheckedAt: null,
      checkCount: 0,
    });
    const again = await seller.client.post(`${BASE}/keywords`, {
      clientId: client.id,
      keyword: 'EMERGENCY Plumber',
      location: 'austin, tx',
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual(['keyword']);
    // Another location is another keyword.
    await addKeyword(seller.client, client.id, { location: 'Round Rock, TX' });
    const list = (await seller.client.get(`${BASE}/keywords?clientId=${client.id}`)).json() as RankKeyword[];
    expect(list.map((item) => item.location).sort()).toEqual(['Austin, TX', 'Round Rock, TX']);
  });

  it('refuses an unknown or another seller’s client, a 100 KB keyword and a bad domain with 400, saving nothing', async () => {
    const mine = await newClient(seller.client);
    const theirs = await newClient(other.client);
    const before = ((await seller.client.get(`${BASE}/keywords`)).json() as RankKeyword[]).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: theirs.id, keyword: 'plumber', location: 'Austin' }, 'clientId'],
      [{ clientId: '00000000-0000-4000-8000-000000000000', keyword: 'plumber', location: 'Austin' }, 'clientId'],
      [{ clientId: 'not-a-uuid', keyword: 'plumber', location: 'Austin' }, 'clientId'],
      [{ clientId: mine.id, keyword: 'x'.repeat(100 * 1024), location: 'Austin' }, 'keyword'],
      [{ clientId: mine.id, keyword: '   ', location: 'Austin' }, 'keyword'],
      [{ clientId: mine.id, keyword: 'plumber', location: '' }, 'location'],
      [{ clientId: mine.id, keyword: 'plumber', location: 'Austin', targetDomain: 'not a domain' }, 'targetDomain'],
    ];
    for (const [body, field] of cases) {
      const response = await seller.client.post(`${BASE}/keywords`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
    }
    expect(((await seller.client.get(`${BASE}/keywords`)).json() as RankKeyword[]).length).toBe(before);
  });

  it('refuses positions outside 1–100, non-integers and bad dates with 400 naming the field, saving nothing', async () => {
    const client = await newClient(seller.client);
    const keyword = await addKeyword(seller.client, client.id, { keyword: 'validation keyword' });
    const cases: [Record<string, unknown>, string][] = [
      [{ position: 0 }, 'position'],
      [{ position: 101 }, 'position'],
      [{ position: -3 }, 'position'],
      [{ position: 3.5 }, 'position'],
      [{ position: '5' }, 'position'],
      [{ position: null }, 'position'],
      [{}, 'position'],
      [{ position: 5, checkedAt: '2030-02-30' }, 'checkedAt'],
      [{ position: 5, checkedAt: 'yesterday' }, 'checkedAt'],
      [{ position: 5, checkedAt: '1999-12-31' }, 'checkedAt'],
      [{ position: 5, checkedAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }, 'checkedAt'],
      [{ position: 5, checkedAt: 'x'.repeat(100 * 1024) }, 'checkedAt'],
    ];
    for (const [body, field] of cases) {
      const response = await seller.client.post(`${BASE}/checks`, { keywordId: keyword.id, ...body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
    }
    const unknown = await seller.client.post(`${BASE}/checks`, {
      keywordId: '00000000-0000-4000-8000-000000000000',
      position: 4,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['keywordId']);
    expect(((await seller.client.get(`${BASE}/keywords/${keyword.id}/history`)).json() as RankHistory).points).toEqual([]);
    // The bounds themselves are fine.
    await recordCheck(seller.client, keyword.id, 1);
    await recordCheck(seller.client, keyword.id, 100);
  });

  it('computes the change versus the previous check by checked time: New, +n, —, −n (also for checks entered out of order)', async () => {
    const client = await newClient(seller.client, { name: 'Change Co' });
    const keyword = await addKeyword(seller.client, client.id, { keyword: 'change keyword' });
    await recordCheck(seller.client, keyword.id, 10, daysAgo(4));
    await recordCheck(seller.client, keyword.id, 7, daysAgo(3));
    await recordCheck(seller.client, keyword.id, 7, daysAgo(2));
    const last = await recordCheck(seller.client, keyword.id, 9, daysAgo(1));
    expect(last).toMatchObject({
      position: 9,
      previousPosition: 7,
      keyword: 'change keyword',
      clientName: 'Change Co',
      source: 'manual',
    });

    const changes = async () => {
      const checks = ((await seller.client.get(`${BASE}/checks`)).json() as RankCheck[]).filter(
        (c) => c.keywordId === keyword.id,
      );
      return checks.map((check) => formatRankChange(check.previousPosition, check.position));
    };
    expect(await changes()).toEqual(['\u22122', '—', '+3', 'New']);

    // A check entered later but observed between the first two becomes the second one's previous.
    await recordCheck(seller.client, keyword.id, 12, daysAgo(3.5));
    expect(await changes()).toEqual(['\u22122', '—', '+5', '\u22122', 'New']);

    const summary = (await seller.client.get(`${BASE}/keywords?clientId=${client.id}`)).json() as RankKeyword[];
    expect(summary[0]).toMatchObject({ latestPosition: 9, previousPosition: 7, checkCount: 5 });
    const history = (await seller.client.get(`${BASE}/keywords/${keyword.id}/history`)).json() as RankHistory;
    expect(history.points.map((point) => point.position)).toEqual([10, 12, 7, 7, 9]);
  });

  it('lists the last 20 checks newest first', async () => {
    const fresh = await userWithRole(t.app, 'freelancer');
    const client = await newClient(fresh.client);
    const keyword = await addKeyword(fresh.client, client.id);
    for (let i = 0; i < 25; i++) await recordCheck(fresh.client, keyword.id, (i % 50) + 1, daysAgo(30 - i));
    const checks = (await fresh.client.get(`${BASE}/checks`)).json() as RankCheck[];
    expect(checks).toHaveLength(20);
    expect(checks[0].position).toBe(25);
    expect(checks.at(-1)?.position).toBe(6);
    const times = checks.map((check) => check.checkedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('scopes keywords and checks to the seller: another seller gets 404 and sees nothing', async () => {
    const client = await newClient(seller.client);
    const keyword = await addKeyword(seller.client, client.id, { keyword: 'private keyword' });
    const check = await recordCheck(seller.client, keyword.id, 4);
    const them = other.client;
    expect((await them.get(`${BASE}/keywords/${keyword.id}/history`)).statusCode).toBe(404);
    expect((await them.delete(`${BASE}/keywords/${keyword.id}`)).statusCode).toBe(404);
    expect((await them.delete(`${BASE}/checks/${check.id}`)).statusCode).toBe(404);
    expect((await them.post(`${BASE}/keywords/${keyword.id}/check-now`)).statusCode).toBe(404);
    const write = await them.post(`${BASE}/checks`, { keywordId: keyword.id, position: 1 });
    expect(write.statusCode).toBe(400);
    expect(((await them.get(`${BASE}/checks`)).json() as RankCheck[]).map((c) => c.id)).not.toContain(check.id);
    expect(((await them.get(`${BASE}/keywords`)).json() as RankKeyword[]).map((k) => k.id)).not.toContain(keyword.id);
    expect((await seller.client.get(`${BASE}/keywords/${keyword.id}/history`)).json().points).toHaveLength(1);

    // Deleting the check, then the keyword, is the owner's.
    expect((await seller.client.delete(`${BASE}/checks/${check.id}`)).statusCode).toBe(204);
    expect((await seller.client.delete(`${BASE}/keywords/${keyword.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(`${BASE}/keywords/${keyword.id}/history`)).statusCode).toBe(404);
  });

  it('says no provider is configured and refuses check-now without inventing a position', async () => {
    expect((await seller.client.get(`${BASE}/provider`)).json()).toEqual({ configured: false, name: null });
    const client = await newClient(seller.client);
    const keyword = await addKeyword(seller.client, client.id, { keyword: 'no provider', targetDomain: 'example.com' });
    const response = await seller.client.post(`${BASE}/keywords/${keyword.id}/check-now`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'rank_provider_missing', message: RANK_PROVIDER_MISSING });
    expect((await seller.client.get(`${BASE}/keywords/${keyword.id}/history`)).json().points).toEqual([]);
  });

  describe('with a SERP provider configured (a local SerpApi stand-in)', () => {
    let serp: Awaited<ReturnType<typeof startFakeSerpApi>>;
    let api: ApiClient;
    beforeAll(async () => {
      serp = await startFakeSerpApi();
      const app = await t.buildApp({ RANK_PROVIDER: 'serpapi', RANK_PROVIDER_API_KEY: 'test-key', RANK_PROVIDER_URL: serp.url });
      api = new ApiClient(app, seller.client.jar.clone());
      api.workspaceId = seller.id;
    });
    afterAll(() => serp?.close());

    it('records the position the provider reports for the client’s domain', async () => {
      expect((await api.get(`${BASE}/provider`)).json()).toEqual({ configured: true, name: 'SerpApi' });
      const client = await newClient(seller.client);
      const keyword = await addKeyword(seller.client, client.id, { keyword: 'serp found', targetDomain: 'rosa.test' });
      serp.results.set('serp found', {
        status: 200,
        body: {
          organic_results: [
            { position: 1, link: 'https://other.test/' },
            { position: 2, link: 'https://notrosa.test/' },
            { position: 3, link: 'https://www.rosa.test/plumbing' },
          ],
        },
      });
      const response = await api.post(`${BASE}/keywords/${keyword.id}/check-now`);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ position: 3, previousPosition: null, source: 'provider' });
      const query = serp.queries.at(-1);
      expect(query?.get('q')).toBe('serp found');
      expect(query?.get('location')).toBe('Austin, TX');
      expect(query?.get('api_key')).toBe('test-key');
    });

    it('records nothing when the domain is not in the top 100 or the provider fails', async () => {
      const client = await newClient(seller.client);
      const missing = await addKeyword(seller.client, client.id, { keyword: 'serp missing', targetDomain: 'rosa.test' });
      serp.results.set('serp missing', {
        status: 200,
        body: { organic_results: [{ position: 1, link: 'https://other.test/' }] },
      });
      const notRanked = await api.post(`${BASE}/keywords/${missing.id}/check-now`);
      expect(notRanked.statusCode).toBe(422);
      expect(notRanked.json().error.message).toContain('not in the top 100');

      const failing = await addKeyword(seller.client, client.id, { keyword: 'serp broken', targetDomain: 'rosa.test' });
      serp.results.set('serp broken', { status: 401, body: { error: 'Invalid API key.' } });
      const refused = await api.post(`${BASE}/keywords/${failing.id}/check-now`);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.message).toContain('Invalid API key.');

      const noDomain = await addKeyword(seller.client, client.id, { keyword: 'serp no domain' });
      const needsDomain = await api.post(`${BASE}/keywords/${noDomain.id}/check-now`);
      expect(needsDomain.statusCode).toBe(400);
      expect(fieldsOf(needsDomain.json())).toEqual(['targetDomain']);
      for (const keyword of [missing, failing, noDomain])
        expect((await api.get(`${BASE}/keywords/${keyword.id}/history`)).json().points).toEqual([]);
    });
  });

  describe('reads for reports and the client dashboard', () => {
    it('gives rank changes in a period, the average rank and a daily series, scoped to seller and client', async () => {
      const client = await newClient(seller.client, { name: 'Report Client' });
      const plumber = await addKeyword(seller.client, client.id, { keyword: 'report plumber' });
      const drains = await addKeyword(seller.client, client.id, { keyword: 'report drains' });
      const fresh = await addKeyword(seller.client, client.id, { keyword: 'report new' });
      const idle = await addKeyword(seller.client, client.id, { keyword: 'report idle' });
      await recordCheck(seller.client, plumber.id, 15, daysAgo(20)); // baseline before the period
      await recordCheck(seller.client, plumber.id, 11, daysAgo(8));
      await recordCheck(seller.client, plumber.id, 6, daysAgo(2));
      await recordCheck(seller.client, drains.id, 4, daysAgo(9));
      await recordCheck(seller.client, drains.id, 9, daysAgo(3));
      await recordCheck(seller.client, fresh.id, 30, daysAgo(1));
      await recordCheck(seller.client, idle.id, 50, daysAgo(25));

      const db = t.database.db;
      const period = { vendorId: seller.id, clientId: client.id, from: new Date(daysAgo(10)), to: new Date() };
      const changes = await rankChangesForClient(db, period);
      expect(
        changes.map(({ keyword, startPosition, endPosition, change, checks }) => ({
          keyword,
          startPosition,
          endPosition,
          change,
          checks,
        })),
      ).toEqual([
        { keyword: 'report plumber', startPosition: 15, endPosition: 6, change: 9, checks: 2 },
        { keyword: 'report drains', startPosition: 4, endPosition: 9, change: -5, checks: 2 },
        { keyword: 'report new', startPosition: 30, endPosition: 30, change: null, checks: 1 },
      ]);

      // Latest positions now: 6, 9, 30, 50 → 23.75 → 23.8; ten days ago: 15 (plumber) and 50 (idle).
      expect(await averageRankForClient(db, { vendorId: seller.id, clientId: client.id })).toEqual({
        average: 23.8,
        keywords: 4,
      });
      expect(await averageRankForClient(db, { vendorId: seller.id, clientId: client.id, at: new Date(daysAgo(10)) })).toEqual({
        average: 32.5,
        keywords: 2,
      });
      const series = await averageRankSeries(db, period);
      expect(series.map((point) => point.average)).toEqual([4, 11, 9, 6, 30]);
      expect(series.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.day))).toBe(true);

      // Another seller's id sees nothing of this client.
      expect(await rankChangesForClient(db, { ...period, vendorId: other.id })).toEqual([]);
      expect(await averageRankForClient(db, { vendorId: other.id, clientId: client.id })).toEqual({ average: null, keywords: 0 });
    });
  });
});
