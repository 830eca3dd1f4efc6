import type { ConversationDetail, TypingList } from '@proclub/contracts/messaging';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { conversationUrl, createConversation, sendMessage } from './messaging.test-helpers';

describeEachDatabase('messaging: typing indicators (fake clock)', (t) => {
  let now = Date.parse('2025-03-01T12:00:00.000Z');
  const advance = (ms: number) => {
    now += ms;
  };
  // A second app on the same database whose clock the test controls; sessions and rows are shared.
  let timed: FastifyInstance;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  let conversation: ConversationDetail;
  const as = (user: SignedUpUser) => new ApiClient(timed, user.client.jar);
  const setTyping = (user: SignedUpUser, isTyping: boolean) =>
    as(user).put(conversationUrl(conversation.id, '/typing'), { payload: { isTyping } });
  const typers = async (user: SignedUpUser) => {
    const response = await as(user).get(conversationUrl(conversation.id, '/typing'));
    expect(response.statusCode).toBe(200);
    return (response.json() as TypingList).items;
  };

  beforeAll(async () => {
    timed = await buildApp({ env: t.env, database: t.database, logger: false, clock: () => new Date(now) });
    await timed.ready();
    alice = await signUp(t.app, { name: 'Alice Archer' });
    bob = await signUp(t.app, { name: 'Bob Baker' });
    carol = await signUp(t.app, { name: 'Carol Cooper' });
    conversation = await createConversation(alice, [bob, carol]);
  });
  afterAll(() => timed.close());

  it('shows a typer to the others (not to themselves) and expires them 5 seconds after the last update', async () => {
    expect((await setTyping(alice, true)).statusCode).toBe(204);
    expect(await typers(bob)).toEqual([{ userId: alice.id, name: 'Alice Archer', at: new Date(now).toISOString() }]);
    expect(await typers(alice)).toEqual([]);

    advance(4_900);
    expect((await typers(bob)).map((typer) => typer.userId)).toEqual([alice.id]);
    advance(200);
    expect(await typers(bob)).toEqual([]);

    // A keystroke refreshes the indicator for another 5 seconds.
    await setTyping(alice, true);
    advance(3_000);
    await setTyping(carol, true);
    expect((await typers(bob)).map((typer) => typer.userId)).toEqual([alice.id, carol.id]);
    advance(2_500);
    expect((await typers(bob)).map((typer) => typer.userId)).toEqual([carol.id]);
  });

  it('clears the indicator when the typer stops (idle or leaving) or sends the message', async () => {
    await setTyping(alice, true);
    await setTyping(carol, true);
    expect(await typers(bob)).toHaveLength(2);
    await setTyping(carol, false);
    expect((await typers(bob)).map((typer) => typer.userId)).toEqual([alice.id]);
    await sendMessage(as(alice), conversation.id, 'Done typing');
    expect(await typers(bob)).toEqual([]);
  });

  it('keeps typing state in the database, so another instance (here the app with the real clock) sees it', async () => {
    now = Date.now();
    await setTyping(bob, true);
    const viaOtherApp = await carol.client.get(conversationUrl(conversation.id, '/typing'));
    expect((viaOtherApp.json() as TypingList).items.map((typer) => typer.userId)).toEqual([bob.id]);
  });
});
