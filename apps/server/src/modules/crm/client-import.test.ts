import type { ClientContactList } from '@proclub/contracts/client-contacts';
import type { ClientPage, ImportReport } from '@proclub/contracts/crm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, multipart, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { advancedCrmSeller } from '../membership/membership.test-helpers';
import { createClient } from './crm.test-helpers';

describeEachDatabase('crm client CSV import', (t) => {
  let seller: SignedUpUser;

  const upload = async (user: SignedUpUser, csv: string | Buffer, dryRun = false) => {
    const form = multipart([{ name: 'file', filename: 'clients.csv', contentType: 'text/csv', content: csv }]);
    return user.client.post(`/api/crm/clients/import?dryRun=${dryRun}`, undefined, form);
  };
  const clientsOf = async (user: SignedUpUser, query = '') =>
    (await user.client.get(`/api/crm/clients?limit=100${query}`)).json() as ClientPage;

  beforeAll(async () => {
    seller = await advancedCrmSeller(t.app, 'vendor');
  });

  it('previews without saving, then imports: quotes, commas, newlines in quotes, BOM, CRLF, any column order', async () => {
    const user = await advancedCrmSeller(t.app, 'agency');
    const csv =
      '\uFEFFEmail,Name,Company,Notes,Status,Phone\r\n' +
      'jane@smith.test,"Smith, Jane","Smith & ""Sons""","Line one\r\nLine two",inactive,+1 555 0101\r\n' +
      'bob@builder.test,Bob Builder,,,,\r\n';
    const preview = await upload(user, csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, totalRows: 2, imported: 2, duplicates: 0, failed: 0 });
    expect((await clientsOf(user)).total).toBe(0);

    const report = (await upload(user, csv)).json() as ImportReport;
    expect(report).toMatchObject({ dryRun: false, totalRows: 2, imported: 2, duplicates: 0, failed: 0 });
    const { items } = await clientsOf(user);
    const jane = items.find((client) => client.email === 'jane@smith.test');
    expect(jane).toMatchObject({
      name: 'Smith, Jane',
      company: 'Smith & "Sons"',
      notes: 'Line one\nLine two',
      status: 'inactive',
      phone: '+1 555 0101',
    });
    expect(items.find((client) => client.email === 'bob@builder.test')).toMatchObject({ status: 'active', phone: null });

    // Each imported client has its first contact: a person's name when the row names a company too.
    const contactsOf = async (id: string) =>
      ((await user.client.get(`/api/crm/clients/${id}/contacts`)).json() as ClientContactList).items;
    expect(await contactsOf(jane?.id ?? '')).toMatchObject([
      { firstName: 'Jane', lastName: 'Smith', email: 'jane@smith.test', phone: '+1 555 0101', isPrimary: true },
    ]);
    const bob = items.find((client) => client.email === 'bob@builder.test');
    expect(await contactsOf(bob?.id ?? '')).toMatchObject([{ firstName: '', email: 'bob@builder.test', isPrimary: true }]);
  });

  it('reports bad rows and duplicates (in the file and already saved) with their line numbers and imports the rest', async () => {
    await createClient(seller.client, { email: 'Existing@Client.test', name: 'Existing' });
    const csv = [
      'name,email,status',
      'Good One,good1@example.test,',
      ',missing-name@example.test,',
      'Bad Email,not-an-email,',
      'Dup In File,GOOD1@example.test,',
      'Already There,existing@client.test,',
      'Bad Status,status@example.test,gold',
      '"Multi',
      'line",multi@example.test,archived',
      'Good Two,good2@example.test,active',
    ].join('\n');
    const response = await upload(seller, csv);
    expect(response.statusCode).toBe(200);
    const report = response.json() as ImportReport;
    expect(report).toMatchObject({ totalRows: 8, imported: 3, duplicates: 2, failed: 3 });
    const byLine = Object.fromEntries(report.rows.map((row) => [row.line, row]));
    expect(byLine[3]).toMatchObject({ status: 'error', errors: [{ field: 'name' }] });
    expect(byLine[4]).toMatchObject({
      status: 'error',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    expect(byLine[5]).toMatchObject({ status: 'duplicate', errors: [{ message: 'Same email as line 2' }] });
    expect(byLine[6]).toMatchObject({ status: 'duplicate', errors: [{ message: 'A client with this email already exists' }] });
    expect(byLine[7]).toMatchObject({ status: 'error', errors: [{ field: 'status' }] });
    expect(byLine[8]).toMatchObject({ status: 'ok', name: 'Multi\nline' });
    expect(byLine[10]).toMatchObject({ status: 'ok' });
    const emails = (await clientsOf(seller)).items.map((client) => client.email).sort();
    expect(emails).toEqual(['Existing@Client.test', 'good1@example.test', 'good2@example.test', 'multi@example.test']);
  });

  it.each([
    ['an empty file', ''],
    ['a header without the email column', 'name,phone\nJane,123'],
    ['a header with no rows', 'name,email\r\n'],
  ])('refuses %s with 400 on the file field and saves nothing', async (_label, csv) => {
    const user = await advancedCrmSeller(t.app, 'vendor');
    const response = await upload(user, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[0].field).toBe('file');
    expect((await clientsOf(user)).total).toBe(0);
  });

  it('is part of the Advanced CRM Tools add-on: 402 naming it without, nothing saved', async () => {
    const plain = await userWithRole(t.app, 'vendor');
    const response = await upload(plain, 'name,email\nJane,jane@addon.test\n');
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'add_on_required' });
    expect(response.json().error.message).toContain('Advanced CRM Tools');
    expect((await clientsOf(plain)).total).toBe(0);
  });

  it('refuses a request without a file and a binary file', async () => {
    expect((await seller.client.post('/api/crm/clients/import?dryRun=false', {})).statusCode).toBe(400);
    const response = await upload(seller, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]));
    expect(response.statusCode).toBe(400);
  });

  // The 5-second target is timed by `npm run bench -- --only crm` (a real server, beside 10,000 clients): here, sharing
  // the machine with the rest of the suite, a tight bound failed on slow CI runs; this one only catches a runaway.
  it('imports 5,000 rows in one upload, and a second upload finds them all', async () => {
    const user = await advancedCrmSeller(t.app, 'freelancer');
    const lines = ['name,email,phone,company,notes,status'];
    for (let i = 0; i < 5000; i++) {
      lines.push(
        `"Client ${i}, Esq.",client${i}@bulk.test,+1 555 ${String(i).padStart(4, '0')},Company ${i % 50},"Note ${i}",active`,
      );
    }
    const started = performance.now();
    const response = await upload(user, `${lines.join('\r\n')}\r\n`);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalRows: 5000, imported: 5000, duplicates: 0, failed: 0 });
    expect(elapsed).toBeLessThan(15_000);
    expect((await clientsOf(user)).total).toBe(5000);
    // A second run finds every row already there.
    const again = (await upload(user, lines.join('\n'), true)).json() as ImportReport;
    expect(again).toMatchObject({ imported: 0, duplicates: 5000 });
  });

  it('imports tags from a semicolon-separated column, lower-cased, for filtering and campaign audiences', async () => {
    const user = await advancedCrmSeller(t.app, 'agency');
    const response = await upload(
      user,
      'name,email,tags\nTagged One,tagged1@import.test,"VIP; newsletter"\nUntagged,untagged@import.test,\n',
    );
    expect(response.json()).toMatchObject({ imported: 2, failed: 0 });
    const vip = (await user.client.get('/api/crm/clients?tag=vip')).json() as { items: { email: string; tags: string[] }[] };
    expect(vip.items).toEqual([expect.objectContaining({ email: 'tagged1@import.test', tags: ['vip', 'newsletter'] })]);
    const csv = await user.client.get('/api/crm/clients/export');
    expect(csv.body).toContain('tagged1@import.test,,,,active,vip; newsletter');
  });
});
