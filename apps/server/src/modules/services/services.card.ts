import type { Category, PricingType, ServiceCard } from '@proclub/contracts/services';
import type { StoredPortfolioItem } from '../../db/schema/index';

/** A row of services.sql.ts's card columns, as the driver returns it (snake_case, numbers already numbers). */
export interface CardRow {
  id: string;
  workspace_id: string;
  title: string;
  description: string;
  category: Category;
  pricing_type: PricingType;
  price_from: number | null;
  price_to: number | null;
  delivery_time: string | null;
  tags: string[];
  image_url: string | null;
  portfolio_items: StoredPortfolioItem[];
  is_active: boolean;
  /** created_at to the microsecond, UTC: the keyset cursor value. */
  created_key: string;
  rating_average: number;
  rating_count: number;
  sort_price: number | null;
  /** The cheapest package's price; null for a service without packages (ADR 040). */
  lowest_package_price: number | null;
  full_name: string | null;
  role: string | null;
  avatar_url: string | null;
  company_name: string | null;
}

/** A card row into the public contract (storage keys never leave the server). */
export function toCard(row: CardRow): ServiceCard {
  return {
    id: row.id,
    userId: row.workspace_id,
    title: row.title,
    description: row.description,
    category: row.category,
    pricingType: row.pricing_type,
    priceFrom: row.price_from,
    priceTo: row.price_to,
    lowestPackagePrice: row.lowest_package_price,
    deliveryTime: row.delivery_time,
    tags: row.tags,
    imageUrl: row.image_url,
    portfolioItems: row.portfolio_items.map(({ id, url, thumbnailUrl }) => ({ id, url, thumbnailUrl })),
    isActive: row.is_active,
    // The millisecond instant Date#toISOString gave before: the microsecond key cut to milliseconds.
    createdAt: `${row.created_key.slice(0, 23)}Z`,
    averageRating: row.rating_average,
    totalReviews: row.rating_count,
    seller: {
      id: row.workspace_id,
      fullName: row.full_name,
      role: row.role,
      avatarUrl: row.avatar_url,
      companyName: row.company_name,
    },
  };
}
