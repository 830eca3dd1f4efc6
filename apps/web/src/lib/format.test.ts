import { describe, expect, it } from 'vitest';
import { countOf, formatDay, formatLongDay, formatRate, nounFor, sellerName } from './format';

// The test environment's locale is US English, like the e2e browser's.
describe('formatting', () => {
  it('counts with English plural rules and the locale’s digits', () => {
    expect(countOf(1, 'client')).toBe('1 client');
    expect(countOf(0, 'client')).toBe('0 clients');
    expect(countOf(1204, 'match', 'matches')).toBe('1,204 matches');
    expect([0, 1, 2].map((n) => `${n} unread ${nounFor(n, 'message')}`)).toEqual([
      '0 unread messages',
      '1 unread message',
      '2 unread messages',
    ]);
  });

  it('shows a rate as a percentage, and a dash when nothing was counted', () => {
    expect(formatRate(66.7, 3)).toBe('66.7%');
    expect(formatRate(0, 12)).toBe('0%');
    expect(formatRate(0, 0)).toBe('—');
  });

  it('writes dates in the locale', () => {
    expect(formatDay('2030-01-31')).toBe('Jan 31, 2030');
    expect(formatLongDay('2026-03-01T12:00:00Z')).toBe('March 1, 2026');
  });
});

describe('sellerName', () => {
  it('names the person and, when there is one, their company', () => {
    expect(sellerName({ fullName: 'Avery Parker', companyName: 'Brightline Digital' })).toBe('Avery Parker (Brightline Digital)');
    expect(sellerName({ fullName: 'Fiona Freelancer', companyName: null })).toBe('Fiona Freelancer');
    expect(sellerName({ fullName: null, companyName: 'Northwind Web Co.' })).toBe('Northwind Web Co.');
    expect(sellerName({ fullName: ' ', companyName: '' }, 'Seller')).toBe('Seller');
  });
});
