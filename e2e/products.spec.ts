import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi } from './support/crm';
import { expectNoSidewaysScroll, expectToast, pickOption, signedInSeller } from './support/fixtures';

const isoDay = (daysAgo: number) => {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

test('rank tracker: add a keyword, record two checks by hand, see the change in the last checks and the chart', async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page, 'agency');
  await createClientViaApi(page.request, { name: 'Rosa Plumbing' });

  await page.goto('/products/rank-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Rank Tracker' })).toBeVisible();
  await expect(page.getByText('Add-On Product')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Hub' })).toHaveAttribute('href', /\/hub/);
  await expect(page.getByTestId('rank-provider-notice')).toContainText('No rank provider is configured');
  await expect(page.getByText('No checks yet.')).toBeVisible();
  await expectNoViolations(page, { afterToasts: true });

  await page.getByRole('button', { name: 'Add Keyword' }).first().click();
  const keywordDialog = page.getByRole('dialog', { name: 'Add Keyword' });
  await pickOption(keywordDialog, 'Client *', 'Rosa', 'Rosa Plumbing');
  await keywordDialog.getByLabel('Keyword *').fill('emergency plumber');
  await keywordDialog.getByLabel('Location *').fill('Austin, TX');
  await keywordDialog.getByRole('button', { name: 'Add Keyword' }).click();
  await expectToast(page, 'Keyword added');
  await expect(page.getByTestId('keyword-card')).toContainText('Not checked');

  // A position outside 1–100 is refused in the form.
  await page.getByRole('button', { name: 'Record check: emergency plumber' }).click();
  let checkDialog = page.getByRole('dialog', { name: 'Record Check' });
  await checkDialog.getByLabel('Position *').fill('101');
  await checkDialog.getByRole('button', { name: 'Record Check' }).click();
  await expect(checkDialog.getByText('Position must be a whole number from 1 to 100')).toBeVisible();
  await checkDialog.getByLabel('Position *').fill('12');
  await checkDialog.getByLabel('Checked on *').fill(isoDay(3));
  await checkDialog.getByRole('button', { name: 'Record Check' }).click();
  await expectToast(page, 'Check recorded');

  await page.getByRole('button', { name: 'Record Check', exact: true }).first().click();
  checkDialog = page.getByRole('dialog', { name: 'Record Check' });
  await checkDialog.getByLabel('Position *').fill('8');
  await checkDialog.getByRole('button', { name: 'Record Check' }).click();
  await expect(checkDialog).toBeHidden();

  const rows = page.getByTestId('recent-checks').getByTestId('check-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('emergency plumber');
  await expect(rows.nth(0)).toContainText('Austin, TX');
  await expect(rows.nth(0)).toContainText('Rosa Plumbing');
  await expect(rows.nth(0)).toContainText('#8');
  await expect(rows.nth(0).getByTestId('rank-change')).toContainText('+4');
  await expect(rows.nth(1).getByTestId('rank-change')).toContainText('New');
  await expect(page.getByTestId('keyword-card').getByTestId('rank-change')).toContainText('+4');

  const chart = page.getByTestId('rank-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg .recharts-line-curve')).toHaveCount(1);
  await expect(chart.locator('svg .recharts-line-dots circle')).toHaveCount(2);
  await expect(chart.locator('figcaption li')).toHaveText([/position 12$/, /position 8$/]);
  await expectNoViolations(page, { afterToasts: true });

  // Editing the keyword (adding the client's domain) keeps its history.
  await page.getByRole('button', { name: 'Edit keyword: emergency plumber' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Keyword' });
  await expect(editDialog.getByLabel('Keyword *')).toHaveValue('emergency plumber');
  await editDialog.getByLabel('Client’s domain').fill('rosaplumbing.example');
  await editDialog.getByRole('button', { name: 'Save Keyword' }).click();
  await expectToast(page, 'Keyword updated');
  await expect(page.getByRole('button', { name: 'Edit keyword: emergency plumber' })).toBeFocused();
  await expect(page.getByTestId('keyword-card').getByTestId('rank-change')).toContainText('+4');
  await expect(chart.locator('svg .recharts-line-dots circle')).toHaveCount(2);

  // The chart re-measures after a resize; nothing may scroll sideways once it has.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
});

test('map boost: create and publish a directory page, read it with JavaScript off: business name and JSON-LD', async ({
  page,
  browser,
}) => {
  test.slow();
  await signedInSeller(page, 'vendor');
  await createClientViaApi(page.request, { name: 'Clara Bakery' });

  await page.goto('/products/map-boost');
  await expect(page.getByRole('heading', { level: 1, name: 'Map Boost' })).toBeVisible();
  await page.getByRole('button', { name: 'New Page' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Directory Page' });
  await pickOption(dialog, 'Client *', 'Clara', 'Clara Bakery');
  await dialog.getByLabel('Business name *').fill('Clara’s <Bakery> & Café');
  await dialog.getByLabel('Street address *').fill('1200 South Congress Ave');
  await dialog.getByLabel('City *').fill('Austin');
  await dialog.getByLabel('State / region').fill('TX');
  await dialog.getByLabel('Phone *').fill('+1 512 555 0142');
  await dialog.getByLabel('About this location *').fill('Too short.');
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(dialog.getByText(/Write at least 120 characters/)).toBeVisible();
  await dialog
    .getByLabel('About this location *')
    .fill(
      'A neighbourhood bakery on South Congress baking sourdough, laminated pastries and celebration cakes from scratch every morning. Pre-order cakes online.',
    );
  await dialog.getByLabel('Services * (one per line)').fill('Custom cakes\nSourdough bread');
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expectToast(page, 'Page created');

  const card = page.getByTestId('map-page');
  await expect(card).toContainText('Draft · noindex');
  const path = (await card.locator('p.font-mono').textContent())?.trim() ?? '';
  expect(path).toMatch(/^\/d\/[a-z0-9-]+$/);

  // Not published yet: a visitor gets 404.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const hidden = await visitor.request.get(path);
  expect(hidden.status()).toBe(404);

  await card.getByRole('button', { name: /^Publish:/ }).click();
  await expectToast(page, `Published at ${path}`);
  await expect(card).toContainText('Published');

  const publicPage = await visitor.newPage();
  const response = await publicPage.goto(path);
  expect(response?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Clara’s <Bakery> & Café');
  await expect(publicPage.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(publicPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  const jsonLd = JSON.parse((await publicPage.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'LocalBusiness',
    name: 'Clara’s <Bakery> & Café',
    telephone: '+1 512 555 0142',
    address: { addressLocality: 'Austin', addressRegion: 'TX' },
  });
  await visitor.close();
});
