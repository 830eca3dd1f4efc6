import type { Notification, NotificationPage, NotificationPreferences } from '@proclub/contracts/notifications';
import type { SearchResult } from '@proclub/contracts/search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OutboxRepository } from '../../plugins/mailer/outbox.repository';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { teammateOf, userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { createClient, createProject } from '../crm/crm.test-helpers';
import { createConversation, sendMessage } from '../messaging/messaging.test-helpers';
import { serviceForm, validService } from '../services/services.test-helpers';
import { DIGEST_JOB_NAME } from './notifications.plugin';

describeEachDatabase('notifications centre and palette search', (t) => {
  let dana: SignedUpUser; // agency seller
  let eli: SignedUpUser; // another seller
  let cara: SignedUpUser; // a client

  const page = async (user: SignedUpUser, query = '') => {
    const response = await user.client.get(`/api/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NotificationPage;
  };
  const unread = async (user: SignedUpUser) =>
    ((await user.client.get('/api/notifications/unread-count')).json() as { unread: number }).unread;
  const mailsTo = async (to: string) =>
    (await new OutboxRepository(t.database.db).latest(200)).filter((mail) => mail.toAddress === to);
  const setPreference = async (user: SignedUpUser, kind: string, inApp: boolean, email: string) => {
    const response = await user.client.request('PUT', '/api/notifications/preferences', {
      payload: { items: [{ kind, inApp, email }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NotificationPreferences;
  };

  beforeAll(async () => {
    dana = await userWithRole(t.app, 'agency');
    eli = await userWithRole(t.app, 'vendor');
    cara = await userWithRole(t.app, 'client');
  });

  describe('a new message', () => {
    it('notifies the recipient (not the sender) live on their own channel, and opening the conversation reads it', async () => {
      const socket = await TestSocket.open(await realtimeUrl(t.app), { cookie: dana.client.jar.header() });
      try {
        expect((await socket.subscribe(`user:${dana.id}`)).type).toBe('subscribed');
        // Another user's channel is refused.
        expect((await socket.subscribe(`user:${eli.id}`)).type).toBe('error');
        const conversation = await createConversation(cara, [dana], { title: 'Website refresh' });
        const live = socket.next((frame) => frame.event?.type === 'notification.created', 5000);
        await sendMessage(cara.client, conversation.id, 'Can we talk about the homepage?');
        const frame = await live;
        const event = frame.event as unknown as { notification: Notification; unread: number };
        expect(event.notification).toMatchObject({
          kind: 'message_received',
          title: `New message from ${cara.name}`,
          body: 'Can we talk about the homepage?',
          link: `/messages?c=${conversation.id}`,
          readAt: null,
        });
        expect(event.unread).toBe(1);
        expect(await unread(dana)).toBe(1);
        expect((await page(cara)).items.filter((item) => item.kind === 'message_received')).toHaveLength(0);

        const read = await dana.client.post(`/api/messaging/conversations/${conversation.id}/read`, {});
        expect(read.statusCode, read.body).toBe(200);
        expect(await unread(dana)).toBe(0);
      } finally {
        socket.close();
      }
    });

    it('notifies each recipient of a group message as that recipient chose (all recorded together)', async () => {
      const byDefault = await userWithRole(t.app, 'vendor');
      const silenced = await userWithRole(t.app, 'vendor');
      const byMail = await userWithRole(t.app, 'vendor');
      await setPreference(silenced, 'message_received', false, 'off');
      await setPreference(byMail, 'message_received', true, 'immediate');
      const conversation = await createConversation(cara, [byDefault, silenced, byMail], { title: 'Group' });
      await sendMessage(cara.client, conversation.id, 'hello, group');

      const seen = (user: SignedUpUser) => page(user).then((p) => p.items.filter((item) => item.body === 'hello, group'));
      expect(
        await until(
          () => seen(byDefault),
          (items) => items.length > 0,
        ),
      ).toHaveLength(1);
      expect(
        await until(
          () => seen(byMail),
          (items) => items.length > 0,
        ),
      ).toHaveLength(1);
      expect(await unread(byDefault)).toBe(1);
      expect(await unread(byMail)).toBe(1);
      // (Sign-up sent each of them a verification mail; only notices count here.)
      const notices = async (user: SignedUpUser) =>
        (await mailsTo(user.email)).filter((mail) => mail.subject.startsWith('New message')).map((mail) => mail.subject);
      expect(
        await until(
          () => notices(byMail),
          (list) => list.length > 0,
        ),
      ).toEqual([`New message from ${cara.name}`]);
      expect(await seen(silenced)).toEqual([]);
      expect(await unread(silenced)).toBe(0);
      expect(await notices(silenced)).toEqual([]);
      expect(await notices(byDefault)).toEqual([]);
    });
  });

  it('tells a teammate named with @ in a conversation as a mention; the others hear of a message', async () => {
    const owner = await userWithRole(t.app, 'agency');
    const sam = await teammateOf(t.app, owner, 'member');
    const outsider = await userWithRole(t.app, 'vendor');
    const conversation = await createConversation(owner, [sam, outsider], { title: 'Kick-off' });
    await sendMessage(owner.client, conversation.id, '@member can you take this one?');
    const titles = async (user: SignedUpUser) =>
      (await page(user)).items.filter((item) => item.body?.includes('take this one')).map((item) => [item.kind, item.title]);
    expect(
      await until(
        () => titles(sam),
        (items) => items.length > 0,
      ),
    ).toEqual([['mentioned', `${owner.name} mentioned you`]]);
    // "@member" names nobody outside the team: the outsider hears of the message only.
    expect(
      await until(
        () => titles(outsider),
        (items) => items.length > 0,
      ),
    ).toEqual([['message_received', `New message from ${owner.name}`]]);
  });

  describe('list, mark read, mark all read', () => {
    let ids: string[];
    beforeAll(async () => {
      const conversation = await createConversation(eli, [dana], { title: 'Bulk' });
      // Each notice is recorded after its message's answer (in the background): wait for it before the next message,
      // so "newest first" is the order they were sent in, not the order two background writes happened to finish.
      let unreadNow = { items: [] as { id: string }[] };
      for (let i = 0; i < 5; i++) {
        await sendMessage(eli.client, conversation.id, `message ${i}`);
        unreadNow = await until(
          () => page(dana, '?unread=true'),
          (p) => p.items.length > i,
        );
      }
      ids = unreadNow.items.map((item) => item.id);
    });

    it('pages newest first with a cursor and counts unread', async () => {
      const first = await page(dana, '?limit=2');
      expect(first.items.map((item) => item.body)).toEqual(['message 4', 'message 3']);
      expect(first.unread).toBe(5);
      expect(first.nextCursor).not.toBeNull();
      const second = await page(dana, `?limit=2&cursor=${encodeURIComponent(first.nextCursor as string)}`);
      expect(second.items.map((item) => item.body)).toEqual(['message 2', 'message 1']);
      expect((await dana.client.get('/api/notifications?cursor=nonsense')).statusCode).toBe(400);
      expect((await dana.client.get('/api/notifications?limit=500')).statusCode).toBe(400);
    });

    it("marks one read; another user's notification answers 404 and stays unread", async () => {
      const [id] = ids;
      expect((await eli.client.post(`/api/notifications/${id}/read`, {})).statusCode).toBe(404);
      expect((await eli.client.post('/api/notifications/not-a-uuid/read', {})).statusCode).toBe(404);
      expect(await unread(dana)).toBe(5);
      const response = await dana.client.post(`/api/notifications/${id}/read`, {});
      expect(response.statusCode).toBe(200);
      expect((response.json() as Notification).readAt).not.toBeNull();
      expect(await unread(dana)).toBe(4);
      // Eli's list never shows Dana's notifications.
      expect((await page(eli)).items.some((item) => ids.includes(item.id))).toBe(false);
    });

    it('marks all read', async () => {
      expect((await dana.client.post('/api/notifications/read-all', {})).json()).toEqual({ unread: 0 });
      expect(await unread(dana)).toBe(0);
      expect((await page(dana, '?unread=true')).items).toHaveLength(0);
    });

    it('needs a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/notifications' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('preferences', () => {
    it('lists every kind with its default and refuses an unknown kind or mode naming the field', async () => {
      const prefs = (await (await eli.client.get('/api/notifications/preferences')).json()) as NotificationPreferences;
      expect(prefs.items.find((item) => item.kind === 'message_received')).toEqual({
        kind: 'message_received',
        inApp: true,
        email: 'off',
      });
      expect(prefs.items.find((item) => item.kind === 'proposal_viewed')).toEqual({
        kind: 'proposal_viewed',
        inApp: true,
        email: 'immediate',
      });
      expect(prefs.items.map((item) => item.kind)).toContain('order_placed');
      const bad = await eli.client.request('PUT', '/api/notifications/preferences', {
        payload: { items: [{ kind: 'nope', inApp: true, email: 'off' }] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('kind');
      const badMode = await eli.client.request('PUT', '/api/notifications/preferences', {
        payload: { items: [{ kind: 'message_received', inApp: true, email: 'hourly' }] },
      });
      expect(badMode.statusCode).toBe(400);
      expect(badMode.body).toContain('email');
    });

    it('off: nothing recorded; immediate: one mail through the outbox; digest: the daily job mails one digest', async () => {
      const conversation = await createConversation(cara, [eli], { title: 'Prefs' });
      await setPreference(eli, 'message_received', false, 'off');
      await sendMessage(cara.client, conversation.id, 'first, nobody hears');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await page(eli)).items.some((item) => item.body === 'first, nobody hears')).toBe(false);

      await setPreference(eli, 'message_received', true, 'immediate');
      await sendMessage(cara.client, conversation.id, 'second, by email <b>now</b> & then');
      const mails = await until(
        () => mailsTo(eli.email),
        (list) => list.some((mail) => mail.text.includes('second, by email')),
      );
      const mail = mails.find((item) => item.text.includes('second, by email'));
      expect(mail?.subject).toBe(`New message from ${cara.name}`);
      expect(mail?.text).toContain(`/messages?c=${conversation.id}`);
      // The platform's branded layout: escaped text, the button, the footer's link to the notification settings.
      const settingsUrl = /\/settings\/account#notifications/;
      expect(mail?.html).toContain('second, by email &lt;b&gt;now&lt;/b&gt; &amp; then');
      expect(mail?.html).not.toContain('<b>now</b>');
      expect(mail?.html).toMatch(/>ProClub<\/div>/);
      expect(mail?.html).toMatch(/href="[^"]+\/messages\?c=[^"]+"[^>]*>\s*Open in ProClub/);
      expect(mail?.html).toMatch(/in your <a href="http[^"]+\/settings\/account#notifications"[^>]*>notification settings<\/a>/);
      expect(mail?.text).toContain('second, by email <b>now</b> & then');
      expect(mail?.text).toMatch(
        /Choose which emails you get in your notification settings: http\S+\/settings\/account#notifications/,
      );
      expect(mail?.text).toMatch(settingsUrl);
      expect((await page(eli)).items.some((item) => item.body === 'second, by email <b>now</b> & then')).toBe(true);

      await setPreference(eli, 'message_received', false, 'digest');
      const pendingDigestRows = (n: number) =>
        until(
          async () =>
            (await t.database.db.execute(
              sql`select count(*)::int as n from notifications where user_id = ${eli.id} and digest_pending`,
            )) as unknown as { rows: { n: number }[] },
          (result) => result.rows[0].n === n,
        );
      // A message's notice is recorded after its answer: wait for each, so the digest's order is the messages' order
      // (two notices written at once could otherwise be recorded the other way round under load).
      await sendMessage(cara.client, conversation.id, 'third, in the digest');
      await pendingDigestRows(1);
      await sendMessage(cara.client, conversation.id, 'fourth, in the digest');
      await pendingDigestRows(2);
      // Digest-only rows never show in the app.
      expect((await page(eli)).items.some((item) => item.body?.includes('in the digest'))).toBe(false);
      const before = (await mailsTo(eli.email)).length;

      const schedule = (await t.app.jobs.listSchedules({ names: [DIGEST_JOB_NAME] }))[0];
      expect(schedule).toMatchObject({ cron: '0 7 * * *', ownerId: null });
      const jobId = await t.app.jobs.runScheduleNow(schedule.id);
      const job = await until(
        () => t.app.jobs.getJob(jobId as string),
        (found) => found?.state === 'completed' || found?.state === 'failed',
      );
      expect(job?.state).toBe('completed');
      const after = await mailsTo(eli.email);
      expect(after.length).toBe(before + 1);
      const digest = after[0];
      expect(digest.subject).toBe('Your ProClub daily digest: 2 updates');
      expect(digest.text.indexOf('third, in the digest')).toBeLessThan(digest.text.indexOf('fourth, in the digest'));
      expect(digest.text).toContain(`- New message from ${cara.name} — third, in the digest`);
      expect(digest.html).toContain(`<li>New message from ${cara.name} — fourth, in the digest</li>`);
      expect(digest.html).toMatch(/in your <a href="http[^"]+\/settings\/account#notifications"[^>]*>notification settings<\/a>/);
      expect(digest.text).toMatch(settingsUrl);
      // A second run has nothing left to send.
      const again = await t.app.jobs.runScheduleNow(schedule.id);
      await until(
        () => t.app.jobs.getJob(again as string),
        (found) => found?.state === 'completed' || found?.state === 'failed',
      );
      expect((await mailsTo(eli.email)).length).toBe(before + 1);
    });
  });

  describe('palette search', () => {
    it("finds the user's own clients, projects, services, conversations and proposals by name, never another user's", async () => {
      const client = await createClient(dana.client, { name: 'Harbor Dental', email: 'office@harbor-dental.test' });
      await createProject(dana.client, client.id, { title: 'Harbor website rebuild' });
      await createClient(eli.client, { name: 'Harbor Bakery', email: 'hello@harbor-bakery.test' });
      await createConversation(dana, [cara], { title: 'Harbor launch chat' });
      const service = await dana.client.post(
        '/api/services',
        undefined,
        serviceForm({ ...validService, title: 'Harbor SEO package', category: 'seo' }),
      );
      expect(service.statusCode, service.body).toBe(201);

      const response = await dana.client.get('/api/search?q=harbor');
      expect(response.statusCode, response.body).toBe(200);
      const { items } = response.json() as SearchResult;
      const found = items.map((item) => `${item.kind}:${item.title}`).sort();
      expect(found).toEqual(
        [
          'client:Harbor Dental',
          'conversation:Harbor launch chat',
          'project:Harbor website rebuild',
          'service:Harbor SEO package',
        ].sort(),
      );
      expect(items.find((item) => item.kind === 'conversation')?.link).toMatch(/^\/messages\?c=/);
      // A client opens its record page.
      expect(items.find((item) => item.kind === 'client')?.link).toMatch(/^\/crm\/clients\/[0-9a-f-]{36}$/);

      const eliItems = ((await eli.client.get('/api/search?q=HARBOR')).json() as SearchResult).items;
      expect(eliItems.map((item) => item.title)).toEqual(['Harbor Bakery']);
      // Cara, a participant of the conversation, finds it; she has no clients.
      expect(((await cara.client.get('/api/search?q=launch')).json() as SearchResult).items.map((item) => item.kind)).toEqual([
        'conversation',
      ]);
      // LIKE wildcards are taken literally.
      expect(((await dana.client.get('/api/search?q=%25%25')).json() as SearchResult).items).toEqual([]);
    });

    it('searches the workspace the request names: a teammate finds the agency’s records, a member no listings', async () => {
      const member = await teammateOf(t.app, dana, 'member');
      const found = ((await member.client.get('/api/search?q=harbor')).json() as SearchResult).items.map((item) => item.kind);
      expect(found.sort()).toEqual(['client', 'project']);
      // Naming no workspace, or one they are not in: only what is theirs as a person (no conversations here).
      member.client.workspaceId = undefined;
      expect(((await member.client.get('/api/search?q=harbor')).json() as SearchResult).items).toEqual([]);
      member.client.workspaceId = eli.id;
      expect(((await member.client.get('/api/search?q=harbor')).json() as SearchResult).items).toEqual([]);
    });

    it('refuses a short or missing term naming the field, and visitors', async () => {
      const short = await dana.client.get('/api/search?q=h');
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain('q');
      expect((await t.app.inject({ method: 'GET', url: '/api/search?q=harbor' })).statusCode).toBe(401);
    });
  });
});
