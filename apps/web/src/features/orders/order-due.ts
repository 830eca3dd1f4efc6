import type { Order } from '@proclub/contracts/orders';
import { countOf } from '@/lib/format';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A due date as a countdown ("Due in 2 days", "Due in 5 hours") or how late it is ("Late by 1 day"). */
export function dueText(order: Pick<Order, 'dueAt' | 'late'>, now: number = Date.now()): string {
  if (!order.dueAt) return '';
  const left = new Date(order.dueAt).getTime() - now;
  const span = Math.abs(left);
  const words = span >= DAY ? countOf(Math.floor(span / DAY), 'day') : countOf(Math.max(1, Math.floor(span / HOUR)), 'hour');
  return left >= 0 ? `Due in ${words}` : order.late ? `Late by ${words}` : `Past due by ${words}`;
}
