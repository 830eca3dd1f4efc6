import { EARNINGS_UPDATED_EVENT, ORDER_CREATED_EVENT, ORDER_UPDATED_EVENT } from '@proclub/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { Notifier } from '../notifications/notifications.public';
import type { OrderEvent } from './order-event';
import { orderEventMail } from './order-mails';

type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

export interface OrderEventOutlets {
  mailer: Pick<Mailer, 'write' | 'dispatch'>;
  publish: Publish;
  /** Absolute origin for links in emails. */
  appUrl: string;
  /** The notifications centre (the bell); both sides get every event there too. */
  notifier?: Pick<Notifier, 'notify'>;
}

/** The app's outlets for order events: the outbox mailer, live events, the bell; links point at the app's origin. */
export function appOrderOutlets(app: FastifyInstance, env: Env): OrderEventOutlets & { notifier: Pick<Notifier, 'notify'> } {
  return {
    mailer: app.mailer,
    publish: (channel: string, event: { type: string }) => app.realtime.publish(channel, event),
    appUrl: appUrl(env),
    notifier: app.notifications,
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

/**
 * THE place where an order event has its side effects: call it inside the transaction that made the change, then
 * run what it returns after the commit. Emails to both sides go into the outbox inside the transaction (they exist
 * exactly when the change does); after the commit they are dispatched and the realtime events published.
 * The notification centre of the side that did not act hears every event from here too.
 */
export async function announceOrderEvent(tx: Db, event: OrderEvent, outlets: OrderEventOutlets): Promise<() => Promise<void>> {
  const { order } = event;
  const url = `${outlets.appUrl}/dashboard?tab=orders`;
  const recipients: ['buyer' | 'seller', string | null][] = [
    ['buyer', order.buyerEmail],
    ['seller', order.sellerEmail],
  ];
  const mailIds: string[] = [];
  for (const [side, email] of recipients)
    if (email) mailIds.push(await outlets.mailer.write(await orderEventMail(event, side, email, url), tx));
  // The bell, in the same transaction, for the side that did not act (both when the system did): a buyer is not
  // told about the order they just placed. Order mails go out above whatever the preference says.
  const notices: (() => Promise<void>)[] = [];
  const told = (
    [
      ['buyer', order.buyerId],
      ['seller', order.sellerId],
    ] as const
  ).filter(([side]) => side !== event.actor);
  for (const [, userId] of told) {
    if (!userId || !outlets.notifier) continue;
    notices.push(
      await outlets.notifier.notify(
        {
          userId,
          kind: event.kind === 'placed' ? 'order_placed' : 'order_status_changed',
          title: `${eventTitles[event.kind]}: ${order.serviceTitle}`,
          link: '/dashboard?tab=orders',
          subject: { type: 'order', id: order.id },
        },
        { tx },
      ),
    );
  }

  return async () => {
    await outlets.mailer.dispatch(mailIds);
    for (const notice of notices) await notice();
    const parties = [order.buyerId, order.sellerId].filter((id): id is string => id !== null);
    const updated = { type: ORDER_UPDATED_EVENT, orderId: order.id, status: order.status };
    await Promise.all(parties.map((id) => outlets.publish(`user:${id}`, updated)));
    if (event.kind === 'placed' && order.sellerId)
      await outlets.publish(`user:${order.sellerId}`, {
        type: ORDER_CREATED_EVENT,
        orderId: order.id,
        serviceTitle: order.serviceTitle,
        buyerName: order.buyerName ?? order.buyerEmail ?? '',
      });
    if (event.moneyMoved && order.sellerId) await outlets.publish(`user:${order.sellerId}`, { type: EARNINGS_UPDATED_EVENT });
  };
}
