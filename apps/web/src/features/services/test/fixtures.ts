import type { Service } from '@proclub/contracts/services';

export function service(id: string, patch: Partial<Service> = {}): Service {
  return {
    id,
    userId: 'u-seller',
    title: `Service ${id}`,
    description: 'A useful service.',
    category: 'design',
    pricingType: 'fixed',
    priceFrom: 100,
    priceTo: 250,
    deliveryTime: '5 days',
    features: ['One thing'],
    packages: [],
    extras: [],
    tags: ['logo', 'brand', 'print', 'web'],
    imageUrl: null,
    portfolioItems: [],
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    averageRating: 4.5,
    totalReviews: 2,
    seller: { id: 'u-seller', fullName: 'Sam Seller', role: 'vendor', avatarUrl: null, companyName: null },
    ...patch,
  };
}
