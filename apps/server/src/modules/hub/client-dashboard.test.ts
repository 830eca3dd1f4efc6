import type { ClientDashboard } from '@proclub/contracts/hub';
import { beforeAll, expect, it } from 'vitest';
import { rankChecks, rankKeywords } from '../../db/schema/index';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createMilestone, createProject } from '../crm/crm.test-helpers';
import { hubClient } from './hub.test-helpers';

describeEachDatabase('client dashboard', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let clientId: string;

  const dashboard = (api: ApiClient, id: string) => api.get(`/api/hub/client-dashboard?clientId=${id}`);

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    other = await userWithRole(t.app, 'vendor');
    const client = await hubClient(seller.client, 'Rosa Bakery');
    clientId = client.id;
    const open = await createProject(seller.client, clientId, { status: 'in_progress' });
    await createProject(seller.client, clientId, { status: 'quoted' });
    await createProject(seller.client, clientId, { status: 'completed' });
    await createProject(seller.client, clientId, { status: 'cancelled' });
    const [done] = await Promise.all([
      createMilestone(seller.client, open.id, { title: 'Done' }),
      createMilestone(seller.client, open.id, { title: 'Pending' }),
    ]);
    await seller.client.patch(`/api/crm/milestones/${done.id}`, { status: 'completed' });
    // Two messages from the client the seller has not read, one from the seller.
    const clientUser = await signUp(t.app, { email: client.email });
    await clientUser.client.post('/api/profile/setup', { role: 'client' });
    for (const message of ['Hello', 'Any news?'])
      await clientUser.client.post(`/api/project-threads/${open.id}/messages`, { message });
    await seller.client.post(`/api/project-threads/${open.id}/messages`, { message: 'Soon!' });
    // Audit scores over time and rank checks (recorded by the rank tracker).
    for (const score of [55, 81])
      await seller.client.post('/api/hub/audits', { clientId, auditType: 'seo', websiteUrl: 'https://rosa.test', score });
    const db = t.database.db;
    const keywords = await db
      .insert(rankKeywords)
      .values([
        { workspaceId: seller.id, clientId, keyword: 'bakery springfield', location: 'Springfield' },
        { workspaceId: seller.id, clientId, keyword: 'sourdough', location: 'Springfield' },
      ])
      .returning({ id: rankKeywords.id });
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000);
    await db.insert(rankChecks).values([
      { workspaceId: seller.id, keywordId: keywords[0].id, rankPosition: 12, checkedAt: day(10) },
      { workspaceId: seller.id, keywordId: keywords[0].id, rankPosition: 4, checkedAt: day(1) },
      { workspaceId: seller.id, keywordId: keywords[1].id, rankPosition: 9, checkedAt: day(1) },
    ]);
  });

  it('shows real figures for the selected client', async () => {
    const response = await dashboard(seller.client, clientId);
    expect(response.statusCode).toBe(200);
    const figures = response.json() as ClientDashboard;
    expect(figures).toMatchObject({
      clientId,
      clientName: 'Rosa Bakery',
      openProjects: 2,
      milestonesDone: 1,
      milestonesTotal: 2,
      latestAuditScore: 81,
      averageRank: 6.5,
      rankedKeywords: 2,
      unreadMessages: 2,
    });
    // One point per day with an audit or rank check, oldest first.
    expect(figures.series.map((point) => point.date)).toEqual([...figures.series.map((point) => point.date)].sort());
    expect(figures.series.find((point) => point.averageRank === 12)).toBeDefined();
    // Two audits today (55, then 81): the day plots the latest score, never their average (68).
    expect(figures.series.at(-1)).toMatchObject({ auditScore: 81 });
  });

  it('is empty but valid for a client with no activity', async () => {
    const quiet = await hubClient(seller.client, 'Quiet client');
    expect((await dashboard(seller.client, quiet.id)).json()).toEqual({
      clientId: quiet.id,
      clientName: 'Quiet client',
      openProjects: 0,
      milestonesDone: 0,
      milestonesTotal: 0,
      latestAuditScore: null,
      averageRank: null,
      rankedKeywords: 0,
      unreadMessages: 0,
      series: [],
    });
  });

  it("answers another seller's client with 404 and a malformed id with 400", async () => {
    expect((await dashboard(other.client, clientId)).statusCode).toBe(404);
    expect((await dashboard(seller.client, crypto.randomUUID())).statusCode).toBe(404);
    const malformed = await dashboard(seller.client, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields[0].field).toBe('clientId');
    expect((await new ApiClient(t.app).get(`/api/hub/client-dashboard?clientId=${clientId}`)).statusCode).toBe(401);
  });
});
