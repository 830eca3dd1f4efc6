/**
 * Street addresses in page text, for the formats our customers' prospects use: US, Canada (English and French
 * street order), UK, Australia and Germany. No maintained JavaScript library covers these (libpostal needs a 2 GB model and native code), so this
 * is a careful parser: an address needs a house number and a street (type word or, in German, the -straße
 * family), and is returned with the town and postcode when they follow. P.O. boxes, a town on its own and a
 * street without a house number are not street addresses (they cannot be placed on a map, so not NAP).
 */

export type AddressCountry = 'US' | 'CA' | 'GB' | 'DE' | 'AU';

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
const WORD = String.raw`(?:${ORDINAL}|\d{1,3}(?=\s)|[A-Z][\p{L}'’.-]*|(?:de|la|le|of|the|du|des)\b)`;
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

const AU_STATES = 'NSW|VIC|QLD|WA|SA|TAS|ACT|NT';

/**
 * "310 S 13th St", "70b Talbot St N", "1234 SE Division St, Suite 5", "14 Old Church Road", "3/12 Smith St",
 * "1000 rue Sherbrooke Ouest". At least one name word comes before the street type ("2009 Dr." is a year and a
 * title, not a street); Broadway stands alone.
 */
const HOUSE = String.raw`(\d{1,6}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?)?)`;
const FRENCH_TYPE = String.raw`(?:rue|Rue|boulevard|Boulevard|boul\.|Boul\.|chemin|Chemin|avenue|Avenue|av\.|route|Route|place|Place|rang|Rang|côte|Côte)`;
const STREET_LINE = String.raw`(?<![\p{L}\p{N}/-])${HOUSE}\s+((?:${DIRECTION}\s+)?(?:${WORD}\s+){1,4}?${TYPE}(?:\s+${DIRECTION}(?![\p{L}]))?|(?:${DIRECTION}\s+)?Broadway(?![\p{L}])|${FRENCH_TYPE}\s+(?:(?:de|du|des|la|le|l’|l'|d’|d')\s*)?(?:[\p{Lu}\d][\p{L}\p{N}'’.-]*\s*){1,3}?(?:\s*(?:Est|Ouest|Nord|Sud)(?![\p{L}]))?(?=,))(${UNIT})?`;
const STREET = new RegExp(STREET_LINE, 'gu');
const NA_TAIL = new RegExp(
  String.raw`^,?\s+(${TOWN}),?\s+(${US_STATES}|${CA_PROVINCES})\.?,?\s+(${US_ZIP}|${CA_POSTAL})(?![\p{L}\p{N}])`,
  'u',
);
const AU_TAIL = new RegExp(String.raw`^,?\s+(${TOWN}),?\s+(${AU_STATES}),?\s+(\d{4})(?![\p{L}\p{N}])`, 'u');
const UK_TAIL = new RegExp(String.raw`^(?:,?\s+(${TOWN}))?,?\s*(${UK_POSTCODE})(?![\p{L}\p{N}])`, 'u');
const TOWN_REGION_TAIL = new RegExp(
  String.raw`^,?\s+(${TOWN}),?\s+(${US_STATES}|${CA_PROVINCES}|${AU_STATES})(?![\p{L}\p{N}])`,
  'u',
);
/** "Since 2009", "Est. 1998", "© 2024": a year, not a house number. */
const YEAR_BEFORE =
  /(?:since|est\.?|established|founded|estd\.?|serving\s+\w+\s+since|in|from|©|copyright|\(c\)|year|until|circa|c\.)\s*$/i;
/** "Hauptstraße 12, 10115 Berlin", "Am Markt 3a, 80331 München", "Kölner Str. 7 50667 Köln". */
const GERMAN =
  /((?:[A-ZÄÖÜ][\p{L}-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt|steig|pfad)|(?:[A-ZÄÖÜ][\p{L}-]*\s+)(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer)|(?:Am|An der|An den|Im|In der|In den|Auf der|Auf dem|Zum|Zur|Unter den)\s+[A-ZÄÖÜ][\p{L}-]+))\s+(\d{1,4}\s?[a-z]?(?:-\d{1,4})?)\s*,?\s+(\d{5})\s+([A-ZÄÖÜ][\p{L}-]+(?:\s(?:am|an der|im|\/)\s?[\p{L}-]+)?)/gu;
const PO_BOX = /\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box|PO\s+Box|Postfach)\s*\d+/i;

const CA_SET = new Set(CA_PROVINCES.split('|'));

/** The town, region and postcode that follow a street line, in the formats that fit. */
function readTail(after: string): Pick<ParsedAddress, 'locality' | 'region' | 'postalCode' | 'country'> & { length: number } {
  const na = after.match(NA_TAIL);
  if (na)
    return { locality: na[1], region: na[2], postalCode: na[3], country: /^\d/.test(na[3]) ? 'US' : 'CA', length: na[0].length };
  const au = after.match(AU_TAIL);
  if (au) return { locality: au[1], region: au[2], postalCode: au[3], country: 'AU', length: au[0].length };
  const uk = after.match(UK_TAIL);
  if (uk) return { locality: uk[1] ?? null, region: null, postalCode: uk[2].toUpperCase(), country: 'GB', length: uk[0].length };
  const townRegion = after.match(TOWN_REGION_TAIL);
  if (townRegion) {
    const region = townRegion[2];
    const country = CA_SET.has(region) ? 'CA' : /^(NSW|VIC|QLD|TAS|ACT|NT)$/.test(region) ? 'AU' : 'US';
    return { locality: townRegion[1], region, postalCode: null, country, length: townRegion[0].length };
  }
  return { locality: null, region: null, postalCode: null, country: null, length: 0 };
}

/** How complete a reading is: a postcode counts most, then the town and the region. */
const completeness = (address: ParsedAddress) =>
  (address.postalCode ? 2 : 0) + (address.locality ? 1 : 0) + (address.region ? 1 : 0);

/** Every street address in a piece of text, in page order. */
export function findAddresses(text: string): ParsedAddress[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const found: { at: number; address: ParsedAddress }[] = [];
  for (const german of clean.matchAll(GERMAN)) {
    found.push({
      at: german.index ?? 0,
      address: {
        text: german[0].trim(),
        street: german[1],
        houseNumber: german[2].replace(/\s/g, ''),
        postalCode: german[3],
        locality: german[4],
        region: null,
        country: 'DE',
      },
    });
  }
  for (const match of clean.matchAll(STREET)) {
    const at = match.index ?? 0;
    const houseNumber = match[1];
    const before = clean.slice(Math.max(0, at - 30), at);
    if (insidePoBox(clean, at)) continue;
    if (/^(1[89]|20)\d{2}$/.test(houseNumber) && YEAR_BEFORE.test(before)) continue;
    const end = at + match[0].length;
    const tail = readTail(clean.slice(end));
    found.push({
      at,
      address: {
        text: clean.slice(at, end + tail.length).trim(),
        houseNumber,
        street: match[2].trim(),
        locality: tail.locality,
        region: tail.region,
        postalCode: tail.postalCode,
        country: tail.country,
      },
    });
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.address);
}

/**
 * The street address of a piece of text: the most complete reading wins (a full address with town, region and
 * postcode beats a street fragment elsewhere), then the page's country, then the first on the page.
 */
export function parseAddress(text: string, preferred: AddressCountry | null = null): ParsedAddress | null {
  const all = findAddresses(text);
  if (all.length === 0) return null;
  const score = (candidate: ParsedAddress) => completeness(candidate) + (preferred && candidate.country === preferred ? 0.5 : 0);
  let best = all[0];
  for (const candidate of all) if (score(candidate) > score(best)) best = candidate;
  return best;
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
