import type { JobSchedulesOverview } from '@proclub/contracts/job-schedules';
import type { ScheduledPost } from '@proclub/contracts/products';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';

describeEachDatabase('scheduled posts publish on the job engine', (t) => {
  it('publishes a scheduled post at its time through the local provider, once, and lists the job for its seller only', async () => {
    const seller = await userWithRole(t.app, 'vendor');
    const other = await userWithRole(t.app, 'vendor');
    const at = new Date(Date.now() + 3000).toISOString();
    const created = await seller.client.post('/api/products/posts', {
      platform: 'facebook',
      content: 'Spring sale',
      status: 'scheduled',
      scheduledFor: at,
    });
    expect(created.statusCode).toBe(201);
    const post = created.json() as ScheduledPost;
    const upcoming = (await seller.client.get('/api/schedules')).json() as JobSchedulesOverview;
    expect(upcoming.upcoming).toEqual([
      expect.objectContaining({ title: 'Scheduled post', label: 'Publish Facebook post', state: 'created' }),
    ]);
    expect(((await other.client.get('/api/schedules')).json() as JobSchedulesOverview).upcoming).toEqual([]);

    const list = await until(
      async () => (await seller.client.get('/api/products/posts')).json() as ScheduledPost[],
      (posts) => posts.find((row) => row.id === post.id)?.status === 'published',
    );
    const published = list.find((row) => row.id === post.id);
    expect(published?.status).toBe('published');
    expect(new Date(published?.publishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
    const ran = await until(
      async () => (await seller.client.get('/api/schedules')).json() as JobSchedulesOverview,
      (overview) => overview.recent.length > 0,
    );
    expect(ran.recent).toEqual([expect.objectContaining({ label: 'Publish Facebook post', state: 'completed', attempts: 1 })]);
  });
});
