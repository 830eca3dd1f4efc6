import type { Milestone } from '@proclub/contracts/crm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createClient, createMilestone, createProject } from './crm.test-helpers';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

describeEachDatabase('crm milestones', (t) => {
  let seller: SignedUpUser;
  let otherSeller: SignedUpUser;
  let projectId: string;
  const list = async (id = projectId) => (await seller.client.get(`/api/crm/projects/${id}/milestones`)).json() as Milestone[];

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    otherSeller = await userWithRole(t.app, 'vendor');
    const client = await createClient(seller.client);
    projectId = (await createProject(seller.client, client.id)).id;
  });

  it('lists by due date (undated last), pending by default, empty optional fields as null', async () => {
    await createMilestone(seller.client, projectId, { title: 'Undated', description: '', dueDate: '' });
    await createMilestone(seller.client, projectId, { title: 'Later', dueDate: '2030-06-01' });
    const early = await createMilestone(seller.client, projectId, {
      title: 'Early',
      dueDate: '2030-01-15',
      description: 'Kick-off',
    });
    expect(early).toMatchObject({ status: 'pending', completedAt: null, description: 'Kick-off', dueDate: '2030-01-15' });
    const titles = (await list()).map((milestone) => milestone.title);
    expect(titles).toEqual(['Early', 'Later', 'Undated']);
    expect((await list()).find((milestone) => milestone.title === 'Undated')).toMatchObject({ description: null, dueDate: null });
  });

  it('records completed_at when completed, keeps it on a repeat, and clears it when moved away', async () => {
    const milestone = await createMilestone(seller.client, projectId, { title: 'Complete me' });
    const before = Date.now();
    const done = (await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'completed' })).json() as Milestone;
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(Math.abs(Date.parse(done.completedAt as string) - before)).toBeLessThan(60_000);
    const again = (await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'completed' })).json() as Milestone;
    expect(again.completedAt).toBe(done.completedAt);
    const reopened = (
      await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'in_progress' })
    ).json() as Milestone;
    expect(reopened).toMatchObject({ status: 'in_progress', completedAt: null });
    const pending = (await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'pending' })).json() as Milestone;
    expect(pending.completedAt).toBeNull();
  });

  it.each([
    ['title', { title: ' ' }],
    ['dueDate', { title: 'ok', dueDate: 'yesterday' }],
    ['status', { title: 'ok', status: 'done' }],
    ['description', { title: 'ok', description: 'x'.repeat(100_000) }],
  ])('refuses a bad %s with 400 naming the field and saves nothing', async (field, body) => {
    const count = (await list()).length;
    const response = await seller.client.post(`/api/crm/projects/${projectId}/milestones`, body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
    expect((await list()).length).toBe(count);
  });

  it('refuses an unknown status on update', async () => {
    const milestone = await createMilestone(seller.client, projectId);
    const response = await seller.client.patch(`/api/crm/milestones/${milestone.id}`, { status: 'finished' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain('status');
  });

  it("gives another seller 404 for the project's milestones and for each milestone", async () => {
    const milestone = await createMilestone(seller.client, projectId, { title: 'Mine' });
    const b = otherSeller.client;
    expect((await b.get(`/api/crm/projects/${projectId}/milestones`)).statusCode).toBe(404);
    expect((await b.post(`/api/crm/projects/${projectId}/milestones`, { title: 'x' })).statusCode).toBe(404);
    expect((await b.patch(`/api/crm/milestones/${milestone.id}`, { status: 'completed' })).statusCode).toBe(404);
    expect((await b.delete(`/api/crm/milestones/${milestone.id}`)).statusCode).toBe(404);
    expect((await list()).find((m) => m.id === milestone.id)?.status).toBe('pending');
  });

  it('deletes a milestone', async () => {
    const milestone = await createMilestone(seller.client, projectId, { title: 'Delete me' });
    expect((await seller.client.delete(`/api/crm/milestones/${milestone.id}`)).statusCode).toBe(204);
    expect((await list()).some((m) => m.id === milestone.id)).toBe(false);
    expect((await seller.client.delete(`/api/crm/milestones/${milestone.id}`)).statusCode).toBe(404);
  });
});
