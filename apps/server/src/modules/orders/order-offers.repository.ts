import type { OfferStatus } from '@proclub/contracts/offers';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customOffers } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';
import { conversationParticipantIds } from '../messaging/messaging.public';
import { teamNameSql } from '../workspaces/workspaces.public';

export interface OfferRow {
  id: string;
  conversationId: string;
  sellerId: string;
  sellerName: string | null;
  buyerId: string;
  buyerName: string | null;
  serviceId: string | null;
  serviceTitle: string | null;
  title: string;
  description: string;
  priceCents: number;
  deliveryDays: number;
  status: OfferStatus;
  expiresAt: Date | string;
  createdAt: Date | string;
  checkoutId: string | null;
  orderId: string | null;
}

export type NewOffer = typeof customOffers.$inferInsert;

const selectOffers = sql`
  select o.id, o.conversation_id as "conversationId", o.seller_id as "sellerId", coalesce(sp.full_name, ${teamNameSql(sql`sp.id`, sql`o.seller_id`)}) as "sellerName",
         o.buyer_id as "buyerId", bp.full_name as "buyerName", o.service_id as "serviceId", s.title as "serviceTitle",
         o.title, o.description, o.price_cents as "priceCents", o.delivery_days as "deliveryDays", o.status,
         o.expires_at as "expiresAt", o.created_at as "createdAt", o.checkout_id as "checkoutId", o.order_id as "orderId"
  from custom_offers o
  left join profiles sp on sp.id = o.seller_id
  left join profiles bp on bp.id = o.buyer_id
  left join services s on s.id = o.service_id`;

/** Custom offers in conversations (ADR 029). */
export class OrderOffersRepository {
  constructor(private readonly db: Db) {}

  /** The conversation's participants' ids (empty for a conversation that does not exist; messaging owns them). */
  async participants(conversationId: string): Promise<string[]> {
    return conversationParticipantIds(this.db, conversationId);
  }

  async insert(offer: NewOffer): Promise<string> {
    const [row] = await this.db.insert(customOffers).values(offer).returning({ id: customOffers.id });
    return row.id;
  }

  async find(id: string): Promise<OfferRow | null> {
    const [row] = await queryRows<OfferRow>(this.db, sql`${selectOffers} where o.id = ${id}::uuid`);
    return row ?? null;
  }

  async list(conversationId: string): Promise<OfferRow[]> {
    return queryRows<OfferRow>(
      this.db,
      sql`${selectOffers} where o.conversation_id = ${conversationId}::uuid order by o.created_at, o.id`,
    );
  }

  /** Answers a pending, unexpired offer (decline, withdraw); false when it was not open any more. */
  async answer(id: string, status: 'declined' | 'withdrawn'): Promise<boolean> {
    const rows = await this.db
      .update(customOffers)
      .set({ status, answeredAt: new Date() })
      .where(and(eq(customOffers.id, id), eq(customOffers.status, 'pending'), gt(customOffers.expiresAt, new Date())))
      .returning({ id: customOffers.id });
    return rows.length > 0;
  }

  async setCheckout(id: string, checkoutId: string): Promise<void> {
    await this.db.update(customOffers).set({ checkoutId }).where(eq(customOffers.id, id));
  }

  /**
   * The checkout of an offer was paid and became this order: the offer is accepted (once). Null when the checkout
   * was no offer's (or the offer was answered already).
   */
  async acceptByCheckout(checkoutId: string, orderId: string): Promise<string | null> {
    const rows = await this.db
      .update(customOffers)
      .set({ status: 'accepted', orderId, answeredAt: new Date() })
      .where(and(eq(customOffers.checkoutId, checkoutId), eq(customOffers.status, 'pending')))
      .returning({ id: customOffers.id });
    return rows[0]?.id ?? null;
  }
}
