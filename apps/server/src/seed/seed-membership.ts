import type { AddOn } from '@proclub/contracts/membership';
import { createBilling } from '../modules/membership/membership.public';
import type { SeedContext } from './seed-context';

/** Demo memberships: the vendor has every add-on, the agency most, the client the base plan; the freelancer none. */
const DEMO_MEMBERSHIPS: { role: string; addOns: AddOn[] }[] = [
  { role: 'vendor', addOns: ['advanced_crm', 'priority_support', 'analytics_pro', 'white_label'] },
  { role: 'agency', addOns: ['advanced_crm', 'analytics_pro'] },
  { role: 'client', addOns: [] },
];

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Demo Member' };

/**
 * Pays for each demo membership through the built-in test checkout, so the rows are written by the same
 * signed events as a real payment. With Stripe configured, demo accounts get no membership (there is no
 * Stripe subscription behind them).
 */
export async function seedMembership({ db, env, accounts, log }: SeedContext): Promise<void> {
  if (!env) return;
  const billing = createBilling(db, env, async () => {}, log.child({ module: 'membership-seed' }));
  if (!billing.testBilling) return;
  for (const { role, addOns } of DEMO_MEMBERSHIPS) {
    const userId = accounts[role];
    if (!userId) continue;
    const user = {
      id: userId,
      email: `${role}@demo.proclub.test`,
      name: role,
      emailVerified: true,
      twoFactorEnabled: false,
      sessionId: '',
      role: null,
    };
    const { sessionId } = await billing.gateway.startCheckout({
      user,
      name: null,
      addOns,
      priceIds: billing.prices.lineItems(addOns),
      successUrl: '',
      cancelUrl: '',
    });
    await billing.testBilling.pay(user, sessionId, card);
  }
}
