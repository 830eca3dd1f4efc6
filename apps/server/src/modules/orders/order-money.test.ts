import type { Project } from '@proclub/contracts/crm';
import { CARD_DECLINED_MESSAGE } from '@proclub/contracts/membership';
import type { NotificationPage } from '@proclub/contracts/notifications';
import type { Earnings, Order, OrderCheckout } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, expect, it } from 'vitest';
import { appSettings, emailOutbox, orders as ordersTable } from '../../db/schema/index';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { OrderPaymentsRepository } from './order-payments.repository';
import { DECLINED_CARD, orderAndPay, statusMove, TEST_CARD } from './orders.test-helpers';

const requirements = 'A five-page site for our bakery, with pre-orders.';

// validService: Price From $500, Price To $900. The fee is 10 % (ORDER_PLATFORM_FEE_PERCENT default).
describeEachDatabase('orders: payment held in a ledger, released on acceptance or after N days, refunded on cancel', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let service: Service;

  const move = (user: SignedUpUser, id: string, status: string) => statusMove(user.client, id, status);
  const paid = async (user: SignedUpUser = buyer, priceOption = 'from') => {
    const response = await orderAndPay(user.client, { serviceId: service.id, priceOption, requirements });
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
    return response.json() as Order;
  };
  const walk = async (id: string, steps: [SignedUpUser, string][]) => {
    for (const [who, status] of steps) {
      const response = await move(who, id, status);
      if (response.statusCode !== 200) throw new Error(`${status}: ${response.body}`);
    }
  };
  const earnings = async (user: SignedUpUser = seller) => (await user.client.get('/api/orders/earnings')).json() as Earnings;
  const ledger = () => new OrderPaymentsRepository(t.database.db);
  const mailsTo = async (email: string) =>
    (
      await t.database.db
        .select({ subject: emailOutbox.subject, html: emailOutbox.html })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
    ).map((row) => row.subject);
  const sign = async (event: Record<string, unknown>) => {
    await ledger().sharedSecret();
    const [row] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'orders_webhook_secret'));
    const payload = JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...event });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: row.value }) };
  };
  const postWebhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    service = (await seller.client.post('/api/services', validService)).json() as Service;
    buyer = await memberWithRole(t.app, 'client');
  });

  it('the server prices the checkout in cents with the fee; paying creates the order with its money held', async () => {
    const started = await buyer.client.post('/api/orders/checkout', {
      serviceId: service.id,
      priceOption: 'to',
      requirements,
      amountCents: 1,
    });
    expect(started.statusCode).toBe(201);
    const checkout = started.json() as OrderCheckout;
    expect(checkout).toMatchObject({ provider: 'test', url: null, amountCents: 90_000, feeCents: 9_000 });
    const before = await earnings();

    const order = (await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, TEST_CARD)).json() as Order;
    expect(order).toMatchObject({
      status: 'requested',
      price: 900,
      payment: { status: 'held', amountCents: 90_000, feeCents: 9_000 },
    });
    const balances = await ledger().balances(order.id);
    expect(balances).toEqual({ accounts: { buyer_card: -90_000, platform_cash: 0, escrow: 90_000 }, unbalancedMovements: 0 });
    expect(await earnings()).toMatchObject({ pendingCents: before.pendingCents + 81_000, availableCents: before.availableCents });

    // Paying the same checkout twice makes no second order.
    const again = await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, TEST_CARD);
    expect(again.statusCode).toBe(409);
    // The receipt and the seller's notice are in the outbox.
    expect(await mailsTo(buyer.email)).toContain(`Receipt: your order "${validService.title}"`);
    expect(await mailsTo(seller.email)).toContain(`New order: "${validService.title}"`);
  });

  it('the bell tells the side that did not act: the seller of a new order, the buyer of its acceptance', async () => {
    const payer = await memberWithRole(t.app, 'client');
    const titles = async (user: SignedUpUser) =>
      ((await user.client.get('/api/notifications')).json() as NotificationPage).items
        .filter((item) => item.title.endsWith(validService.title))
        .map((item) => `${item.kind}: ${item.title}`);
    const before = await titles(seller);
    const order = await paid(payer);
    expect(await titles(seller)).toEqual([`order_placed: New order: ${validService.title}`, ...before]);
    expect(await titles(payer)).toEqual([]);

    await walk(order.id, [[seller, 'accepted']]);
    expect(await titles(payer)).toEqual([`order_status_changed: Order accepted: ${validService.title}`]);
    expect(await titles(seller)).toHaveLength(before.length + 1);
  });

  it('a declined card leaves no order and the checkout can be paid with another card', async () => {
    const payer = await memberWithRole(t.app, 'client');
    const checkout = (
      await payer.client.post('/api/orders/checkout', { serviceId: service.id, priceOption: 'from', requirements })
    ).json() as OrderCheckout;
    const declined = await payer.client.post(`/api/orders/checkout/${checkout.id}/pay`, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(CARD_DECLINED_MESSAGE);
    expect((await payer.client.get('/api/orders')).json().items).toHaveLength(0);
    const retried = await payer.client.post(`/api/orders/checkout/${checkout.id}/pay`, TEST_CARD);
    expect(retried.statusCode).toBe(201);
    expect((await payer.client.get('/api/orders')).json().items).toHaveLength(1);
  });

  it("bad input names the field; another user's checkout and order answer 404", async () => {
    const checkout = (
      await buyer.client.post('/api/orders/checkout', { serviceId: service.id, priceOption: 'from', requirements })
    ).json() as OrderCheckout;
    const stranger = await memberWithRole(t.app, 'client');
    expect((await stranger.client.post(`/api/orders/checkout/${checkout.id}/pay`, TEST_CARD)).statusCode).toBe(404);
    const badCard = await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, { ...TEST_CARD, cardNumber: '12' });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().error.details.fields[0].field).toBe('cardNumber');
    const otherCard = await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, {
      ...TEST_CARD,
      cardNumber: '5555 5555 5555 4444',
    });
    expect(otherCard.json().error.details.fields[0].field).toBe('cardNumber');
    const expired = await buyer.client.post(`/api/orders/checkout/${checkout.id}/pay`, { ...TEST_CARD, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details.fields[0].field).toBe('expiry');
    const badOption = await buyer.client.post('/api/orders/checkout', {
      serviceId: service.id,
      priceOption: 'all',
      requirements,
    });
    expect(badOption.json().error.details.fields[0].field).toBe('priceOption');

    const order = await paid();
    expect((await stranger.client.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await move(stranger, order.id, 'cancelled')).statusCode).toBe(404);
    // Earnings are a seller workspace's (ADR 045): a client-role account has none to name.
    expect((await stranger.client.get('/api/orders/earnings')).statusCode).toBe(404);
  });

  it('the buyer accepting the delivery releases the price minus the fee to the seller; the ledger balances', async () => {
    const before = await earnings();
    const order = await paid();
    await walk(order.id, [
      [seller, 'accepted'],
      [seller, 'in_progress'],
      [seller, 'delivered'],
    ]);
    expect((await earnings()).pendingCents).toBe(before.pendingCents + 45_000);
    await walk(order.id, [[buyer, 'completed']]);
    const after = await earnings();
    expect(after.availableCents - before.availableCents).toBe(45_000);
    expect(after.pendingCents).toBe(before.pendingCents);
    expect(await ledger().balances(order.id)).toEqual({
      accounts: { buyer_card: -50_000, platform_cash: 0, escrow: 0, seller: 45_000, platform_fee: 5_000 },
      unbalancedMovements: 0,
    });
    expect(((await buyer.client.get(`/api/orders/${order.id}`)).json() as Order).payment.status).toBe('released');
    expect(await mailsTo(seller.email)).toContain(`Order completed: "${validService.title}"`);
  });

  it('declining or cancelling refunds the buyer in full; nothing reaches the seller', async () => {
    const before = await earnings();
    const declined = await paid();
    await walk(declined.id, [[seller, 'declined']]);
    const withdrawn = await paid();
    await walk(withdrawn.id, [[buyer, 'cancelled']]);
    const stopped = await paid();
    await walk(stopped.id, [[seller, 'accepted']]);
    // After acceptance: cancelled by agreement (ADR 037).
    await seller.client.post(`/api/orders/${stopped.id}/actions/request_cancellation`, { reason: 'I cannot take this on.' });
    expect((await buyer.client.post(`/api/orders/${stopped.id}/actions/agree_cancellation`, {})).statusCode).toBe(200);
    for (const order of [declined, withdrawn, stopped]) {
      expect(await ledger().balances(order.id)).toEqual({
        accounts: { buyer_card: 0, platform_cash: 0, escrow: 0 },
        unbalancedMovements: 0,
      });
      expect(((await buyer.client.get(`/api/orders/${order.id}`)).json() as Order).payment.status).toBe('refunded');
    }
    expect(await earnings()).toMatchObject({ availableCents: before.availableCents, pendingCents: before.pendingCents });
    expect(await mailsTo(buyer.email)).toContain(`Order declined: "${validService.title}"`);
  });

  it('a delivery unanswered for 3 days is completed and released by the scheduled job, once', async () => {
    const before = await earnings();
    const order = await paid();
    await walk(order.id, [
      [seller, 'accepted'],
      [seller, 'in_progress'],
      [seller, 'delivered'],
    ]);
    const fresh = await paid();
    await walk(fresh.id, [
      [seller, 'accepted'],
      [seller, 'in_progress'],
      [seller, 'delivered'],
    ]);
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000);
    await t.database.db.update(ordersTable).set({ deliveredAt: fourDaysAgo }).where(eq(ordersTable.id, order.id));

    const schedule = await t.app.jobs.getSchedule({ name: 'orders.auto-release' });
    expect(schedule?.cron).toBe('*/10 * * * *');
    for (let run = 0; run < 2; run += 1) {
      const jobId = await t.app.jobs.runScheduleNow(schedule?.id ?? '');
      const job = await until(
        () => t.app.jobs.getJob(jobId ?? ''),
        (value) => value?.state === 'completed' || value?.state === 'failed',
      );
      expect(job?.state).toBe('completed');
    }
    const after = (await buyer.client.get(`/api/orders/${order.id}`)).json() as Order;
    expect(after).toMatchObject({ status: 'completed', payment: { status: 'released' } });
    expect(((await buyer.client.get(`/api/orders/${fresh.id}`)).json() as Order).status).toBe('delivered');
    expect((await earnings()).availableCents - before.availableCents).toBe(45_000);
    expect(await ledger().balances(order.id)).toMatchObject({ accounts: { escrow: 0, seller: 45_000 }, unbalancedMovements: 0 });
  });

  it('webhooks: a forged signature is refused, a replay is a no-op, a full refund at the provider ends the hold', async () => {
    const order = await paid();
    const [row] = await t.database.db
      .select({ pi: ordersTable.paymentIntentId })
      .from(ordersTable)
      .where(eq(ordersTable.id, order.id));
    const event = {
      id: `evt_refund_${order.id}`,
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: row.pi, amount_refunded: 50_000 } },
    };
    const { payload, signature } = await sign(event);
    expect((await postWebhook(payload, 't=1,v1=forged')).statusCode).toBe(400);
    expect((await postWebhook(payload.replace('50000', '1'), signature)).statusCode).toBe(400);
    expect((await postWebhook(payload, signature)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await postWebhook(payload, signature)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(((await buyer.client.get(`/api/orders/${order.id}`)).json() as Order).payment.status).toBe('refunded');
    expect(await ledger().balances(order.id)).toMatchObject({ accounts: { escrow: 0, buyer_card: 0 }, unbalancedMovements: 0 });

    // A success event for a checkout with a different amount than we priced creates nothing.
    const checkout = (
      await buyer.client.post('/api/orders/checkout', { serviceId: service.id, priceOption: 'from', requirements })
    ).json() as OrderCheckout;
    const cheap = await sign({
      id: `evt_cheap_${checkout.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_cheap', object: 'payment_intent', amount: 100, metadata: { checkoutId: checkout.id } } },
    });
    expect((await postWebhook(cheap.payload, cheap.signature)).json().outcome).toBe('ignored');
  });

  it('the CRM project shows the same stage as its order at every step (accept no longer says in progress)', async () => {
    const order = await paid();
    const projectStatus = async () => {
      const current = (await seller.client.get(`/api/orders/${order.id}`)).json() as Order;
      return ((await seller.client.get(`/api/crm/projects/${current.projectId}`)).json() as Project).status;
    };
    await walk(order.id, [[seller, 'accepted']]);
    expect(await projectStatus()).toBe('quoted');
    await walk(order.id, [[seller, 'in_progress']]);
    expect(await projectStatus()).toBe('in_progress');
    await walk(order.id, [[seller, 'delivered']]);
    expect(await projectStatus()).toBe('in_progress');
    await walk(order.id, [[buyer, 'completed']]);
    expect(await projectStatus()).toBe('completed');
  });

  it('without a membership nobody pays: 402 before any checkout is made', async () => {
    const visitor = await userWithRole(t.app, 'client');
    const response = await visitor.client.post('/api/orders/checkout', {
      serviceId: service.id,
      priceOption: 'from',
      requirements,
    });
    expect(response.statusCode).toBe(402);
  });
});
