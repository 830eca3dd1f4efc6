// The CRM and the hub in a team's workspace (issue 31, ADR 045): another workspace's records are 404, each role may do
// what the matrix says, clients and projects are assigned to members (who are told), "Mine" lists one's own, threads
// are the team's and @name tells a teammate.
import type { Board, Client, ClientPage, Project, ProjectMessage, ProjectPage, TimelinePage } from '@proclub/contracts/crm';
import type { NotificationPage } from '@proclub/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
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
