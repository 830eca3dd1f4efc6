import type { Order } from '@proclub/contracts/orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A due date as a countdown ("Due in 2 days", "Due in 5 hours") or how late it is ("Late by 1 day"). */
export function dueText(order: Pick<Order, 'dueAt' | 'late'>, now: number = Date.now()): string {
  if (!order.dueAt) return '';
  const left = new Date(order.dueAt).getTime() - now;
  const span = Math.abs(left);
  const words = span >= DAY ? plural(Math.floor(span / DAY), 'day') : plural(Math.max(1, Math.floor(span / HOUR)), 'hour');
  return left >= 0 ? `Due in ${words}` : order.late ? `Late by ${words}` : `Past due by ${words}`;
}
