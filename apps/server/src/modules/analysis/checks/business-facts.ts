import { type JsonLdNode, type PageContext, textOf, typesOf } from './page-context';

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

/** The business name the site states: LocalBusiness/Organization name, og:site_name, then the title's first part. */
export function siteBusinessName(page: PageContext): { name: string; source: string } | null {
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
  const titleElement = page.all('title')[0];
  const title = titleElement ? str(textOf(titleElement)) : null;
  if (title) return { name: title.split(/\s+[|–—:-]\s+/)[0].trim(), source: 'page title' };
  return null;
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

const STREET =
  /\b\d{1,5}\s+(?:[A-Z][\p{L}'.-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Square|Sq|Parkway|Pkwy|Highway|Hwy|Terrace|Close|Crescent)\b\.?/u;

export function findAddress(page: PageContext): { text: string; source: string } | null {
  for (const node of localBusinessNodes(page)) {
    const found = schemaAddress(node);
    if (found) return { text: found, source: 'schema.org' };
  }
  const first = page.all('address')[0];
  const element = first ? textOf(first) : '';
  if (element) return { text: element, source: '<address> element' };
  const street = page.text.match(STREET);
  if (street) return { text: street[0], source: 'page text' };
  return null;
}

const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]\d{3,4}[\s.-]\d{3,4}\b/;

export function findPhone(page: PageContext): { text: string; source: string } | null {
  for (const node of localBusinessNodes(page)) {
    const phone = str(node.telephone);
    if (phone) return { text: phone, source: 'schema.org' };
  }
  const tel = page.all('a').find((link) => /^tel:/i.test(link.attribs.href ?? ''))?.attribs.href;
  if (tel) return { text: decodeURIComponent(tel.slice(4)).trim(), source: 'tel: link' };
  const match = page.text.match(PHONE);
  if (match) return { text: match[0].trim(), source: 'page text' };
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
  return {
    name: siteBusinessName(page)?.name.slice(0, 120) ?? null,
    email: findEmail(page)?.slice(0, 254) ?? null,
    phone: findPhone(page)?.text.slice(0, 40) ?? null,
    address: findAddress(page)?.text.slice(0, 300) ?? null,
  };
}
