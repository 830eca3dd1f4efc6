import type {
  ConversationDetail,
  ConversationPage,
  MessagePage,
  MessageSearchResult,
  ReactionResult,
  ReadResult,
} from '@proclub/contracts/messaging';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@proclub/contracts/messaging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { api, conversationUrl, createConversation, errorMessage, sendMessage, unreadTotal } from './messaging.test-helpers';

describeEachDatabase('messaging: messages, unread counts, reactions and search', (t) => {
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  const messageCount = async (conversationId: string) => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from conversation_messages where conversation_id = ${conversationId}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0].n;
  };
  const listOf = async (user: SignedUpUser) => (await user.client.get(`${api}/conversations`)).json() as ConversationPage;

  beforeAll(async () => {
    alice = await signUp(t.app, { name: 'Alice Archer' });
    bob = await signUp(t.app, { name: 'Bob Baker' });
    carol = await signUp(t.app, { name: 'Carol Cooper' });
  });

  describe('sending', () => {
    let conversation: ConversationDetail;
    beforeAll(async () => {
      conversation = await createConversation(alice, [bob]);
    });

    it('trims the content and returns the message with its sender', async () => {
      const message = await sendMessage(alice.client, conversation.id, '  Hello Bob!  ');
      expect(message).toMatchObject({ content: 'Hello Bob!', senderId: alice.id, reactions: [] });
      expect(message.sender.fullName).toBe('Alice Archer');
    });

    it('refuses empty, whitespace-only and over-long (20 KB) messages with a 400, saving nothing', async () => {
      const before = await messageCount(conversation.id);
      const url = conversationUrl(conversation.id, '/messages');
      for (const content of ['', '   \n\t ', 'x'.repeat(20 * 1024)]) {
        const response = await alice.client.post(url, { content });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_error');
      }
      expect(errorMessage(await alice.client.post(url, { content: 'x'.repeat(5001) }))).toContain('at most 5000 characters');
      expect(await messageCount(conversation.id)).toBe(before);
      expect((await alice.client.post(url, { content: 'y'.repeat(5000) })).statusCode).toBe(201);
    });
  });

  describe('history', () => {
    it('loads newest last, with older pages by cursor, and refuses a forged cursor', async () => {
      const conversation = await createConversation(alice, [bob], { title: 'Long thread' });
      await t.database.db.execute(sql`
        insert into conversation_messages (conversation_id, sender_id, content, created_at)
        select ${conversation.id}::uuid, ${alice.id}, 'message ' || g, now() - interval '1 hour' + g * interval '1 second'
        from generate_series(1, 120) g`);
      const url = conversationUrl(conversation.id, '/messages');
      const first = (await bob.client.get(url)).json() as MessagePage;
      expect(first.items).toHaveLength(50);
      expect(first.items.at(0)?.content).toBe('message 71');
      expect(first.items.at(-1)?.content).toBe('message 120');
      const second = (await bob.client.get(`${url}?cursor=${first.olderCursor}`)).json() as MessagePage;
      expect(second.items.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${21 + i}`));
      const third = (await bob.client.get(`${url}?cursor=${second.olderCursor}`)).json() as MessagePage;
      expect(third.items).toHaveLength(20);
      expect(third.items[0].content).toBe('message 1');
      expect(third.olderCursor).toBeNull();
      expect((await bob.client.get(`${url}?cursor=forged`)).statusCode).toBe(400);
    });
  });

  describe('unread counts and read state', () => {
    let conversation: ConversationDetail;
    beforeAll(async () => {
      conversation = await createConversation(alice, [bob, carol], { title: 'Unread' });
    });

    it('counts the messages newer than last_read_at, per conversation and in total; my own never count', async () => {
      const before = await unreadTotal(bob.client);
      for (let i = 1; i <= 5; i++) await sendMessage(alice.client, conversation.id, `Update ${i}`);
      expect(await unreadTotal(bob.client)).toBe(before + 5);
      const entry = (await listOf(bob)).items.find((item) => item.id === conversation.id);
      expect(entry).toMatchObject({ unread: 5, lastMessage: { content: 'Update 5', senderName: 'Alice Archer' } });
      const mine = (await listOf(alice)).items.find((item) => item.id === conversation.id);
      expect(mine?.unread).toBe(0);
    });

    it('updates last_read_at when the conversation is opened, and unread drops to zero', async () => {
      const lastReadOf = async (user: SignedUpUser) => {
        const detail = (await user.client.get(conversationUrl(conversation.id))).json() as ConversationDetail;
        return detail.participants.find((p) => p.userId === user.id)?.lastReadAt as string;
      };
      const previous = await lastReadOf(bob);
      expect(previous).toBe('1970-01-01T00:00:00.000Z');
      const response = await bob.client.post(conversationUrl(conversation.id, '/read'));
      expect(response.statusCode).toBe(200);
      const read = response.json() as ReadResult;
      expect(Date.parse(read.lastReadAt)).toBeGreaterThan(Date.parse(previous));
      expect(await lastReadOf(bob)).toBe(read.lastReadAt);
      expect((await listOf(bob)).items.find((item) => item.id === conversation.id)?.unread).toBe(0);
      expect(read.total).toBe(await unreadTotal(bob.client));

      // A new message after reading counts again; Carol, who never opened it, still has all six.
      await sendMessage(alice.client, conversation.id, 'One more thing');
      expect((await listOf(bob)).items.find((item) => item.id === conversation.id)?.unread).toBe(1);
      expect((await listOf(carol)).items.find((item) => item.id === conversation.id)?.unread).toBe(6);
    });

    it('gives someone added later the whole history as unread (less their own messages if they were in before)', async () => {
      const dave = await signUp(t.app, { name: 'Dave Dawson' });
      const history = await createConversation(alice, [bob], { title: 'History' });
      await sendMessage(alice.client, history.id, 'First');
      await sendMessage(bob.client, history.id, 'Second');
      await sendMessage(alice.client, history.id, 'Third');
      await alice.client.post(conversationUrl(history.id, '/participants'), { userIds: [dave.id] });
      expect((await listOf(dave)).items.find((item) => item.id === history.id)?.unread).toBe(3);
      expect(await unreadTotal(dave.client)).toBe(3);

      // Bob leaves and comes back: his own message is not unread for him.
      await alice.client.delete(conversationUrl(history.id, `/participants/${bob.id}`));
      await alice.client.post(conversationUrl(history.id, '/participants'), { userIds: [bob.id] });
      expect((await listOf(bob)).items.find((item) => item.id === history.id)?.unread).toBe(2);

      await dave.client.post(conversationUrl(history.id, '/read'));
      expect(await unreadTotal(dave.client)).toBe(0);
      await sendMessage(dave.client, history.id, 'Hi all');
      expect((await listOf(alice)).items.find((item) => item.id === history.id)?.unread).toBe(1);
      expect((await listOf(dave)).items.find((item) => item.id === history.id)?.unread).toBe(0);
    });

    it('sorts the list by last_message_at, newest first', async () => {
      const older = await createConversation(alice, [bob], { title: 'Older' });
      const newer = await createConversation(alice, [bob], { title: 'Newer' });
      let ids = (await listOf(bob)).items.map((item) => item.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      await sendMessage(bob.client, older.id, 'Bumping the older one');
      ids = (await listOf(bob)).items.map((item) => item.id);
      expect(ids[0]).toBe(older.id);
      const dates = (await listOf(bob)).items.map((item) => Date.parse(item.lastMessageAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  });

  describe('reactions', () => {
    let conversation: ConversationDetail;
    let messageId: string;
    const react = (user: SignedUpUser, emoji: string, id = messageId) =>
      user.client.post(conversationUrl(conversation.id, `/messages/${id}/reactions`), { emoji });

    beforeAll(async () => {
      conversation = await createConversation(alice, [bob]);
      messageId = (await sendMessage(alice.client, conversation.id, 'React to me')).id;
    });

    it('toggles my own reaction on and off, with counts and who reacted', async () => {
      let result = (await react(bob, '👍')).json() as ReactionResult;
      expect(result.reactions).toEqual([{ emoji: '👍', count: 1, userIds: [bob.id] }]);
      result = (await react(alice, '👍')).json() as ReactionResult;
      expect(result.reactions).toEqual([{ emoji: '👍', count: 2, userIds: [bob.id, alice.id] }]);
      result = (await react(alice, '🎉')).json() as ReactionResult;
      expect(result.reactions.map((r) => r.emoji)).toEqual(['👍', '🎉']);
      result = (await react(bob, '👍')).json() as ReactionResult;
      expect(result.reactions).toEqual([
        { emoji: '👍', count: 1, userIds: [alice.id] },
        { emoji: '🎉', count: 1, userIds: [alice.id] },
      ]);
      const page = (await bob.client.get(conversationUrl(conversation.id, '/messages'))).json() as MessagePage;
      expect(page.items.find((m) => m.id === messageId)?.reactions).toEqual(result.reactions);
    });

    it('accepts all eight emoji of the spec and refuses anything else with a 400', async () => {
      for (const emoji of ['👍', '❤️', '😂', '😮', '😢', '🎉', '🔥', '👏']) {
        expect((await react(bob, emoji)).statusCode).toBe(200);
      }
      for (const emoji of ['💩', 'thumbs up', '', '👍👍']) {
        const response = await react(bob, emoji);
        expect(response.statusCode).toBe(400);
        expect(errorMessage(response)).toContain('Reaction must be one of the eight supported emoji');
      }
    });

    it('refuses a message from another conversation (404)', async () => {
      const other = await createConversation(bob, [carol]);
      const foreign = await sendMessage(bob.client, other.id, 'Elsewhere');
      expect((await react(alice, '👍', foreign.id)).statusCode).toBe(404);
    });
  });

  describe('search', () => {
    it('finds words across my conversations only, newest first, with marked snippets', async () => {
      const mine = await createConversation(alice, [bob], { title: 'Bakery site' });
      const theirs = await createConversation(bob, [carol], { title: 'Private' });
      await sendMessage(alice.client, mine.id, 'The croissant photos are ready for review');
      await sendMessage(bob.client, mine.id, 'Love the croissants, ship it');
      await sendMessage(carol.client, theirs.id, 'Secret croissant recipe');

      const response = await alice.client.get(`${api}/search?q=croissant`);
      expect(response.statusCode).toBe(200);
      const result = response.json() as MessageSearchResult;
      expect(result.items.map((item) => item.message.content)).toEqual([
        'Love the croissants, ship it',
        'The croissant photos are ready for review',
      ]);
      expect(result.items[0]).toMatchObject({ conversationId: mine.id, conversationTitle: 'Bakery site' });
      expect(result.items[0].snippet).toContain(`${SNIPPET_MARK_START}croissants${SNIPPET_MARK_END}`);
      expect(((await carol.client.get(`${api}/search?q=croissant`)).json() as MessageSearchResult).items).toHaveLength(1);
      expect((await alice.client.get(`${api}/search?q=`)).statusCode).toBe(400);
    });
  });
});
