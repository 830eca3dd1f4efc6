import { z } from 'zod';
import { text } from './common';
import type { ErrorCode } from './errors';
import { ORDER_ACTIONS, type OrderAction, type OrderPaymentStatus, type OrderStatus } from './orders';

/**
 * The one order state machine (issue 37, ADR 037): every action anyone may take on an order, in which states, by
 * whom, and where it leads. The server enforces it through `decideOrderAction` (and nothing else moves an order);
 * the web offers exactly `availableOrderActions`. The rules it encodes:
 * - before the seller accepts, the buyer may cancel (full refund) and the seller may decline (full refund);
 * - after acceptance, cancelling needs both parties (one asks, the other agrees) or goes through a dispute, which
 *   only an admin decides;
 * - after a delivery there is never a one-sided full refund: the buyer accepts, asks for a revision, or disputes;
 * - a late order (past its due date, never delivered) may be cancelled by the buyer for a full refund.
 */
export { ORDER_ACTIONS, type OrderAction, orderActionSchema } from './orders';

/** Who acts: one of the order's two parties, an admin (disputes), or the system (the auto-release job). */
export type OrderRole = 'buyer' | 'seller' | 'admin' | 'system';

/** What an action does to the held money: refund all of it, release it to the seller, or what the admin decided. */
export type OrderMoneyEffect = 'refund_all' | 'release' | 'decided' | null;

/** The conditions some actions need beyond the state and the actor; each has its refusal below. */
export type OrderGuard =
  | 'money_held'
  | 'late_never_delivered'
  | 'no_cancellation_pending'
  | 'other_side_asked_to_cancel'
  | 'own_cancellation_pending'
  | 'has_due_date'
  | 'no_extension_pending'
  | 'extension_pending';

export interface OrderActionRule {
  action: OrderAction;
  from: readonly OrderStatus[];
  by: readonly OrderRole[];
  /** The next state; `same` when the action changes a request on the order, not its state. */
  to: OrderStatus | 'same' | 'completed_or_cancelled';
  money: OrderMoneyEffect;
  guards: readonly OrderGuard[];
}

const AFTER_ACCEPTANCE = ['accepted', 'in_progress', 'delivered'] as const satisfies readonly OrderStatus[];
const WORKING = ['accepted', 'in_progress'] as const satisfies readonly OrderStatus[];

/** The table: state × action → who may, and the next state. */
export const ORDER_MACHINE: readonly OrderActionRule[] = [
  { action: 'accept', from: ['requested'], by: ['seller'], to: 'accepted', money: null, guards: [] },
  { action: 'decline', from: ['requested'], by: ['seller'], to: 'declined', money: 'refund_all', guards: [] },
  { action: 'cancel', from: ['requested'], by: ['buyer'], to: 'cancelled', money: 'refund_all', guards: [] },
  { action: 'start', from: ['accepted'], by: ['seller'], to: 'in_progress', money: null, guards: [] },
  { action: 'deliver', from: ['in_progress'], by: ['seller'], to: 'delivered', money: null, guards: [] },
  { action: 'request_revision', from: ['delivered'], by: ['buyer'], to: 'in_progress', money: null, guards: [] },
  { action: 'complete', from: ['delivered'], by: ['buyer'], to: 'completed', money: 'release', guards: [] },
  { action: 'auto_complete', from: ['delivered'], by: ['system'], to: 'completed', money: 'release', guards: [] },
  {
    action: 'request_cancellation',
    from: AFTER_ACCEPTANCE,
    by: ['buyer', 'seller'],
    to: 'same',
    money: null,
    guards: ['no_cancellation_pending'],
  },
  {
    action: 'agree_cancellation',
    from: AFTER_ACCEPTANCE,
    by: ['buyer', 'seller'],
    to: 'cancelled',
    money: 'refund_all',
    guards: ['other_side_asked_to_cancel'],
  },
  {
    action: 'decline_cancellation',
    from: AFTER_ACCEPTANCE,
    by: ['buyer', 'seller'],
    to: 'same',
    money: null,
    guards: ['other_side_asked_to_cancel'],
  },
  {
    action: 'withdraw_cancellation',
    from: AFTER_ACCEPTANCE,
    by: ['buyer', 'seller'],
    to: 'same',
    money: null,
    guards: ['own_cancellation_pending'],
  },
  { action: 'cancel_late', from: WORKING, by: ['buyer'], to: 'cancelled', money: 'refund_all', guards: ['late_never_delivered'] },
  {
    action: 'open_dispute',
    from: AFTER_ACCEPTANCE,
    by: ['buyer', 'seller'],
    to: 'disputed',
    money: null,
    guards: ['money_held'],
  },
  {
    action: 'resolve_dispute',
    from: ['disputed'],
    by: ['admin'],
    to: 'completed_or_cancelled',
    money: 'decided',
    guards: [],
  },
  {
    action: 'request_extension',
    from: WORKING,
    by: ['seller'],
    to: 'same',
    money: null,
    guards: ['has_due_date', 'no_extension_pending'],
  },
  { action: 'accept_extension', from: WORKING, by: ['buyer'], to: 'same', money: null, guards: ['extension_pending'] },
  { action: 'decline_extension', from: WORKING, by: ['buyer'], to: 'same', money: null, guards: ['extension_pending'] },
];

/** What the machine needs to know about an order besides its state. */
export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  /** accepted + the package's delivery days (+ extras, + accepted extensions); null without delivery days. */
  dueAt: Date | string | null;
  /** Set by the first delivery and never cleared: the order has been delivered at least once. */
  deliveredAt: Date | string | null;
  cancellationRequestedBy: 'buyer' | 'seller' | null;
  extensionRequested: boolean;
}

export type OrderDecision =
  | { ok: true; rule: OrderActionRule; to: OrderStatus | 'same' | 'completed_or_cancelled'; money: OrderMoneyEffect }
  | { ok: false; httpStatus: 403 | 409; code: OrderRefusalCode; message: string };

/** The codes a refusal of the machine answers with: members of ERROR_CODES, so a rename there fails the typecheck. */
export const ORDER_REFUSAL_CODES = ['invalid_transition', 'forbidden', 'not_paid'] as const satisfies readonly ErrorCode[];
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

const toTime = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Past its due date and not delivered yet: the late rule applies. */
export function isOrderLate(facts: Pick<OrderFacts, 'status' | 'dueAt' | 'deliveredAt'>, now: Date = new Date()): boolean {
  const due = toTime(facts.dueAt);
  return (
    due !== null &&
    (WORKING as readonly OrderStatus[]).includes(facts.status) &&
    facts.deliveredAt === null &&
    now.getTime() > due
  );
}

const otherSide = (actor: OrderRole) => (actor === 'buyer' ? 'seller' : 'buyer');

function guardRefusal(guard: OrderGuard, facts: OrderFacts, actor: OrderRole, now: Date): string | null {
  switch (guard) {
    case 'money_held':
      return facts.paymentStatus === 'held' ? null : 'This order has no held payment to dispute';
    case 'late_never_delivered':
      if (facts.deliveredAt !== null)
        return 'This order was delivered: ask for a revision, ask the seller to agree to cancel it, or open a dispute to cancel it';
      if (toTime(facts.dueAt) === null)
        return 'This order has no due date: ask the seller to agree to cancel it, or open a dispute';
      return isOrderLate(facts, now)
        ? null
        : 'This order is not late yet: ask the seller to agree to cancel it, or open a dispute to cancel it';
    case 'no_cancellation_pending':
      if (facts.cancellationRequestedBy === actor) return 'You already asked to cancel this order: wait for the answer';
      return facts.cancellationRequestedBy === null
        ? null
        : `The ${otherSide(actor)} already asked to cancel this order: agree or decline instead`;
    case 'other_side_asked_to_cancel':
      return facts.cancellationRequestedBy === otherSide(actor)
        ? null
        : `The ${otherSide(actor)} has not asked to cancel this order`;
    case 'own_cancellation_pending':
      return facts.cancellationRequestedBy === actor ? null : 'You have not asked to cancel this order';
    case 'has_due_date':
      return toTime(facts.dueAt) === null ? 'This order has no due date to extend' : null;
    case 'no_extension_pending':
      return facts.extensionRequested ? 'An extension is already waiting for the buyer’s answer' : null;
    case 'extension_pending':
      return facts.extensionRequested ? null : 'No extension is waiting for an answer';
  }
}

/** Why an action is not allowed in a state, in words that say what to do instead. */
function stateRefusal(action: OrderAction, facts: OrderFacts, actor: OrderRole): string {
  const { status } = facts;
  const other = actor === 'seller' ? 'buyer' : 'seller';
  if (action === 'cancel' || action === 'cancel_late' || action === 'decline') {
    if (status === 'accepted' || status === 'in_progress')
      return facts.deliveredAt === null
        ? `This order was accepted: ask the ${other} to agree to cancel it, or open a dispute to cancel it`
        : `This order was delivered: ask the ${other} to agree to cancel it, or open a dispute to cancel it`;
    if (status === 'delivered')
      return actor === 'buyer'
        ? 'This order was delivered: accept it, ask for a revision, or open a dispute to cancel it'
        : 'This order was delivered: ask the buyer to agree to cancel it, or open a dispute to cancel it';
    if (status === 'disputed') return 'This order is disputed: an admin decides what happens to the money';
  }
  if (action === 'open_dispute' && status === 'requested')
    return 'The seller has not accepted this order yet: cancel it instead, and you are refunded in full';
  if (action === 'deliver' && status === 'accepted') return 'This order cannot be delivered yet: start work first';
  if (status === 'disputed') return 'This order is disputed: an admin decides what happens to it';
  return `An order that is ${status.replace('_', ' ')} cannot be ${ACTION_PAST[action]}`;
}

const ACTION_PAST: Record<OrderAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  start: 'started',
  deliver: 'delivered',
  request_revision: 'revised',
  complete: 'completed',
  auto_complete: 'completed',
  request_cancellation: 'cancelled',
  agree_cancellation: 'cancelled',
  decline_cancellation: 'answered',
  withdraw_cancellation: 'answered',
  cancel_late: 'cancelled',
  open_dispute: 'disputed',
  resolve_dispute: 'resolved',
  request_extension: 'extended',
  accept_extension: 'extended',
  decline_extension: 'answered',
};

const ACTION_VERB: Record<OrderAction, string> = {
  accept: 'accept',
  decline: 'decline',
  cancel: 'cancel',
  start: 'start work on',
  deliver: 'deliver',
  request_revision: 'ask for a revision of',
  complete: 'complete',
  auto_complete: 'complete',
  request_cancellation: 'ask to cancel',
  agree_cancellation: 'agree to cancel',
  decline_cancellation: 'decline to cancel',
  withdraw_cancellation: 'withdraw the cancellation of',
  cancel_late: 'cancel',
  open_dispute: 'dispute',
  resolve_dispute: 'resolve a dispute on',
  request_extension: 'ask for more time on',
  accept_extension: 'accept an extension of',
  decline_extension: 'decline an extension of',
};

const ROLE_WORDS: Record<OrderRole, string> = { buyer: 'buyer', seller: 'seller', admin: 'an admin', system: 'the system' };

/** Whether `actor` may take `action` on an order with these facts now, and where it leads; else the refusal. */
export function decideOrderAction(
  facts: OrderFacts,
  action: OrderAction,
  actor: OrderRole,
  now: Date = new Date(),
): OrderDecision {
  const rule = ORDER_MACHINE.find((candidate) => candidate.action === action);
  if (!rule) return { ok: false, httpStatus: 409, code: 'invalid_transition', message: `Unknown action ${action}` };
  if (!rule.from.includes(facts.status))
    return { ok: false, httpStatus: 409, code: 'invalid_transition', message: stateRefusal(action, facts, actor) };
  if (!rule.by.includes(actor)) {
    const who = rule.by.map((role) => (role === 'admin' || role === 'system' ? ROLE_WORDS[role] : `the ${role}`)).join(' or ');
    return { ok: false, httpStatus: 403, code: 'forbidden', message: `Only ${who} can ${ACTION_VERB[action]} this order` };
  }
  for (const guard of rule.guards) {
    const refusal = guardRefusal(guard, facts, actor, now);
    if (refusal)
      return { ok: false, httpStatus: 409, code: guard === 'money_held' ? 'not_paid' : 'invalid_transition', message: refusal };
  }
  return { ok: true, rule, to: rule.to, money: rule.money };
}

/** Every action this party may take now (what the web offers). */
export function availableOrderActions(facts: OrderFacts, actor: 'buyer' | 'seller', now: Date = new Date()): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => decideOrderAction(facts, action, actor, now).ok);
}

/** The action a plain status move (PATCH …/status, kept for the order cards) stands for. */
export function actionForStatusMove(facts: OrderFacts, to: OrderStatus, now: Date = new Date()): OrderAction | null {
  switch (to) {
    case 'accepted':
      return 'accept';
    case 'declined':
      return 'decline';
    case 'in_progress':
      return 'start';
    case 'delivered':
      return 'deliver';
    case 'completed':
      return 'complete';
    case 'cancelled':
      return facts.status === 'requested' ? 'cancel' : isOrderLate(facts, now) ? 'cancel_late' : 'cancel';
    default:
      return null;
  }
}

export const ORDER_CANCELLATION_REASON_MAX = 1000;
export const cancellationRequestSchema = z.object({
  reason: text()
    .trim()
    .min(10, 'Say why in at least 10 characters')
    .max(ORDER_CANCELLATION_REASON_MAX, `The reason must be at most ${ORDER_CANCELLATION_REASON_MAX} characters`),
});
export type CancellationRequestInput = z.input<typeof cancellationRequestSchema>;

export const EXTENSION_MAX_DAYS = 30;
export const extensionRequestSchema = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'Ask for at least 1 day')
    .max(EXTENSION_MAX_DAYS, `Ask for at most ${EXTENSION_MAX_DAYS} days`),
  reason: text()
    .trim()
    .min(10, 'Say why in at least 10 characters')
    .max(ORDER_CANCELLATION_REASON_MAX, `The reason must be at most ${ORDER_CANCELLATION_REASON_MAX} characters`),
});
export type ExtensionRequestInput = z.input<typeof extensionRequestSchema>;

/** The actions with their own route (POST /api/orders/{id}/actions/{action}); the others have theirs already. */
export const ORDER_REQUEST_ACTIONS = [
  'request_cancellation',
  'agree_cancellation',
  'decline_cancellation',
  'withdraw_cancellation',
  'cancel_late',
  'request_extension',
  'accept_extension',
  'decline_extension',
] as const satisfies readonly OrderAction[];
export const orderRequestActionSchema = z.enum(ORDER_REQUEST_ACTIONS, {
  message: `action must be one of ${ORDER_REQUEST_ACTIONS.join(', ')}`,
});
export type OrderRequestAction = (typeof ORDER_REQUEST_ACTIONS)[number];
