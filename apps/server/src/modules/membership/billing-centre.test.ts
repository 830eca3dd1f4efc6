import type { BillingOverview, MembershipChargesPage } from '@proclub/contracts/membership';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { appSettings, billingCustomers, emailOutbox, membershipCharges, subscriptions } from '../../db/schema/index';
import { signedEvent } from '../../test/fake-stripe';
import { pdfText } from '../../test/pdf-text';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { joinClub, successCard } from './membership.test-helpers';

describeEachDatabase('membership billing centre: charges, receipts, next charge, card update (test checkout)', (t) => {
  let member: SignedUpUser;
  let other: SignedUpUser;

  const receipts = (to: string) =>
    t.app.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.subject, 'Your ProClub receipt%')))
      .orderBy(desc(emailOutbox.createdAt));
  const charges = async (user: SignedUpUser, cursor?: string) =>
    (await user.client.get(`/api/membership/charges${cursor ? `?cursor=${cursor}` : ''}`)).json() as MembershipChargesPage;
  const overview = async (user: SignedUpUser) => (await user.client.get('/api/membership/billing')).json() as BillingOverview;
  const chargeRows = (userId: string) =>
    t.database.db
      .select({ invoiceId: membershipCharges.invoiceId })
      .from(membershipCharges)
      .where(eq(membershipCharges.userId, userId));

  beforeAll(async () => {
    member = await userWithRole(t.app, 'vendor');
    other = await userWithRole(t.app, 'client');
  });

  it('an empty history and no next charge before joining; signed out is 401', async () => {
    expect(await charges(member)).toEqual({ items: [], nextCursor: null });
    expect(await overview(member)).toEqual({ provider: 'test', nextCharge: null, card: null, canUpdateCard: false });
    expect((await new ApiClient(t.app).get('/api/membership/charges')).statusCode).toBe(401);
    expect((await new ApiClient(t.app).get('/api/membership/billing')).statusCode).toBe(401);
  });

  it('paying the test checkout records one charge with its period, add-ons and card, and mails the receipt', async () => {
    await joinClub(member.client, ['advanced_crm', 'white_label']);
    const page = await charges(member);
    expect(page.items).toHaveLength(1);
    const [charge] = page.items;
    expect(charge).toMatchObject({
      amountCents: 9700,
      currency: 'usd',
      description: 'Club Membership + Advanced CRM Tools + White Label Access',
      addOns: ['advanced_crm', 'white_label'],
      card: { brand: 'visa', last4: '4242' },
    });
    const days = (Date.parse(charge.periodEnd) - Date.parse(charge.periodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const mails = await receipts(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your ProClub receipt: $97.00 for Club Membership + Advanced CRM Tools + White Label Access');
    expect(mails[0].text).toContain('Paid with: Visa ending in 4242');
    expect(mails[0].text).toContain(`/api/membership/charges/${charge.id}/receipt.pdf`);

    const pdf = await member.client.get(charge.receiptUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const line of [
      'Membership receipt',
      'Club Membership (monthly)',
      '$29.00',
      'Advanced CRM Tools (monthly add-on)',
      '$19.00',
    ])
      expect(text).toContain(line);
    expect(text).toContain('White Label Access (monthly add-on)');
    expect(text).toContain('$97.00');
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain(member.email);
  });

  it('shows the next charge: the renewal date and the monthly total', async () => {
    const current = await overview(member);
    expect(current.nextCharge?.amountCents).toBe(9700);
    expect(Date.parse(current.nextCharge?.date ?? '')).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(current.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(current.canUpdateCard).toBe(true);
  });

  it("another user's receipt, and an id that is no uuid, answer 404", async () => {
    const [charge] = (await charges(member)).items;
    const foreign = await other.client.get(charge.receiptUrl);
    expect(foreign.statusCode).toBe(404);
    expect((await other.client.get('/api/membership/charges/not-a-uuid/receipt.pdf')).statusCode).toBe(404);
    expect((await charges(other)).items).toEqual([]);
    const badCursor = await member.client.get('/api/membership/charges?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toContain('cursor');
  });

  it('a replayed invoice event (and its twin invoice.payment_succeeded) records nothing twice', async () => {
    const [{ invoiceId }] = await chargeRows(member.id);
    const [customer] = await t.database.db
      .select({ id: billingCustomers.customerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, member.id));
    const [subscription] = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    const [secret] = await t.database.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, 'billing_webhook_secret'));
    const now = Math.floor(Date.now() / 1000);
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: customer.id,
      subscription: subscription.id,
      amount_paid: 9700,
      currency: 'usd',
      billing_reason: 'subscription_create',
      created: now,
      lines: { data: [{ price: { id: 'price_proclub_base' }, period: { start: now, end: now + 2_592_000 } }] },
    };
    const deliver = async (event: unknown) => {
      const { payload, signature } = signedEvent(event, secret.value);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/membership/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      return response.json().outcome as string;
    };
    const event = { id: 'evt_replayed_invoice', object: 'event', type: 'invoice.paid', created: now, data: { object: invoice } };
    expect(await deliver(event)).toBe('duplicate');
    expect(await deliver(event)).toBe('duplicate');
    expect(await deliver({ ...event, id: 'evt_twin', type: 'invoice.payment_succeeded' })).toBe('duplicate');
    expect(await chargeRows(member.id)).toHaveLength(1);
    expect(await receipts(member.email)).toHaveLength(1);
  });

  it('the test card update: a declined card and bad input change nothing; a Mastercard becomes the card', async () => {
    const start = await member.client.post('/api/membership/card-update');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ url: '/membership/billing/card' });

    const declined = await member.client.post('/api/membership/test-card', { ...successCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    const bad = await member.client.post('/api/membership/test-card', { ...successCard, expiry: '13/40' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toContain('expiry');
    expect((await overview(member)).card).toEqual({ brand: 'visa', last4: '4242' });

    const updated = await member.client.post('/api/membership/test-card', { ...successCard, cardNumber: '5555 5555 5555 4444' });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as BillingOverview).card).toEqual({ brand: 'mastercard', last4: '4444' });

    // Someone without a customer cannot start one.
    const stranger = await other.client.post('/api/membership/card-update');
    expect(stranger.statusCode).toBe(409);
  });

  it('the renewal job charges the new card once and mails a second receipt; the history pages', async () => {
    await t.database.db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 hour' where user_id = ${member.id}`,
    );
    // A month has passed since the first charge: without this, both charges could fall in the same second (Stripe's
    // paid_at is in whole seconds) and the history's newest-first order would be a coin toss between them.
    await t.database.db.execute(
      sql`update membership_charges set paid_at = paid_at - interval '30 days' where user_id = ${member.id}`,
    );
    const schedule = (await t.app.jobs.listSchedules({ names: ['membership.test-renewals'] }))[0];
    const run = async () => {
      const id = await t.app.jobs.runScheduleNow(schedule.id);
      await until(
        () => t.app.jobs.getJob(id as string),
        (job) => job?.state === 'completed' || job?.state === 'failed',
      );
    };
    await run();
    await run(); // nothing is due any more: no second charge
    const page = await charges(member);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ amountCents: 9700, card: { brand: 'mastercard', last4: '4444' } });
    expect(Date.parse(page.items[0].periodStart)).toBeLessThanOrEqual(Date.now());
    expect(await receipts(member.email)).toHaveLength(2);
    expect((await receipts(member.email))[0].text).toContain('Mastercard ending in 4444');
  });

  it('pages through a long history with a keyset cursor', async () => {
    for (let month = 0; month < 11; month += 1)
      await t.database.db.execute(
        sql`insert into membership_charges (user_id, provider, invoice_id, event_id, amount_cents, currency, reason, period_start, period_end, paid_at)
            values (${other.id}, 'test', ${`in_fill_${month}`}, ${`evt_fill_${month}`}, 2900, 'usd', 'subscription_cycle',
              now() - ${`${month + 1} months`}::interval, now() - ${`${month} months`}::interval, now() - ${`${month} months`}::interval)`,
      );
    const first = await charges(other);
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const second = await charges(other, first.nextCursor ?? '');
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(11);
  });
});
