import type { RankHistory } from '@proclub/contracts/products';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { addKeyword, fieldsOf, newClient, recordCheck } from './products.test-helpers';

interface Editable {
  name: string;
  /** The collection URL; an item is PUT at `${url}/${id}` and read back from the list at `list ?? url`. */
  url: string;
  create: (clientId: string) => Record<string, unknown>;
  edit: (clientId: string) => Record<string, unknown>;
  /** What the list shows after the edit. */
  expected: Record<string, unknown>;
  /** A body refused with 400 naming the field. */
  bad: [Record<string, unknown>, string];
}

const ITEMS: Editable[] = [
  {
    name: 'content',
    url: '/api/products/content',
    create: (clientId) => ({ clientId, title: 'Draft title', type: 'blog_post', body: 'One two three' }),
    edit: (clientId) => ({ clientId, title: 'Final title', type: 'email', status: 'ready', body: 'One two three four' }),
    expected: { title: 'Final title', type: 'email', status: 'ready', wordCount: 4 },
    bad: [{ title: '', type: 'email' }, 'title'],
  },
  {
    name: 'backlinks',
    url: '/api/products/backlinks',
    create: (clientId) => ({
      clientId,
      sourceUrl: 'https://blog.test/a',
      targetUrl: 'https://client.test/',
      domainAuthority: 20,
    }),
    edit: (clientId) => ({
      clientId,
      sourceUrl: 'https://blog.test/a',
      targetUrl: 'https://client.test/services',
      domainAuthority: 45,
      status: 'lost',
    }),
    expected: { targetUrl: 'https://client.test/services', domainAuthority: 45, status: 'lost' },
    bad: [{ sourceUrl: 'https://blog.test/a', targetUrl: 'https://client.test/', domainAuthority: 101 }, 'domainAuthority'],
  },
  {
    name: 'competitors',
    url: '/api/products/competitors',
    create: (clientId) => ({ clientId, name: 'Rival', website: 'https://rival.test/', clientWebsite: 'https://client.test/' }),
    edit: (clientId) => ({
      clientId,
      name: 'Rival Bakery',
      website: 'https://rival-bakery.test/',
      clientWebsite: 'https://client.test/',
    }),
    expected: { name: 'Rival Bakery', comparison: null },
    bad: [{ name: 'Rival', website: 'not a site', clientWebsite: 'https://client.test/' }, 'website'],
  },
  {
    name: 'review platforms',
    url: '/api/products/review-booster/platforms',
    create: (clientId) => ({ clientId, name: 'Google', reviewUrl: 'https://g.test/review', rating: 4.2, reviewCount: 10 }),
    edit: (clientId) => ({ clientId, name: 'Google', reviewUrl: 'https://g.test/review', rating: 4.6, reviewCount: 31 }),
    expected: { rating: 4.6, reviewCount: 31 },
    bad: [{ name: 'Google', reviewUrl: 'https://g.test/review', rating: 6 }, 'rating'],
  },
  {
    name: 'rank keywords',
    url: '/api/products/rank-tracker/keywords',
    create: (clientId) => ({ clientId, keyword: 'sourdough bakery', location: 'Portland, OR' }),
    edit: (clientId) => ({ clientId, keyword: 'sourdough bakery', location: 'Portland, OR', targetDomain: 'www.crumb.test' }),
    expected: { targetDomain: 'crumb.test' },
    bad: [{ keyword: 'sourdough bakery', location: '' }, 'location'],
  },
];

const put = (user: SignedUpUser, url: string, body: Record<string, unknown>) => user.client.put(url, { payload: body });

describeEachDatabase('editing add-on product items', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let clientId: string;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    other = await userWithRole(t.app, 'agency');
    clientId = (await newClient(seller.client, { name: 'Edit Client' })).id;
  });

  describe.each(ITEMS)('$name', (item) => {
    it('changes the item in place; bad input and another seller change nothing', async () => {
      const created = await seller.client.post(item.url, item.create(clientId));
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const read = async () => ((await seller.client.get(item.url)).json() as { id: string }[]).find((row) => row.id === id);
      const before = await read();

      const [bad, field] = item.bad;
      const refused = await put(seller, `${item.url}/${id}`, { clientId, ...bad });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json() as ErrorBody)).toContain(field);
      expect((await put(other, `${item.url}/${id}`, item.edit(clientId))).statusCode).toBe(404);
      expect((await put(seller, `${item.url}/00000000-0000-4000-8000-000000000000`, item.edit(clientId))).statusCode).toBe(404);
      expect(await read()).toEqual(before);

      const edited = await put(seller, `${item.url}/${id}`, item.edit(clientId));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id, ...item.expected });
      expect(await read()).toMatchObject({ id, ...item.expected });
    });
  });

  it('an edited keyword keeps its history, and may not become a keyword the client already tracks', async () => {
    const keyword = await addKeyword(seller.client, clientId, { keyword: 'wedding cakes', location: 'Salem, OR' });
    await addKeyword(seller.client, clientId, { keyword: 'birthday cakes', location: 'Salem, OR' });
    await recordCheck(seller.client, keyword.id, 12);
    await recordCheck(seller.client, keyword.id, 7);

    const url = `/api/products/rank-tracker/keywords/${keyword.id}`;
    const edited = await put(seller, url, {
      clientId,
      keyword: 'wedding cakes',
      location: 'Salem, OR',
      targetDomain: 'cakes.test',
    });
    expect(edited.statusCode).toBe(200);
    const history = (await seller.client.get(`${url}/history`)).json() as RankHistory;
    expect(history.points.map((point) => point.position)).toEqual([12, 7]);

    const clash = await put(seller, url, { clientId, keyword: 'Birthday Cakes', location: 'Salem, OR' });
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash.json() as ErrorBody)).toEqual(['keyword']);
  });
});
