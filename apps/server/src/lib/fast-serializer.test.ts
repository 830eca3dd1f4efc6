import { servicePageSchema, serviceSchema } from '@proclub/contracts/services';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from './fast-serializer';

const card = {
  id: 'b3a1c7de-0000-4000-8000-000000000001',
  userId: 'seller-1',
  title: 'Logo "quotes" \u2028 and <tags>',
  description: 'Line one\nline two',
  category: 'design',
  pricingType: 'fixed',
  priceFrom: 99.5,
  priceTo: null,
  deliveryTime: null,
  tags: ['logo', 'brand'],
  imageUrl: null,
  // The stored item carries storage keys; the contract (and so the JSON) does not.
  portfolioItems: [{ id: 'img', url: '/u/a.webp', thumbnailUrl: '/u/a-thumb.webp', key: 'secret/a.webp', thumbnailKey: 'k' }],
  isActive: true,
  createdAt: '2026-11-24T06:00:00.123Z',
  averageRating: 4.25,
  totalReviews: 3,
  // A card carries its lowest package price (null: no packages), so every card shows one price (ADR 040).
  lowestPackagePrice: null,
  seller: { id: 'seller-1', fullName: null, role: 'agency', avatarUrl: null, companyName: 'Studio', email: 'x@y.z' },
};

describe('fastSerializerCompiler', () => {
  it('writes what the zod contract would: the same JSON, extra fields (storage keys, emails) left out', () => {
    const page = {
      items: [card, { ...card, priceFrom: null, priceTo: 1200, deliveryTime: '3 days' }],
      nextCursor: 'abc',
      matches: { count: 1000, atLeast: true, similar: false },
    };
    const serialize = fastSerializerCompiler({ schema: servicePageSchema });
    const json = serialize(page);
    expect(JSON.parse(json)).toEqual(servicePageSchema.parse(page));
    expect(json).not.toContain('secret');
    expect(json).not.toContain('x@y.z');
    const empty = { items: [], nextCursor: null, matches: null };
    expect(JSON.parse(serialize(empty))).toEqual(empty);
  });

  it('keeps features on the service page and leaves them off a card', () => {
    const service = { ...card, features: ['One', 'Two'], packages: [], extras: [] };
    expect(JSON.parse(fastSerializerCompiler({ schema: serviceSchema })(service)).features).toEqual(['One', 'Two']);
    const page = JSON.parse(
      fastSerializerCompiler({ schema: servicePageSchema })({ items: [service], nextCursor: null, matches: null }),
    );
    expect(page.items[0]).not.toHaveProperty('features');
  });
});
