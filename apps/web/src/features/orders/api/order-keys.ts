import type { OrderStatus } from '@proclub/contracts/orders';

/** Query keys of orders: lists per side and status, one order, and the seller's analytics. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (role: 'buyer' | 'seller', status: OrderStatus | 'all') => ['orders', 'list', role, status] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  /** Under the order's key: refreshed whenever the order is (order.updated). */
  dispute: (id: string) => ['orders', 'detail', id, 'dispute'] as const,
  disputeThread: (id: string) => ['orders', 'detail', id, 'dispute', 'thread'] as const,
  analytics: (days: number) => ['orders', 'analytics', days] as const,
  earnings: ['orders', 'earnings'] as const,
  statement: (month: string) => ['orders', 'earnings', 'statement', month] as const,
};
