import {
  DISPUTE_RESPONSE_DAYS,
  type DisputeAuthor,
  type DisputeMessage,
  type DisputeOutcome,
  type OrderDispute,
  type OrderStatus,
} from '@proclub/contracts/orders';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type DisputeEvidenceFile,
  orderDisputeMessages,
  orderDisputes,
  orderLedgerEntries,
  orders,
  profiles,
} from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';
import { ownerEmailSql, teamNameSql } from '../workspaces/workspaces.public';
import { orderParties } from './order-parties.repository';

const disputeColumns = {
  id: orderDisputes.id,
  orderId: orderDisputes.orderId,
  status: orderDisputes.status,
  openedBy: orderDisputes.openedBy,
  reason: orderDisputes.reason,
  createdAt: orderDisputes.createdAt,
  outcome: orderDisputes.outcome,
  refundCents: orderDisputes.refundCents,
  note: orderDisputes.note,
  resolvedAt: orderDisputes.resolvedAt,
  escalatedAt: orderDisputes.escalatedAt,
};

// The admin's list joins the order's parties under names of its own (it may meet the orders' joins in one query).
const { buyerProfile, sellerProfile, buyerUser, sellerUser } = orderParties('dispute_');

type DisputeRow = Omit<OrderDispute, 'createdAt' | 'resolvedAt' | 'respondBy' | 'escalatedAt'> & {
  createdAt: Date;
  resolvedAt: Date | null;
  escalatedAt: Date | null;
};

/** An open dispute whose answering side has a deadline step due (ADR 044). */
export interface DueDispute {
  id: string;
  orderId: string;
  openedBy: 'buyer' | 'seller';
  createdAt: Date;
  serviceTitle: string;
  buyerId: string | null;
  sellerId: string | null;
}

export interface AdminDisputeRow extends DisputeRow {
  serviceTitle: string;
  orderStatus: OrderStatus;
  amountCents: number | null;
  feeCents: number | null;
  buyerId: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
  sellerId: string | null;
  sellerName: string | null;
  sellerEmail: string | null;
  key: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const toDispute = (row: DisputeRow): OrderDispute => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  escalatedAt: row.escalatedAt?.toISOString() ?? null,
  respondBy: new Date(row.createdAt.getTime() + DISPUTE_RESPONSE_DAYS * DAY_MS).toISOString(),
});

/** Disputes of orders (ADR 028): opening one moves the order to 'disputed'; resolving closes it once. */
export class OrderDisputesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(body: (repository: OrderDisputesRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => body(new OrderDisputesRepository(tx as unknown as Db), tx as unknown as Db));
  }

  /**
   * The order becomes disputed (only from `from`, only while its money is held) and the dispute is recorded.
   * False when the order changed meanwhile (or its money is not held).
   */
  async open(input: {
    orderId: string;
    from: OrderStatus;
    openedBy: 'buyer' | 'seller';
    openedById: string;
    reason: string;
  }): Promise<boolean> {
    const [moved] = await this.db
      .update(orders)
      .set({ status: 'disputed', updatedAt: new Date() })
      .where(and(eq(orders.id, input.orderId), eq(orders.status, input.from), eq(orders.paymentStatus, 'held')))
      .returning({ id: orders.id });
    if (!moved) return false;
    await this.db.insert(orderDisputes).values({
      orderId: input.orderId,
      openedBy: input.openedBy,
      openedById: input.openedById,
      previousStatus: input.from,
      reason: input.reason,
    });
    return true;
  }

  async latestForOrder(orderId: string): Promise<OrderDispute | null> {
    const [row] = await this.db
      .select(disputeColumns)
      .from(orderDisputes)
      .where(eq(orderDisputes.orderId, orderId))
      .orderBy(desc(orderDisputes.createdAt))
      .limit(1);
    return row ? toDispute(row as DisputeRow) : null;
  }

  private selectAdmin() {
    return this.db
      .select({
        ...disputeColumns,
        serviceTitle: orders.serviceTitle,
        orderStatus: orders.status,
        amountCents: orders.amountCents,
        feeCents: orders.feeCents,
        buyerId: orders.buyerId,
        buyerName: buyerProfile.fullName,
        buyerEmail: buyerUser.email,
        sellerId: orders.sellerId,
        sellerName: sql<string | null>`coalesce(${sellerProfile.fullName}, ${teamNameSql(sellerProfile.id, orders.sellerId)})`,
        sellerEmail: sql<string | null>`coalesce(${sellerUser.email}, ${ownerEmailSql(orders.sellerId)})`,
        key: createdAtKey(orderDisputes.createdAt),
      })
      .from(orderDisputes)
      .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
      .leftJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
      .leftJoin(buyerProfile, eq(buyerProfile.id, orders.buyerId))
      .leftJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
      .leftJoin(sellerProfile, eq(sellerProfile.id, orders.sellerId));
  }

  /** Newest first, keyset-paginated (limit + 1 rows). */
  async page(
    status: 'open' | 'resolved',
    limit: number,
    after: { createdAt: string; id: string } | null,
  ): Promise<AdminDisputeRow[]> {
    const conditions: SQL[] = [eq(orderDisputes.status, status)];
    if (after) conditions.push(olderThan(orderDisputes.createdAt, orderDisputes.id, after));
    const rows = await this.selectAdmin()
      .where(and(...conditions))
      .orderBy(newestFirst(orderDisputes.createdAt, orderDisputes.id))
      .limit(limit + 1);
    return rows as AdminDisputeRow[];
  }

  async findForAdmin(id: string): Promise<AdminDisputeRow | null> {
    const [row] = await this.selectAdmin().where(eq(orderDisputes.id, id));
    return (row as AdminDisputeRow | undefined) ?? null;
  }

  /** Closes an open dispute once; false when it was resolved meanwhile. */
  async close(
    id: string,
    resolution: { outcome: DisputeOutcome; refundCents: number; note: string; resolvedById: string },
  ): Promise<boolean> {
    const rows = await this.db
      .update(orderDisputes)
      .set({ status: 'resolved', resolvedAt: new Date(), ...resolution })
      .where(and(eq(orderDisputes.id, id), eq(orderDisputes.status, 'open')))
      .returning({ id: orderDisputes.id });
    return rows.length > 0;
  }

  /** Adds a message to an open dispute's thread (call inside a transaction); null when it was resolved meanwhile. */
  async addMessage(input: {
    disputeId: string;
    authorId: string;
    author: DisputeAuthor;
    message: string;
    files?: DisputeEvidenceFile[];
  }): Promise<DisputeMessage | null> {
    // The dispute is locked while the message is added: a resolution cannot slip in between.
    const [open] = await this.db
      .select({ id: orderDisputes.id })
      .from(orderDisputes)
      .where(and(eq(orderDisputes.id, input.disputeId), eq(orderDisputes.status, 'open')))
      .for('update');
    if (!open) return null;
    const [row] = await this.db
      .insert(orderDisputeMessages)
      .values({
        disputeId: input.disputeId,
        authorId: input.authorId,
        author: input.author,
        message: input.message,
        files: input.files ?? [],
      })
      .returning({ id: orderDisputeMessages.id });
    if (!row) return null;
    const [message] = await this.messages(input.disputeId, row.id);
    return message ?? null;
  }

  /** The admins who wrote in a dispute (they hear about the parties' later messages). */
  async adminAuthors(disputeId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ id: orderDisputeMessages.authorId })
      .from(orderDisputeMessages)
      .where(and(eq(orderDisputeMessages.disputeId, disputeId), eq(orderDisputeMessages.author, 'admin')));
    return rows.map((row) => row.id).filter((id): id is string => id !== null);
  }

  /** The thread, oldest first (one message when `id` is given). */
  async messages(disputeId: string, id?: string): Promise<DisputeMessage[]> {
    const rows = await this.db
      .select({
        id: orderDisputeMessages.id,
        author: orderDisputeMessages.author,
        authorName: profiles.fullName,
        message: orderDisputeMessages.message,
        files: orderDisputeMessages.files,
        createdAt: orderDisputeMessages.createdAt,
      })
      .from(orderDisputeMessages)
      .leftJoin(profiles, eq(profiles.id, orderDisputeMessages.authorId))
      .where(and(eq(orderDisputeMessages.disputeId, disputeId), id ? eq(orderDisputeMessages.id, id) : undefined))
      .orderBy(orderDisputeMessages.createdAt, orderDisputeMessages.id);
    return rows.map((row) => ({
      ...row,
      files: row.files.map(({ id, name, contentType, size }) => ({ id, name, contentType, size })),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** One evidence file of a dispute (with its storage key), or null. */
  async findFile(disputeId: string, fileId: string): Promise<DisputeEvidenceFile | null> {
    const rows = await this.db
      .select({ files: orderDisputeMessages.files })
      .from(orderDisputeMessages)
      .where(
        and(
          eq(orderDisputeMessages.disputeId, disputeId),
          sql`${orderDisputeMessages.files} @> ${JSON.stringify([{ id: fileId }])}::jsonb`,
        ),
      )
      .limit(1);
    return rows[0]?.files.find((file) => file.id === fileId) ?? null;
  }

  /**
   * Open disputes opened at or before `openedBefore` whose answering side (the one that did not open it) has not
   * written yet and whose `step` was not taken (ADR 044): the deadline job's work, oldest first.
   */
  async dueForDeadline(step: 'remind' | 'escalate', openedBefore: Date, limit: number): Promise<DueDispute[]> {
    const taken = step === 'remind' ? orderDisputes.remindedAt : orderDisputes.escalatedAt;
    const rows = await this.db
      .select({
        id: orderDisputes.id,
        orderId: orderDisputes.orderId,
        openedBy: orderDisputes.openedBy,
        createdAt: orderDisputes.createdAt,
        serviceTitle: orders.serviceTitle,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
      })
      .from(orderDisputes)
      .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
      .where(
        and(
          eq(orderDisputes.status, 'open'),
          sql`${orderDisputes.escalatedAt} is null`,
          sql`${taken} is null`,
          sql`${orderDisputes.createdAt} <= ${openedBefore.toISOString()}::timestamptz`,
          sql`not exists (select 1 from ${orderDisputeMessages} where ${orderDisputeMessages.disputeId} = ${orderDisputes.id}
            and ${orderDisputeMessages.author} not in ('admin', ${orderDisputes.openedBy}))`,
        ),
      )
      .orderBy(orderDisputes.createdAt)
      .limit(limit);
    return rows;
  }

  /** The admins (they decide escalated disputes: ADR 044 tells them too). */
  async adminIds(): Promise<string[]> {
    const rows = await this.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
    return rows.map((row) => row.id);
  }

  /** Takes a deadline step once (false when another run took it, or the dispute closed meanwhile). */
  async markDeadlineStep(id: string, step: 'remind' | 'escalate', at: Date): Promise<boolean> {
    const column = step === 'remind' ? orderDisputes.remindedAt : orderDisputes.escalatedAt;
    const rows = await this.db
      .update(orderDisputes)
      .set(step === 'remind' ? { remindedAt: at } : { escalatedAt: at })
      .where(and(eq(orderDisputes.id, id), eq(orderDisputes.status, 'open'), sql`${column} is null`))
      .returning({ id: orderDisputes.id });
    return rows.length > 0;
  }

  /** What the ledger sent back to the buyer's card for an order (the receipt's refunds). */
  async refundedCents(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ cents: sql<string>`coalesce(sum(${orderLedgerEntries.amountCents}), 0)::text` })
      .from(orderLedgerEntries)
      .where(
        and(
          eq(orderLedgerEntries.orderId, orderId),
          eq(orderLedgerEntries.movement, 'refund'),
          eq(orderLedgerEntries.account, 'buyer_card'),
        ),
      );
    return Number(row.cents);
  }
}
