import { afterAll, beforeAll, expect, it } from 'vitest';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';

describeEachDatabase('realtime socket', (t) => {
  let url: string;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  const open: TestSocket[] = [];
  const connect = async (user: SignedUpUser | null, headers: Record<string, string | undefined> = {}, target = url) => {
    const socket = await TestSocket.open(target, { cookie: user?.client.jar.header(), ...headers });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    url = await realtimeUrl(t.app);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => {
    for (const socket of open) socket.close();
  });

  it('refuses a handshake without a session (401) or from an untrusted Origin (403)', async () => {
    await expect(connect(null)).rejects.toThrow('handshake refused: 401');
    await expect(connect(alice, { origin: 'https://evil.example' })).rejects.toThrow('handshake refused: 403');
  });

  it("delivers events on the user's own channel and refuses someone else's or an unknown kind", async () => {
    const socket = await connect(alice);
    expect((await socket.subscribe(`user:${alice.id}`)).type).toBe('subscribed');
    expect(await socket.subscribe(`user:${bob.id}`)).toMatchObject({ type: 'error', code: 'not_found' });
    expect(await socket.subscribe('secrets:1')).toMatchObject({ type: 'error', code: 'not_found' });

    await t.app.realtime.publish(`user:${bob.id}`, { type: 'private' });
    await t.app.realtime.publish(`user:${alice.id}`, { type: 'hello', n: 1 });
    const frame = await socket.next((f) => f.type === 'event');
    expect(frame).toEqual({ type: 'event', channel: `user:${alice.id}`, event: { type: 'hello', n: 1 } });
    expect(socket.frames.some((f) => f.event?.type === 'private')).toBe(false);
  });

  it('stops delivering after unsubscribe and answers malformed frames with an error', async () => {
    const socket = await connect(alice);
    await socket.subscribe(`user:${alice.id}`);
    socket.send({ type: 'unsubscribe', channel: `user:${alice.id}` });
    await socket.next((f) => f.type === 'unsubscribed');
    await t.app.realtime.publish(`user:${alice.id}`, { type: 'after-unsubscribe' });
    socket.send({ type: 'ping' });
    await socket.next((f) => f.type === 'pong');
    expect(socket.frames.some((f) => f.event?.type === 'after-unsubscribe')).toBe(false);
    socket.socket.send('not json');
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'bad_message' });
  });

  it('refuses a new handshake once the session is revoked (sign-out)', async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    const cookie = carol.client.jar.header();
    const socket = await connect(carol);
    expect((await socket.subscribe(`user:${carol.id}`)).type).toBe('subscribed');
    await carol.client.post('/api/auth/sign-out');
    await expect(TestSocket.open(url, { cookie })).rejects.toThrow('handshake refused: 401');
    socket.close();
  });

  if (t.kind === 'postgres') {
    it('delivers across two instances on one PostgreSQL via LISTEN/NOTIFY', async () => {
      const second = await t.buildApp();
      const secondUrl = await realtimeUrl(second);
      const onSecond = await connect(alice, {}, secondUrl);
      const onFirst = await connect(alice);
      await onSecond.subscribe(`user:${alice.id}`);
      await onFirst.subscribe(`user:${alice.id}`);
      await t.app.realtime.publish(`user:${alice.id}`, { type: 'cross-instance' });
      expect((await onSecond.next((f) => f.type === 'event')).event).toEqual({ type: 'cross-instance' });
      await second.realtime.publish(`user:${alice.id}`, { type: 'back' });
      expect((await onFirst.next((f) => f.event?.type === 'back')).channel).toBe(`user:${alice.id}`);
    });

    it("delivers an instance's own events to its sockets once (its listener skips the NOTIFY it sent)", async () => {
      const second = await t.buildApp();
      const socket = await connect(alice);
      await socket.subscribe(`user:${alice.id}`);
      await t.app.realtime.publish(`user:${alice.id}`, { type: 'local-once' });
      await socket.next((f) => f.event?.type === 'local-once');
      // Committed after the first NOTIFY, so it arrives after it: by then a duplicate would have been delivered.
      await second.realtime.publish(`user:${alice.id}`, { type: 'marker' });
      await socket.next((f) => f.event?.type === 'marker');
      // next() took the first delivery out of the recorded frames: a second one would still be there.
      expect(socket.frames.filter((f) => f.event?.type === 'local-once')).toHaveLength(0);
    });
  }
});
