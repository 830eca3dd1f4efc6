import { EARNINGS_UPDATED_EVENT, type PayoutAccount, type PayoutOnboarding } from '@proclub/contracts/orders';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { AppError, notFound } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/index';
import { callStripe, stripeClient } from '../../lib/stripe';
import type { AuthUser } from '../../plugins/auth';
import { OrderPaymentsRepository } from './order-payments.repository';
import { type PayoutAccountRow, SellerPayoutsRepository } from './seller-payouts.repository';

export const SELLER_TRANSFER_JOB = 'orders.seller-transfer';
export const PAYOUT_SWEEP_JOB = 'orders.payout-sweep';
type TransferPayload = { orderId: string };

const SIGNATURE_TOLERANCE_SECONDS = 300;
const accountSchema = z
  .object({
    id: z.string(),
    object: z.literal('account'),
    payouts_enabled: z.boolean().nullish(),
    details_submitted: z.boolean().nullish(),
  })
  .loose();
const envelopeSchema = z
  .object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255), data: z.object({ object: z.unknown() }) })
  .loose();

/** The job definition by name: enqueued from anywhere, run by the handler createSellerPayouts registers. */
const transferJob = (handler: TransferHandler = async () => {}) =>
  defineJob<TransferPayload>({
    name: SELLER_TRANSFER_JOB,
    title: "Transfer of the seller's share to their Stripe account",
    retryLimit: 8,
    retryDelaySeconds: 60,
    handler,
  });
type TransferHandler = (payload: TransferPayload) => Promise<unknown>;

/** One transfer per order: the job's singleton key and Stripe's idempotency key. */
export const transferKey = (orderId: string) => `order-transfer-${orderId}`;

async function enqueueTransfer(app: FastifyInstance, orderId: string, sellerId: string) {
  await app.jobs.enqueue(transferJob(), { orderId }, { singletonKey: transferKey(orderId), ownerId: sellerId });
}

/**
 * After a settlement committed (buyer accepted, auto-release, an admin's release or partial refund): in Stripe mode,
 * the seller's share is transferred by a job when their account can receive payouts; otherwise it waits in their
 * available balance until it can (ADR 031). Never fails the caller: the hourly sweep finds anything missed.
 */
export function payoutAfterRelease(app: FastifyInstance, env: Env): (orderId: string) => Promise<void> {
  const repository = new SellerPayoutsRepository(app.database.db);
  return async (orderId) => {
    if (!env.STRIPE_SECRET_KEY) return;
    try {
      const share = await repository.releasedShare(orderId);
      if (!share || share.paidOut) return;
      const account = await repository.account(share.sellerId);
      if (account?.payoutsEnabled) await enqueueTransfer(app, orderId, share.sellerId);
    } catch (error) {
      app.log.error({ err: error, orderId }, 'could not queue the seller transfer (the sweep retries)');
    }
  };
}

/**
 * Seller payouts (ADR 031): Express connected accounts through Stripe Connect, the transfer job, the `account.updated`
 * webhook and a safety sweep. Test mode has no onboarding: payouts are simulated, the ledger is the record.
 */
export class SellerPayouts {
  private readonly log: FastifyBaseLogger;

  constructor(
    private readonly app: FastifyInstance,
    private readonly repository: SellerPayoutsRepository,
    private readonly stripe: Stripe | null,
    private readonly settings: { testMode: boolean; appUrl: string; webhookSecret: string | null },
  ) {
    this.log = app.log.child({ module: 'seller-payouts' });
  }

  get mode(): PayoutAccount['mode'] {
    return this.stripe ? 'stripe' : this.settings.testMode ? 'test' : 'off';
  }

  private view(row: PayoutAccountRow | null): PayoutAccount {
    const state = !row ? 'not_set_up' : row.payoutsEnabled ? 'enabled' : 'pending';
    return {
      mode: this.mode,
      state: this.mode === 'stripe' ? state : 'not_set_up',
      detailsSubmitted: row?.detailsSubmitted ?? false,
      payoutsEnabled: row?.payoutsEnabled ?? false,
    };
  }

  /** The caller's account; one not enabled yet is read again from Stripe (the return from onboarding, next load). */
  async status(workspaceId: string): Promise<PayoutAccount> {
    if (!this.stripe) return this.view(null);
    const row = await this.repository.account(workspaceId);
    if (!row || row.payoutsEnabled) return this.view(row);
    try {
      await this.refresh(row.stripeAccountId);
    } catch (error) {
      this.log.warn({ err: error, workspaceId }, 'could not read the payout account from Stripe');
    }
    return this.view(await this.repository.account(workspaceId));
  }

  /** Re-reads one account of the caller; 404 for an account that is not theirs. */
  async sync(workspaceId: string, stripeAccountId: string): Promise<PayoutAccount> {
    const row = this.stripe ? await this.repository.accountById(stripeAccountId) : null;
    if (!row || row.workspaceId !== workspaceId) throw notFound('Payout account');
    await this.call('accounts.retrieve', () => this.refresh(stripeAccountId));
    return this.view(await this.repository.account(workspaceId));
  }

  /** "Set Up Payouts": the Express account (created once per seller) and a fresh onboarding link to it. */
  /** The workspace's account, set up by its owner (the guard's `billing`), with the owner's address for Stripe. */
  async onboard(workspaceId: string, user: AuthUser): Promise<PayoutOnboarding> {
    const stripe = this.stripe;
    if (!stripe)
      throw new AppError('payouts_simulated', 409, 'Payouts are simulated in test mode: there is no account to set up.');
    let row = await this.repository.account(workspaceId);
    if (!row) {
      const account = await this.call('accounts.create', () =>
        stripe.accounts.create(
          {
            type: 'express',
            email: user.email,
            metadata: { workspaceId, userId: user.id },
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey: `payout-account-${workspaceId}` },
        ),
      );
      row = await this.repository.insertAccount(workspaceId, account.id);
    }
    const accountId = row.stripeAccountId;
    const back = `${this.settings.appUrl}/dashboard?tab=orders`;
    const link = await this.call('accountLinks.create', () =>
      stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${back}&payouts=refresh`,
        return_url: `${back}&payouts=return`,
      }),
    );
    return { url: link.url };
  }

  /** Connect webhook: a verified, once-only `account.updated` re-reads the account from Stripe and stores it. */
  async receive(payload: Buffer, signature: string | undefined): Promise<'applied' | 'duplicate' | 'ignored'> {
    const secret = this.settings.webhookSecret;
    const stripe = this.stripe;
    if (!stripe || !secret || !signature) throw new AppError('invalid_signature', 400, 'Missing webhook signature');
    let raw: unknown;
    try {
      raw = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'refused Connect webhook: signature check failed');
      throw new AppError('invalid_signature', 400, 'Invalid webhook signature');
    }
    const event = envelopeSchema.safeParse(raw);
    if (!event.success) throw new AppError('invalid_event', 400, 'The payload is not an event');
    if (event.data.type !== 'account.updated') return 'ignored';
    const account = accountSchema.safeParse(event.data.data.object);
    if (!account.success) return 'ignored';
    const known = await this.repository.accountById(account.data.id);
    if (!known) return 'ignored';
    const payments = new OrderPaymentsRepository(this.app.database.db);
    // Stripe may deliver events out of order: the account's current state is read, not the event's copy.
    const fresh = await this.call('accounts.retrieve', () => stripe.accounts.retrieve(account.data.id));
    const outcome = await payments.transaction(async (tx, db) => {
      if (!(await tx.recordEvent(event.data.id, event.data.type))) return null;
      return new SellerPayoutsRepository(db).updateState(fresh.id, {
        payoutsEnabled: fresh.payouts_enabled ?? false,
        detailsSubmitted: fresh.details_submitted ?? false,
      });
    });
    if (outcome === null) return 'duplicate';
    if (outcome.becameEnabled) await this.sendWaiting(outcome.workspaceId);
    return 'applied';
  }

  /** Queues a transfer for every released, untransferred order of a seller whose payouts are enabled. */
  async sendWaiting(sellerId: string): Promise<number> {
    const orderIds = await this.repository.untransferred(sellerId);
    for (const orderId of orderIds) await enqueueTransfer(this.app, orderId, sellerId);
    if (orderIds.length > 0) this.log.info({ sellerId, orders: orderIds.length }, 'queued waiting seller transfers');
    return orderIds.length;
  }

  /** The job: transfers the order's released share once (ledger check + idempotency key), then records it. */
  async transfer(orderId: string): Promise<{ transferId?: string; skipped?: string }> {
    const stripe = this.stripe;
    if (!stripe) return { skipped: 'no payment provider' };
    const share = await this.repository.releasedShare(orderId);
    if (!share) return { skipped: 'nothing released to a seller' };
    if (share.paidOut) return { skipped: 'transferred already' };
    const account = await this.repository.account(share.sellerId);
    if (!account?.payoutsEnabled) return { skipped: 'payouts not enabled: waiting for onboarding' };
    // The charge the money came from, so the transfer does not wait on the platform's available balance.
    const charge = share.paymentIntentId ? (await stripe.paymentIntents.retrieve(share.paymentIntentId)).latest_charge : null;
    const chargeId = typeof charge === 'string' ? charge : (charge?.id ?? null);
    const transfer = await stripe.transfers.create(
      {
        amount: share.amountCents,
        currency: 'usd',
        destination: account.stripeAccountId,
        ...(share.transferGroup ? { transfer_group: share.transferGroup } : {}),
        ...(chargeId ? { source_transaction: chargeId } : {}),
        metadata: { orderId },
      },
      { idempotencyKey: transferKey(orderId) },
    );
    await this.repository.recordPayout(share);
    await this.app.realtime.publish(`workspace:${share.sellerId}`, { type: EARNINGS_UPDATED_EVENT });
    this.log.info({ orderId, transferId: transfer.id, amountCents: share.amountCents }, 'seller share transferred');
    return { transferId: transfer.id };
  }

  private async refresh(stripeAccountId: string) {
    if (!this.stripe) return;
    const fresh = await this.stripe.accounts.retrieve(stripeAccountId);
    const changed = await this.repository.updateState(stripeAccountId, {
      payoutsEnabled: fresh.payouts_enabled ?? false,
      detailsSubmitted: fresh.details_submitted ?? false,
    });
    if (changed?.becameEnabled) await this.sendWaiting(changed.workspaceId);
  }

  private call<T>(what: string, run: () => Promise<T>): Promise<T> {
    return callStripe(this.log, what, run);
  }
}

/** Wires payouts once (orders.routes): the transfer job's handler, and in Stripe mode the hourly safety sweep. */
export async function createSellerPayouts(app: FastifyInstance, env: Env, appUrl: string): Promise<SellerPayouts> {
  const repository = new SellerPayoutsRepository(app.database.db);
  const stripe = env.STRIPE_SECRET_KEY ? stripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE) : null;
  const payouts = new SellerPayouts(app, repository, stripe, {
    testMode: !env.STRIPE_SECRET_KEY && env.TEST_CHECKOUT,
    appUrl,
    webhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? env.STRIPE_ORDERS_WEBHOOK_SECRET ?? env.STRIPE_WEBHOOK_SECRET ?? null,
  });
  app.jobs.register(transferJob(({ orderId }) => payouts.transfer(orderId)));
  const sweep = defineJob<Record<string, never>>({
    name: PAYOUT_SWEEP_JOB,
    title: 'Queue waiting seller transfers',
    handler: async () => {
      let queued = 0;
      for (const sellerId of await repository.sellersWaiting(200)) queued += await payouts.sendWaiting(sellerId);
      return { queued };
    },
  });
  app.jobs.register(sweep);
  if (stripe) await app.jobs.schedule(sweep, { timing: { cron: '23 * * * *' }, payload: {} });
  return payouts;
}
