import { describe, expect, it } from 'vitest';
import { countryCode, telHref } from './tel-href';

describe('tel: links carry the country code', () => {
  it('reads a national number with the page’s country', () => {
    expect(telHref('(512) 555-0100', 'US')).toBe('tel:+15125550100');
    expect(telHref('(512) 555-0100', null)).toBe('tel:+15125550100');
    expect(telHref('020 7946 0018', 'United Kingdom')).toBe('tel:+442079460018');
    expect(telHref('020 7946 0018', 'UK')).toBe('tel:+442079460018');
    expect(telHref('030 12345678', 'Germany')).toBe('tel:+493012345678');
    expect(telHref('(416) 555-0142', 'Canada')).toBe('tel:+14165550142');
  });

  it('keeps an international number as written', () => {
    expect(telHref('+1 (512) 555-0100', 'United Kingdom')).toBe('tel:+15125550100');
    expect(telHref('+33 1 23 45 67 89', 'US')).toBe('tel:+33123456789');
  });

  it('knows countries by code or English name', () => {
    expect(countryCode('us')).toBe('US');
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('U.S.A.')).toBe('US');
    expect(countryCode('Australia')).toBe('AU');
    expect(countryCode('Atlantis')).toBeNull();
  });
});
