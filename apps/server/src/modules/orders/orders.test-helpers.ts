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
    if (status === 'delivered') {
      await deliverOrder(who.client, id);
      continue;
    }
    const response = await who.client.patch(`/api/orders/${id}/status`, { status });
    if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.statusCode} ${response.body}`);
    order = response.json() as Order;
  }
  return order;
}

/** The seller delivers with a message (an empty delivery is impossible, ADR 037); throws unless it was accepted. */
export async function deliverOrder(client: ApiClient, orderId: string, message = 'Here is the finished work.') {
  const response = await client.post(`/api/orders/${orderId}/deliveries`, { message });
  if (response.statusCode !== 201) throw new Error(`delivery failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** Walks a paid order through the seller's plain status moves and a real delivery, up to `until`. */
export async function moveOrder(seller: SignedUpUser, orderId: string, until: 'accepted' | 'in_progress' | 'delivered') {
  const steps = ['accepted', 'in_progress', 'delivered'] as const;
  for (const status of steps.slice(0, steps.indexOf(until) + 1)) {
    if (status === 'delivered') await deliverOrder(seller.client, orderId);
    else {
      const response = await seller.client.patch(`/api/orders/${orderId}/status`, { status });
      if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.statusCode} ${response.body}`);
    }
  }
}

/**
 * A party's status move as the web makes it: PATCH …/status, except `delivered`, which is a real delivery with a
 * message (then the order is read back, so callers see the order either way).
 */
export async function statusMove(client: ApiClient, orderId: string, status: string) {
  if (status !== 'delivered') return client.patch(`/api/orders/${orderId}/status`, { status });
  const delivered = await client.post(`/api/orders/${orderId}/deliveries`, { message: 'Here is the finished work.' });
  return delivered.statusCode === 201 ? client.get(`/api/orders/${orderId}`) : delivered;
}
