import type { Client, ClientOption, ClientPage, Project } from '@proclub/contracts/crm';
import { CLIENT_OPTIONS_CAP } from '@proclub/contracts/crm';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { createClient, put, validClient } from './crm.test-helpers';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

describeEachDatabase('crm clients', (t) => {
  let seller: SignedUpUser;
  let otherSeller: SignedUpUser;
  const total = async (user = seller) => ((await user.client.get('/api/crm/clients')).json() as ClientPage).total;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    otherSeller = await userWithRole(t.app, 'freelancer');
  });

  describe('access', () => {
    it('answers 401 without a session', async () => {
      const response = await new ApiClient(t.app).get('/api/crm/clients');
      expect(response.statusCode).toBe(401);
    });

    it.each(['client', 'admin'] as const)('answers a %s 404: they are no member of the workspace they name', async (role) => {
      let user: SignedUpUser;
      if (role === 'admin') {
        // Setup never offers admin (spec §6): admins are made in the database, like the demo admin.
        user = await signUp(t.app);
        await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
        expect((await user.client.get('/api/me')).json().profile.role).toBe('admin');
      } else {
        user = await userWithRole(t.app, role);
      }
      const response = await user.client.get('/api/crm/clients');
      expect(response.statusCode).toBe(404);
      const write = await user.client.post('/api/crm/clients', validClient);
      expect(write.statusCode).toBe(404);
    });

    it('refuses a signed-in user without a role (no workspace: the one their id names is not theirs)', async () => {
      const user = await signUp(t.app);
      expect((await user.client.get('/api/crm/campaigns')).statusCode).toBe(404);
    });

    it('lets agency, vendor and freelancer in', async () => {
      const agency = await userWithRole(t.app, 'agency');
      for (const user of [agency, seller, otherSeller]) expect((await user.client.get('/api/crm/clients')).statusCode).toBe(200);
    });
  });

  it('creates, reads, edits (any status) and deletes a client', async () => {
    const created = await createClient(seller.client, { notes: '  Prefers email  ' });
    expect(created).toMatchObject({ name: 'Rosa Bakery', email: 'rosa@bakery.test', notes: 'Prefers email', status: 'active' });
    expect((await seller.client.get(`/api/crm/clients/${created.id}`)).json()).toEqual(created);

    const edited = await put(seller.client, `/api/crm/clients/${created.id}`, {
      name: 'Rosa’s Bakery',
      email: 'hello@rosa.test',
      status: 'archived',
    });
    expect(edited.statusCode).toBe(200);
    // Omitted optional fields are cleared.
    expect(edited.json()).toMatchObject({ name: 'Rosa’s Bakery', status: 'archived', phone: null, company: null, notes: null });
    const back = await put(seller.client, `/api/crm/clients/${created.id}`, { ...validClient, status: 'inactive' });
    expect(back.json().status).toBe('inactive');

    expect((await seller.client.delete(`/api/crm/clients/${created.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(`/api/crm/clients/${created.id}`)).statusCode).toBe(404);
  });

  it("scopes every read and write to the seller: another seller's client is a 404 and is left untouched", async () => {
    const mine = await createClient(seller.client, { name: 'Scoped Client' });
    const theirs = otherSeller.client;
    expect((await theirs.get(`/api/crm/clients/${mine.id}`)).statusCode).toBe(404);
    expect((await put(theirs, `/api/crm/clients/${mine.id}`, validClient)).statusCode).toBe(404);
    expect((await theirs.delete(`/api/crm/clients/${mine.id}`)).statusCode).toBe(404);
    const list = (await theirs.get('/api/crm/clients?limit=100')).json() as ClientPage;
    expect(list.items.map((client) => client.id)).not.toContain(mine.id);
    expect((await seller.client.get(`/api/crm/clients/${mine.id}`)).json().name).toBe('Scoped Client');
    expect((await theirs.get('/api/crm/clients/not-a-uuid')).statusCode).toBe(404);
  });

  it.each([
    ['email', { ...validClient, email: 'not-an-email' }],
    ['email', { ...validClient, email: '' }],
    ['name', { ...validClient, name: '   ' }],
    ['name', { ...validClient, name: 'x'.repeat(10_000) }],
    ['status', { ...validClient, status: 'vip' }],
    ['notes', { ...validClient, notes: 'x'.repeat(100_000) }],
  ])('refuses a bad %s with 400 naming the field and saves nothing', async (field, body) => {
    const before = await total();
    const response = await seller.client.post('/api/crm/clients', body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
    expect(await total()).toBe(before);
  });

  it('pages newest first with a cursor, searches name/email/company and filters by status', async () => {
    const seller2 = await userWithRole(t.app, 'agency');
    const made: Client[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await createClient(seller2.client, {
          name: `Paging ${i}`,
          email: `paging${i}@example.test`,
          company: i === 3 ? 'Acme 100%_Co' : null,
          status: i % 3 === 0 ? 'archived' : 'active',
        }),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await seller2.client.get(`/api/crm/clients?limit=3${query}`)).json() as ClientPage;
      expect(page.total).toBe(7);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((client) => client.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((client) => client.id).reverse());

    const search = (await seller2.client.get('/api/crm/clients?q=PAGING5')).json() as ClientPage;
    expect(search.items.map((client) => client.name)).toEqual(['Paging 5']);
    const literal = (await seller2.client.get(`/api/crm/clients?q=${encodeURIComponent('100%_')}`)).json() as ClientPage;
    expect(literal.items.map((client) => client.name)).toEqual(['Paging 3']);
    const archived = (await seller2.client.get('/api/crm/clients?status=archived')).json() as ClientPage;
    expect(archived.total).toBe(3);
    expect(archived.items.every((client) => client.status === 'archived')).toBe(true);
    expect((await seller2.client.get('/api/crm/clients?status=gold')).statusCode).toBe(400);
    expect((await seller2.client.get('/api/crm/clients?cursor=garbage')).statusCode).toBe(400);

    const options = (await seller2.client.get('/api/crm/clients/options')).json() as { name: string }[];
    expect(options.map((option) => option.name)).toEqual(['Paging 1', 'Paging 2', 'Paging 4', 'Paging 5']);
  });

  it('the picker finds an active client beyond the first options by name with q, and the project takes it', async () => {
    const picker = await userWithRole(t.app, 'agency');
    const rival = await userWithRole(t.app, 'vendor');
    const options = async (user: SignedUpUser, q?: string) => {
      const response = await user.client.get(`/api/crm/clients/options${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
      expect(response.statusCode).toBe(200);
      return response.json() as ClientOption[];
    };
    // More active clients than one answer holds, all sorting before the one we look for.
    const names = Array.from({ length: CLIENT_OPTIONS_CAP + 5 }, (_, i) => `Alpha ${String(i).padStart(3, '0')}`);
    for (let start = 0; start < names.length; start += 25) {
      await Promise.all(
        names
          .slice(start, start + 25)
          .map((name, i) => createClient(picker.client, { name, email: `alpha${start + i}@picker.test`, company: null })),
      );
    }
    const target = await createClient(picker.client, { name: 'Zed Target', email: 'zed@picker.test', company: null });
    const byCompany = await createClient(picker.client, { name: 'Anna', email: 'anna@picker.test', company: 'Zed Holdings' });
    await createClient(picker.client, { name: 'Zed Archived', email: 'zed-archived@picker.test', status: 'archived' });
    await createClient(picker.client, { name: 'Zed Inactive', email: 'zed-inactive@picker.test', status: 'inactive' });
    const rivals = await createClient(rival.client, { name: 'Zed Rival', email: 'zed@rival.test' });

    const first = await options(picker);
    expect(first).toHaveLength(CLIENT_OPTIONS_CAP);
    expect(first.map((option) => option.name)).toEqual(names.slice(0, CLIENT_OPTIONS_CAP));
    expect(first.map((option) => option.id)).not.toContain(target.id);

    // The search is case-insensitive over name, email and company, names starting with it first, active only.
    const found = await options(picker, '  zED ');
    expect(found.map((option) => option.id)).toEqual([target.id, byCompany.id]);
    expect(found[0]).toEqual({ id: target.id, name: 'Zed Target', email: 'zed@picker.test' });
    expect((await options(picker, 'ZED@PICKER')).map((option) => option.id)).toEqual([target.id]);
    // Still capped per request.
    expect(await options(picker, 'alpha')).toHaveLength(CLIENT_OPTIONS_CAP);
    expect((await picker.client.get(`/api/crm/clients/options?q=${'x'.repeat(201)}`)).statusCode).toBe(400);

    const project = await picker.client.post('/api/crm/projects', { clientId: target.id, title: 'Found by search' });
    expect(project.statusCode).toBe(201);
    expect((project.json() as Project).client).toEqual({ name: 'Zed Target', email: 'zed@picker.test' });

    // Another seller's clients never come back, searched or not, and cannot be attached.
    expect((await options(picker, 'rival')).map((option) => option.id)).toEqual([]);
    expect((await options(rival, 'zed')).map((option) => option.id)).toEqual([rivals.id]);
    expect((await options(rival)).map((option) => option.id)).toEqual([rivals.id]);
    const stolen = await rival.client.post('/api/crm/projects', { clientId: target.id, title: 'Not mine' });
    expect(stolen.statusCode).toBe(400);
  });

  it('exports the filtered list as CSV that a spreadsheet reads safely', async () => {
    const seller3 = await userWithRole(t.app, 'vendor');
    await createClient(seller3.client, { name: 'Quote "Q" Client', email: 'q@example.test', notes: 'line one\nline, two' });
    await createClient(seller3.client, { name: '=HYPERLINK("x")', email: 'formula@example.test', status: 'inactive' });
    const all = await seller3.client.get('/api/crm/clients/export');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    expect(all.headers['content-disposition']).toMatch(/attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(all.body.startsWith('\uFEFFname,email,phone,company,notes,status,tags\r\n')).toBe(true);
    expect(all.body).toContain(`'=HYPERLINK(""x"")`);
    expect(all.body).toContain('"Quote ""Q"" Client",q@example.test,+1 555 0100,Rosa Ltd,"line one\nline, two",active');
    const inactive = await seller3.client.get('/api/crm/clients/export?status=inactive');
    expect(inactive.body.trim().split('\r\n')).toHaveLength(2);
  });
});
