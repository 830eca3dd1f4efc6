import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLedgerEntries, orders } from '../../db/schema/index';
import { sellerContact } from '../workspaces/workspaces.public';

/** One order's money in a month, from the ledger (positive cents). */
export interface StatementOrderRow {
  orderId: string;
  serviceTitle: string;
  settledAt: Date;
  releasedCents: number;
  feesCents: number;
  refundsCents: number;
  payoutsCents: number;
}

const STATEMENT_MOVEMENTS = ['release', 'fee', 'refund', 'payout'] as const;

/**
 * The ledger's view of a seller's month. Every movement is two rows summing to zero; the positive row says where the
 * money went: release → the seller, fee → the platform, refund → the buyer's card, payout → the seller's bank.
 */
export class EarningsStatementRepository {
  constructor(private readonly db: Db) {}

  async monthRows(sellerId: string, from: Date, to: Date): Promise<StatementOrderRow[]> {
    const cents = (movement: (typeof STATEMENT_MOVEMENTS)[number]) =>
      sql<number>`coalesce(sum(${orderLedgerEntries.amountCents}) filter (where ${orderLedgerEntries.movement} = ${movement}), 0)::int`;
    const rows = await this.db
      .select({
        orderId: orderLedgerEntries.orderId,
        serviceTitle: orders.serviceTitle,
        settledAt: sql<Date>`max(${orderLedgerEntries.createdAt})`.mapWith((value: string | Date) => new Date(value)),
        releasedCents: cents('release'),
        feesCents: cents('fee'),
        refundsCents: cents('refund'),
        payoutsCents: cents('payout'),
      })
      .from(orderLedgerEntries)
      .innerJoin(orders, eq(orders.id, orderLedgerEntries.orderId))
      .where(
        and(
          eq(orders.sellerId, sellerId),
          gt(orderLedgerEntries.amountCents, 0),
          inArray(orderLedgerEntries.movement, [...STATEMENT_MOVEMENTS]),
          gte(orderLedgerEntries.createdAt, from),
          lt(orderLedgerEntries.createdAt, to),
        ),
      )
      .groupBy(orderLedgerEntries.orderId, orders.serviceTitle)
      .orderBy(sql`max(${orderLedgerEntries.createdAt})`, orderLedgerEntries.orderId);
    return rows;
  }

  /** Sellers with any statement movement in the month (who get the monthly mail). */
  async sellersWithMovements(from: Date, to: Date): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ sellerId: orders.sellerId })
      .from(orderLedgerEntries)
      .innerJoin(orders, eq(orders.id, orderLedgerEntries.orderId))
      .where(
        and(
          gt(orderLedgerEntries.amountCents, 0),
          inArray(orderLedgerEntries.movement, [...STATEMENT_MOVEMENTS]),
          gte(orderLedgerEntries.createdAt, from),
          lt(orderLedgerEntries.createdAt, to),
          sql`${orders.sellerId} is not null`,
        ),
      );
    return rows.map((row) => row.sellerId).filter((id): id is string => !!id);
  }

  /** The seller's name as statements print it, and where the monthly mail goes. */
  async seller(sellerId: string): Promise<{ name: string; email: string } | null> {
    const contact = await sellerContact(this.db, sellerId);
    if (!contact) return null;
    return { name: contact.companyName || contact.fullName || contact.email, email: contact.email };
  }
}
