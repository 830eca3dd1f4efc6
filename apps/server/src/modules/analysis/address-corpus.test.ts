import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAddress } from './checks/address-parser';

/**
 * The address test set (fixtures/address-corpus.json): real-world address formats (US, Canada in English and
 * French street order, UK, Australia, Germany) and strings that look like addresses but are not (a year and a
 * title, phone numbers, "24 Hour Service", company numbers, P.O. boxes). `address` is the text the parser must
 * return (null: none); the other fields are checked when given.
 */
interface Entry {
  format: string;
  text: string;
  address: string | null;
  postalCode?: string;
  locality?: string;
  region?: string;
}

const corpus: Entry[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('./fixtures/address-corpus.json', import.meta.url)), 'utf8'),
);

it('the address test set has at least 100 strings in US, CA, UK and AU formats, addresses and not', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(100);
  for (const format of ['US', 'CA', 'UK', 'AU']) {
    expect(corpus.filter((entry) => entry.format === format && entry.address).length, format).toBeGreaterThanOrEqual(5);
    expect(corpus.filter((entry) => entry.format === format && !entry.address).length, format).toBeGreaterThanOrEqual(3);
  }
});

describe('address parser on the test set', () => {
  for (const entry of corpus) {
    it(`${entry.format}: ${entry.text}`, () => {
      const parsed = parseAddress(entry.text);
      expect(parsed?.text ?? null).toBe(entry.address);
      if (entry.postalCode) expect(parsed?.postalCode).toBe(entry.postalCode);
      if (entry.locality) expect(parsed?.locality).toBe(entry.locality);
      if (entry.region) expect(parsed?.region).toBe(entry.region);
    });
  }
});
