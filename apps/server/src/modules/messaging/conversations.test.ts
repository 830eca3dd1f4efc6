import type { ConversationDetail, ConversationPage, PersonPage } from '@proclub/contracts/messaging';
import type { Service } from '@proclub/contracts/services';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { serviceForm, validService } from '../services/services.test-helpers';
import { api, conversationUrl, createConversation, errorMessage, sendMessage } from './messaging.test-helpers';

const roleOf = (detail: ConversationDetail, userId: string) => detail.participants.find((p) => p.userId === userId)?.role;

describeEachDatabase('messaging: conversations, participants and access', (t) => {
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let carol: SignedUpUser;
  let dave: SignedUpUser;
  const listIds = async (user: SignedUpUser) =>
    ((await user.client.get(`${api}/conversations`)).json() as ConversationPage).items.map((item) => item.id);

  beforeAll(async () => {
    alice = await signUp(t.app, { name: 'Alice Archer' });
    bob = await signUp(t.app, { name: 'Bob Baker' });
    carol = await signUp(t.app, { name: 'Carol Cooper' });
    dave = await signUp(t.app, { name: 'Dave Dawson' });
  });

  it('needs a session for every messaging endpoint', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get(`${api}/conversations`)).statusCode).toBe(401);
    expect((await anonymous.get(`${api}/unread`)).statusCode).toBe(401);
    expect((await anonymous.get(`${api}/people`)).statusCode).toBe(401);
  });

  describe('creating a conversation', () => {
    it("refuses a blank title and an empty participant list with the spec's messages, saving nothing", async () => {
      const blank = await alice.client.post(`${api}/conversations`, { title: '   ', participantIds: [bob.id] });
      expect(blank.statusCode).toBe(400);
      expect(errorMessage(blank)).toContain('Please enter a conversation title');
      const nobody = await alice.client.post(`${api}/conversations`, { title: 'Hello', participantIds: [] });
      expect(nobody.statusCode).toBe(400);
      expect(errorMessage(nobody)).toContain('Please select at least one participant');
      const badType = await alice.client.post(`${api}/conversations`, { title: 'Hi', type: 'party', participantIds: [bob.id] });
      expect(badType.statusCode).toBe(400);
      expect(await listIds(alice)).toEqual([]);
    });

    it('refuses unknown users, duplicates and the creator in the list (400, nothing saved)', async () => {
      const unknown = await alice.client.post(`${api}/conversations`, { title: 'Hi', participantIds: [bob.id, 'nobody-here'] });
      expect(unknown.statusCode).toBe(400);
      expect(errorMessage(unknown)).toContain('Unknown user');
      const twice = await alice.client.post(`${api}/conversations`, { title: 'Hi', participantIds: [bob.id, bob.id] });
      expect(twice.statusCode).toBe(400);
      const self = await alice.client.post(`${api}/conversations`, { title: 'Hi', participantIds: [alice.id] });
      expect(self.statusCode).toBe(400);
      expect(await listIds(alice)).toEqual([]);
      expect(await listIds(bob)).toEqual([]);
    });

    it('makes the creator admin and the people chosen at creation clients; the title is trimmed, type defaults to general', async () => {
      const response = await alice.client.post(`${api}/conversations`, {
        title: '  Launch plan  ',
        participantIds: [bob.id, carol.id],
      });
      expect(response.statusCode).toBe(201);
      const detail = response.json() as ConversationDetail;
      expect(detail).toMatchObject({ title: 'Launch plan', type: 'general' });
      expect(roleOf(detail, alice.id)).toBe('admin');
      expect(roleOf(detail, bob.id)).toBe('client');
      expect(roleOf(detail, carol.id)).toBe('client');
      expect(detail.participants.find((p) => p.userId === bob.id)?.person.fullName).toBe('Bob Baker');
      expect(await listIds(bob)).toContain(detail.id);
      expect(await listIds(dave)).not.toContain(detail.id);
    });
  });

  describe('participant-only access', () => {
    let conversation: ConversationDetail;
    let messageId: string;
    beforeAll(async () => {
      conversation = await createConversation(alice, [bob], { title: 'Private', type: 'project' });
      messageId = (await sendMessage(alice.client, conversation.id, 'Secret plans')).id;
    });

    it('answers 404 to a non-participant for every read and write, and changes nothing', async () => {
      const id = conversation.id;
      const calls = [
        carol.client.get(conversationUrl(id)),
        carol.client.get(conversationUrl(id, '/messages')),
        carol.client.post(conversationUrl(id, '/messages'), { content: 'Let me in' }),
        carol.client.post(conversationUrl(id, `/messages/${messageId}/reactions`), { emoji: '👍' }),
        carol.client.put(conversationUrl(id, '/typing'), { payload: { isTyping: true } }),
        carol.client.get(conversationUrl(id, '/typing')),
        carol.client.post(conversationUrl(id, '/read')),
        carol.client.post(conversationUrl(id, '/participants'), { userIds: [carol.id] }),
        carol.client.delete(conversationUrl(id, `/participants/${bob.id}`)),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, response.body).toBe(404);
        expect(errorMessage(response)).toBe('Conversation not found');
      }
      const history = (await bob.client.get(conversationUrl(id, '/messages'))).json() as { items: { content: string }[] };
      expect(history.items.map((m) => m.content)).toEqual(['Secret plans']);
      const detail = (await bob.client.get(conversationUrl(id))).json() as ConversationDetail;
      expect(detail.participants.map((p) => p.userId).sort()).toEqual([alice.id, bob.id].sort());
      expect(await listIds(carol)).not.toContain(id);
    });

    it('answers 404 for ids that do not exist or are not ids at all', async () => {
      expect((await alice.client.get(conversationUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
      expect((await alice.client.get(conversationUrl('not-a-uuid'))).statusCode).toBe(404);
      expect(
        (await alice.client.post(conversationUrl(conversation.id, '/messages/not-a-uuid/reactions'), { emoji: '👍' })).statusCode,
      ).toBe(404);
    });
  });

  describe('managing participants', () => {
    let conversation: ConversationDetail;
    beforeAll(async () => {
      conversation = await createConversation(alice, [bob], { title: 'Team' });
    });

    it('validates additions: none selected, unknown users, duplicates and people already in (400, nothing saved)', async () => {
      const url = conversationUrl(conversation.id, '/participants');
      const none = await alice.client.post(url, { userIds: [] });
      expect(none.statusCode).toBe(400);
      expect(errorMessage(none)).toContain('Please select at least one user to add');
      expect((await alice.client.post(url, { userIds: ['ghost'] })).statusCode).toBe(400);
      expect((await alice.client.post(url, { userIds: [carol.id, carol.id] })).statusCode).toBe(400);
      const already = await alice.client.post(url, { userIds: [bob.id] });
      expect(already.statusCode).toBe(400);
      expect(errorMessage(already)).toContain('already in the conversation');
      const detail = (await alice.client.get(conversationUrl(conversation.id))).json() as ConversationDetail;
      expect(detail.participants).toHaveLength(2);
    });

    it('lets any participant add people later, as team members', async () => {
      // Bob is a client, not the admin: any participant may manage.
      const response = await bob.client.post(conversationUrl(conversation.id, '/participants'), { userIds: [carol.id, dave.id] });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json() as ConversationDetail & { added: number };
      expect(detail.added).toBe(2);
      expect(roleOf(detail, carol.id)).toBe('team_member');
      expect(roleOf(detail, dave.id)).toBe('team_member');
      expect(roleOf(detail, alice.id)).toBe('admin');
      expect(await listIds(carol)).toContain(conversation.id);
    });

    it("refuses removing yourself with the spec's message, on the server", async () => {
      const response = await carol.client.delete(conversationUrl(conversation.id, `/participants/${carol.id}`));
      expect(response.statusCode).toBe(400);
      expect(errorMessage(response)).toBe('You cannot remove yourself from the conversation');
      const detail = (await alice.client.get(conversationUrl(conversation.id))).json() as ConversationDetail;
      expect(detail.participants.map((p) => p.userId)).toContain(carol.id);
    });

    it('lets a participant remove someone else, who then loses all access', async () => {
      const response = await carol.client.delete(conversationUrl(conversation.id, `/participants/${dave.id}`));
      expect(response.statusCode).toBe(200);
      expect((response.json() as ConversationDetail).participants.map((p) => p.userId)).not.toContain(dave.id);
      expect((await dave.client.get(conversationUrl(conversation.id))).statusCode).toBe(404);
      expect((await dave.client.post(conversationUrl(conversation.id, '/messages'), { content: 'hi' })).statusCode).toBe(404);
      expect(await listIds(dave)).not.toContain(conversation.id);
      // Removing someone who is not in it is a 404.
      expect((await carol.client.delete(conversationUrl(conversation.id, `/participants/${dave.id}`))).statusCode).toBe(404);
    });
  });

  describe('Contact Seller', () => {
    let seller: SignedUpUser;
    let buyer: SignedUpUser;
    let service: Service;
    beforeAll(async () => {
      seller = await userWithRole(t.app, 'vendor');
      buyer = await userWithRole(t.app, 'client');
      const created = await seller.client.post('/api/services', undefined, serviceForm({ ...validService, title: 'Bakery SEO' }));
      expect(created.statusCode).toBe(201);
      service = created.json() as Service;
    });

    it('opens an inquiry titled after the service between buyer (admin) and seller, and reuses it the second time', async () => {
      const first = await buyer.client.post(`${api}/contact-seller`, { serviceId: service.id });
      expect(first.statusCode, first.body).toBe(201);
      const detail = first.json() as ConversationDetail;
      expect(detail).toMatchObject({ title: 'Bakery SEO', type: 'inquiry' });
      expect(roleOf(detail, buyer.id)).toBe('admin');
      expect(roleOf(detail, seller.id)).toBe('client');
      const again = await buyer.client.post(`${api}/contact-seller`, { serviceId: service.id });
      expect(again.statusCode).toBe(200);
      expect((again.json() as ConversationDetail).id).toBe(detail.id);
      expect(await listIds(seller)).toContain(detail.id);
    });

    it('opens one conversation even when asked twice at once', async () => {
      const other = await userWithRole(t.app, 'client');
      const [a, b] = await Promise.all([
        other.client.post(`${api}/contact-seller`, { serviceId: service.id }),
        other.client.post(`${api}/contact-seller`, { serviceId: service.id }),
      ]);
      expect((a.json() as ConversationDetail).id).toBe((b.json() as ConversationDetail).id);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    });

    it('refuses a seller contacting their own service (400), an unknown service (404) and a signed-out visitor (401)', async () => {
      const own = await seller.client.post(`${api}/contact-seller`, { serviceId: service.id });
      expect(own.statusCode).toBe(400);
      expect(errorMessage(own)).toBe('You cannot contact yourself about your own service');
      expect(
        (await buyer.client.post(`${api}/contact-seller`, { serviceId: '00000000-0000-4000-8000-000000000000' })).statusCode,
      ).toBe(404);
      expect((await new ApiClient(t.app).post(`${api}/contact-seller`, { serviceId: service.id })).statusCode).toBe(401);
    });
  });

  describe('people directory', () => {
    it('lists conversation partners, searchable by name or email, in pages (privacy: people-directory.test.ts)', async () => {
      const all = (await alice.client.get(`${api}/people?limit=100`)).json() as PersonPage;
      const ids = all.items.map((person) => person.id);
      expect(ids).not.toContain(alice.id);
      expect(ids).toEqual(expect.arrayContaining([bob.id, carol.id]));

      const search = (await alice.client.get(`${api}/people?q=cooper`)).json() as PersonPage;
      expect(search.items.map((person) => person.id)).toEqual([carol.id]);
      const byEmail = (await alice.client.get(`${api}/people?q=${encodeURIComponent(bob.email)}`)).json() as PersonPage;
      expect(byEmail.items.map((person) => person.id)).toEqual([bob.id]);
      expect(((await alice.client.get(`${api}/people?q=100%25`)).json() as PersonPage).items).toEqual([]);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = (await alice.client.get(`${api}/people?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json() as PersonPage;
        seen.push(...page.items.map((person) => person.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(ids);
    });
  });
});
