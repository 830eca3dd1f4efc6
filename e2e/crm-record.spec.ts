import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi, createProjectViaApi } from './support/crm';
import { baseURL, expectNoSidewaysScroll, expectToast, useDemoSession } from './support/fixtures';

const originHeader = { origin: baseURL };

test('open a client from the command palette → the record page shows the accepted proposal and the audit on the timeline', async ({
  page,
}) => {
  test.slow();
  await useDemoSession(page, 'agency');
  const id = randomUUID().slice(0, 8);
  const name = `Record Bakery ${id}`;
  const client = await createClientViaApi(page.request, {
    name,
    email: `record-${id}@e2e.proclub.test`,
    website: 'https://record-bakery.example',
  });
  const audit = await page.request.post('/api/hub/audits', {
    data: { clientId: client.id, auditType: 'seo', websiteUrl: 'https://record-bakery.example', score: 81 },
    headers: originHeader,
  });
  expect(audit.status(), await audit.text()).toBe(201);
  // A proposal from one of the agency's saved analyses, sent, and accepted on its public page's endpoint.
  const [analysis] = (await (await page.request.get('/api/analysis')).json()).items as { id: string }[];
  const full = (await (await page.request.get(`/api/analysis/${analysis.id}`)).json()) as {
    recommendations: { productId: string }[];
  };
  const created = await page.request.post('/api/proposals', {
    data: { analysisId: analysis.id, clientId: client.id, productIds: [full.recommendations[0].productId] },
    headers: originHeader,
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposal = (await created.json()) as { id: string; title: string };
  const sent = await page.request.post(`/api/proposals/${proposal.id}/send`, { headers: originHeader });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = ((await sent.json()) as { publicUrl: string }).publicUrl.split('/').at(-1);
  const { documentHash } = (await (await page.request.get(`/api/public/proposals/${token}`)).json()) as { documentHash: string };
  const accepted = await page.request.post(`/api/public/proposals/${token}/sign`, {
    data: { fullName: 'Pat Client', consent: true, documentHash },
    headers: originHeader,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Search and go to (Ctrl+K)' }).click();
  const palette = page.getByRole('dialog', { name: 'Search and go to' });
  await palette.getByRole('combobox', { name: 'Search pages and your records' }).fill(name);
  const option = palette.getByRole('group', { name: 'Clients' }).getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/crm/clients/${client.id}$`));

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const acceptedItem = timeline.getByRole('listitem').filter({ hasText: 'Proposal accepted' });
  await expect(acceptedItem.getByRole('link', { name: proposal.title })).toHaveAttribute(
    'href',
    `/hub/proposals?open=${proposal.id}`,
  );
  await expect(timeline.getByRole('link', { name: 'SEO audit: 81' })).toBeVisible();
  await expect(timeline.getByText(/Proposal sent/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Client sections' }).getByText('No campaign emails yet.')).toBeVisible();
  await expectNoViolations(page);

  // Only audits: the proposal leaves the feed.
  await page.getByLabel('Show').selectOption('audit');
  await expect(timeline.getByRole('link', { name: proposal.title })).toHaveCount(0);
  await expect(timeline.getByRole('link', { name: 'SEO audit: 81' })).toBeVisible();

  // A note in markdown, drawn as text (no HTML).
  await page.getByLabel('Add a note').fill('Call **Rosa** <b>not bold</b>');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expectToast(page, 'Note added');
  const note = page.getByTestId('client-note').first();
  await expect(note.locator('strong')).toHaveText('Rosa');
  await expect(note).toContainText('<b>not bold</b>');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});

test('upload a file on the record page → it is listed with its project → it downloads', async ({ page }) => {
  test.slow();
  await useDemoSession(page, 'agency');
  const id = randomUUID().slice(0, 8);
  const name = `Files Bakery ${id}`;
  const client = await createClientViaApi(page.request, { name, email: `files-${id}@e2e.proclub.test` });
  await createProjectViaApi(page.request, client.id, { title: `Menu refresh ${id}` });
  await createProjectViaApi(page.request, client.id, { title: `Local SEO ${id}` });

  await page.goto(`/crm/clients/${client.id}`);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByText('No files yet.')).toBeVisible();

  // Keyboard only: the Upload button, the project picker and the file input are reachable and named.
  await page.getByRole('button', { name: `Upload a file for ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Project').selectOption({ label: `Menu refresh ${id}` });
  await dialog
    .getByLabel('Files')
    .setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('Menu for May') });
  await expect(dialog.getByRole('list', { name: 'Files to upload' })).toContainText('menu.txt');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'File shared with the client');
  await expect(dialog).toBeHidden();

  const item = files.getByRole('listitem').filter({ hasText: 'menu.txt' });
  await expect(item).toContainText(`Menu refresh ${id}`);
  await expect(item).toContainText(/by .+ · 12 B/);
  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: 'menu.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('menu.txt');
  expect(fs.readFileSync((await download.path()) as string, 'utf8')).toBe('Menu for May');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('tag two clients in bulk → filter by the tag → save the view', async ({ page }) => {
  test.slow();
  await useDemoSession(page, 'agency');
  const id = randomUUID().slice(0, 8);
  for (const letter of ['A', 'B'])
    await createClientViaApi(page.request, { name: `Bulk ${id} ${letter}`, email: `bulk-${id}-${letter}@e2e.proclub.test` });
  const tag = `wave-${id}`;

  await page.goto(`/crm?q=${encodeURIComponent(`Bulk ${id}`)}`);
  await expect(page.getByTestId('clients-count')).toHaveText('2 clients match your filters');
  await page.getByRole('checkbox', { name: `Select Bulk ${id} A` }).check();
  await page.getByRole('checkbox', { name: `Select Bulk ${id} B` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 clients selected');
  await page.locator('#bulk-tag').fill(tag);
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await expectToast(page, `Tagged 2 clients “${tag}”`);

  await page.goto('/crm');
  await page.locator('#client-tag-filter').selectOption(tag);
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(page.getByTestId('clients-count')).toHaveText('2 clients match your filters');
  const cards = page.getByTestId('client-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(tag);

  await page.getByRole('button', { name: 'Save View' }).click();
  await page.getByLabel('View name').fill(`Wave ${id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, `View “Wave ${id}” saved`);

  // The saved view brings the filter back.
  await page.locator('#client-tag-filter').selectOption('');
  await expect(page).not.toHaveURL(/tag=/);
  await page.getByLabel('Saved views').selectOption({ label: `Wave ${id}` });
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(page.getByTestId('clients-count')).toHaveText('2 clients match your filters');
});
