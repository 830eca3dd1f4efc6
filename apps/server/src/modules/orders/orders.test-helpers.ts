import type { Order } from '@proclub/contracts/orders';
import type { ApiClient, SignedUpUser } from '../../test/test-app';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Buyer' };
export const DECLINED_CARD = { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };

/**
 * Places an order the way the web does: a checkout priced by the server, then the test card. Answers the last
 * response: the checkout's when it was refused, else the payment's (201 with the order).
 */
export async function orderAndPay(client: ApiClient, input: Record<string, unknown>, card: Record<string, string> = TEST_CARD) {
  const checkout = await client.post('/api/orders/checkout', input);
  if (checkout.statusCode !== 201) return checkout;
  return client.post(`/api/orders/checkout/${checkout.json().id}/pay`, card);
}

/** An order the buyer placed and paid for, which the seller has not answered yet (open). */
export async function placedOrder(buyer: SignedUpUser, serviceId: string): Promise<Order> {
  const placed = await orderAndPay(buyer.client, {
    serviceId,
    priceOption: 'from',
    requirements: 'Everything described on the service page, please.',
  });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.statusCode} ${placed.body}`);
  return placed.json() as Order;
}

/** Orders a service, pays, and walks it to completed (seller accepts, starts, delivers; buyer completes). */
export async function completedOrder(buyer: SignedUpUser, seller: SignedUpUser, serviceId: string): Promise<Order> {
  const placed = await placedOrder(buyer, serviceId);
  const { id } = placed;
  const steps: [SignedUpUser, string][] = [
    [seller, 'accepted'],
    [seller, 'in_progress'],
    [seller, 'delivered'],
    [buyer, 'completed'],
  ];
  let order = placed;
  for (const [who, status] of steps) {
    const response = await who.client.patch(`/api/orders/${id}/status`, { status });
    if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.statusCode} ${response.body}`);
    order = response.json() as Order;
  }
  return order;
}
