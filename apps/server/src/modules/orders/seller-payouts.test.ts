import crypto from 'node:crypto';
import type { Earnings, Order, PayoutAccount } from '@proclub/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defineJob } from '../../lib/jobs/index';
import { FakeStripe, signedEvent } from '../../test/fake-stripe';
import { describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { OrderPaymentsRepository } from './order-payments.repository';
import { statusMove } from './orders.test-helpers';
import { SELLER_TRANSFER_JOB } from './seller-payouts';

const SECRET_KEY = 'sk_test_fake_proclub';
const WEBHOOK_SECRET = 'whsec_fake_orders_endpoint';
const CONNECT_SECRET = 'whsec_fake_connect_endpoint';

// The fake must be listening before the suites register their env (they read its URL).
const fake = await FakeStripe.start({ secretKey: SECRET_KEY, prices: [] });
afterAll(() => fake.close());

const transfersOf = (orderId: string) =>
  fake.calls('POST', '/v1/transfers').filter((call) => (call.body.metadata as { orderId?: string })?.orderId === orderId);

describeEachDatabase(
  'seller payouts through Stripe Connect: onboarding, account.updated, one transfer per released order (fake Stripe)',
  (t) => {
    let buyer: SignedUpUser;

    const payments = () => new OrderPaymentsRepository(t.database.db);
    const post = (url: string, event: unknown, secret: string) => {
      const { payload, signature } = signedEvent(event, secret);
      return t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    };
    const earnings = async (user: SignedUpUser) => (await user.client.get('/api/orders/earnings')).json() as Earnings;
    const payoutAccount = async (user: SignedUpUser) => (await user.client.get('/api/orders/payouts')).json() as PayoutAccount;
    const accountOf = (user: SignedUpUser) =>
      [...fake.accounts.values()].find((account) => (account.metadata as { userId: string }).userId === user.id);

    /** A $500 order paid at Stripe: the signed payment_intent.succeeded creates it, its money held. */
    const paidOrder = async (seller: SignedUpUser): Promise<Order> => {
      const checkoutId = `chk_${crypto.randomUUID()}`;
      await payments().insertCheckout({
        id: checkoutId,
        provider: 'stripe',
        buyerId: buyer.id,
        sellerId: seller.id,
        serviceId: null,
        serviceTitle: 'Brand refresh',
        priceOption: null,
        packageTier: null,
        deliveryDays: null,
        revisionsIncluded: null,
        extras: [],
        pricingType: 'fixed',
        requirements: 'A new logo and colours for the bakery.',
        amountCents: 50_000,
        feeCents: 5_000,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const paid = await post(
        '/api/orders/webhook',
        fake.event('payment_intent.succeeded', {
          id: `pi_${checkoutId}`,
          object: 'payment_intent',
          amount: 50_000,
          metadata: { checkoutId },
        }),
        WEBHOOK_SECRET,
      );
      expect(paid.json()).toEqual({ received: true, outcome: 'applied' });
      const [order] = (await seller.client.get('/api/orders?role=seller&status=requested')).json().items as Order[];
      return order;
    };
    /** The same, walked to completed by both sides: released to the seller. */
    const releasedOrder = async (seller: SignedUpUser): Promise<Order> => {
      const order = await paidOrder(seller);
      for (const [who, status] of [
        [seller, 'accepted'],
        [seller, 'in_progress'],
        [seller, 'delivered'],
        [buyer, 'completed'],
      ] as const) {
        const moved = await statusMove(who.client, order.id, status);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      return order;
    };
    const onboarded = async (seller: SignedUpUser) => {
      const started = await seller.client.post('/api/orders/payouts/onboarding');
      expect(started.statusCode, started.body).toBe(200);
      const account = accountOf(seller);
      if (!account) throw new Error('no account made');
      return { url: (started.json() as { url: string }).url, accountId: account.id as string };
    };

    beforeAll(async () => {
      buyer = await userWithRole(t.app, 'client');
    });

    it('Set Up Payouts makes one Express account per seller and answers an onboarding link under APP_URL', async () => {
      const seller = await userWithRole(t.app, 'vendor');
      expect(await payoutAccount(seller)).toEqual({
        mode: 'stripe',
        state: 'not_set_up',
        detailsSubmitted: false,
        payoutsEnabled: false,
      });
      const first = await onboarded(seller);
      expect(first.url).toMatch(new RegExp(`^https://connect.stripe.test/setup/e/${first.accountId}/`));
      const created = fake
        .calls('POST', '/v1/accounts')
        .filter((call) => (call.body.metadata as { userId: string }).userId === seller.id);
      expect(created).toHaveLength(1);
      expect(created[0].body).toMatchObject({ type: 'express', email: seller.email, metadata: { userId: seller.id } });
      const link = fake.calls('POST', '/v1/account_links').at(-1);
      expect(link?.body).toMatchObject({ account: first.accountId, type: 'account_onboarding' });
      expect(String(link?.body.return_url)).toMatch(/\/dashboard\?tab=orders&payouts=return$/);
      expect(String(link?.body.refresh_url)).toMatch(/\/dashboard\?tab=orders&payouts=refresh$/);

      // Again (an expired link): the same account, a new link.
      const second = await onboarded(seller);
      expect(second.accountId).toBe(first.accountId);
      expect(
        fake.calls('POST', '/v1/accounts').filter((call) => (call.body.metadata as { userId: string }).userId === seller.id),
      ).toHaveLength(1);
      expect(await payoutAccount(seller)).toMatchObject({ state: 'pending', payoutsEnabled: false });
    });

    it('released before onboarding: the share waits; a signed account.updated enables payouts and transfers it once', async () => {
      const seller = await userWithRole(t.app, 'vendor');
      const order = await releasedOrder(seller);
      expect(await earnings(seller)).toMatchObject({ availableCents: 45_000, paidOutCents: 0, pendingCents: 0 });
      expect(transfersOf(order.id)).toHaveLength(0);

      const { accountId } = await onboarded(seller);
      const event = fake.enableAccount(accountId);
      expect((await post('/api/orders/payouts/webhook', event, 'whsec_forged')).statusCode).toBe(400);
      expect((await post('/api/orders/payouts/webhook', event, CONNECT_SECRET)).json()).toEqual({
        received: true,
        outcome: 'applied',
      });
      expect(await payoutAccount(seller)).toMatchObject({ state: 'enabled', payoutsEnabled: true, detailsSubmitted: true });

      const paidOut = await until(
        () => earnings(seller),
        (value) => value.paidOutCents === 45_000,
        8000,
      );
      expect(paidOut).toMatchObject({ availableCents: 0, paidOutCents: 45_000 });
      const [transfer] = transfersOf(order.id);
      expect(transfer.body).toMatchObject({
        amount: '45000',
        currency: 'usd',
        destination: accountId,
        source_transaction: expect.stringMatching(/^ch_for_pi_chk_/),
        transfer_group: expect.stringMatching(/^chk_/),
      });
      expect(transfer.idempotencyKey).toBe(`order-transfer-${order.id}`);
      expect(await payments().balances(order.id)).toEqual({
        accounts: { buyer_card: -50_000, platform_cash: 0, escrow: 0, seller: 0, platform_fee: 5_000, seller_paid_out: 45_000 },
        unbalancedMovements: 0,
      });

      // A replayed event, and another account.updated for an account already enabled, send nothing more.
      expect((await post('/api/orders/payouts/webhook', event, CONNECT_SECRET)).json().outcome).toBe('duplicate');
      const again = fake.event('account.updated', fake.accounts.get(accountId));
      expect((await post('/api/orders/payouts/webhook', again, CONNECT_SECRET)).json().outcome).toBe('applied');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(transfersOf(order.id)).toHaveLength(1);
    });

    it('released with payouts enabled: one transfer of price minus fee; a re-run job never transfers twice', async () => {
      const seller = await userWithRole(t.app, 'vendor');
      const { accountId } = await onboarded(seller);
      fake.enableAccount(accountId);
      // The return from onboarding: the next load reads the account from Stripe.
      expect(await payoutAccount(seller)).toMatchObject({ state: 'enabled' });

      const order = await releasedOrder(seller);
      await until(
        () => earnings(seller),
        (value) => value.paidOutCents === 45_000,
        8000,
      );
      expect(await earnings(seller)).toMatchObject({ paidOutCents: 45_000 });
      expect(transfersOf(order.id)).toHaveLength(1);
      expect(transfersOf(order.id)[0].body).toMatchObject({ amount: '45000', destination: accountId });

      const job = defineJob<{ orderId: string }>({ name: SELLER_TRANSFER_JOB, title: 'again', handler: async () => {} });
      const jobId = await t.app.jobs.enqueue(job, { orderId: order.id });
      const done = await until(
        () => t.app.jobs.getJob(jobId ?? ''),
        (value) => value?.state === 'completed' || value?.state === 'failed',
        10_000,
      );
      expect(done?.state).toBe('completed');
      expect(transfersOf(order.id)).toHaveLength(1);
      expect(await earnings(seller)).toMatchObject({ availableCents: 0, paidOutCents: 45_000 });
      expect((await payments().balances()).unbalancedMovements).toBe(0);
    });

    it('Stripe down: the transfer job fails visibly and is retried, nothing is recorded; the next run transfers once', async () => {
      const seller = await userWithRole(t.app, 'vendor');
      const { accountId } = await onboarded(seller);
      fake.enableAccount(accountId);
      expect(await payoutAccount(seller)).toMatchObject({ state: 'enabled' });
      fake.failNext = { status: 500, count: 1_000 };
      let order: Order;
      try {
        order = await releasedOrder(seller);
        const failed = await until(
          () => t.app.jobs.listJobs({ ownerId: seller.id, names: [SELLER_TRANSFER_JOB], states: ['retry', 'failed'] }),
          (jobs) => jobs.length > 0,
          20_000,
        );
        expect(failed).toHaveLength(1);
        expect(failed[0].state).toBe('retry');
        expect(await earnings(seller)).toMatchObject({ availableCents: 45_000, paidOutCents: 0 });
      } finally {
        fake.failNext = null;
      }
      const job = defineJob<{ orderId: string }>({ name: SELLER_TRANSFER_JOB, title: 'again', handler: async () => {} });
      await t.app.jobs.enqueue(job, { orderId: order.id });
      await until(
        () => earnings(seller),
        (value) => value.paidOutCents === 45_000,
        10_000,
      );
      expect(transfersOf(order.id).map((call) => call.idempotencyKey)).toContain(`order-transfer-${order.id}`);
      expect(
        [...fake.transfers.values()].filter((transfer) => (transfer.metadata as { orderId: string }).orderId === order.id),
      ).toHaveLength(1);
      expect(await earnings(seller)).toMatchObject({ availableCents: 0, paidOutCents: 45_000 });
    });

    it("an admin's partial refund of a dispute transfers what the seller keeps: price minus refund minus the fee on it", async () => {
      const seller = await userWithRole(t.app, 'vendor');
      const { accountId } = await onboarded(seller);
      fake.enableAccount(accountId);
      expect(await payoutAccount(seller)).toMatchObject({ state: 'enabled' });
      const admin = await signUp(t.app, { name: 'Payout Admin' });
      await t.database.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);

      const order = await paidOrder(seller);
      expect((await seller.client.patch(`/api/orders/${order.id}/status`, { status: 'accepted' })).statusCode).toBe(200);
      const opened = await buyer.client.post(`/api/orders/${order.id}/dispute`, { reason: 'The logo is not what we agreed on.' });
      expect(opened.statusCode, opened.body).toBe(201);
      const resolved = await admin.client.post(`/api/admin/disputes/${opened.json().id}/resolve`, {
        outcome: 'partial',
        refundAmount: 100,
        note: 'Half the work was delivered.',
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      // $500 less $100 refunded, less the fee on the $400 kept (10 %): $360.
      await until(
        () => earnings(seller),
        (value) => value.paidOutCents === 36_000,
        10_000,
      );
      expect(transfersOf(order.id).map((call) => call.body.amount)).toEqual(['36000']);
      expect(await payments().balances(order.id)).toMatchObject({
        accounts: { escrow: 0, seller: 0, seller_paid_out: 36_000, platform_fee: 4_000, buyer_card: -40_000 },
        unbalancedMovements: 0,
      });
    });

    it("another seller cannot read or act on someone's payout account (404); their own state is theirs", async () => {
      const owner = await userWithRole(t.app, 'vendor');
      const { accountId } = await onboarded(owner);
      const stranger = await userWithRole(t.app, 'vendor');
      expect((await stranger.client.post(`/api/orders/payouts/accounts/${accountId}/sync`)).statusCode).toBe(404);
      expect((await stranger.client.post('/api/orders/payouts/accounts/acct_nobody/sync')).statusCode).toBe(404);
      expect(await payoutAccount(stranger)).toMatchObject({ state: 'not_set_up' });
      // A buyer has nothing to be paid for: no account is made.
      const before = fake.calls('POST', '/v1/accounts').length;
      expect((await buyer.client.post('/api/orders/payouts/onboarding')).statusCode).toBe(404); // no workspace: nothing to be paid for (ADR 045)
      expect(fake.calls('POST', '/v1/accounts')).toHaveLength(before);
      const synced = await owner.client.post(`/api/orders/payouts/accounts/${accountId}/sync`);
      expect(synced.statusCode).toBe(200);
      expect(synced.json()).toMatchObject({ mode: 'stripe', state: 'pending' });
      // An account.updated for an account that is not ours changes nothing.
      const foreign = fake.event('account.updated', { id: 'acct_elsewhere', object: 'account', payouts_enabled: true });
      expect((await post('/api/orders/payouts/webhook', foreign, CONNECT_SECRET)).json().outcome).toBe('ignored');
    });
  },
  {
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  },
);

describeEachDatabase('seller payouts in test mode: simulated, no onboarding', (t) => {
  it('says payouts are simulated and refuses to set up an account', async () => {
    const seller = await userWithRole(t.app, 'vendor');
    expect((await seller.client.get('/api/orders/payouts')).json()).toEqual({
      mode: 'test',
      state: 'not_set_up',
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    expect((await seller.client.post('/api/orders/payouts/onboarding')).statusCode).toBe(409);
    expect((await seller.client.get('/api/orders/earnings')).json()).toMatchObject({ paidOutCents: 0 });
  });
});
