import {
  allowedTransitions,
  ORDER_TRANSITIONS,
  type Order,
  type OrderActor,
  type OrderPage,
  type OrderStatus,
  orderStatusLabels,
} from '@proclub/contracts/orders';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { OrderEventKind } from './order-event';
import { announceOrderEvent, type OrderEventOutlets } from './order-events';
import { OrderPaymentsRepository } from './order-payments.repository';
import type { OrderRow, OrdersRepository } from './orders.repository';

/** The event each status change is announced as. */
const EVENT_OF: Record<Exclude<OrderStatus, 'requested'>, OrderEventKind> = {
  accepted: 'accepted',
  in_progress: 'started',
  delivered: 'delivered',
  completed: 'completed',
  declined: 'declined',
  cancelled: 'cancelled',
  disputed: 'disputed',
};

/** What a status change does to the held money: refund all of it, release it to the seller, or nothing yet. */
const SETTLEMENT: Partial<Record<OrderStatus, 'all' | 0>> = { declined: 'all', cancelled: 'all', completed: 0 };

/** Refunds the card at the provider after the ledger recorded it (a job on Stripe; nothing in test mode). */
export type ProviderRefund = (orderId: string, paymentIntentId: string, amountCents: number) => Promise<void>;

const CURSOR_TAG = (role: OrderActor, status: OrderStatus | undefined) => `orders:${role}:${status ?? 'all'}`;

const DELETED_USER_ID = 'deleted-user';

export function toOrder(row: OrderRow, viewerId: string): Order {
  const viewerRole: OrderActor = row.sellerId === viewerId ? 'seller' : 'buyer';
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    priceOption: row.priceOption,
    package:
      row.packageTier && row.deliveryDays !== null && row.revisionsIncluded !== null
        ? { tier: row.packageTier, deliveryDays: row.deliveryDays, revisions: row.revisionsIncluded }
        : null,
    extras: row.extras,
    price: Number(row.price),
    pricingType: row.pricingType,
    requirements: row.requirements,
    status: row.status,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    deliveredAt: iso(row.deliveredAt),
    completedAt: iso(row.completedAt),
    // A party that deleted their account stays on the other's order as "Deleted user" (ADR 018).
    buyer: row.buyerId
      ? { id: row.buyerId, fullName: row.buyerName, email: row.buyerEmail ?? '' }
      : { id: DELETED_USER_ID, fullName: 'Deleted user', email: '' },
    seller: row.sellerId
      ? { id: row.sellerId, fullName: row.sellerName, companyName: row.sellerCompany }
      : { id: DELETED_USER_ID, fullName: 'Deleted user', companyName: null },
    viewerRole,
    nextStatuses: allowedTransitions(row.status, viewerRole),
    payment: { status: row.paymentStatus, amountCents: row.amountCents, feeCents: row.feeCents },
  };
}

/**
 * Orders between a buyer (any member) and a seller. Only those two ever see an order; orders are created by a paid
 * checkout (OrderCheckoutService + the payment webhook); status moves only along ORDER_TRANSITIONS, by the side
 * allowed to, and a move that ends the hold settles the money in the same transaction (ADR 023).
 */
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly outlets: OrderEventOutlets,
    private readonly refundAtProvider: ProviderRefund,
    /** Stripe Connect: transfers the seller's released share (ADR 031). */
    private readonly payoutSeller: (orderId: string) => Promise<void> = async () => {},
  ) {}

  private async load(user: AuthUser, id: string): Promise<OrderRow> {
    const row = isUuid(id) ? await this.orders.findForParticipant(id, user.id) : null;
    if (!row) throw notFound('Order');
    return row;
  }

  async get(user: AuthUser, id: string): Promise<Order> {
    return toOrder(await this.load(user, id), user.id);
  }

  async list(
    user: AuthUser,
    role: OrderActor,
    status: OrderStatus | undefined,
    cursor: string | undefined,
    limit: number,
  ): Promise<OrderPage> {
    const after = decodeNewestCursor(CURSOR_TAG(role, status), cursor);
    const [rows, awaitingResponse] = await Promise.all([
      this.orders.page(role, user.id, status, limit, after),
      this.orders.awaitingResponse(user.id),
    ]);
    return { ...newestPageOf(CURSOR_TAG(role, status), rows, limit, (row) => toOrder(row, user.id)), awaitingResponse };
  }

  async setStatus(user: AuthUser, id: string, to: OrderStatus): Promise<Order> {
    const row = await this.load(user, id);
    const actor: OrderActor = row.sellerId === user.id ? 'seller' : 'buyer';
    const move = ORDER_TRANSITIONS.find((candidate) => candidate.from === row.status && candidate.to === to);
    if (!move)
      throw new AppError(
        'invalid_transition',
        409,
        `An order that is ${orderStatusLabels[row.status].toLowerCase()} cannot become ${orderStatusLabels[to].toLowerCase()}`,
      );
    if (!move.by.includes(actor))
      throw forbidden(`Only the ${move.by.join(' or ')} can mark this order ${orderStatusLabels[to].toLowerCase()}`);

    const changed = await this.apply(row.id, row.status, to, actor, user.id);
    if (!changed) {
      const now = await this.load(user, id);
      throw new AppError(
        'invalid_transition',
        409,
        `This order changed meanwhile: it is ${orderStatusLabels[now.status].toLowerCase()} now`,
      );
    }
    return this.get(user, id);
  }

  /**
   * One status change, all or nothing: the order (and its CRM project) move, the held money is settled, the emails
   * are written to the outbox; after the commit the event is published and a refund sent to the provider.
   * False when the order was no longer in `from` (a concurrent change won).
   */
  async apply(id: string, from: OrderStatus, to: OrderStatus, actor: OrderActor | 'system', sellerId: string): Promise<boolean> {
    if (to === 'requested') return false;
    const outcome = await this.orders.transaction(async (orders, tx) => {
      const moved = to === 'accepted' ? await orders.accept(id, sellerId) : await orders.transition(id, from, to);
      if (!moved) return null;
      const settlement = SETTLEMENT[to];
      const settled = settlement === undefined ? null : await new OrderPaymentsRepository(tx).settle(id, settlement);
      const order = await orders.findById(id);
      if (!order) throw new Error('the order being changed is missing');
      const announce = await announceOrderEvent(
        tx,
        { kind: EVENT_OF[to], order, actor, moneyMoved: settled !== null },
        this.outlets,
      );
      return { announce, settled };
    });
    if (!outcome) return false;
    await outcome.announce();
    const { settled } = outcome;
    if (settled && settled.refundCents > 0 && settled.paymentIntentId)
      await this.refundAtProvider(id, settled.paymentIntentId, settled.refundCents);
    if (settled && settled.status !== 'refunded') await this.payoutSeller(id);
    return true;
  }
}
