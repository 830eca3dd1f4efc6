import {
  actionForStatusMove,
  availableOrderActions,
  decideOrderAction,
  isOrderLate,
  type OrderAction,
  type OrderFacts,
  type OrderRequestAction,
  type OrderRole,
} from '@proclub/contracts/order-machine';
import { type Order, type OrderActor, type OrderPage, type OrderStatus, orderStatusLabels } from '@proclub/contracts/orders';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { OrderEventKind } from './order-event';
import { announceOrderEvent, type OrderEventOutlets } from './order-events';
import { type OrderParty, requireSide } from './order-party';
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

/** The announcement of each request action that does not move the order's state. */
const REQUEST_EVENT: Partial<Record<OrderRequestAction, OrderEventKind>> = {
  request_cancellation: 'cancellation_requested',
  decline_cancellation: 'cancellation_declined',
  withdraw_cancellation: 'cancellation_withdrawn',
  request_extension: 'extension_requested',
  accept_extension: 'extension_accepted',
  decline_extension: 'extension_declined',
};

/** Refunds the card at the provider after the ledger recorded it (a job on Stripe; nothing in test mode). */
export type ProviderRefund = (orderId: string, paymentIntentId: string, amountCents: number) => Promise<void>;

const CURSOR_TAG = (role: OrderActor, status: OrderStatus | undefined) => `orders:${role}:${status ?? 'all'}`;

const DELETED_USER_ID = 'deleted-user';

export function toOrder(row: OrderRow, viewerRole: OrderActor): Order {
  const facts = orderFacts(row);
  const actions = availableOrderActions(facts, viewerRole);
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
    nextStatuses: [...new Set(actions.flatMap((action) => STATUS_MOVES[action] ?? []))],
    actions,
    dueAt: iso(row.dueAt),
    late: isOrderLate(facts),
    cancellationRequest:
      row.cancellationRequestedBy && row.cancellationRequestedAt
        ? {
            by: row.cancellationRequestedBy,
            reason: row.cancellationReason ?? '',
            requestedAt: row.cancellationRequestedAt.toISOString(),
          }
        : null,
    extensionRequest:
      row.extensionDays !== null && row.extensionRequestedAt
        ? { days: row.extensionDays, reason: row.extensionReason ?? '', requestedAt: row.extensionRequestedAt.toISOString() }
        : null,
    payment: { status: row.paymentStatus, amountCents: row.amountCents, feeCents: row.feeCents },
  };
}

/** The actions a plain status move (the cards' buttons) makes; delivering needs the delivery form, not a status. */
const STATUS_MOVES: Partial<Record<OrderAction, OrderStatus>> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  cancel_late: 'cancelled',
  start: 'in_progress',
  complete: 'completed',
};

/** What the state machine (ADR 037) needs to know about an order row. */
export function orderFacts(row: OrderRow): OrderFacts {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    dueAt: row.dueAt,
    deliveredAt: row.deliveredAt,
    cancellationRequestedBy: row.cancellationRequestedBy,
    extensionRequested: row.extensionDays !== null,
  };
}

/** The machine's answer, or its refusal as a 4xx naming the rule (nothing has changed). */
export function requireOrderAction(row: OrderRow, action: OrderAction, actor: OrderRole, now: Date = new Date()) {
  const decision = decideOrderAction(orderFacts(row), action, actor, now);
  if (!decision.ok) throw new AppError(decision.code, decision.httpStatus, decision.message);
  return decision;
}

/**
 * Orders between a buyer (any member) and a seller. Only those two ever see an order; orders are created by a paid
 * checkout (OrderCheckoutService + the payment webhook); every action is checked against the one state machine
 * (ORDER_MACHINE, ADR 037), and a move that ends the hold settles the money in the same transaction (ADR 023).
 */
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly outlets: OrderEventOutlets,
    private readonly refundAtProvider: ProviderRefund,
    /** Stripe Connect: transfers the seller's released share (ADR 031). */
    private readonly payoutSeller: (orderId: string) => Promise<void> = async () => {},
  ) {}

  /** The order and the side the party acts on (404 for a stranger, 403 for a seller role that may not). */
  private async load(party: OrderParty, id: string): Promise<OrderRow & { actor: OrderActor }> {
    const row = isUuid(id) ? await this.orders.findForParticipant(id, party) : null;
    if (!row) throw notFound('Order');
    return { ...row, actor: requireSide(row, party) };
  }

  async get(party: OrderParty, id: string): Promise<Order> {
    const row = await this.load(party, id);
    return toOrder(row, row.actor);
  }

  /** The buyer's orders (the person's), or the seller's (the workspace's: `party` came through the guard). */
  async list(
    party: OrderParty,
    role: OrderActor,
    status: OrderStatus | undefined,
    cursor: string | undefined,
    limit: number,
  ): Promise<OrderPage> {
    const after = decodeNewestCursor(CURSOR_TAG(role, status), cursor);
    const owner = role === 'seller' ? party.workspaceId : party.userId;
    if (!owner) throw new Error('a seller list needs the workspace');
    const [rows, awaitingResponse] = await Promise.all([
      this.orders.page(role, owner, status, limit, after),
      party.workspaceId ? this.orders.awaitingResponse(party.workspaceId) : 0,
    ]);
    return { ...newestPageOf(CURSOR_TAG(role, status), rows, limit, (row) => toOrder(row, role)), awaitingResponse };
  }

  /**
   * A plain status move (the order cards' buttons), as the state machine's action it stands for. Delivering needs
   * a message or a file (POST …/deliveries) and a dispute a reason (POST …/dispute): not a status.
   */
  async setStatus(party: OrderParty, id: string, to: OrderStatus): Promise<Order> {
    const row = await this.load(party, id);
    const { actor } = row;
    const action = actionForStatusMove(orderFacts(row), to);
    if (action === 'deliver')
      throw new AppError(
        'delivery_required',
        400,
        'Deliver with a message or at least one file: an empty delivery is not possible',
      );
    if (!action)
      throw new AppError(
        'invalid_transition',
        409,
        to === 'disputed'
          ? 'Open a dispute with a reason instead'
          : `An order cannot be moved to ${orderStatusLabels[to].toLowerCase()} by hand`,
      );
    const decision = requireOrderAction(row, action, actor);
    if (decision.to === 'same' || decision.to === 'completed_or_cancelled') throw new Error(`${action} is not a status move`);
    const changed = await this.apply(
      row.id,
      row.status,
      decision.to,
      actor,
      row.sellerId ?? '',
      action === 'cancel_late' ? 'late' : undefined,
    );
    if (!changed) throw await this.changedMeanwhile(party, id);
    return this.get(party, id);
  }

  private async changedMeanwhile(party: OrderParty, id: string) {
    const now = await this.load(party, id);
    return new AppError(
      'invalid_transition',
      409,
      `This order changed meanwhile: it is ${orderStatusLabels[now.status].toLowerCase()} now`,
    );
  }

  /**
   * The request actions: a cancellation one party asks for and the other agrees to (or declines, or the asker
   * withdraws), the late rule, and the seller's extension request the buyer answers. Each is checked against the
   * state machine, then made by a guarded update, so a concurrent change makes it a 409 that changed nothing.
   */
  async act(
    party: OrderParty,
    id: string,
    action: OrderRequestAction,
    input: { reason?: string; days?: number },
  ): Promise<Order> {
    const row = await this.load(party, id);
    const { actor } = row;
    requireOrderAction(row, action, actor);
    const other: OrderActor = actor === 'buyer' ? 'seller' : 'buyer';
    let changed: boolean;
    switch (action) {
      case 'cancel_late':
        changed = await this.apply(row.id, row.status, 'cancelled', actor, row.sellerId ?? '', 'late');
        break;
      case 'agree_cancellation':
        changed = await this.apply(row.id, row.status, 'cancelled', actor, row.sellerId ?? '', 'agreed');
        break;
      default:
        changed = await this.note(
          row,
          actor,
          action,
          async (orders) => {
            switch (action) {
              case 'request_cancellation':
                return orders.requestCancellation(row.id, row.status, actor, input.reason ?? '');
              case 'decline_cancellation':
                return orders.clearCancellationRequest(row.id, row.status, other);
              case 'withdraw_cancellation':
                return orders.clearCancellationRequest(row.id, row.status, actor);
              case 'request_extension':
                return orders.requestExtension(row.id, row.status, input.days ?? 0, input.reason ?? '');
              case 'accept_extension':
                return orders.answerExtension(row.id, row.status, true);
              case 'decline_extension':
                return orders.answerExtension(row.id, row.status, false);
            }
          },
          input.reason,
        );
    }
    if (!changed) throw await this.changedMeanwhile(party, id);
    return this.get(party, id);
  }

  /** A request that changes the order but not its state, with its announcement, in one transaction. */
  private async note(
    row: OrderRow,
    actor: OrderActor,
    action: OrderRequestAction,
    change: (orders: OrdersRepository) => Promise<boolean>,
    note: string | undefined,
  ): Promise<boolean> {
    const kind = REQUEST_EVENT[action];
    const announce = await this.orders.transaction(async (orders, tx) => {
      if (!(await change(orders))) return null;
      const order = await orders.findById(row.id);
      if (!order) throw new Error('the order being changed is missing');
      if (!kind) return async () => {};
      return announceOrderEvent(tx, { kind, order, actor, moneyMoved: false, ...(note ? { note } : {}) }, this.outlets);
    });
    if (!announce) return false;
    await announce();
    return true;
  }

  /**
   * One status change, all or nothing: the order (and its CRM project) move, the held money is settled, the emails
   * are written to the outbox; after the commit the event is published and a refund sent to the provider.
   * False when the order was no longer in `from` (a concurrent change won).
   */
  async apply(
    id: string,
    from: OrderStatus,
    to: OrderStatus,
    actor: OrderActor | 'system',
    sellerId: string,
    /** How a cancellation after acceptance came about (both agreed, or the late rule), for the mails. */
    how?: 'agreed' | 'late',
  ): Promise<boolean> {
    if (to === 'requested') return false;
    const outcome = await this.orders.transaction(async (orders, tx) => {
      const moved =
        to === 'accepted'
          ? await orders.accept(id, sellerId)
          : how === 'agreed'
            ? // Only while the other side's request still stands (it may have been withdrawn meanwhile).
              await orders.agreeCancellation(id, from, actor === 'buyer' ? 'seller' : 'buyer')
            : await orders.transition(id, from, to);
      if (!moved) return null;
      const settlement = SETTLEMENT[to];
      const settled = settlement === undefined ? null : await new OrderPaymentsRepository(tx).settle(id, settlement);
      const order = await orders.findById(id);
      if (!order) throw new Error('the order being changed is missing');
      const announce = await announceOrderEvent(
        tx,
        { kind: EVENT_OF[to], order, actor, moneyMoved: settled !== null, ...(how ? { cancellation: how } : {}) },
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
