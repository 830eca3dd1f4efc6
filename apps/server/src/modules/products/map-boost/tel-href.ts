import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js';

const ALIASES: Record<string, CountryCode> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
};

let byName: Map<string, CountryCode> | null = null;

/** The page's country as a region code: "US", "us", "United States", "Canada", "UK"; null when unknown. */
export function countryCode(country: string | null | undefined): CountryCode | null {
  const text = country?.trim().toLowerCase().replace(/\./g, '');
  if (!text) return null;
  const codes = getCountries();
  const upper = text.toUpperCase() as CountryCode;
  if (codes.includes(upper)) return upper;
  if (ALIASES[text]) return ALIASES[text];
  if (!byName) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    byName = new Map(codes.map((code) => [(names.of(code) ?? code).toLowerCase(), code]));
  }
  return byName.get(text) ?? null;
}

/**
 * A tel: link with the country code (tel:+15125550100), so it dials from abroad and from phones set to another
 * country: a number written nationally ("(512) 555-0100") is read with the page's country (US when none is given).
 */
export function telHref(phone: string, country: string | null | undefined): string {
  const parsed = parsePhoneNumberFromString(phone, countryCode(country) ?? 'US');
  if (parsed?.isPossible()) return `tel:${parsed.number}`;
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
