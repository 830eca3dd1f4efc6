import type { ConversationDetail, Message, TypingList } from '@proclub/contracts/messaging';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RealtimeFrame, realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { conversationUrl, createConversation, sendMessage } from './messaging.test-helpers';

const eventOf = (type: string) => (frame: RealtimeFrame) => frame.type === 'event' && frame.event?.type === type;
const messageIn = (frame: RealtimeFrame) => (frame.event as unknown as { message: Message }).message;

describeEachDatabase('messaging: realtime events', (t) => {
  let url: string;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  let conversation: ConversationDetail;
  const open: TestSocket[] = [];
  const connect = async (user: SignedUpUser, target = url) => {
    const socket = await TestSocket.open(target, { cookie: user.client.jar.header() });
    open.push(socket);
    return socket;
  };
  /** A round trip through the bus: once this arrives, every event published before it has been delivered. */
  const flush = async (socket: TestSocket, user: SignedUpUser) => {
    const marker = `flush-${Math.random()}`;
    await t.app.realtime.publish(`user:${user.id}`, { type: marker });
    await socket.next(eventOf(marker));
  };

  beforeAll(async () => {
    url = await realtimeUrl(t.app);
    alice = await signUp(t.app, { name: 'Alice Archer' });
    bob = await signUp(t.app, { name: 'Bob Baker' });
    carol = await signUp(t.app, { name: 'Carol Cooper' });
    conversation = await createConversation(alice, [bob], { title: 'Live' });
  });
  afterAll(() => {
    for (const socket of open) socket.close();
  });

  it('lets participants subscribe to the conversation channel and refuses a non-participant', async () => {
    const socket = await connect(carol);
    expect(await socket.subscribe(`conversation:${conversation.id}`)).toMatchObject({ type: 'error', code: 'not_found' });
    expect(await socket.subscribe('conversation:not-a-uuid')).toMatchObject({ type: 'error', code: 'not_found' });
    expect((await (await connect(bob)).subscribe(`conversation:${conversation.id}`)).type).toBe('subscribed');
  });

  it('delivers messages, reactions, typing and read receipts to participants, and nothing to others', async () => {
    const bobSocket = await connect(bob);
    await bobSocket.subscribe(`conversation:${conversation.id}`);
    await bobSocket.subscribe(`user:${bob.id}`);
    const aliceSocket = await connect(alice);
    await aliceSocket.subscribe(`conversation:${conversation.id}`);
    const carolSocket = await connect(carol);
    await carolSocket.subscribe(`user:${carol.id}`);

    const sent = await sendMessage(alice.client, conversation.id, 'Live hello');
    const created = await bobSocket.next(eventOf('message.created'));
    expect(messageIn(created).id).toBe(sent.id);
    expect(created.channel).toBe(`conversation:${conversation.id}`);
    // Bob's inbox: the list entry and the header count, as absolute numbers.
    const inbox = await bobSocket.next(eventOf('inbox'));
    expect(inbox.event).toMatchObject({
      conversationId: conversation.id,
      unread: 1,
      total: 1,
      lastMessage: { content: 'Live hello', senderName: 'Alice Archer' },
    });

    await bob.client.post(conversationUrl(conversation.id, `/messages/${sent.id}/reactions`), { emoji: '🔥' });
    expect((await aliceSocket.next(eventOf('reaction.changed'))).event).toEqual({
      type: 'reaction.changed',
      messageId: sent.id,
      reactions: [{ emoji: '🔥', count: 1, userIds: [bob.id] }],
    });

    await alice.client.put(conversationUrl(conversation.id, '/typing'), { payload: { isTyping: true } });
    expect((await bobSocket.next(eventOf('typing'))).event).toMatchObject({
      userId: alice.id,
      name: 'Alice Archer',
      isTyping: true,
    });
    await alice.client.put(conversationUrl(conversation.id, '/typing'), { payload: { isTyping: false } });
    expect((await bobSocket.next(eventOf('typing'))).event).toMatchObject({ userId: alice.id, isTyping: false });

    const read = await bob.client.post(conversationUrl(conversation.id, '/read'));
    expect((await aliceSocket.next(eventOf('read'))).event).toMatchObject({ userId: bob.id, lastReadAt: read.json().lastReadAt });
    expect((await bobSocket.next(eventOf('unread'))).event).toMatchObject({ total: 0, conversationId: conversation.id });

    await flush(carolSocket, carol);
    expect(carolSocket.frames.filter((frame) => frame.type === 'event')).toEqual([]);
  });

  it('tells a new participant about the conversation and stops events to a removed one at once', async () => {
    const carolSocket = await connect(carol);
    await carolSocket.subscribe(`user:${carol.id}`);
    await alice.client.post(conversationUrl(conversation.id, '/participants'), { userIds: [carol.id] });
    expect((await carolSocket.next(eventOf('conversation.added'))).event).toMatchObject({ conversationId: conversation.id });
    expect((await carolSocket.subscribe(`conversation:${conversation.id}`)).type).toBe('subscribed');

    await sendMessage(alice.client, conversation.id, 'Welcome Carol');
    await carolSocket.next(eventOf('message.created'));

    await bob.client.delete(conversationUrl(conversation.id, `/participants/${carol.id}`));
    expect(await carolSocket.next((frame) => frame.type === 'revoked')).toMatchObject({
      channel: `conversation:${conversation.id}`,
    });
    expect((await carolSocket.next(eventOf('conversation.removed'))).event).toMatchObject({ conversationId: conversation.id });
    await sendMessage(alice.client, conversation.id, 'After Carol left');
    await flush(carolSocket, carol);
    expect(carolSocket.frames.some((frame) => frame.event?.type === 'message.created')).toBe(false);
    expect(await carolSocket.subscribe(`conversation:${conversation.id}`)).toMatchObject({ type: 'error', code: 'not_found' });
  });

  if (t.kind === 'postgres') {
    it('works across two instances on one PostgreSQL: messages, typing and unread pushes', async () => {
      const second = await t.buildApp();
      const secondUrl = await realtimeUrl(second);
      const bobOnSecond = await connect(bob, secondUrl);
      await bobOnSecond.subscribe(`conversation:${conversation.id}`);
      await bobOnSecond.subscribe(`user:${bob.id}`);

      await bob.client.post(conversationUrl(conversation.id, '/read'));
      // Sent through the first instance, received on the second.
      const sent = await sendMessage(alice.client, conversation.id, 'Across instances');
      expect(messageIn(await bobOnSecond.next(eventOf('message.created'))).id).toBe(sent.id);
      expect((await bobOnSecond.next(eventOf('inbox'))).event).toMatchObject({ conversationId: conversation.id, unread: 1 });

      // Typing written through one instance is read through the other (the state lives in the database).
      await alice.client.put(conversationUrl(conversation.id, '/typing'), { payload: { isTyping: true } });
      await bobOnSecond.next(eventOf('typing'));
      const typing = await new ApiClient(second, bob.client.jar).get(conversationUrl(conversation.id, '/typing'));
      expect((typing.json() as TypingList).items.map((typer) => typer.userId)).toEqual([alice.id]);

      // Sent through the second instance, received on the first.
      const aliceOnFirst = await connect(alice);
      await aliceOnFirst.subscribe(`conversation:${conversation.id}`);
      const reply = await sendMessage(new ApiClient(second, bob.client.jar), conversation.id, 'Back at you');
      expect(messageIn(await aliceOnFirst.next(eventOf('message.created'))).id).toBe(reply.id);
    });
  }
});
