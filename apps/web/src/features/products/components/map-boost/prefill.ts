import type { Client } from '@proclub/contracts/crm';

export interface MapPageContact {
  businessName: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  website: string;
}

/** "TX 78701", "ON M5V 2T6", "SW1A 1AA" (a postcode alone) → region and postcode. */
function regionAndPostcode(part: string): { region: string; postalCode: string } {
  const match = /^([A-Za-z][A-Za-z .]*?)\s+(\d[\dA-Za-z -]{2,9}|[A-Za-z]\d[A-Za-z\d ]{2,6})$/.exec(part);
  if (match) return { region: match[1].trim(), postalCode: match[2].trim() };
  if (/\d/.test(part)) return { region: '', postalCode: part };
  return { region: part, postalCode: '' };
}

/**
 * The page's contact details from the CRM client's record: business name (company, else the client's name),
 * phone, website and the one-line address split as it is usually written: "street, city, REGION postcode, country".
 */
export function contactFromClient(client: Pick<Client, 'name' | 'company' | 'phone' | 'website' | 'address'>): MapPageContact {
  const parts = (client.address ?? '')
    .split(/,|\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const [streetAddress = '', city = '', third = '', ...rest] = parts;
  const { region, postalCode } = third ? regionAndPostcode(third) : { region: '', postalCode: '' };
  return {
    businessName: client.company?.trim() || client.name,
    streetAddress,
    city,
    region,
    postalCode,
    country: rest.join(', '),
    phone: client.phone ?? '',
    website: client.website ?? '',
  };
}

/** Fills only the empty fields: what the user already typed stays. */
export function fillEmpty<T extends Record<string, string>>(current: T, from: Partial<T>): T {
  const next = { ...current };
  for (const key of Object.keys(from) as (keyof T)[]) {
    const value = from[key];
    if (!next[key].trim() && value) next[key] = value;
  }
  return next;
}
