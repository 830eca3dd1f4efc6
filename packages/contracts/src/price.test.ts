import { describe, expect, it } from 'vitest';
import { orderPrice, orderPurchaseLines, pricingNote, servicePrice } from './price';

// The web's format in en-US (lib/utils formatMoney): thousands separators and cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format;
const base = { pricingType: 'fixed' as const, priceFrom: null, priceTo: null };

describe('servicePrice (ADR 040: one price everywhere)', () => {
  it('a package service reads "From $<lowest package>", with thousands separators and no unit', () => {
    const packages = [{ price: 2500 }, { price: 1999 }, { price: 4000 }];
    expect(servicePrice({ ...base, pricingType: 'hourly', priceFrom: 10, priceTo: 20, packages }, usd)).toBe('From $1,999.00');
    // A card carries only the lowest package price: the same text.
    expect(servicePrice({ ...base, pricingType: 'hourly', priceFrom: 10, priceTo: 20, lowestPackagePrice: 1999 }, usd)).toBe(
      'From $1,999.00',
    );
    expect(pricingNote({ ...base, pricingType: 'hourly', packages })).toBe('Package pricing');
  });

  it('a service priced by from / to', () => {
    expect(servicePrice({ ...base, priceFrom: 750, priceTo: 1500.5 }, usd)).toBe('$750.00 - $1,500.50');
    expect(servicePrice({ ...base, priceFrom: 1999, priceTo: null }, usd)).toBe('From $1,999.00');
    expect(servicePrice({ ...base, priceFrom: 100, priceTo: 100 }, usd)).toBe('From $100.00');
    expect(servicePrice({ ...base, priceFrom: null, priceTo: 80 }, usd)).toBe('Up to $80.00');
    expect(servicePrice(base, usd)).toBe('Contact for pricing');
    expect(servicePrice({ ...base, priceFrom: 10, priceTo: 20, packages: [] }, usd)).toBe('$10.00 - $20.00');
  });

  it('"hourly" shows only for hourly pricing', () => {
    expect(servicePrice({ ...base, pricingType: 'hourly', priceFrom: 50, priceTo: 80 }, usd)).toBe('$50.00 - $80.00/hour');
    expect(servicePrice({ ...base, pricingType: 'monthly', priceFrom: 300, priceTo: null }, usd)).toBe('From $300.00/month');
    expect(servicePrice({ ...base, pricingType: 'project', priceFrom: 300, priceTo: null }, usd)).toBe('From $300.00');
    expect(pricingNote({ ...base, pricingType: 'hourly' })).toBe('hourly pricing');
    expect(pricingNote({ ...base, pricingType: 'fixed', lowestPackagePrice: 5 })).toBe('Package pricing');
  });
});

describe('orderPrice and orderPurchaseLines', () => {
  const packageOrder = {
    price: 1999,
    pricingType: 'hourly' as const,
    priceOption: null,
    package: { tier: 'standard' as const, deliveryDays: 5, revisions: 2 },
    extras: [
      { id: 'x1', title: 'Rush', price: 99, days: 1 },
      { id: 'x2', title: 'Source files', price: 1000 },
    ],
  };

  it('a package order is a fixed total; a price-option order keeps its unit', () => {
    expect(orderPrice(packageOrder, usd)).toBe('$1,999.00');
    expect(orderPrice({ ...packageOrder, package: null, priceOption: 'from', extras: [] }, usd)).toBe('$1,999.00/hour');
  });

  it('lists the package, extras, delivery days (with the extras), revisions and the total', () => {
    expect(orderPurchaseLines(packageOrder, usd)).toEqual([
      ['Package', 'Standard'],
      ['Extras', 'Rush (+$99.00), Source files (+$1,000.00)'],
      ['Delivery', '6 days'],
      ['Revisions', '2'],
      ['Total', '$1,999.00'],
    ]);
    expect(
      orderPurchaseLines({ ...packageOrder, package: null, priceOption: 'to', pricingType: 'fixed', extras: [] }, usd),
    ).toEqual([
      ['Price', 'Full price'],
      ['Total', '$1,999.00'],
    ]);
  });
});
