import type { OrderPaymentsRepository } from './order-payments.repository';
import type { OrdersService } from './orders.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders released per run; the next run (minutes later) takes the rest. */
const BATCH = 100;

/**
 * The buyer did not answer a delivery for `days` days: the order completes and its money is released, exactly as
 * if they had accepted (same transition, same ledger rows, same emails). Run by the orders.auto-release job; safe
 * to run twice or on two instances at once (the transition succeeds once per order).
 */
export async function releaseUnansweredDeliveries(
  payments: OrderPaymentsRepository,
  orders: OrdersService,
  days: number,
  now: Date = new Date(),
): Promise<{ released: number }> {
  const due = await payments.deliveredHeldBefore(new Date(now.getTime() - days * DAY_MS), BATCH);
  let released = 0;
  for (const id of due) if (await orders.apply(id, 'delivered', 'completed', 'system', '')) released += 1;
  return { released };
}
