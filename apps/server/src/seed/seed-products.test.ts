import type { AiAgent, Citation, MapPage, RankCheck, ReviewPlatform, ScheduledPost } from '@proclub/contracts/products';
import { beforeAll, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('products: demo seed', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('gives the demo sellers product records in the database, each seller their own', async () => {
    const vendor = await signIn(t.app, 'vendor@demo.proclub.test', DEMO_PASSWORD);
    const agency = await signIn(t.app, 'agency@demo.proclub.test', DEMO_PASSWORD);

    const checks = (await vendor.get('/api/products/rank-tracker/checks')).json() as RankCheck[];
    expect(checks).toHaveLength(17);
    expect(checks.every((check) => check.source === 'manual')).toBe(true);
    expect(checks.some((check) => check.previousPosition === null)).toBe(true);
    const agents = (await vendor.get('/api/products/ai-agents')).json() as AiAgent[];
    // No seeded counts: the rules are on and have recorded no runs yet.
    expect(agents.map((agent) => [agent.enabled, agent.triggerCount])).toEqual([
      [true, 0],
      [true, 0],
      [true, 0],
      [true, 0],
    ]);
    const citations = (await vendor.get('/api/products/citations')).json() as Citation[];
    expect(new Set(citations.map((citation) => citation.status))).toEqual(new Set(['verified', 'pending', 'error']));
    const posts = (await vendor.get('/api/products/posts')).json() as ScheduledPost[];
    expect(posts.map((post) => post.status)).toEqual(['scheduled', 'scheduled', 'draft']);
    const platforms = (await vendor.get('/api/products/review-booster/platforms')).json() as ReviewPlatform[];
    expect(platforms).toHaveLength(3);

    const [page] = (await vendor.get('/api/products/map-boost/pages')).json() as MapPage[];
    expect(page.published).toBe(true);
    const publicPage = await new ApiClient(t.app).get(page.publicPath);
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.body).toContain('"@type":"LocalBusiness"');

    const agencyChecks = (await agency.get('/api/products/rank-tracker/checks')).json() as RankCheck[];
    expect(agencyChecks).toHaveLength(17);
    expect(agencyChecks.map((check) => check.id)).not.toContain(checks[0].id);
  });
});
