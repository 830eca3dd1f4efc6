import type { BrowseSort, Category, PricingType } from '@proclub/contracts/services';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, reviews, type StoredPortfolioItem, services, user } from '../../db/schema/index';
import { type CursorValues, decodeCursor, encodeCursor } from './services.cursor';

export interface ServiceRow {
  id: string;
  userId: string;
  title: string;
  description: string;
  category: Category;
  pricingType: PricingType;
  priceFrom: number | null;
  priceTo: number | null;
  deliveryTime: string | null;
  features: string[];
  tags: string[];
  imageUrl: string | null;
  portfolioItems: StoredPortfolioItem[];
  isActive: boolean;
  createdAt: Date;
  ratingAverage: number;
  ratingCount: number;
  sortPrice: number | null;
  seller: { id: string; fullName: string | null; role: string | null; avatarUrl: string | null; companyName: string | null };
}

export interface ServiceWrite {
  title: string;
  description: string;
  category: Category;
  pricingType: PricingType;
  priceFrom: number | null;
  priceTo: number | null;
  deliveryTime: string | null;
  features: string[];
  tags: string[];
  imageUrl: string | null;
  portfolioItems: StoredPortfolioItem[];
}

export interface BrowseFilters {
  q?: string;
  category?: Category;
  minPrice?: number;
  maxPrice?: number;
  sort: BrowseSort;
  cursor?: string;
  limit: number;
}

const serviceColumns = {
  id: services.id,
  userId: services.userId,
  title: services.title,
  description: services.description,
  category: services.category,
  pricingType: services.pricingType,
  priceFrom: services.priceFrom,
  priceTo: services.priceTo,
  deliveryTime: services.deliveryTime,
  features: services.features,
  tags: services.tags,
  imageUrl: services.imageUrl,
  portfolioItems: services.portfolioItems,
  isActive: services.isActive,
  createdAt: services.createdAt,
  ratingAverage: services.ratingAverage,
  ratingCount: services.ratingCount,
  sortPrice: services.sortPrice,
  seller: {
    id: services.userId,
    fullName: profiles.fullName,
    role: profiles.role,
    avatarUrl: profiles.avatarUrl,
    companyName: profiles.companyName,
  },
};

/** ORDER BY clauses written to match the partial indexes exactly (drizzle indexes say NULLS LAST). */
const orderings: Record<Exclude<BrowseSort, 'relevance'>, SQL> = {
  newest: sql`${services.createdAt} desc nulls last, ${services.id} desc nulls last`,
  rating: sql`${services.ratingAverage} desc nulls last, ${services.ratingCount} desc nulls last, ${services.id} desc nulls last`,
  price_low: sql`${services.sortPrice} asc nulls last, ${services.id} asc`,
  price_high: sql`${services.sortPrice} desc nulls last, ${services.id} desc nulls last`,
};

export class ServicesRepository {
  constructor(private readonly db: Db) {}

  private selectServices() {
    return this.db.select(serviceColumns).from(services).leftJoin(profiles, eq(profiles.id, services.userId));
  }

  async findById(id: string): Promise<ServiceRow | null> {
    const [row] = await this.selectServices().where(eq(services.id, id));
    return (row as ServiceRow | undefined) ?? null;
  }

  async listByOwner(userId: string, limit: number): Promise<{ items: ServiceRow[]; total: number }> {
    const [items, [{ total }]] = await Promise.all([
      this.selectServices()
        .where(eq(services.userId, userId))
        .orderBy(sql`${services.userId}, ${services.createdAt} desc nulls last, ${services.id} desc nulls last`)
        .limit(limit),
      this.db.select({ total: sql<number>`count(*)::int` }).from(services).where(eq(services.userId, userId)),
    ]);
    return { items: items as ServiceRow[], total };
  }

  async listActiveBySeller(userId: string, limit: number): Promise<ServiceRow[]> {
    const rows = await this.selectServices()
      .where(and(eq(services.userId, userId), eq(services.isActive, true)))
      .orderBy(sql`${services.userId}, ${services.createdAt} desc nulls last, ${services.id} desc nulls last`)
      .limit(limit);
    return rows as ServiceRow[];
  }

  /** One page of active services. Returns limit rows plus the cursor of the next page, if any. */
  async browse(filters: BrowseFilters): Promise<{ items: ServiceRow[]; nextCursor: string | null }> {
    const conditions: SQL[] = [sql`${services.isActive}`];
    const query = filters.q ? sql`websearch_to_tsquery('english', ${filters.q})` : null;
    if (query) conditions.push(sql`${services.search} @@ ${query}`);
    if (filters.category) conditions.push(eq(services.category, filters.category));
    if (filters.minPrice !== undefined) conditions.push(sql`${services.sortPrice} >= ${filters.minPrice}`);
    if (filters.maxPrice !== undefined) conditions.push(sql`${services.sortPrice} <= ${filters.maxPrice}`);

    const sort = filters.sort === 'relevance' && !query ? 'newest' : filters.sort;
    const rank = query ? sql<string>`ts_rank(${services.search}, ${query})::text` : null;
    const after = keysetCondition(sort, filters.cursor, rank ? sql`ts_rank(${services.search}, ${query})` : null);
    if (after) conditions.push(after);

    const order = sort === 'relevance' ? sql`ts_rank(${services.search}, ${query}) desc, ${services.id} desc` : orderings[sort];
    const rows = (await this.db
      .select({
        ...serviceColumns,
        rank: rank ?? sql<string | null>`null`,
        // Microsecond-exact key: a JS Date would round to milliseconds and make pages skip rows.
        createdAtKey: sql<string>`to_char(${services.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(services)
      .leftJoin(profiles, eq(profiles.id, services.userId))
      .where(and(...conditions))
      .orderBy(order)
      .limit(filters.limit + 1)) as BrowseRow[];

    const hasMore = rows.length > filters.limit;
    const items = rows.slice(0, filters.limit);
    const last = items.at(-1);
    return { items, nextCursor: hasMore && last ? encodeCursor(sort, cursorValues(sort, last)) : null };
  }

  async insert(userId: string, data: ServiceWrite): Promise<string> {
    const [row] = await this.db
      .insert(services)
      .values({ userId, ...data })
      .returning({ id: services.id });
    return row.id;
  }

  async update(id: string, userId: string, data: ServiceWrite): Promise<boolean> {
    const rows = await this.db
      .update(services)
      .set({ ...data, updatedAt: new Date() })
      .where(and(eq(services.id, id), eq(services.userId, userId)))
      .returning({ id: services.id });
    return rows.length > 0;
  }

  async setActive(id: string, userId: string, isActive: boolean): Promise<boolean> {
    const rows = await this.db
      .update(services)
      .set({ isActive, updatedAt: new Date() })
      .where(and(eq(services.id, id), eq(services.userId, userId)))
      .returning({ id: services.id });
    return rows.length > 0;
  }

  async delete(id: string, userId: string): Promise<StoredPortfolioItem[] | null> {
    const [row] = await this.db
      .delete(services)
      .where(and(eq(services.id, id), eq(services.userId, userId)))
      .returning({ portfolioItems: services.portfolioItems });
    return row ? row.portfolioItems : null;
  }

  async reviewerName(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    return row?.name ?? null;
  }

  /** Recomputes the denormalised rating used for display and the 'best rated' sort. */
  async refreshRating(serviceId: string): Promise<void> {
    await this.db
      .update(services)
      .set({
        ratingAverage: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.serviceId} = ${serviceId}), 0)`,
        ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.serviceId} = ${serviceId})`,
      })
      .where(eq(services.id, serviceId));
  }
}

type BrowseRow = ServiceRow & { rank: string | null; createdAtKey: string };

function cursorValues(sort: BrowseSort, row: BrowseRow): CursorValues {
  switch (sort) {
    case 'relevance':
      return [row.rank, row.id];
    case 'rating':
      return [row.ratingAverage, row.ratingCount, row.id];
    case 'price_low':
    case 'price_high':
      return [row.sortPrice, row.id];
    default:
      return [row.createdAtKey, row.id];
  }
}

/** The WHERE clause that starts a page right after the cursor row, in the sort's order. */
function keysetCondition(sort: BrowseSort, cursor: string | undefined, rank: SQL | null): SQL | null {
  const arity = sort === 'rating' ? 3 : 2;
  const values = decodeCursor(sort, cursor, arity);
  if (!values) return null;
  const id = String(values.at(-1));
  if (!/^[0-9a-f-]{36}$/i.test(id)) decodeCursor(sort, 'invalid', arity);
  switch (sort) {
    case 'relevance':
      return sql`(${rank}, ${services.id}) < (${String(values[0])}::real, ${id}::uuid)`;
    case 'rating':
      return sql`(${services.ratingAverage}, ${services.ratingCount}, ${services.id}) < (${Number(values[0])}, ${Number(values[1])}, ${id}::uuid)`;
    case 'price_low':
      return values[0] === null
        ? sql`${services.sortPrice} is null and ${services.id} > ${id}::uuid`
        : sql`(${services.sortPrice} > ${Number(values[0])} or (${services.sortPrice} = ${Number(values[0])} and ${services.id} > ${id}::uuid) or ${services.sortPrice} is null)`;
    case 'price_high':
      return values[0] === null
        ? sql`${services.sortPrice} is null and ${services.id} < ${id}::uuid`
        : sql`(${services.sortPrice} < ${Number(values[0])} or (${services.sortPrice} = ${Number(values[0])} and ${services.id} < ${id}::uuid) or ${services.sortPrice} is null)`;
    default:
      return sql`(${services.createdAt}, ${services.id}) < (${String(values[0])}::timestamptz, ${id}::uuid)`;
  }
}
