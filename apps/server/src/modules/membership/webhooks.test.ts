import { Writable } from 'node:stream';
import type { Membership, SubscriptionStatus } from '@proclub/contracts/membership';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { signedEvent } from '../../test/fake-stripe';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp, testEnv } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

const SECRET = 'whsec_fixture_secret_for_signed_events';
const DAY = 24 * 60 * 60;
let sequence = 0;

/** Log lines written by the app (JSON, one per line), so refusals can be checked as logged. */
class LogCapture extends Writable {
  readonly lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
  has(text: string) {
    return this.lines.some((line) => line.msg.includes(text));
  }
}

function subscription(
  id: string,
  fields: { userId?: string; customer?: string; status?: string; prices?: string[]; cancel?: boolean; periodEnd?: number },
) {
  return {
    id,
    object: 'subscription',
    customer: fields.customer ?? null,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancel ?? false,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: (fields.prices ?? ['price_proclub_base']).map((price, index) => ({
        id: `si_${id}_${index}`,
        object: 'subscription_item',
        price: { id: price, object: 'price' },
        quantity: 1,
        current_period_end: fields.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * DAY,
      })),
    },
  };
}

function event(type: string, object: unknown, created: number) {
  sequence += 1;
  return { id: `evt_fixture_${Date.now()}_${sequence}`, object: 'event', type, created, livemode: false, data: { object } };
}

describeEachDatabase(
  'membership webhook: signed events, replay, order, forgery',
  (t) => {
    let app: FastifyInstance;
    const logs = new LogCapture();
    let member: SignedUpUser;
    let other: SignedUpUser;

    const post = (payload: string, signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/membership/webhook',
        payload,
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      });
    const deliver = (body: unknown) => {
      const { payload, signature } = signedEvent(body, SECRET);
      return post(payload, signature);
    };
    const status = async (user: SignedUpUser) =>
      (await user.client.get('/api/membership/check-subscription')).json() as SubscriptionStatus;
    const membership = async (user: SignedUpUser) => (await user.client.get('/api/membership')).json() as Membership;

    beforeAll(async () => {
      // A second app on the same database whose logs we can read.
      const env = testEnv(t.env.dataDir, { LOG_LEVEL: 'info', STRIPE_WEBHOOK_SECRET: SECRET });
      app = await buildApp({ env, database: t.database, logger: true, logStream: logs });
      await app.ready();
      member = await userWithRole(app, 'vendor');
      other = await signUp(app);
    });
    afterAll(() => app.close());

    it("a renewal and a failed payment reach the member's notification centre", async () => {
      const renewing = await userWithRole(app, 'client');
      const now = Math.floor(Date.now() / 1000);
      const sub = (status: string, periodEnd: number) =>
        subscription('sub_fixture_notices', { userId: renewing.id, status, periodEnd });
      await deliver(event('customer.subscription.created', sub('active', now + 30 * DAY), 2_000));
      const titles = async () =>
        ((await renewing.client.get('/api/notifications')).json() as { items: { title: string; kind: string }[] }).items.map(
          (item) => item.kind,
        );
      expect(await titles()).toEqual([]);
      await deliver(event('customer.subscription.updated', sub('active', now + 60 * DAY), 2_001));
      expect(await titles()).toEqual(['membership_renewed']);
      await deliver(event('customer.subscription.updated', sub('past_due', now + 60 * DAY), 2_002));
      expect(await titles()).toEqual(['membership_payment_failed', 'membership_renewed']);
      // Still past due on the next event: told once, not again.
      await deliver(event('customer.subscription.updated', sub('past_due', now + 60 * DAY), 2_003));
      expect(await titles()).toHaveLength(2);
    });

    it('a signed customer.subscription.created makes the user a member with the period end as renewal date', async () => {
      expect(await status(member)).toEqual({ subscribed: false, subscriptionEnd: null });
      const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY;
      const created = event(
        'customer.subscription.created',
        subscription('sub_fixture_1', {
          userId: member.id,
          prices: ['price_proclub_base', 'price_proclub_advanced_crm', 'price_proclub_analytics_pro'],
          periodEnd,
        }),
        1_000,
      );
      const response = await deliver(created);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
      expect(await status(member)).toEqual({ subscribed: true, subscriptionEnd: new Date(periodEnd * 1000).toISOString() });
      expect(await membership(member)).toMatchObject({
        addOns: ['advanced_crm', 'analytics_pro'],
        monthlyTotal: 73,
        features: { advancedCrm: true, analyticsPro: true, prioritySupport: false, whiteLabel: false },
      });

      // The same event again (a retry or a replay within the signature tolerance) changes nothing.
      const again = await deliver(created);
      expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect((await membership(member)).addOns).toEqual(['advanced_crm', 'analytics_pro']);
    });

    it('out of order: a newer update applied first is never overwritten by an older event arriving late', async () => {
      const newer = event(
        'customer.subscription.updated',
        subscription('sub_fixture_1', {
          userId: member.id,
          prices: ['price_proclub_base', 'price_proclub_white_label'],
          cancel: true,
        }),
        3_000,
      );
      const older = event(
        'customer.subscription.updated',
        subscription('sub_fixture_1', { userId: member.id, prices: ['price_proclub_base', 'price_proclub_priority_support'] }),
        2_000,
      );
      expect((await deliver(newer)).json().outcome).toBe('applied');
      expect((await deliver(older)).json().outcome).toBe('stale');
      expect(await membership(member)).toMatchObject({ addOns: ['white_label'], cancelAtPeriodEnd: true, monthlyTotal: 78 });
      expect(logs.has('older subscription event arrived late')).toBe(true);
    });

    it('a deletion is final: a late update does not bring the membership back', async () => {
      expect(
        (
          await deliver(
            event(
              'customer.subscription.deleted',
              subscription('sub_fixture_1', { userId: member.id, status: 'canceled' }),
              4_000,
            ),
          )
        ).json().outcome,
      ).toBe('applied');
      expect((await status(member)).subscribed).toBe(false);
      const late = event('customer.subscription.updated', subscription('sub_fixture_1', { userId: member.id }), 5_000);
      expect((await deliver(late)).json().outcome).toBe('stale');
      expect((await status(member)).subscribed).toBe(false);
    });

    it('subscription events before the checkout event still find the user; an expired period is not a membership', async () => {
      // created arrives first (metadata names the user), then checkout.session.completed links the customer.
      const sub = subscription('sub_fixture_2', { userId: other.id, customer: 'cus_fixture_other' });
      expect((await deliver(event('customer.subscription.created', sub, 10_000))).json().outcome).toBe('applied');
      const checkout = {
        id: 'cs_fixture_other',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: other.id,
        customer: 'cus_fixture_other',
        subscription: 'sub_fixture_2',
        metadata: {},
      };
      expect((await deliver(event('checkout.session.completed', checkout, 9_000))).json().outcome).toBe('applied');
      expect((await status(other)).subscribed).toBe(true);
      // A later update without metadata is matched through the customer.
      const lapsed = subscription('sub_fixture_2', {
        customer: 'cus_fixture_other',
        periodEnd: Math.floor(Date.now() / 1000) - DAY,
      });
      expect((await deliver(event('customer.subscription.updated', lapsed, 11_000))).json().outcome).toBe('applied');
      expect((await status(other)).subscribed).toBe(false);
    });

    describe('refused and logged, state unchanged', () => {
      let victim: SignedUpUser;
      beforeAll(async () => {
        victim = await signUp(app);
      });
      const forVictim = (created = 50_000) =>
        event('customer.subscription.created', subscription(`sub_victim_${created}`, { userId: victim.id }), created);

      it('an unsigned event → 400', async () => {
        const response = await post(JSON.stringify(forVictim()));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('invalid_signature');
        expect(logs.has('no Stripe-Signature header')).toBe(true);
        expect((await status(victim)).subscribed).toBe(false);
      });

      it('an event signed with another secret (forged) → 400', async () => {
        const { payload, signature } = signedEvent(forVictim(), 'whsec_attacker_guess');
        const response = await post(payload, signature);
        expect(response.statusCode).toBe(400);
        expect(logs.has('signature check failed')).toBe(true);
        expect((await status(victim)).subscribed).toBe(false);
      });

      it('a body changed after signing → 400', async () => {
        const { payload, signature } = signedEvent(forVictim(), SECRET);
        const tampered = payload.replace('"active"', '"trialing"');
        expect((await post(tampered, signature)).statusCode).toBe(400);
        expect((await status(victim)).subscribed).toBe(false);
      });

      it('a captured event replayed after the tolerance window → 400', async () => {
        const old = Math.floor(Date.now() / 1000) - 3600;
        const { payload, signature } = signedEvent(forVictim(60_000), SECRET, old);
        expect((await post(payload, signature)).statusCode).toBe(400);
        expect((await status(victim)).subscribed).toBe(false);
      });

      it('an event signed with a date beyond the tolerance in the future → 400', async () => {
        const ahead = Math.floor(Date.now() / 1000) + 3600;
        const future = signedEvent(forVictim(70_000), SECRET, ahead);
        const refused = await post(future.payload, future.signature);
        expect(refused.statusCode).toBe(400);
        expect(logs.has('signature dated in the future')).toBe(true);
        expect((await status(victim)).subscribed).toBe(false);
      });

      it("a checkout completed for someone else's customer is ignored", async () => {
        // cus_fixture_other belongs to `other`; an event claiming it for the victim changes nothing.
        const claim = {
          id: 'cs_fixture_claim',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: victim.id,
          customer: 'cus_fixture_other',
          subscription: 'sub_fixture_claim',
          metadata: {},
        };
        const response = await deliver(event('checkout.session.completed', claim, 70_000));
        expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
        expect(logs.has('customer belongs to another account')).toBe(true);
        const hijack = subscription('sub_fixture_2', { userId: victim.id, customer: 'cus_fixture_other' });
        expect((await deliver(event('customer.subscription.updated', hijack, 80_000))).json().outcome).toBe('ignored');
        expect(logs.has('subscription claims another account')).toBe(true);
        expect((await status(victim)).subscribed).toBe(false);
      });

      it('a subscription of an unknown customer and an unknown user are ignored', async () => {
        const stray = subscription('sub_stray', { customer: 'cus_nobody' });
        expect((await deliver(event('customer.subscription.created', stray, 90_000))).json().outcome).toBe('ignored');
        const ghost = subscription('sub_ghost', { userId: 'no-such-user' });
        expect((await deliver(event('customer.subscription.created', ghost, 90_001))).json().outcome).toBe('ignored');
        expect(logs.has('subscription of an unknown customer')).toBe(true);
      });

      it('a signed payload that is not an event → 400; an event type we do not use → 200 ignored', async () => {
        expect((await deliver({ hello: 'world' })).statusCode).toBe(400);
        const unused = await deliver(event('invoice.paid', { id: 'in_1', object: 'invoice' }, 100_000));
        expect(unused.json()).toEqual({ received: true, outcome: 'ignored' });
      });
    });

    it('the webhook needs no session and other routes still parse JSON normally', async () => {
      const anonymous = new ApiClient(app);
      expect((await anonymous.get('/api/membership/check-subscription')).json()).toEqual({
        subscribed: false,
        subscriptionEnd: null,
      });
      const checkout = await member.client.post('/api/membership/create-checkout', { priceId: 'price_proclub_base', addOns: [] });
      expect(checkout.statusCode).toBe(200);
    });
  },
  { env: { STRIPE_WEBHOOK_SECRET: SECRET } },
);
