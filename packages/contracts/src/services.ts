import { z } from 'zod';
import { text } from './common';

export const CATEGORIES = [
  'web_development',
  'mobile_development',
  'design',
  'marketing',
  'seo',
  'content_writing',
  'video_production',
  'consulting',
  'other',
] as const;
export const categorySchema = z.enum(CATEGORIES, { message: `Category must be one of ${CATEGORIES.join(', ')}` });
export type Category = z.infer<typeof categorySchema>;

export const PRICING_TYPES = ['fixed', 'hourly', 'project', 'monthly'] as const;
export const pricingTypeSchema = z.enum(PRICING_TYPES, { message: `Pricing type must be one of ${PRICING_TYPES.join(', ')}` });
export type PricingType = z.infer<typeof pricingTypeSchema>;

export const MAX_SERVICE_IMAGES = 5;
export const MAX_LIST_ENTRIES = 20;
export const BROWSE_PAGE_SIZE = 24;

/** Empty string or null → null; otherwise a non-negative amount with at most 2 decimals. */
const price = (label: string) =>
  z
    .union([z.number(), text(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const amount = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(amount)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (amount < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
        return z.NEVER;
      }
      if (amount > 10_000_000) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most 10,000,000` });
        return z.NEVER;
      }
      return Math.round(amount * 100) / 100;
    });

/** Dynamic lists (features, tags): trimmed, empty rows dropped on save. */
const textList = (label: string, maxLength: number) =>
  z
    .array(text().max(maxLength, `${label} entries must be at most ${maxLength} characters`))
    .max(MAX_LIST_ENTRIES, `At most ${MAX_LIST_ENTRIES} ${label.toLowerCase()}`)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean));

/** Up to three packages (issue 15): Basic / Standard / Premium, each with its own price, time, revisions, features. */
export const PACKAGE_TIERS = ['basic', 'standard', 'premium'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
export const packageTierLabels: Record<PackageTier, string> = { basic: 'Basic', standard: 'Standard', premium: 'Premium' };
export const MAX_EXTRAS = 5;

const requiredPrice = (label: string) =>
  price(label).refine((value) => value !== null && value >= 1, { message: `${label} must be at least 1` });

export const servicePackageInputSchema = z.object({
  tier: z.enum(PACKAGE_TIERS, { message: 'Package tier must be basic, standard or premium' }),
  price: requiredPrice('Package price'),
  deliveryDays: z.coerce
    .number({ message: 'Delivery days must be a number' })
    .int('Delivery days must be a whole number')
    .min(1, 'Delivery days must be at least 1')
    .max(365, 'Delivery days must be at most 365'),
  revisions: z.coerce
    .number({ message: 'Revisions must be a number' })
    .int('Revisions must be a whole number')
    .min(0, 'Revisions cannot be negative')
    .max(20, 'Revisions must be at most 20'),
  features: textList('Package features', 120),
});
export const serviceExtraInputSchema = z.object({
  /** Kept from an earlier save; the server names new extras. */
  id: text().max(40).optional(),
  title: text().trim().min(1, 'Extra title is required').max(80, 'Extra title must be at most 80 characters'),
  price: requiredPrice('Extra price'),
  /** Days the extra adds to the package's delivery time. */
  days: z.coerce
    .number({ message: 'Extra days must be a number' })
    .int('Extra days must be a whole number')
    .min(0, 'Extra days cannot be negative')
    .max(90, 'Extra days must be at most 90')
    .default(0),
});

export const serviceInputSchema = z
  .object({
    title: text().trim().min(1, 'Service title is required').max(120, 'Service title must be at most 120 characters'),
    description: text().trim().min(1, 'Description is required').max(5000, 'Description must be at most 5000 characters'),
    category: categorySchema,
    pricingType: pricingTypeSchema.default('fixed'),
    priceFrom: price('Price from'),
    priceTo: price('Price to'),
    deliveryTime: text()
      .trim()
      .max(60, 'Delivery time must be at most 60 characters')
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    features: textList('Features', 200),
    tags: textList('Tags', 40),
    packages: z.array(servicePackageInputSchema).max(3, 'At most 3 packages').default([]),
    extras: z.array(serviceExtraInputSchema).max(MAX_EXTRAS, `At most ${MAX_EXTRAS} extras`).default([]),
  })
  .superRefine((value, ctx) => {
    const tiers = value.packages.map((offer) => offer.tier);
    if (new Set(tiers).size !== tiers.length)
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'Each package tier can be offered once' });
    if (value.priceFrom !== null && value.priceTo !== null && value.priceTo < value.priceFrom) {
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'Price to must be greater than or equal to price from' });
    }
  });
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceData = z.output<typeof serviceInputSchema>;

/** Edit = the same fields plus which existing images to keep, in display order. */
export const serviceUpdateSchema = z.object({
  service: serviceInputSchema,
  keepImageIds: z.array(text().max(64)).max(MAX_SERVICE_IMAGES).default([]),
});

export const servicePackageSchema = z.object({
  tier: z.enum(PACKAGE_TIERS),
  price: z.number(),
  deliveryDays: z.number().int(),
  revisions: z.number().int(),
  features: z.array(z.string()),
});
export type ServicePackage = z.infer<typeof servicePackageSchema>;
/** `days`: added to the package's delivery time (absent on extras saved before it existed = 0). */
export const serviceExtraSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  days: z.number().int().optional(),
});
export type ServiceExtra = z.infer<typeof serviceExtraSchema>;

export const portfolioItemSchema = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const sellerSummarySchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  role: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyName: z.string().nullable(),
});

export const serviceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  pricingType: pricingTypeSchema,
  priceFrom: z.number().nullable(),
  priceTo: z.number().nullable(),
  deliveryTime: z.string().nullable(),
  features: z.array(z.string()),
  /** Basic → Premium order; empty for a service priced by price from / to only. */
  packages: z.array(servicePackageSchema),
  extras: z.array(serviceExtraSchema),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  portfolioItems: z.array(portfolioItemSchema),
  isActive: z.boolean(),
  /** Set when moderation hid the service; only its seller and admins ever receive it (issue #17). */
  moderation: z.object({ hiddenAt: z.string(), reason: z.string() }).nullable().optional(),
  createdAt: z.string(),
  averageRating: z.number(),
  totalReviews: z.number(),
  seller: sellerSummarySchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const SORTS = ['relevance', 'newest', 'price_low', 'price_high', 'rating'] as const;
export const sortSchema = z.enum(SORTS, { message: `Sort must be one of ${SORTS.join(', ')}` });
export type BrowseSort = z.infer<typeof sortSchema>;

export const browseQuerySchema = z
  .object({
    q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
    category: z.union([categorySchema, z.literal('all')]).optional(),
    minPrice: z.coerce.number().min(0, 'Minimum price cannot be negative').optional(),
    maxPrice: z.coerce.number().min(0, 'Maximum price cannot be negative').optional(),
    sort: sortSchema.optional(),
    cursor: text().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(48).default(BROWSE_PAGE_SIZE),
  })
  .superRefine((value, ctx) => {
    if (value.minPrice !== undefined && value.maxPrice !== undefined && value.maxPrice < value.minPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Maximum price must be at least the minimum price' });
    }
  });
export type BrowseQuery = z.input<typeof browseQuerySchema>;

/** What a marketplace card shows: a service without its features list (the service page has those). */
/** A card has no packages: `lowestPackagePrice` (null without packages) is what its price line needs (ADR 040). */
export const serviceCardSchema = serviceSchema
  .omit({ features: true, packages: true, extras: true })
  .extend({ lowestPackagePrice: z.number().nullable() });
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** Counting stops here: a search with more matches shows "1,000+ results". */
export const MAX_COUNTED_MATCHES = 1000;

/**
 * How many services a search matched, on its first page only (null otherwise). `similar`: the words matched
 * nothing as written, so these are the services whose titles are nearest to them (a typo was tolerated).
 */
export const searchMatchesSchema = z.object({ count: z.number().int(), atLeast: z.boolean(), similar: z.boolean() });
export type SearchMatches = z.infer<typeof searchMatchesSchema>;

export const servicePageSchema = z.object({
  items: z.array(serviceCardSchema),
  nextCursor: z.string().nullable(),
  matches: searchMatchesSchema.nullable(),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

/** The seller lists (My Services, a public seller page): newest first, one keyset page at a time. */
export const SELLER_LIST_PAGE_SIZE = 24;
export const sellerListQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(SELLER_LIST_PAGE_SIZE),
});
export type SellerListQuery = z.input<typeof sellerListQuerySchema>;

/** One page of the signed-in seller's services in every status; `total` counts them all. */
export const myServicesSchema = z.object({ items: z.array(serviceSchema), total: z.number(), nextCursor: z.string().nullable() });
export type MyServices = z.infer<typeof myServicesSchema>;

export const ratingSchema = z.object({ averageRating: z.number(), totalReviews: z.number() });
export type Rating = z.infer<typeof ratingSchema>;

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number()
    .int('Rating must be a whole number of stars')
    .min(1, 'Rating must be 1 to 5 stars')
    .max(5, 'Rating must be 1 to 5 stars'),
  comment: text().trim().max(2000, 'Review must be at most 2000 characters').default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  reviewer: z.object({ id: z.string(), fullName: z.string().nullable(), avatarUrl: z.string().nullable() }),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = z.object({ items: z.array(reviewSchema), nextCursor: z.string().nullable() });

export const sellerPageSchema = z.object({
  seller: z.object({
    id: z.string(),
    fullName: z.string().nullable(),
    role: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    companyName: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** Over every review the seller received, those of services since deleted included. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** One page of the seller's active services; nextCursor fetches the next. */
  services: z.array(serviceSchema),
  nextCursor: z.string().nullable(),
});
export type SellerPage = z.infer<typeof sellerPageSchema>;

export const categoryLabels: Record<Category, string> = {
  web_development: 'Web Development',
  mobile_development: 'Mobile Development',
  design: 'Design',
  marketing: 'Marketing',
  seo: 'SEO',
  content_writing: 'Content Writing',
  video_production: 'Video Production',
  consulting: 'Consulting',
  other: 'Other',
};
/** A category as the spec writes it ("SEO", not "Seo"), for a value typed as a plain string. */
export const categoryLabel = (value: string): string => categoryLabels[value as Category] ?? value;

/** The dashboard price line: 'from - to', 'From $x', or 'Contact for pricing'. */
export function priceLine(priceFrom: number | null, priceTo: number | null, format: (n: number) => string): string {
  if (priceFrom !== null && priceTo !== null) return `${format(priceFrom)} - ${format(priceTo)}`;
  if (priceFrom !== null) return `From ${format(priceFrom)}`;
  return 'Contact for pricing';
}
