import { EARNINGS_UPDATED_EVENT, ORDER_CREATED_EVENT, ORDER_UPDATED_EVENT } from '@proclub/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { RecordDomainEvent } from '../../lib/domain-events';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { Notifier, NotifyInput } from '../notifications/notifications.public';
import type { OrderEvent } from './order-event';
import { orderEventMail } from './order-mails';

type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

export interface OrderEventOutlets {
  mailer: Pick<Mailer, 'write' | 'dispatch'>;
  publish: Publish;
  /** Absolute origin for links in emails. */
  appUrl: string;
  /** The notifications centre: the side that did not act hears of every event there (bell and mail, as they chose). */
  notifier: Pick<Notifier, 'notify' | 'notifyWorkspace'>;
  /** Reports placed/delivered/completed to the seller workspace's automations (app.recordDomainEvent; never throws). */
  recordEvent?: RecordDomainEvent;
}

/** The order events automations can start from (issue 35). */
const AUTOMATION_EVENTS: Partial<Record<OrderEvent['kind'], 'order.placed' | 'order.delivered' | 'order.completed'>> = {
  placed: 'order.placed',
  delivered: 'order.delivered',
  completed: 'order.completed',
};

/** The app's outlets for order events: the outbox mailer, live events, the bell; links point at the app's origin. */
export function appOrderOutlets(app: FastifyInstance, env: Env): OrderEventOutlets {
  return {
    mailer: app.mailer,
    publish: (channel: string, event: { type: string }) => app.realtime.publish(channel, event),
    appUrl: appUrl(env),
    notifier: app.notifications,
    recordEvent: (event) => app.recordDomainEvent(event),
  };
}

const eventTitles: Record<OrderEvent['kind'], string> = {
  placed: 'New order',
  accepted: 'Order accepted',
  started: 'Work started on an order',
  delivered: 'Order delivered',
  completed: 'Order completed',
  declined: 'Order declined',
  cancelled: 'Order cancelled',
  revision_requested: 'Revision requested',
  disputed: 'Order disputed',
  resolved: 'Dispute resolved',
  cancellation_requested: 'Cancellation requested',
  cancellation_declined: 'Cancellation declined',
  cancellation_withdrawn: 'Cancellation request withdrawn',
  extension_requested: 'Extension requested',
  extension_accepted: 'Extension accepted',
  extension_declined: 'Extension declined',
};

/** The notification kind an order event is filed under (what a person mutes or mails in their preferences). */
export const orderEventKind = (kind: OrderEvent['kind']) => (kind === 'placed' ? 'order_placed' : 'order_status_changed');

/**
 * THE place where an order event has its side effects: call it inside the transaction that made the change, then
 * run what it returns after the commit. The side that did not act (both when the system did) hears about it
 * through the notifications centre, which follows their preference for the event's kind: the bell, the event's
 * own mail when they chose immediate email (the default), the digest, or nothing (issue 37). Nobody is told about
 * their own action; the one mail a person always gets for their own step is the buyer's receipt of a payment.
 * Mails go into the outbox inside the transaction (they exist exactly when the change does); after the commit
 * they are dispatched and the realtime events published.
 */
export async function announceOrderEvent(tx: Db, event: OrderEvent, outlets: OrderEventOutlets): Promise<() => Promise<void>> {
  const { order } = event;
  const url = `${outlets.appUrl}/dashboard?tab=orders`;
  const mailIds: string[] = [];
  if (event.kind === 'placed' && order.buyerEmail)
    mailIds.push(await outlets.mailer.write(await orderEventMail(event, 'buyer', order.buyerEmail, url), tx));
  const notices: (() => Promise<void>)[] = [];
  const told = (
    [
      ['buyer', order.buyerId, order.buyerEmail],
      ['seller', order.sellerId, order.sellerEmail],
    ] as const
  ).filter(([side]) => side !== event.actor);
  for (const [side, id, email] of told) {
    if (!id) continue;
    const mail = email ? await orderEventMail(event, side, email, url) : null;
    const notice: Omit<NotifyInput, 'userId'> = {
      kind: orderEventKind(event.kind),
      title: `${eventTitles[event.kind]}: ${order.serviceTitle}`,
      link: '/dashboard?tab=orders',
      subject: { type: 'order', id: order.id },
      email: mail && { subject: mail.subject, html: mail.html, text: mail.text },
    };
    // The buyer is a person; the seller side is a workspace: its people who handle orders hear it (ADR 045).
    notices.push(
      side === 'buyer'
        ? await outlets.notifier.notify({ ...notice, userId: id }, { tx })
        : await outlets.notifier.notifyWorkspace(id, 'listings', notice, { tx }),
    );
  }

  return async () => {
    await outlets.mailer.dispatch(mailIds);
    for (const notice of notices) await notice();
    // The buyer hears on their own channel; the seller side is a workspace and hears on its channel (its members;
    // a team workspace's id is nobody's account, ADR 045). One channel per side: one toast per event.
    const sellerChannels = order.sellerId ? [`workspace:${order.sellerId}`] : [];
    const channels = [...(order.buyerId ? [`user:${order.buyerId}`] : []), ...sellerChannels];
    const updated = { type: ORDER_UPDATED_EVENT, orderId: order.id, status: order.status };
    await Promise.all(channels.map((channel) => outlets.publish(channel, updated)));
    if (event.kind === 'placed' && order.sellerId) {
      const created = {
        type: ORDER_CREATED_EVENT,
        orderId: order.id,
        serviceTitle: order.serviceTitle,
        buyerName: order.buyerName ?? order.buyerEmail ?? '',
      };
      await Promise.all(sellerChannels.map((channel) => outlets.publish(channel, created)));
    }
    const automation = AUTOMATION_EVENTS[event.kind];
    if (automation && order.sellerId)
      await outlets.recordEvent?.({
        // One fact per order and kind; each delivery (after a revision too) is its own.
        id: `${automation}:${order.id}${event.kind === 'delivered' ? `:${order.deliveredAt?.toISOString() ?? ''}` : ''}`,
        workspaceId: order.sellerId,
        type: automation,
        clientId: order.clientId,
        projectId: order.projectId,
        subjectId: order.id,
        payload: { serviceTitle: order.serviceTitle, price: order.price },
      });
    if (event.moneyMoved && order.sellerId)
      await Promise.all(sellerChannels.map((channel) => outlets.publish(channel, { type: EARNINGS_UPDATED_EVENT })));
  };
}
