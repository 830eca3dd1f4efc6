import crypto from 'node:crypto';
import type { Earnings, OrderCheckout, orderInputSchema } from '@proclub/contracts/orders';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { MembershipAccess } from '../membership/membership.public';
import type { ServiceLookup } from '../services/services.public';
import type { OrderPaymentGateway } from './order-payment-gateway';
import type { OrderPaymentsRepository } from './order-payments.repository';
import { priceOrder } from './order-pricing';
import type { OrderTestCheckout } from './order-test-checkout';

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface OrderMoneySettings {
  feePercent: number;
  autoReleaseDays: number;
  appUrl: string;
}

/** The platform's fee on an amount, in whole cents. */
export const platformFee = (amountCents: number, feePercent: number) => Math.round((amountCents * feePercent) / 100);

/**
 * Placing an order = a checkout: the server prices the chosen option of the service (dollars → integer cents)
 * and its fee, stores that snapshot, and sends the buyer to pay. The order exists only once the payment succeeded.
 */
export class OrderCheckoutService {
  constructor(
    private readonly payments: OrderPaymentsRepository,
    private readonly services: ServiceLookup,
    private readonly membership: MembershipAccess,
    private readonly gateway: OrderPaymentGateway | null,
    private readonly testCheckout: OrderTestCheckout | null,
    private readonly settings: OrderMoneySettings,
  ) {}

  /**
   * The buyer is the person; `workspaceId` is the workspace they work in (ADR 045 §6): its membership lets them order
   * as well as their own, and its own listings cannot be ordered from it.
   */
  async start(
    user: AuthUser,
    input: z.output<typeof orderInputSchema>,
    workspaceId: string | null = null,
  ): Promise<OrderCheckout> {
    const service = isUuid(input.serviceId) ? await this.services.findById(input.serviceId) : null;
    if (!service?.isActive) throw notFound('Service');
    if (service.workspaceId === user.id || service.workspaceId === workspaceId)
      throw forbidden('You cannot order your own service');
    await this.membership.requireMember(user.id, workspaceId);
    const priced = priceOrder(service, input);
    const { amountCents } = priced;
    if (amountCents < 50) throw badRequest('priceOption', 'This price is too small to pay by card (at least $0.50)');
    if (!this.gateway) throw new AppError('payments_unavailable', 503, 'Payments are not configured on this server.');

    const checkout = {
      id: `ocs_${crypto.randomBytes(12).toString('hex')}`,
      provider: this.gateway.kind,
      buyerId: user.id,
      sellerId: service.workspaceId,
      serviceId: service.id,
      serviceTitle: service.title,
      ...priced,
      pricingType: service.pricingType,
      requirements: input.requirements,
      amountCents,
      feeCents: platformFee(amountCents, this.settings.feePercent),
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    };
    await this.payments.insertCheckout(checkout);
    const back = `${this.settings.appUrl}/service/${service.id}`;
    const { url } = await this.gateway.startCheckout(checkout, {
      success: `${this.settings.appUrl}/dashboard?tab=orders`,
      cancel: back,
    });
    return { id: checkout.id, provider: checkout.provider, url, amountCents, feeCents: checkout.feeCents };
  }

  /** The test card form's payment; answers the new order's id. */
  async payTest(user: AuthUser, checkoutId: string, card: Parameters<OrderTestCheckout['pay']>[2]): Promise<string> {
    if (!this.testCheckout) throw notFound('Checkout');
    return this.testCheckout.pay(user, checkoutId, card);
  }

  /** The seller workspace's earnings. */
  async earnings(workspaceId: string): Promise<Earnings> {
    return {
      ...(await this.payments.earnings(workspaceId)),
      autoReleaseDays: this.settings.autoReleaseDays,
      feePercent: this.settings.feePercent,
    };
  }
}
