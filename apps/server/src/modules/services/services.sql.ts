/**
 * The marketplace's hot reads as hand-written, parameterised SQL (issue #18). Each statement's text depends only
 * on the shape of the request (which filters, which sort, whether a cursor), so it is built once per shape and
 * sent as a named prepared statement: PostgreSQL parses and plans it once per connection, and no ORM builds it
 * per request. `bench/reads.mjs` sends these same statements straight through node-postgres to show the gap.
 *
 * No imports beyond types: the bench loads this file on its own.
 */
import type { BrowseSort } from '@proclub/contracts/services';

export interface Statement {
  /**
   * Prepared-statement name, one per distinct text. None for searches in a keyed order: a prepared statement soon
   * gets a generic plan, one plan for every word, blind to how common the words are. Measured on the bench data
   * (two words, 1.8 % of rows, newest first): the generic plan sorted every GIN match, 12.9 ms; planned for the
   * words, the newest-first index walk stopped after 951 rows, 0.6 ms (and for rare words the planner picks GIN
   * instead). Relevance order has only one plan whatever the words (every match is ranked), so it is prepared.
   */
  name?: string;
  text: string;
  values: unknown[];
}

type KeyedSort = Exclude<BrowseSort, 'relevance'>;

/**
 * The seller's name: their profile's for a personal workspace; a team workspace (ADR 045: a random id, no profile
 * behind it) shows its own name. The subquery's `p.id is null` is a one-time filter, so a listing with a profile
 * never reads `workspaces`.
 */
const TEAM_NAME = `(select w.name from workspaces w where p.id is null and w.id = s.workspace_id)`;
const SELLER_COLUMNS = `coalesce(p.full_name, ${TEAM_NAME}) as full_name, p.role, p.avatar_url,
  coalesce(p.company_name, ${TEAM_NAME}) as company_name`;

/**
 * What a service page needs. Numbers come back as float8 (parsed by the driver, no Number() per field), lists
 * as json (one native JSON.parse instead of the driver's array parser), and created_at as its exact
 * microsecond text, which is also the keyset cursor (a JS Date would round and make pages skip rows).
 */
const commonColumns = `s.id, s.workspace_id, s.title, s.description, s.category, s.pricing_type,
  s.price_from::float8 as price_from, s.price_to::float8 as price_to, s.delivery_time, to_json(s.tags) as tags,
  s.image_url, s.portfolio_items, s.is_active,
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
  s.rating_average::float8 as rating_average, s.rating_count, s.sort_price::float8 as sort_price,
  (select min((offer->>'price')::float8) from jsonb_array_elements(s.packages) offer) as lowest_package_price,
  ${SELLER_COLUMNS}`;

/** A card leaves out `features` (the service page shows them; a card never does). */
export const CARD_COLUMNS = commonColumns;
export const SERVICE_COLUMNS = `${commonColumns}, to_json(s.features) as features, s.packages, s.extras, s.hidden_at, s.hidden_reason`;

/**
 * Listed: active and not hidden by moderation (issue #17). The partial indexes' `is_active` predicate still
 * applies; hidden rows are rare, so the extra test is a cheap filter.
 */
const LISTED = 's.is_active and s.hidden_at is null';

/** ORDER BY clauses written to match the partial indexes exactly (drizzle indexes say NULLS LAST). */
const orderings: Record<KeyedSort, string> = {
  newest: 's.created_at desc nulls last, s.id desc nulls last',
  rating: 's.rating_average desc nulls last, s.rating_count desc nulls last, s.id desc nulls last',
  price_low: 's.sort_price asc nulls last, s.id asc',
  price_high: 's.sort_price desc nulls last, s.id desc nulls last',
};

export interface BrowseSql {
  q?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: KeyedSort;
  /** The decoded cursor values (checked by the caller), or null for the first page. */
  after: (string | number | null)[] | null;
  /** Rows to fetch (the page size plus one, to know whether there is a next page). */
  limit: number;
}

/** Builds statement texts once per shape; `values` are filled per call. */
class Shapes {
  private readonly texts = new Map<string, string>();
  text(key: string, build: () => string): string {
    let text = this.texts.get(key);
    if (text === undefined) {
      text = build();
      this.texts.set(key, text);
    }
    return text;
  }
}
const shapes = new Shapes();

/** Numbered parameters in order of use. */
function params() {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/**
 * The words as a tsquery. `constant` leaves the call in the statement, so a statement planned for its words sees
 * them (the planner folds the call and estimates how common each word is). `once` wraps it in a scalar subquery,
 * an InitPlan computed once per execution: a prepared statement's generic plan would otherwise parse the words
 * again for every row it tests and ranks (measured: half the rate of the unprepared statement).
 */
function wordsQuery(param: string, form: 'constant' | 'once'): string {
  const call = `websearch_to_tsquery('english', ${param})`;
  return form === 'once' ? `(select ${call})` : call;
}

/** The shared filters: listed (active, not hidden by moderation), the words, the category and the price range. */
function filters(
  f: { q?: string; category?: string; minPrice?: number; maxPrice?: number },
  p: ReturnType<typeof params>,
  words: 'constant' | 'once' = 'constant',
) {
  const where = [LISTED];
  if (f.q !== undefined) where.push(`s.search @@ ${wordsQuery(p.add(f.q), words)}`);
  if (f.category !== undefined) where.push(`s.category = ${p.add(f.category)}::service_category`);
  if (f.minPrice !== undefined) where.push(`s.sort_price >= ${p.add(f.minPrice)}`);
  if (f.maxPrice !== undefined) where.push(`s.sort_price <= ${p.add(f.maxPrice)}`);
  return where;
}

function shapeKey(f: { q?: string; category?: string; minPrice?: number; maxPrice?: number }) {
  return `${f.q === undefined ? '' : 'q'}${f.category === undefined ? '' : 'c'}${f.minPrice === undefined ? '' : 'n'}${f.maxPrice === undefined ? '' : 'x'}`;
}

/** The WHERE clause that starts a page right after the cursor row, in the sort's order. */
function keyset(sort: KeyedSort, after: (string | number | null)[], p: ReturnType<typeof params>): string {
  const id = p.add(after.at(-1));
  switch (sort) {
    case 'rating':
      return `(s.rating_average, s.rating_count, s.id) < (${p.add(after[0])}, ${p.add(after[1])}, ${id}::uuid)`;
    case 'price_low':
      if (after[0] === null) return `s.sort_price is null and s.id > ${id}::uuid`;
      return `(s.sort_price > ${p.add(after[0])} or (s.sort_price = $${p.values.length} and s.id > ${id}::uuid) or s.sort_price is null)`;
    case 'price_high':
      if (after[0] === null) return `s.sort_price is null and s.id < ${id}::uuid`;
      return `(s.sort_price < ${p.add(after[0])} or (s.sort_price = $${p.values.length} and s.id < ${id}::uuid) or s.sort_price is null)`;
    default:
      return `(s.created_at, s.id) < (${p.add(after[0])}::timestamptz, ${id}::uuid)`;
  }
}

/** One keyset page of active cards in a fixed order. */
export function browseStatement(f: BrowseSql): Statement {
  const p = params();
  const where = filters(f, p);
  if (f.after) where.push(keyset(f.sort, f.after, p));
  const limit = p.add(f.limit);
  const cursorKind = f.after ? (f.after[0] === null ? 'n' : 'v') : '';
  const key = `svc_browse_${f.sort}_${shapeKey(f)}${cursorKind}`;
  const text = shapes.text(
    key,
    () =>
      `select ${CARD_COLUMNS} from services s left join profiles p on p.id = s.workspace_id
       where ${where.join(' and ')} order by ${orderings[f.sort]} limit ${limit}`,
  );
  return { name: f.q === undefined ? key : undefined, text, values: p.values };
}

export interface RankSql {
  q: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  /** The relevance cursor (rank as text, id), or null for the first page. */
  after: { rank: string; id: string } | null;
  limit: number;
}

/** Each match's relevance to the words ($1 in every relevance statement). */
const RANK = `ts_rank(s.search, ${wordsQuery('$1', 'once')})`;

/**
 * Matching ids and ranks, best first. The rank is computed once per match and sorted on in a subquery (ordering
 * by the expression next to a `::text` of it made PostgreSQL compute ts_rank twice per match); the text is what
 * the cursor carries.
 */
export function rankStatement(f: RankSql): Statement {
  const p = params();
  const where = filters(f, p, 'once');
  if (f.after) where.push(`(${RANK}, s.id) < (${p.add(f.after.rank)}::real, ${p.add(f.after.id)}::uuid)`);
  const limit = p.add(f.limit);
  const key = `svc_rank_${shapeKey(f)}${f.after ? 'a' : ''}`;
  const text = shapes.text(
    key,
    () => `select id, rank::text as rank from (
         select s.id, ${RANK} as rank from services s
         where ${where.join(' and ')} order by rank desc, s.id desc limit ${limit}) ranked
       order by ranked.rank desc, ranked.id desc`,
  );
  return { name: key, text, values: p.values };
}

/** The services columns a card is built from (CARD_COLUMNS formats them), as the ranked page's sort carries them. */
const CARD_SOURCE_COLUMNS = `s.id, s.workspace_id, s.title, s.description, s.category, s.pricing_type, s.price_from, s.price_to,
  s.delivery_time, s.tags, s.image_url, s.portfolio_items, s.is_active, s.created_at, s.rating_average, s.rating_count,
  s.sort_price, s.packages`;

/**
 * The first page of a relevance search in one statement: every match ranked, the best kept with the raw columns
 * their cards need, then only those formatted and joined to their sellers. The top-N sort keeps just the page's
 * rows, so carrying the columns costs less than looking the page up again by primary key (measured on the bench
 * data, two words in 0.5 % of rows: 1.15× the rate of ranking ids and joining back).
 */
export function rankedCardsStatement(f: Omit<RankSql, 'after'>): Statement {
  const p = params();
  const where = filters(f, p, 'once');
  const limit = p.add(f.limit);
  const key = `svc_ranked_cards_${shapeKey(f)}`;
  const text = shapes.text(
    key,
    () => `select s.rank::text as rank, ${CARD_COLUMNS} from (
         select ${CARD_SOURCE_COLUMNS}, ${RANK} as rank from services s
         where ${where.join(' and ')} order by rank desc, s.id desc limit ${limit}) s
       left join lateral (select id, full_name, role, avatar_url, company_name from profiles where id = s.workspace_id) p on true
       order by s.rank desc, s.id desc`,
  );
  return { name: key, text, values: p.values };
}

/** How many listed services the words match, counted up to `cap` (the GIN index finds them; nothing is sorted). */
export function countMatchesStatement(
  f: { q: string; category?: string; minPrice?: number; maxPrice?: number },
  cap: number,
): Statement {
  const p = params();
  const where = filters(f, p);
  const limit = p.add(cap);
  const text = shapes.text(
    `svc_count_${shapeKey(f)}`,
    () => `select count(*)::int as count from (select 1 from services s where ${where.join(' and ')} limit ${limit}) matched`,
  );
  return { text, values: p.values };
}

/** Title trigram word distance at most this (word similarity ≥ 0.4) counts as the same word with one typo. */
const SIMILAR_TITLE_DISTANCE = 0.6;

/**
 * The listed services whose titles come nearest the words, for a search that matched nothing as written
 * ("logo desgin" finds "Logo Design"). The GiST trigram index returns titles nearest first (KNN), so only the
 * page's rows are scored; the distance cut then drops titles that share nothing real with the words.
 */
export function similarTitlesStatement(
  f: { q: string; category?: string; minPrice?: number; maxPrice?: number },
  limit: number,
): Statement {
  const p = params();
  const q = p.add(f.q);
  const where = filters({ ...f, q: undefined }, p);
  const size = p.add(limit);
  const text = shapes.text(
    `svc_similar_${shapeKey({ ...f, q: undefined })}`,
    () => `select ${CARD_COLUMNS} from (
         select s.id, s.title <->> ${q} as distance from services s
         where ${where.join(' and ')} order by s.title <->> ${q} limit ${size}) near
       join services s on s.id = near.id
       left join lateral (select id, full_name, role, avatar_url, company_name from profiles where id = s.workspace_id) p on true
       where near.distance <= ${SIMILAR_TITLE_DISTANCE}
       order by near.distance, near.id`,
  );
  return { text, values: p.values };
}

/**
 * The page's cards by id. The sellers are joined per row (a nested loop over the primary keys): a plain join
 * would hash every profile to find the page's two dozen.
 */
export function cardsByIdStatement(ids: string[]): Statement {
  return {
    name: 'svc_cards_by_id',
    text: `select ${CARD_COLUMNS} from unnest($1::uuid[]) as page(id)
       join services s on s.id = page.id
       left join lateral (select id, full_name, role, avatar_url, company_name from profiles where id = s.workspace_id) p on true
       where ${LISTED}`,
    values: [ids],
  };
}

/**
 * Services by id, any status (the caller decides who may see an inactive one): a batch of concurrent reads. A lone id
 * gets the plain `= $1` statement: the array form costs its parameter's encoding and a costlier plan for one row.
 */
export function servicesByIdStatement(ids: string[]): Statement {
  const from = `select ${SERVICE_COLUMNS} from services s left join profiles p on p.id = s.workspace_id`;
  return ids.length === 1
    ? { name: 'svc_by_id', text: `${from} where s.id = $1`, values: ids }
    : { name: 'svc_by_ids', text: `${from} where s.id = any($1::uuid[])`, values: [ids] };
}
