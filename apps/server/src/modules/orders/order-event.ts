import type { OrderDispute } from '@proclub/contracts/orders';
import type { OrderRow } from './orders.repository';

/** Every order event both sides hear about (a list, so tests can walk every one: order-mails.test.ts). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'accepted',
  'started',
  'delivered',
  'completed',
  'declined',
  'cancelled',
  'revision_requested',
  'disputed',
  'resolved',
  // The order state machine's requests (ADR 037).
  'cancellation_requested',
  'cancellation_declined',
  'cancellation_withdrawn',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface OrderEvent {
  kind: OrderEventKind;
  /** The order as it is after the event (read inside the event's transaction). */
  order: OrderRow;
  /** Who caused it: a party, or the system (the auto-release job, a provider's webhook). */
  actor: 'buyer' | 'seller' | 'system';
  /** Money moved with this event: the seller's earnings changed. */
  moneyMoved: boolean;
  /** The words that came with it (a delivery's message, a revision request), quoted in the mails. */
  note?: string;
  /** How a cancellation after acceptance came about: both parties agreed, or the order was late. */
  cancellation?: 'agreed' | 'late';
  /** The dispute, on 'disputed' and 'resolved' (ADR 028). */
  dispute?: OrderDispute;
}
