import { AppError } from '../../lib/app-error';
import type { BillingGateway } from './billing-gateway';

const notSetUp = () =>
  new AppError('payments_unavailable', 503, 'Payments are not set up on this server yet. Please try again later.');

/**
 * Production on PostgreSQL without STRIPE_SECRET_KEY and without TEST_CHECKOUT=true: nobody can pay, so the
 * free test checkout cannot hand out real membership. Existing subscriptions cannot be changed either.
 */
export class UnconfiguredBilling implements BillingGateway {
  readonly kind = 'stripe' as const;

  async startCheckout(): Promise<never> {
    throw notSetUp();
  }

  async changeAddOns(): Promise<never> {
    throw notSetUp();
  }

  async setCancelAtPeriodEnd(): Promise<never> {
    throw notSetUp();
  }

  async startCardUpdate(): Promise<never> {
    throw notSetUp();
  }
}
