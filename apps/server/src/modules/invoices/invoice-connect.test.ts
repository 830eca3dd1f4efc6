import type { Invoice } from '@proclub/contracts/invoices';
import { afterAll, expect, it } from 'vitest';
import { FakeStripe, signedEvent } from '../../test/fake-stripe';
import { ApiClient, describeEachDatabase } from '../../test/test-app';
import { connectFixtures } from './invoice-connect.test-helpers';

const WEBHOOK_SECRET = 'whsec_invoices_connect';
const fake = await FakeStripe.start({ secretKey: 'sk_test_invoices_connect', prices: [] });
afterAll(() => fake.close());

describeEachDatabase(
  "agency billing through Stripe Connect: destination charges to the workspace's account, saved cards off-session",
  (t) => {
    const f = connectFixtures(t, fake);
    const { sentInvoice, sweep, savedCardSubscription, periodInvoice } = f;

    it("opens Checkout as a destination charge on the agency's account; without one the platform is paid", async () => {
      const visitor = new ApiClient(t.app);
      visitor.workspaceId = undefined;
      const pay = async (invoice: Invoice) => {
        const before = fake.calls('POST', '/v1/checkout/sessions').length;
        const response = await visitor.post(`/api/public/invoices/${(invoice.payPath ?? '').split('/').at(-1)}/checkout`);
        expect(response.statusCode, response.body).toBe(200);
        return fake.calls('POST', '/v1/checkout/sessions').slice(before)[0].body;
      };
      const connected = await pay(await sentInvoice(f.agency));
      expect(connected).toMatchObject({
        mode: 'payment',
        payment_intent_data: { transfer_data: { destination: f.account }, on_behalf_of: f.account },
      });
      // No fee by default (ADR 055: INVOICE_PLATFORM_FEE_PERCENT is 0 unless the operator sets it).
      expect((connected.payment_intent_data as Record<string, unknown>).application_fee_amount).toBeUndefined();
      const platform = await pay(await sentInvoice(f.unconnected));
      expect(platform.mode).toBe('payment');
      expect((platform.payment_intent_data as Record<string, unknown>).transfer_data).toBeUndefined();
    });

    it("charges a saved card off-session to the agency's account; the webhook records the payment", async () => {
      const { subscription, customer } = await savedCardSubscription('pm_card_visa');
      await sweep();
      const invoice = await periodInvoice(subscription.id);
      const calls = () => fake.calls('POST', '/v1/payment_intents').filter((request) => request.body.customer === customer);
      await expect.poll(() => calls().length, { timeout: 20_000 }).toBe(1);
      const [call] = calls();
      expect(call.body).toMatchObject({
        amount: '19800',
        currency: 'usd',
        customer,
        payment_method: 'pm_card_visa',
        off_session: 'true',
        confirm: 'true',
        transfer_data: { destination: f.account },
        on_behalf_of: f.account,
        metadata: { invoiceId: invoice.id },
      });
      expect(call.idempotencyKey).toBe(`invoice-charge-${invoice.id}-1`);
      const intent = [...fake.paymentIntents.values()].find((row) => row.customer === customer) as Record<string, unknown>;
      expect(intent.status).toBe('succeeded');
      const { payload, signature } = signedEvent(
        {
          id: `evt_connect_${invoice.id}`,
          object: 'event',
          type: 'payment_intent.succeeded',
          data: { object: { ...intent, metadata: { invoiceId: invoice.id } } },
        },
        WEBHOOK_SECRET,
      );
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/invoices/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(hook.json()).toEqual({ received: true, outcome: 'applied' });
      expect(((await f.agency.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice).status).toBe('paid');

      // A refund of a destination charge takes the money back from the agency's account.
      const refund = await f.agency.client.post(`/api/invoices/${invoice.id}/refunds`, { amount: 1_000 });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(fake.calls('POST', '/v1/refunds').at(-1)?.body).toMatchObject({
        payment_intent: intent.id,
        amount: '1000',
        reverse_transfer: 'true',
      });
    });

    it('a declined saved card (card_error) counts as a declined attempt and is retried', async () => {
      const { subscription } = await savedCardSubscription('pm_card_chargeDeclined');
      await sweep();
      const invoice = await periodInvoice(subscription.id);
      const retried = async () =>
        (await t.app.jobs.listJobs({ names: ['invoices.charge'], states: ['created'], limit: 1000 })).some((job) => {
          const payload = job.payload as { invoiceId: string; attempt: number };
          return payload.invoiceId === invoice.id && payload.attempt === 2 && job.startAfter.getTime() > Date.now() + 3_600_000;
        });
      await expect.poll(retried, { timeout: 20_000 }).toBe(true);
      const declined = fake.calls('POST', '/v1/payment_intents').filter((request) => request.body.metadata);
      expect(declined.some((request) => (request.body.metadata as { invoiceId?: string }).invoiceId === invoice.id)).toBe(true);
      expect(((await f.agency.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice).status).toBe('open');
    });
  },
  { env: { STRIPE_SECRET_KEY: 'sk_test_invoices_connect', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url } },
);
