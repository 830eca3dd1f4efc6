import type { EmailMode } from '@proclub/contracts/notifications';
import type { Service } from '@proclub/contracts/services';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { ORDER_EVENT_KINDS, type OrderEvent } from './order-event';
import { announceOrderEvent, appOrderOutlets } from './order-events';
import { OrdersRepository } from './orders.repository';
import { placedOrder } from './orders.test-helpers';

/**
 * Issue 37, "Notifications": every order mail follows its recipient's preference, and nobody is mailed about their
 * own action. Order mails are written in one place (announceOrderEvent, with order-mails.ts's texts); this walks
 * every order event kind (ORDER_EVENT_KINDS: a new kind is walked too) with every actor, against real preferences
 * and the real outbox.
 */
describeEachDatabase('orders: order mails follow the preference, never to the actor', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let orderId: string;
  const title = 'Lighthouse menu redesign';

  const prefer = (user: SignedUpUser, email: EmailMode) =>
    user.client.put('/api/notifications/preferences', {
      payload: {
        items: [
          { kind: 'order_placed', inApp: true, email },
          { kind: 'order_status_changed', inApp: true, email },
        ],
      },
    });
  const mailsTo = async (email: string) =>
    (await t.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
      (row) => row.subject,
    );
  /** Announces one event as the app does (inside a transaction, then its after-commit work); returns the new mails. */
  const announce = async (kind: OrderEvent['kind'], actor: OrderEvent['actor']) => {
    const before = { buyer: (await mailsTo(buyer.email)).length, seller: (await mailsTo(seller.email)).length };
    const after = await t.database.db.transaction(async (tx) => {
      const order = await new OrdersRepository(tx as unknown as Db).findById(orderId);
      if (!order) throw new Error('order missing');
      return announceOrderEvent(tx as unknown as Db, { kind, actor, order, moneyMoved: false }, appOrderOutlets(t.app, t.env));
    });
    await after();
    return {
      buyer: (await mailsTo(buyer.email)).slice(before.buyer),
      seller: (await mailsTo(seller.email)).slice(before.seller),
    };
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    const service = (await seller.client.post('/api/services', { ...validService, title })).json() as Service;
    buyer = await memberWithRole(t.app, 'client');
    orderId = (await placedOrder(buyer, service.id)).id;
  });

  it.each(ORDER_EVENT_KINDS)('"%s": mailed only to a side that did not act and chose immediate email', async (kind) => {
    // The buyer's receipt of a payment is the one mail a person gets for their own step: it is a receipt, not a notice.
    const receipt = (side: 'buyer' | 'seller') => (kind === 'placed' && side === 'buyer' ? 1 : 0);
    for (const [buyerMode, sellerMode] of [
      ['off', 'immediate'],
      ['immediate', 'off'],
      ['digest', 'digest'],
    ] as const) {
      expect((await prefer(buyer, buyerMode)).statusCode).toBe(200);
      expect((await prefer(seller, sellerMode)).statusCode).toBe(200);
      for (const actor of ['buyer', 'seller', 'system'] as const) {
        const mails = await announce(kind, actor);
        const expected = (side: 'buyer' | 'seller', mode: EmailMode) =>
          (side !== actor && mode === 'immediate' ? 1 : 0) + receipt(side);
        expect(mails.buyer, `${kind} by ${actor}, buyer ${buyerMode}`).toHaveLength(expected('buyer', buyerMode));
        expect(mails.seller, `${kind} by ${actor}, seller ${sellerMode}`).toHaveLength(expected('seller', sellerMode));
        // What arrives is the order event's own mail (its subject quotes the service), not a generic notice.
        for (const subject of [...mails.buyer, ...mails.seller]) expect(subject).toContain(`"${title}"`);
      }
    }
  });
});
