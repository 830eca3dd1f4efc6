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
  | 'og:site_name'
  | 'schema.org Organization'
  | 'logo alt text'
  | 'footer copyright'
  | 'page title'
  | 'H1 heading';

/** Words that join the parts of a name ("Smith & Sons", "House of Pies", "Café de la Paix"). */
const CONNECTORS = new Set([
  '&',
  'and',
  'of',
  'the',
  'de',
  'la',
  'le',
  'du',
  'des',
  'y',
  'und',
  'for',
  'at',
  'on',
  'in',
  "'n'",
  'n',
]);
/** Words of a sentence or a search phrase, not of a name. */
const NOT_NAME_WORDS =
  /\b(is|are|was|we|our|your|you|with|welcome|click|here|image|photo|picture|banner|slider|background|near me|best|cheap|affordable|free|quotes?|top[- ]rated|call now|24\/7)\b/i;
const GENERIC = /^(logo|home|homepage|site logo|company logo|header|header logo|brand|icon|menu|image|untitled)$/i;

/**
 * Does this text read as a business name? 1–7 words, mostly capitalised (or one word in any case), no
 * sentence punctuation or sentence/search words, and not cut at an initial ("Walter J").
 */
export function readsAsName(text: string): boolean {
  const value = text.replace(/\s+/g, ' ').trim();
  if (value.length < 2 || value.length > 80 || GENERIC.test(value)) return false;
  if (/[.!?]$/.test(value) && !/\b(co|inc|ltd|corp|jr|sr|st|bros|n\.a|p\.c|l\.l\.c|d\.d\.s)\.$/i.test(value)) return false;
  if (/\s[A-Z]$/.test(value)) return false;
  if (NOT_NAME_WORDS.test(value)) return false;
  const words = value.split(' ');
  if (words.length > 7) return false;
  const content = words.filter((word) => !CONNECTORS.has(word.toLowerCase()));
  if (content.length === 0) return false;
  const lower = content.filter((word) => /^\p{Ll}/u.test(word)).length;
  // "Plumber in Portland", "Roofing near Tacoma": a search phrase, not a name.
  if (/\b(?:[Ii]n|[Nn]ear)\s+\p{Lu}/u.test(value) && words.length > 2) return false;
  return words.length === 1 || lower === 0;
}

/** "Rose City Plumbing logo" → "Rose City Plumbing". */
const logoName = (alt: string) =>
  alt
    .replace(/\b(logo(type)?|home(page)?|link|icon|image|go to|back to)\b/gi, ' ')
    .replace(/\s+[-|–—:]\s*$/, '')
    .replace(/^\s*[-|–—:]\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();

function logoAlt(page: PageContext): string | null {
  for (const image of page.all('img')) {
    const { alt, src = '', class: className = '', id = '' } = image.attribs;
    if (!alt?.trim()) continue;
    const inLogoSpot = /logo/i.test(`${src} ${className} ${id} ${alt}`) || /logo|brand/i.test(parentClasses(image));
    if (!inLogoSpot) continue;
    const name = logoName(alt);
    // A logo's alt is often a sentence ("Our team at work in Portland"): only a name is used.
    if (readsAsName(name)) return name;
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

/** Abbreviations that end with a full stop inside a name ("Walter J. Smith", "Smith Bros. Roofing"). */
const ABBREVIATION = /(?:^|\s)(?:\p{Lu}|co|inc|ltd|corp|jr|sr|st|dr|mr|mrs|ms|bros|mt|ft)$/iu;

/** "© 2025 Rose City Plumbing LLC. All rights reserved." → "Rose City Plumbing LLC"; a line cut at an initial → null. */
export function copyrightName(text: string): string | null {
  const start = text.match(/(?:©|\(c\)|&copy;|\bcopyright\b)\s*(?:©\s*)?/i);
  if (!start || start.index === undefined) return null;
  let rest = text
    .slice(start.index + start[0].length)
    .replace(/^(?:\d{4}(?:\s*[-–]\s*(?:\d{2,4}|present))?\s*)?,?\s*/i, '')
    .replace(/^by\s+/i, '');
  // Cut at the first separator: "|", "·", "•", " - ", dashes, "All rights", or a full stop that ends a sentence.
  const cut = rest.search(
    /\s*(?:[|·•]|\s-\s|[–—]|\ball rights\b|\balle rechte\b|\bpowered by\b|\bwebsite by\b|\bdesigned by\b)/i,
  );
  if (cut >= 0) rest = rest.slice(0, cut);
  for (const stop of rest.matchAll(/\.(?:\s|$)/g)) {
    const before = rest.slice(0, stop.index);
    if (ABBREVIATION.test(before) && stop.index < rest.length - 1) continue;
    rest = ABBREVIATION.test(before) ? `${before}.` : before;
    break;
  }
  const name = rest
    .replace(/[\s,-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name || /^\d+$/.test(name) || /^(all rights|copyright)/i.test(name)) return null;
  // A line cut at an initial ("Walter J") is not the business's name.
  if (/(?:^|\s)\p{Lu}\.?$/u.test(name) && name.split(' ').length > 1) return null;
  return readsAsName(name.replace(/\.$/, '')) || /\b(llc|inc|ltd|co|gmbh|corp|pty)\.?$/i.test(name) ? name : null;
}

function footerCopyright(page: PageContext): string | null {
  for (const footer of page.all('footer')) {
    const name = copyrightName(textOf(footer));
    if (name) return name;
  }
  const tail = page.text.slice(-600);
  const at = tail.search(/©|\(c\)|copyright/i);
  return at >= 0 ? copyrightName(tail.slice(at)) : null;
}

/** The parts of a title: "Best Plumber in Portland | Rose City Plumbing" → both halves. */
const titleParts = (title: string) =>
  title
    .split(/\s+[|–—:·•-]\s+|\s*[|·•]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);

export interface SiteName {
  name: string;
  source: NameSource;
  /** Stated by the site (structured data, og:site_name), or found by two sources that agree. */
  confident: boolean;
}

/**
 * The business name the site states. Structured data first (schema.org LocalBusiness, og:site_name, schema.org
 * Organization); otherwise the patterns — the title's parts, the H1, the logo's alt text and the footer's
 * copyright line — are compared and the name most of them agree on wins (logo, footer, title, H1 on a tie).
 * A title or H1 alone is a guess (often keywords: "Best Plumber in Portland | 24/7"), never confident.
 */
export function siteBusinessName(page: PageContext): SiteName | null {
  const local = localBusinessNodes(page)
    .map((node) => str(node.name))
    .find(Boolean);
  if (local) return { name: local, source: 'schema.org LocalBusiness', confident: true };
  const siteName = str(page.meta('og:site_name'));
  // og:site_name is the site's own statement of its name: only a sentence or a long phrase is refused.
  if (siteName && siteName.length <= 80 && siteName.split(/\s+/).length <= 8 && !/[!?]$|\.\s/.test(siteName))
    return { name: siteName, source: 'og:site_name', confident: true };
  const org = page.jsonLd
    .filter((node) => typesOf(node).some((type) => bare(type) === 'organization'))
    .map((node) => str(node.name))
    .find(Boolean);
  if (org) return { name: org, source: 'schema.org Organization', confident: true };

  const candidates: { name: string; source: NameSource; rank: number }[] = [];
  const logo = logoAlt(page);
  if (logo) candidates.push({ name: logo, source: 'logo alt text', rank: 0 });
  const copyright = footerCopyright(page);
  if (copyright) candidates.push({ name: copyright, source: 'footer copyright', rank: 1 });
  const titleElement = page.all('title')[0];
  const title = titleElement ? str(textOf(titleElement)) : null;
  const parts = title ? titleParts(title) : [];
  for (const part of parts) if (readsAsName(part)) candidates.push({ name: part, source: 'page title', rank: 2 });
  const h1Element = page.all('h1')[0];
  const h1 = h1Element ? str(textOf(h1Element)) : null;
  if (h1 && readsAsName(h1)) candidates.push({ name: h1, source: 'H1 heading', rank: 3 });
  if (candidates.length === 0) {
    // Nothing reads as a name: the title's first part, as the weakest guess.
    return parts[0] ? { name: parts[0], source: 'page title', confident: false } : null;
  }
  const support = (candidate: (typeof candidates)[number]) =>
    new Set(
      candidates
        .filter((other) => other.source !== candidate.source && namesMatch(other.name, candidate.name))
        .map((other) => other.source),
    ).size;
  const best = candidates
    .map((candidate) => ({ ...candidate, support: support(candidate) }))
    .sort((a, b) => b.support - a.support || a.rank - b.rank)[0];
  const confident = best.support > 0 || best.source === 'logo alt text' || best.source === 'footer copyright';
  return { name: best.name, source: best.source, confident };
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

const COUNTRY_FOR_ADDRESS: Record<string, AddressCountry> = {
  US: 'US',
  CA: 'CA',
  GB: 'GB',
  DE: 'DE',
  AT: 'DE',
  CH: 'DE',
  AU: 'AU',
};

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
  // The most complete reading wins: an <address> with only a street loses to a full address in the text.
  const found: AddressFinding[] = [];
  for (const element of page.all('address')) {
    const text = withoutPhones(lineText(element), country);
    const parsed = parseAddress(text, preferred);
    if (parsed) found.push({ text: parsed.text, source: '<address> element', parsed });
    poBox ??= findPoBox(text);
  }
  const text = withoutPhones(page.text, country);
  const parsed = parseAddress(text, preferred);
  if (parsed) found.push({ text: parsed.text, source: 'page text', parsed });
  if (found.length) {
    const score = (finding: AddressFinding) =>
      (finding.parsed?.postalCode ? 2 : 0) + (finding.parsed?.locality ? 1 : 0) + (finding.parsed?.region ? 1 : 0);
    let best = found[0];
    for (const finding of found) if (score(finding) > score(best)) best = finding;
    return { address: best, poBox: null };
  }
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
    const field = (key: string) => str((address as Record<string, unknown>)[key]);
    // Written as on an envelope: "1200 Lake Shore Dr, Chicago, IL 60610".
    const regionLine = [field('addressRegion'), field('postalCode')].filter(Boolean).join(' ');
    const parts = [field('streetAddress'), field('addressLocality'), regionLine].filter(Boolean);
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
export function findEmailWithSource(page: PageContext): { email: string; source: string } | null {
  for (const node of localBusinessNodes(page)) {
    const email = str(node.email)?.replace(/^mailto:/i, '');
    if (email && EMAIL.test(email)) return { email, source: 'schema.org' };
  }
  const mailto = page.all('a').find((link) => /^mailto:/i.test(link.attribs.href ?? ''))?.attribs.href;
  let fromLink: string | null = null;
  try {
    fromLink = mailto ? decodeURIComponent(mailto.slice(7).split('?')[0]).trim() : null;
  } catch {
    fromLink = mailto ? mailto.slice(7).split('?')[0].trim() : null;
  }
  if (fromLink && EMAIL.test(fromLink)) return { email: fromLink, source: 'mailto: link' };
  const inText = page.text.match(EMAIL)?.[0];
  return inText ? { email: inText, source: 'page text' } : null;
}

export const findEmail = (page: PageContext): string | null => findEmailWithSource(page)?.email ?? null;

/** What the site says about the business, to prefill a new CRM client from an analysed prospect. */
export function readBusinessContact(page: PageContext) {
  const name = siteBusinessName(page);
  const phone = findPhone(page);
  const address = streetAddress(page);
  const email = findEmailWithSource(page);
  return {
    name: name?.name.slice(0, 120) ?? null,
    email: email?.email.slice(0, 254) ?? null,
    phone: phone?.display.slice(0, 40) ?? null,
    address: address?.text.slice(0, 300) ?? null,
    nameSource: name?.source ?? null,
    phoneSource: phone?.source ?? null,
    addressSource: address?.source ?? null,
    emailSource: email?.source ?? null,
  };
}

/** The street address, when the page has one (not a P.O. box). */
export const streetAddress = (page: PageContext): AddressFinding | null => findAddress(page).address;
