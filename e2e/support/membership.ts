import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseURL } from './fixtures';

const originHeader = { origin: baseURL };

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'E2E Member' };

/** Fills the test checkout's card form (the membership checkout, an order's payment, the card update page). */
export async function fillTestCard(page: Page, cardNumber: string, name = 'Casey Client'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
}

/** Joins the club through the built-in test checkout (the same signed events as a real payment). */
export async function joinViaApi(request: APIRequestContext, addOns: string[] = []): Promise<void> {
  const plans = (await (await request.get('/api/membership/plans')).json()) as { base: { priceId: string } };
  const checkout = await request.post('/api/membership/create-checkout', {
    data: { priceId: plans.base.priceId, addOns },
    headers: originHeader,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await request.post(`/api/membership/test-checkout/${sessionId}/pay`, { data: TEST_CARD, headers: originHeader });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Orders and pays with the test card (an order exists only once paid, ADR 023). */
export async function placeOrderViaApi(request: APIRequestContext, serviceId: string): Promise<{ id: string }> {
  const checkout = await request.post('/api/orders/checkout', {
    data: { serviceId, priceOption: 'from', requirements: 'Everything on the service page, please.' },
    headers: originHeader,
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { id } = (await checkout.json()) as { id: string };
  const response = await request.post(`/api/orders/checkout/${id}/pay`, { data: TEST_CARD, headers: originHeader });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A status move as the web makes it; `delivered` is a real delivery with a message (an empty one is refused). */
export async function moveOrderViaApi(request: APIRequestContext, orderId: string, status: string): Promise<void> {
  if (status === 'delivered') {
    const delivered = await request.post(`/api/orders/${orderId}/deliveries`, {
      data: { message: 'Here is the finished work.' },
      headers: originHeader,
    });
    expect(delivered.status(), await delivered.text()).toBe(201);
    return;
  }
  const response = await request.patch(`/api/orders/${orderId}/status`, { data: { status }, headers: originHeader });
  expect(response.status(), await response.text()).toBe(200);
}

/** The buyer (a member) orders the service and the order is walked to completed, so the buyer may review. */
export async function completedOrderViaApi(buyer: APIRequestContext, seller: APIRequestContext, serviceId: string) {
  const order = await placeOrderViaApi(buyer, serviceId);
  for (const status of ['accepted', 'in_progress', 'delivered']) await moveOrderViaApi(seller, order.id, status);
  await moveOrderViaApi(buyer, order.id, 'completed');
  return order;
}
