import type { Client, ClientProjectRef, Project } from '@proclub/contracts/crm';
import type { ClientFile, ClientFilePage } from '@proclub/contracts/portal';
import { beforeAll, expect, it } from 'vitest';
import {
  ApiClient,
  describeEachDatabase,
  type ErrorBody,
  mailedLink,
  multipart,
  type SignedUpUser,
  uniqueEmail,
} from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { createClient, createProject } from '../crm/crm.test-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

describeEachDatabase('the client record’s files: every project’s files of one client (issue 38)', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let otherAgency: SignedUpUser;
  let clientX: Client;
  let clientY: Client;
  let website: Project;
  let seo: Project;
  let otherProject: Project;
  let maria: ApiClient;

  const filesPath = (clientId: string) => `/api/portal-access/clients/${clientId}/files`;

  async function agencyUpload(api: ApiClient, clientId: string, projectId: string, filename: string, content: string) {
    const form = multipart([{ name: 'files', filename, content }]);
    const response = await api.post(`/api/portal-access/clients/${clientId}/projects/${projectId}/files`, form.payload, {
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Maria, a contact of client X with portal access: her uploads are the client's side. */
  async function invitedContact(clientId: string): Promise<ApiClient> {
    const email = uniqueEmail('maria');
    const added = await team.owner.client.post(`/api/crm/clients/${clientId}/contacts`, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email,
      role: 'Owner',
    });
    expect(added.statusCode, added.body).toBe(201);
    const contactId = (added.json() as { id: string }).id;
    const invited = await team.owner.client.post(`/api/portal-access/clients/${clientId}/contacts/${contactId}/invitations`, {});
    expect(invited.statusCode, invited.body).toBe(201);
    const token = (await mailedLink(t.app, email, '/portal/invitations/')).pathname.split('/').at(-1) ?? '';
    const person = new ApiClient(t.app);
    const accepted = await person.post(`/api/portal/invitations/${token}/accept`, { password: 'a-good-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  }

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    otherAgency = await userWithRole(t.app, 'agency');
    clientX = await createClient(team.owner.client, { name: 'Rosa Bakery', email: uniqueEmail('rosa') });
    clientY = await createClient(team.owner.client, { name: 'Other Shop', email: uniqueEmail('other') });
    website = await createProject(team.owner.client, clientX.id, { title: 'New website' });
    seo = await createProject(team.owner.client, clientX.id, { title: 'Local SEO' });
    otherProject = await createProject(team.owner.client, clientY.id, { title: 'Other project' });
    maria = await invitedContact(clientX.id);
  });

  it('says there are no files before any is shared', async () => {
    const empty = await team.member.client.get(filesPath(clientX.id));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
  });

  it('lists the client’s files on every project, newest first, with the project, who shared it, size and a download', async () => {
    await agencyUpload(team.member.client, clientX.id, website.id, 'plan.txt', 'Plan for May');
    await agencyUpload(team.owner.client, clientX.id, seo.id, 'keywords.txt', 'bakery portsmouth');
    await agencyUpload(team.owner.client, clientY.id, otherProject.id, 'not-rosa.txt', 'other client');
    const form = multipart([{ name: 'files', filename: 'logo.png', contentType: 'image/png', content: PNG }]);
    const up = await maria.post(`/api/portal/${clientX.id}/projects/${website.id}/files`, form.payload, {
      headers: form.headers,
    });
    expect(up.statusCode, up.body).toBe(201);

    const response = await team.member.client.get(filesPath(clientX.id));
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ClientFilePage;
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((file) => [file.name, file.projectTitle, file.side, file.size])).toEqual([
      ['logo.png', 'New website', 'client', PNG.length],
      ['keywords.txt', 'Local SEO', 'agency', 'bakery portsmouth'.length],
      ['plan.txt', 'New website', 'agency', 'Plan for May'.length],
    ]);
    const [logo, keywords] = page.items as ClientFile[];
    expect(logo.uploadedBy).toMatch(/Maria/);
    expect(keywords.uploadedBy).not.toBe('Deleted user');
    expect(logo.url).toBe(`/api/portal-access/clients/${clientX.id}/files/${logo.id}`);

    // Each link is the agency's authorized download: the member gets the bytes, another agency a 404.
    const download = await team.member.client.get(logo.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/attachment/);
    expect((await otherAgency.client.get(logo.url)).statusCode).toBe(404);
  });

  it('pages by a cursor: every file once, in order; a forged cursor is a 400 naming cursor', async () => {
    const all = ((await team.owner.client.get(filesPath(clientX.id))).json() as ClientFilePage).items.map((file) => file.id);
    expect(all).toHaveLength(3);
    const first = (await team.owner.client.get(`${filesPath(clientX.id)}?limit=2`)).json() as ClientFilePage;
    expect(first.items.map((file) => file.id)).toEqual(all.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await team.owner.client.get(
      `${filesPath(clientX.id)}?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as ClientFilePage).items.map((file) => file.id)).toEqual(all.slice(2));
    expect((second.json() as ClientFilePage).nextCursor).toBeNull();

    const forged = await team.owner.client.get(`${filesPath(clientX.id)}?cursor=bm90LWEtY3Vyc29y`);
    expect(forged.statusCode).toBe(400);
    expect(fieldsOf(forged.json() as ErrorBody)).toContain('cursor');
    const tooMany = await team.owner.client.get(`${filesPath(clientX.id)}?limit=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.json() as ErrorBody)).toContain('limit');
  });

  it('another workspace’s client, a missing one and an id that is not a uuid are each a 404', async () => {
    expect((await otherAgency.client.get(filesPath(clientX.id))).statusCode).toBe(404);
    expect((await team.owner.client.get(filesPath('6f1d1a4e-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await team.owner.client.get(filesPath('not-a-uuid'))).statusCode).toBe(404);
    // The client's own portal person is not a member of the agency: the agency's list is not theirs.
    expect((await maria.get(filesPath(clientX.id))).statusCode).not.toBe(200);
  });

  it('lists the client’s projects to share a file on, and only this workspace’s client', async () => {
    const projects = await team.member.client.get(`/api/crm/clients/${clientX.id}/projects`);
    expect(projects.statusCode, projects.body).toBe(200);
    const items = (projects.json() as { items: ClientProjectRef[] }).items;
    expect(items.map((project) => project.title)).toEqual(['Local SEO', 'New website']);
    expect(items[0]).toEqual({ id: seo.id, title: 'Local SEO', status: seo.status });
    expect((await otherAgency.client.get(`/api/crm/clients/${clientX.id}/projects`)).statusCode).toBe(404);
    expect((await team.owner.client.get('/api/crm/clients/not-a-uuid/projects')).statusCode).toBe(404);
  });
});
