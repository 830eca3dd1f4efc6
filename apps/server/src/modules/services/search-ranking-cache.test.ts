import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionAfter, type RankedHit, SearchRankingCache } from './search-ranking-cache';

const hit = (id: string, score: number): RankedHit => ({ id, rank: String(score), score });

describe('positionAfter', () => {
  it('finds the first hit after the cursor in (rank desc, id desc) order, ties broken by id', () => {
    const hits = [hit('c', 0.9), hit('b', 0.5), hit('a', 0.5), hit('d', 0.1)];
    expect(positionAfter(hits, 0.9, 'c')).toBe(1);
    expect(positionAfter(hits, 0.5, 'b')).toBe(2);
    expect(positionAfter(hits, 0.5, 'a')).toBe(3);
    expect(positionAfter(hits, 0.1, 'd')).toBe(4);
    // A cursor row that has since dropped out still lands between its neighbours.
    expect(positionAfter(hits, 0.5, 'ab')).toBe(2);
    expect(positionAfter(hits, 1, 'z')).toBe(0);
  });

  it('agrees with a linear scan for any sorted list and cursor', () => {
    const hitArbitrary = fc.record({ id: fc.stringMatching(/^[0-9a-f]{4}$/), score: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.array(hitArbitrary, { maxLength: 40 }), hitArbitrary, (raw, cursor) => {
        const hits = raw
          .map(({ id, score }) => hit(id, score))
          .sort((x, y) => y.score - x.score || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0));
        const isAfter = (h: RankedHit) => h.score < cursor.score || (h.score === cursor.score && h.id < cursor.id);
        const expected = hits.findIndex(isAfter);
        expect(positionAfter(hits, cursor.score, cursor.id)).toBe(expected === -1 ? hits.length : expected);
      }),
    );
  });
});

describe('SearchRankingCache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the size limit', () => {
    let now = 0;
    const cache = new SearchRankingCache({ maxEntries: 2, maxTotalHits: 100, ttlMs: 1000 }, () => now);
    cache.set('a', [hit('1', 1)]);
    cache.set('b', [hit('2', 1)]);
    expect(cache.get('a')).toHaveLength(1); // 'a' is now the most recently used
    cache.set('c', [hit('3', 1)]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toHaveLength(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('d', []);
    cache.clear();
    expect(cache.get('d')).toBeUndefined();
  });

  it('keeps the total number of cached hits under its budget, evicting the least recently used searches', () => {
    const cache = new SearchRankingCache({ maxEntries: 10, maxTotalHits: 5, ttlMs: 60_000 });
    const hits = (n: number) => Array.from({ length: n }, (_, i) => hit(String(i), 1));
    cache.set('a', hits(2));
    cache.set('b', hits(2));
    cache.set('c', hits(2)); // 6 > 5: 'a' goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toHaveLength(2);
    cache.set('huge', hits(9)); // larger than the budget on its own: kept, everything else goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('huge')).toHaveLength(9);
    cache.set('d', hits(1)); // the over-budget entry is now the oldest
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('d')).toHaveLength(1);
  });
});
