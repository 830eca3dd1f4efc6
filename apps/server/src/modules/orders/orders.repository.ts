import type { OrderPaymentStatus, OrderStatus, PriceOption } from '@proclub/contracts/orders';
import type { PricingType } from '@proclub/contracts/services';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, user } from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';
import { createClient, findClientByEmail, openProject, setProjectsStatus } from '../crm/crm.public';
import { ownerEmailSql, teamNameSql } from '../workspaces/workspaces.public';
import { orderParties } from './order-parties.repository';
import { type OrderedService, OrderPaymentsRepository } from './order-payments.repository';

export interface OrderRow extends OrderedService {
  id: string;
  price: number;
  status: OrderStatus;
  /** The seller's CRM client and project (set when the seller accepts). */
  clientId: string | null;
  projectId: string | null;
  createdAt: Date;
  updatedAt: Date;
  acceptedAt: Date | null;
  deliveredAt: Date | null;
  completedAt: Date | null;
  /** Null once the buyer deleted their account. */
  buyerId: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
  /** Null once the seller deleted their account. */
  sellerId: string | null;
  sellerName: string | null;
  sellerCompany: string | null;
  sellerEmail: string | null;
  paymentStatus: OrderPaymentStatus;
  amountCents: number | null;
  feeCents: number | null;
  dueAt: Date | null;
  cancellationRequestedBy: 'buyer' | 'seller' | null;
  cancellationReason: string | null;
  cancellationRequestedAt: Date | null;
  extensionDays: number | null;
  extensionReason: string | null;
  extensionRequestedAt: Date | null;
  key: string;
}

export interface NewOrder {
  serviceId: string;
  buyerId: string;
  sellerId: string;
  serviceTitle: string;
  priceOption: PriceOption;
  price: number;
  pricingType: PricingType;
  requirements: string;
}

type After = { createdAt: string; id: string } | null;

const { buyerProfile, sellerProfile, buyerUser, sellerUser } = orderParties('');

const columns = {
  id: orders.id,
  serviceId: orders.serviceId,
  serviceTitle: orders.serviceTitle,
  priceOption: orders.priceOption,
  packageTier: orders.packageTier,
  deliveryDays: orders.deliveryDays,
  revisionsIncluded: orders.revisionsIncluded,
  extras: orders.extras,
  price: orders.price,
  pricingType: orders.pricingType,
  requirements: orders.requirements,
  status: orders.status,
  clientId: orders.clientId,
  projectId: orders.projectId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  acceptedAt: orders.acceptedAt,
  deliveredAt: orders.deliveredAt,
  completedAt: orders.completedAt,
  buyerId: orders.buyerId,
  buyerName: buyerProfile.fullName,
  buyerEmail: buyerUser.email,
  sellerId: orders.sellerId,
  // A team workspace has no profile or login behind its id (ADR 045): its name, and its owner's address.
  sellerName: sql<string | null>`coalesce(${sellerProfile.fullName}, ${teamNameSql(sellerProfile.id, orders.sellerId)})`,
  sellerCompany: sql<string | null>`coalesce(${sellerProfile.companyName}, ${teamNameSql(sellerProfile.id, orders.sellerId)})`,
  sellerEmail: sql<string | null>`coalesce(${sellerUser.email}, ${ownerEmailSql(orders.sellerId)})`,
  paymentStatus: orders.paymentStatus,
  amountCents: orders.amountCents,
  feeCents: orders.feeCents,
  dueAt: orders.dueAt,
  cancellationRequestedBy: orders.cancellationRequestedBy,
  cancellationReason: orders.cancellationReason,
  cancellationRequestedAt: orders.cancellationRequestedAt,
  extensionDays: orders.extensionDays,
  extensionReason: orders.extensionReason,
  extensionRequestedAt: orders.extensionRequestedAt,
  key: createdAtKey(orders.createdAt),
};

/** When each status was reached, for the timestamps the order keeps. */
const stamps: Partial<Record<OrderStatus, 'acceptedAt' | 'deliveredAt' | 'completedAt'>> = {
  accepted: 'acceptedAt',
  delivered: 'deliveredAt',
  completed: 'completedAt',
};

/**
 * The CRM project an accepted order made shows the same stage as the order: agreed but not started is `quoted`,
 * started and delivered are `in_progress`, then completed or cancelled. (Accept used to open the project as
 * in progress while the order still said accepted.)
 */
export const projectStatusFor: Partial<Record<OrderStatus, 'quoted' | 'in_progress' | 'completed' | 'cancelled'>> = {
  accepted: 'quoted',
  in_progress: 'in_progress',
  delivered: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

const KEEPS_CANCELLATION_REQUEST: OrderStatus[] = ['accepted', 'in_progress', 'delivered'];
const KEEPS_EXTENSION_REQUEST: OrderStatus[] = ['accepted', 'in_progress'];
const NO_CANCELLATION_REQUEST = { cancellationRequestedBy: null, cancellationReason: null, cancellationRequestedAt: null };
const NO_EXTENSION_REQUEST = { extensionDays: null, extensionReason: null, extensionRequestedAt: null };

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  private select(db: Db = this.db) {
    return db
      .select(columns)
      .from(orders)
      .leftJoin(buyerUser, eq(buyerUser.id, orders.buyerId))
      .leftJoin(buyerProfile, eq(buyerProfile.id, orders.buyerId))
      .leftJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
      .leftJoin(sellerProfile, eq(sellerProfile.id, orders.sellerId));
  }

  /** Runs the body in one transaction with a repository bound to it (and the transaction, for the outbox). */
  transaction<T>(body: (repository: OrdersRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => body(new OrdersRepository(tx as unknown as Db), tx as unknown as Db));
  }

  /** Any order by id: for the system's own paths (webhooks, jobs), never for answering a user. */
  async findById(id: string): Promise<OrderRow | null> {
    const [row] = await this.select().where(eq(orders.id, id));
    return (row as OrderRow | undefined) ?? null;
  }

  /** Demo seed only: an order without a payment (payment status 'unpaid'). Real orders come from a paid checkout. */
  async insert(order: NewOrder): Promise<string> {
    const [row] = await this.db.insert(orders).values(order).returning({ id: orders.id });
    return row.id;
  }

  /** The order if this user is its buyer or its seller; nobody else ever gets it. */
  /** The order when the party is its buyer or works in its seller workspace (ADR 045). */
  async findForParticipant(id: string, party: { userId: string; workspaceId: string | null }): Promise<OrderRow | null> {
    const seller = party.workspaceId ? eq(orders.sellerId, party.workspaceId) : undefined;
    const [row] = await this.select().where(and(eq(orders.id, id), or(eq(orders.buyerId, party.userId), seller)));
    return (row as OrderRow | undefined) ?? null;
  }

  /** Newest first, keyset-paginated (limit + 1 rows so the caller knows whether more follow). */
  async page(role: 'buyer' | 'seller', userId: string, status: OrderStatus | undefined, limit: number, after: After) {
    const owner = role === 'buyer' ? orders.buyerId : orders.sellerId;
    const conditions: SQL[] = [eq(owner, userId)];
    if (status) conditions.push(eq(orders.status, status));
    if (after) conditions.push(olderThan(orders.createdAt, orders.id, after));
    const rows = await this.select()
      .where(and(...conditions))
      .orderBy(newestFirst(orders.createdAt, orders.id))
      .limit(limit + 1);
    return rows as OrderRow[];
  }

  async awaitingResponse(sellerId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'requested')));
    return row.count;
  }

  /**
   * Moves an order from one status to the next, only if it is still in `from` (a concurrent change makes this
   * return false), and moves its CRM project along when the order ends.
   */
  async transition(id: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const stamp = stamps[to];
      const [row] = await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: now,
          ...(stamp ? { [stamp]: now } : {}),
          // A pending cancellation or extension request ends when the order leaves the states it was made in.
          ...(KEEPS_CANCELLATION_REQUEST.includes(to) ? {} : NO_CANCELLATION_REQUEST),
          ...(KEEPS_EXTENSION_REQUEST.includes(to) ? {} : NO_EXTENSION_REQUEST),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ projectId: orders.projectId, sellerId: orders.sellerId });
      if (!row) return false;
      const projectStatus = projectStatusFor[to];
      if (row.projectId && projectStatus) await setProjectsStatus(tx, [row.projectId], projectStatus, row.sellerId ?? '');
      return true;
    });
  }

  /**
   * Accepting, all or nothing: the order becomes accepted, and the seller's CRM gets the buyer as a client
   * (matched by email, case-insensitively, or added) and a project in progress for the service, budget = price.
   * False when the order was no longer waiting (so two clicks never make two projects).
   */
  async accept(id: string, sellerId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [order] = await tx
        .update(orders)
        // Due = accepted + the package's delivery days (extras' days are already in them); none without days.
        .set({
          status: 'accepted',
          acceptedAt: now,
          updatedAt: now,
          dueAt: sql`case when ${orders.deliveryDays} is null then null else ${now.toISOString()}::timestamptz + ${orders.deliveryDays} * interval '1 day' end`,
        })
        // A buyer who deleted their account left nothing to accept (their open orders were cancelled then).
        .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId), eq(orders.status, 'requested'), isNotNull(orders.buyerId)))
        .returning({
          buyerId: orders.buyerId,
          serviceId: orders.serviceId,
          serviceTitle: orders.serviceTitle,
          price: orders.price,
          requirements: orders.requirements,
        });
      if (!order) return false;
      const [buyer] = await tx
        .select({
          email: user.email,
          name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${user.name}, ''), ${user.email})`,
          company: profiles.companyName,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(eq(user.id, order.buyerId ?? ''));
      // The buyer becomes (or already is) a client in the seller's CRM.
      const clientId =
        (await findClientByEmail(tx, sellerId, buyer.email)) ??
        (await createClient(tx, sellerId, {
          name: buyer.name,
          email: buyer.email,
          company: buyer.company,
          notes: 'Added from a marketplace order.',
          nameIsPerson: true,
        }));
      const projectId = await openProject(tx, {
        vendorId: sellerId,
        clientId,
        serviceId: order.serviceId,
        title: order.serviceTitle,
        description: order.requirements,
        status: projectStatusFor.accepted ?? 'quoted',
        budget: order.price,
      });
      await tx.update(orders).set({ clientId, projectId }).where(eq(orders.id, id));
      return true;
    });
  }

  /**
   * Records a party's cancellation request, only while the order is still in `status` with no request pending
   * (false otherwise: a concurrent change won).
   */
  async requestCancellation(id: string, status: OrderStatus, by: 'buyer' | 'seller', reason: string): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .update(orders)
      .set({ cancellationRequestedBy: by, cancellationReason: reason, cancellationRequestedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, status), isNull(orders.cancellationRequestedBy)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /** Ends the pending cancellation request made by `by` (declined or withdrawn), if it is still there. */
  async clearCancellationRequest(id: string, status: OrderStatus, by: 'buyer' | 'seller'): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ ...NO_CANCELLATION_REQUEST, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, status), eq(orders.cancellationRequestedBy, by)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /**
   * The agreed cancellation: the order moves from `status` to cancelled only if `by` still asked for it (so an
   * answer to a withdrawn request changes nothing).
   */
  async agreeCancellation(id: string, status: OrderStatus, by: 'buyer' | 'seller'): Promise<boolean> {
    const [pending] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.status, status), eq(orders.cancellationRequestedBy, by)))
      .for('update');
    return pending ? this.transition(id, status, 'cancelled') : false;
  }

  async requestExtension(id: string, status: OrderStatus, days: number, reason: string): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .update(orders)
      .set({ extensionDays: days, extensionReason: reason, extensionRequestedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, status), isNull(orders.extensionDays), isNotNull(orders.dueAt)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /** The buyer's answer to a pending extension: accepted moves the due date by its days; either way it ends. */
  async answerExtension(id: string, status: OrderStatus, accept: boolean): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        ...NO_EXTENSION_REQUEST,
        updatedAt: new Date(),
        ...(accept ? { dueAt: sql`${orders.dueAt} + ${orders.extensionDays} * interval '1 day'` } : {}),
      })
      .where(and(eq(orders.id, id), eq(orders.status, status), isNotNull(orders.extensionDays)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /**
   * Before an account is deleted: a leaving seller's open orders become cancelled (leaving is the seller's consent to
   * refund), with the CRM project an accepted order made, and their held money refunded in the ledger. A leaving
   * buyer's orders are cancelled only while the seller has not accepted them: after acceptance nobody gets a
   * one-sided refund (ADR 037), so the seller may still deliver and be paid by the auto-release. Disputed orders stay
   * for the admin. The other party keeps the order as history, with "Deleted user" in place of the account.
   * Returns the cancelled orders and the other party of each, so they can be told.
   */
  async cancelOpenOrdersOf(userId: string): Promise<{ id: string; buyerId: string | null; sellerId: string | null }[]> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const rows = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          or(
            and(eq(orders.sellerId, userId), inArray(orders.status, ['requested', 'accepted', 'in_progress', 'delivered'])),
            and(eq(orders.buyerId, userId), eq(orders.status, 'requested')),
          ),
        )
        .returning({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, projectId: orders.projectId });
      const projectIds = rows.flatMap((row) => (row.projectId ? [row.projectId] : []));
      await setProjectsStatus(tx, projectIds, 'cancelled');
      // Money held for them goes back to the buyers in the ledger (ADR 023: the card refund of a Stripe payment is
      // then made from the admin's dashboard; the test provider has nothing outside to refund).
      const payments = new OrderPaymentsRepository(tx as unknown as Db);
      for (const row of rows) await payments.settle(row.id, 'all');
      return rows.map(({ id, buyerId, sellerId }) => ({ id, buyerId, sellerId }));
    });
  }
}
