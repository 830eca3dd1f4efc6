import type { Person, PersonPage } from '@proclub/contracts/messaging';
import type { Service } from '@proclub/contracts/services';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index';
import { describeEachDatabase, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { orderAndPay } from '../orders/orders.test-helpers';
import { validService } from '../services/services.test-helpers';
import { DIRECTORY_RULE } from './conversations.service';
import { api, createConversation } from './messaging.test-helpers';

// Issue #13 item 7: a new account must not be able to list everyone's email through the New Chat picker.
describeEachDatabase('messaging: the people directory keeps emails to relationships', (t) => {
  let newcomer: SignedUpUser;
  let bob: SignedUpUser;
  let admin: SignedUpUser;

  const people = async (user: SignedUpUser, query = '') => {
    const response = await user.client.get(`${api}/people?limit=100${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as PersonPage).items;
  };
  const find = (items: Person[], user: SignedUpUser) => items.find((person) => person.id === user.id);

  beforeAll(async () => {
    newcomer = await signUp(t.app, { name: 'Nina Newcomer' });
    bob = await signUp(t.app, { name: 'Bob Brightwater' });
    admin = await signUp(t.app, { name: 'Ada Adminson' });
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.id));
  });

  it('a new account sees nobody without a search, and finds others by name or exact email only', async () => {
    expect(await people(newcomer)).toEqual([]);

    const byName = find(await people(newcomer, '&q=brightwater'), bob);
    expect(byName).toMatchObject({ id: bob.id, fullName: 'Bob Brightwater', email: null });

    // Part of an address finds nothing: the directory cannot be walked by email.
    const domain = bob.email.split('@')[1];
    expect(find(await people(newcomer, `&q=${encodeURIComponent(domain)}`), bob)).toBeUndefined();
    expect(find(await people(newcomer, `&q=${encodeURIComponent(bob.email.slice(0, 6))}`), bob)).toBeUndefined();

    // The exact address finds the person; the searcher typed it, so it is no secret to them.
    const exact = await people(newcomer, `&q=${encodeURIComponent(bob.email.toUpperCase())}`);
    expect(exact.map((person) => person.id)).toEqual([bob.id]);
    expect(exact[0].email).toBe(bob.email);

    // One letter would list every name: it finds only connections (none yet).
    expect(await people(newcomer, '&q=b')).toEqual([]);
  });

  it('never lists admins, by name or by exact email', async () => {
    expect(find(await people(newcomer, '&q=adminson'), admin)).toBeUndefined();
    expect(find(await people(newcomer, `&q=${encodeURIComponent(admin.email)}`), admin)).toBeUndefined();
  });

  it('shows a conversation partner with their email, on both sides', async () => {
    const carol = await signUp(t.app, { name: 'Carol Chatfield' });
    const dan = await signUp(t.app, { name: 'Dan Dialogue' });
    await createConversation(carol, [dan]);
    expect(find(await people(carol), dan)).toMatchObject({ email: dan.email });
    expect(find(await people(dan), carol)).toMatchObject({ email: carol.email });
    // A partial address now finds the partner: they are a connection.
    expect(find(await people(carol, `&q=${encodeURIComponent(dan.email.slice(0, 8))}`), dan)).toBeDefined();
  });

  it('shows CRM clients who have an account to their seller, and the seller to them', async () => {
    const seller = await userWithRole(t.app, 'agency');
    const client = await signUp(t.app, { name: 'Clara Clientele' });
    const created = await seller.client.post('/api/crm/clients', { name: 'Clara', email: client.email.toUpperCase() });
    expect(created.statusCode).toBe(201);
    expect(find(await people(seller), client)).toMatchObject({ email: client.email });
    expect(find(await people(client), seller)).toMatchObject({ email: seller.email });
    expect(find(await people(newcomer, '&q=clientele'), client)).toMatchObject({ email: null });
  });

  it('shows order counterparts with their email', async () => {
    const seller = await userWithRole(t.app, 'vendor');
    const buyer = await memberWithRole(t.app, 'client');
    const service = (await seller.client.post('/api/services', validService)).json() as Service;
    const placed = await orderAndPay(buyer.client, {
      serviceId: service.id,
      priceOption: 'from',
      requirements: 'Please rebuild our bakery website with online pre-orders.',
    });
    expect(placed.statusCode).toBe(201);
    expect(find(await people(buyer), seller)).toMatchObject({ email: seller.email });
    expect(find(await people(seller), buyer)).toMatchObject({ email: buyer.email });
  });

  it('is rate-limited per account with a clear 429', async () => {
    const scraper = await signUp(t.app, { name: 'Sam Scraper' });
    // The budget is a window on the clock; if a window ends mid-loop the count starts again, so the first
    // refusal comes after at least `limit` answers and at most two windows' worth.
    let answered = 0;
    let refused = null as Awaited<ReturnType<typeof scraper.client.get>> | null;
    while (!refused && answered <= 2 * DIRECTORY_RULE.limit) {
      const response = await scraper.client.get(`${api}/people?q=name${answered}`);
      if (response.statusCode === 429) refused = response;
      else answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(DIRECTORY_RULE.limit);
    expect(refused?.json().error.message).toContain('Too many directory searches.');
    // Other people keep their own budget.
    expect((await bob.client.get(`${api}/people`)).statusCode).toBe(200);
  });
});
