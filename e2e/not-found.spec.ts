import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page, logs the path and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a screen whose code cannot load shows the router error screen with a way home', async ({ page }) => {
  // The membership screen's chunk fails to download (a deploy replaced it, or the network dropped).
  await page.route(/\/assets\/membership-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
  await page.unroute(/\/assets\/membership-[^/]+\.js$/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
