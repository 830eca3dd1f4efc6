import { countNoun } from './common';
import type { Order } from './orders';
import type { PricingType, ServiceExtra } from './services';
import { packageTierLabels } from './services';

/**
 * The one way a price reads (issue 37, ADR 040): every card (browse, search, seller page, My Services), the service
 * page and every order card and order details call these, with the web's money format (thousands separators:
 * "$1,999.00"). Nothing else writes a price line.
 */
export type MoneyFormat = (amount: number) => string;

/** What a service's price is made of. `lowestPackagePrice` (cards) or `packages` (a full service): a package service. */
export interface ServicePriceFacts {
  pricingType: PricingType;
  priceFrom: number | null;
  priceTo: number | null;
  lowestPackagePrice?: number | null;
  packages?: readonly { price: number }[];
}

/** The unit after a price: only hourly and monthly prices have one. */
export function priceUnit(pricingType: PricingType): '/hour' | '/month' | '' {
  return pricingType === 'hourly' ? '/hour' : pricingType === 'monthly' ? '/month' : '';
}

/** The lowest package price, or null for a service priced by from / to. */
export function lowestPackagePrice(facts: ServicePriceFacts): number | null {
  if (facts.packages && facts.packages.length > 0) return Math.min(...facts.packages.map((offer) => offer.price));
  return facts.lowestPackagePrice ?? null;
}

/**
 * A service's price, the same on every screen:
 * - a package service: "From $<lowest package>" (packages are fixed prices: no unit);
 * - from and to, to greater: "$from - $to"; from alone (or to equal): "From $from"; to alone: "Up to $to";
 *   neither: "Contact for pricing";
 * - "/hour" (hourly) or "/month" (monthly) after a price that has one.
 */
export function servicePrice(facts: ServicePriceFacts, format: MoneyFormat): string {
  const lowest = lowestPackagePrice(facts);
  if (lowest !== null) return `From ${format(lowest)}`;
  const { priceFrom, priceTo } = facts;
  const unit = priceUnit(facts.pricingType);
  if (priceFrom !== null && priceTo !== null && priceTo > priceFrom) return `${format(priceFrom)} - ${format(priceTo)}${unit}`;
  if (priceFrom !== null) return `From ${format(priceFrom)}${unit}`;
  if (priceTo !== null) return `Up to ${format(priceTo)}${unit}`;
  return 'Contact for pricing';
}

/** The side panel's note under the price: "Package pricing", or the pricing type ("hourly pricing" only when hourly). */
export function pricingNote(facts: ServicePriceFacts): string {
  return lowestPackagePrice(facts) !== null ? 'Package pricing' : `${facts.pricingType} pricing`;
}

type OrderPriceFacts = Pick<Order, 'price' | 'pricingType' | 'package' | 'priceOption'> & { extras: readonly ServiceExtra[] };

/** An order's total as its cards show it: a package order is a fixed total; a price-option order keeps its unit. */
export function orderPrice(order: OrderPriceFacts, format: MoneyFormat): string {
  return `${format(order.price)}${order.package ? '' : priceUnit(order.pricingType)}`;
}

/** What was bought, line by line (order details): package, extras, delivery days, revisions, total. */
export function orderPurchaseLines(order: OrderPriceFacts, format: MoneyFormat): [label: string, value: string][] {
  const lines: [string, string][] = [];
  if (order.package) {
    lines.push(['Package', packageTierLabels[order.package.tier]]);
    lines.push([
      'Extras',
      order.extras.length > 0 ? order.extras.map((extra) => `${extra.title} (+${format(extra.price)})`).join(', ') : 'None',
    ]);
    const days = order.package.deliveryDays + order.extras.reduce((sum, extra) => sum + (extra.days ?? 0), 0);
    lines.push(['Delivery', countNoun(days, 'day')]);
    lines.push(['Revisions', String(order.package.revisions)]);
  } else {
    lines.push(['Price', order.priceOption === 'from' ? 'Starting price' : 'Full price']);
  }
  lines.push(['Total', orderPrice(order, format)]);
  return lines;
}
