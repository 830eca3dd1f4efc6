import type { NotificationPage } from '@proclub/contracts/notifications';
import type { DisputePage, OrderDispute } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, orderDisputes } from '../../db/schema/index';
import { describeEachDatabase, multipart, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { placedOrder, statusMove } from './orders.test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

// ADR 044: the dispute response deadline is enforced on the job engine; the admin attaches evidence too; thread
// messages have a notification kind of their own.
describeEachDatabase('orders: dispute deadlines (reminder, escalation), admin evidence, the dispute_message kind', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let admin: SignedUpUser;
  let service: Service;

  const disputed = async (by: SignedUpUser = buyer) => {
    const order = await placedOrder(buyer, service.id);
    expect((await statusMove(seller.client, order.id, 'accepted')).statusCode).toBe(200);
    const response = await by.client.post(`/api/orders/${order.id}/dispute`, { reason: 'The work does not match the brief.' });
    expect(response.statusCode).toBe(201);
    return { order, dispute: response.json() as OrderDispute };
  };
  /** Moves a dispute's opening back in time (its deadline moves with it). */
  const openedAgo = (id: string, ms: number) =>
    t.database.db
      .update(orderDisputes)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(orderDisputes.id, id));
  /** Runs the scheduled orders.dispute-deadlines job now, on the job engine, and waits for it. */
  const runDeadlines = async () => {
    const schedule = await t.app.jobs.getSchedule({ name: 'orders.dispute-deadlines' });
    expect(schedule).not.toBeNull();
    const jobId = await t.app.jobs.runScheduleNow(schedule?.id ?? '');
    const job = await until(
      () => t.app.jobs.getJob(jobId ?? ''),
      (value) => value?.state === 'completed' || value?.state === 'failed',
    );
    expect(job?.state).toBe('completed');
  };
  const notices = async (user: SignedUpUser, title: string) =>
    ((await user.client.get('/api/notifications?limit=50')).json() as NotificationPage).items.filter((item) =>
      item.title.includes(title),
    );
  const subjectsTo = async (email: string) =>
    (await t.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
      (row) => row.subject,
    );

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    service = (await seller.client.post('/api/services', { ...validService, title: 'Harbor bakery site' })).json() as Service;
    buyer = await memberWithRole(t.app, 'client');
    admin = await signUp(t.app, { name: 'Ada Admin' });
    await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
  });

  it('a day before respond-by the silent side is reminded once; at respond-by the dispute escalates and both are told', async () => {
    const { order, dispute } = await disputed(buyer);
    // Fresh: nothing is due.
    await runDeadlines();
    expect(await notices(seller, 'Answer the dispute by')).toHaveLength(0);

    // 2.5 days in: the seller (who did not open it) is reminded, once, by the bell and by mail; the buyer is not.
    await openedAgo(dispute.id, 2.5 * DAY_MS);
    await runDeadlines();
    await runDeadlines();
    const reminders = await notices(seller, 'Answer the dispute by');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: 'dispute_deadline', link: '/dashboard?tab=orders' });
    expect((await subjectsTo(seller.email)).filter((subject) => subject.startsWith('Answer the dispute by'))).toHaveLength(1);
    expect(await notices(buyer, 'Answer the dispute by')).toHaveLength(0);
    expect((await buyer.client.get(`/api/orders/${order.id}/dispute`)).json().dispute.escalatedAt).toBeNull();

    // Past respond-by without an answer: escalated (once), both parties told, the admins' queue shows it overdue.
    await openedAgo(dispute.id, 3 * DAY_MS + 60_000);
    await runDeadlines();
    await runDeadlines();
    const seen = (await buyer.client.get(`/api/orders/${order.id}/dispute`)).json().dispute as OrderDispute;
    expect(seen.status).toBe('open');
    expect(seen.escalatedAt).not.toBeNull();
    for (const party of [buyer, seller]) {
      const escalated = await notices(party, "Dispute escalated to ProClub's team: Harbor bakery site");
      expect(escalated).toHaveLength(1);
      expect(escalated[0].kind).toBe('dispute_deadline');
    }
    expect((await notices(seller, 'Dispute escalated'))[0].body).toContain('You did not answer');
    expect((await notices(buyer, 'Dispute escalated'))[0].body).toContain('The seller did not answer');
    // The admins, who decide it, are told too, pointing at their queue.
    const toAdmin = await notices(admin, 'Dispute overdue: Harbor bakery site');
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]).toMatchObject({ kind: 'dispute_deadline', link: '/admin?tab=disputes' });
    const queue = (await admin.client.get('/api/admin/disputes?limit=50')).json() as DisputePage;
    expect(queue.items.find((item) => item.id === dispute.id)?.escalatedAt).toBe(seen.escalatedAt);
    // The admin still decides; the thread stays open to both until then.
    expect(
      (await seller.client.post(`/api/orders/${order.id}/dispute/messages`, { message: 'Sorry, I was away.' })).statusCode,
    ).toBe(201);
  });

  it('an answered dispute is neither reminded nor escalated; the opener writing does not count as an answer', async () => {
    const { dispute: answered } = await disputed(seller);
    const { order: silentOrder, dispute: silent } = await disputed(seller);
    const answeredOrder = (await buyer.client.get(`/api/orders/${answered.orderId}/dispute`)).json().dispute as OrderDispute;
    expect(
      (await buyer.client.post(`/api/orders/${answeredOrder.orderId}/dispute/messages`, { message: 'Here is my side.' }))
        .statusCode,
    ).toBe(201);
    // Only the opener (the seller) wrote in the other one.
    expect(
      (await seller.client.post(`/api/orders/${silentOrder.id}/dispute/messages`, { message: 'Still waiting.' })).statusCode,
    ).toBe(201);
    await openedAgo(answered.id, 4 * DAY_MS);
    await openedAgo(silent.id, 4 * DAY_MS);
    await runDeadlines();
    const escalatedAt = async (id: string) =>
      (await t.database.db.select({ at: orderDisputes.escalatedAt }).from(orderDisputes).where(eq(orderDisputes.id, id)))[0].at;
    expect(await escalatedAt(answered.id)).toBeNull();
    expect(await escalatedAt(silent.id)).not.toBeNull();
    // A resolved dispute is never escalated later.
    const resolved = await disputed(buyer);
    await admin.client.post(`/api/admin/disputes/${resolved.dispute.id}/resolve`, { outcome: 'release', note: 'Fine.' });
    await openedAgo(resolved.dispute.id, 4 * DAY_MS);
    await runDeadlines();
    expect(await escalatedAt(resolved.dispute.id)).toBeNull();
  });

  it('the admin attaches evidence files, checked like the parties’ (415 naming the file); others get 404', async () => {
    const { order, dispute } = await disputed(buyer);
    const url = `/api/admin/disputes/${dispute.id}/messages`;
    const send = (user: SignedUpUser, parts: { name: string; filename?: string; contentType?: string; content: string }[]) => {
      const form = multipart(parts);
      return user.client.post(url, undefined, { headers: form.headers, payload: form.payload });
    };
    const notes = '# Platform log\n\nThe second zip was downloaded twice.\n';
    const evidence = [
      { name: 'message', content: 'Our download log is attached.' },
      { name: 'files', filename: 'download-log.md', contentType: 'text/markdown', content: notes },
    ];
    expect((await send(buyer, evidence)).statusCode).toBe(404);
    const forged = await send(admin, [
      { name: 'message', content: 'A forged one.' },
      { name: 'files', filename: 'log.pdf', contentType: 'application/pdf', content: '<html><script>alert(1)</script></html>' },
    ]);
    expect(forged.statusCode).toBe(415);
    expect(forged.json().error.message).toContain('log.pdf');
    const sent = await send(admin, evidence);
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json() as { author: string; files: { id: string; name: string }[] };
    expect(message.author).toBe('admin');
    expect(message.files.map((file) => file.name)).toEqual(['download-log.md']);
    // Both parties download it from their order; the thread holds just this one message (the forged one wrote nothing).
    for (const party of [buyer, seller]) {
      const download = await party.client.get(`/api/orders/${order.id}/dispute/files/${message.files[0].id}`);
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(notes);
    }
    const thread = (await admin.client.get(url)).json() as { messages: unknown[] };
    expect(thread.messages).toHaveLength(1);
    // An empty message is refused naming the field, files or not.
    const empty = await send(admin, [{ name: 'message', content: ' ' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('message');
  });

  it('thread messages have their own notification kind: muting it keeps order updates coming', async () => {
    const mute = await seller.client.put('/api/notifications/preferences', {
      payload: { items: [{ kind: 'dispute_message', inApp: false, email: 'off' }] },
    });
    expect(mute.statusCode, mute.body).toBe(200);
    const messagesBefore = (await notices(seller, 'New message in the dispute: Harbor bakery site')).length;
    const disputesBefore = (await notices(seller, 'Order disputed: Harbor bakery site')).length;
    const { order } = await disputed(buyer);
    expect(
      (await buyer.client.post(`/api/orders/${order.id}/dispute/messages`, { message: 'Any news on my files?' })).statusCode,
    ).toBe(201);
    // The seller muted dispute messages: none arrives. The dispute itself (an order update) still does.
    expect(await notices(seller, 'New message in the dispute: Harbor bakery site')).toHaveLength(messagesBefore);
    expect(await notices(seller, 'Order disputed: Harbor bakery site')).toHaveLength(disputesBefore + 1);
    // The buyer did not mute: the seller's answer reaches them as a dispute_message.
    expect(
      (await seller.client.post(`/api/orders/${order.id}/dispute/messages`, { message: 'Sent them again today.' })).statusCode,
    ).toBe(201);
    const heard = await notices(buyer, 'New message in the dispute: Harbor bakery site');
    expect(heard.length).toBeGreaterThan(0);
    expect(heard[0].kind).toBe('dispute_message');
    await seller.client.put('/api/notifications/preferences', {
      payload: { items: [{ kind: 'dispute_message', inApp: true, email: 'immediate' }] },
    });
  });
});
