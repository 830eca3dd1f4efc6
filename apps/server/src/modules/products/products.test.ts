import type { AdTemplate, AiAgent, Backlink, Citation, ContentItem, ScheduledPost } from '@proclub/contracts/products';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { fieldsOf, newClient } from './products.test-helpers';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const BIG = 'x'.repeat(100 * 1024);

describeEachDatabase('add-on products', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let clientId: string;
  let theirClientId: string;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    other = await userWithRole(t.app, 'agency');
    clientId = (await newClient(seller.client, { name: 'Products Client' })).id;
    theirClientId = (await newClient(other.client)).id;
  });

  /** Posts each body and expects 400 naming the field; then checks the list did not grow. */
  async function expectRefused(url: string, cases: [Record<string, unknown>, string][], api = seller.client) {
    const before = ((await api.get(url)).json() as unknown[]).length;
    for (const [body, field] of cases) {
      const response = await api.post(url, body);
      expect(response.statusCode, `${field}: ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
    }
    expect(((await api.get(url)).json() as unknown[]).length).toBe(before);
  }

  it('keeps every product API in a workspace: 401 without a session, 404 for a client (no workspace)', async () => {
    const client = await userWithRole(t.app, 'client');
    for (const url of [
      '/api/products/ai-agents',
      '/api/products/ad-templates',
      '/api/products/posts',
      '/api/products/content',
      '/api/products/citations',
      '/api/products/backlinks',
      '/api/products/competitors',
      '/api/products/review-booster/platforms',
      '/api/products/map-boost/pages',
    ]) {
      expect((await new ApiClient(t.app).get(url)).statusCode, url).toBe(401);
      expect((await client.client.get(url)).statusCode, url).toBe(404);
    }
  });

  describe('AI agents', () => {
    it('lists four agents, off with no triggers for a new seller; a toggle persists and is the seller’s own', async () => {
      const agents = (await seller.client.get('/api/products/ai-agents')).json() as AiAgent[];
      expect(agents.map((agent) => agent.key)).toEqual(['lead_follow_up', 'review_request', 'audit_alert', 'welcome']);
      expect(agents.every((agent) => agent.enabled && agent.triggerCount === 0 && agent.recentRuns.length === 0)).toBe(true);
      expect(agents[0]).toMatchObject({ settings: { days: 3 }, trigger: 'A proposal was viewed and not accepted after 3 days' });

      const off = await seller.client.patch('/api/products/ai-agents/lead_follow_up', { enabled: false, settings: { days: 5 } });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ key: 'lead_follow_up', name: 'Lead Follow-up', enabled: false, settings: { days: 5 } });
      const again = (await seller.client.get('/api/products/ai-agents')).json() as AiAgent[];
      expect(again.filter((agent) => !agent.enabled).map((agent) => agent.key)).toEqual(['lead_follow_up']);
      // Another seller's agents are untouched.
      const theirs = (await other.client.get('/api/products/ai-agents')).json() as AiAgent[];
      expect(theirs.every((agent) => agent.enabled)).toBe(true);

      await seller.client.patch('/api/products/ai-agents/lead_follow_up', { enabled: true });
      expect(
        ((await seller.client.get('/api/products/ai-agents')).json() as AiAgent[]).find((a) => a.key === 'lead_follow_up')
          ?.enabled,
      ).toBe(true);
      const zeroDays = await seller.client.patch('/api/products/ai-agents/lead_follow_up', {
        enabled: true,
        settings: { days: 0 },
      });
      expect(zeroDays.statusCode).toBe(400);
      expect(fieldsOf(zeroDays.json())).toEqual(['settings.days']);
    });

    it('answers 404 for an unknown agent and 400 for a body that is not true/false', async () => {
      expect((await seller.client.patch('/api/products/ai-agents/skynet', { enabled: true })).statusCode).toBe(404);
      const bad = await seller.client.patch('/api/products/ai-agents/welcome', { enabled: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toEqual(['enabled']);
    });
  });

  it('gives every seller the six ad templates', async () => {
    const templates = (await seller.client.get('/api/products/ad-templates')).json() as AdTemplate[];
    expect(templates).toHaveLength(6);
    expect(new Set(templates.map((template) => template.key)).size).toBe(6);
    expect(templates[0]).toMatchObject({ name: 'Local Service Search Ad', platform: 'Google Ads', callToAction: 'Call Now' });
    // Asking again does not duplicate them.
    expect(((await seller.client.get('/api/products/ad-templates')).json() as AdTemplate[]).map((t) => t.id)).toEqual(
      templates.map((template) => template.id),
    );
  });

  describe('post scheduler', () => {
    it('creates drafts and scheduled posts, lists scheduled ones soonest first, edits and deletes them', async () => {
      const draft = await seller.client.post('/api/products/posts', { platform: 'facebook', content: '  Spring offer draft  ' });
      expect(draft.statusCode).toBe(201);
      expect(draft.json()).toMatchObject({ status: 'draft', content: 'Spring offer draft', scheduledFor: null, clientId: null });
      const later = await seller.client.post('/api/products/posts', {
        clientId,
        platform: 'google_business',
        content: 'Open late on Friday',
        status: 'scheduled',
        scheduledFor: inHours(48),
      });
      expect(later.statusCode).toBe(201);
      expect(later.json()).toMatchObject({ status: 'scheduled', clientName: 'Products Client' });
      const sooner = await seller.client.post('/api/products/posts', {
        clientId,
        platform: 'instagram',
        content: 'Meet the team',
        status: 'scheduled',
        scheduledFor: inHours(2),
      });
      const list = (await seller.client.get('/api/products/posts')).json() as ScheduledPost[];
      expect(list.map((post) => post.content)).toEqual(['Meet the team', 'Open late on Friday', 'Spring offer draft']);

      const scheduled = await seller.client.request('PUT', `/api/products/posts/${draft.json().id}`, {
        payload: { platform: 'facebook', content: 'Spring offer', status: 'scheduled', scheduledFor: inHours(1) },
      });
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json()).toMatchObject({ status: 'scheduled', content: 'Spring offer' });
      expect(((await seller.client.get('/api/products/posts')).json() as ScheduledPost[])[0].content).toBe('Spring offer');

      expect((await other.client.delete(`/api/products/posts/${sooner.json().id}`)).statusCode).toBe(404);
      expect(
        (
          await other.client.request('PUT', `/api/products/posts/${sooner.json().id}`, {
            payload: { platform: 'x', content: 'hijack' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await seller.client.delete(`/api/products/posts/${sooner.json().id}`)).statusCode).toBe(204);
      expect(((await other.client.get('/api/products/posts')).json() as ScheduledPost[]).length).toBe(0);
    });

    it('refuses a scheduled post without a future time, bad dates, unknown clients and a 100 KB text', async () => {
      await expectRefused('/api/products/posts', [
        [{ platform: 'facebook', content: 'No time', status: 'scheduled' }, 'scheduledFor'],
        [{ platform: 'facebook', content: 'Past', status: 'scheduled', scheduledFor: inHours(-1) }, 'scheduledFor'],
        [{ platform: 'facebook', content: 'Bad', status: 'draft', scheduledFor: '2031-13-45' }, 'scheduledFor'],
        [{ platform: 'facebook', content: 'Bad', status: 'scheduled', scheduledFor: 'next friday' }, 'scheduledFor'],
        [{ platform: 'myspace', content: 'Old network' }, 'platform'],
        [{ platform: 'facebook', content: BIG }, 'content'],
        [{ platform: 'facebook', content: '   ' }, 'content'],
        [{ platform: 'facebook', content: 'Theirs', clientId: theirClientId }, 'clientId'],
        [{ platform: 'facebook', content: 'Status', status: 'published' }, 'status'],
      ]);
    });
  });

  describe('citation builder', () => {
    it('adds citations with verified, pending and error statuses, changes a status, and scopes them', async () => {
      const statuses = ['verified', 'pending', 'error'] as const;
      const made: Citation[] = [];
      for (const status of statuses) {
        const response = await seller.client.post('/api/products/citations', {
          clientId,
          directory: `Directory ${status}`,
          listingUrl: status === 'pending' ? '' : `https://${status}.example.test/listing`,
          status,
        });
        expect(response.statusCode).toBe(201);
        made.push(response.json() as Citation);
      }
      expect(made.map((citation) => citation.status)).toEqual(statuses);
      expect(made[1].listingUrl).toBeNull();

      const fixed = await seller.client.patch(`/api/products/citations/${made[2].id}`, { status: 'verified' });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().status).toBe('verified');
      const bad = await seller.client.patch(`/api/products/citations/${made[2].id}`, { status: 'lost' });
      expect(bad.statusCode).toBe(400);
      expect((await other.client.patch(`/api/products/citations/${made[0].id}`, { status: 'error' })).statusCode).toBe(404);
      expect((await other.client.delete(`/api/products/citations/${made[0].id}`)).statusCode).toBe(404);
      const mine = (await seller.client.get(`/api/products/citations?clientId=${clientId}`)).json() as Citation[];
      expect(mine.find((citation) => citation.id === made[0].id)?.status).toBe('verified');
    });

    it('validates citations', async () => {
      await expectRefused('/api/products/citations', [
        [{ clientId: theirClientId, directory: 'Yelp' }, 'clientId'],
        [{ directory: 'Yelp' }, 'clientId'],
        [{ clientId, directory: BIG }, 'directory'],
        [{ clientId, directory: 'Yelp', status: 'done' }, 'status'],
        [{ clientId, directory: 'Yelp', listingUrl: 'ftp://yelp.test' }, 'listingUrl'],
      ]);
    });
  });

  describe('content drops and backlinks', () => {
    it('keeps a content library with word counts', async () => {
      const response = await seller.client.post('/api/products/content', {
        clientId,
        title: '5 signs your water heater is failing',
        type: 'blog_post',
        status: 'ready',
        body: 'Rusty water, odd noises and lukewarm showers are early warnings.',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ wordCount: 10, clientName: 'Products Client', status: 'ready' });
      expect(((await seller.client.get('/api/products/content')).json() as ContentItem[])[0].id).toBe(response.json().id);
      expect(((await other.client.get('/api/products/content')).json() as ContentItem[]).length).toBe(0);
      expect((await other.client.delete(`/api/products/content/${response.json().id}`)).statusCode).toBe(404);
      await expectRefused('/api/products/content', [
        [{ title: BIG, type: 'email' }, 'title'],
        [{ title: 'Type', type: 'tweetstorm' }, 'type'],
        [{ title: 'Client', type: 'email', clientId: theirClientId }, 'clientId'],
      ]);
    });

    it('lists backlinks by authority and refuses authority outside 0–100', async () => {
      for (const authority of [35, 80, 0]) {
        const response = await seller.client.post('/api/products/backlinks', {
          clientId,
          sourceUrl: `https://blog${authority}.example.test/post`,
          targetUrl: 'https://client.example.test/',
          anchorText: 'best plumber',
          domainAuthority: authority,
        });
        expect(response.statusCode).toBe(201);
      }
      const list = (await seller.client.get('/api/products/backlinks')).json() as Backlink[];
      expect(list.map((link) => link.domainAuthority)).toEqual([80, 35, 0]);
      expect((await other.client.delete(`/api/products/backlinks/${list[0].id}`)).statusCode).toBe(404);
      const valid = { clientId, sourceUrl: 'https://a.test/x', targetUrl: 'https://b.test/' };
      await expectRefused('/api/products/backlinks', [
        [{ ...valid, domainAuthority: 101 }, 'domainAuthority'],
        [{ ...valid, domainAuthority: -1 }, 'domainAuthority'],
        [{ ...valid, domainAuthority: 55.5 }, 'domainAuthority'],
        [{ ...valid, domainAuthority: 50, sourceUrl: 'not a url' }, 'sourceUrl'],
        [{ ...valid, domainAuthority: 50, clientId: theirClientId }, 'clientId'],
      ]);
    });
  });
});
