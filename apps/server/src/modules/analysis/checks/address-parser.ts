/**
 * Street addresses in page text, for the formats our customers' prospects use: US, Canada, UK and Germany.
 * No maintained JavaScript library covers these four (libpostal needs a 2 GB model and native code), so this
 * is a careful parser: an address needs a house number and a street (type word or, in German, the -straße
 * family), and is returned with the town and postcode when they follow. P.O. boxes, a town on its own and a
 * street without a house number are not street addresses (they cannot be placed on a map, so not NAP).
 */

export type AddressCountry = 'US' | 'CA' | 'GB' | 'DE';

export interface ParsedAddress {
  /** The address as written on the page (trimmed). */
  text: string;
  houseNumber: string;
  street: string;
  locality: string | null;
  region: string | null;
  postalCode: string | null;
  country: AddressCountry | null;
}

const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?`;
const ORDINAL = String.raw`\d{1,3}(?:st|nd|rd|th)`;
const WORD = String.raw`(?:${ORDINAL}|[A-Z][\p{L}'’.-]*|(?:de|la|le|of|the|du|des)\b)`;
const STREET_TYPES = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Av',
  'Road',
  'Rd',
  'Boulevard',
  'Blvd',
  'Lane',
  'Ln',
  'Drive',
  'Dr',
  'Way',
  'Court',
  'Ct',
  'Place',
  'Pl',
  'Square',
  'Sq',
  'Parkway',
  'Pkwy',
  'Highway',
  'Hwy',
  'Terrace',
  'Ter',
  'Trail',
  'Trl',
  'Circle',
  'Cir',
  'Close',
  'Crescent',
  'Cres',
  'Gardens',
  'Grove',
  'Hill',
  'Mews',
  'Row',
  'Walk',
  'Green',
  'Park',
  'Pike',
  'Plaza',
  'Loop',
  'Alley',
  'Broadway',
  'Expressway',
  'Freeway',
  'Route',
  'Rte',
];
const TYPE = `(?:${STREET_TYPES.join('|')})(?![\\p{L}])\\.?`;
const UNIT = String.raw`(?:,?\s*(?:Suite|Ste|Unit|Apt|Floor|Fl|#)\.?\s*[\w-]+)`;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const CA_PROVINCES = 'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT';
const US_ZIP = String.raw`\d{5}(?:-\d{4})?`;
const CA_POSTAL = String.raw`[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d`;
const UK_POSTCODE = String.raw`(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})`;
const TOWN_WORD = String.raw`[A-Z][\p{L}'’.-]*(?![\p{L}\p{N}])`;
const TOWN = String.raw`${TOWN_WORD}(?:\s+${TOWN_WORD}){0,3}`;

/** "310 S 13th St", "70b Talbot St N", "1234 SE Division St, Suite 5", "14 Old Church Road". */
const STREET_LINE = String.raw`(?<![\p{L}\p{N}-])(\d{1,6}[A-Za-z]?(?:-\d{1,4}[A-Za-z]?)?)\s+((?:${DIRECTION}\s+)?(?:${WORD}\s+){0,4}?${TYPE}(?:\s+${DIRECTION}(?![\p{L}]))?)(${UNIT})?`;
const NORTH_AMERICA = new RegExp(
  String.raw`${STREET_LINE}(?:,?\s+(${TOWN}),?\s+(${US_STATES}|${CA_PROVINCES})\.?,?\s+(${US_ZIP}|${CA_POSTAL})\b)?`,
  'u',
);
const UK = new RegExp(String.raw`${STREET_LINE}(?:,?\s+(${TOWN}))?(?:,?\s*(${UK_POSTCODE})\b)?`, 'u');
/** "Hauptstraße 12, 10115 Berlin", "Am Markt 3a, 80331 München", "Kölner Str. 7 50667 Köln". */
const GERMAN =
  /((?:[A-ZÄÖÜ][\p{L}-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt|steig|pfad)|(?:[A-ZÄÖÜ][\p{L}-]*\s+)(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer)|(?:Am|An der|An den|Im|In der|In den|Auf der|Auf dem|Zum|Zur|Unter den)\s+[A-ZÄÖÜ][\p{L}-]+))\s+(\d{1,4}\s?[a-z]?(?:-\d{1,4})?)\s*,?\s+(\d{5})\s+([A-ZÄÖÜ][\p{L}-]+(?:\s(?:am|an der|im|\/)\s?[\p{L}-]+)?)/u;
const PO_BOX = /\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box|PO\s+Box|Postfach)\s*\d+/i;

/** A reading of the first street address in a piece of text, or null. */
export function parseAddress(text: string, preferred: AddressCountry | null = null): ParsedAddress | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  const candidates: ParsedAddress[] = [];
  const german = clean.match(GERMAN);
  if (german && german.index !== undefined) {
    candidates.push({
      text: german[0].trim(),
      street: german[1],
      houseNumber: german[2].replace(/\s/g, ''),
      postalCode: german[3],
      locality: german[4],
      region: null,
      country: 'DE',
    });
  }
  const america = clean.match(NORTH_AMERICA);
  if (america && america.index !== undefined && !insidePoBox(clean, america.index)) {
    const postal = america[6] ?? null;
    const region = america[5] ?? null;
    const country: AddressCountry | null = postal
      ? /^\d/.test(postal)
        ? 'US'
        : 'CA'
      : region && CA_PROVINCES.split('|').includes(region)
        ? 'CA'
        : null;
    const uk = country ? null : clean.slice(america.index).match(UK);
    if (uk?.[5]) {
      candidates.push({
        text: uk[0].trim(),
        houseNumber: uk[1],
        street: uk[2].trim(),
        locality: uk[4] ?? null,
        region: null,
        postalCode: uk[5],
        country: 'GB',
      });
    } else {
      candidates.push({
        text: america[0].trim(),
        houseNumber: america[1],
        street: america[2].trim(),
        locality: america[4] ?? null,
        region,
        postalCode: postal,
        country,
      });
    }
  }
  if (candidates.length === 0) return null;
  // The more complete reading wins (a postcode beats none); the page's country breaks ties.
  const score = (candidate: ParsedAddress) =>
    (candidate.postalCode ? 2 : 0) + (candidate.locality ? 1 : 0) + (candidate.country === preferred ? 0.5 : 0);
  return candidates.sort((a, b) => score(b) - score(a))[0];
}

/** A house number that is really a box number ("PO Box 1234 Main..." is never a street). */
function insidePoBox(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 20), index);
  return /(?:P\.?\s?O\.?\s*Box|PO\s+Box|Post\s+Office\s+Box)\s*$/i.test(before);
}

export const findPoBox = (text: string): string | null => text.match(PO_BOX)?.[0] ?? null;

/** A street line (schema.org streetAddress) that can be placed on a map: a house number, and not a box. */
export function isStreetLine(line: string): boolean {
  if (PO_BOX.test(line)) return false;
  return /\b\d{1,6}[A-Za-z]?\b/.test(line) && /\p{L}{2,}/u.test(line);
}

/** Digits and letters only, lower case, street types shortened: for comparing two writings of one address. */
export function addressKey(address: Pick<ParsedAddress, 'houseNumber' | 'street' | 'postalCode'>): string {
  const street = address.street
    .toLowerCase()
    .replace(/\bstreet\b/g, 'st')
    .replace(/\bavenue\b/g, 'ave')
    .replace(/\broad\b/g, 'rd')
    .replace(/\bboulevard\b/g, 'blvd')
    .replace(/\bdrive\b/g, 'dr')
    .replace(/\blane\b/g, 'ln')
    .replace(/stra(ss|ß)e\b/g, 'str')
    .replace(/\b(north|south|east|west)\b/g, (word) => word[0])
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return `${address.houseNumber.toLowerCase()}|${street}|${(address.postalCode ?? '').replace(/\s/g, '').toLowerCase()}`;
}
