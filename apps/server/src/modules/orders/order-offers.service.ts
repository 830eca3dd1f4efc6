import crypto from 'node:crypto';
import { countNoun } from '@proclub/contracts/common';
import {
  OFFER_EXPIRY_DAYS,
  type Offer,
  type OfferAccept,
  type OfferList,
  type offerInputSchema,
} from '@proclub/contracts/offers';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { formatPrice } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import type { MembershipAccess } from '../membership/membership.public';
import type { ServiceLookup } from '../services/services.public';
import { type OrderMoneySettings, platformFee } from './order-checkout.service';
import { type OfferOutlets, publishOffer, toOffer } from './order-offers.events';
import type { OfferRow, OrderOffersRepository } from './order-offers.repository';
import type { OrderPaymentGateway } from './order-payment-gateway';
import type { NewCheckout, OrderPaymentsRepository } from './order-payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECKOUT_TTL_MS = DAY_MS;

type OfferData = z.output<typeof offerInputSchema>;
type Outlets = OfferOutlets;

/**
 * Custom offers (ADR 029): a seller sends one buyer in a conversation a title, scope, price and delivery time;
 * the buyer accepts by paying a checkout priced from the stored offer (never from the browser), or declines; the
 * seller may withdraw it while pending; it expires after OFFER_EXPIRY_DAYS. Only the conversation's participants
 * see it — to anyone else it does not exist (404).
 */
export class OrderOffersService {
  constructor(
    private readonly offers: OrderOffersRepository,
    private readonly payments: OrderPaymentsRepository,
    private readonly services: ServiceLookup,
    private readonly membership: MembershipAccess,
    private readonly gateway: OrderPaymentGateway | null,
    private readonly settings: OrderMoneySettings,
    private readonly outlets: Outlets,
  ) {}

  async list(user: AuthUser, conversationId: string): Promise<OfferList> {
    await this.requireParticipant(user, conversationId, 'Conversation');
    return { items: (await this.offers.list(conversationId)).map((row) => toOffer(row)) };
  }

  async get(user: AuthUser, offerId: string): Promise<Offer> {
    return toOffer(await this.visible(user, offerId));
  }

  /** A seller's offer: made by a person of the workspace (the guard let an owner or admin here) in their conversation. */
  async create(user: AuthUser, workspaceId: string, conversationId: string, input: OfferData): Promise<Offer> {
    const participants = await this.requireParticipant(user, conversationId, 'Conversation');
    const others = participants.filter((id) => id !== user.id);
    const buyerId = input.buyerId ?? (others.length === 1 ? others[0] : undefined);
    if (!buyerId) throw badRequest('buyerId', 'Choose who the offer is for');
    if (!others.includes(buyerId)) throw badRequest('buyerId', 'The buyer must be another participant of this conversation');
    if (input.serviceId) {
      const service = isUuid(input.serviceId) ? await this.services.findById(input.serviceId) : null;
      if (!service || service.workspaceId !== workspaceId) throw badRequest('serviceId', 'Choose one of your own services');
      if (!service.isActive) throw badRequest('serviceId', 'This service is not active');
    }
    const id = await this.offers.insert({
      conversationId,
      sellerId: workspaceId,
      buyerId,
      serviceId: input.serviceId,
      title: input.title,
      description: input.description,
      priceCents: Math.round(input.price * 100),
      deliveryDays: input.deliveryDays,
      expiresAt: new Date(Date.now() + OFFER_EXPIRY_DAYS * DAY_MS),
    });
    const offer = toOffer(await this.mustFind(id));
    await publishOffer(this.outlets, offer);
    await this.outlets.notifier?.notify({
      userId: buyerId,
      kind: 'offer_received',
      title: `${offer.seller.name ?? 'A seller'} sent you a custom offer`,
      body: `${offer.title} — ${formatPrice(offer.price)}, ${countNoun(offer.deliveryDays, 'day')}`,
      link: `/messages?c=${conversationId}`,
      subject: { type: 'conversation', id: conversationId },
    });
    return offer;
  }

  /** The buyer's Accept: a checkout for exactly this offer's price; the offer is accepted once it is paid. */
  /** `workspaceId`: the workspace the buyer works in, whose membership also lets them order (ADR 045 §6). */
  async accept(user: AuthUser, offerId: string, workspaceId: string | null = null): Promise<OfferAccept> {
    const row = await this.visible(user, offerId);
    if (row.buyerId !== user.id) throw forbidden('Only the buyer this offer was made to can accept it');
    this.requireOpen(row);
    await this.membership.requireMember(user.id, workspaceId);
    if (!this.gateway) throw new AppError('payments_unavailable', 503, 'Payments are not configured on this server.');

    const offer = toOffer(row);
    // The test card form can pay the same unpaid checkout again (after a declined card); Stripe gets a new session.
    if (row.checkoutId && this.gateway.kind === 'test') {
      const existing = await this.payments.findCheckout(row.checkoutId);
      if (existing && !existing.orderId && existing.status !== 'paid' && existing.expiresAt > new Date()) {
        const { id, provider, amountCents, feeCents } = existing;
        return { offer, checkout: { id, provider, url: null, amountCents, feeCents } };
      }
    }
    const expiresAt = new Date(Math.min(Date.now() + CHECKOUT_TTL_MS, new Date(row.expiresAt).getTime()));
    const checkout: NewCheckout = {
      id: `ocs_${crypto.randomBytes(12).toString('hex')}`,
      provider: this.gateway.kind,
      buyerId: user.id,
      sellerId: row.sellerId,
      serviceId: row.serviceId,
      serviceTitle: row.title,
      priceOption: null,
      packageTier: null,
      deliveryDays: row.deliveryDays,
      revisionsIncluded: null,
      extras: [],
      pricingType: 'fixed',
      requirements: row.description,
      amountCents: row.priceCents,
      feeCents: platformFee(row.priceCents, this.settings.feePercent),
      expiresAt,
    };
    await this.payments.insertCheckout(checkout);
    await this.offers.setCheckout(row.id, checkout.id);
    const { url } = await this.gateway.startCheckout(checkout, {
      success: `${this.settings.appUrl}/dashboard?tab=orders`,
      cancel: `${this.settings.appUrl}/messages?c=${row.conversationId}`,
    });
    const { id, provider, amountCents, feeCents } = checkout;
    return { offer, checkout: { id, provider, url, amountCents, feeCents } };
  }

  async decline(user: AuthUser, offerId: string): Promise<Offer> {
    const row = await this.visible(user, offerId);
    if (row.buyerId !== user.id) throw forbidden('Only the buyer this offer was made to can decline it');
    return this.answer(row, 'declined');
  }

  async withdraw(user: AuthUser, workspaceId: string, offerId: string): Promise<Offer> {
    const row = await this.visible(user, offerId);
    if (row.sellerId !== workspaceId) throw forbidden('Only the seller who sent this offer can withdraw it');
    return this.answer(row, 'withdrawn');
  }

  private async answer(row: OfferRow, status: 'declined' | 'withdrawn'): Promise<Offer> {
    this.requireOpen(row);
    if (!(await this.offers.answer(row.id, status))) this.requireOpen(await this.mustFind(row.id));
    const offer = toOffer(await this.mustFind(row.id));
    await publishOffer(this.outlets, offer);
    return offer;
  }

  private requireOpen(row: OfferRow): void {
    const { status } = toOffer(row);
    if (status === 'expired') throw new AppError('offer_expired', 410, 'This offer has expired');
    if (status === 'accepted') throw new AppError('offer_closed', 409, 'This offer has already been accepted');
    if (status !== 'pending') throw new AppError('offer_closed', 409, `This offer was ${status}`);
  }

  private async requireParticipant(user: AuthUser, conversationId: string, what: string): Promise<string[]> {
    const participants = isUuid(conversationId) ? await this.offers.participants(conversationId) : [];
    if (!participants.includes(user.id)) throw notFound(what);
    return participants;
  }

  /** The offer when the user is in its conversation; a 404 otherwise, exactly like a missing one. */
  private async visible(user: AuthUser, offerId: string): Promise<OfferRow> {
    const row = isUuid(offerId) ? await this.offers.find(offerId) : null;
    if (!row) throw notFound('Offer');
    await this.requireParticipant(user, row.conversationId, 'Offer');
    return row;
  }

  private async mustFind(id: string): Promise<OfferRow> {
    const row = await this.offers.find(id);
    if (!row) throw notFound('Offer');
    return row;
  }
}
