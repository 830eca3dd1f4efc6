/**
 * Relevance order ranks every match (`ts_rank`), so each deep page of a broad search would cost O(matches).
 * When someone pages past the first page, the search's whole ranking (ids and ranks, capped) is computed once
 * and kept briefly in memory; later pages slice it and load only their own rows, O(page).
 *
 * Page 1 always runs live. Any service write on this instance clears the cache; other instances see changes
 * when their entries expire. A miss just ranks again, and the (rank, id) cursor is the same keyset either
 * way, so paging stays consistent across instances and restarts.
 */
export interface RankedHit {
  id: string;
  /** `ts_rank(...)::text`, exactly as the cursor carries it. */
  rank: string;
  /** The same value as a number, for comparing with a cursor. */
  score: number;
}

export interface RankingCacheOptions {
  maxEntries: number;
  /** Hits kept across all entries (≈ 150 bytes each), so a run of broad searches cannot hog memory. */
  maxTotalHits: number;
  ttlMs: number;
}

/** Most matches kept per search: 10,000 hits ≈ 400 pages of 24; deeper pages fall back to the live query. */
export const MAX_RANKED_HITS = 10_000;

export class SearchRankingCache {
  private readonly entries = new Map<string, { hits: RankedHit[]; expiresAt: number }>();
  private totalHits = 0;

  constructor(
    private readonly options: RankingCacheOptions = { maxEntries: 64, maxTotalHits: 100_000, ttlMs: 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): RankedHit[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.add(key, entry); // most recently used goes last
    return entry.hits;
  }

  set(key: string, hits: RankedHit[]): void {
    this.remove(key);
    this.add(key, { hits, expiresAt: this.now() + this.options.ttlMs });
    // Evict the least recently used (first in the map), but never the entry just added.
    while (this.entries.size > 1 && (this.entries.size > this.options.maxEntries || this.totalHits > this.options.maxTotalHits)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalHits = 0;
  }

  private add(key: string, entry: { hits: RankedHit[]; expiresAt: number }): void {
    this.entries.set(key, entry);
    this.totalHits += entry.hits.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalHits -= entry.hits.length;
  }
}

/**
 * Index of the first hit that comes after the cursor row in (rank desc, id desc) order — the same order and
 * comparison PostgreSQL uses (uuids compare as their lowercase text does).
 */
export function positionAfter(hits: readonly RankedHit[], score: number, id: string): number {
  const cursorId = id.toLowerCase();
  let low = 0;
  let high = hits.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const hit = hits[middle];
    const isAfter = hit.score < score || (hit.score === score && hit.id < cursorId);
    if (isAfter) high = middle;
    else low = middle + 1;
  }
  return low;
}
