import type { LedgerAccount, LedgerMovement } from '@proclub/contracts/orders';

/** One row of the order ledger; a movement is the rows sharing a movementKey, summing to zero. */
export interface LedgerRow {
  orderId: string;
  movement: LedgerMovement;
  movementKey: string;
  account: LedgerAccount;
  sellerId: string | null;
  amountCents: number;
}

function movement(
  orderId: string,
  kind: LedgerMovement,
  amountCents: number,
  from: LedgerAccount,
  to: LedgerAccount,
  sellerId: string | null = null,
): LedgerRow[] {
  if (amountCents === 0) return [];
  // One movement of each kind per order: the key makes a second application a no-op (unique key + account).
  const movementKey = `${orderId}:${kind}`;
  return [
    { orderId, movement: kind, movementKey, account: from, sellerId: null, amountCents: -amountCents },
    { orderId, movement: kind, movementKey, account: to, sellerId: to === 'seller' ? sellerId : null, amountCents },
  ];
}

/** The card is charged to the platform, and the platform holds it for the order. */
export function paymentRows(orderId: string, amountCents: number): LedgerRow[] {
  return [
    ...movement(orderId, 'charge', amountCents, 'buyer_card', 'platform_cash'),
    ...movement(orderId, 'hold', amountCents, 'platform_cash', 'escrow'),
  ];
}

/** The platform's fee on what the seller keeps after a refund of refundCents: the fee shrinks in proportion. */
export function feeOnRemainder(amountCents: number, feeCents: number, refundCents: number): number {
  if (amountCents <= 0) return 0;
  return Math.round((feeCents * (amountCents - refundCents)) / amountCents);
}

/**
 * Ends the hold: refundCents goes back to the card, the rest is released to the seller less the platform's fee.
 * Everything held leaves escrow, whatever the split.
 */
export function settlementRows(
  order: { orderId: string; sellerId: string | null; amountCents: number; feeCents: number },
  refundCents: number,
): LedgerRow[] {
  const { orderId, sellerId, amountCents, feeCents } = order;
  if (!Number.isInteger(refundCents) || refundCents < 0 || refundCents > amountCents)
    throw new RangeError(`refund must be 0 … ${amountCents} cents`);
  const fee = feeOnRemainder(amountCents, feeCents, refundCents);
  const toSeller = amountCents - refundCents - fee;
  // A seller who deleted their account cannot be paid: their share stays with the platform (ADR 023).
  const sellerAccount: LedgerAccount = sellerId ? 'seller' : 'platform_fee';
  return [
    ...movement(orderId, 'refund', refundCents, 'escrow', 'buyer_card'),
    ...movement(orderId, 'fee', fee, 'escrow', 'platform_fee'),
    ...movement(orderId, 'release', toSeller, 'escrow', sellerAccount, sellerId),
  ];
}

/**
 * The seller's released share leaves the platform: transferred to their connected account (ADR 031). Both rows
 * carry the seller, so their available balance (the `seller` rows) drops and their paid-out total rises.
 */
export function payoutRows(orderId: string, sellerId: string, amountCents: number): LedgerRow[] {
  return movement(orderId, 'payout', amountCents, 'seller', 'seller_paid_out').map((row) => ({ ...row, sellerId }));
}
