import type { Invoice, Subscription } from '@proclub/contracts/invoices';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { invoiceSubscriptions, invoices as invoicesTable, sellerPayoutAccounts } from '../../db/schema/index';
import type { FakeStripe } from '../../test/fake-stripe';
import type { SignedUpUser, TestContext } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

/** $198.00 a month (quantity in thousandths). */
export const monthly = [{ description: 'SEO retainer', quantity: 1000, unitPrice: 19_800, taxRate: 0, discountRate: 0 }];

export interface ConnectFixtures {
  /** An agency whose workspace has a Connect account (`account`) on the fake Stripe. */
  agency: SignedUpUser;
  /** An agency without one: the platform is paid. */
  unconnected: SignedUpUser;
  account: string;
  /** A sent $198.00 invoice of `owner`'s, for a new client. */
  sentInvoice(owner: SignedUpUser): Promise<Invoice>;
  /** Runs the monthly billing schedule now and waits for it. */
  sweep(): Promise<void>;
  /** The agency's monthly subscription for a new client, paid by a saved card on the fake Stripe. */
  savedCardSubscription(paymentMethod: string): Promise<{ subscription: Subscription; customer: string }>;
  /** The subscription's period invoice, once its first charge was tried. */
  periodInvoice(subscriptionId: string): Promise<typeof invoicesTable.$inferSelect>;
}

/** The agencies, invoices and saved cards the Stripe Connect files share; call inside describeEachDatabase. */
export function connectFixtures(t: TestContext, fake: FakeStripe): ConnectFixtures {
  const client = async (owner: SignedUpUser, name: string) =>
    (
      (
        await owner.client.post('/api/crm/clients', {
          name,
          email: `${name.toLowerCase()}-${owner.id.slice(0, 6)}@client.test`,
        })
      ).json() as { id: string }
    ).id;
  const periodInvoiceRow = async (subscriptionId: string) =>
    (await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.subscriptionId, subscriptionId)))[0];

  const fixtures: ConnectFixtures = {
    agency: undefined as unknown as SignedUpUser,
    unconnected: undefined as unknown as SignedUpUser,
    account: '',
    async sentInvoice(owner) {
      const created = await owner.client.post('/api/invoices', {
        clientId: await client(owner, 'Checkout'),
        issueDate: '2026-11-01',
        dueDate: '2026-11-30',
        lines: monthly,
      });
      return (await owner.client.post(`/api/invoices/${(created.json() as Invoice).id}/send`)).json() as Invoice;
    },
    async sweep() {
      const schedule = await t.app.jobs.getSchedule({ name: 'invoices.subscription-billing' });
      const id = await t.app.jobs.runScheduleNow(schedule?.id as string);
      await expect
        .poll(async () => (id ? (await t.app.jobs.getJob(id))?.state : 'completed'), { timeout: 20_000 })
        .toBe('completed');
    },
    async savedCardSubscription(paymentMethod) {
      const customer = `cus_fake_${paymentMethod}_${Math.random().toString(36).slice(2, 8)}`;
      fake.customers.set(customer, { id: customer, object: 'customer' });
      const made = await fixtures.agency.client.post('/api/invoice-subscriptions', {
        clientId: await client(fixtures.agency, `Monthly${paymentMethod.length}${Math.random().toString(36).slice(2, 6)}`),
        startDate: new Date().toISOString().slice(0, 10),
        lines: monthly,
      });
      const subscription = made.json() as Subscription;
      await t.database.db
        .update(invoiceSubscriptions)
        .set({ savedCard: paymentMethod, stripeCustomer: customer, cardLast4: '4242' })
        .where(eq(invoiceSubscriptions.id, subscription.id));
      return { subscription, customer };
    },
    async periodInvoice(subscriptionId) {
      await expect.poll(async () => (await periodInvoiceRow(subscriptionId))?.chargeAttempts ?? 0, { timeout: 20_000 }).toBe(1);
      return periodInvoiceRow(subscriptionId);
    },
  };

  beforeAll(async () => {
    fixtures.agency = await userWithRole(t.app, 'agency');
    fixtures.unconnected = await userWithRole(t.app, 'agency');
    fixtures.account = `acct_fake_agency_${fixtures.agency.id.slice(0, 6)}`;
    fake.accounts.set(fixtures.account, {
      id: fixtures.account,
      object: 'account',
      payouts_enabled: true,
      charges_enabled: true,
    });
    await t.database.db.insert(sellerPayoutAccounts).values({
      workspaceId: fixtures.agency.id,
      stripeAccountId: fixtures.account,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
  });
  return fixtures;
}
