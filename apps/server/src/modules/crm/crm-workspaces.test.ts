// The CRM and the hub in a team's workspace (issue 31, ADR 045): another workspace's records are 404, each role may do
// what the matrix says, clients and projects are assigned to members (who are told), "Mine" lists one's own, threads
// are the team's and @name tells a teammate.
import type { Board, Client, ClientPage, Project, ProjectMessage, ProjectPage, TimelinePage } from '@proclub/contracts/crm';
import type { NotificationPage } from '@proclub/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordedEvents } from '../../test/domain-events';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { latestMailTo } from '../hub/hub.test-helpers';
import { joinClub } from '../membership/membership.test-helpers';
import { createClient, createProject, put } from './crm.test-helpers';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

describeEachDatabase('crm and hub in a workspace', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let outsider: SignedUpUser;
  let teamClient: Client;
  let teamProject: Project;

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    outsider = await userWithRole(t.app, 'vendor');
    teamClient = await createClient(team.owner.client, { email: 'harbor@clients.test', name: 'Harbor Cafe' });
    teamProject = await createProject(team.owner.client, teamClient.id, { status: 'in_progress', title: 'Harbor site' });
  });

  describe('scoping', () => {
    it("gives every member the workspace's clients and projects, and another workspace's member 404s", async () => {
      for (const person of [team.owner, team.admin, team.member]) {
        const clients = (await person.client.get('/api/crm/clients')).json() as ClientPage;
        expect(clients.items.map((item) => item.id)).toContain(teamClient.id);
        expect((await person.client.get(`/api/crm/projects/${teamProject.id}`)).statusCode).toBe(200);
      }
      // The outsider in their own workspace: the team's ids are not theirs.
      for (const url of [
        `/api/crm/clients/${teamClient.id}`,
        `/api/crm/projects/${teamProject.id}`,
        `/api/crm/clients/${teamClient.id}/timeline`,
        `/api/crm/projects/${teamProject.id}/milestones`,
      ])
        expect((await outsider.client.get(url)).statusCode, url).toBe(404);
      expect(((await outsider.client.get('/api/crm/clients')).json() as ClientPage).total).toBe(0);
      // Naming the team's workspace without belonging to it: 404 for the workspace, nothing read or written.
      const saved = outsider.client.workspaceId;
      outsider.client.workspaceId = team.workspaceId;
      try {
        expect((await outsider.client.get('/api/crm/clients')).statusCode).toBe(404);
        expect((await outsider.client.get('/api/hub/reports')).statusCode).toBe(404);
        expect((await outsider.client.post('/api/crm/clients', { name: 'X', email: 'x@x.test' })).statusCode).toBe(404);
      } finally {
        outsider.client.workspaceId = saved;
      }
    });

    it("keeps another workspace's reports, audits and onboarding at 404", async () => {
      const report = await team.member.client.post('/api/hub/reports', {
        clientId: teamClient.id,
        title: 'October',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
      });
      expect(report.statusCode).toBe(201);
      const { id } = report.json() as { id: string };
      expect((await team.admin.client.get(`/api/hub/reports/${id}`)).statusCode).toBe(200);
      expect((await outsider.client.get(`/api/hub/reports/${id}`)).statusCode).toBe(404);
      expect((await outsider.client.delete(`/api/hub/reports/${id}`)).statusCode).toBe(404);
      // A report for another workspace's client is refused as an unknown client.
      const foreign = await outsider.client.post('/api/hub/reports', {
        clientId: teamClient.id,
        title: 'Not mine',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
      });
      expect(foreign.statusCode).toBe(400);
    });

    it('answers 400 without a workspace header', async () => {
      const saved = team.member.client.workspaceId;
      team.member.client.workspaceId = undefined;
      try {
        const response = await team.member.client.get('/api/crm/clients');
        expect(response.statusCode).toBe(400);
        expect((response.json() as ErrorBody).error.code).toBe('workspace_required');
      } finally {
        team.member.client.workspaceId = saved;
      }
    });
  });

  describe('roles', () => {
    it('lets every role do client work; schedules are for owners and admins', async () => {
      for (const person of [team.owner, team.admin, team.member]) {
        const created = await createClient(person.client, { email: `${person.id}@clients.test` });
        expect(created.createdAt).toBeTruthy();
        expect((await person.client.get('/api/hub/schedules')).statusCode).toBe(200);
      }
      const unknown = '00000000-0000-4000-8000-000000000000';
      // A member may not change a schedule (403 before anything is looked up); an admin reaches the lookup (404).
      expect((await team.member.client.patch(`/api/hub/schedules/${unknown}`, { auditsEnabled: false })).statusCode).toBe(403);
      expect((await team.admin.client.patch(`/api/hub/schedules/${unknown}`, { auditsEnabled: false })).statusCode).toBe(404);
      expect((await team.owner.client.post(`/api/hub/schedules/${unknown}/run`)).statusCode).toBe(404);
    });
  });

  describe('assignment', () => {
    it('assigns a client to a member: the list shows who, "Mine" filters, the assignee is notified by bell and email', async () => {
      const client = await createClient(team.owner.client, { email: 'assign@clients.test', name: 'Assigned Co' });
      const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: team.member.client.jar.header() });
      await socket.subscribe(`user:${team.member.id}`);

      const assigned = await put(team.owner.client, `/api/crm/clients/${client.id}/assignee`, { userId: team.member.id });
      expect(assigned.statusCode).toBe(200);
      expect((assigned.json() as Client).assignee).toEqual({ id: team.member.id, name: team.member.name });

      const live = await socket.next((frame) => frame.event?.type === 'notification.created');
      expect(JSON.stringify(live.event)).toContain('assigned you Assigned Co');
      socket.close();
      const bell = (await team.member.client.get('/api/notifications')).json() as NotificationPage;
      expect(bell.items[0]).toMatchObject({ kind: 'assigned', link: `/crm/clients/${client.id}` });
      const mail = await latestMailTo(t.database, team.member.email);
      expect(mail?.subject).toContain('assigned you Assigned Co');

      const mine = (await team.member.client.get('/api/crm/clients?assigned=me')).json() as ClientPage;
      expect(mine.items.map((item) => item.id)).toEqual([client.id]);
      expect(mine.total).toBe(1);
      expect(((await team.admin.client.get('/api/crm/clients?assigned=me')).json() as ClientPage).total).toBe(0);
      expect((await team.member.client.get('/api/crm/clients?assigned=others')).statusCode).toBe(400);

      // Unassigning: nobody is told, "Mine" empties.
      const cleared = await put(team.admin.client, `/api/crm/clients/${client.id}/assignee`, { userId: null });
      expect((cleared.json() as Client).assignee).toBeNull();
      expect(((await team.member.client.get('/api/crm/clients?assigned=me')).json() as ClientPage).total).toBe(0);
    });

    it('refuses to assign anyone outside the workspace (400 naming the field) and changes nothing', async () => {
      const client = await createClient(team.owner.client, { email: 'refuse@clients.test' });
      const response = await put(team.owner.client, `/api/crm/clients/${client.id}/assignee`, { userId: outsider.id });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toEqual(['userId']);
      expect(((await team.owner.client.get(`/api/crm/clients/${client.id}`)).json() as Client).assignee).toBeNull();
      const project = await put(team.owner.client, `/api/crm/projects/${teamProject.id}/assignee`, { userId: 'nobody' });
      expect(project.statusCode).toBe(400);
      // Another workspace's client: 404 before anything else.
      const foreign = await put(outsider.client, `/api/crm/clients/${client.id}/assignee`, { userId: outsider.id });
      expect(foreign.statusCode).toBe(404);
    });

    it('assigns a project; "Mine" lists it for the assignee; assigning oneself notifies nobody', async () => {
      const project = await createProject(team.owner.client, teamClient.id, { title: 'Menu photos' });
      const before = ((await team.admin.client.get('/api/notifications')).json() as NotificationPage).items.length;
      const assigned = await put(team.admin.client, `/api/crm/projects/${project.id}/assignee`, { userId: team.admin.id });
      expect(assigned.statusCode).toBe(200);
      expect((assigned.json() as Project).assignee).toEqual({ id: team.admin.id, name: team.admin.name });
      const mine = (await team.admin.client.get('/api/crm/projects?assigned=me')).json() as ProjectPage;
      expect(mine.items.map((item) => item.id)).toEqual([project.id]);
      expect(((await team.admin.client.get('/api/notifications')).json() as NotificationPage).items.length).toBe(before);
      // The Board's "Mine" (an add-on the owner pays for, the team uses): my projects' columns, counts and totals only.
      await joinClub(team.owner.client, ['advanced_crm']);
      const board = await team.admin.client.get('/api/crm/projects/board?assigned=me');
      expect(board.statusCode, board.body).toBe(200);
      const cards = (board.json() as Board).columns.flatMap((column) => column.items.map((item) => item.id));
      expect(cards).toEqual([project.id]);
      expect((board.json() as Board).columns.reduce((sum, column) => sum + column.count, 0)).toBe(1);
      const everyone = (await team.admin.client.get('/api/crm/projects/board')).json() as Board;
      expect(everyone.columns.reduce((sum, column) => sum + column.count, 0)).toBeGreaterThan(1);
      expect((await team.admin.client.get('/api/crm/projects/board?assigned=others')).statusCode).toBe(400);
    });
  });

  describe("bulk assignment and the projects list's bulk actions", () => {
    it('assigns a selection of clients at once: the assignee hears once, "Mine" lists them; an outsider is a 400', async () => {
      const picked = [
        await createClient(team.owner.client, { email: 'bulk-a@clients.test', name: 'Bulk A' }),
        await createClient(team.owner.client, { email: 'bulk-b@clients.test', name: 'Bulk B' }),
      ];
      const ids = picked.map((client) => client.id);
      const refused = await team.admin.client.post('/api/crm/clients/bulk', { action: 'assign', ids, userId: outsider.id });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json() as ErrorBody)).toEqual(['userId']);
      const before = ((await team.member.client.get('/api/notifications')).json() as NotificationPage).items.length;
      const done = await team.admin.client.post('/api/crm/clients/bulk', { action: 'assign', ids, userId: team.member.id });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ count: 2 });
      const bell = ((await team.member.client.get('/api/notifications')).json() as NotificationPage).items;
      expect(bell.length).toBe(before + 1);
      expect(bell[0].title).toContain('assigned you 2 clients');
      const mine = (await team.member.client.get('/api/crm/clients?assigned=me')).json() as ClientPage;
      expect(mine.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
      // Another workspace's client in the selection: 404, and nobody is reassigned.
      const foreign = await createClient(outsider.client, { email: 'foreign@clients.test' });
      const mixed = await team.admin.client.post('/api/crm/clients/bulk', {
        action: 'assign',
        ids: [...ids, foreign.id],
        userId: null,
      });
      expect(mixed.statusCode).toBe(404);
      expect(((await team.owner.client.get(`/api/crm/clients/${ids[0]}`)).json() as Client).assignee?.id).toBe(team.member.id);
    });

    it('sets status, assigns, exports and deletes a selection of projects, all or nothing', async () => {
      const picked = [
        await createProject(team.owner.client, teamClient.id, { title: 'Bulk site A', status: 'quoted' }),
        await createProject(team.owner.client, teamClient.id, { title: 'Bulk site B', status: 'quoted' }),
      ];
      const ids = picked.map((project) => project.id);
      const status = await team.member.client.post('/api/crm/projects/bulk', { action: 'status', ids, status: 'in_progress' });
      expect(status.json()).toEqual({ count: 2 });
      for (const id of ids) {
        expect(((await team.owner.client.get(`/api/crm/projects/${id}`)).json() as Project).status).toBe('in_progress');
        // Each move is a fact for automations, as when a project moves alone (issue 35).
        const moved = await recordedEvents(t.database.db, 'project.status_changed', { projectId: id });
        expect(moved.map((event) => event.payload)).toEqual([{ from: 'quoted', status: 'in_progress' }]);
      }
      const assigned = await team.member.client.post('/api/crm/projects/bulk', { action: 'assign', ids, userId: team.admin.id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const mine = (await team.admin.client.get('/api/crm/projects?assigned=me')).json() as ProjectPage;
      expect(mine.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));

      const csv = await team.member.client.get(`/api/crm/projects/export?ids=${ids.join(',')}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('title,client,client email,status,budget,deadline,assignee,created');
      expect(
        lines
          .slice(1)
          .map((line) => line.split(',')[0])
          .sort(),
      ).toEqual(['Bulk site A', 'Bulk site B']);
      expect(lines[1]).toContain(`,in_progress,`);
      expect(lines[1]).toContain(team.admin.name);

      // Bad input names the field and changes nothing; another workspace's project makes the whole selection 404.
      const bad = await team.member.client.post('/api/crm/projects/bulk', { action: 'status', ids, status: 'shipped' });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json() as ErrorBody)).toEqual(['status']);
      expect((await team.member.client.post('/api/crm/projects/bulk', { action: 'delete', ids: [] })).statusCode).toBe(400);
      const foreignClient = await createClient(outsider.client, { email: 'foreign-p@clients.test' });
      const foreign = await createProject(outsider.client, foreignClient.id, { title: 'Not theirs' });
      const mixed = await team.member.client.post('/api/crm/projects/bulk', { action: 'delete', ids: [...ids, foreign.id] });
      expect(mixed.statusCode).toBe(404);
      expect((await team.member.client.get(`/api/crm/projects/export?ids=${foreign.id}`)).statusCode).toBe(404);
      expect((await team.owner.client.get(`/api/crm/projects/${ids[0]}`)).statusCode).toBe(200);

      const deleted = await team.member.client.post('/api/crm/projects/bulk', { action: 'delete', ids });
      expect(deleted.json()).toEqual({ count: 2 });
      for (const id of ids) expect((await team.owner.client.get(`/api/crm/projects/${id}`)).statusCode).toBe(404);
      expect((await outsider.client.get(`/api/crm/projects/${foreign.id}`)).statusCode).toBe(200);
    });
  });

  describe('threads and attribution', () => {
    it('lets every member read and write the project thread; @name notifies that teammate', async () => {
      const url = `/api/project-threads/${teamProject.id}/messages`;
      const sent = await team.member.client.post(url, { message: `Hi @${team.admin.name.split(' ')[0]}, can you check?` });
      expect(sent.statusCode).toBe(201);
      const read = await team.owner.client.get(url);
      expect(read.statusCode).toBe(200);
      expect((read.json() as { items: ProjectMessage[] }).items.map((item) => item.message)).toContain(
        (sent.json() as ProjectMessage).message,
      );
      expect((await outsider.client.get(url)).statusCode).toBe(404);
      const bell = (await team.admin.client.get('/api/notifications')).json() as NotificationPage;
      expect(bell.items[0]).toMatchObject({ kind: 'mentioned', link: `/crm?tab=messages&thread=${teamProject.id}` });
      // The owner was not named: no mention for them.
      const ownerBell = (await team.owner.client.get('/api/notifications')).json() as NotificationPage;
      expect(ownerBell.items.some((item) => item.kind === 'mentioned')).toBe(false);
      // The threads list is the workspace's, for every member.
      const threads = (await team.member.client.get('/api/crm/threads')).json() as { items: { id: string }[] };
      expect(threads.items.map((item) => item.id)).toContain(teamProject.id);
    });

    it('names who added a note on the timeline', async () => {
      const added = await team.member.client.post(`/api/crm/clients/${teamClient.id}/notes`, { body: 'Called them' });
      expect(added.statusCode).toBe(201);
      const timeline = (
        await team.owner.client.get(`/api/crm/clients/${teamClient.id}/timeline?kind=note`)
      ).json() as TimelinePage;
      expect(timeline.items[0]).toMatchObject({ title: 'Called them', detail: `${team.member.name} added a note` });
      // Only its author edits a note; a teammate's attempt is a 404.
      const noteId = (added.json() as { id: string }).id;
      const edit = await put(team.owner.client, `/api/crm/clients/${teamClient.id}/notes/${noteId}`, { body: 'Changed' });
      expect(edit.statusCode).toBe(404);
    });
  });
});
