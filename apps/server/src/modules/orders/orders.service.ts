import {
  allowedTransitions,
  ORDER_CREATED_EVENT,
  ORDER_TRANSITIONS,
  ORDER_UPDATED_EVENT,
  type Order,
  type OrderActor,
  type OrderPage,
  type OrderStatus,
  orderStatusLabels,
  type PriceOption,
} from '@proclub/contracts/orders';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, encodeCursor } from '../../lib/newest-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { MembershipAccess } from '../membership/membership.public';
import type { ServicesRepository } from '../services/services.public';
import type { OrderRow, OrdersRepository } from './orders.repository';

type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

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
  };
}

/**
 * Orders between a buyer (any member) and a seller. Only those two ever see an order; the price is the
 * server's snapshot of the chosen option; status moves only along ORDER_TRANSITIONS, by the side allowed to.
 */
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly services: ServicesRepository,
    private readonly membership: MembershipAccess,
    private readonly publish: Publish,
  ) {}

  private async load(user: AuthUser, id: string): Promise<OrderRow> {
    const row = isUuid(id) ? await this.orders.findForParticipant(id, user.id) : null;
    if (!row) throw notFound('Order');
    return row;
  }

  async get(user: AuthUser, id: string): Promise<Order> {
    return toOrder(await this.load(user, id), user.id);
  }

  async place(user: AuthUser, input: { serviceId: string; priceOption: PriceOption; requirements: string }): Promise<Order> {
    const service = isUuid(input.serviceId) ? await this.services.findById(input.serviceId) : null;
    if (!service?.isActive) throw notFound('Service');
    if (service.userId === user.id) throw forbidden('You cannot order your own service');
    await this.membership.requireMember(user.id);
    const priceFrom = service.priceFrom === null ? null : Number(service.priceFrom);
    const priceTo = service.priceTo === null ? null : Number(service.priceTo);
    if (priceFrom === null && priceTo === null)
      throw badRequest('priceOption', 'This service has no listed price. Contact the seller for a quote.');
    const price = input.priceOption === 'from' ? priceFrom : priceTo;
    if (price === null) throw badRequest('priceOption', 'This pricing option is not offered for this service');

    const id = await this.orders.insert({
      serviceId: service.id,
      buyerId: user.id,
      sellerId: service.userId,
      serviceTitle: service.title,
      priceOption: input.priceOption,
      price,
      pricingType: service.pricingType,
      requirements: input.requirements,
    });
    const order = await this.get(user, id);
    await this.publish(`user:${service.userId}`, {
      type: ORDER_CREATED_EVENT,
      orderId: id,
      serviceTitle: order.serviceTitle,
      buyerName: order.buyer.fullName ?? order.buyer.email,
    });
    return order;
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
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => toOrder(row, user.id)),
      nextCursor: rows.length > limit && last ? encodeCursor(CURSOR_TAG(role, status), [last.key, last.id]) : null,
      awaitingResponse,
    };
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

    const changed =
      to === 'accepted' ? await this.orders.accept(row.id, user.id) : await this.orders.transition(row.id, row.status, to);
    if (!changed) {
      const now = await this.load(user, id);
      throw new AppError(
        'invalid_transition',
        409,
        `This order changed meanwhile: it is ${orderStatusLabels[now.status].toLowerCase()} now`,
      );
    }
    const event = { type: ORDER_UPDATED_EVENT, orderId: row.id, status: to };
    const parties = [row.buyerId, row.sellerId].filter((id): id is string => id !== null);
    await Promise.all(parties.map((id) => this.publish(`user:${id}`, event)));
    return this.get(user, id);
  }
}
