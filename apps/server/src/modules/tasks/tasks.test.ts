import type { TimelinePage } from '@proclub/contracts/crm';
import type { NotificationPage } from '@proclub/contracts/notifications';
import type { Task, TaskPage } from '@proclub/contracts/tasks';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { TASK_REMINDER_JOB } from './tasks.plugin';
import { createTask } from './tasks.public';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describeEachDatabase('tasks: CRUD, lists, references, reminders, timeline', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let owner: SignedUpUser;
  let outsider: SignedUpUser;
  let clientId: string;
  let otherClientId: string;
  let projectId: string;

  const create = async (as: SignedUpUser, body: Record<string, unknown>) => {
    const response = await as.client.post('/api/tasks', body);
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
    return response.json() as Task;
  };
  const list = async (as: SignedUpUser, query: string) => {
    const response = await as.client.get(`/api/tasks?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as TaskPage;
  };
  const titles = (page: TaskPage) => page.items.map((task) => task.title);

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    owner = team.owner;
    outsider = await userWithRole(t.app, 'agency');
    clientId = (
      (await owner.client.post('/api/crm/clients', { name: 'Bakery', email: 'bakery@tasks.test' })).json() as { id: string }
    ).id;
    otherClientId = (
      (await owner.client.post('/api/crm/clients', { name: 'Florist', email: 'florist@tasks.test' })).json() as { id: string }
    ).id;
    projectId = (
      (await owner.client.post('/api/crm/projects', { clientId, title: 'New website', status: 'in_progress' })).json() as {
        id: string;
      }
    ).id;
  });

  it('creates a task for a teammate; it is in their My tasks, not in the maker’s; they hear of it', async () => {
    const task = await create(owner, {
      title: 'Call the bakery',
      clientId,
      assigneeId: team.member.id,
      dueAt: hours(72),
      priority: 'high',
    });
    expect(task).toMatchObject({
      title: 'Call the bakery',
      client: { id: clientId, name: 'Bakery' },
      project: null,
      assignee: { id: team.member.id },
      priority: 'high',
      doneAt: null,
      source: 'user',
      createdBy: { id: owner.id },
    });
    expect(titles(await list(team.member, 'view=mine'))).toContain('Call the bakery');
    expect(titles(await list(owner, 'view=mine'))).not.toContain('Call the bakery');
    const bell = (await team.member.client.get('/api/notifications')).json() as NotificationPage;
    expect(bell.items.some((item) => item.kind === 'assigned' && item.title.includes('Call the bakery'))).toBe(true);
  });

  it('a project brings its client; edits, marks done and reopens; deletes', async () => {
    const task = await create(owner, { title: 'Send the mock-ups', projectId });
    expect(task).toMatchObject({ project: { id: projectId, title: 'New website' }, client: { id: clientId } });
    const edited = (
      await owner.client.patch(`/api/tasks/${task.id}`, { title: 'Send the final mock-ups', priority: 'low' })
    ).json() as Task;
    expect(edited).toMatchObject({ title: 'Send the final mock-ups', priority: 'low', project: { id: projectId } });
    const done = (await owner.client.patch(`/api/tasks/${task.id}`, { done: true })).json() as Task;
    expect(done.doneAt).not.toBeNull();
    expect(titles(await list(owner, `projectId=${projectId}`))).not.toContain('Send the final mock-ups');
    expect(titles(await list(owner, `projectId=${projectId}&status=done`))).toEqual(['Send the final mock-ups']);
    const reopened = (await owner.client.patch(`/api/tasks/${task.id}`, { done: false })).json() as Task;
    expect(reopened.doneAt).toBeNull();
    expect((await owner.client.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await owner.client.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('lists soonest due first, undated last, paged by cursor; per client; overdue', async () => {
    const base = { clientId: otherClientId };
    await create(owner, { ...base, title: 'Undated' });
    await create(owner, { ...base, title: 'Late', dueAt: hours(-5) });
    await create(owner, { ...base, title: 'Later', dueAt: hours(48) });
    await create(owner, { ...base, title: 'Soon', dueAt: hours(2) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TaskPage = await list(owner, `clientId=${otherClientId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Late', 'Soon', 'Later', 'Undated']);
    const overdue = titles(await list(owner, 'view=overdue'));
    expect(overdue).toContain('Late');
    expect(overdue).not.toContain('Soon');
    expect(titles(await list(owner, 'view=all'))).toEqual(expect.arrayContaining(['Late', 'Soon', 'Later', 'Undated']));
    expect((await owner.client.get('/api/tasks?cursor=nonsense')).statusCode).toBe(400);
  });

  it("answers 404 for another workspace's task, and lists none of it", async () => {
    const task = await create(owner, { title: 'Private to the agency' });
    for (const response of [
      await outsider.client.get(`/api/tasks/${task.id}`),
      await outsider.client.patch(`/api/tasks/${task.id}`, { done: true }),
      await outsider.client.delete(`/api/tasks/${task.id}`),
    ])
      expect(response.statusCode).toBe(404);
    expect(titles(await list(outsider, 'view=all'))).not.toContain('Private to the agency');
    expect((await owner.client.get(`/api/tasks/${task.id}`)).json()).toMatchObject({ doneAt: null });
  });

  it.each([
    ['title', { title: ' ' }],
    ['priority', { title: 'ok', priority: 'urgent' }],
    ['dueAt', { title: 'ok', dueAt: 'tomorrow' }],
    ['assigneeId', { title: 'ok', assigneeId: 'not-a-member' }],
    ['clientId', { title: 'ok', clientId: '00000000-0000-4000-8000-000000000000' }],
    ['projectId', { title: 'ok', projectId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses a bad %s with 400 naming the field and saves nothing', async (field, body) => {
    const before = (await list(owner, 'view=all&limit=100')).items.length;
    const response = await owner.client.post('/api/tasks', body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
    expect((await list(owner, 'view=all&limit=100')).items.length).toBe(before);
  });

  it("refuses another workspace's member, client and project by name (400), and a project of another client", async () => {
    const theirClient = (
      (await outsider.client.post('/api/crm/clients', { name: 'Theirs', email: 'theirs@tasks.test' })).json() as { id: string }
    ).id;
    const cases: [string, Record<string, unknown>][] = [
      ['assigneeId', { title: 'x', assigneeId: outsider.id }],
      ['clientId', { title: 'x', clientId: theirClient }],
      ['projectId', { title: 'x', clientId: otherClientId, projectId }],
    ];
    for (const [field, body] of cases) {
      const response = await owner.client.post('/api/tasks', body);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toEqual([field]);
    }
    const task = await create(owner, { title: 'Reassign me' });
    const moved = await owner.client.patch(`/api/tasks/${task.id}`, { assigneeId: outsider.id });
    expect(fieldsOf(moved.json() as ErrorBody)).toEqual(['assigneeId']);
    expect((await owner.client.get(`/api/tasks/${task.id}`)).json()).toMatchObject({ assignee: null });
  });

  it('createTask (workflows) makes a task from a run and refuses a non-member assignee', async () => {
    const { id } = await createTask(t.database.db, {
      workspaceId: team.workspaceId,
      title: 'Follow up on the proposal',
      clientId,
      assigneeId: team.admin.id,
      dueAt: new Date(Date.now() + 2 * 86_400_000),
      source: { kind: 'workflow', workflowId: 'wf-1', runId: 'run-1' },
    });
    const task = (await team.admin.client.get(`/api/tasks/${id}`)).json() as Task;
    expect(task).toMatchObject({ source: 'workflow', workflowId: 'wf-1', createdBy: null, assignee: { id: team.admin.id } });
    expect(titles(await list(team.admin, 'view=mine'))).toContain('Follow up on the proposal');
    const refused = createTask(t.database.db, {
      workspaceId: team.workspaceId,
      title: 'Nope',
      assigneeId: outsider.id,
      source: { kind: 'workflow', workflowId: 'wf-1', runId: 'run-2' },
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, details: { fields: [{ field: 'assigneeId' }] } });
  });

  it('reminds the assignee once of a task due within 24 hours: a notice in the bell and an email', async () => {
    const task = await create(owner, { title: 'Renew the domain', assigneeId: team.admin.id, dueAt: hours(3), clientId });
    const far = await create(owner, { title: 'Plan next year', assigneeId: team.admin.id, dueAt: hours(72) });
    const run = async () => {
      const schedule = await t.app.jobs.getSchedule({ name: TASK_REMINDER_JOB });
      const id = await t.app.jobs.runScheduleNow(schedule?.id as string);
      await expect
        .poll(async () => (id ? (await t.app.jobs.getJob(id))?.state : 'completed'), { timeout: 20_000 })
        .toBe('completed');
    };
    const notices = async () =>
      ((await team.admin.client.get('/api/notifications?limit=50')).json() as NotificationPage).items.filter(
        (item) => item.kind === 'task_due',
      );
    const mails = async () =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, team.admin.email))).filter((mail) =>
        mail.subject.includes('Due soon: Renew the domain'),
      );
    await run();
    await expect.poll(async () => (await notices()).length, { timeout: 20_000 }).toBe(1);
    expect((await notices())[0]).toMatchObject({ title: 'Due soon: Renew the domain', link: '/tasks' });
    expect(await mails()).toHaveLength(1);
    await run();
    expect(await notices()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    expect((await notices()).some((item) => item.title.includes(far.title))).toBe(false);
    void task;
  });

  it("puts a client's tasks on its timeline: created and completed", async () => {
    const task = await create(owner, { title: 'Timeline task', clientId });
    await owner.client.patch(`/api/tasks/${task.id}`, { done: true });
    const page = (await owner.client.get(`/api/crm/clients/${clientId}/timeline?kind=task`)).json() as TimelinePage;
    const mine = page.items.filter((event) => event.title === 'Timeline task').map((event) => event.action);
    expect(mine.sort()).toEqual(['completed', 'created']);
  });
});
