import { describe, expect, it } from 'vitest';
import { copyrightName, readsAsName } from './checks/business-facts';

describe('business names from footers and logos', () => {
  it.each([
    ['© 2024 Walter J. Smith Plumbing. All rights reserved.', 'Walter J. Smith Plumbing'],
    ['© 2025 Rose City Plumbing LLC. All rights reserved.', 'Rose City Plumbing LLC'],
    ['Copyright © 2019–2025 Summit Roofing Co · Licensed and insured', 'Summit Roofing Co'],
    ['Copyright © 2024 Smith Bros. Roofing | Privacy policy', 'Smith Bros. Roofing'],
    ['© 2024 Talbot Street Dental. All rights reserved.', 'Talbot Street Dental'],
    ['(c) 2022 Harbor Tax Advisors - Website by Acme Web', 'Harbor Tax Advisors'],
  ])('reads the name in %s', (line, name) => {
    expect(copyrightName(line)).toBe(name);
  });

  it.each([
    'Copyright 2023 Walter J',
    '© 2024 Walter J.',
    '© 2024. All rights reserved.',
    '© 2024 All rights reserved',
    '© 2023 We are proud to serve the people of Portland with honest work.',
  ])('refuses a cut or sentence copyright line: %s', (line) => {
    expect(copyrightName(line)).toBeNull();
  });

  it('takes a logo alt text only when it reads as a name', () => {
    for (const name of ['Lincoln Lock & Key', 'Rose City Plumbing', 'Bäckerei Sonnenschein GmbH', 'ACME', 'House of Pies'])
      expect(readsAsName(name), name).toBe(true);
    for (const text of [
      'Our friendly crew fixing a roof in Portland',
      'Best Plumber in Portland',
      'logo',
      'Click here to go home',
      'Walter J',
      'A photo of our shop.',
    ])
      expect(readsAsName(text), text).toBe(false);
  });
});
