import { priceLine } from '@proclub/contracts/services';
import { formatMoney } from '@/lib/utils';

/** Dashboard and detail price: 'from - to', 'From $x' or 'Contact for pricing'. */
export const servicePriceLine = (priceFrom: number | null, priceTo: number | null) => priceLine(priceFrom, priceTo, formatMoney);

/** Marketplace card price: '$from', plus ' - $to' only when to is greater than from. */
export function cardPrice(priceFrom: number | null, priceTo: number | null): string {
  if (priceFrom === null) return priceTo === null ? 'Contact for pricing' : `Up to ${formatMoney(priceTo)}`;
  return priceTo !== null && priceTo > priceFrom ? `${formatMoney(priceFrom)} - ${formatMoney(priceTo)}` : formatMoney(priceFrom);
}
