import { type CountryCode, findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js';
import { type AddressCountry, findPoBox, isStreetLine, type ParsedAddress, parseAddress } from './address-parser';
import { type Element, type JsonLdNode, type PageContext, textOf, typesOf } from './page-context';

/** schema.org types that are (or are commonly used as) local businesses. */
const LOCAL_TYPES = new Set(
  [
    'LocalBusiness',
    'AnimalShelter',
    'ArchiveOrganization',
    'AutomotiveBusiness',
    'AutoRepair',
    'AutoDealer',
    'ChildCare',
    'Dentist',
    'DryCleaningOrLaundry',
    'EmergencyService',
    'EmploymentAgency',
    'EntertainmentBusiness',
    'FinancialService',
    'FoodEstablishment',
    'Bakery',
    'BarOrPub',
    'Brewery',
    'CafeOrCoffeeShop',
    'FastFoodRestaurant',
    'IceCreamShop',
    'Restaurant',
    'Winery',
    'GovernmentOffice',
    'HealthAndBeautyBusiness',
    'BeautySalon',
    'DaySpa',
    'HairSalon',
    'NailSalon',
    'TattooParlor',
    'HomeAndConstructionBusiness',
    'Electrician',
    'GeneralContractor',
    'HVACBusiness',
    'HousePainter',
    'Locksmith',
    'MovingCompany',
    'Plumber',
    'RoofingContractor',
    'InternetCafe',
    'LegalService',
    'Attorney',
    'Notary',
    'Library',
    'LodgingBusiness',
    'Hotel',
    'MedicalBusiness',
    'MedicalClinic',
    'Physician',
    'Optician',
    'Pharmacy',
    'ProfessionalService',
    'AccountingService',
    'RealEstateAgent',
    'RecyclingCenter',
    'SelfStorage',
    'ShoppingCenter',
    'SportsActivityLocation',
    'ExerciseGym',
    'Store',
    'ClothingStore',
    'Florist',
    'FurnitureStore',
    'GroceryStore',
    'HardwareStore',
    'JewelryStore',
    'PetStore',
    'TravelAgency',
    'VeterinaryCare',
  ].map((type) => type.toLowerCase()),
);

const bare = (type: string) => type.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();

export function localBusinessNodes(page: PageContext): JsonLdNode[] {
  return page.jsonLd.filter((node) => typesOf(node).some((type) => LOCAL_TYPES.has(bare(type))));
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export type NameSource =
  | 'schema.org LocalBusiness'
  | 'schema.org Organization'
  | 'og:site_name'
  | 'logo alt text'
  | 'footer copyright'
  | 'page title';

/** "Rose City Plumbing logo" → "Rose City Plumbing". */
const logoName = (alt: string) =>
  alt
    .replace(/\b(logo(type)?|home(page)?|link|icon|image)\b/gi, ' ')
    .replace(/\s+[-|–—:]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

function logoAlt(page: PageContext): string | null {
  for (const image of page.all('img')) {
    const { alt, src = '', class: className = '', id = '' } = image.attribs;
    if (!alt?.trim()) continue;
    const inLogoSpot = /logo/i.test(`${src} ${className} ${id} ${alt}`) || /logo|brand/i.test(parentClasses(image));
    if (!inLogoSpot) continue;
    const name = logoName(alt);
    if (name.length >= 2 && name.length <= 80) return name;
  }
  return null;
}

function parentClasses(element: Element): string {
  const parts: string[] = [];
  for (
    let node = element.parent as Element | null, depth = 0;
    node && 'attribs' in node && depth < 3;
    node = node.parent as Element | null, depth++
  )
    parts.push(`${node.attribs.class ?? ''} ${node.attribs.id ?? ''}`);
  return parts.join(' ');
}

/** "© 2025 Rose City Plumbing LLC. All rights reserved." → "Rose City Plumbing LLC". */
export function copyrightName(text: string): string | null {
  const match = text.match(
    /(?:©|\(c\)|&copy;|\bcopyright\b)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{2,4})?\s*)?,?\s*([\p{L}\p{N}&'’., -]{2,80}?)(?=\s*(?:[.|·•]\s|\.$|\||·|•|all rights|alle rechte|-\s|–|—|$))/iu,
  );
  const name = match?.[1]?.replace(/[\s,.-]+$/, '').trim();
  if (!name || /^\d+$/.test(name) || /^(all rights|copyright)/i.test(name)) return null;
  return name;
}

function footerCopyright(page: PageContext): string | null {
  for (const footer of page.all('footer')) {
    const name = copyrightName(textOf(footer));
    if (name) return name;
  }
  const tail = page.text.slice(-600);
  return copyrightName(tail.slice(tail.search(/©|\(c\)|copyright/i) >>> 0));
}

/**
 * The business name the site states, most reliable source first: schema.org LocalBusiness/Organization,
 * og:site_name, the logo's alt text, the footer's copyright line, and only then the title's first part (a
 * title is often keywords: "Best Plumber in Portland | 24/7").
 */
export function siteBusinessName(page: PageContext): { name: string; source: NameSource } | null {
  const local = localBusinessNodes(page)
    .map((node) => str(node.name))
    .find(Boolean);
  if (local) return { name: local, source: 'schema.org LocalBusiness' };
  const org = page.jsonLd
    .filter((node) => typesOf(node).some((type) => bare(type) === 'organization'))
    .map((node) => str(node.name))
    .find(Boolean);
  if (org) return { name: org, source: 'schema.org Organization' };
  const siteName = str(page.meta('og:site_name'));
  if (siteName) return { name: siteName, source: 'og:site_name' };
  const logo = logoAlt(page);
  if (logo) return { name: logo, source: 'logo alt text' };
  const copyright = footerCopyright(page);
  if (copyright) return { name: copyright, source: 'footer copyright' };
  const titleElement = page.all('title')[0];
  const title = titleElement ? str(textOf(titleElement)) : null;
  if (title) return { name: title.split(/\s+[|–—:-]\s+/)[0].trim(), source: 'page title' };
  return null;
}

/** The page's country for phone and address formats: <html lang> region, the host's country domain, else the US. */
export function pageCountry(page: PageContext): CountryCode {
  const lang = page.all('html')[0]?.attribs.lang?.trim() ?? '';
  const region = lang.split(/[-_]/)[1]?.toUpperCase();
  if (region && /^[A-Z]{2}$/.test(region) && isSupportedCountry(region)) return region as CountryCode;
  const tld = page.url.hostname.split('.').pop()?.toUpperCase() ?? '';
  if (tld === 'UK') return 'GB';
  if (/^[A-Z]{2}$/.test(tld) && isSupportedCountry(tld)) return tld as CountryCode;
  if (/^de\b/i.test(lang)) return 'DE';
  return 'US';
}

const COUNTRY_FOR_ADDRESS: Record<string, AddressCountry> = { US: 'US', CA: 'CA', GB: 'GB', DE: 'DE', AT: 'DE', CH: 'DE' };

/** An element's text with line breaks and nested blocks as ", " (an <address> is usually lines). */
function lineText(element: Element): string {
  const parts: string[] = [];
  const visit = (node: Element['children'][number]) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if ('children' in node) {
      const tag = (node as Element).name;
      if (tag === 'br' || tag === 'p' || tag === 'div' || tag === 'li') parts.push(', ');
      for (const child of (node as Element).children) visit(child);
    }
  };
  for (const child of element.children) visit(child);
  return parts
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s*,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

export interface AddressFinding {
  text: string;
  source: string;
  parsed: ParsedAddress | null;
}

/**
 * Phone numbers in text, read with the page's country. At least 7 digits as written: libphonenumber accepts
 * short German numbers, which would also take "10115 Berlin" (a postcode) for a phone.
 */
function phonesIn(text: string, country: CountryCode) {
  return findPhoneNumbersInText(text, country).filter(
    (found) => text.slice(found.startsAt, found.endsAt).replace(/\D/g, '').length >= 7,
  );
}

/** Text with phone numbers blanked, so "503-555-0142 1234 Main St" leaves the street number to the address. */
function withoutPhones(text: string, country: CountryCode): string {
  let out = text;
  for (const found of phonesIn(text, country).reverse())
    out = `${out.slice(0, found.startsAt)}${' '.repeat(found.endsAt - found.startsAt)}${out.slice(found.endsAt)}`;
  return out;
}

/**
 * A street address a map can place (house number and street), from schema.org, an <address> element, then the
 * page text. A P.O. box, a town alone or a street without a number is not one: the result is then null and
 * `poBox` says what was seen instead.
 */
export function findAddress(page: PageContext): { address: AddressFinding | null; poBox: string | null } {
  const country = pageCountry(page);
  const preferred = COUNTRY_FOR_ADDRESS[country] ?? null;
  let poBox: string | null = null;
  for (const node of localBusinessNodes(page)) {
    const found = schemaAddress(node);
    if (!found) continue;
    const street =
      typeof node.address === 'object' && node.address ? str((node.address as Record<string, unknown>).streetAddress) : found;
    if (street && isStreetLine(street))
      return { address: { text: found, source: 'schema.org', parsed: parseAddress(found, preferred) }, poBox: null };
    poBox ??= findPoBox(found);
  }
  for (const element of page.all('address')) {
    const text = withoutPhones(lineText(element), country);
    const parsed = parseAddress(text, preferred);
    if (parsed) return { address: { text: parsed.text, source: '<address> element', parsed }, poBox: null };
    poBox ??= findPoBox(text);
  }
  const text = withoutPhones(page.text, country);
  const parsed = parseAddress(text, preferred);
  if (parsed) return { address: { text: parsed.text, source: 'page text', parsed }, poBox: null };
  poBox ??= findPoBox(text);
  return { address: null, poBox };
}

export interface PhoneFinding {
  /** As written on the page. */
  text: string;
  /** E.164 (+15035550142), for comparing. */
  e164: string;
  /** National format for people. */
  display: string;
  source: string;
}

function readPhone(raw: string, country: CountryCode, source: string): PhoneFinding | null {
  const found = phonesIn(raw, country)[0];
  if (!found) return null;
  return {
    text: raw.slice(found.startsAt, found.endsAt).trim(),
    e164: found.number.number,
    display: found.number.country === country ? found.number.formatNational() : found.number.formatInternational(),
    source,
  };
}

/** The phone the site states (schema.org telephone, a tel: link, then the text), read with the page's country. */
export function findPhone(page: PageContext): PhoneFinding | null {
  const country = pageCountry(page);
  for (const node of localBusinessNodes(page)) {
    const phone = str(node.telephone);
    const read = phone ? readPhone(phone, country, 'schema.org') : null;
    if (read) return read;
  }
  for (const link of page.all('a')) {
    const href = link.attribs.href ?? '';
    if (!/^tel:/i.test(href)) continue;
    let number = href.slice(4);
    try {
      number = decodeURIComponent(number);
    } catch {
      // A broken escape stays as written.
    }
    const read = readPhone(number, country, 'tel: link');
    if (read) return read;
  }
  return readPhone(page.text, country, 'page text');
}

function schemaAddress(node: JsonLdNode): string | null {
  const address = node.address;
  if (typeof address === 'string') return str(address);
  if (address && typeof address === 'object') {
    const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']
      .map((key) => str((address as Record<string, unknown>)[key]))
      .filter(Boolean);
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}

const HOURS_TEXT =
  /\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b[^.]{0,40}?\b\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?\s*[-–—to]+\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?/i;

export function findOpeningHours(page: PageContext): { text: string; source: string } | null {
  for (const node of localBusinessNodes(page)) {
    const hours = node.openingHours ?? node.openingHoursSpecification;
    if (typeof hours === 'string' && hours.trim()) return { text: hours.trim(), source: 'schema.org openingHours' };
    if (Array.isArray(hours) && hours.length) {
      const text = hours.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('; ');
      return { text, source: 'schema.org opening hours' };
    }
    if (hours && typeof hours === 'object') return { text: JSON.stringify(hours), source: 'schema.org opening hours' };
  }
  const match = page.text.match(HOURS_TEXT);
  if (match) return { text: match[0], source: 'page text' };
  return null;
}

/** Words of a business name for comparison: lower case, no punctuation, no legal suffixes. */
export function nameTokens(name: string): Set<string> {
  const stop = new Set(['the', 'and', 'llc', 'inc', 'ltd', 'co', 'company', 'corp', 'gmbh', 'of', 'a']);
  return new Set(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !stop.has(word)),
  );
}

/** Same business when most words agree (one name may add a town or a trade). */
export function namesMatch(a: string, b: string): boolean {
  const left = nameTokens(a);
  const right = nameTokens(b);
  if (left.size === 0 || right.size === 0) return false;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.min(left.size, right.size) >= 0.75;
}

const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/;

/** The contact email the site states: schema.org email, a mailto: link, then an address in the text. */
export function findEmail(page: PageContext): string | null {
  for (const node of localBusinessNodes(page)) {
    const email = str(node.email)?.replace(/^mailto:/i, '');
    if (email && EMAIL.test(email)) return email;
  }
  const mailto = page.all('a').find((link) => /^mailto:/i.test(link.attribs.href ?? ''))?.attribs.href;
  const fromLink = mailto ? decodeURIComponent(mailto.slice(7).split('?')[0]).trim() : null;
  if (fromLink && EMAIL.test(fromLink)) return fromLink;
  return page.text.match(EMAIL)?.[0] ?? null;
}

/** What the site says about the business, to prefill a new CRM client from an analysed prospect. */
export function readBusinessContact(page: PageContext) {
  const name = siteBusinessName(page);
  const phone = findPhone(page);
  const address = streetAddress(page);
  return {
    name: name?.name.slice(0, 120) ?? null,
    email: findEmail(page)?.slice(0, 254) ?? null,
    phone: phone?.display.slice(0, 40) ?? null,
    address: address?.text.slice(0, 300) ?? null,
    nameSource: name?.source ?? null,
    phoneSource: phone?.source ?? null,
    addressSource: address?.source ?? null,
  };
}

/** The street address, when the page has one (not a P.O. box). */
export const streetAddress = (page: PageContext): AddressFinding | null => findAddress(page).address;
