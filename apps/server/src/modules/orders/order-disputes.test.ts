import type { NotificationPage } from '@proclub/contracts/notifications';
import type { DisputePage, Earnings, Order, OrderDispute } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminAuditLog, emailOutbox, orders as ordersTable } from '../../db/schema/index';
import { pdfText } from '../../test/pdf-text';
import { describeEachDatabase, multipart, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { OrderPaymentsRepository } from './order-payments.repository';
import { placedOrder, statusMove } from './orders.test-helpers';

// validService: Price From $500 (50 000 cents), fee 10 % = 5 000 cents.
describeEachDatabase('orders: disputes resolved by an admin, partial refunds in the ledger, PDF receipts', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let admin: SignedUpUser;
  let stranger: SignedUpUser;
  let service: Service;

  const move = async (user: SignedUpUser, id: string, status: string) => {
    const response = await statusMove(user.client, id, status);
    if (response.statusCode !== 200) throw new Error(`${status}: ${response.body}`);
  };
  const accepted = async () => {
    const order = await placedOrder(buyer, service.id);
    await move(seller, order.id, 'accepted');
    return order;
  };
  const dispute = (user: SignedUpUser, id: string, reason = 'The work does not match what we agreed.') =>
    user.client.post(`/api/orders/${id}/dispute`, { reason });
  const disputed = async (user: SignedUpUser = buyer) => {
    const order = await accepted();
    const response = await dispute(user, order.id);
    expect(response.statusCode).toBe(201);
    return { order, dispute: response.json() as OrderDispute };
  };
  const resolve = (user: SignedUpUser, id: string, body: Record<string, unknown>) =>
    user.client.post(`/api/admin/disputes/${id}/resolve`, body);
  const earnings = async () => (await seller.client.get('/api/orders/earnings')).json() as Earnings;
  const ledger = () => new OrderPaymentsRepository(t.database.db);
  const subjectsTo = async (email: string) =>
    (await t.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
      (row) => row.subject,
    );
  const titles = async (user: SignedUpUser) =>
    ((await user.client.get('/api/notifications')).json() as NotificationPage).items.map((item) => item.title);

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    service = (await seller.client.post('/api/services', { ...validService, title: 'Bakery website' })).json() as Service;
    buyer = await memberWithRole(t.app, 'client');
    stranger = await memberWithRole(t.app, 'client');
    admin = await signUp(t.app, { name: 'Ada Admin' });
    await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
  });

  it('either side opens a dispute after acceptance, never before; bad input names the field; others get 404', async () => {
    const waiting = await placedOrder(buyer, service.id);
    const early = await dispute(buyer, waiting.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('cancel it instead');

    const order = await accepted();
    const short = await dispute(buyer, order.id, 'bad');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().error.details)).toContain('reason');
    expect((await dispute(stranger, order.id)).statusCode).toBe(404);

    const opened = await dispute(seller, order.id, 'The client stopped answering and changed the brief twice.');
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'open', openedBy: 'seller', outcome: null });
    const seen = (await buyer.client.get(`/api/orders/${order.id}`)).json() as Order;
    expect(seen).toMatchObject({ status: 'disputed', nextStatuses: [], payment: { status: 'held' } });
    expect((await buyer.client.get(`/api/orders/${order.id}/dispute`)).json().dispute).toMatchObject({ openedBy: 'seller' });
    expect((await stranger.client.get(`/api/orders/${order.id}/dispute`)).statusCode).toBe(404);
    expect((await dispute(buyer, order.id)).statusCode).toBe(409);
    // No party moves a disputed order.
    expect((await buyer.client.patch(`/api/orders/${order.id}/status`, { status: 'cancelled' })).statusCode).toBe(409);

    // The buyer can open one too (on another order), from in progress.
    const other = await accepted();
    await move(seller, other.id, 'in_progress');
    expect((await dispute(buyer, other.id)).statusCode).toBe(201);

    expect(await subjectsTo(buyer.email)).toContain('Order disputed: "Bakery website"');
    expect(await subjectsTo(seller.email)).toContain('Order disputed: "Bakery website"');
    expect(await titles(buyer)).toContain('Order disputed: Bakery website');
    expect(await titles(seller)).toContain('Order disputed: Bakery website');
  });

  it('the auto-release job skips a disputed delivered order: its money stays held', async () => {
    const order = await accepted();
    await move(seller, order.id, 'in_progress');
    await move(seller, order.id, 'delivered');
    expect((await dispute(buyer, order.id)).statusCode).toBe(201);
    await t.database.db
      .update(ordersTable)
      .set({ deliveredAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(ordersTable.id, order.id));
    const schedule = await t.app.jobs.getSchedule({ name: 'orders.auto-release' });
    const jobId = await t.app.jobs.runScheduleNow(schedule?.id ?? '');
    const job = await until(
      () => t.app.jobs.getJob(jobId ?? ''),
      (value) => value?.state === 'completed' || value?.state === 'failed',
    );
    expect(job?.state).toBe('completed');
    const after = (await buyer.client.get(`/api/orders/${order.id}`)).json() as Order;
    expect(after).toMatchObject({ status: 'disputed', payment: { status: 'held' } });
    expect((await ledger().balances(order.id)).accounts.escrow).toBe(50_000);
  });

  it('the admin queue is admins only (404 for others), paged, with order, parties, amount and reason', async () => {
    const { dispute: opened } = await disputed();
    for (const user of [buyer, seller, stranger]) {
      expect((await user.client.get('/api/admin/disputes')).statusCode).toBe(404);
      expect((await resolve(user, opened.id, { outcome: 'release', note: 'Looks fine' })).statusCode).toBe(404);
    }
    const first = await admin.client.get('/api/admin/disputes?limit=1');
    expect(first.statusCode).toBe(200);
    const page = first.json() as DisputePage;
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    expect(page.items[0]).toMatchObject({
      id: opened.id,
      serviceTitle: 'Bakery website',
      amountCents: 50_000,
      reason: 'The work does not match what we agreed.',
      buyer: { id: buyer.id, email: buyer.email },
      seller: { id: seller.id },
      orderStatus: 'disputed',
    });
    const next = (await admin.client.get(`/api/admin/disputes?limit=1&cursor=${page.nextCursor}`)).json() as DisputePage;
    expect(next.items[0].id).not.toBe(opened.id);
  });

  it('a dispute is a conversation: both parties and the admin write, the other side has 3 days, everyone else is notified', async () => {
    const { order, dispute: opened } = await disputed();
    // The seller (who did not open it) has DISPUTE_RESPONSE_DAYS to answer.
    expect(new Date(opened.respondBy).getTime() - new Date(opened.createdAt).getTime()).toBe(3 * 24 * 60 * 60 * 1000);
    const thread = `/api/orders/${order.id}/dispute/messages`;
    const write = (user: SignedUpUser, message: string) => user.client.post(thread, { message });

    const empty = await write(buyer, '   ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().error.details)).toContain('message');
    expect((await write(stranger, 'Let me in')).statusCode).toBe(404);
    expect((await stranger.client.get(thread)).statusCode).toBe(404);

    const fromSeller = await write(seller, 'Pages 4 and 5 are in the second zip, see the delivery.');
    expect(fromSeller.statusCode).toBe(201);
    expect(fromSeller.json()).toMatchObject({
      author: 'seller',
      message: 'Pages 4 and 5 are in the second zip, see the delivery.',
    });
    expect(await titles(buyer)).toContain('New message in the dispute: Bakery website');
    expect(await titles(seller)).not.toContain('New message in the dispute: Bakery website');

    const adminThread = `/api/admin/disputes/${opened.id}/messages`;
    expect((await buyer.client.post(adminThread, { message: 'Hi' })).statusCode).toBe(404);
    const question = await admin.client.post(adminThread, { message: 'Buyer: did you open the second zip?' });
    expect(question.statusCode).toBe(201);
    expect(question.json()).toMatchObject({ author: 'admin', authorName: 'Ada Admin' });
    // The admin, once in the conversation, hears the parties' answers.
    expect((await write(buyer, 'I did not see a second zip. Opening it now.')).statusCode).toBe(201);
    expect(await titles(admin)).toContain('New message in the dispute: Bakery website');

    const seen = (await buyer.client.get(thread)).json() as { dispute: OrderDispute; messages: { author: string }[] };
    expect(seen.dispute.id).toBe(opened.id);
    expect(seen.messages.map((message) => message.author)).toEqual(['seller', 'admin', 'buyer']);
    const adminSeen = (await admin.client.get(adminThread)).json() as { messages: unknown[] };
    expect(adminSeen.messages).toHaveLength(3);

    // Decided: the conversation closes, and a late message changes nothing.
    expect((await resolve(admin, opened.id, { outcome: 'release', note: 'The files were delivered.' })).statusCode).toBe(200);
    const late = await write(seller, 'Thanks!');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('dispute_resolved');
    expect(((await seller.client.get(thread)).json() as { messages: unknown[] }).messages).toHaveLength(3);
  });

  it('evidence: a message carries checked files that only the two parties and the admin can download', async () => {
    const { order, dispute: opened } = await disputed();
    const thread = `/api/orders/${order.id}/dispute/messages`;
    const send = (
      user: SignedUpUser,
      parts: { name: string; filename?: string; contentType?: string; content: string | Buffer }[],
    ) => {
      const form = multipart(parts);
      return user.client.post(thread, undefined, { headers: form.headers, payload: form.payload });
    };
    const notes = '# What was agreed\n\nFive pages, delivered as a zip.\n';
    const sent = await send(buyer, [
      { name: 'message', content: 'The brief we agreed on is attached.' },
      { name: 'files', filename: 'brief.md', contentType: 'text/markdown', content: notes },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json() as { files: { id: string; name: string; size: number }[] };
    expect(message.files).toEqual([expect.objectContaining({ name: 'brief.md', size: Buffer.byteLength(notes) })]);
    const fileId = message.files[0].id;

    // A page renamed to look like a document is refused, naming the file; nothing is written.
    const forged = await send(buyer, [
      { name: 'message', content: 'More proof.' },
      { name: 'files', filename: 'proof.pdf', contentType: 'application/pdf', content: '<html><script>alert(1)</script></html>' },
    ]);
    expect(forged.statusCode).toBe(415);
    expect(forged.json().error.message).toContain('proof.pdf');

    const download = `/api/orders/${order.id}/dispute/files/${fileId}`;
    const bySeller = await seller.client.get(download);
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.body).toBe(notes);
    expect(bySeller.headers['content-disposition']).toContain('brief.md');
    expect((await stranger.client.get(download)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/admin/disputes/${opened.id}/files/${fileId}`)).statusCode).toBe(200);
    expect((await buyer.client.get(`/api/admin/disputes/${opened.id}/files/${fileId}`)).statusCode).toBe(404);
    const listed = (await seller.client.get(thread)).json() as { messages: { files: unknown[] }[] };
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0].files).toHaveLength(1);
  });

  it('a partial refund: the buyer gets N dollars back, the seller the rest less the fee on it, the ledger balances', async () => {
    const { order, dispute: opened } = await disputed();
    const before = await earnings();
    const tooMuch = await resolve(admin, opened.id, { outcome: 'partial', refundAmount: 500, note: 'Split' });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.json().error.details)).toContain('refundAmount');
    const missing = await resolve(admin, opened.id, { outcome: 'partial', note: 'Split' });
    expect(JSON.stringify(missing.json().error.details)).toContain('refundAmount');

    const done = await resolve(admin, opened.id, { outcome: 'partial', refundAmount: 100, note: 'Half the pages were missing.' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'resolved', outcome: 'partial', refundCents: 10_000 });
    expect((await resolve(admin, opened.id, { outcome: 'refund', note: 'Again' })).statusCode).toBe(409);

    const after = (await buyer.client.get(`/api/orders/${order.id}`)).json() as Order;
    expect(after).toMatchObject({ status: 'completed', payment: { status: 'partially_refunded' } });
    // Fee on the released $400: 5 000 × 400/500 = 4 000; the seller gets 40 000 − 4 000.
    expect(await ledger().balances(order.id)).toMatchObject({
      accounts: { escrow: 0, buyer_card: -40_000, platform_fee: 4_000, seller: 36_000 },
      unbalancedMovements: 0,
    });
    const now = await earnings();
    expect(now.availableCents - before.availableCents).toBe(36_000);
    expect(before.pendingCents - now.pendingCents).toBe(45_000);
    expect((await ledger().balances()).unbalancedMovements).toBe(0);

    expect(await subjectsTo(buyer.email)).toContain('Dispute resolved: "Bakery website"');
    expect(await titles(buyer)).toContain('Dispute resolved: Bakery website');
    expect(await titles(seller)).toContain('Dispute resolved: Bakery website');
    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, order.id));
    expect(audit).toMatchObject({ action: 'dispute.partial', actorId: admin.id });
    expect(((await admin.client.get('/api/admin/disputes?status=resolved')).json() as DisputePage).items[0].id).toBe(opened.id);
  });

  it('a full refund cancels the order; a release completes it and pays the seller less the whole fee', async () => {
    const refunded = await disputed(seller);
    expect((await resolve(admin, refunded.dispute.id, { outcome: 'refund', note: 'Never started.' })).statusCode).toBe(200);
    expect((await buyer.client.get(`/api/orders/${refunded.order.id}`)).json()).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded' },
    });
    expect(await ledger().balances(refunded.order.id)).toMatchObject({ accounts: { escrow: 0, buyer_card: 0 } });

    const released = await disputed();
    const before = await earnings();
    expect((await resolve(admin, released.dispute.id, { outcome: 'release', note: 'Delivered as agreed.' })).statusCode).toBe(
      200,
    );
    expect((await seller.client.get(`/api/orders/${released.order.id}`)).json()).toMatchObject({
      status: 'completed',
      payment: { status: 'released' },
    });
    expect((await earnings()).availableCents - before.availableCents).toBe(45_000);
    expect(await ledger().balances(released.order.id)).toMatchObject({
      accounts: { escrow: 0, seller: 45_000, platform_fee: 5_000 },
      unbalancedMovements: 0,
    });
  });

  it('the PDF receipt is for the buyer and the seller only, with lines, fee, total, status and refunds', async () => {
    const { order, dispute: opened } = await disputed();
    await resolve(admin, opened.id, { outcome: 'partial', refundAmount: 50.5, note: 'Partly late.' });
    const response = await buyer.client.get(`/api/orders/${order.id}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['Receipt', 'Bakery website', '$500.00', '$44.95', 'partially refunded', '$50.50', '$449.50'])
      expect(text).toContain(expected);
    expect((await seller.client.get(`/api/orders/${order.id}/receipt.pdf`)).statusCode).toBe(200);
    // The buyer's receipt mail links it.
    const [mail] = await t.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = ${buyer.email} and ${emailOutbox.subject} = 'Receipt: your order "Bakery website"'`)
      .limit(1);
    expect(mail.text).toContain('/api/orders/');
    expect(mail.text).toContain('/receipt.pdf');
    expect((await stranger.client.get(`/api/orders/${order.id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/orders/${order.id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt.pdf` })).statusCode).toBe(401);
  });
});
