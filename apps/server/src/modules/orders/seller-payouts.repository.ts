import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCheckouts, orderLedgerEntries, orders, sellerPayoutAccounts } from '../../db/schema/index';
import { payoutRows } from './ledger';

export type PayoutAccountRow = typeof sellerPayoutAccounts.$inferSelect;

/** A seller's released share of one order, and whether it was transferred already. */
export interface ReleasedShare {
  orderId: string;
  sellerId: string;
  amountCents: number;
  paidOut: boolean;
  paymentIntentId: string | null;
  transferGroup: string | null;
}

/** Sellers' connected accounts and the ledger's view of what is released and what is paid out (ADR 031). */
export class SellerPayoutsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(body: (repository: SellerPayoutsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => body(new SellerPayoutsRepository(tx as unknown as Db)));
  }

  async account(workspaceId: string): Promise<PayoutAccountRow | null> {
    const [row] = await this.db.select().from(sellerPayoutAccounts).where(eq(sellerPayoutAccounts.workspaceId, workspaceId));
    return row ?? null;
  }

  async accountById(stripeAccountId: string): Promise<PayoutAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(sellerPayoutAccounts)
      .where(eq(sellerPayoutAccounts.stripeAccountId, stripeAccountId));
    return row ?? null;
  }

  /** Keeps the first account of a user (two tabs racing): answers the row that is stored. */
  async insertAccount(workspaceId: string, stripeAccountId: string): Promise<PayoutAccountRow> {
    await this.db.insert(sellerPayoutAccounts).values({ workspaceId, stripeAccountId }).onConflictDoNothing();
    const row = await this.account(workspaceId);
    if (!row) throw new Error('the payout account just stored is missing');
    return row;
  }

  /**
   * Stores Stripe's state of an account; answers whether payouts became enabled with this change (so the waiting
   * transfers are sent once), or null for an account that is not ours.
   */
  async updateState(
    stripeAccountId: string,
    state: { payoutsEnabled: boolean; detailsSubmitted: boolean },
  ): Promise<{ workspaceId: string; becameEnabled: boolean } | null> {
    return this.transaction(async (repository) => {
      const [before] = await repository.db
        .select({ workspaceId: sellerPayoutAccounts.workspaceId, payoutsEnabled: sellerPayoutAccounts.payoutsEnabled })
        .from(sellerPayoutAccounts)
        .where(eq(sellerPayoutAccounts.stripeAccountId, stripeAccountId))
        .for('update');
      if (!before) return null;
      await repository.db
        .update(sellerPayoutAccounts)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(sellerPayoutAccounts.stripeAccountId, stripeAccountId));
      return { workspaceId: before.workspaceId, becameEnabled: !before.payoutsEnabled && state.payoutsEnabled };
    });
  }

  /** The seller's share released for an order (null when nothing was released to a seller). */
  async releasedShare(orderId: string): Promise<ReleasedShare | null> {
    const rows = await this.db
      .select({
        account: orderLedgerEntries.account,
        sellerId: orderLedgerEntries.sellerId,
        amountCents: orderLedgerEntries.amountCents,
        paymentIntentId: orders.paymentIntentId,
        transferGroup: orderCheckouts.id,
      })
      .from(orderLedgerEntries)
      .innerJoin(orders, eq(orders.id, orderLedgerEntries.orderId))
      .leftJoin(orderCheckouts, eq(orderCheckouts.id, orders.checkoutId))
      .where(
        and(
          eq(orderLedgerEntries.orderId, orderId),
          sql`((${orderLedgerEntries.movement} = 'release' and ${orderLedgerEntries.account} = 'seller')
            or ${orderLedgerEntries.account} = 'seller_paid_out')`,
        ),
      );
    const release = rows.find((row) => row.account === 'seller');
    if (!release?.sellerId) return null;
    return {
      orderId,
      sellerId: release.sellerId,
      amountCents: release.amountCents,
      paidOut: rows.some((row) => row.account === 'seller_paid_out'),
      paymentIntentId: release.paymentIntentId,
      transferGroup: release.transferGroup,
    };
  }

  /** Orders whose share was released to this seller and not transferred yet, oldest first. */
  async untransferred(sellerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ orderId: orderLedgerEntries.orderId })
      .from(orderLedgerEntries)
      .where(
        and(
          eq(orderLedgerEntries.sellerId, sellerId),
          eq(orderLedgerEntries.account, 'seller'),
          eq(orderLedgerEntries.movement, 'release'),
          sql`not exists (select 1 from ${orderLedgerEntries} paid where paid.order_id = ${orderLedgerEntries.orderId}
            and paid.account = 'seller_paid_out')`,
        ),
      )
      .orderBy(orderLedgerEntries.createdAt);
    return rows.map((row) => row.orderId);
  }

  /** Sellers with payouts enabled who still have released, untransferred orders (the safety sweep). */
  async sellersWaiting(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ sellerId: sellerPayoutAccounts.workspaceId })
      .from(sellerPayoutAccounts)
      .innerJoin(
        orderLedgerEntries,
        and(
          eq(orderLedgerEntries.sellerId, sellerPayoutAccounts.workspaceId),
          eq(orderLedgerEntries.account, 'seller'),
          eq(orderLedgerEntries.movement, 'release'),
        ),
      )
      .where(
        and(
          eq(sellerPayoutAccounts.payoutsEnabled, true),
          sql`not exists (select 1 from ${orderLedgerEntries} paid where paid.order_id = ${orderLedgerEntries.orderId}
            and paid.account = 'seller_paid_out')`,
        ),
      )
      .limit(limit);
    return rows.map((row) => row.sellerId);
  }

  /** The transfer succeeded: seller available → paid out, once per order (the movement key is unique). */
  async recordPayout(share: ReleasedShare): Promise<void> {
    await this.db
      .insert(orderLedgerEntries)
      .values(payoutRows(share.orderId, share.sellerId, share.amountCents))
      .onConflictDoNothing();
  }
}
