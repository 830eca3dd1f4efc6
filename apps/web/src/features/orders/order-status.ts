import type { OrderStatus } from '@proclub/contracts/orders';

/** Status colours are data (DESIGN §6): one map, used by every order badge. */
export const orderStatusColors: Record<OrderStatus, string> = {
  requested: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  accepted: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  in_progress: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  delivered: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  completed: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  declined: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  disputed: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
};

/** The button that moves an order to each status, and the toast after it. */
export const orderActions: Record<OrderStatus, { label: string; done: string; destructive?: boolean }> = {
  requested: { label: 'Reopen', done: 'Order reopened' },
  accepted: { label: 'Accept', done: 'Order accepted: the client and project are in your CRM' },
  in_progress: { label: 'Start Work', done: 'Work started' },
  delivered: { label: 'Mark Delivered', done: 'Marked as delivered' },
  completed: { label: 'Complete Order', done: 'Order completed. You can now review the service.' },
  declined: { label: 'Decline', done: 'Order declined', destructive: true },
  cancelled: { label: 'Cancel Order', done: 'Order cancelled', destructive: true },
  // Never a status move of a party (the dispute dialog opens disputes); here for the map's completeness.
  disputed: { label: 'Open Dispute', done: 'Dispute opened', destructive: true },
};
