import { DELETE_CONFIRMATION } from '@proclub/contracts/accounts';
import type { SearchMatches, SellerPage, Service } from '@proclub/contracts/services';
import { beforeAll, expect, it } from 'vitest';
import { recordedEvents } from '../../test/domain-events';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { completedOrder, placedOrder } from '../orders/orders.test-helpers';
import { validService } from './services.test-helpers';

const ids = (items: Service[]) => items.map((item) => item.id);

describeEachDatabase('services: browse, search, filters and keyset pages', (t) => {
  let seller: SignedUpUser;
  const created: Service[] = [];
  const browse = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/services?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Service[]; nextCursor: string | null; matches: SearchMatches | null };
  };
  /** Follows nextCursor to the end and returns every row in order. */
  const walk = async (query: string) => {
    const all: Service[] = [];
    let cursor: string | null = null;
    do {
      const page = await browse(`${query}&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'freelancer');
    const rows = [
      {
        title: 'Pastry shop branding',
        description: 'Logo and menu design for a croissant bakery',
        category: 'design',
        priceFrom: 300,
        priceTo: null,
      },
      {
        title: 'Plumber lead ads',
        description: 'Local ads that bring emergency plumbing calls',
        category: 'marketing',
        priceFrom: 150,
        priceTo: 400,
      },
      {
        title: 'Dentist website',
        description: 'Booking-ready site for dental clinics',
        category: 'web_development',
        priceFrom: 1200,
        priceTo: 2000,
      },
      {
        title: 'Menu photography',
        description: 'Food photos for restaurants',
        category: 'design',
        priceFrom: null,
        priceTo: null,
      },
      {
        title: 'Quarterly SEO audit',
        description: 'Technical audit with a prioritised fix list',
        category: 'seo',
        priceFrom: 150,
        priceTo: null,
      },
      {
        title: 'Zoom coaching',
        description: 'Consulting calls about pricing your services',
        category: 'consulting',
        priceFrom: 90,
        priceTo: null,
      },
      {
        title: 'Hidden draft',
        description: 'Croissant experiment that is switched off',
        category: 'design',
        priceFrom: 10,
        priceTo: null,
      },
    ];
    for (const row of rows) {
      const response = await seller.client.post('/api/services', { ...validService, tags: ['bakery-free'], ...row });
      expect(response.statusCode).toBe(201);
      created.push(response.json());
    }
    await seller.client.patch(`/api/services/${created[6].id}/status`, { isActive: false });
  });

  it('lists only active services, newest first, 24 per page by default', async () => {
    const page = await browse('');
    expect(ids(page.items)).toEqual(ids(created.slice(0, 6)).reverse());
    expect(page.nextCursor).toBeNull();
  });

  it('answers concurrent service pages each with its own service (they are read in batches), unknown ids 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asked = [...created.slice(0, 6), ...created.slice(0, 6)].map((service) => service.id);
    const responses = await Promise.all(
      [...asked, unknown].map((id) => t.app.inject({ method: 'GET', url: `/api/services/${id}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([...asked.map(() => 200), 404]);
    expect(responses.slice(0, -1).map((response) => (response.json() as Service).id)).toEqual(asked);
    expect(responses.slice(0, 6).map((response) => (response.json() as Service).title)).toEqual(
      created.slice(0, 6).map((service) => service.title),
    );
  });

  it('finds a service by a word of its description (full-text, stemmed) and never shows inactive ones', async () => {
    expect(ids((await browse('q=croissants')).items)).toEqual([created[0].id]);
    expect(ids((await browse('q=plumbing')).items)).toEqual([created[1].id]);
    expect((await browse('q=nonexistentword')).items).toEqual([]);
  });

  it('ranks title matches above description matches', async () => {
    const response = await seller.client.post('/api/services', {
      ...validService,
      title: 'Studio sessions',
      description: 'Photography for menus',
    });
    const descriptionMatch = response.json() as Service;
    expect(ids((await browse('q=photography')).items)).toEqual([created[3].id, descriptionMatch.id]);
    await seller.client.delete(`/api/services/${descriptionMatch.id}`);
  });

  it('filters by category and price range', async () => {
    expect(ids((await browse('category=design')).items)).toEqual([created[3].id, created[0].id]);
    expect(ids((await browse('category=all&minPrice=100&maxPrice=300&sort=price_low')).items)).toEqual(
      [created[1].id, created[4].id, created[0].id].sort((a, b) => {
        const price = (id: string) => created.find((item) => item.id === id)?.priceFrom ?? 0;
        return price(a) - price(b) || (a < b ? -1 : 1);
      }),
    );
  });

  it.each(['newest', 'price_low', 'price_high', 'rating'])(
    'keyset pages for sort=%s cover every row exactly once in order',
    async (sort) => {
      const all = await walk(`sort=${sort}`);
      expect(new Set(ids(all)).size).toBe(6);
      expect(all).toHaveLength(6);
      if (sort === 'price_low') {
        const prices = all.map((item) => item.priceFrom ?? item.priceTo);
        expect(prices.at(-1)).toBeNull(); // contact-for-pricing last
        const known = prices.filter((price): price is number => price !== null);
        expect(known).toEqual([...known].sort((a, b) => a - b));
      }
      if (sort === 'price_high') {
        const known = all.map((item) => item.priceFrom ?? item.priceTo).filter((price): price is number => price !== null);
        expect(known).toEqual([...known].sort((a, b) => b - a));
      }
    },
  );

  it('pages a search by relevance without repeats', async () => {
    const all = await walk('q=design OR audit OR ads OR site OR photos OR calls');
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(5);
  });

  it("says how many services a search's first page matched, counting past the page when there are more", async () => {
    expect((await browse('')).matches).toBeNull();
    expect((await browse('q=croissants')).matches).toEqual({ count: 1, atLeast: false, similar: false });
    const first = await browse('q=design OR audit OR ads OR site OR photos OR calls&limit=2');
    expect(first.matches).toEqual({ count: 6, atLeast: false, similar: false });
    expect(first.nextCursor).not.toBeNull();
    expect(
      (await browse(`q=design OR audit OR ads OR site OR photos OR calls&limit=2&cursor=${first.nextCursor}`)).matches,
    ).toBeNull();
    expect((await browse('q=nonexistentword')).matches).toEqual({ count: 0, atLeast: false, similar: false });
  });

  it('tolerates a typo: words that match nothing as written find the nearest titles', async () => {
    const typo = await browse('q=plumbr');
    expect(ids(typo.items)).toEqual([created[1].id]);
    expect(typo.matches).toEqual({ count: 1, atLeast: false, similar: true });
    expect(ids((await browse('q=Quartrly audit')).items)).toEqual([created[4].id]);
    expect(ids((await browse('q=photograpy')).items)).toEqual([created[3].id]);
    // The fallback keeps the other filters, and never shows an inactive service.
    expect((await browse('q=plumbr&category=design')).items).toEqual([]);
    expect((await browse('q=Hiden draft')).items).toEqual([]);
  });

  it('refuses a forged cursor, a bad sort and an inverted price range with 400 naming the field', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/services?cursor=not-a-cursor' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details.fields[0].field).toBe('cursor');
    const wrongSort = await t.app.inject({ method: 'GET', url: '/api/services?sort=cheapest' });
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().error.message).toContain('sort');
    const inverted = await t.app.inject({ method: 'GET', url: '/api/services?minPrice=500&maxPrice=100' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.message).toContain('maxPrice');
  });

  it('reviews: only buyers with a completed order, never the owner, once per reviewer; the rating line follows', async () => {
    const target = created[2];
    const owner = await seller.client.post(`/api/services/${target.id}/reviews`, { rating: 5, comment: 'Mine is great' });
    expect(owner.statusCode).toBe(403);
    expect((await new ApiClient(t.app).post(`/api/services/${target.id}/reviews`, { rating: 5 })).statusCode).toBe(401);

    const first = await memberWithRole(t.app, 'client');
    const second = await memberWithRole(t.app, 'vendor');
    const browsingOnly = await userWithRole(t.app, 'client');
    const noOrder = await browsingOnly.client.post(`/api/services/${target.id}/reviews`, { rating: 5, comment: 'Looks nice' });
    expect(noOrder.statusCode).toBe(403);
    expect(noOrder.json().error.message).toBe('Only buyers with a completed order can review this service');
    await completedOrder(first, seller, target.id);
    await completedOrder(second, seller, target.id);
    expect((await first.client.post(`/api/services/${target.id}/reviews`, { rating: 5, comment: 'Great' })).json()).toEqual({
      averageRating: 5,
      totalReviews: 1,
    });
    const again = await first.client.post(`/api/services/${target.id}/reviews`, { rating: 1 });
    expect(again.statusCode).toBe(409);
    // The seller workspace's automations hear of the review once (issue 35).
    expect(await recordedEvents(t.database.db, 'review.received', { subjectId: target.id })).toHaveLength(1);
    const bad = await second.client.post(`/api/services/${target.id}/reviews`, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('rating');
    expect((await second.client.post(`/api/services/${target.id}/reviews`, { rating: 4, comment: 'Good' })).statusCode).toBe(201);

    const rating = (await t.app.inject({ method: 'GET', url: `/api/services/${target.id}/rating` })).json();
    expect(rating).toEqual({ averageRating: 4.5, totalReviews: 2 });
    const reviews = (await t.app.inject({ method: 'GET', url: `/api/services/${target.id}/reviews?limit=1` })).json();
    expect(reviews.items).toHaveLength(1);
    expect(reviews.items[0]).toMatchObject({ rating: 4, comment: 'Good' });
    const next = (
      await t.app.inject({ method: 'GET', url: `/api/services/${target.id}/reviews?limit=1&cursor=${reviews.nextCursor}` })
    ).json();
    expect(next.items[0]).toMatchObject({ rating: 5, comment: 'Great' });
    expect(next.nextCursor).toBeNull();
    // Best rated now puts the reviewed service first.
    expect((await browse('sort=rating')).items[0].id).toBe(target.id);
  });

  it("a reviewer's deleted account leaves the rating line, the card and the review list in agreement (issue 37)", async () => {
    const target = created[5];
    const staying = await memberWithRole(t.app, 'client');
    const leaving = await memberWithRole(t.app, 'vendor');
    for (const [reviewer, rating] of [
      [staying, 4],
      [leaving, 1],
    ] as const) {
      await completedOrder(reviewer, seller, target.id);
      expect((await reviewer.client.post(`/api/services/${target.id}/reviews`, { rating, comment: 'Fine' })).statusCode).toBe(
        201,
      );
    }
    const ratingLine = async () => (await t.app.inject({ method: 'GET', url: `/api/services/${target.id}/rating` })).json();
    expect(await ratingLine()).toEqual({ averageRating: 2.5, totalReviews: 2 });

    const deleted = await leaving.client.post('/api/account/delete', {
      password: leaving.password,
      confirmation: DELETE_CONFIRMATION,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const list = (await t.app.inject({ method: 'GET', url: `/api/services/${target.id}/reviews?limit=50` })).json() as {
      items: { rating: number }[];
    };
    const line = await ratingLine();
    expect(line).toEqual({ averageRating: 4, totalReviews: 1 });
    expect(list.items.map((item) => item.rating)).toEqual([4]);
    expect(line.totalReviews).toBe(list.items.length);
    // The card (browse) and the seller's page say the same.
    const card = (await browse('sort=rating')).items.find((item) => item.id === target.id) as Service & {
      averageRating: number;
      totalReviews: number;
    };
    expect(card).toMatchObject({ averageRating: 4, totalReviews: 1 });
  });

  it('a service with an open order cannot be deleted; once deleted, its reviews still count for the seller', async () => {
    const owner = await userWithRole(t.app, 'agency');
    const made = await owner.client.post('/api/services', { ...validService, title: 'Soon gone', priceFrom: 200 });
    const service = made.json() as Service;
    const buyer = await memberWithRole(t.app, 'client');
    await completedOrder(buyer, owner, service.id);
    expect((await buyer.client.post(`/api/services/${service.id}/reviews`, { rating: 4, comment: 'Solid' })).statusCode).toBe(
      201,
    );
    const other = await memberWithRole(t.app, 'client');
    const open = await placedOrder(other, service.id);

    const refused = await owner.client.delete(`/api/services/${service.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This service has open orders: finish or cancel them before deleting it');
    expect((await owner.client.get(`/api/services/${service.id}`)).statusCode).toBe(200);

    expect((await other.client.patch(`/api/orders/${open.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await owner.client.delete(`/api/services/${service.id}`)).statusCode).toBe(204);
    const page = (await t.app.inject({ method: 'GET', url: `/api/sellers/${owner.id}` })).json() as SellerPage;
    expect(page.services).toEqual([]);
    expect(page.rating).toEqual({ average: 4, count: 1 });
  });
  it('a card carries its lowest package price (null without packages), in a plain and a searched page (ADR 040)', async () => {
    const response = await seller.client.post('/api/services', {
      ...validService,
      title: 'Harborview packaged website',
      pricingType: 'hourly',
      priceFrom: 10,
      priceTo: 20,
      packages: [
        { tier: 'basic', price: 2500, deliveryDays: 5, revisions: 1, features: ['Five pages'] },
        { tier: 'standard', price: 1999.5, deliveryDays: 7, revisions: 2, features: ['Seven pages'] },
      ],
    });
    expect(response.statusCode).toBe(201);
    const packaged = response.json() as Service;
    type Card = Service & { lowestPackagePrice: number | null };
    const find = (items: Service[], id: string) => (items as Card[]).find((item) => item.id === id);
    expect(find((await browse('')).items, packaged.id)?.lowestPackagePrice).toBe(1999.5);
    expect(find((await browse('q=harborview')).items, packaged.id)?.lowestPackagePrice).toBe(1999.5);
    expect(find((await browse('')).items, created[1].id)?.lowestPackagePrice).toBeNull();
    await seller.client.delete(`/api/services/${packaged.id}`);
  });
  it('sorts and filters a package service by the price its card shows (lowest package), also after an edit (issue 37)', async () => {
    // From $10 by its from/to, but its card reads "From $250": the sort and the filter use $250.
    const body = {
      ...validService,
      title: 'Lighthouse packaged copywriting',
      pricingType: 'fixed',
      priceFrom: 10,
      priceTo: null,
      packages: [
        { tier: 'basic', price: 250, deliveryDays: 3, revisions: 1, features: ['One page'] },
        { tier: 'premium', price: 900, deliveryDays: 9, revisions: 3, features: ['Five pages'] },
      ],
    };
    const response = await seller.client.post('/api/services', body);
    expect(response.statusCode).toBe(201);
    const packaged = response.json() as Service;
    const inRange = async (query: string) => ids((await browse(`${query}&sort=price_low`)).items).includes(packaged.id);
    expect(await inRange('minPrice=200&maxPrice=300')).toBe(true);
    expect(await inRange('maxPrice=50')).toBe(false);
    const low = ids(await walk('sort=price_low'));
    // $150, $150, $250 (package), $300, …: after the two $150 services, before the $300 one.
    expect(low.indexOf(packaged.id)).toBeGreaterThan(low.indexOf(created[4].id));
    expect(low.indexOf(packaged.id)).toBeLessThan(low.indexOf(created[0].id));
    const high = ids(await walk('sort=price_high'));
    expect(high.indexOf(packaged.id)).toBeGreaterThan(high.indexOf(created[0].id));
    expect(high.indexOf(packaged.id)).toBeLessThan(high.indexOf(created[4].id));
    // Saved without packages, it is priced by its from price again.
    const edited = await seller.client.put(`/api/services/${packaged.id}`, { payload: { service: { ...body, packages: [] } } });
    expect(edited.statusCode).toBe(200);
    expect(await inRange('maxPrice=50')).toBe(true);
    expect(await inRange('minPrice=200&maxPrice=300')).toBe(false);
    await seller.client.delete(`/api/services/${packaged.id}`);
  });
});
