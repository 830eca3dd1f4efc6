import { CATEGORIES, PRICING_TYPES, type ServiceExtra, type ServicePackage } from '@proclub/contracts/services';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, linkedTo, money, newestFirst, textList, timestamps, timestamptz, tsvector, uuidPrimaryKey } from './columns';
import { belongsToUser } from './user-columns';

export const serviceCategory = pgEnum('service_category', CATEGORIES);
export const pricingType = pgEnum('pricing_type', PRICING_TYPES);

/** Numeric columns come back from the driver as strings; convert at the edge of the repository. */

export interface StoredPortfolioItem {
  id: string;
  key: string;
  thumbnailKey: string;
  url: string;
  thumbnailUrl: string;
}

export const services = pgTable(
  'services',
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: serviceCategory('category').notNull().default('web_development'),
    pricingType: pricingType('pricing_type').notNull().default('fixed'),
    priceFrom: money('price_from'),
    priceTo: money('price_to'),
    /** The price used for sorting and price filters: from, else to (null = contact for pricing). */
    sortPrice: money('sort_price').generatedAlwaysAs(sql`coalesce(price_from, price_to)`),
    deliveryTime: text('delivery_time'),
    features: textList('features'),
    tags: textList('tags'),
    imageUrl: text('image_url'),
    portfolioItems: jsonb('portfolio_items').$type<StoredPortfolioItem[]>().notNull().default([]),
    /** Up to three packages (basic → premium) and paid extras (issue 15); empty = priced by price from / to. */
    packages: jsonb('packages').$type<ServicePackage[]>().notNull().default([]),
    extras: jsonb('extras').$type<ServiceExtra[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by a moderator (issue #17): hidden from everyone but the seller and admins until the seller edits it. */
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Weighted full-text document: title > tags > category > description (see migration for the function).
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', proclub_text_array_join(tags)), 'B') || setweight(to_tsvector('english', proclub_enum_words(category)), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')`,
    ),
    ...timestamps(),
  },
  (table) => [
    index('services_user_created_idx').on(table.userId, ...newestFirst(table)),
    index('services_active_newest_idx')
      .on(...newestFirst(table))
      .where(sql`${table.isActive}`),
    index('services_active_category_newest_idx')
      .on(table.category, ...newestFirst(table))
      .where(sql`${table.isActive}`),
    index('services_active_price_asc_idx').on(table.sortPrice.asc().nullsLast(), table.id.asc()).where(sql`${table.isActive}`),
    index('services_active_price_desc_idx').on(table.sortPrice.desc().nullsLast(), table.id.desc()).where(sql`${table.isActive}`),
    index('services_active_rating_idx')
      .on(table.ratingAverage.desc(), table.ratingCount.desc(), table.id.desc())
      .where(sql`${table.isActive}`),
    // fastupdate off: no pending list to scan on every search (PGlite never autovacuums to flush it).
    index('services_search_idx').using('gin', table.search).with({ fastupdate: false }),
    // A search whose words match nothing falls back to the nearest titles by trigram word similarity (one typo
    // per word); GiST, because it can return the nearest rows in order (KNN) instead of scoring every title.
    index('services_title_trgm_idx').using('gist', sql`${table.title} gist_trgm_ops`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    // A review outlives its service (the seller's record is theirs to keep): deleting the service leaves the
    // review with no service, still counted for the seller, whose id is kept here for that reason.
    serviceId: linkedTo('service_id', () => services.id),
    sellerId: belongsToUser('seller_id'),
    reviewerId: belongsToUser('reviewer_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_service_reviewer_idx').on(table.serviceId, table.reviewerId),
    index('reviews_service_created_idx').on(table.serviceId, ...newestFirst(table)),
    index('reviews_seller_idx').on(table.sellerId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
