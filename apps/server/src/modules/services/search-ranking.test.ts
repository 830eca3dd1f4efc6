import type { Service } from '@proclub/contracts/services';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { SearchRankingCache } from './search-ranking-cache';
import { ServicesRepository } from './services.repository';
import { validService } from './services.test-helpers';

// Relevance pages after the first are cut from a cached ranking; these prove they match the live ranking
// and follow changes to the services.
describeEachDatabase('services: relevance pages from the cached ranking', (t) => {
  let seller: SignedUpUser;
  const query = 'q=roofing';

  const browse = async (search: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/services?${search}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Service[]; nextCursor: string | null };
  };
  const walk = async (search: string, limit: number) => {
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await browse(`${search}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      titles.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    return titles;
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    // Ranks differ by where the word appears: title, tags, or description only (several ties each).
    for (let i = 0; i < 9; i++) {
      const where = i % 3;
      const response = await seller.client.post('/api/services', {
        ...validService,
        title: where === 0 ? `Roofing leads ${i}` : `Trade leads ${i}`,
        tags: where === 1 ? ['roofing'] : ['trades'],
        description: `Lead generation for roofing contractors, batch ${i}.`,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('pages of two walk the same order as one live page of everything', async () => {
    const live = (await browse(`${query}&limit=48`)).items.map((item) => item.title);
    expect(live).toHaveLength(9);
    expect(live.slice(0, 3).every((title) => title.startsWith('Roofing'))).toBe(true);
    expect(await walk(query, 2)).toEqual(live);
  });

  it('a write clears the ranking: a deactivated service leaves later pages and a new one joins', async () => {
    const first = await browse(`${query}&limit=2`);
    const second = await browse(`${query}&limit=2&cursor=${first.nextCursor}`);
    const gone = second.items[0];
    await seller.client.patch(`/api/services/${gone.id}/status`, { isActive: false });
    const again = await browse(`${query}&limit=2&cursor=${first.nextCursor}`);
    expect(again.items.map((item) => item.id)).not.toContain(gone.id);

    await seller.client.post('/api/services', { ...validService, title: 'Roofing quotes', tags: [], description: 'x' });
    const titles = await walk(query, 2);
    expect(titles).toContain('Roofing quotes');
    expect(titles).not.toContain(gone.title);
    expect(titles).toHaveLength(9);
    await seller.client.patch(`/api/services/${gone.id}/status`, { isActive: true });
  });

  it('a service deactivated elsewhere while its ranking is cached drops out of the page; paging goes on', async () => {
    const repository = new ServicesRepository(t.database.db, new SearchRankingCache());
    const filters = { q: 'roofing', sort: 'relevance' as const, limit: 3 };
    const first = await repository.browse(filters);
    const second = await repository.browse({ ...filters, cursor: first.nextCursor ?? undefined });
    expect(second.items).toHaveLength(3);
    // Another instance's write: this repository's cache does not hear of it.
    await t.database.db.execute(sql`update services set is_active = false where id = ${second.items[1].id}`);
    const reread = await repository.browse({ ...filters, cursor: first.nextCursor ?? undefined });
    expect(reread.items.map((item) => item.id)).toEqual([second.items[0].id, second.items[2].id]);
    expect(reread.nextCursor).toBe(second.nextCursor);
    await t.database.db.execute(sql`update services set is_active = true where id = ${second.items[1].id}`);
  });

  it('refuses a relevance cursor whose rank is not a number with 400 naming the cursor', async () => {
    const forged = Buffer.from(JSON.stringify(['relevance', 'abc', '00000000-0000-0000-0000-000000000000'])).toString(
      'base64url',
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/services?${query}&cursor=${forged}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[0].field).toBe('cursor');
  });
});
