import crypto from 'node:crypto';
import type { InvoiceCurrency, RevenueSummary } from '@proclub/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import { appUrl as appUrlOf } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { defineJob } from '../../lib/jobs/index';
import { stripeClient } from '../../lib/stripe';
import { billingContact } from '../crm/crm.public';
import { PublicBrands } from '../profiles/profiles.public';
import { BillingTestClock, billingClockRoutes } from './billing-clock.routes';
import { InvoiceTestCheckout, InvoiceWebhookService, StripeInvoiceGateway } from './invoice-payments';
import { sendDueReminders } from './invoice-reminders';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';
import { invoicesRoutes, invoiceWebhookRoute } from './invoices.routes';
import { InvoicesService } from './invoices.service';
import { SubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { type SubscriptionJobs, SubscriptionsService } from './subscriptions.service';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Agency billing (issue 34, ADR 048): invoices, their public pay page, the card webhook, and the daily jobs that
 * mark invoices overdue and send reminders.
 */
export async function invoicesPlugin(
  app: FastifyInstance,
  {
    env,
    payoutAccount,
  }: {
    env: Env;
    /** The workspace's Stripe Connect account that can be paid (orders' payouts), for destination charges; or null. */
    payoutAccount?: (workspaceId: string) => Promise<string | null>;
  },
) {
  const db = app.database.db;
  const log = app.log.child({ module: 'invoices' });
  const repository = new InvoicesRepository(db);
  const brands = new PublicBrands(db);
  const appUrl = appUrlOf(env);
  const stripeKey = env.STRIPE_SECRET_KEY;
  const testMode = !stripeKey && Boolean(env.TEST_CHECKOUT);
  const stripe = stripeKey ? stripeClient(stripeKey, env.STRIPE_API_BASE) : null;

  const invoices = new InvoicesService(repository, {
    contact: (workspaceId, clientId) => billingContact(db, workspaceId, clientId),
    brand: (workspaceId) => brands.of(workspaceId),
    mailer: app.mailer,
    appUrl,
    payment: stripe ? 'stripe' : testMode ? 'test' : 'none',
    recordEvent: (event) => app.recordDomainEvent(event),
  });

  // The test checkout signs and verifies in the same process, so a per-process secret is enough (nothing else
  // sends test events); Stripe's endpoint secret comes from the environment.
  const testSecret = crypto.randomBytes(32).toString('hex');
  const secret = async () => env.STRIPE_WEBHOOK_SECRET ?? (testMode ? testSecret : null);
  const webhooks = new InvoiceWebhookService(repository, invoices, secret, log, async (invoiceId) => {
    // A declined card: the client hears it (with the pay link to try again).
    const row = await repository.lock(invoiceId);
    if (!row) return;
    const brand = await brands.of(row.workspaceId);
    const mail = await invoices.invoiceMail(row, await invoices.businessName(row.workspaceId), brand, 'declined');
    await app.mailer.send(mail);
  });
  // Outside production, a per-workspace test clock (POST /api/dev/billing-clock) moves one workspace's billing days.
  const clock = env.NODE_ENV === 'production' ? null : new BillingTestClock();
  const testCheckout = testMode ? new InvoiceTestCheckout(repository, webhooks, async () => testSecret) : null;
  const stripeGateway = stripe
    ? new StripeInvoiceGateway(stripe, log, (id) => repository.lock(id), payoutAccount, env.INVOICE_PLATFORM_FEE_PERCENT)
    : null;

  const periodJob = defineJob<{ subscriptionId: string; periodStart: string }>({
    name: 'invoices.subscription-period',
    title: "A subscription's period invoice",
    // Periods of different subscriptions run side by side: the numbering row lock serialises only the counter.
    concurrency: 4,
    handler: ({ subscriptionId, periodStart }) => subscriptions.runPeriod(subscriptionId, periodStart),
  });
  const chargeJob = defineJob<{ invoiceId: string; attempt: number }>({
    name: 'invoices.charge',
    title: 'Charge a saved card for an invoice',
    retryLimit: 2,
    concurrency: 4,
    handler: ({ invoiceId, attempt }) => subscriptions.runCharge(invoiceId, attempt),
  });
  const sweepJob = defineJob<Record<string, never>>({
    name: 'invoices.subscription-billing',
    title: 'Bill due subscriptions',
    handler: () => subscriptions.queueDuePeriods(today()),
  });
  const subscriptionJobs: SubscriptionJobs = {
    period: async (subscriptionId, periodStart) => {
      await app.jobs.enqueue(
        periodJob,
        { subscriptionId, periodStart },
        { singletonKey: `invoice-period-${subscriptionId}-${periodStart}`, singletonSeconds: 7 * 86_400 },
      );
    },
    charge: async (invoiceId, attempt, at) => {
      await app.jobs.enqueue(
        chargeJob,
        { invoiceId, attempt },
        {
          singletonKey: `invoice-charge-${invoiceId}-${attempt}`,
          singletonSeconds: 7 * 86_400,
          ...(at ? { startAfter: at } : {}),
        },
      );
    },
  };
  const subscriptions = new SubscriptionsService(repository, invoices, {
    contact: (workspaceId, clientId) => billingContact(db, workspaceId, clientId),
    jobs: () => subscriptionJobs,
    charger: stripeGateway?.saved ?? testCheckout?.saved ?? null,
    mailer: app.mailer,
    appUrl,
    log,
    notifyAgency: async (workspaceId, notice) => {
      await app.notifications.notifyWorkspace(workspaceId, 'settings', {
        kind: 'invoice_payment_failed',
        title: notice.title,
        body: notice.body,
        link: notice.link,
        subject: { type: 'invoice', id: notice.invoiceId },
        email: notice.email,
      });
    },
    now: (workspaceId) => clock?.now(workspaceId) ?? Date.now(),
  });
  for (const job of [periodJob, chargeJob, sweepJob]) app.jobs.register(job as Parameters<typeof app.jobs.register>[0]);
  await app.jobs.schedule(sweepJob, { timing: { cron: '5 * * * *' }, payload: {} });

  const refundAtProvider = async (invoice: InvoiceRow, amount: number, ref: string) => {
    if (!stripeGateway) return;
    const payment = (await repository.adjustments(invoice.id)).filter((row) => row.kind === 'payment' && row.providerRef).at(-1);
    if (payment?.providerRef)
      await stripeGateway.refund(
        payment.providerRef,
        amount,
        `invoice-refund-${ref}`,
        await stripeGateway.paysAgency(invoice.workspaceId),
        invoice.platformFeeCents > 0,
      );
  };

  async function revenue(workspaceId: string): Promise<RevenueSummary> {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    // One round trip (ADR 055); a workspace that never opened billing gets its settings row first.
    const totals = await repository.revenueTotals(
      workspaceId,
      from.toISOString().slice(0, 10),
      new Date(Date.now() - 30 * 86_400_000),
    );
    const currency = totals.currency ?? (await invoices.settings(workspaceId)).currency;
    const { months: byMonth, owed, clients, recurring } = totals;
    const months = Array.from({ length: 12 }, (_, index) => {
      const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + index, 1)).toISOString().slice(0, 7);
      return { month, collected: byMonth.find((row) => row.month === month)?.collected ?? 0 };
    });
    return {
      currency: currency as InvoiceCurrency,
      mrr: recurring.mrr,
      activeSubscriptions: recurring.active,
      churnRate:
        recurring.active + recurring.churned === 0
          ? 0
          : Math.round((recurring.churned * 10_000) / (recurring.active + recurring.churned)),
      collectedThisMonth: months.at(-1)?.collected ?? 0,
      outstanding: owed.open + owed.overdue,
      overdue: owed.overdue,
      months,
      clients,
    };
  }

  const overdueJob = defineJob<Record<string, never>>({
    name: 'invoices.mark-overdue',
    title: 'Mark unpaid invoices overdue',
    handler: () => invoices.markOverdue(today()),
  });
  const remindersJob = defineJob<Record<string, never>>({
    name: 'invoices.reminders',
    title: 'Invoice payment reminders',
    handler: () => sendDueReminders({ repository, invoices, brands, mailer: app.mailer, log }, today()),
  });
  app.jobs.register(overdueJob);
  app.jobs.register(remindersJob);
  await app.jobs.schedule(overdueJob, { timing: { cron: '15 0 * * *' }, payload: {} });
  await app.jobs.schedule(remindersJob, { timing: { cron: '0 9 * * *' }, payload: {} });

  await invoicesRoutes(app, { invoices, revenue, testCheckout, stripeGateway, refundAtProvider, appUrl });
  await subscriptionsRoutes(app, subscriptions);
  await invoiceWebhookRoute(app, webhooks);

  if (clock)
    await billingClockRoutes(app, {
      advance: async (workspaceId, days) => {
        clock.advance(workspaceId, days);
        const day = clock.today(workspaceId);
        const subscriptionsRepository = new SubscriptionsRepository(db);
        let periods = 0;
        // Every period that fell due (a long jump can pass several months).
        for (let round = 0; round < 36; round += 1) {
          const due = (await subscriptionsRepository.due(day)).filter((row) => row.workspaceId === workspaceId);
          if (due.length === 0) break;
          for (const row of due) if ((await subscriptions.runPeriod(row.id, row.nextInvoiceDate)).invoiceId) periods += 1;
        }
        // Charge retries due by the workspace's clock (the first charge is the job engine's, queued for now).
        let retries = 0;
        const waiting = await app.jobs.listJobs({ names: [chargeJob.name], states: ['created'], limit: 1000 });
        for (const job of waiting.sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime())) {
          const { invoiceId, attempt } = job.payload as { invoiceId: string; attempt: number };
          if (attempt < 2 || job.startAfter.getTime() > clock.now(workspaceId)) continue;
          const row = await repository.lock(invoiceId);
          if (row?.workspaceId !== workspaceId) continue;
          if ((await subscriptions.runCharge(invoiceId, attempt)) !== 'skipped') retries += 1;
        }
        const overdue = await invoices.markOverdue(day, workspaceId);
        const { reminded } = await sendDueReminders({ repository, invoices, brands, mailer: app.mailer, log }, day, workspaceId);
        return { today: day, offsetDays: clock.offsetDays(workspaceId), periods, retries, overdue, reminded };
      },
    });
}
