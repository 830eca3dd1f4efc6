import type { Invoice, Subscription } from '@proclub/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoiceSubscriptions, invoices as invoicesTable, sellerPayoutAccounts } from '../../db/schema/index';
import { FakeStripe, signedEvent } from '../../test/fake-stripe';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

const WEBHOOK_SECRET = 'whsec_invoices_connect';
const fake = await FakeStripe.start({ secretKey: 'sk_test_invoices_connect', prices: [] });
afterAll(() => fake.close());

const today = () => new Date().toISOString().slice(0, 10);
const monthly = [{ description: 'SEO retainer', quantity: 1000, unitPrice: 19_800, taxRate: 0, discountRate: 0 }];

describeEachDatabase(
  "agency billing through Stripe Connect: destination charges to the workspace's account, saved cards off-session",
  (t) => {
    let agency: SignedUpUser;
    let unconnected: SignedUpUser;
    let account: string;

    const client = async (owner: SignedUpUser, name: string) =>
      (
        (
          await owner.client.post('/api/crm/clients', {
            name,
            email: `${name.toLowerCase()}-${owner.id.slice(0, 6)}@client.test`,
          })
        ).json() as { id: string }
      ).id;
    const sentInvoice = async (owner: SignedUpUser) => {
      const created = await owner.client.post('/api/invoices', {
        clientId: await client(owner, 'Checkout'),
        issueDate: '2026-11-01',
        dueDate: '2026-11-30',
        lines: monthly,
      });
      return (await owner.client.post(`/api/invoices/${(created.json() as Invoice).id}/send`)).json() as Invoice;
    };
    const sweep = async () => {
      const schedule = await t.app.jobs.getSchedule({ name: 'invoices.subscription-billing' });
      const id = await t.app.jobs.runScheduleNow(schedule?.id as string);
      await expect
        .poll(async () => (id ? (await t.app.jobs.getJob(id))?.state : 'completed'), { timeout: 20_000 })
        .toBe('completed');
    };
    const savedCardSubscription = async (paymentMethod: string) => {
      const customer = `cus_fake_${paymentMethod}_${Math.random().toString(36).slice(2, 8)}`;
      fake.customers.set(customer, { id: customer, object: 'customer' });
      const made = await agency.client.post('/api/invoice-subscriptions', {
        clientId: await client(agency, `Monthly${paymentMethod.length}${Math.random().toString(36).slice(2, 6)}`),
        startDate: today(),
        lines: monthly,
      });
      const subscription = made.json() as Subscription;
      await t.database.db
        .update(invoiceSubscriptions)
        .set({ savedCard: paymentMethod, stripeCustomer: customer, cardLast4: '4242' })
        .where(eq(invoiceSubscriptions.id, subscription.id));
      return { subscription, customer };
    };
    const periodInvoice = async (subscriptionId: string) => {
      await expect
        .poll(
          async () =>
            (await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.subscriptionId, subscriptionId)))[0]
              ?.chargeAttempts ?? 0,
          { timeout: 20_000 },
        )
        .toBe(1);
      return (await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.subscriptionId, subscriptionId)))[0];
    };

    beforeAll(async () => {
      agency = await userWithRole(t.app, 'agency');
      unconnected = await userWithRole(t.app, 'agency');
      account = `acct_fake_agency_${agency.id.slice(0, 6)}`;
      fake.accounts.set(account, { id: account, object: 'account', payouts_enabled: true, charges_enabled: true });
      await t.database.db
        .insert(sellerPayoutAccounts)
        .values({ workspaceId: agency.id, stripeAccountId: account, payoutsEnabled: true, detailsSubmitted: true });
    });

    it("opens Checkout as a destination charge on the agency's account; without one the platform is paid", async () => {
      const visitor = new ApiClient(t.app);
      visitor.workspaceId = undefined;
      const pay = async (invoice: Invoice) => {
        const before = fake.calls('POST', '/v1/checkout/sessions').length;
        const response = await visitor.post(`/api/public/invoices/${(invoice.payPath ?? '').split('/').at(-1)}/checkout`);
        expect(response.statusCode, response.body).toBe(200);
        return fake.calls('POST', '/v1/checkout/sessions').slice(before)[0].body;
      };
      const connected = await pay(await sentInvoice(agency));
      expect(connected).toMatchObject({
        mode: 'payment',
        payment_intent_data: { transfer_data: { destination: account }, on_behalf_of: account },
      });
      // No fee by default (ADR 055: INVOICE_PLATFORM_FEE_PERCENT is 0 unless the operator sets it).
      expect((connected.payment_intent_data as Record<string, unknown>).application_fee_amount).toBeUndefined();
      const platform = await pay(await sentInvoice(unconnected));
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
        transfer_data: { destination: account },
        on_behalf_of: account,
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
      expect(((await agency.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice).status).toBe('paid');

      // A refund of a destination charge takes the money back from the agency's account.
      const refund = await agency.client.post(`/api/invoices/${invoice.id}/refunds`, { amount: 1_000 });
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
      expect(((await agency.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice).status).toBe('open');
    });
  },
  { env: { STRIPE_SECRET_KEY: 'sk_test_invoices_connect', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url } },
);
