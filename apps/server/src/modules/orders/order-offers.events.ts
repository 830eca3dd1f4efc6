import type { Offer, OfferChannelEvent } from '@proclub/contracts/offers';
import type { Db } from '../../db/client';
import { formatPrice } from '../../lib/money';
import type { OrderEventOutlets } from './order-events';
import { type OfferRow, OrderOffersRepository } from './order-offers.repository';

export type OfferOutlets = Pick<OrderEventOutlets, 'publish' | 'notifier'>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The offer as participants see it: a pending offer past its time reads as expired. */
export function toOffer(row: OfferRow, now = new Date()): Offer {
  const expired = row.status === 'pending' && new Date(row.expiresAt) <= now;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seller: { id: row.sellerId, name: row.sellerName },
    buyer: { id: row.buyerId, name: row.buyerName },
    service: row.serviceId && row.serviceTitle ? { id: row.serviceId, title: row.serviceTitle } : null,
    title: row.title,
    description: row.description,
    price: row.priceCents / 100,
    deliveryDays: row.deliveryDays,
    status: expired ? 'expired' : row.status,
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
    orderId: row.orderId,
  };
}

export const publishOffer = (outlets: OfferOutlets, offer: Offer) =>
  outlets.publish(`conversation:${offer.conversationId}`, { type: 'offer.updated', offer } satisfies OfferChannelEvent);

/**
 * Called by the payment webhook in the transaction that created an order from a checkout: when that checkout was
 * an offer's, the offer is accepted. Returns the after-commit step (the live card and the seller's bell).
 */
export async function acceptOfferPaidBy(
  tx: Db,
  checkoutId: string,
  orderId: string,
  outlets: OfferOutlets,
): Promise<(() => Promise<void>) | null> {
  const repository = new OrderOffersRepository(tx);
  const offerId = await repository.acceptByCheckout(checkoutId, orderId);
  if (!offerId) return null;
  const row = await repository.find(offerId);
  if (!row) return null;
  const offer = toOffer(row);
  // The seller side is a workspace: its people who handle offers hear it (ADR 045).
  const notified = await outlets.notifier?.notifyWorkspace(
    offer.seller.id,
    'listings',
    {
      kind: 'offer_accepted',
      title: `${offer.buyer.name ?? 'Your client'} accepted your custom offer`,
      body: `${offer.title} — paid ${formatPrice(offer.price)}`,
      link: '/dashboard?tab=orders',
      subject: { type: 'order', id: orderId },
    },
    { tx },
  );
  return async () => {
    await notified?.();
    await publishOffer(outlets, offer);
  };
}
