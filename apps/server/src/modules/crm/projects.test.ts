import { type Board, type Project, type ProjectPage, SERVICE_OPTIONS_CAP, type ServiceOption } from '@proclub/contracts/crm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { advancedCrmSeller } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { createClient, createMilestone, createProject, put } from './crm.test-helpers';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

describeEachDatabase('crm projects and board', (t) => {
  let seller: SignedUpUser;
  let otherSeller: SignedUpUser;
  let clientId: string;
  const total = async () => ((await seller.client.get('/api/crm/projects')).json() as ProjectPage).total;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    otherSeller = await userWithRole(t.app, 'agency');
    clientId = (await createClient(seller.client, { name: 'Project Client', email: 'pc@example.test' })).id;
  });

  it('creates a project (inquiry by default) with the joined client and service, edits it freely and deletes it', async () => {
    const service = (await seller.client.post('/api/services', validService)).json() as { id: string; title: string };
    const created = await createProject(seller.client, clientId, {
      serviceId: service.id,
      description: 'New site',
      budget: '1234.5',
      deadline: '2030-01-31',
    });
    expect(created).toMatchObject({
      status: 'inquiry',
      budget: 1234.5,
      deadline: '2030-01-31',
      client: { name: 'Project Client', email: 'pc@example.test' },
      service: { title: service.title },
      milestones: { completed: 0, total: 0 },
    });
    const options = (await seller.client.get('/api/crm/service-options')).json() as { id: string }[];
    expect(options.map((option) => option.id)).toContain(service.id);

    const edited = await put(seller.client, `/api/crm/projects/${created.id}`, {
      clientId,
      title: 'Renamed',
      status: 'cancelled',
      budget: '',
      deadline: '',
      serviceId: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Renamed',
      status: 'cancelled',
      budget: null,
      deadline: null,
      service: null,
      description: null,
    });
    const quoted = await seller.client.patch(`/api/crm/projects/${created.id}/status`, { status: 'quoted' });
    expect(quoted.json().status).toBe('quoted');
    expect((await seller.client.get(`/api/crm/projects/${created.id}`)).json().status).toBe('quoted');
    expect((await seller.client.delete(`/api/crm/projects/${created.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(`/api/crm/projects/${created.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: '' }],
    ['clientId', { clientId: '' }],
    ['budget', { budget: 'abc' }],
    ['budget', { budget: -1 }],
    ['deadline', { deadline: 'yesterday' }],
    ['deadline', { deadline: '2030-02-30' }],
    ['deadline', { deadline: '0000-01-01' }],
    ['status', { status: 'active' }],
    ['description', { description: 'x'.repeat(100_000) }],
  ])('refuses a bad %s with 400 naming the field and saves nothing', async (field, patch) => {
    const before = await total();
    const response = await seller.client.post('/api/crm/projects', { clientId, title: 'Valid', ...patch });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
    expect(await total()).toBe(before);
  });

  it("keeps sellers apart: B gets 404 for A's project and cannot attach A's client or service", async () => {
    const project = await createProject(seller.client, clientId, { title: 'Private' });
    const b = otherSeller.client;
    expect((await b.get(`/api/crm/projects/${project.id}`)).statusCode).toBe(404);
    expect((await put(b, `/api/crm/projects/${project.id}`, { clientId, title: 'Hijack' })).statusCode).toBe(404);
    expect((await b.patch(`/api/crm/projects/${project.id}/status`, { status: 'completed' })).statusCode).toBe(404);
    expect((await b.delete(`/api/crm/projects/${project.id}`)).statusCode).toBe(404);
    expect(((await b.get('/api/crm/projects')).json() as ProjectPage).total).toBe(0);

    const attach = await b.post('/api/crm/projects', { clientId, title: 'Stolen client' });
    expect(attach.statusCode).toBe(400);
    expect(fieldsOf(attach.json())).toEqual(['clientId']);
    const bClient = await createClient(b, { email: 'b-client@example.test' });
    const aService = (await seller.client.post('/api/services', validService)).json() as { id: string };
    const withService = await b.post('/api/crm/projects', { clientId: bClient.id, serviceId: aService.id, title: 'x' });
    expect(withService.statusCode).toBe(400);
    expect(fieldsOf(withService.json())).toEqual(['serviceId']);
    // Moving one's own project onto another seller's client is refused too.
    const bProject = await createProject(b, bClient.id);
    const move = await put(b, `/api/crm/projects/${bProject.id}`, { clientId, title: 'moved' });
    expect(move.statusCode).toBe(400);
    expect(((await b.get('/api/crm/projects')).json() as ProjectPage).total).toBe(1);
    expect((await seller.client.get(`/api/crm/projects/${project.id}`)).json().title).toBe('Private');
  });

  it('the service picker finds an active service beyond the first options by title with q, and the project takes it', async () => {
    const user = await userWithRole(t.app, 'agency');
    const options = async (who: SignedUpUser, q?: string) => {
      const response = await who.client.get(`/api/crm/service-options${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
      expect(response.statusCode).toBe(200);
      return response.json() as ServiceOption[];
    };
    const titles = Array.from({ length: SERVICE_OPTIONS_CAP + 1 }, (_, i) => `Audit package ${String(i).padStart(3, '0')}`);
    for (let start = 0; start < titles.length; start += 25) {
      await Promise.all(
        titles.slice(start, start + 25).map(async (title) => {
          const response = await user.client.post('/api/services', { ...validService, title });
          expect(response.statusCode).toBe(201);
        }),
      );
    }
    const target = (await user.client.post('/api/services', { ...validService, title: 'Zebra branding' })).json() as {
      id: string;
    };
    const contains = (await user.client.post('/api/services', { ...validService, title: 'Logo zebra pack' })).json() as {
      id: string;
    };
    const inactive = (await user.client.post('/api/services', { ...validService, title: 'Zebra retired' })).json() as {
      id: string;
    };
    await user.client.patch(`/api/services/${inactive.id}/status`, { isActive: false });
    const theirs = (await otherSeller.client.post('/api/services', { ...validService, title: 'Zebra elsewhere' })).json() as {
      id: string;
    };

    const first = await options(user);
    expect(first).toHaveLength(SERVICE_OPTIONS_CAP);
    expect(first.map((option) => option.title)).toEqual(titles.slice(0, SERVICE_OPTIONS_CAP));
    expect(first.map((option) => option.id)).not.toContain(target.id);
    // Case-insensitive substring of the title, titles starting with it first, active and own only.
    expect((await options(user, 'ZEBRA')).map((option) => option.id)).toEqual([target.id, contains.id]);
    expect(await options(user, 'audit')).toHaveLength(SERVICE_OPTIONS_CAP);
    expect((await options(user, '100%')).map((option) => option.id)).toEqual([]);
    expect((await options(otherSeller, 'zebra')).map((option) => option.id)).toEqual([theirs.id]);

    const client = await createClient(user.client, { email: 'zebra@example.test' });
    const project = await createProject(user.client, client.id, { serviceId: target.id });
    expect(project.service).toEqual({ title: 'Zebra branding' });
  });

  it('shows milestone progress on project cards', async () => {
    const project = await createProject(seller.client, clientId, { title: 'Progress' });
    const first = await createMilestone(seller.client, project.id);
    await createMilestone(seller.client, project.id, { title: 'Launch' });
    await seller.client.patch(`/api/crm/milestones/${first.id}`, { status: 'completed' });
    const listed = ((await seller.client.get('/api/crm/projects')).json() as ProjectPage).items.find((p) => p.id === project.id);
    expect(listed?.milestones).toEqual({ completed: 1, total: 2 });
  });

  it('pages the list newest first and filters by status', async () => {
    const user = await userWithRole(t.app, 'freelancer');
    const client = await createClient(user.client);
    const made: Project[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await createProject(user.client, client.id, { title: `P${i}`, status: i % 2 ? 'quoted' : 'inquiry' }));
    const first = (await user.client.get('/api/crm/projects?limit=2')).json() as ProjectPage;
    const second = (await user.client.get(`/api/crm/projects?limit=2&cursor=${first.nextCursor}`)).json() as ProjectPage;
    const third = (await user.client.get(`/api/crm/projects?limit=2&cursor=${second.nextCursor}`)).json() as ProjectPage;
    expect([...first.items, ...second.items, ...third.items].map((p) => p.title)).toEqual(['P4', 'P3', 'P2', 'P1', 'P0']);
    expect(third.nextCursor).toBeNull();
    const quoted = (await user.client.get('/api/crm/projects?status=quoted')).json() as ProjectPage;
    expect(quoted.items.map((p) => p.title)).toEqual(['P3', 'P1']);
    expect(quoted.total).toBe(2);
    // A cursor from one filter is refused by another.
    expect((await user.client.get(`/api/crm/projects?status=quoted&cursor=${first.nextCursor}`)).statusCode).toBe(400);
  });

  it('builds the board: every status column with its count, budget total and newest cards', async () => {
    const user = await advancedCrmSeller(t.app, 'agency');
    const client = await createClient(user.client);
    const specs: [string, number | null][] = [
      ['inquiry', 100.1],
      ['inquiry', 200.2],
      ['inquiry', null],
      ['in_progress', 1000],
      ['completed', 50.55],
    ];
    for (const [status, budget] of specs) await createProject(user.client, client.id, { status, budget });
    const other = await createClient(otherSeller.client, { email: 'noise@example.test' });
    await createProject(otherSeller.client, other.id, { status: 'inquiry', budget: 999 });

    const board = (await user.client.get('/api/crm/projects/board')).json() as Board;
    expect(board.columns.map((column) => [column.status, column.count, column.budgetTotal, column.items.length])).toEqual([
      ['inquiry', 3, 300.3, 3],
      ['quoted', 0, 0, 0],
      ['in_progress', 1, 1000, 1],
      ['completed', 1, 50.55, 1],
      ['cancelled', 0, 0, 0],
    ]);
    expect(board.columns.every((column) => column.items.every((item) => item.status === column.status))).toBe(true);
    expect(board.columns.every((column) => column.nextCursor === null)).toBe(true);

    const moved = board.columns[0].items[0];
    await user.client.patch(`/api/crm/projects/${moved.id}/status`, { status: 'cancelled' });
    const after = (await user.client.get('/api/crm/projects/board')).json() as Board;
    expect(after.columns.find((column) => column.status === 'cancelled')?.count).toBe(1);
    expect(after.columns.find((column) => column.status === 'inquiry')?.count).toBe(2);
  });

  it('the Board is part of the Advanced CRM Tools add-on: 402 naming it without', async () => {
    const response = await otherSeller.client.get('/api/crm/projects/board');
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'add_on_required' });
    expect(response.json().error.message).toContain('Advanced CRM Tools');
  });

  it('pages a board column beyond its first cards with the list cursor', async () => {
    const user = await advancedCrmSeller(t.app, 'vendor');
    const client = await createClient(user.client);
    for (let i = 0; i < 22; i++) await createProject(user.client, client.id, { title: `Q${i}`, status: 'quoted' });
    const board = (await user.client.get('/api/crm/projects/board')).json() as Board;
    const quoted = board.columns[1];
    expect([quoted.count, quoted.items.length]).toEqual([22, 20]);
    const more = (await user.client.get(`/api/crm/projects?status=quoted&cursor=${quoted.nextCursor}`)).json() as ProjectPage;
    expect(more.items.map((p) => p.title)).toEqual(['Q1', 'Q0']);
  });
});
