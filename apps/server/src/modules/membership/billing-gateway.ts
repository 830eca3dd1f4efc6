import type { AddOn, BillingProvider } from '@proclub/contracts/membership';
import type { AuthUser } from '../../plugins/auth';
import type { SubscriptionRow } from './membership.repository';

export interface CheckoutRequest {
  user: AuthUser;
  name: string | null;
  addOns: AddOn[];
  /** Base plan first, then one price per add-on. */
  priceIds: string[];
  successUrl: string;
  cancelUrl: string;
}

/**
 * The payment provider as the membership service sees it. Neither implementation writes subscription state:
 * Stripe answers with webhooks; the test checkout emits the same signed events into the same handler.
 */
export interface BillingGateway {
  readonly kind: BillingProvider;
  startCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  changeAddOns(subscription: SubscriptionRow, addOns: AddOn[]): Promise<void>;
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void>;
  /** Where the member updates their card: Stripe's billing portal, or the test card-update page. */
  startCardUpdate(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
