import type { ProjectMessage, ProjectMessagePage, ProjectThreadPage } from '@proclub/contracts/crm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { describeEachDatabase, type SignedUpUser, signUp, TEST_ORIGIN, uniqueEmail } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createClient, createProject, sellerProjectFor } from './crm.test-helpers';

describeEachDatabase('crm project threads', (t) => {
  let seller: SignedUpUser;
  let clientUser: SignedUpUser;
  let stranger: SignedUpUser;
  let projectId: string;
  const sockets: TestSocket[] = [];
  const messagesOf = async (user: SignedUpUser, id = projectId) =>
    (await user.client.get(`/api/project-threads/${id}/messages`)).json() as ProjectMessagePage;
  const send = (user: SignedUpUser, message: string, id = projectId) =>
    user.client.post(`/api/project-threads/${id}/messages`, { message });
  const connect = async (user: SignedUpUser, url: string) => {
    const socket = await TestSocket.open(url, { cookie: user.client.jar.header() });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    const email = uniqueEmail('client');
    clientUser = await signUp(t.app, { email, name: 'Clara Client' });
    await clientUser.client.post('/api/profile/setup', { role: 'client' });
    stranger = await userWithRole(t.app, 'agency');
    // The client record's email differs only in case from the account's.
    projectId = (await sellerProjectFor(seller, email.toUpperCase())).project.id;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('lists only in_progress and quoted projects for the seller, newest first', async () => {
    const user = await userWithRole(t.app, 'freelancer');
    const client = await createClient(user.client);
    for (const status of ['inquiry', 'quoted', 'in_progress', 'completed', 'cancelled', 'in_progress'])
      await createProject(user.client, client.id, { status, title: `T ${status}` });
    const threads = (await user.client.get('/api/crm/threads')).json() as ProjectThreadPage;
    expect(threads.items.map((thread) => thread.status)).toEqual(['in_progress', 'in_progress', 'quoted']);
    expect(threads.items[0]).toMatchObject({ clientName: client.name, unread: 0 });
    expect((await stranger.client.get('/api/crm/threads')).json().items).toEqual([]);
    // Clients cannot use the seller list.
    expect((await clientUser.client.get('/api/crm/threads')).statusCode).toBe(404);
  });

  it('lets the seller and the client (by email, any case) talk; trims messages; a stranger gets 404', async () => {
    const sent = await send(seller, '  Hello Clara!  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: 'Hello Clara!', senderId: seller.id, isRead: false });
    const reply = await send(clientUser, 'Hi! Looking forward to it.');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().sender.fullName).toBe('Clara Client');

    const seen = await messagesOf(clientUser);
    expect(seen.items.map((m) => m.message)).toEqual(['Hello Clara!', 'Hi! Looking forward to it.']);
    const mine = (await clientUser.client.get('/api/project-threads/mine')).json() as ProjectThreadPage;
    expect(mine.items.map((thread) => thread.id)).toEqual([projectId]);
    expect(mine.items[0]).toMatchObject({ unread: 1, status: 'in_progress' });

    expect((await stranger.client.get(`/api/project-threads/${projectId}/messages`)).statusCode).toBe(404);
    expect((await send(stranger, 'let me in')).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/project-threads/${projectId}/messages/read`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/project-threads/mine')).json().items).toEqual([]);
    expect((await seller.client.get('/api/project-threads/not-a-uuid/messages')).statusCode).toBe(404);
  });

  it("orders the client's projects by latest activity (a thread with a new message comes first)", async () => {
    const email = uniqueEmail('active');
    const client = await signUp(t.app, { email });
    const older = (await sellerProjectFor(seller, email, 'completed')).project.id;
    const newer = (await sellerProjectFor(seller, email, 'inquiry')).project.id;
    const list = async () =>
      ((await client.client.get('/api/project-threads/mine')).json() as ProjectThreadPage).items.map((thread) => thread.id);
    expect(await list()).toEqual([newer, older]);
    await send(seller, 'Any news?', older);
    expect(await list()).toEqual([older, newer]);
    const first = (await client.client.get('/api/project-threads/mine?limit=1')).json() as ProjectThreadPage;
    const second = (
      await client.client.get(`/api/project-threads/mine?limit=1&cursor=${first.nextCursor}`)
    ).json() as ProjectThreadPage;
    expect([...first.items, ...second.items].map((thread) => thread.id)).toEqual([older, newer]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['an empty message', '   '],
    ['a 100 KB message', 'x'.repeat(100_000)],
  ])('refuses %s with 400 on the message field and saves nothing', async (_label, message) => {
    const before = (await messagesOf(seller)).items.length;
    const response = await send(seller, message);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[0].field).toBe('message');
    expect((await messagesOf(seller)).items.length).toBe(before);
  });

  it("marks only the other side's unread messages read when a thread is opened", async () => {
    const project = (await sellerProjectFor(seller, clientUser.email)).project.id;
    await send(seller, 'one', project);
    await send(seller, 'two', project);
    await send(clientUser, 'three', project);
    const threads = (await seller.client.get('/api/crm/threads')).json() as ProjectThreadPage;
    expect(threads.items.find((thread) => thread.id === project)?.unread).toBe(1);

    const read = await clientUser.client.post(`/api/project-threads/${project}/messages/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().ids).toHaveLength(2);
    const afterClient = (await messagesOf(seller, project)).items;
    expect(afterClient.map((m) => [m.message, m.isRead])).toEqual([
      ['one', true],
      ['two', true],
      ['three', false],
    ]);
    expect((await clientUser.client.post(`/api/project-threads/${project}/messages/read`)).json().ids).toEqual([]);
    await seller.client.post(`/api/project-threads/${project}/messages/read`);
    expect((await messagesOf(seller, project)).items.every((m) => m.isRead)).toBe(true);
    const after = (await seller.client.get('/api/crm/threads')).json() as ProjectThreadPage;
    expect(after.items.find((thread) => thread.id === project)?.unread).toBe(0);
  });

  it('pages older messages with a cursor, keeping ascending order within a page', async () => {
    const project = (await sellerProjectFor(seller, uniqueEmail('pager'))).project.id;
    for (let i = 0; i < 5; i++) await send(seller, `m${i}`, project);
    const latest = (await seller.client.get(`/api/project-threads/${project}/messages?limit=3`)).json() as ProjectMessagePage;
    expect(latest.items.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    const older = (
      await seller.client.get(`/api/project-threads/${project}/messages?limit=3&cursor=${latest.nextCursor}`)
    ).json() as ProjectMessagePage;
    expect(older.items.map((m) => m.message)).toEqual(['m0', 'm1']);
    expect(older.nextCursor).toBeNull();
  });

  it('authorises the project channel: seller and client subscribe, a stranger is refused', async () => {
    const url = await realtimeUrl(t.app);
    expect((await (await connect(seller, url)).subscribe(`project:${projectId}`)).type).toBe('subscribed');
    expect((await (await connect(clientUser, url)).subscribe(`project:${projectId}`)).type).toBe('subscribed');
    expect(await (await connect(stranger, url)).subscribe(`project:${projectId}`)).toMatchObject({
      type: 'error',
      code: 'not_found',
    });
  });

  it('delivers message.created and messages.read live to the other side', async () => {
    const url = await realtimeUrl(t.app);
    const clientSocket = await connect(clientUser, url);
    const sellerSocket = await connect(seller, url);
    await clientSocket.subscribe(`project:${projectId}`);
    await sellerSocket.subscribe(`project:${projectId}`);

    const sent = (await send(seller, 'Live hello')).json() as ProjectMessage;
    const frame = await clientSocket.next((f) => f.event?.type === 'message.created');
    expect(frame).toMatchObject({ channel: `project:${projectId}`, event: { message: { id: sent.id, message: 'Live hello' } } });

    await clientUser.client.post(`/api/project-threads/${projectId}/messages/read`);
    const read = await sellerSocket.next((f) => f.event?.type === 'messages.read');
    expect(read.event?.ids).toContain(sent.id);
  });

  if (t.kind === 'postgres') {
    it('delivers a message sent through one instance to a socket on another (LISTEN/NOTIFY)', async () => {
      const second = await t.buildApp();
      const clientSocket = await connect(clientUser, await realtimeUrl(second));
      const sellerSocket = await connect(seller, await realtimeUrl(t.app));
      expect((await clientSocket.subscribe(`project:${projectId}`)).type).toBe('subscribed');
      await sellerSocket.subscribe(`project:${projectId}`);
      const sent = (await send(seller, 'Across instances')).json() as ProjectMessage;
      const frame = await clientSocket.next((f) => f.event?.type === 'message.created');
      expect(frame.event).toMatchObject({ message: { id: sent.id } });
      // And back: the client answers through the second instance; the seller's socket is on the first.
      const viaSecond = await second.inject({
        method: 'POST',
        url: `/api/project-threads/${projectId}/messages`,
        payload: { message: 'Sent on instance two' },
        headers: { origin: TEST_ORIGIN, cookie: clientUser.client.jar.header() ?? '' },
      });
      expect(viaSecond.statusCode).toBe(201);
      const back = await sellerSocket.next(
        (f) => (f.event?.message as ProjectMessage | undefined)?.message === 'Sent on instance two',
      );
      expect(back.channel).toBe(`project:${projectId}`);
    });
  }
});
