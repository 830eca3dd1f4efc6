// The tools (analyses, proposals, campaigns, products, schedules) in a workspace (issue 31, ADR 045): every member
// does the client work and is named for it, another workspace's records answer 404, and settings are owner/admin.
import type { AnalysisPage, AnalysisResult } from '@proclub/contracts/analysis';
import type { CampaignDetail, CampaignList } from '@proclub/contracts/campaigns';
import type { Proposal, ProposalPage } from '@proclub/contracts/proposals';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BARE_PAGE } from '../../test/fixture-pages';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { campaignInput, POSTAL_ADDRESS } from '../campaigns/campaigns.test-helpers';
import { createClient } from '../crm/crm.test-helpers';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': html(BARE_PAGE) });
});
afterAll(() => site?.close());

describeEachDatabase(
  'tools in a workspace',
  (t) => {
    let team: Awaited<ReturnType<typeof agencyTeam>>;
    let outsider: SignedUpUser;
    let clientId: string;
    const records: Record<'analysis' | 'proposal' | 'campaign' | 'backlink' | 'keyword' | 'page', string> = {
      analysis: '',
      proposal: '',
      campaign: '',
      backlink: '',
      keyword: '',
      page: '',
    };

    beforeAll(async () => {
      team = await agencyTeam(t.app);
      outsider = await userWithRole(t.app, 'agency');
      const profile = await team.owner.client.patch('/api/profile', {
        fullName: 'Olive Owner',
        companyName: 'Harbor Digital',
        location: '1 Main St, Springfield',
      });
      expect(profile.statusCode, profile.body).toBe(200);
      // Every campaign footer prints the workspace's postal address (CAN-SPAM), set by whoever manages settings.
      const address = await team.owner.client.put('/api/crm/campaign-postal-address', { payload: POSTAL_ADDRESS });
      expect(address.statusCode, address.body).toBe(200);
      // The CRM is not moved yet: its clients are the owner's, whose id is the workspace's.
      clientId = (await createClient(team.owner.client, { name: 'Bare Bakery', email: 'bakery@example.test', status: 'active' }))
        .id;
    });

    it('lets a member do the client work in the workspace, each record naming who did it', async () => {
      const { owner, member } = team;
      const analysis = (await member.client.post('/api/analysis', { website: `${site.origin}/` })).json() as AnalysisResult;
      expect(analysis.id).not.toBeNull();
      records.analysis = analysis.id as string;
      const listed = (await owner.client.get('/api/analysis')).json() as AnalysisPage;
      expect(listed.items.find((item) => item.id === analysis.id)?.createdBy).toEqual({
        id: member.id,
        name: 'member teammate',
      });

      const created = await member.client.post('/api/proposals', {
        analysisId: analysis.id,
        clientId,
        productIds: [analysis.recommendations[0].productId],
      });
      expect(created.statusCode, created.body).toBe(201);
      records.proposal = (created.json() as Proposal).id;
      expect((created.json() as Proposal).sentBy).toBeNull();
      const sent = await member.client.post(`/api/proposals/${records.proposal}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      const proposal = (await owner.client.get(`/api/proposals/${records.proposal}`)).json() as Proposal;
      expect(proposal).toMatchObject({ status: 'sent', sentBy: { id: member.id, name: 'member teammate' } });
      // The client's timeline says who sent it.
      const timeline = await owner.client.get(`/api/crm/clients/${clientId}/timeline`);
      expect(timeline.body).toContain('member teammate sent version 1');

      const campaign = await member.client.post('/api/crm/campaigns', campaignInput({ name: 'Team news' }));
      expect(campaign.statusCode, campaign.body).toBe(201);
      records.campaign = (campaign.json() as { id: string }).id;
      const sendAt = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await member.client.post(`/api/crm/campaigns/${records.campaign}/send`, { sendAt });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      expect((scheduled.json() as CampaignDetail).sentBy).toEqual({ id: member.id, name: 'member teammate' });
      const campaigns = (await owner.client.get('/api/crm/campaigns')).json() as CampaignList;
      expect(campaigns.items.map((item) => item.name)).toContain('Team news');
      expect((await member.client.post(`/api/crm/campaigns/${records.campaign}/cancel`)).statusCode).toBe(200);

      const backlink = await member.client.post('/api/products/backlinks', {
        clientId,
        sourceUrl: 'https://news.example/bakeries',
        targetUrl: 'https://bakery.example/',
        domainAuthority: 40,
      });
      expect(backlink.statusCode, backlink.body).toBe(201);
      records.backlink = (backlink.json() as { id: string }).id;
      const keyword = await member.client.post('/api/products/rank-tracker/keywords', {
        clientId,
        keyword: 'sourdough springfield',
        location: 'Springfield',
      });
      expect(keyword.statusCode, keyword.body).toBe(201);
      records.keyword = (keyword.json() as { id: string }).id;
      const page = await member.client.post('/api/products/map-boost/pages', {
        clientId,
        businessName: 'Bare Bakery',
        streetAddress: '2 Main St',
        city: 'Springfield',
        phone: '+1 555 0100',
        services: ['Sourdough bread'],
        description:
          'Sourdough and pastries baked every morning in the heart of Springfield, open every day of the week from six, with coffee and a quiet corner to sit.',
      });
      expect(page.statusCode, page.body).toBe(201);
      records.page = (page.json() as { id: string }).id;
      // The owner sees what the member made: it is the workspace's.
      expect((await owner.client.get(`/api/products/map-boost/pages/${records.page}`)).statusCode).toBe(200);
    });

    it("answers 404 to another workspace for A's analyses, proposals, campaigns and product records", async () => {
      const other = outsider.client;
      const routes: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
        ['GET', `/api/analysis/${records.analysis}`],
        ['GET', `/api/analysis/${records.analysis}/pdf`],
        ['GET', `/api/proposals/${records.proposal}`],
        ['POST', `/api/proposals/${records.proposal}/withdraw`],
        ['GET', `/api/crm/campaigns/${records.campaign}`],
        ['POST', `/api/crm/campaigns/${records.campaign}/duplicate`],
        ['DELETE', `/api/products/backlinks/${records.backlink}`],
        ['GET', `/api/products/rank-tracker/keywords/${records.keyword}/history`],
        ['GET', `/api/products/map-boost/pages/${records.page}`],
      ];
      for (const [method, url, body] of routes) {
        const response = await other.request(method, url, { payload: body as never });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(((await other.get('/api/proposals')).json() as ProposalPage).items).toEqual([]);
      expect(((await other.get('/api/analysis')).json() as AnalysisPage).items).toEqual([]);
      // Naming workspace A without belonging to it is the same 404, before anything else.
      const intruder = new ApiClient(t.app, other.jar.clone());
      intruder.workspaceId = team.workspaceId;
      for (const url of ['/api/analysis', '/api/proposals', '/api/crm/campaigns', '/api/products/backlinks', '/api/schedules'])
        expect((await intruder.get(url)).statusCode, url).toBe(404);
      // Without a workspace header a seller route answers 400 naming it.
      const none = new ApiClient(t.app, team.member.client.jar.clone());
      expect((await none.get('/api/proposals')).statusCode).toBe(400);
      // Nothing of A's changed.
      expect(((await team.owner.client.get(`/api/proposals/${records.proposal}`)).json() as Proposal).status).toBe('sent');
    });

    it('keeps automations and schedules (settings) to the owner and admins: a member gets 403', async () => {
      const { member, admin } = team;
      expect((await member.client.get('/api/products/ai-agents')).statusCode).toBe(200);
      const toggle = { enabled: false };
      expect((await member.client.patch('/api/products/ai-agents/welcome', toggle)).statusCode).toBe(403);
      expect((await member.client.get('/api/schedules')).statusCode).toBe(403);
      expect((await member.client.post('/api/schedules/jobs/not-a-job/retry')).statusCode).toBe(403);
      const changed = await admin.client.patch('/api/products/ai-agents/welcome', toggle);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ key: 'welcome', enabled: false });
      expect((await admin.client.get('/api/schedules')).statusCode).toBe(200);
    });
  },
  { env: { ANALYZER_ALLOW_LOOPBACK: 'true', ANALYZER_ALLOWED_PORTS: '80,443,1024-65535' } },
);
