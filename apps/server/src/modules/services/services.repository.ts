import { CLOSED_ORDER_STATUSES } from '@proclub/contracts/orders';
import type {
  BrowseSort,
  Category,
  PricingType,
  Service,
  ServiceCard,
  ServiceExtra,
  ServicePackage,
} from '@proclub/contracts/services';
import { and, eq, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PreparedQuery, preparedQuery } from '../../db/prepared';
import { orders, profiles, reviews, type StoredPortfolioItem, services, user } from '../../db/schema/index';
import { BatchQueue } from '../../lib/batch-queue';
import { isUuid } from '../../lib/ids';
import { SharedReads } from '../../lib/shared-reads';
import { MAX_RANKED_HITS, positionAfter, type RankedHit, type SearchRankingCache } from './search-ranking-cache';
import { type CardRow, toCard } from './services.card';
import { type CursorValues, decodeCursor, encodeCursor } from './services.cursor';
import {
  browseStatement,
  cardsByIdStatement,
  countMatchesStatement,
  type RankSql,
  rankedCardsStatement,
  rankStatement,
  servicesByIdStatement,
  similarTitlesStatement,
} from './services.sql';

export interface ServiceRow extends ServiceWrite {
  id: string;
  /** The seller's workspace (issue 31). */
  workspaceId: string;
  isActive: boolean;
  /** Set when moderation hid the service (issue #17): only its seller and admins see it then. */
  hiddenAt: Date | null;
  hiddenReason: string | null;
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
  packages: ServicePackage[];
  extras: ServiceExtra[];
}

export interface SellerListOptions {
  activeOnly: boolean;
  cursor?: string;
  limit: number;
}

export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
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

/** A team workspace's own name where no profile stands behind its id (ADR 045; see services.sql.ts). */
const teamName = sql`(select w.name from workspaces w where ${profiles.id} is null and w.id = ${services.workspaceId})`;

const serviceColumns = {
  id: services.id,
  workspaceId: services.workspaceId,
  title: services.title,
  description: services.description,
  category: services.category,
  pricingType: services.pricingType,
  priceFrom: services.priceFrom,
  priceTo: services.priceTo,
  deliveryTime: services.deliveryTime,
  features: services.features,
  packages: services.packages,
  extras: services.extras,
  tags: services.tags,
  imageUrl: services.imageUrl,
  portfolioItems: services.portfolioItems,
  isActive: services.isActive,
  hiddenAt: services.hiddenAt,
  hiddenReason: services.hiddenReason,
  createdAt: services.createdAt,
  ratingAverage: services.ratingAverage,
  ratingCount: services.ratingCount,
  sortPrice: services.sortPrice,
  seller: {
    id: services.workspaceId,
    fullName: sql<string | null>`coalesce(${profiles.fullName}, ${teamName})`,
    role: profiles.role,
    avatarUrl: profiles.avatarUrl,
    companyName: sql<string | null>`coalesce(${profiles.companyName}, ${teamName})`,
  },
};

/** Listed: active and not hidden by moderation (the partial indexes cover is_active; hidden rows are rare). */
const listed = sql`${services.isActive} and ${services.hiddenAt} is null`;

const browseColumns = {
  ...serviceColumns,
  // Microsecond-exact key: a JS Date would round to milliseconds and make pages skip rows.
  createdAtKey: sql<string>`to_char(${services.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

export class ServicesRepository {
  /** The hot reads' hand-written statements (services.sql.ts) run through this, past the ORM. */
  private readonly query: PreparedQuery;
  /** Identical concurrent page reads share one statement (lib/shared-reads.ts). */
  private readonly sharedPages = new SharedReads<KeysetPage<ServiceCard>>();
  /** Concurrent by-id reads (service pages, ratings, orders) go to the database together, one statement per batch. */
  private readonly servicesById = new BatchQueue<string, Service | null>((ids) => this.readServices(ids), {
    maxBatch: 100,
    maxInFlight: 4,
  });

  /** `rankings` makes deep relevance pages O(page); without it (other modules' use) every page ranks live. */
  constructor(
    private readonly db: Db,
    private readonly rankings?: SearchRankingCache,
  ) {
    this.query = preparedQuery(db);
  }

  private selectServices() {
    return this.db.select(serviceColumns).from(services).leftJoin(profiles, eq(profiles.id, services.workspaceId));
  }

  /** Service rows with their exact created_at key, for the keyset-paged lists. */
  private selectKeyedServices() {
    return this.db.select(browseColumns).from(services).leftJoin(profiles, eq(profiles.id, services.workspaceId));
  }

  async findById(id: string): Promise<ServiceRow | null> {
    const [row] = await this.selectServices().where(eq(services.id, id));
    return (row as ServiceRow | undefined) ?? null;
  }

  /**
   * A seller's services, newest first, one keyset page at a time on services_workspace_created_idx
   * (workspace_id, created_at desc, id desc). `activeOnly` is the public seller page; without it, the owner's list.
   */
  async listBySeller(workspaceId: string, options: SellerListOptions): Promise<KeysetPage<ServiceRow>> {
    const kind = options.activeOnly ? 'seller' : 'mine';
    const after = newestAfter(kind, options.cursor);
    const rows = (await this.selectKeyedServices()
      .where(and(eq(services.workspaceId, workspaceId), options.activeOnly ? listed : undefined, after ?? undefined))
      .orderBy(sql`${services.workspaceId}, ${services.createdAt} desc nulls last, ${services.id} desc nulls last`)
      .limit(options.limit + 1)) as KeyedRow[];
    const items = rows.slice(0, options.limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > options.limit && last ? encodeCursor(kind, [last.createdAtKey, last.id]) : null };
  }

  /** Every service the user owns, in any status (the 'N service(s) listed' header). */
  async countByOwner(workspaceId: string): Promise<number> {
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(services)
      .where(eq(services.workspaceId, workspaceId));
    return total;
  }

  /**
   * One page of active services as cards, with the cursor of the next page, if any. Hand-written prepared SQL
   * (services.sql.ts) mapped straight to the contract: the hottest read skips the ORM (issue #18).
   */
  browse(filters: BrowseFilters): Promise<KeysetPage<ServiceCard>> {
    // Every filter is part of the key (sorted, so the same filters in another order are the same page).
    const key = JSON.stringify(filters, Object.keys(filters).sort());
    return this.sharedPages.run(key, () => this.readPage(filters));
  }

  private async readPage(filters: BrowseFilters): Promise<KeysetPage<ServiceCard>> {
    if (filters.sort === 'relevance' && filters.q) return this.relevancePage({ ...filters, q: filters.q });
    const sort = filters.sort === 'relevance' ? 'newest' : filters.sort; // relevance without words: newest
    const after = keysetValues(sort, filters.cursor);
    const rows = await this.query<CardRow>(browseStatement({ ...filters, sort, after, limit: filters.limit + 1 }));
    const hasMore = rows.length > filters.limit;
    const items = rows.slice(0, filters.limit);
    const last = items.at(-1);
    return { items: items.map(toCard), nextCursor: hasMore && last ? encodeCursor(sort, cursorValues(sort, last)) : null };
  }

  /** How many listed services the search's words match, up to `cap`. */
  async countMatches(filters: BrowseFilters & { q: string }, cap: number): Promise<number> {
    const [row] = await this.query<{ count: number }>(countMatchesStatement(filters, cap));
    return row?.count ?? 0;
  }

  /** The listed services whose titles are nearest the words (for a search that matched nothing as written). */
  async similarTitles(filters: BrowseFilters & { q: string }): Promise<ServiceCard[]> {
    return (await this.query<CardRow>(similarTitlesStatement(filters, filters.limit))).map(toCard);
  }

  /** One service as the contract shows it (features included), any status: the caller decides who may see it. */
  findService(id: string): Promise<Service | null> {
    return this.servicesById.run(id);
  }

  /** One result per id, in order (null for an unknown id); an id asked twice in a batch is read once. */
  private async readServices(ids: string[]): Promise<(Service | null)[]> {
    const rows = await this.query<ServiceByIdRow>(servicesByIdStatement([...new Set(ids)]));
    const byId = new Map(rows.map((row) => [row.id, serviceFromRow(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * A relevance-sorted page: rank the matches narrowly (ids and ranks only, so the sort carries no wide rows),
   * then load the page's rows. Pages after the first come from the search's cached ranking when there is one.
   */
  private async relevancePage(filters: BrowseFilters & { q: string }): Promise<KeysetPage<ServiceCard>> {
    const after = relevanceCursor(filters.cursor);
    if (!after) return this.firstRelevancePage(filters);
    const window =
      (await this.windowFromRanking(filters, after)) || (await this.rankHits({ ...filters, after, limit: filters.limit + 1 }));
    const pageHits = window.slice(0, filters.limit);
    const ids = pageHits.map((hit) => hit.id);
    const rows = ids.length ? await this.query<CardRow>(cardsByIdStatement(ids)) : [];
    // A service deactivated or deleted since a cached ranking was taken drops out; that page runs short.
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = pageHits.flatMap((hit) => {
      const row = byId.get(hit.id);
      return row ? [toCard(row)] : [];
    });
    const last = pageHits.at(-1);
    const hasMore = window.length > filters.limit;
    return { items, nextCursor: hasMore && last ? encodeCursor('relevance', [last.rank, last.id]) : null };
  }

  /** Page 1 of a search: ranking and cards in one statement (it always runs live, see search-ranking-cache.ts). */
  private async firstRelevancePage(filters: BrowseFilters & { q: string }): Promise<KeysetPage<ServiceCard>> {
    const rows = await this.query<CardRow & { rank: string }>(rankedCardsStatement({ ...filters, limit: filters.limit + 1 }));
    const items = rows.slice(0, filters.limit);
    const last = items.at(-1);
    return {
      items: items.map(toCard),
      nextCursor: rows.length > filters.limit && last ? encodeCursor('relevance', [last.rank, last.id]) : null,
    };
  }

  /**
   * The hits after the cursor, cut from the search's cached ranking (see search-ranking-cache.ts), ranking
   * every match once on a miss. Null without a cache, or when the cursor lies past the cached hits.
   */
  private async windowFromRanking(
    filters: BrowseFilters & { q: string },
    after: { rank: string; id: string },
  ): Promise<RankedHit[] | null> {
    if (!this.rankings) return null;
    const key = JSON.stringify([filters.q, filters.category ?? null, filters.minPrice ?? null, filters.maxPrice ?? null]);
    let hits = this.rankings.get(key);
    if (!hits) {
      hits = await this.rankHits({ ...filters, after: null, limit: MAX_RANKED_HITS });
      this.rankings.set(key, hits);
    }
    const start = positionAfter(hits, Number(after.rank), after.id);
    const window = hits.slice(start, start + filters.limit + 1);
    return window.length <= filters.limit && hits.length >= MAX_RANKED_HITS ? null : window;
  }

  /** Matching ids and ranks, best first. */
  private async rankHits(filters: RankSql): Promise<RankedHit[]> {
    const rows = await this.query<{ id: string; rank: string }>(rankStatement(filters));
    return rows.map((row) => ({ id: row.id, rank: row.rank, score: Number(row.rank) }));
  }

  async insert(workspaceId: string, data: ServiceWrite): Promise<string> {
    const [row] = await this.db
      .insert(services)
      .values({ workspaceId, ...data })
      .returning({ id: services.id });
    this.rankings?.clear();
    return row.id;
  }

  /** Updates the owner's service; answers whether it is hidden by moderation (an edit then is an appeal), or null. */
  async update(id: string, workspaceId: string, data: ServiceWrite): Promise<{ hidden: boolean; title: string } | null> {
    const [row] = await this.db
      .update(services)
      .set({ ...data, updatedAt: new Date() })
      .where(and(eq(services.id, id), eq(services.workspaceId, workspaceId)))
      .returning({ hiddenAt: services.hiddenAt, title: services.title });
    this.rankings?.clear();
    return row ? { hidden: row.hiddenAt !== null, title: row.title } : null;
  }

  async setActive(id: string, workspaceId: string, isActive: boolean): Promise<boolean> {
    const rows = await this.db
      .update(services)
      .set({ isActive, updatedAt: new Date() })
      .where(and(eq(services.id, id), eq(services.workspaceId, workspaceId)))
      .returning({ id: services.id });
    this.rankings?.clear();
    return rows.length > 0;
  }

  /**
   * Deletes the owner's service unless an order of it is still open (one statement, so an order cannot slip in
   * between a check and the delete). Null when nothing was deleted: the caller asks `hasOpenOrders` why.
   */
  async delete(id: string, workspaceId: string): Promise<StoredPortfolioItem[] | null> {
    const [row] = await this.db
      .delete(services)
      .where(and(eq(services.id, id), eq(services.workspaceId, workspaceId), notExists(this.openOrdersOf(id))))
      .returning({ portfolioItems: services.portfolioItems });
    this.rankings?.clear();
    return row ? row.portfolioItems : null;
  }

  async hasOpenOrders(id: string): Promise<boolean> {
    return (await this.openOrdersOf(id).limit(1)).length > 0;
  }

  private openOrdersOf(serviceId: string) {
    return this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.serviceId, serviceId), notInArray(orders.status, [...CLOSED_ORDER_STATUSES])));
  }

  async reviewerName(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    return row?.name ?? null;
  }

  /** The services a user reviewed (their ratings change when the user's account, and so its reviews, is deleted). */
  async reviewedServiceIds(reviewerId: string): Promise<string[]> {
    const rows = await this.db.selectDistinct({ id: reviews.serviceId }).from(reviews).where(eq(reviews.reviewerId, reviewerId));
    return rows.map((row) => row.id).filter((id): id is string => id !== null);
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

type KeyedRow = ServiceRow & { createdAtKey: string };

/** A row of servicesByIdStatement: the card's columns and what only the service page shows. */
type ServiceByIdRow = CardRow & {
  features: string[];
  packages: ServicePackage[];
  extras: ServiceExtra[];
  hidden_at: Date | string | null;
  hidden_reason: string | null;
};

function serviceFromRow(row: ServiceByIdRow): Service {
  const moderation = row.hidden_at ? { hiddenAt: new Date(row.hidden_at).toISOString(), reason: row.hidden_reason ?? '' } : null;
  return { ...toCard(row), features: row.features, packages: row.packages, extras: row.extras, moderation };
}

function cursorValues(sort: Exclude<BrowseSort, 'relevance'>, row: CardRow): CursorValues {
  switch (sort) {
    case 'rating':
      return [row.rating_average, row.rating_count, row.id];
    case 'price_low':
    case 'price_high':
      return [row.sort_price, row.id];
    default:
      return [row.created_key, row.id];
  }
}

/** The relevance cursor's rank and id, checked so a forged one is a 400, never a database error. */
function relevanceCursor(cursor: string | undefined): { rank: string; id: string } | null {
  const values = decodeCursor('relevance', cursor, 2);
  if (!values) return null;
  const [rank, id] = values.map(String);
  if (!Number.isFinite(Number(rank)) || !isUuid(id)) decodeCursor('relevance', 'invalid', 2);
  return { rank, id };
}

/** The checked values of the row a page starts after, in the sort's order; a forged cursor is a 400. */
function keysetValues(sort: Exclude<BrowseSort, 'relevance'>, cursor: string | undefined): CursorValues | null {
  const arity = sort === 'rating' ? 3 : 2;
  const values = decodeCursor(sort, cursor, arity);
  if (!values) return null;
  const id = String(values.at(-1));
  if (!isUuid(id)) decodeCursor(sort, 'invalid', arity);
  switch (sort) {
    case 'rating':
      return [Number(values[0]), Number(values[1]), id];
    case 'price_low':
    case 'price_high':
      return [values[0] === null ? null : Number(values[0]), id];
    default: {
      const [createdAt] = values;
      if (!isCreatedAtKey(createdAt)) decodeCursor(sort, 'invalid', 2);
      return [String(createdAt), id];
    }
  }
}

/** A real UTC instant exactly as createdAtKey writes it (microseconds), so the database cast cannot fail. */
function isCreatedAtKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value)) return false;
  const time = Date.parse(`${value.slice(0, 23)}Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
}

/** Rows after the cursor in (created_at desc, id desc) order; a forged cursor is a 400, never a database error. */
function newestAfter(kind: string, cursor: string | undefined): SQL | null {
  const values = decodeCursor(kind, cursor, 2);
  if (!values) return null;
  const [createdAt, id] = values;
  if (!isCreatedAtKey(createdAt) || typeof id !== 'string' || !isUuid(id)) decodeCursor(kind, 'invalid', 2);
  return sql`(${services.createdAt}, ${services.id}) < (${String(createdAt)}::timestamptz, ${String(id)}::uuid)`;
}
