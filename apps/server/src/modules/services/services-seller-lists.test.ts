import type { MyServices, SellerPage, Service } from '@proclub/contracts/services';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { services } from '../../db/schema/index';
import { type ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { validService } from './services.test-helpers';

const ids = (items: Service[]) => items.map((item) => item.id);
const cursorOf = (kind: string, ...values: unknown[]) => Buffer.from(JSON.stringify([kind, ...values])).toString('base64url');

// My Services and the public seller page: every service reachable through keyset pages, newest first,
// nothing repeated, and the public page never shows an inactive service or another seller's.
describeEachDatabase('services: My Services and the seller page, page by page', (t) => {
  let seller: SignedUpUser;
  let rival: SignedUpUser;
  /** The seller's services, newest first (as created), and which of them were switched off. */
  let mine: Service[] = [];
  const inactive = new Set<string>();
  const rivalIds = new Set<string>();

  const get = async <T>(client: ApiClient | null, url: string) => {
    const response = client ? await client.get(url) : await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  /** Follows nextCursor to the end; returns the pages as they came. */
  const walk = async <T extends { nextCursor: string | null }>(client: ApiClient | null, path: string, limit?: number) => {
    const pages: T[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams();
      if (limit) params.set('limit', String(limit));
      if (cursor) params.set('cursor', cursor);
      const page: T = await get<T>(client, `${path}${params.size ? `?${params}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  };
  const publicWalk = async (limit?: number) => {
    const pages = await walk<SellerPage>(null, `/api/sellers/${seller.id}`, limit);
    return { pages, items: pages.flatMap((page) => page.services) };
  };
  const mineWalk = async (limit?: number) => {
    const pages = await walk<MyServices>(seller.client, '/api/services/mine', limit);
    return { pages, items: pages.flatMap((page) => page.items) };
  };
  const activeIds = () => ids(mine).filter((id) => !inactive.has(id));

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    rival = await userWithRole(t.app, 'agency');
    // 65 services (more than the old cap of 60 on the seller page), with the rival's interleaved in time.
    const created: Service[] = [];
    for (let i = 0; i < 65; i++) {
      const response = await seller.client.post('/api/services', { ...validService, title: `Listing ${i}` });
      expect(response.statusCode).toBe(201);
      created.push(response.json());
      if (i % 10 === 0) {
        const other = await rival.client.post('/api/services', { ...validService, title: `Rival ${i}` });
        rivalIds.add(other.json().id);
        if (i % 20 === 0) await rival.client.patch(`/api/services/${other.json().id}/status`, { isActive: false });
      }
    }
    for (const index of [1, 7, 30, 50]) {
      await seller.client.patch(`/api/services/${created[index].id}/status`, { isActive: false });
      inactive.add(created[index].id);
    }
    mine = created.reverse();
  });

  it('the public page reaches every active service (61, past the old cap of 60) in pages of 24, newest first', async () => {
    const { pages, items } = await publicWalk();
    expect(pages.map((page) => page.services.length)).toEqual([24, 24, 13]);
    expect(ids(items)).toEqual(activeIds());
    expect(items.every((item) => item.isActive && item.userId === seller.id)).toBe(true);
    expect(ids(items).some((id) => rivalIds.has(id) || inactive.has(id))).toBe(false);
    // Every page carries the seller's profile.
    for (const page of pages) expect(page.seller).toMatchObject({ id: seller.id, role: 'vendor' });
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('small public pages cover every active service exactly once', async () => {
    const { pages, items } = await publicWalk(7);
    expect(pages.length).toBe(9);
    expect(new Set(ids(items)).size).toBe(items.length);
    expect(ids(items)).toEqual(activeIds());
  });

  it('My Services pages through every own service in every status, with the true total on each page', async () => {
    const { pages, items } = await mineWalk();
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 17]);
    expect(pages.every((page) => page.total === 65)).toBe(true);
    expect(ids(items)).toEqual(ids(mine));
    expect(items.filter((item) => !item.isActive).map((item) => item.id)).toEqual(ids(mine).filter((id) => inactive.has(id)));
    expect(ids(items).some((id) => rivalIds.has(id))).toBe(false);
    const rivalMine = await walk<MyServices>(rival.client, '/api/services/mine', 2);
    expect(rivalMine.flatMap((page) => page.items).every((item) => rivalIds.has(item.id))).toBe(true);
  });

  it('rows with the same created_at, or a microsecond apart, are neither skipped nor repeated', async () => {
    // Five share one instant; three more sit a microsecond apart (a millisecond cursor would skip them).
    const same = ids(mine).slice(10, 15);
    const close = ids(mine).slice(20, 23);
    await t.database.db
      .update(services)
      .set({ createdAt: sql`'2031-01-01T00:00:00.000000Z'::timestamptz` })
      .where(inArray(services.id, same));
    for (const [index, id] of close.entries()) {
      await t.database.db
        .update(services)
        .set({ createdAt: sql`${`2030-06-01T00:00:00.00000${3 - index}Z`}::timestamptz` })
        .where(inArray(services.id, [id]));
    }
    const expectedOrder = [...[...same].sort().reverse(), ...close];
    for (const limit of [1, 2, 3]) {
      const { items } = await mineWalk(limit);
      expect(items).toHaveLength(65);
      expect(ids(items).slice(0, 8)).toEqual(expectedOrder);
      expect(new Set(ids(items)).size).toBe(65);
      const publicItems = (await publicWalk(limit)).items;
      expect(new Set(ids(publicItems)).size).toBe(61);
      const expectedPublic = expectedOrder.filter((id) => !inactive.has(id));
      expect(ids(publicItems).slice(0, expectedPublic.length)).toEqual(expectedPublic);
    }
  });

  it('a service switched off between two pages is not shown on the next one, and nothing repeats', async () => {
    const first = await get<SellerPage>(null, `/api/sellers/${seller.id}?limit=10`);
    const upcoming = await get<SellerPage>(null, `/api/sellers/${seller.id}?limit=10&cursor=${first.nextCursor}`);
    const switchedOff = upcoming.services[3].id;
    await seller.client.patch(`/api/services/${switchedOff}/status`, { isActive: false });
    const second = await get<SellerPage>(null, `/api/sellers/${seller.id}?limit=10&cursor=${first.nextCursor}`);
    expect(ids(second.services)).not.toContain(switchedOff);
    expect(ids(second.services).slice(0, 3)).toEqual(ids(upcoming.services).slice(0, 3));
    expect(ids(second.services).some((id) => ids(first.services).includes(id))).toBe(false);
    await seller.client.patch(`/api/services/${switchedOff}/status`, { isActive: true });
  });

  it('refuses forged cursors and bad limits with 400 naming the field, on both lists', async () => {
    const first = await get<MyServices>(seller.client, '/api/services/mine?limit=1');
    const firstPublic = await get<SellerPage>(null, `/api/sellers/${seller.id}?limit=1`);
    const uuid = '00000000-0000-0000-0000-000000000000';
    const forged = [
      'not-a-cursor',
      firstPublic.nextCursor, // a seller-page cursor on My Services, and the other way round below
      cursorOf('mine', 'yesterday', uuid),
      cursorOf('mine', '2031-02-31T00:00:00.000000Z', uuid),
      cursorOf('mine', '2031-01-01T00:00:00.000000Z', 'not-a-uuid'),
      cursorOf('mine', 5, uuid),
    ];
    for (const cursor of forged) {
      const response = await seller.client.get(`/api/services/mine?cursor=${cursor}`);
      expect(response.statusCode, String(cursor)).toBe(400);
      expect(response.json().error.details.fields[0].field).toBe('cursor');
    }
    for (const cursor of [first.nextCursor, cursorOf('seller', '2031-13-01T00:00:00.000000Z', uuid)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}?cursor=${cursor}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields[0].field).toBe('cursor');
    }
    for (const limit of ['0', '49', 'many']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('limit');
    }
    // The browse list's newest-first cursor gets the same check (a bad date was a database error, 500).
    const browse = await t.app.inject({ method: 'GET', url: `/api/services?cursor=${cursorOf('newest', 'yesterday', uuid)}` });
    expect(browse.statusCode).toBe(400);
    expect(browse.json().error.details.fields[0].field).toBe('cursor');
  });

  it('My Services needs a session; the seller page is public, and only for sellers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/services/mine' })).statusCode).toBe(401);
    const client = await userWithRole(t.app, 'client');
    expect((await t.app.inject({ method: 'GET', url: `/api/sellers/${client.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/sellers/nobody' })).statusCode).toBe(404);
  });
});
