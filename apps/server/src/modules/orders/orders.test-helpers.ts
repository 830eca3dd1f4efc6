import type { Order } from '@proclub/contracts/orders';
import type { SignedUpUser } from '../../test/test-app';

/** Orders a service and walks it to completed (seller accepts, starts, delivers; buyer completes). */
export async function completedOrder(buyer: SignedUpUser, seller: SignedUpUser, serviceId: string): Promise<Order> {
  const placed = await buyer.client.post('/api/orders', {
    serviceId,
    priceOption: 'from',
    requirements: 'Everything described on the service page, please.',
  });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.statusCode} ${placed.body}`);
  const { id } = placed.json() as Order;
  const steps: [SignedUpUser, string][] = [
    [seller, 'accepted'],
    [seller, 'in_progress'],
    [seller, 'delivered'],
    [buyer, 'completed'],
  ];
  let order = placed.json() as Order;
  for (const [who, status] of steps) {
    const response = await who.client.patch(`/api/orders/${id}/status`, { status });
    if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.statusCode} ${response.body}`);
    order = response.json() as Order;
  }
  return order;
}
