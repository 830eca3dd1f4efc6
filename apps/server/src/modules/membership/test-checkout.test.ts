import {
  CARD_DECLINED_MESSAGE,
  type Membership,
  type Plans,
  type SubscriptionStatus,
  type TestCheckout,
} from '@proclub/contracts/membership';
import { beforeAll, expect, it } from 'vitest';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { declinedCard, startCheckout, successCard } from './membership.test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('membership: built-in test checkout end to end, manage membership', (t) => {
  let buyer: SignedUpUser;
  const status = async (user: SignedUpUser) =>
    (await user.client.get('/api/membership/check-subscription')).json() as SubscriptionStatus;
  const membership = async (user: SignedUpUser) => (await user.client.get('/api/membership')).json() as Membership;

  beforeAll(async () => {
    buyer = await userWithRole(t.app, 'vendor');
  });

  it("lists the spec's plan and add-on prices", async () => {
    const plans = (await new ApiClient(t.app).get('/api/membership/plans')).json() as Plans;
    expect(plans.provider).toBe('test');
    expect(plans.base).toMatchObject({ monthlyPrice: 29, priceId: 'price_proclub_base' });
    expect(plans.addOns.map((addOn) => [addOn.name, addOn.monthlyPrice])).toEqual([
      ['Advanced CRM Tools', 19],
      ['Priority Support', 15],
      ['Analytics Pro', 25],
      ['White Label Access', 49],
    ]);
  });

  it('check-subscription without a session answers "not subscribed"; create-checkout needs one', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get('/api/membership/check-subscription')).json()).toEqual({
      subscribed: false,
      subscriptionEnd: null,
    });
    const response = await anonymous.post('/api/membership/create-checkout', { priceId: 'price_proclub_base' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please sign in to continue');
  });

  it("refuses an unknown price id and a checkout for someone else's account", async () => {
    const unknown = await buyer.client.post('/api/membership/create-checkout', { priceId: 'price_free_forever', addOns: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_price');
    const someoneElse = await buyer.client.post('/api/membership/create-checkout', {
      priceId: 'price_proclub_base',
      userId: 'another-user-id',
    });
    expect(someoneElse.statusCode).toBe(403);
    const badAddOn = await buyer.client.post('/api/membership/create-checkout', {
      priceId: 'price_proclub_base',
      addOns: ['free_lunch'],
    });
    expect(badAddOn.statusCode).toBe(400);
    expect((await status(buyer)).subscribed).toBe(false);
  });

  it('bills the base plan plus each selected add-on; a declined card changes nothing; 4242 makes a member', async () => {
    const checkout = await startCheckout(buyer.client, ['analytics_pro', 'advanced_crm']);
    expect(checkout.provider).toBe('test');
    expect(checkout.url).toBe(`/membership/checkout/${checkout.sessionId}`);

    const page = (await buyer.client.get(`/api/membership/test-checkout/${checkout.sessionId}`)).json() as TestCheckout;
    expect(page.lineItems).toEqual([
      { name: 'Club Membership', monthlyPrice: 29 },
      { name: 'Advanced CRM Tools', monthlyPrice: 19 },
      { name: 'Analytics Pro', monthlyPrice: 25 },
    ]);
    expect(page).toMatchObject({ status: 'open', monthlyTotal: 73, email: buyer.email });

    // Another account can neither see nor pay it.
    const stranger = await signUp(t.app);
    expect((await stranger.client.get(`/api/membership/test-checkout/${checkout.sessionId}`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/membership/test-checkout/${checkout.sessionId}/pay`, successCard)).statusCode).toBe(
      404,
    );

    const declined = await buyer.client.post(`/api/membership/test-checkout/${checkout.sessionId}/pay`, declinedCard);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: 'card_declined', message: CARD_DECLINED_MESSAGE });
    expect((await status(buyer)).subscribed).toBe(false);

    const otherCard = await buyer.client.post(`/api/membership/test-checkout/${checkout.sessionId}/pay`, {
      ...successCard,
      cardNumber: '5555 5555 5555 4444',
    });
    expect(otherCard.statusCode).toBe(400);
    const expired = await buyer.client.post(`/api/membership/test-checkout/${checkout.sessionId}/pay`, {
      ...successCard,
      expiry: '01/20',
    });
    expect(expired.json().error.message).toBe('Your card has expired');

    const paid = await buyer.client.post(`/api/membership/test-checkout/${checkout.sessionId}/pay`, successCard);
    expect(paid.statusCode).toBe(200);
    const { subscribed, subscriptionEnd } = paid.json() as SubscriptionStatus;
    expect(subscribed).toBe(true);
    const days = (new Date(subscriptionEnd as string).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    expect(await membership(buyer)).toMatchObject({
      subscribed: true,
      provider: 'test',
      status: 'active',
      addOns: ['advanced_crm', 'analytics_pro'],
      monthlyTotal: 73,
      cancelAtPeriodEnd: false,
      features: { advancedCrm: true, analyticsPro: true, prioritySupport: false, whiteLabel: false },
    });
    // Paying twice, or starting another checkout, is refused.
    expect((await buyer.client.post(`/api/membership/test-checkout/${checkout.sessionId}/pay`, successCard)).statusCode).toBe(
      409,
    );
    const again = await buyer.client.post('/api/membership/create-checkout', { priceId: 'price_proclub_base', addOns: [] });
    expect(again.statusCode).toBe(409);
  });

  it('a double-clicked Pay creates one subscription', async () => {
    const user = await userWithRole(t.app, 'vendor');
    const { sessionId } = await startCheckout(user.client, []);
    const results = await Promise.all([
      user.client.post(`/api/membership/test-checkout/${sessionId}/pay`, successCard),
      user.client.post(`/api/membership/test-checkout/${sessionId}/pay`, successCard),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await membership(user)).monthlyTotal).toBe(29);
  });

  it('manage: change add-ons, cancel at period end (still a member), resume; the page hears it live', async () => {
    const url = await realtimeUrl(t.app);
    const socket = await TestSocket.open(url, { cookie: buyer.client.jar.header() });
    expect((await socket.subscribe(`user:${buyer.id}`)).type).toBe('subscribed');

    const changed = await buyer.client.request('PUT', '/api/membership/add-ons', {
      payload: { addOns: ['white_label', 'priority_support'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ addOns: ['priority_support', 'white_label'], monthlyTotal: 29 + 15 + 49 });
    await socket.next((frame) => frame.event?.type === 'membership.updated');

    const cancelled = (await buyer.client.post('/api/membership/cancel')).json() as Membership;
    expect(cancelled).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect((await status(buyer)).subscribed).toBe(true);
    const resumed = (await buyer.client.post('/api/membership/resume')).json() as Membership;
    expect(resumed).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false, addOns: ['priority_support', 'white_label'] });
    socket.close();
  });

  it('managing without a membership is refused with 402', async () => {
    const user = await userWithRole(t.app, 'vendor');
    const response = await user.client.post('/api/membership/cancel');
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('membership_required');
  });
});
