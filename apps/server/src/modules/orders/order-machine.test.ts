import { DELETE_CONFIRMATION } from '@proclub/contracts/accounts';
import { EMPTY_DELIVERY } from '@proclub/contracts/order-deliveries';
import { ORDER_MACHINE } from '@proclub/contracts/order-machine';
import type { Order } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders as ordersTable } from '../../db/schema/index';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { OrderPaymentsRepository } from './order-payments.repository';
import { moveOrder, orderAndPay, statusMove } from './orders.test-helpers';

const DAY = 86_400_000;
const requirements = 'A logo and a small brand sheet, please.';

describe('the order state machine table (ADR 037)', () => {
  it('names every action once, and after acceptance nobody cancels alone', () => {
    const actions = ORDER_MACHINE.map((rule) => rule.action);
    expect(new Set(actions).size).toBe(actions.length);
    // Refund-all actions after acceptance: only by agreement (the other side asked) or the late rule.
    const refundsAfterAcceptance = ORDER_MACHINE.filter(
      (rule) => rule.money === 'refund_all' && rule.from.some((status) => status !== 'requested'),
    );
    expect(refundsAfterAcceptance.map((rule) => [rule.action, rule.guards])).toEqual([
      ['agree_cancellation', ['other_side_asked_to_cancel']],
      ['cancel_late', ['late_never_delivered']],
    ]);
    // Only an admin decides a dispute.
    expect(ORDER_MACHINE.find((rule) => rule.action === 'resolve_dispute')?.by).toEqual(['admin']);
  });
});

// validService: Price From $500 (50 000 cents). The package service below: Basic $150, 3 days (+2 for an extra).
describeEachDatabase('orders: one state machine decides who may do what (issue 37)', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;
  let plain: Service;
  let packaged: Service;

  const get = async (user: SignedUpUser, id: string) => (await user.client.get(`/api/orders/${id}`)).json() as Order;
  const act = (user: SignedUpUser, id: string, action: string, body: Record<string, unknown> = {}) =>
    user.client.post(`/api/orders/${id}/actions/${action}`, body);
  const paid = async (service: Service, fields: Record<string, unknown> = {}) => {
    const response = await orderAndPay(buyer.client, { serviceId: service.id, requirements, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
  };
  const ledger = async (id: string) => (await new OrderPaymentsRepository(t.database.db).balances(id)).accounts;
  const subjectsTo = async (email: string) =>
    (await t.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
      (row) => row.subject,
    );

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    buyer = await memberWithRole(t.app, 'client');
    stranger = await memberWithRole(t.app, 'client');
    plain = (await seller.client.post('/api/services', validService)).json() as Service;
    const created = await seller.client.post('/api/services', {
      ...validService,
      title: 'Packaged logo',
      packages: [
        { tier: 'basic', price: 150, deliveryDays: 3, revisions: 1, features: ['Logo'] },
        { tier: 'standard', price: 300, deliveryDays: 5, revisions: 2, features: ['Logo', 'Sheet'] },
      ],
      extras: [{ title: 'Source files', price: 25, days: 2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    packaged = created.json() as Service;
  });

  it('after acceptance the buyer cannot cancel alone: a clear 409 naming the rule, and nothing changes', async () => {
    const order = await paid(plain, { priceOption: 'from' });
    await moveOrder(seller, order.id, 'accepted');
    const before = await ledger(order.id);
    const refused = await statusMove(buyer.client, order.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This order was accepted: ask the seller to agree to cancel it, or open a dispute to cancel it',
    );
    const sellerRefused = await statusMove(seller.client, order.id, 'cancelled');
    expect(sellerRefused.statusCode).toBe(409);
    expect(sellerRefused.json().error.message).toContain('ask the buyer to agree to cancel it');
    expect(await get(buyer, order.id)).toMatchObject({ status: 'accepted', payment: { status: 'held' } });
    expect(await ledger(order.id)).toEqual(before);
    expect((await get(buyer, order.id)).actions).toEqual(['request_cancellation', 'open_dispute']);
    expect((await get(seller, order.id)).actions).toEqual(['start', 'request_cancellation', 'open_dispute']);
  });

  it('cancelling by agreement: one side asks, the other agrees (full refund) — or declines, or the asker withdraws', async () => {
    const order = await paid(plain, { priceOption: 'from' });
    await moveOrder(seller, order.id, 'in_progress');
    expect((await act(buyer, order.id, 'request_cancellation', { reason: 'short' })).json().error).toMatchObject({
      details: { fields: [{ field: 'reason' }] },
    });
    const asked = await act(buyer, order.id, 'request_cancellation', { reason: 'Our plans changed, sorry.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'in_progress',
      cancellationRequest: { by: 'buyer', reason: 'Our plans changed, sorry.' },
    });
    // The asker cannot agree with themselves; a stranger sees nothing.
    expect((await act(buyer, order.id, 'agree_cancellation')).statusCode).toBe(409);
    expect((await act(stranger, order.id, 'agree_cancellation')).statusCode).toBe(404);
    expect((await get(seller, order.id)).actions).toContain('agree_cancellation');
    expect(await subjectsTo(seller.email)).toContain(`Cancellation requested: "${validService.title}"`);

    const declined = await act(seller, order.id, 'decline_cancellation');
    expect(declined.json()).toMatchObject({ status: 'in_progress', cancellationRequest: null });
    expect((await act(seller, order.id, 'agree_cancellation')).statusCode).toBe(409);

    expect((await act(seller, order.id, 'request_cancellation', { reason: 'I cannot finish this in time.' })).statusCode).toBe(
      200,
    );
    expect((await act(seller, order.id, 'withdraw_cancellation')).json().cancellationRequest).toBeNull();

    await act(seller, order.id, 'request_cancellation', { reason: 'I cannot finish this in time.' });
    const agreed = await act(buyer, order.id, 'agree_cancellation');
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' }, cancellationRequest: null });
    expect((await ledger(order.id)).buyer_card).toBe(0);
  });

  it('after a delivery there is no one-sided full refund, not even past the due date', async () => {
    const order = await paid(packaged, { packageTier: 'basic' });
    await moveOrder(seller, order.id, 'delivered');
    const refused = await statusMove(buyer.client, order.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This order was delivered: accept it, ask for a revision, or open a dispute to cancel it',
    );
    // A revision puts it back in progress; it is late now, but it was delivered: still no cancelling alone.
    expect(
      (await buyer.client.post(`/api/orders/${order.id}/revisions`, { message: 'Please change the colours.' })).statusCode,
    ).toBe(201);
    await t.database.db
      .update(ordersTable)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(ordersTable.id, order.id));
    const late = await act(buyer, order.id, 'cancel_late');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('This order was delivered');
    expect((await statusMove(buyer.client, order.id, 'cancelled')).statusCode).toBe(409);
    expect(await get(buyer, order.id)).toMatchObject({ status: 'in_progress', late: false, payment: { status: 'held' } });
  });

  it('due = accepted + delivery days (+ extras); a late, undelivered order may be cancelled by the buyer for a refund', async () => {
    const order = await paid(packaged, { packageTier: 'basic', extraIds: [packaged.extras[0].id] });
    expect(order.dueAt).toBeNull();
    await moveOrder(seller, order.id, 'accepted');
    const accepted = await get(buyer, order.id);
    const dueIn = new Date(accepted.dueAt ?? 0).getTime() - new Date(accepted.acceptedAt ?? 0).getTime();
    expect(dueIn).toBe(5 * DAY);
    expect(accepted.late).toBe(false);
    const early = await act(buyer, order.id, 'cancel_late');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('not late yet');

    await t.database.db
      .update(ordersTable)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(ordersTable.id, order.id));
    const late = await get(buyer, order.id);
    expect(late).toMatchObject({ late: true });
    expect(late.actions).toContain('cancel_late');
    expect(late.nextStatuses).toContain('cancelled');
    // The plain Cancel Order move is the late rule now.
    const cancelled = await statusMove(buyer.client, order.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
    expect(await subjectsTo(seller.email)).toContain(`Order cancelled: "Packaged logo"`);
  });

  it('the seller may ask for more time; the buyer accepts (the due date moves) or declines', async () => {
    const order = await paid(packaged, { packageTier: 'standard' });
    expect(
      (await act(seller, order.id, 'request_extension', { days: 2, reason: 'Waiting for your brand colours.' })).statusCode,
    ).toBe(409);
    await moveOrder(seller, order.id, 'in_progress');
    const before = new Date((await get(buyer, order.id)).dueAt ?? 0).getTime();
    expect(
      (await act(seller, order.id, 'request_extension', { days: 0, reason: 'Waiting for colours.' })).json().error,
    ).toMatchObject({ details: { fields: [{ field: 'days' }] } });
    expect((await act(buyer, order.id, 'request_extension', { days: 2, reason: 'Waiting for colours.' })).statusCode).toBe(403);
    const asked = await act(seller, order.id, 'request_extension', { days: 2, reason: 'Waiting for your brand colours.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().extensionRequest).toMatchObject({ days: 2 });
    expect((await act(seller, order.id, 'request_extension', { days: 1, reason: 'Waiting for colours again.' })).statusCode).toBe(
      409,
    );
    expect((await get(buyer, order.id)).actions).toEqual(expect.arrayContaining(['accept_extension', 'decline_extension']));
    const accepted = (await act(buyer, order.id, 'accept_extension')).json() as Order;
    expect(new Date(accepted.dueAt ?? 0).getTime() - before).toBe(2 * DAY);
    expect(accepted.extensionRequest).toBeNull();

    await act(seller, order.id, 'request_extension', { days: 3, reason: 'One more round of checks.' });
    const declined = (await act(buyer, order.id, 'decline_extension')).json() as Order;
    expect(new Date(declined.dueAt ?? 0).getTime() - before).toBe(2 * DAY);
    expect(await subjectsTo(seller.email)).toContain('Extension declined: "Packaged logo"');
  });

  it('delivering needs a message or a file: the plain status move and an empty delivery are refused', async () => {
    const order = await paid(plain, { priceOption: 'from' });
    await moveOrder(seller, order.id, 'in_progress');
    const plainMove = await seller.client.patch(`/api/orders/${order.id}/status`, { status: 'delivered' });
    expect(plainMove.statusCode).toBe(400);
    expect(plainMove.json().error.code).toBe('delivery_required');
    const empty = await seller.client.post(`/api/orders/${order.id}/deliveries`, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ message: EMPTY_DELIVERY, details: { fields: [{ field: 'message' }] } });
    expect((await get(buyer, order.id)).status).toBe('in_progress');
  });

  it('a buyer deleting their account does not refund an accepted order (the seller may still deliver)', async () => {
    const leaving = await memberWithRole(t.app, 'client');
    const response = await orderAndPay(leaving.client, { serviceId: plain.id, priceOption: 'from', requirements });
    const order = response.json() as Order;
    await moveOrder(seller, order.id, 'accepted');
    const deleted = await leaving.client.post('/api/account/delete', {
      password: leaving.password,
      confirmation: DELETE_CONFIRMATION,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await get(seller, order.id)).toMatchObject({ status: 'accepted', payment: { status: 'held' } });
  });
});
