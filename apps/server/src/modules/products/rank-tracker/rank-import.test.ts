import type { RankCheck, RankImportReport, RankKeyword } from '@proclub/contracts/products';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, multipart, type SignedUpUser } from '../../../test/test-app';
import { userWithRole } from '../../../test/test-users';
import { addKeyword, newClient } from '../products.test-helpers';

const BASE = '/api/products/rank-tracker';

const csvUpload = (content: string) => multipart([{ name: 'file', filename: 'ranks.csv', contentType: 'text/csv', content }]);

describeEachDatabase('rank tracker CSV import', (t) => {
  let seller: SignedUpUser;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
  });

  const importCsv = async (content: string, dryRun: boolean, api = seller.client) => {
    const { payload, headers } = csvUpload(content);
    return api.request('POST', `${BASE}/checks/import?dryRun=${dryRun}`, { payload, headers });
  };

  it('previews, reports bad rows by line and field, then imports the good ones (creating new keywords)', async () => {
    const rosa = await newClient(seller.client, { name: 'Rosa Bakery', email: 'rosa@import.test' });
    await newClient(seller.client, { name: 'Twin', email: 'twin1@import.test' });
    await newClient(seller.client, { name: 'Twin', email: 'twin2@import.test' });
    const tracked = await addKeyword(seller.client, rosa.id, { keyword: 'sourdough bread', location: 'Austin, TX' });
    const csv = [
      'Client,Keyword,Location,Position,Checked At',
      'Rosa Bakery,Sourdough Bread,"Austin, TX",12,2025-03-01',
      'rosa@import.test,sourdough bread,"austin, tx",8,2025-03-08T10:00:00Z',
      'Rosa Bakery,birthday cakes,Round Rock,30,2025-03-08',
      'Nobody,cakes,Austin,5,2025-03-01',
      'Twin,cakes,Austin,5,2025-03-01',
      'Rosa Bakery,cakes,Austin,0,2025-03-01',
      'Rosa Bakery,cakes,Austin,3.5,2025-03-01',
      'Rosa Bakery,cakes,Austin,101,2025-03-01',
      'Rosa Bakery,cakes,Austin,7,2025-02-30',
      'Rosa Bakery,,Austin,7,2025-03-01',
      `Rosa Bakery,cakes,Austin,7,${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}`,
    ].join('\r\n');

    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    const report = preview.json() as RankImportReport;
    expect(report).toMatchObject({ dryRun: true, totalRows: 11, imported: 0, failed: 8, newKeywords: 1 });
    const errors = report.rows.filter((row) => row.status === 'error').map((row) => [row.line, row.errors.map((e) => e.field)]);
    expect(errors).toEqual([
      [5, ['client']],
      [6, ['client']],
      [7, ['position']],
      [8, ['position']],
      [9, ['position']],
      [10, ['checked_at']],
      [11, ['keyword']],
      [12, ['checked_at']],
    ]);
    expect(report.rows.find((row) => row.line === 6)?.errors[0].message).toContain('use the client’s email');
    // Nothing saved by the preview.
    expect(((await seller.client.get(`${BASE}/checks`)).json() as RankCheck[]).length).toBe(0);

    const done = (await importCsv(csv, false)).json() as RankImportReport;
    expect(done).toMatchObject({ dryRun: false, imported: 3, failed: 8, newKeywords: 1 });
    const keywords = (await seller.client.get(`${BASE}/keywords?clientId=${rosa.id}`)).json() as RankKeyword[];
    expect(keywords.map((keyword) => keyword.keyword).sort()).toEqual(['birthday cakes', 'sourdough bread']);
    const sourdough = keywords.find((keyword) => keyword.id === tracked.id);
    expect(sourdough).toMatchObject({ latestPosition: 8, previousPosition: 12, checkCount: 2 });
    const checks = (await seller.client.get(`${BASE}/checks`)).json() as RankCheck[];
    expect(checks.every((check) => check.source === 'csv')).toBe(true);
    expect(checks.map((check) => [check.position, check.previousPosition])).toEqual([
      [8, 12],
      [30, null],
      [12, null],
    ]);
  });

  it('refuses files without the required header, empty files and binary files', async () => {
    for (const [content, message] of [
      ['', 'The CSV file is empty'],
      ['name,email\nRosa,rosa@x.test', 'The first row must be a header'],
      ['client,keyword,location,position', 'The CSV file has a header but no rows'],
      ['client,keyword\u0000', 'The file is not a CSV text file'],
    ] as const) {
      const response = await importCsv(content, true);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const notMultipart = await seller.client.post(`${BASE}/checks/import`, { csv: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('matches only the seller’s own clients', async () => {
    const other = await userWithRole(t.app, 'agency');
    await newClient(seller.client, { name: 'Secret Client', email: 'secret@import.test' });
    const report = (
      await importCsv('client,keyword,location,position\nsecret@import.test,cakes,Austin,4', false, other.client)
    ).json() as RankImportReport;
    expect(report).toMatchObject({ imported: 0, failed: 1 });
    expect(report.rows[0].errors[0].field).toBe('client');
  });
});
