import crypto from 'node:crypto';
import type { OrderPaymentStatus, PriceOption } from '@proclub/contracts/orders';
import type { PackageTier, PricingType, ServiceExtra } from '@proclub/contracts/services';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, orderCheckouts, orderLedgerEntries, orderPaymentEvents, orders } from '../../db/schema/index';
import { type LedgerRow, paymentRows, settlementRows } from './ledger';

/** What was bought, as the checkout and then the order keep it (the service may change or go later). */
export interface OrderedService {
  /** Null for a custom offer tied to no service. */
  serviceId: string | null;
  serviceTitle: string;
  priceOption: PriceOption | null;
  packageTier: PackageTier | null;
  deliveryDays: number | null;
  revisionsIncluded: number | null;
  extras: ServiceExtra[];
  pricingType: PricingType;
  requirements: string;
}

export interface NewCheckout extends OrderedService {
  id: string;
  provider: 'test' | 'stripe';
  buyerId: string;
  sellerId: string;
  amountCents: number;
  feeCents: number;
  expiresAt: Date;
}

export type CheckoutRow = typeof orderCheckouts.$inferSelect;

/** Checkouts, payment events, the ledger and the balances read from it. */
export class OrderPaymentsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(body: (repository: OrderPaymentsRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => body(new OrderPaymentsRepository(tx as unknown as Db), tx as unknown as Db));
  }

  async insertCheckout(checkout: NewCheckout): Promise<void> {
    await this.db.insert(orderCheckouts).values(checkout);
  }

  async findCheckout(id: string): Promise<CheckoutRow | null> {
    const [row] = await this.db.select().from(orderCheckouts).where(eq(orderCheckouts.id, id));
    return row ?? null;
  }

  /** Takes an open (or declined) checkout for one payment attempt; false when it is paid or being paid. */
  async claimForPayment(id: string, buyerId: string): Promise<boolean> {
    const rows = await this.db
      .update(orderCheckouts)
      .set({ status: 'paying' })
      .where(
        and(eq(orderCheckouts.id, id), eq(orderCheckouts.buyerId, buyerId), inArray(orderCheckouts.status, ['open', 'failed'])),
      )
      .returning({ id: orderCheckouts.id });
    return rows.length > 0;
  }

  async setCheckoutStatus(id: string, status: 'open' | 'failed' | 'paying', from?: string): Promise<void> {
    await this.db
      .update(orderCheckouts)
      .set({ status })
      .where(from ? and(eq(orderCheckouts.id, id), eq(orderCheckouts.status, from)) : eq(orderCheckouts.id, id));
  }

  async setPaymentIntent(id: string, paymentIntentId: string): Promise<void> {
    await this.db.update(orderCheckouts).set({ paymentIntentId }).where(eq(orderCheckouts.id, id));
  }

  /** True the first time an event id is seen (same transaction as its effect, so a replay is a no-op). */
  async recordEvent(id: string, type: string): Promise<boolean> {
    const rows = await this.db
      .insert(orderPaymentEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: orderPaymentEvents.id });
    return rows.length > 0;
  }

  /**
   * The payment succeeded: the order is created from the checkout's snapshot, money held (charge + hold rows).
   * Null when this checkout already has its order (a second success event for it).
   */
  async createPaidOrder(checkout: CheckoutRow, paymentIntentId: string): Promise<string | null> {
    const [claimed] = await this.db
      .update(orderCheckouts)
      .set({ status: 'paid', paymentIntentId })
      .where(
        and(eq(orderCheckouts.id, checkout.id), sql`${orderCheckouts.orderId} is null`, sql`${orderCheckouts.status} <> 'paid'`),
      )
      .returning({ id: orderCheckouts.id });
    if (!claimed) return null;
    const [order] = await this.db
      .insert(orders)
      .values({
        serviceId: checkout.serviceId,
        buyerId: checkout.buyerId,
        sellerId: checkout.sellerId,
        serviceTitle: checkout.serviceTitle,
        priceOption: checkout.priceOption,
        packageTier: checkout.packageTier,
        deliveryDays: checkout.deliveryDays,
        revisionsIncluded: checkout.revisionsIncluded,
        extras: checkout.extras,
        // The CRM budget and the analytics read dollars; the ledger reads cents.
        price: checkout.amountCents / 100,
        pricingType: checkout.pricingType,
        requirements: checkout.requirements,
        paymentStatus: 'held',
        amountCents: checkout.amountCents,
        feeCents: checkout.feeCents,
        checkoutId: checkout.id,
        paymentIntentId,
      })
      .returning({ id: orders.id });
    await this.db.update(orderCheckouts).set({ orderId: order.id }).where(eq(orderCheckouts.id, checkout.id));
    await this.writeLedger(paymentRows(order.id, checkout.amountCents));
    return order.id;
  }

  async writeLedger(rows: LedgerRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(orderLedgerEntries).values(rows).onConflictDoNothing();
  }

  /**
   * Ends the hold of an order once: refundCents back to the buyer, the rest to the seller less the fee. Null when
   * the money is not held (unpaid, or settled before), so two paths racing settle once.
   */
  async settle(
    orderId: string,
    refundCents: 'all' | number,
  ): Promise<{ status: OrderPaymentStatus; refundCents: number; paymentIntentId: string | null } | null> {
    const [held] = await this.db
      .select({ amountCents: orders.amountCents, feeCents: orders.feeCents, sellerId: orders.sellerId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'held')))
      .for('update');
    if (!held || held.amountCents === null) return null;
    const refund = refundCents === 'all' ? held.amountCents : refundCents;
    const status: OrderPaymentStatus =
      refund === held.amountCents ? 'refunded' : refund === 0 ? 'released' : 'partially_refunded';
    const [row] = await this.db
      .update(orders)
      .set({ paymentStatus: status })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'held')))
      .returning({ paymentIntentId: orders.paymentIntentId });
    if (!row) return null;
    await this.writeLedger(
      settlementRows({ orderId, sellerId: held.sellerId, amountCents: held.amountCents, feeCents: held.feeCents ?? 0 }, refund),
    );
    return { status, refundCents: refund, paymentIntentId: row.paymentIntentId };
  }

  /** A paid order found by the provider's payment id (refund and dispute events name it). */
  async orderOfPaymentIntent(paymentIntentId: string): Promise<{ id: string; amountCents: number | null } | null> {
    const [row] = await this.db
      .select({ id: orders.id, amountCents: orders.amountCents })
      .from(orders)
      .where(eq(orders.paymentIntentId, paymentIntentId));
    return row ?? null;
  }

  /** Delivered orders whose money is still held and whose buyer has not answered since `deliveredBefore`. */
  async deliveredHeldBefore(deliveredBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'delivered'), eq(orders.paymentStatus, 'held'), lte(orders.deliveredAt, deliveredBefore)))
      .orderBy(orders.deliveredAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Pending: the seller's share of orders still held. Available: the sum of their ledger account (released, not
   * transferred). Paid out: what was transferred to their connected account (ADR 031).
   */
  async earnings(
    sellerId: string,
  ): Promise<{ pendingCents: number; availableCents: number; paidOutCents: number; heldOrders: number }> {
    const [pending] = await this.db
      .select({
        cents: sql<string>`coalesce(sum(${orders.amountCents} - coalesce(${orders.feeCents}, 0)), 0)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.paymentStatus, 'held')));
    const [balances] = await this.db
      .select({
        available: sql<string>`coalesce(sum(${orderLedgerEntries.amountCents}) filter (where ${orderLedgerEntries.account} = 'seller'), 0)::text`,
        paidOut: sql<string>`coalesce(sum(${orderLedgerEntries.amountCents}) filter (where ${orderLedgerEntries.account} = 'seller_paid_out'), 0)::text`,
      })
      .from(orderLedgerEntries)
      .where(eq(orderLedgerEntries.sellerId, sellerId));
    return {
      pendingCents: Number(pending.cents),
      availableCents: Number(balances.available),
      paidOutCents: Number(balances.paidOut),
      heldOrders: pending.count,
    };
  }

  /** Balance per account over the whole ledger (sums to zero) and movements that do not (always none). */
  async balances(orderId?: string): Promise<{ accounts: Record<string, number>; unbalancedMovements: number }> {
    const scope = orderId ? eq(orderLedgerEntries.orderId, orderId) : undefined;
    const accounts = await this.db
      .select({ account: orderLedgerEntries.account, cents: sql<string>`sum(${orderLedgerEntries.amountCents})::text` })
      .from(orderLedgerEntries)
      .where(scope)
      .groupBy(orderLedgerEntries.account);
    const [unbalanced] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(
        this.db
          .select({ key: orderLedgerEntries.movementKey })
          .from(orderLedgerEntries)
          .where(scope)
          .groupBy(orderLedgerEntries.movementKey)
          .having(sql`sum(${orderLedgerEntries.amountCents}) <> 0`)
          .as('unbalanced'),
      );
    return {
      accounts: Object.fromEntries(accounts.map((row) => [row.account, Number(row.cents)])),
      unbalancedMovements: unbalanced.count,
    };
  }

  /** The signing secret of test-mode payment events: made once, shared by every instance. */
  async sharedSecret(): Promise<string> {
    const key = 'orders_webhook_secret';
    await this.db
      .insert(appSettings)
      .values({ key, value: `whsec_${crypto.randomBytes(24).toString('base64url')}` })
      .onConflictDoNothing();
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row.value;
  }
}
