import {
  ADD_ON_CATALOGUE,
  ADD_ONS,
  type AddOn,
  BASE_FEATURES,
  BASE_MONTHLY_PRICE,
  type Plans,
} from '@proclub/contracts/membership';
import type { Env } from '../../config/env';

/** Price ids of the base plan and each add-on (Stripe price ids when Stripe is on; the same ids drive the test checkout). */
export class PriceBook {
  readonly base: string;
  private readonly byAddOn: Record<AddOn, string>;
  private readonly byPrice: Map<string, AddOn>;

  constructor(env: Env) {
    this.base = env.STRIPE_PRICE_BASE;
    this.byAddOn = {
      advanced_crm: env.STRIPE_PRICE_ADVANCED_CRM,
      priority_support: env.STRIPE_PRICE_PRIORITY_SUPPORT,
      analytics_pro: env.STRIPE_PRICE_ANALYTICS_PRO,
      white_label: env.STRIPE_PRICE_WHITE_LABEL,
    };
    this.byPrice = new Map(ADD_ONS.map((id) => [this.byAddOn[id], id]));
  }

  priceOf(addOn: AddOn): string {
    return this.byAddOn[addOn];
  }

  /** The line items of a checkout: the base plan, then each add-on. */
  lineItems(addOns: readonly AddOn[]): string[] {
    return [this.base, ...addOns.map((id) => this.byAddOn[id])];
  }

  isKnown(priceId: string): boolean {
    return priceId === this.base || this.byPrice.has(priceId);
  }

  /** Add-ons present in a subscription's items, in catalogue order; unknown prices are reported separately. */
  addOnsOf(priceIds: readonly string[]): { addOns: AddOn[]; hasBase: boolean; unknown: string[] } {
    const found = new Set<AddOn>();
    const unknown: string[] = [];
    let hasBase = false;
    for (const priceId of priceIds) {
      if (priceId === this.base) hasBase = true;
      else if (this.byPrice.has(priceId)) found.add(this.byPrice.get(priceId) as AddOn);
      else unknown.push(priceId);
    }
    return { addOns: ADD_ONS.filter((id) => found.has(id)), hasBase, unknown };
  }

  plans(provider: Plans['provider']): Plans {
    return {
      provider,
      base: { priceId: this.base, name: 'Club Membership', monthlyPrice: BASE_MONTHLY_PRICE, features: [...BASE_FEATURES] },
      addOns: ADD_ON_CATALOGUE.map((item) => ({ ...item, priceId: this.byAddOn[item.id] })),
    };
  }
}
