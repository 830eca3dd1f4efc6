import type {
  BillingOverview,
  CheckoutResult,
  Membership,
  MembershipChargesPage,
  Plans,
  SubscriptionStatus,
} from '@proclub/contracts/membership';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeStripe, signedEvent } from '../../test/fake-stripe';
import { pdfText } from '../../test/pdf-text';
import { describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';

const SECRET_KEY = 'sk_test_fake_proclub';
const WEBHOOK_SECRET = 'whsec_fake_stripe_endpoint';
const PRICES = [
  'price_proclub_base',
  'price_proclub_advanced_crm',
  'price_proclub_priority_support',
  'price_proclub_analytics_pro',
  'price_proclub_white_label',
];

// The fake must be listening before the suites register their env (they read its URL).
const fake = await FakeStripe.start({ secretKey: SECRET_KEY, prices: PRICES });
afterAll(() => fake.close());

describeEachDatabase(
  'membership through Stripe (the official SDK against a local Stripe-compatible fake)',
  (t) => {
    let user: SignedUpUser;
    let checkout: CheckoutResult;
    let subscriptionId: string;

    const webhook = (event: unknown) => {
      const { payload, signature } = signedEvent(event, WEBHOOK_SECRET);
      return t.app.inject({
        method: 'POST',
        url: '/api/membership/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    };
    const membership = async () => (await user.client.get('/api/membership')).json() as Membership;

    beforeAll(async () => {
      user = await signUp(t.app, { name: 'Stripe Member' });
      // A seller: the add-ons billed below are seller add-ons (ADR 026).
      await user.client.post('/api/profile/setup', { role: 'vendor' });
    });

    it('creates a customer once and a subscription-mode Checkout Session billing the base plan plus each add-on', async () => {
      const plans = (await user.client.get('/api/membership/plans')).json() as Plans;
      expect(plans.provider).toBe('stripe');
      const response = await user.client.post('/api/membership/create-checkout', {
        priceId: plans.base.priceId,
        addOns: ['white_label', 'advanced_crm'],
      });
      expect(response.statusCode).toBe(200);
      checkout = response.json() as CheckoutResult;
      expect(checkout.provider).toBe('stripe');
      expect(checkout.url).toBe(`https://checkout.stripe.test/c/pay/${checkout.sessionId}`);

      const [customerCall] = fake.calls('POST', '/v1/customers').filter((call) => call.body.email === user.email);
      expect(customerCall.body).toMatchObject({ email: user.email, name: 'Stripe Member', metadata: { userId: user.id } });
      const sessionCall = fake.calls('POST', '/v1/checkout/sessions').at(-1);
      expect(sessionCall?.body).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.id,
        line_items: [
          { price: 'price_proclub_base', quantity: '1' },
          { price: 'price_proclub_advanced_crm', quantity: '1' },
          { price: 'price_proclub_white_label', quantity: '1' },
        ],
        subscription_data: { metadata: { userId: user.id } },
      });
      expect(String(sessionCall?.body.success_url)).toContain('/membership?checkout=success');

      // Nothing is a membership until Stripe's signed events arrive.
      expect((await membership()).subscribed).toBe(false);

      // A second checkout reuses the customer.
      const before = fake.calls('POST', '/v1/customers').length;
      await user.client.post('/api/membership/create-checkout', { priceId: plans.base.priceId, addOns: [] });
      expect(fake.calls('POST', '/v1/customers').length).toBe(before);
    });

    it('the webhook events of the paid session make the user a member', async () => {
      const paid = fake.completeCheckout(checkout.sessionId);
      subscriptionId = paid.subscription.id;
      // Stripe does not promise an order: the subscription first, the checkout after.
      expect((await webhook(paid.subscriptionCreated)).json().outcome).toBe('applied');
      expect((await webhook(paid.checkoutCompleted)).json().outcome).toBe('applied');
      const status = (await user.client.get('/api/membership/check-subscription')).json() as SubscriptionStatus;
      expect(status.subscribed).toBe(true);
      expect(await membership()).toMatchObject({ provider: 'stripe', addOns: ['advanced_crm', 'white_label'], monthlyTotal: 97 });
    });

    it('changing add-ons retrieves the subscription and updates its items; the update event applies it', async () => {
      const response = await user.client.request('PUT', '/api/membership/add-ons', {
        payload: { addOns: ['advanced_crm', 'analytics_pro'] },
      });
      expect(response.statusCode).toBe(200);
      expect(fake.calls('GET', `/v1/subscriptions/${subscriptionId}`).length).toBe(1);
      const update = fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1);
      const items = update?.body.items as { id?: string; price?: string; deleted?: string }[];
      expect(items.filter((item) => item.deleted === 'true')).toHaveLength(1);
      expect(items.filter((item) => item.price)).toEqual([{ price: 'price_proclub_analytics_pro', quantity: '1' }]);
      expect(update?.body.proration_behavior).toBe('create_prorations');
      // Our state moves only with the signed event.
      expect((await membership()).addOns).toEqual(['advanced_crm', 'white_label']);
      await webhook(fake.subscriptionEvent('customer.subscription.updated', subscriptionId));
      expect(await membership()).toMatchObject({ addOns: ['advanced_crm', 'analytics_pro'], monthlyTotal: 73 });
    });

    it('cancel at period end and resume go to Stripe; a replayed older event cannot undo the resume', async () => {
      await user.client.post('/api/membership/cancel');
      expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
      const cancelEvent = fake.subscriptionEvent('customer.subscription.updated', subscriptionId);
      await webhook(cancelEvent);
      expect((await membership()).cancelAtPeriodEnd).toBe(true);

      await user.client.post('/api/membership/resume');
      expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
      await webhook(fake.subscriptionEvent('customer.subscription.updated', subscriptionId));
      expect((await membership()).cancelAtPeriodEnd).toBe(false);

      // The cancel event delivered again (a retry): already processed.
      expect((await webhook(cancelEvent)).json().outcome).toBe('duplicate');
      expect((await membership()).cancelAtPeriodEnd).toBe(false);
    });

    it('a paid invoice is one charge (invoice.paid and invoice.payment_succeeded, replays) with a receipt; the card follows', async () => {
      const paid = fake.invoicePaid(subscriptionId, { brand: 'mastercard', last4: '4444' });
      expect((await webhook(paid.invoicePaid)).json().outcome).toBe('applied');
      expect((await webhook(paid.invoicePaid)).json().outcome).toBe('duplicate');
      expect((await webhook(paid.paymentSucceeded)).json().outcome).toBe('duplicate');
      // Stripe sends the charge's event too, here after the invoice's: the charge learns its card.
      expect((await webhook(paid.chargeSucceeded)).json().outcome).toBe('applied');
      const page = (await user.client.get('/api/membership/charges')).json() as MembershipChargesPage;
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        amountCents: paid.invoice.amount_paid,
        addOns: ['advanced_crm', 'analytics_pro'],
        card: { brand: 'mastercard', last4: '4444' },
      });
      const billing = (await user.client.get('/api/membership/billing')).json() as BillingOverview;
      expect(billing).toMatchObject({ provider: 'stripe', card: { brand: 'mastercard', last4: '4444' }, canUpdateCard: true });
      expect(billing.nextCharge?.amountCents).toBe(7300);
      const pdf = await user.client.get(page.items[0].receiptUrl);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Mastercard ending in 4444');
      // The invoice's total ($30.00 here) is not the list prices' sum: one line for the invoice, never list prices.
      expect(text).toContain('$30.00');
      expect(text).not.toContain('$29.00');

      // The next invoice, its charge event first this time: the charge takes the card the customer now has.
      const renewal = fake.invoicePaid(subscriptionId, { brand: 'amex', last4: '0005' });
      expect((await webhook(renewal.chargeSucceeded)).json().outcome).toBe('applied');
      expect((await webhook(renewal.paymentSucceeded)).json().outcome).toBe('applied');
      const after = (await user.client.get('/api/membership/charges')).json() as MembershipChargesPage;
      expect(after.items).toHaveLength(2);
      expect(after.items.find((item) => item.id !== page.items[0].id)?.card).toEqual({ brand: 'amex', last4: '0005' });
    });

    it('Update Card opens a Stripe billing portal session for the customer, returning to the billing centre', async () => {
      const response = await user.client.post('/api/membership/card-update');
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
      const call = fake.calls('POST', '/v1/billing_portal/sessions').at(-1);
      expect(String(call?.body.return_url)).toMatch(/\/membership\/billing$/);
      expect(call?.body.customer).toMatch(/^cus_/);
      // The test card page does not exist with Stripe on.
      expect(
        (
          await user.client.post('/api/membership/test-card', {
            cardNumber: '4242424242424242',
            expiry: '12/39',
            cvc: '123',
            name: 'X',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('Stripe deleting the subscription at period end ends the membership', async () => {
      const sub = fake.subscriptions.get(subscriptionId);
      if (sub) sub.status = 'canceled';
      await webhook(fake.subscriptionEvent('customer.subscription.deleted', subscriptionId));
      expect((await membership()).subscribed).toBe(false);
    });

    it('a Stripe outage answers 502 with a clear message', async () => {
      const other = await signUp(t.app);
      fake.failNext = { status: 500, count: 10 };
      const response = await other.client.post('/api/membership/create-checkout', { priceId: 'price_proclub_base', addOns: [] });
      fake.failNext = null;
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatchObject({
        code: 'payment_provider_error',
        message: 'The payment provider could not complete the request. Please try again.',
      });
    });

    it('an unknown price id never reaches Stripe', async () => {
      const before = fake.requests.length;
      const response = await user.client.post('/api/membership/create-checkout', { priceId: 'price_hacked', addOns: [] });
      expect(response.statusCode).toBe(400);
      expect(fake.requests.length).toBe(before);
    });
  },
  {
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  },
);
