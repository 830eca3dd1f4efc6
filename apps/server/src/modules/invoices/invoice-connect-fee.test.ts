import type { Invoice } from '@proclub/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { invoiceLedgerEntries } from '../../db/schema/index';
import { FakeStripe, signedEvent } from '../../test/fake-stripe';
import { ApiClient, describeEachDatabase } from '../../test/test-app';
import { connectFixtures } from './invoice-connect.test-helpers';

const WEBHOOK_SECRET = 'whsec_invoices_connect_fee';
const fake = await FakeStripe.start({ secretKey: 'sk_test_invoices_connect_fee', prices: [] });
afterAll(() => fake.close());

describeEachDatabase(
  "the platform's fee on agency invoices paid to the agency's Connect account (ADR 055: INVOICE_PLATFORM_FEE_PERCENT)",
  (t) => {
    const f = connectFixtures(t, fake);
    const { sentInvoice, sweep, savedCardSubscription, periodInvoice } = f;

    const ledger = async (invoiceId: string, account: string) =>
      (await t.database.db.select().from(invoiceLedgerEntries).where(eq(invoiceLedgerEntries.invoiceId, invoiceId)))
        .filter((row) => row.account === account)
        .reduce((sum, row) => sum + row.amountCents, 0);
    const hook = async (id: string, type: string, object: Record<string, unknown>) => {
      const { payload, signature } = signedEvent({ id, object: 'event', type, data: { object } }, WEBHOOK_SECRET);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/invoices/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      return response.json() as { outcome: string };
    };

    it('Checkout carries the fee; the paid invoice records it in the ledger and shows the agency its net', async () => {
      const visitor = new ApiClient(t.app);
      visitor.workspaceId = undefined;
      const invoice = await sentInvoice(f.agency);
      const before = fake.calls('POST', '/v1/checkout/sessions').length;
      const started = await visitor.post(`/api/public/invoices/${(invoice.payPath ?? '').split('/').at(-1)}/checkout`);
      expect(started.statusCode, started.body).toBe(200);
      const [call] = fake.calls('POST', '/v1/checkout/sessions').slice(before);
      // 10 % of $198.00, as a Stripe application fee on the destination charge.
      expect(call.body).toMatchObject({
        mode: 'payment',
        payment_intent_data: {
          transfer_data: { destination: f.account },
          on_behalf_of: f.account,
          application_fee_amount: '1980',
          metadata: { invoiceId: invoice.id, platformFee: '1980' },
        },
        metadata: { invoiceId: invoice.id, platformFee: '1980' },
      });
      const session = [...fake.sessions.values()].find(
        (row) => (row.metadata as { invoiceId?: string }).invoiceId === invoice.id,
      );
      expect(session).toBeDefined();

      // Stripe announces the payment twice; whichever comes first records it and its fee, once.
      const intentId = `pi_fee_${invoice.id.slice(0, 8)}`;
      const completed = await hook(`evt_cs_${invoice.id}`, 'checkout.session.completed', {
        ...session,
        payment_status: 'paid',
        payment_intent: intentId,
        amount_total: 19_800,
      });
      expect(completed.outcome).toBe('applied');
      const succeeded = await hook(`evt_pi_${invoice.id}`, 'payment_intent.succeeded', {
        id: intentId,
        object: 'payment_intent',
        amount: 19_800,
        amount_received: 19_800,
        application_fee_amount: 1_980,
        metadata: { invoiceId: invoice.id, platformFee: '1980' },
      });
      expect(succeeded.outcome).toBe('duplicate');

      expect(await ledger(invoice.id, 'platform_fee')).toBe(1_980);
      expect(await ledger(invoice.id, 'cash')).toBe(19_800 - 1_980);
      expect(await ledger(invoice.id, 'receivable')).toBe(0);
      const paid = (await f.agency.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice;
      expect(paid).toMatchObject({ status: 'paid', paid: 19_800, platformFee: 1_980 });
      expect(paid.adjustments.find((row) => row.kind === 'payment')).toMatchObject({ amount: 19_800, fee: 1_980 });
      // The dashboard counts what clients paid (before the platform's fee).
      const revenue = (await f.agency.client.get('/api/invoices/revenue')).json() as { collectedThisMonth: number };
      expect(revenue.collectedThisMonth).toBe(19_800);
    });

    it('a saved-card charge carries the fee; a refund gives back its share of it', async () => {
      const { subscription, customer } = await savedCardSubscription('pm_card_visa');
      await sweep();
      const invoice = await periodInvoice(subscription.id);
      const calls = () => fake.calls('POST', '/v1/payment_intents').filter((request) => request.body.customer === customer);
      await expect.poll(() => calls().length, { timeout: 20_000 }).toBe(1);
      expect(calls()[0].body).toMatchObject({
        amount: '19800',
        transfer_data: { destination: f.account },
        application_fee_amount: '1980',
      });
      const intent = [...fake.paymentIntents.values()].find((row) => row.customer === customer) as Record<string, unknown>;
      expect(intent).toMatchObject({ status: 'succeeded', application_fee_amount: 1_980 });
      const fee = [...fake.applicationFees.values()].find((row) => row.originating_transaction === intent.id);
      expect(fee).toMatchObject({ amount: 1_980, account: f.account });

      // Stripe's intent carries application_fee_amount (no metadata needed).
      const applied = await hook(`evt_connect_fee_${invoice.id}`, 'payment_intent.succeeded', {
        ...intent,
        metadata: { invoiceId: invoice.id },
      });
      expect(applied.outcome).toBe('applied');
      expect(await ledger(invoice.id, 'platform_fee')).toBe(1_980);
      expect(await ledger(invoice.id, 'cash')).toBe(17_820);

      const refund = await f.agency.client.post(`/api/invoices/${invoice.id}/refunds`, { amount: 9_900 });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(fake.calls('POST', '/v1/refunds').at(-1)?.body).toMatchObject({
        payment_intent: intent.id,
        amount: '9900',
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      });
      // Half refunded: the platform keeps half its fee; the agency's cash is what it kept of the other half.
      expect(await ledger(invoice.id, 'platform_fee')).toBe(990);
      expect(await ledger(invoice.id, 'cash')).toBe(9_900 - 990);
      const after = refund.json() as Invoice;
      expect(after.platformFee).toBe(990);
      expect(after.adjustments.find((row) => row.kind === 'refund')).toMatchObject({ amount: 9_900, fee: 990 });
    });

    it('no fee without a connected account: the platform is paid in full, as before', async () => {
      const visitor = new ApiClient(t.app);
      visitor.workspaceId = undefined;
      const invoice = await sentInvoice(f.unconnected);
      const before = fake.calls('POST', '/v1/checkout/sessions').length;
      await visitor.post(`/api/public/invoices/${(invoice.payPath ?? '').split('/').at(-1)}/checkout`);
      const body = fake.calls('POST', '/v1/checkout/sessions').slice(before)[0].body;
      const intentData = body.payment_intent_data as Record<string, unknown>;
      expect(intentData.application_fee_amount).toBeUndefined();
      expect(intentData.transfer_data).toBeUndefined();
      expect((body.metadata as Record<string, unknown>).platformFee).toBeUndefined();
    });
  },
  {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_invoices_connect_fee',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      INVOICE_PLATFORM_FEE_PERCENT: '10',
    },
  },
);
