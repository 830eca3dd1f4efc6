import type { Invoice, InvoicePage, RevenueSummary, Subscription } from '@proclub/contracts/invoices';
import type { NotificationPage } from '@proclub/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, invoiceSubscriptions, invoices as invoicesTable } from '../../db/schema/index';
import { defineJob } from '../../lib/jobs/index';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { agencyTeam } from '../../test/test-users';
import { startSubscriptionFromProposal } from './invoices.public';
import { addMonthAnchored } from './subscriptions.service';

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bakery Owner' };
const today = () => new Date().toISOString().slice(0, 10);
const monthly = [{ description: 'SEO retainer', quantity: 1000, unitPrice: 19_800, taxRate: 0, discountRate: 0 }];

describeEachDatabase('subscriptions: period invoices by the job engine, saved card, retries, pause/resume/cancel, MRR', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let owner: SignedUpUser;
  let clientId: string;
  let clientEmail: string;

  const sweep = async () => {
    const schedule = await t.app.jobs.getSchedule({ name: 'invoices.subscription-billing' });
    const id = await t.app.jobs.runScheduleNow(schedule?.id as string);
    // Wait for the sweep itself, so the next sweep is not dropped as a duplicate of a queued one.
    await expect
      .poll(async () => (id ? (await t.app.jobs.getJob(id))?.state : 'completed'), { timeout: 20_000 })
      .toBe('completed');
  };
  const invoicesOf = async (subscriptionId: string) =>
    t.database.db.select().from(invoicesTable).where(eq(invoicesTable.subscriptionId, subscriptionId));
  const subscribe = async (over: Record<string, unknown> = {}) => {
    const response = await owner.client.post('/api/invoice-subscriptions', {
      clientId,
      startDate: today(),
      lines: monthly,
      ...over,
    });
    if (response.statusCode !== 201) throw new Error(`subscribe failed: ${response.body}`);
    return response.json() as Subscription;
  };
  const mailsTo = async (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    owner = team.owner;
    clientEmail = `subs-${owner.id.slice(0, 8)}@client.test`;
    const made = await owner.client.post('/api/crm/clients', { name: 'Retainer Co', email: clientEmail });
    clientId = (made.json() as { id: string }).id;
  });

  it('keeps the billing day across short months', () => {
    expect(addMonthAnchored('2026-01-31', 31)).toBe('2026-02-28');
    expect(addMonthAnchored('2026-02-28', 31)).toBe('2026-03-31');
    expect(addMonthAnchored('2026-12-15', 15)).toBe('2027-01-15');
  });

  it('bills the first period (mailed with a pay link); paying saves the card; the next period is charged to it', async () => {
    const subscription = await subscribe();
    expect(subscription).toMatchObject({ status: 'active', amount: 19_800, nextInvoiceDate: today(), cardLast4: null });
    await sweep();
    await expect.poll(async () => (await invoicesOf(subscription.id)).length, { timeout: 20_000 }).toBe(1);
    const [first] = await invoicesOf(subscription.id);
    expect(first.status).toBe('open');
    expect(first.number).not.toBeNull();
    expect((await mailsTo(clientEmail)).some((mail) => mail.html.includes(`/invoice/${first.publicToken}`))).toBe(true);
    // A second sweep the same day bills nothing more.
    await sweep();
    const after = (await owner.client.get(`/api/invoice-subscriptions/${subscription.id}`)).json() as Subscription;
    expect(after.nextInvoiceDate).toBe(addMonthAnchored(today(), Number(today().slice(8, 10))));

    const visitor = new ApiClient(t.app);
    expect((await visitor.post(`/api/public/invoices/${first.publicToken}/pay`, TEST_CARD)).statusCode).toBe(200);
    expect(((await owner.client.get(`/api/invoice-subscriptions/${subscription.id}`)).json() as Subscription).cardLast4).toBe(
      '4242',
    );

    // "Advance the clock": the next period is due (it started yesterday).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(invoiceSubscriptions)
      .set({ nextInvoiceDate: yesterday })
      .where(eq(invoiceSubscriptions.id, subscription.id));
    await sweep();
    await expect
      .poll(async () => (await invoicesOf(subscription.id)).filter((row) => row.status === 'paid').length, { timeout: 20_000 })
      .toBe(2);
    const revenue = (await owner.client.get('/api/invoices/revenue')).json() as RevenueSummary;
    expect(revenue.mrr).toBeGreaterThanOrEqual(19_800);
    expect(revenue.activeSubscriptions).toBeGreaterThanOrEqual(1);
  });

  it('a declined saved card is retried after 1, 3 and 7 days (client and agency told), then the invoice is overdue', async () => {
    const subscription = await subscribe({ startDate: '2026-01-10' });
    await t.database.db
      .update(invoiceSubscriptions)
      .set({ savedCard: 'test_0002', cardLast4: '0002' })
      .where(eq(invoiceSubscriptions.id, subscription.id));
    await sweep();
    await expect
      .poll(
        async () => {
          const [row] = await invoicesOf(subscription.id);
          return row?.chargeAttempts ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const [invoice] = await invoicesOf(subscription.id);
    await expect
      .poll(async () => ((await owner.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice).adjustments.length, {
        timeout: 20_000,
      })
      .toBe(1);
    await expect.poll(async () => (await mailsTo(clientEmail)).some((mail) => mail.subject.includes('was declined'))).toBe(true);
    await expect.poll(async () => (await mailsTo(owner.email)).some((mail) => mail.subject.includes('was declined'))).toBe(true);
    // The agency's notice is in the bell of the people who manage billing (owner, admin), live, not only mailed.
    const failedNotices = async (user: SignedUpUser) =>
      ((await user.client.get('/api/notifications?limit=50')).json() as NotificationPage).items.filter(
        (item) => item.kind === 'invoice_payment_failed' && item.link === `/invoices/${invoice.id}`,
      );
    for (const manager of [owner, team.admin]) {
      const [notice] = await failedNotices(manager);
      expect(notice).toMatchObject({
        title: expect.stringContaining('was declined'),
        workspaceId: team.workspaceId,
        readAt: null,
      });
    }
    expect(await failedNotices(team.member)).toHaveLength(0);

    // The retries, run now (their due times are days apart): the last one leaves the invoice overdue.
    const charge = defineJob<{ invoiceId: string; attempt: number }>({
      name: 'invoices.charge',
      title: 'x',
      handler: async () => {},
    });
    for (const attempt of [2, 3, 4]) {
      await t.app.jobs.enqueue(charge, { invoiceId: invoice.id, attempt }, { singletonKey: `test-${invoice.id}-${attempt}` });
      await expect
        .poll(
          async () =>
            (await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.id, invoice.id)))[0].chargeAttempts,
          {
            timeout: 20_000,
          },
        )
        .toBe(attempt);
    }
    await expect
      .poll(async () => ((await owner.client.get(`/api/invoices/${invoice.id}`)).json() as Invoice).status, { timeout: 20_000 })
      .toBe('overdue');
    await expect.poll(async () => (await mailsTo(owner.email)).some((mail) => mail.subject.includes('is overdue'))).toBe(true);
  });

  it('pause, resume and cancel (now or at period end); only owners and admins manage', async () => {
    const subscription = await subscribe({ startDate: '2030-01-01' });
    expect((await team.member.client.post(`/api/invoice-subscriptions/${subscription.id}/pause`)).statusCode).toBe(403);
    expect((await team.member.client.get(`/api/invoice-subscriptions/${subscription.id}`)).statusCode).toBe(200);
    const paused = (await team.admin.client.post(`/api/invoice-subscriptions/${subscription.id}/pause`)).json() as Subscription;
    expect(paused.status).toBe('paused');
    expect((await owner.client.post(`/api/invoice-subscriptions/${subscription.id}/pause`)).statusCode).toBe(409);
    const resumed = (await owner.client.post(`/api/invoice-subscriptions/${subscription.id}/resume`)).json() as Subscription;
    expect(resumed).toMatchObject({ status: 'active', nextInvoiceDate: '2030-01-01' });
    const atEnd = (
      await owner.client.post(`/api/invoice-subscriptions/${subscription.id}/cancel`, { atPeriodEnd: true })
    ).json() as Subscription;
    expect(atEnd).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const now = (
      await owner.client.post(`/api/invoice-subscriptions/${subscription.id}/cancel`, { atPeriodEnd: false })
    ).json() as Subscription;
    expect(now.status).toBe('canceled');
    const bad = await owner.client.post('/api/invoice-subscriptions', { clientId, startDate: today(), lines: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('a subscription cancelled at period end bills nothing more and ends when the period comes', async () => {
    const subscription = await subscribe({ startDate: '2026-02-01' });
    await owner.client.post(`/api/invoice-subscriptions/${subscription.id}/cancel`, { atPeriodEnd: true });
    await sweep();
    await expect
      .poll(
        async () => ((await owner.client.get(`/api/invoice-subscriptions/${subscription.id}`)).json() as Subscription).status,
        {
          timeout: 20_000,
        },
      )
      .toBe('canceled');
    expect(await invoicesOf(subscription.id)).toHaveLength(0);
  });

  it('startSubscriptionFromProposal starts one subscription per proposal', async () => {
    const proposalId = crypto.randomUUID();
    const input = { workspaceId: owner.id, proposalId, clientId, lines: monthly, startDate: '2031-05-01', createdBy: owner.id };
    const first = await startSubscriptionFromProposal(t.database.db, input);
    const second = await startSubscriptionFromProposal(t.database.db, input);
    expect(second).toBe(first);
    const rows = await t.database.db
      .select()
      .from(invoiceSubscriptions)
      .where(and(eq(invoiceSubscriptions.workspaceId, owner.id), eq(invoiceSubscriptions.sourceRef, proposalId)));
    expect(rows).toHaveLength(1);
    expect(rows[0].source).toBe('proposal');
    const list = ((await owner.client.get('/api/invoices?pageSize=100')).json() as InvoicePage).items;
    expect(list.every((item) => item.clientId === clientId)).toBe(true);
  });
});
