import type { AddOn, CheckoutResult, Plans } from '@proclub/contracts/membership';
import type { FastifyInstance } from 'fastify';
import type { ApiClient, SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

export const successCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Test Member' };
export const declinedCard = { ...successCard, cardNumber: '4000 0000 0000 0002' };

export async function basePriceId(api: ApiClient): Promise<string> {
  return ((await api.get('/api/membership/plans')).json() as Plans).base.priceId;
}

export async function startCheckout(api: ApiClient, addOns: AddOn[] = []): Promise<CheckoutResult> {
  const response = await api.post('/api/membership/create-checkout', { priceId: await basePriceId(api), addOns });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json() as CheckoutResult;
}

/** Joins the club through the built-in test checkout (the same events a real payment produces). */
export async function joinClub(api: ApiClient, addOns: AddOn[] = []): Promise<void> {
  const { sessionId } = await startCheckout(api, addOns);
  const paid = await api.post(`/api/membership/test-checkout/${sessionId}/pay`, successCard);
  if (paid.statusCode !== 200 || !paid.json().subscribed) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
}

/** A user with a role who joined the club with these add-ons. */
export async function memberWithRole(
  app: FastifyInstance,
  role: 'agency' | 'vendor' | 'freelancer' | 'client',
  addOns: AddOn[] = [],
): Promise<SignedUpUser> {
  const user = await userWithRole(app, role);
  await joinClub(user.client, addOns);
  return user;
}

/** A seller with the Advanced CRM Tools add-on (CSV import and the Board). */
export const advancedCrmSeller = (app: FastifyInstance, role: 'agency' | 'vendor' | 'freelancer' = 'vendor') =>
  memberWithRole(app, role, ['advanced_crm']);
